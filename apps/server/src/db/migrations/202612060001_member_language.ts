import { sql, type Kysely } from 'kysely';

/**
 * Languages (issue 30, ADR 018): the language an account reads the site, its e-mails and pushes in. Any code the
 * application knows (`LANGUAGE_CODES`); no check constraint, so a new language is one line of configuration.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table users add column language text not null default 'en'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table users drop column language`.execute(db);
}
