import { sql, type Kysely } from 'kysely';
import { CONDITION_COLUMNS, INDEXES } from './202611260001_match_speed';

/**
 * Discover's ordered indexes, one per gender sought (issue 10, ADR 008 "Speed at a million").
 *
 * Every list the matcher reads requires the candidate to seek the viewer's gender. Most members seek a man or a
 * woman of the other gender, so for a man seeking a woman nearly every woman passes that test; but a woman seeking a
 * woman, or anyone seeking a non-binary partner, read past the ninety-eight in a hundred candidates who seek someone
 * else (at 1,000,000 members, ≈ 20,000 index entries and 20–30 ms for one statement, the slowest first pages). Each of the
 * three ordered indexes of migration 202611260001 becomes three partial indexes, one per gender a candidate may
 * seek (`'Woman' = any(seek_genders)`, …), with the same keys and included columns; the matcher writes that test as
 * its own condition with the gender as a literal (`seeksViewer`, matching.repository.ts), so PostgreSQL proves the
 * predicate and reads only the index of members who seek the viewer's gender. A member seeking two genders is in
 * two indexes; together the nine are about the size of the three they replace.
 *
 * The genders are written out: a gender added to the questionnaire later needs its own indexes (without them its
 * viewers' lists fall back to slower plans, still correct).
 */
export const GENDERS_SOUGHT = { man: 'Man', woman: 'Woman', non_binary: 'Non-binary' } as const;

const bare = (column: string) => column.replace(/ desc$/, '');
const included = (keys: readonly string[]) => CONDITION_COLUMNS.filter((column) => !keys.map(bare).includes(column));

async function create(db: Kysely<any>, name: string, keys: readonly string[], where?: string): Promise<void> {
  await sql`create index ${sql.ref(name)} on match_profiles (${sql.raw(keys.join(', '))}) include (${sql.raw(
    included(keys).join(', '),
  )})${where ? sql` where ${sql.lit(where)} = any(seek_genders)` : sql``}`.execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, keys] of Object.entries(INDEXES)) {
    for (const [suffix, gender] of Object.entries(GENDERS_SOUGHT)) {
      await create(db, `${name}_seeking_${suffix}`, keys, gender);
    }
    await sql`drop index ${sql.ref(name)}`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [name, keys] of Object.entries(INDEXES)) {
    await create(db, name, keys);
    for (const suffix of Object.keys(GENDERS_SOUGHT)) {
      await sql`drop index ${sql.ref(`${name}_seeking_${suffix}`)}`.execute(db);
    }
  }
}
