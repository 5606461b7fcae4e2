import { sql, type Kysely } from 'kysely';

/**
 * The member's choice about the one e-mail sent when a chat message waits unread for an hour (chat-jobs.ts):
 * `notification_settings.email_chat_messages`, on until changed (also for members who already have a row), and
 * turned off by the `chat_message` one-click unsubscribe link.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table notification_settings add column email_chat_messages boolean not null default true`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table notification_settings drop column email_chat_messages`.execute(db);
}
