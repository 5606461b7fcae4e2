import { sql, type Kysely } from 'kysely';

// Frozen in time: the lists are written out here, not imported, so a later change to the shared lists needs a
// migration of its own.
const list = (values: readonly string[]) => sql.join(values.map((value) => sql.lit(value)));
const STATES = ['pending', 'approved', 'declined'];
const REASONS = ['document-unreadable', 'faces-do-not-match', 'document-not-accepted', 'other'];

/**
 * The verified tick (issue 14 point 4, docs/safety.md "Verification").
 *
 * - `verification_requests`: a member's identity document photo and selfie, waiting for our team, and the
 *   decision. The two images live in the file store under `document_key` and `selfie_key` (never served by the
 *   photo routes); both keys are null once the request is decided, because the files are deleted at the decision.
 *   `decided_by` is the staff member who decided (the console's staff accounts arrive with issue 15: no foreign key
 *   yet; null for the operator command line, which records its operator in `audit_events`). One pending request per
 *   member (partial unique index). Cascades from users(id), so deleting an account removes its requests (the
 *   account deletion removes the files first).
 * - `match_profiles.verified`: whether the member is verified (users.verified_at set), written by the match
 *   table's one writer, so the search's "verified members only" filter reads the match table like every filter.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table verification_requests (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users(id) on delete cascade,
      state text not null default 'pending' check (state in (${list(STATES)})),
      document_key text,
      selfie_key text,
      created_at timestamptz not null default now(),
      decided_at timestamptz,
      decided_by uuid,
      decision_reason text check (decision_reason is null or decision_reason in (${list(REASONS)})),
      decision_note text check (decision_note is null or length(decision_note) <= 500),
      check ((state = 'pending') = (decided_at is null)),
      check (state = 'pending' or (document_key is null and selfie_key is null)),
      check (state = 'pending' or state = 'approved' or decision_reason is not null),
      check (state <> 'approved' or decision_reason is null)
    )`.execute(db);
  await sql`
    create unique index verification_requests_one_pending on verification_requests (user_id)
    where state = 'pending'`.execute(db);
  await sql`create index verification_requests_member on verification_requests (user_id, created_at desc)`.execute(db);
  await sql`
    create index verification_requests_queue on verification_requests (created_at)
    where state = 'pending'`.execute(db);

  await sql`alter table match_profiles add column verified boolean not null default false`.execute(db);
  await sql`
    update match_profiles m set verified = true
    from users u where u.id = m.user_id and u.verified_at is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table match_profiles drop column verified`.execute(db);
  await db.schema.dropTable('verification_requests').execute();
}
