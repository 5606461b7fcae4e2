import { sql, type Kysely } from 'kysely';

/**
 * Suspensions (issue 14 point 3) and the team's review queue (worked through by the console, issue 15).
 *
 * `suspensions`: every suspension of a member, kept after it ends. At most one is open (`lifted_at` null) per
 * member; `unsuspend_at` null means "until the team lifts it". `suspended_by` / `lifted_by` name the staff member
 * (the console's accounts, issue 15; null for an operator command or the scheduled end), without a foreign key until
 * those accounts exist. `users.suspended_at` and `users.suspension_reason` mirror the open suspension, written in
 * the same transaction, so every existing reader (presenter, discover, chat, media) keeps working.
 *
 * `review_queue`: items for the team, one row each, `open` until closed. Kinds are rows of `review_queue_kinds`,
 * so a later issue adds one (a photo awaiting review, a verification request, a report) with an insert in its own
 * migration, without touching this table. `payload` holds what the item is about (kind-specific JSON).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table suspensions (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users(id) on delete cascade,
      reason text not null check (length(reason) between 1 and 500),
      suspended_at timestamptz not null,
      unsuspend_at timestamptz,
      suspended_by uuid,
      lifted_at timestamptz,
      lifted_by uuid,
      lift_note text,
      check (unsuspend_at is null or unsuspend_at > suspended_at),
      check (lifted_at is not null or (lifted_by is null and lift_note is null))
    )`.execute(db);
  await sql`create unique index suspensions_one_open on suspensions (user_id) where lifted_at is null`.execute(db);
  await sql`create index suspensions_due on suspensions (unsuspend_at) where lifted_at is null and unsuspend_at is not null`.execute(
    db,
  );
  await sql`create index suspensions_history on suspensions (user_id, suspended_at desc)`.execute(db);

  await sql`create table review_queue_kinds (kind text primary key)`.execute(db);
  await sql`insert into review_queue_kinds (kind) values ('self-correction')`.execute(db);
  await sql`
    create table review_queue (
      id uuid primary key default gen_random_uuid(),
      kind text not null references review_queue_kinds(kind),
      user_id uuid not null references users(id) on delete cascade,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      state text not null default 'open' check (state in ('open', 'closed')),
      closed_at timestamptz,
      closed_by uuid,
      close_note text,
      payload jsonb,
      check ((state = 'closed') = (closed_at is not null))
    )`.execute(db);
  // The console's queue: open items of a kind, oldest first.
  await sql`create index review_queue_open on review_queue (kind, created_at) where state = 'open'`.execute(db);
  await sql`create index review_queue_member on review_queue (user_id, created_at desc)`.execute(db);
  // One open correction per member: a second correction refreshes it.
  await sql`create unique index review_queue_one_open_correction on review_queue (user_id) where state = 'open' and kind = 'self-correction'`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('review_queue').execute();
  await db.schema.dropTable('review_queue_kinds').execute();
  await db.schema.dropTable('suspensions').execute();
}
