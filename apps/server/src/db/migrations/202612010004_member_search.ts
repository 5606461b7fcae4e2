import { sql, type Kysely } from 'kysely';

/**
 * The console's member search (issue 15, Members): newest members first, and a search by the start of an e-mail
 * address or of a first or last name. `text_pattern_ops` lets `like 'abc%'` use the index whatever the database's
 * collation; e-mail addresses are stored in lower case already (a check on `users`), names are matched lowered.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index users_members_newest on users (created_at desc, id desc) where role = 'member'`.execute(db);
  await sql`create index users_email_prefix on users (email text_pattern_ops) where role = 'member'`.execute(db);
  await sql`create index profiles_first_name_prefix on profiles (lower(first_name) text_pattern_ops)`.execute(db);
  await sql`create index profiles_last_name_prefix on profiles (lower(last_name) text_pattern_ops)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists profiles_last_name_prefix`.execute(db);
  await sql`drop index if exists profiles_first_name_prefix`.execute(db);
  await sql`drop index if exists users_email_prefix`.execute(db);
  await sql`drop index if exists users_members_newest`.execute(db);
}
