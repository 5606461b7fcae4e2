import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';

/** Database access for account deletion: what the receipt counts, the files to remove, the account row. */

/** What the account holds, counted for the receipt. */
export type AccountCounts = {
  answers: number;
  photos: number;
  messagesSent: number;
  messagesReceived: number;
  chatFiles: number;
  connections: number;
  favourites: number;
  blocks: number;
  notifications: number;
  sessions: number;
  pushSubscriptions: number;
  calls: number;
  exports: number;
  verificationRequests: number;
  payments: number;
  reportsMade: number;
};

/** What the account holds now, for the receipt: counted in the deletion's transaction, before the rows go. */
export async function countAccountData(trx: Transaction<Database>, userId: string): Promise<AccountCounts> {
  const { rows } = await sql<Record<keyof AccountCounts, string | number>>`
    select
      (select count(*) from questionnaire_answers where user_id = ${userId}) as answers,
      (select count(*) from photos where user_id = ${userId}) as photos,
      (select count(*) from messages where sender_id = ${userId}) as messages_sent,
      (select count(*) from messages where recipient_id = ${userId}) as messages_received,
      (select count(*) from chat_files where uploader_id = ${userId}) as chat_files,
      (select count(*) from connections where sender_id = ${userId} or receiver_id = ${userId}) as connections,
      (select count(*) from favourites where user_id = ${userId}) as favourites,
      (select count(*) from blocks where blocker_id = ${userId}) as blocks,
      (select count(*) from notifications where user_id = ${userId}) as notifications,
      (select count(*) from sessions where user_id = ${userId}) as sessions,
      (select count(*) from devices where user_id = ${userId}) as push_subscriptions,
      (select count(*) from calls where caller_id = ${userId} or callee_id = ${userId}) as calls,
      (select count(*) from data_exports where user_id = ${userId}) as exports,
      (select count(*) from verification_requests where user_id = ${userId}) as verification_requests,
      (select count(*) from subscriptions where user_id = ${userId}) as payments,
      (select count(*) from reports where reporter_id = ${userId}) as reports_made`.execute(trx);
  const row = rows[0];
  if (!row) throw new Error('count query returned no row');
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, Number(value)])) as AccountCounts;
}

/** Counted before the verification module removes the requests that still had images (the receipt counts all). */
export async function countVerificationRequests(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('verificationRequests')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The stored chat files that go with the account: theirs, and every file in their conversations. */
export function listAccountChatFiles(trx: Transaction<Database>, userId: string) {
  return trx
    .selectFrom('chatFiles')
    .select(['storageKey', 'kind'])
    .where((eb) =>
      eb.or([
        eb('uploaderId', '=', userId),
        eb(
          'messageId',
          'in',
          eb
            .selectFrom('messages')
            .select('messages.id')
            .where((inner) =>
              inner.or([inner('messages.senderId', '=', userId), inner('messages.recipientId', '=', userId)]),
            ),
        ),
      ]),
    )
    .execute();
}

/** The images of the member's verification requests that are still stored. */
export async function listVerificationImageKeys(trx: Transaction<Database>, userId: string): Promise<string[]> {
  const rows = await trx
    .selectFrom('verificationRequests')
    .select(['documentKey', 'selfieKey'])
    .where('userId', '=', userId)
    .execute();
  return rows.flatMap((row) => [row.documentKey, row.selfieKey].filter((key): key is string => Boolean(key)));
}

/** Chat files of other members that were only in conversations with the leaving member (their messages go too). */
export async function deleteOrphanedChatFiles(trx: Transaction<Database>, userId: string): Promise<void> {
  await trx
    .deleteFrom('chatFiles')
    .where(
      'messageId',
      'in',
      trx
        .selectFrom('messages')
        .select('messages.id')
        .where((eb) => eb.or([eb('messages.senderId', '=', userId), eb('messages.recipientId', '=', userId)])),
    )
    .execute();
}

/** The account row; every table that references it goes with it (ON DELETE CASCADE) or is detached (SET NULL). */
export async function deleteAccountRow(trx: Transaction<Database>, userId: string): Promise<void> {
  await trx.deleteFrom('users').where('id', '=', userId).execute();
}

/** The security record that an account was deleted (A1.10): its id and IP, never its e-mail address. */
export async function recordAccountDeleted(
  trx: Transaction<Database>,
  event: { userId: string; ip: string | null; detail?: Record<string, unknown> },
): Promise<void> {
  await trx
    .insertInto('auditEvents')
    .values({ userId: event.userId, type: 'account.deleted', ip: event.ip, detail: JSON.stringify(event.detail ?? {}) })
    .execute();
}
