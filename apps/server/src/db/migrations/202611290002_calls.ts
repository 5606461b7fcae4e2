import { sql, type Kysely } from 'kysely';

// Frozen in time: typed against Kysely<any>, values written out here rather than imported.
const list = (values: readonly string[]) => sql.join(values.map((value) => sql.lit(value)));

const CALL_KINDS = ['voice', 'video'];
const CALL_STATES = ['ringing', 'active', 'ended'];
const CALL_END_REASONS = ['ended', 'declined', 'no_answer', 'busy', 'limit_reached', 'left', 'closed', 'failed'];

/**
 * Voice and video calls (issue 13 point 5): one row per call, the call log. A call rings (`ringing`), is answered
 * (`active`, `answered_at`) or not, and ends once (`ended`, `ended_at`, `end_reason`, `duration_seconds`: 0 when it
 * was never answered). `max_seconds` is the limit fixed when it started (the lower of the two members' plans).
 * A member has at most one live call: the partial indexes serve the "already in a call" check. Rows cascade from
 * users(id).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table calls (
      id uuid primary key default gen_random_uuid(),
      caller_id uuid not null references users(id) on delete cascade,
      callee_id uuid not null references users(id) on delete cascade,
      kind text not null check (kind in (${list(CALL_KINDS)})),
      state text not null default 'ringing' check (state in (${list(CALL_STATES)})),
      max_seconds integer not null check (max_seconds > 0),
      created_at timestamptz not null default now(),
      answered_at timestamptz,
      ended_at timestamptz,
      end_reason text check (end_reason in (${list(CALL_END_REASONS)})),
      ended_by uuid references users(id) on delete set null,
      duration_seconds integer check (duration_seconds >= 0),
      check (caller_id <> callee_id),
      check ((state = 'ended') = (ended_at is not null and end_reason is not null and duration_seconds is not null))
    )`.execute(db);
  await sql`create index calls_caller_live on calls (caller_id) where state <> 'ended'`.execute(db);
  await sql`create index calls_callee_live on calls (callee_id) where state <> 'ended'`.execute(db);
  await sql`create index calls_caller_log on calls (caller_id, created_at desc)`.execute(db);
  await sql`create index calls_callee_log on calls (callee_id, created_at desc)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('calls').execute();
}
