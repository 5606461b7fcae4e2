import { sql, type Kysely } from 'kysely';

// Frozen in time: the list is written out here, not imported, so a later change to the shared list needs a
// migration of its own.
const list = (values: readonly string[]) => sql.join(values.map((value) => sql.lit(value)));
const STATES = ['queued', 'building', 'ready', 'downloaded', 'expired', 'failed'];

/**
 * Your data (issue 14 point 5, APP 12): each copy of a member's data they asked for.
 *
 * - `state`: queued (asked for) → building (the job runs) → ready (stored, link e-mailed) → downloaded (the link
 *   was used, once) or expired (24 hours passed); failed when the job gave up.
 * - `storage_key`: the zip in the file store while it exists; null before it is built and once it is removed
 *   (after the download, or by the hourly clean-up once expired).
 * - `token_hash`: SHA-256 of the link's random token; the token itself is only ever in the e-mail.
 * - At most one copy is being prepared per member at a time (`data_exports_one_open`).
 * Rows go with the member's account.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table data_exports (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users(id) on delete cascade,
      state text not null default 'queued' check (state in (${list(STATES)})),
      storage_key text,
      token_hash text unique,
      created_at timestamptz not null default now(),
      ready_at timestamptz,
      expires_at timestamptz,
      downloaded_at timestamptz,
      check ((state in ('ready', 'downloaded', 'expired')) = (ready_at is not null)),
      check ((state = 'downloaded') = (downloaded_at is not null))
    )`.execute(db);
  await sql`create index data_exports_user on data_exports (user_id, created_at desc)`.execute(db);
  await sql`
    create unique index data_exports_one_open on data_exports (user_id)
    where state in ('queued', 'building')`.execute(db);
  // The clean-up: copies whose file is still stored.
  await sql`create index data_exports_stored on data_exports (expires_at) where storage_key is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('data_exports').execute();
}
