import { sql, type Kysely } from 'kysely';

// Frozen in time: the lists are written out here, not imported, so a later change to the shared lists needs a
// migration of its own.
const list = (values: readonly string[]) => sql.join(values.map((value) => sql.lit(value)));
const FLAG_KINDS = ['money_request', 'off_platform', 'repeated_text'];
const FILE_KINDS = ['image', 'pdf'];

/**
 * Chat between accepted connections (issue 13, docs/chat.md).
 *
 * - `chat_files`: an attachment uploaded by a member (re-encoded image or checked PDF; the bytes live in the file
 *   store under `storage_key`), attached to one message once sent (`message_id`).
 * - `messages`: one row per message; `id` (identity) orders a conversation; the pair is (`member_low`,
 *   `member_high`), the two ids in order, so both members' history is one index range. A retried send stores one
 *   message: `unique (sender_id, client_message_id)`. `text_fingerprint` is the hash of the normalised text, for
 *   the repeated-text rule (how many members a sender wrote the same text to).
 * - `conversations`: each member's own state of a conversation: the newest message (`last_message_id`, for the
 *   list's order), what they removed from their list (`cleared_before_message_id`), safety tips seen, and the
 *   message the unread e-mail was sent for (null again once they read).
 * - `message_flags`: what the scam rules found in a message, kept for the moderation console.
 * Everything cascades from users(id).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table chat_files (
      id uuid primary key default gen_random_uuid(),
      uploader_id uuid not null references users(id) on delete cascade,
      kind text not null check (kind in (${list(FILE_KINDS)})),
      storage_key text not null,
      size_bytes integer not null check (size_bytes >= 0),
      width integer check (width > 0),
      height integer check (height > 0),
      original_name text check (original_name is null or length(original_name) between 1 and 200),
      message_id bigint,
      created_at timestamptz not null default now(),
      check ((kind = 'image') = (width is not null and height is not null))
    )`.execute(db);
  await sql`create index chat_files_uploader on chat_files (uploader_id, created_at)`.execute(db);

  await sql`
    create table messages (
      id bigint generated always as identity primary key,
      sender_id uuid not null references users(id) on delete cascade,
      recipient_id uuid not null references users(id) on delete cascade,
      member_low uuid not null,
      member_high uuid not null,
      text text check (text is null or length(text) between 1 and 2000),
      file_id uuid references chat_files(id) on delete set null,
      client_message_id uuid not null,
      text_fingerprint text,
      created_at timestamptz not null default now(),
      read_at timestamptz,
      unique (sender_id, client_message_id),
      check (sender_id <> recipient_id),
      check (member_low = least(sender_id, recipient_id) and member_high = greatest(sender_id, recipient_id))
    )`.execute(db);
  // The history page: keyset on (pair, id desc), at any depth.
  await sql`create index messages_conversation on messages (member_low, member_high, id desc)`.execute(db);
  // Unread counts and "read up to".
  await sql`create index messages_unread on messages (recipient_id, sender_id, id) where read_at is null`.execute(db);
  // The repeated-text rule: the same text from one sender in the last day.
  await sql`
    create index messages_fingerprint on messages (sender_id, text_fingerprint, created_at)
    where text_fingerprint is not null`.execute(db);
  await sql`create index messages_recipient on messages (recipient_id, sender_id)`.execute(db);
  await sql`
    alter table chat_files add constraint chat_files_message
    foreign key (message_id) references messages(id) on delete set null`.execute(db);
  await sql`create unique index chat_files_message_once on chat_files (message_id) where message_id is not null`.execute(
    db,
  );

  await sql`
    create table conversations (
      member_id uuid not null references users(id) on delete cascade,
      other_id uuid not null references users(id) on delete cascade,
      last_message_id bigint,
      cleared_before_message_id bigint not null default 0,
      safety_tips_seen boolean not null default false,
      unread_email_sent_for bigint,
      updated_at timestamptz not null default now(),
      primary key (member_id, other_id),
      check (member_id <> other_id)
    )`.execute(db);
  await sql`create index conversations_list on conversations (member_id, last_message_id desc)`.execute(db);
  await sql`create index conversations_other on conversations (other_id)`.execute(db);

  await sql`
    create table message_flags (
      message_id bigint not null references messages(id) on delete cascade,
      kind text not null check (kind in (${list(FLAG_KINDS)})),
      detail text,
      created_at timestamptz not null default now(),
      primary key (message_id, kind)
    )`.execute(db);
  await sql`create index message_flags_recent on message_flags (created_at desc)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['message_flags', 'conversations']) await db.schema.dropTable(table).execute();
  await sql`alter table chat_files drop constraint chat_files_message`.execute(db);
  await db.schema.dropTable('messages').execute();
  await db.schema.dropTable('chat_files').execute();
}
