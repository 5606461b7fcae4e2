import { sql, type Kysely } from 'kysely';

/**
 * - The development outbox keeps a message's extra headers (one-click unsubscribe, RFC 8058), so tests read them.
 * - A push device remembers the session it was registered in: signing out of that session forgets it, so a shared
 *   browser stops receiving the previous member's pushes.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table email_outbox add column headers jsonb not null default '{}'`.execute(db);
  await sql`alter table devices add column session_id uuid references sessions(id) on delete cascade`.execute(db);
  await sql`create index devices_session on devices (session_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table devices drop column session_id`.execute(db);
  await sql`alter table email_outbox drop column headers`.execute(db);
}
