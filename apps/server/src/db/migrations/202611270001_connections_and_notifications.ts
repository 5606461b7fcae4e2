import { sql, type Kysely } from 'kysely';

// Frozen in time: typed against Kysely<any>, values written out here rather than imported.
const list = (values: readonly string[]) => sql.join(values.map((value) => sql.lit(value)));

const NOTIFICATION_TYPES = ['connection_request', 'connection_accepted', 'contact_request', 'contact_granted'];
const CONTACT_ACCESS_STATUSES = ['pending', 'granted', 'declined', 'revoked'];

/**
 * Connections, notifications and contact details by consent (issue 11):
 * - `connections` gains `responded_at` (when a request was accepted, declined or cancelled, or the connection
 *   removed): the Connections tab's "connected since";
 * - `notifications`: one row per notification for its recipient; the member it is about (`actor_id`) is kept as an
 *   id, and their name and photo are decided when the list is read, by the same privacy rules as everywhere;
 * - `contact_access`: one row per (owner, requester): the requester asked to see the owner's phone and e-mail;
 * - `contact_access_log`: every time a requester opened the owner's details (the owner's log);
 * - `notification_settings`: which e-mails a member wants (no row: the defaults).
 * Every table cascades from users(id).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table connections add column responded_at timestamptz`.execute(db);

  await sql`
    create table notifications (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users(id) on delete cascade,
      type text not null check (type in (${list(NOTIFICATION_TYPES)})),
      actor_id uuid references users(id) on delete cascade,
      read_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index notifications_user on notifications (user_id, created_at desc, id desc)`.execute(db);
  await sql`create index notifications_unread on notifications (user_id) where read_at is null`.execute(db);
  await sql`create index notifications_actor on notifications (actor_id)`.execute(db);

  await sql`
    create table contact_access (
      owner_id uuid not null references users(id) on delete cascade,
      requester_id uuid not null references users(id) on delete cascade,
      status text not null default 'pending' check (status in (${list(CONTACT_ACCESS_STATUSES)})),
      requested_at timestamptz not null default now(),
      responded_at timestamptz,
      primary key (owner_id, requester_id),
      check (owner_id <> requester_id)
    )`.execute(db);
  await sql`create index contact_access_requester on contact_access (requester_id)`.execute(db);

  await sql`
    create table contact_access_log (
      id uuid primary key default gen_random_uuid(),
      owner_id uuid not null references users(id) on delete cascade,
      viewer_id uuid not null references users(id) on delete cascade,
      seen_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index contact_access_log_owner on contact_access_log (owner_id, seen_at desc)`.execute(db);
  await sql`create index contact_access_log_viewer on contact_access_log (viewer_id)`.execute(db);

  await sql`
    create table notification_settings (
      user_id uuid primary key references users(id) on delete cascade,
      email_connection_requests boolean not null default true,
      email_connection_accepted boolean not null default true,
      email_daily_digest boolean not null default true,
      updated_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['notification_settings', 'contact_access_log', 'contact_access', 'notifications']) {
    await db.schema.dropTable(table).execute();
  }
  await sql`alter table connections drop column responded_at`.execute(db);
}
