import { sql, type Kysely } from 'kysely';

// Frozen in time: the lists are written out here, not imported, so a later change to the shared lists needs a
// migration of its own.
const list = (values: readonly string[]) => sql.join(values.map((value) => sql.lit(value)));
const REPORT_REASONS = [
  'fake-profile',
  'scam-or-money',
  'harassment',
  'inappropriate-photo',
  'inappropriate-text',
  'underage',
  'child-abuse-material',
  'married-or-not-serious',
  'other',
];
const REPORT_STATES = ['open', 'in-review', 'actioned', 'dismissed'];
const UNDECIDED = ['open', 'in-review'];

/**
 * Reports of members (issue 14 point 2, docs/safety.md "Reporting"), read by the operations console (issue 15).
 *
 * - `reports`: one row per report. `reporter_id` becomes null when the reporter's account goes (the report stays
 *   for the console); the report goes with the reported member's account. `reasons` are ids of the shared list,
 *   `urgent` is set when any of them is urgent (a suspected minor, child sexual abuse material). `state` is open
 *   until staff look at it (`in-review`) and decide (`actioned` or `dismissed`: `decided_at`, `decided_by`, a note).
 *   A reporter has at most one undecided (open or in review) report per member: a repeat report adds to it
 *   (`reports_one_undecided`). The console's queue reads `reports_queue` (urgent first, then oldest); one decision
 *   about a member closes every undecided report on them (`reports_reported`).
 * - `report_messages`: the chat messages a report points at (evidence; the console reads a few around each).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table reports (
      id uuid primary key default gen_random_uuid(),
      reporter_id uuid references users(id) on delete set null,
      reported_user_id uuid not null references users(id) on delete cascade,
      reasons text[] not null
        check (cardinality(reasons) > 0 and reasons <@ array[${list(REPORT_REASONS)}]::text[]),
      details text check (details is null or length(details) between 1 and 20000),
      urgent boolean not null,
      state text not null default 'open' check (state in (${list(REPORT_STATES)})),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      decided_at timestamptz,
      decided_by uuid,
      decision_note text check (decision_note is null or length(decision_note) <= 5000),
      check (reporter_id is null or reporter_id <> reported_user_id),
      check ((state in (${list(UNDECIDED)})) = (decided_at is null))
    )`.execute(db);
  // The console's queue: undecided reports, urgent first, then oldest.
  await sql`
    create index reports_queue on reports (urgent desc, created_at)
    where state in (${list(UNDECIDED)})`.execute(db);
  // GET report/my-reports: a reporter's reports, newest first.
  await sql`create index reports_by_reporter on reports (reporter_id, created_at desc)`.execute(db);
  // Every report on a member (the console's member view; a decision closes the undecided ones).
  await sql`create index reports_reported on reports (reported_user_id, created_at desc)`.execute(db);
  // One undecided report per reporter and member: a repeat report adds to it.
  await sql`
    create unique index reports_one_undecided on reports (reporter_id, reported_user_id)
    where state in (${list(UNDECIDED)})`.execute(db);

  await sql`
    create table report_messages (
      report_id uuid not null references reports(id) on delete cascade,
      message_id bigint not null references messages(id) on delete cascade,
      primary key (report_id, message_id)
    )`.execute(db);
  // Which reports point at a message (the console's evidence view from a message).
  await sql`create index report_messages_message on report_messages (message_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('report_messages').execute();
  await db.schema.dropTable('reports').execute();
}
