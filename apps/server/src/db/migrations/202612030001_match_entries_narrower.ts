import { sql, type Kysely } from 'kysely';
import { CONDITION_COLUMNS, INDEXES } from './202611260001_match_speed';
import { GENDERS_SOUGHT } from './202612020001_match_by_gender_sought';

/**
 * The nine ordered match indexes without `seek_genders` (issue 10, ADR 008 "Speed at a million").
 *
 * Each of them holds only members who seek one gender (`where 'Woman' = any(seek_genders)`, migration
 * 202612020001), and the matcher states that test as its own condition (`seeksViewer`), so PostgreSQL proves it
 * from the index's predicate and never reads the column from an entry: the lists stay index-only without it. The
 * array was the widest thing an entry carried for nothing (≈ 31 bytes of ≈ 290 with its share of the page), so the
 * entries are ≈ 10% narrower and a scan that skips many of them (a narrow age window with a second filter, the
 * slowest searches) reads as many fewer pages. Keys and predicates are unchanged; each index is built beside the old
 * one and takes its name.
 */
const bare = (column: string) => column.replace(/ desc$/, '');

async function rebuild(db: Kysely<any>, withSeekGenders: boolean): Promise<void> {
  for (const [name, keys] of Object.entries(INDEXES)) {
    const included = CONDITION_COLUMNS.filter(
      (column) => !keys.map(bare).includes(column) && (withSeekGenders || column !== 'seek_genders'),
    );
    for (const [suffix, gender] of Object.entries(GENDERS_SOUGHT)) {
      const index = `${name}_seeking_${suffix}`;
      await sql`create index ${sql.ref(`${index}_next`)} on match_profiles (${sql.raw(keys.join(', '))}) include (${sql.raw(
        included.join(', '),
      )}) where ${sql.lit(gender)} = any(seek_genders)`.execute(db);
      await sql`drop index ${sql.ref(index)}`.execute(db);
      await sql`alter index ${sql.ref(`${index}_next`)} rename to ${sql.ref(index)}`.execute(db);
    }
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  await rebuild(db, false);
}

export async function down(db: Kysely<any>): Promise<void> {
  await rebuild(db, true);
}
