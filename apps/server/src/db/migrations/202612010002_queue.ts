import { sql, type Kysely } from 'kysely';

/**
 * The console's moderation queue (issue 15 point 2). A message flagged by the scam rules (`message_flags`) waits in
 * the queue until staff look at it: `reviewed_at` (null: waiting) and `reviewed_by` (the staff id; no foreign key,
 * like the other decided-by columns). Flags written before this migration count as waiting.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table message_flags add column reviewed_at timestamptz, add column reviewed_by uuid`.execute(db);
  await sql`create index message_flags_waiting on message_flags (created_at) where reviewed_at is null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists message_flags_waiting`.execute(db);
  await sql`alter table message_flags drop column reviewed_by, drop column reviewed_at`.execute(db);
}
