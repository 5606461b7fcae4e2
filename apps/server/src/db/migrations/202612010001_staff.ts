import { sql, type Kysely } from 'kysely';

// Frozen in time: the lists are written out here, not imported, so a later change needs a migration of its own.
const list = (values: readonly string[]) => sql.join(values.map((value) => sql.lit(value)));
const ROLES = ['member', 'moderator', 'admin'];
const PHOTO_REVIEW_STATES = ['pending', 'approved'];

/**
 * The operations console (issue 15): staff accounts, their second factor, the staff audit log, photo review.
 *
 * - `users.role`: `moderator` and `admin` join `member`. Staff are accounts of their own (never a member's).
 * - `sessions.second_factor_at`: when the session's second factor was checked. Staff sessions only exist after it
 *   (user/login answers staff with a challenge, not a session); the console refuses a session without it.
 * - `staff_credentials`: one row per staff account: the TOTP secret (encrypted with a key derived from the server's
 *   secret), when it was confirmed, the last time step used (a code is good once), and the one-time set-up link
 *   (`setup_token_hash`, SHA-256 of the link's token; the token itself is only ever printed once).
 * - `staff_audit_log`: every staff action (who, what, whom, why, when). Append-only: a trigger refuses every
 *   update and delete, whoever asks. Ids, not foreign keys: the record outlives the member or staff account it
 *   names (`actor_email` keeps who acted readable).
 * - `photos.review_status`, `reviewed_at`, `reviewed_by`, `phash`: photo review. `pending` photos are shown only to
 *   their owner (PHOTO_REVIEW=before, the default); `reviewed_at` null puts a photo in the review queue (with
 *   PHOTO_REVIEW=after it is shown meanwhile). `phash` is a 64-bit perceptual hash in hex (duplicate photos).
 *   Photos that exist before this migration count as reviewed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table users drop constraint if exists users_role_check`.execute(db);
  await sql`alter table users add constraint users_role_check check (role in (${list(ROLES)}))`.execute(db);
  await sql`create index users_staff on users (role) where role <> 'member'`.execute(db);

  await sql`alter table sessions add column second_factor_at timestamptz`.execute(db);

  await sql`
    create table staff_credentials (
      user_id uuid primary key references users(id) on delete cascade,
      totp_secret_enc text,
      totp_confirmed_at timestamptz,
      totp_last_step bigint,
      setup_token_hash text unique,
      setup_expires_at timestamptz,
      created_at timestamptz not null default now(),
      check ((setup_token_hash is null) = (setup_expires_at is null))
    )`.execute(db);

  await sql`
    create table staff_audit_log (
      id bigint generated always as identity primary key,
      at timestamptz not null default now(),
      actor_id uuid,
      actor_email text not null,
      actor_role text not null,
      action text not null,
      subject_user_id uuid,
      subject_kind text,
      subject_id text,
      reason text,
      detail jsonb not null default '{}'::jsonb
    )`.execute(db);
  await sql`create index staff_audit_log_at on staff_audit_log (at desc, id desc)`.execute(db);
  await sql`create index staff_audit_log_subject on staff_audit_log (subject_user_id, at desc)`.execute(db);
  await sql`create index staff_audit_log_actor on staff_audit_log (actor_id, at desc)`.execute(db);
  await sql`
    create function staff_audit_log_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'the staff audit log is append-only';
    end
    $$`.execute(db);
  await sql`
    create trigger staff_audit_log_no_change before update or delete on staff_audit_log
    for each row execute function staff_audit_log_append_only()`.execute(db);

  await sql`
    alter table photos
      add column review_status text not null default 'approved' check (review_status in (${list(PHOTO_REVIEW_STATES)})),
      add column reviewed_at timestamptz,
      add column reviewed_by uuid,
      add column phash text`.execute(db);
  await sql`update photos set reviewed_at = created_at`.execute(db);
  await sql`create index photos_awaiting_review on photos (created_at) where reviewed_at is null`.execute(db);
  await sql`create index photos_phash on photos (phash) where phash is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists photos_phash`.execute(db);
  await sql`drop index if exists photos_awaiting_review`.execute(db);
  await sql`alter table photos drop column phash, drop column reviewed_by, drop column reviewed_at, drop column review_status`.execute(
    db,
  );
  await sql`drop table staff_audit_log`.execute(db);
  await sql`drop function staff_audit_log_append_only()`.execute(db);
  await sql`drop table staff_credentials`.execute(db);
  await sql`alter table sessions drop column second_factor_at`.execute(db);
  await sql`drop index if exists users_staff`.execute(db);
  await sql`delete from users where role = 'moderator'`.execute(db);
  await sql`alter table users drop constraint if exists users_role_check`.execute(db);
  await sql`alter table users add constraint users_role_check check (role in ('member', 'admin'))`.execute(db);
}
