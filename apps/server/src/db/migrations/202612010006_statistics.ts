import { sql, type Kysely } from 'kysely';

/**
 * The console's statistics (issue 15): when a connection request was accepted. `responded_at` is moved again when
 * an accepted connection is later removed, so it cannot date an acceptance; `accepted_at` is written once, on
 * accept. Rows accepted before this migration are dated by `responded_at` while still accepted; for those already
 * removed the day is unknown (null). Indexes for the per-day counts.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table connections add column accepted_at timestamptz`.execute(db);
  await sql`update connections set accepted_at = responded_at where status = 'accepted'`.execute(db);
  await sql`create index connections_created on connections (created_at)`.execute(db);
  await sql`create index connections_accepted on connections (accepted_at) where accepted_at is not null`.execute(db);
  await sql`create index reports_created on reports (created_at)`.execute(db);
  await sql`create index reports_decided on reports (decided_at) where decided_at is not null`.execute(db);
  await sql`create index staff_audit_log_action on staff_audit_log (action, at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists staff_audit_log_action`.execute(db);
  await sql`drop index if exists reports_decided`.execute(db);
  await sql`drop index if exists reports_created`.execute(db);
  await sql`drop index if exists connections_accepted`.execute(db);
  await sql`drop index if exists connections_created`.execute(db);
  await sql`alter table connections drop column if exists accepted_at`.execute(db);
}
