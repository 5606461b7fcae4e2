import { sql, type Kysely } from 'kysely';

/**
 * A member's about text in a second language (issue 30 point 3): free text is never machine-translated, so a member
 * may write their about text once more in another language of the site, shown to viewers who read the site in it.
 *
 * `profiles.about_second` and `profiles.about_second_language` (a code of `LANGUAGE_CODES`; no list in a check, so a
 * new language stays one line of configuration) are set together or not at all. Null for everyone until they write
 * one (existing rows are untouched).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table profiles
      add column about_second text,
      add column about_second_language text,
      add constraint profiles_about_second_pair check ((about_second is null) = (about_second_language is null))`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    alter table profiles
      drop constraint profiles_about_second_pair,
      drop column about_second_language,
      drop column about_second`.execute(db);
}
