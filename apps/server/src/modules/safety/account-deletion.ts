import type { FastifyInstance } from 'fastify';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DeletionReceipt, KeptItem, ReceiptItem } from '@app/shared/data-export';
import type { Database } from '../../db/schema';
import type { MailMessage } from '../../lib/mail/mailer';
import { compose } from '../../lib/mail/compose';
import { storedKeysOf } from '../files/files.service';
import { collectMemberPhotoKeys } from '../photos/photo-files';
import { longAuDate } from '../plans/billing.service';
import { storedExportKeys } from './export.repository';

declare module '../../lib/jobs/job-queue' {
  interface JobPayloads {
    /** Files whose rows are already gone (a deleted account's photos, attachments, copies): retried until removed. */
    'storage.delete-files': { keys: string[] };
  }
}

/** How long payment records are kept after an account goes (Australian tax and company record-keeping). */
export const PAYMENT_RECORD_YEARS = 7;

type Counts = {
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
export async function countAccountData(trx: Transaction<Database>, userId: string): Promise<Counts> {
  const { rows } = await sql<Record<keyof Counts, string | number>>`
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
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, Number(value)])) as Counts;
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

/**
 * Every stored file that goes with the account, listed in the deletion's transaction before the rows go: the
 * member's photos (every size), the chat files they uploaded and the files in their conversations (the messages
 * go with the account, on both sides), their copies of their data, and verification images the verification
 * module could not remove itself.
 */
export async function collectAccountFiles(trx: Transaction<Database>, userId: string): Promise<string[]> {
  const photos = await collectMemberPhotoKeys(trx, userId);
  const chatFiles = await trx
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
  const verification = await trx
    .selectFrom('verificationRequests')
    .select(['documentKey', 'selfieKey'])
    .where('userId', '=', userId)
    .execute();
  return [
    ...photos,
    ...chatFiles.flatMap(storedKeysOf),
    ...(await storedExportKeys(trx, userId)),
    ...verification.flatMap((row) => [row.documentKey, row.selfieKey].filter((key): key is string => Boolean(key))),
  ];
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

const STORAGE_BATCH = 500;

/**
 * Removes files after the rows that named them are gone (the transaction committed). A failure is not lost: the
 * keys go to the job queue (`storage.delete-files`), which retries with back-off. Never throws.
 */
export async function removeFilesOrRetry(app: FastifyInstance, keys: string[]): Promise<void> {
  for (let start = 0; start < keys.length; start += STORAGE_BATCH) {
    const batch = keys.slice(start, start + STORAGE_BATCH);
    try {
      await app.storage.delete(batch);
    } catch (error) {
      app.log.error(
        { err: error, files: batch.length },
        'could not delete stored files; retrying through the job queue',
      );
      try {
        await app.jobs.send('storage.delete-files', { keys: batch });
      } catch (queueError) {
        app.log.error({ err: queueError, files: batch.length }, 'could not queue the removal of stored files');
      }
    }
  }
}

export function registerStorageJobs(app: FastifyInstance): void {
  app.jobs.work(
    'storage.delete-files',
    async ({ keys }) => {
      await app.storage.delete(keys);
    },
    { retryLimit: 10, retryDelaySeconds: 60, retryBackoff: true },
  );
}

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

/** The receipt: what went, and what is kept and why. */
export function deletionReceipt(counts: Counts, deletedAt: Date): DeletionReceipt {
  const item = (what: string, count: number | null): ReceiptItem => ({ what, count });
  const removed: ReceiptItem[] = [
    item('Your account, sign-in and profile (My Details)', null),
    item('Your questionnaire answers and partner preferences', counts.answers),
    item('Your photos, every size, from our file store', counts.photos),
    item(
      'Messages you sent: their text and files are deleted (the conversations are deleted for the other member too)',
      counts.messagesSent,
    ),
    item('Messages you received', counts.messagesReceived),
    item('Files you sent in chat', counts.chatFiles),
    item('Your connections and connection requests', counts.connections),
    item('Your favourites, profile views and blocks', counts.favourites + counts.blocks),
    item('Your notifications and e-mail settings', counts.notifications),
    item('Your sign-in sessions: every device is signed out', counts.sessions),
    item('Browsers allowed to show our notifications', counts.pushSubscriptions),
    item('Your call log', counts.calls),
    item('Verification requests', counts.verificationRequests),
    item('Copies of your data you asked for', counts.exports),
  ];
  const until = new Date(deletedAt);
  until.setUTCFullYear(until.getUTCFullYear() + PAYMENT_RECORD_YEARS);
  const kept: KeptItem[] = [];
  if (counts.payments > 0) {
    kept.push({
      what: `Payment records (${counts.payments} ${plural(counts.payments, 'order', 'orders')}): plan, amount, GST, date, and the billing name and e-mail on the tax invoice`,
      why: `Australian tax law requires us to keep records of payments for ${PAYMENT_RECORD_YEARS} years. They are no longer linked to an account.`,
      until: longAuDate(until),
    });
  }
  if (counts.reportsMade > 0) {
    kept.push({
      what: `Reports you made about other members (${counts.reportsMade}), without your name`,
      why: 'Our team needs them to keep members safe.',
      until: 'Until the team no longer needs them',
    });
  }
  kept.push({
    what: 'A security record that an account was deleted, with the date (not your e-mail address or name)',
    why: 'To detect and investigate misuse of the site.',
    until: 'Up to 12 months',
  });
  return { deletedAt: deletedAt.toISOString(), removed, kept };
}

/** The receipt by e-mail: the last message to this address. */
export function deletionReceiptEmail(
  brand: Parameters<typeof compose>[0],
  to: string,
  receipt: DeletionReceipt,
): MailMessage {
  const removed = receipt.removed
    .filter((line) => line.count === null || line.count > 0)
    .map((line) => `• ${line.what}${line.count === null ? '' : ` (${line.count})`}`);
  const kept = receipt.kept.map((line) => `• ${line.what}. ${line.why} Kept: ${line.until}.`);
  return compose(brand, to, 'account-deleted', `Your ${brand.siteName} account has been deleted`, [
    `As you asked, your ${brand.siteName} account was deleted on ${longAuDate(new Date(receipt.deletedAt))}. This is your receipt.`,
    'What we deleted:',
    ...removed,
    'What we keep, and why:',
    ...kept,
    'This is the last e-mail we will send to this address. You are welcome back any time.',
    `If you did not ask for this, or have a question about your data, contact us at ${brand.supportEmail}.`,
  ]);
}
