import { sql, type Kysely } from 'kysely';
import { CONDITION_COLUMNS, INDEXES } from './202611260001_match_speed';
import { GENDERS_SOUGHT } from './202612020001_match_by_gender_sought';

/**
 * Horoscope matching in Discover (issue 31, docs/horoscope.md "In Discover").
 *
 * - `partner_preferences.min_gunas`: "a horoscope match of at least N of 36" (1–36, null for none); a must-have
 *   when `must_have` holds `minGunas`.
 * - `match_profiles.must_min_gunas`: that minimum when it is a must-have, else null, for the mutual check (a
 *   candidate's must-have applies to the viewer, ADR 008), like the other `must_*` columns.
 * - The nine ordered match indexes (migrations 202611260001, 202612020001, 202612030001) also carry
 *   `horoscope_moon` and `must_min_gunas`, so a list with the filter, and every list's check of the candidate's
 *   must-have, stay index-only. With them an entry has 32 columns, keys included: PostgreSQL's limit. Keys and
 *   predicates are unchanged; each index is built beside the old one and takes its name.
 */
const bare = (column: string) => column.replace(/ desc$/, '');
const HOROSCOPE_COLUMNS = ['horoscope_moon', 'must_min_gunas'];

async function rebuild(db: Kysely<any>, withHoroscope: boolean): Promise<void> {
  for (const [name, keys] of Object.entries(INDEXES)) {
    const included = [...CONDITION_COLUMNS, ...(withHoroscope ? HOROSCOPE_COLUMNS : [])].filter(
      (column) => !keys.map(bare).includes(column) && column !== 'seek_genders',
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
  await sql`
    alter table partner_preferences
      add column min_gunas smallint,
      add constraint partner_preferences_min_gunas_range check (min_gunas between 1 and 36)`.execute(db);
  await sql`
    alter table match_profiles
      add column must_min_gunas smallint`.execute(db);
  await rebuild(db, true);
}

export async function down(db: Kysely<any>): Promise<void> {
  await rebuild(db, false);
  await sql`alter table match_profiles drop column must_min_gunas`.execute(db);
  await sql`
    alter table partner_preferences
      drop constraint partner_preferences_min_gunas_range,
      drop column min_gunas`.execute(db);
}
