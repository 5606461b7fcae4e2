import { sql, type Kysely } from 'kysely';

/**
 * Families (issue 29, ADR 017 point 8): a profile a relative makes, confirmed by the candidate.
 *
 * - `users.family_only`: an account made to help with others' profiles, with no profile of its own (a relative who
 *   signed up for a son or daughter). Its sessions act for a profile it looks after.
 * - `users.awaiting_candidate_since`: a profile a relative made, not yet confirmed by the candidate. It is shown to
 *   nobody and acts towards nobody until then; its `email` is a reserved, undeliverable address and its
 *   `password_hash` matches no password, until the candidate claims it.
 * - `family_invitations.kind`: `manage` (the candidate invites a helper) or `confirm` (the relative who made the
 *   profile asks the candidate to review and confirm it).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table users add column family_only boolean not null default false`.execute(db);
  await sql`alter table users add column awaiting_candidate_since timestamptz`.execute(db);
  await sql`alter table family_invitations add column kind text not null default 'manage'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table family_invitations drop column kind`.execute(db);
  await sql`alter table users drop column awaiting_candidate_since`.execute(db);
  await sql`alter table users drop column family_only`.execute(db);
}
