import { sql, type Kysely } from 'kysely';

/**
 * Discover's first page at a million members (issue 10, ADR 008 "Speed at a million").
 *
 * 1. The match table's ordered indexes carry the columns the matcher's conditions read. A pool is read in
 * activity order until it is full; with those columns in the index, PostgreSQL tests each candidate on the index
 * entry (an index-only scan) and visits the table for none of them, and the statement returns only the id and the
 * sort time. The members kept are read from the table afterwards by id (`findMatchMembers`), only the columns the
 * score needs. Measured at 1,000,000 members on PostgreSQL 15 (80 viewers, pool of 200): the pool statement's p95
 * 21 → 15 ms, reading index pages in order instead of table pages at random; most of the gain is in the app, which
 * no longer decodes whole rows (a row is ≈ 1 KB, two thirds of it the stored preferences) for every candidate.
 *
 * The key columns stay as they were (the age window and a must-have community or mother tongue are index
 * conditions); the rest are `include` columns, stored in the leaf entries only.
 *
 * 2. `match_snapshots` is unlogged: a ranked list is a cache of a day (a lost one only means "start again from
 * the first page"), so writing one no longer waits for the write-ahead log to reach the disk on every first page.
 * Unlogged tables are emptied after a crash and are not copied to standbys, so later pages of best match read
 * their snapshot from the primary.
 */

/**
 * The columns the conditions of `mutualCandidates` (matching.repository.ts) read: the candidate's side of the
 * mutual check, then the candidate's values the viewer's must-haves and the commonest filters test. PostgreSQL
 * allows 32 columns in an index, keys included, which leaves out three filters (qualification, occupation, state):
 * a search by one of those reads the table as before.
 */
export const CONDITION_COLUMNS = [
  'seek_genders',
  'pref_age_min',
  'pref_age_max',
  'must_height_min',
  'must_height_max',
  'must_marital_statuses',
  'must_religions',
  'must_communities',
  'must_mother_tongues',
  'must_countries',
  'must_education_rank',
  'must_diets',
  'must_smoking',
  'must_drinking',
  'must_living_in_australia',
  'height_cm',
  'marital_status',
  'religion',
  'country',
  'education_rank',
  'diet',
  'smoking',
  'drinking',
  'income_min',
  'has_children',
] as const;

/** The ordered indexes, by name: their keys as before (each list order is the sort the pool or the pages read). */
export const INDEXES = {
  match_profiles_active: ['gender', 'last_active_at desc', 'user_id desc', 'birth_date', 'community', 'mother_tongue'],
  match_profiles_joined: ['gender', 'joined_at desc', 'user_id desc', 'birth_date', 'community', 'mother_tongue'],
  match_profiles_religion: [
    'gender',
    'religion',
    'last_active_at desc',
    'user_id desc',
    'birth_date',
    'diet',
    'community',
    'mother_tongue',
  ],
} as const;

const bare = (column: string) => column.replace(/ desc$/, '');

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table match_snapshots set unlogged`.execute(db);
  for (const [name, keys] of Object.entries(INDEXES)) {
    const keyNames = new Set<string>(keys.map(bare));
    const included = CONDITION_COLUMNS.filter((column) => !keyNames.has(column));
    await sql`drop index ${sql.ref(name)}`.execute(db);
    await sql`create index ${sql.ref(name)} on match_profiles (${sql.raw(keys.join(', '))}) include (${sql.raw(
      included.join(', '),
    )})`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table match_snapshots set logged`.execute(db);
  for (const [name, keys] of Object.entries(INDEXES)) {
    await sql`drop index ${sql.ref(name)}`.execute(db);
    await sql`create index ${sql.ref(name)} on match_profiles (${sql.raw(keys.join(', '))})`.execute(db);
  }
}
