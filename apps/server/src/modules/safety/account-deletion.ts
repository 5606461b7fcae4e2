import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import { PAYMENT_RECORD_YEARS, type DeletionReceipt, type KeptItem, type ReceiptItem } from '@app/shared/data-export';
import type { Database } from '../../db/schema';
import { eraseBeforeTransaction, eraseWithinTransaction, type ErasedMember } from '../../lib/account-erasure';
import type { LanguageCode } from '@app/shared/i18n';
import { formatDay, recipientLanguage, t } from '../../lib/i18n/index';
import { compose, mailText } from '../../lib/mail/compose';
import { dispatchMail } from '../../lib/mail/dispatch';
import type { MailMessage } from '../../lib/mail/mailer';
import { requireOwnPassword } from '../auth/index';
import type { RequestContext } from '../auth/index';
import { storedKeysOf } from '../files/index';
import { collectMemberPhotoKeys } from '../photos/index';
import * as repo from './account-deletion.repository';
import type { AccountCounts } from './account-deletion.repository';
import { storedExportKeys } from './export.repository';
import { deleteVerificationFiles } from './verification.service';

declare module '../../lib/jobs/job-queue' {
  interface JobPayloads {
    /** Files whose rows are already gone (a deleted account's photos, attachments, copies): retried until removed. */
    'storage.delete-files': { keys: string[] };
  }
}

/** How long payment records are kept after an account goes (`@app/shared/data-export`). */
export { PAYMENT_RECORD_YEARS };

/**
 * Every stored file that goes with the account, listed in the deletion's transaction before the rows go: the
 * member's photos (every size), the chat files they uploaded and the files in their conversations (the messages
 * go with the account, on both sides), their copies of their data, and verification images the verification
 * module could not remove itself.
 */
async function collectAccountFiles(trx: Transaction<Database>, userId: string): Promise<string[]> {
  const photos = await collectMemberPhotoKeys(trx, userId);
  const chatFiles = await repo.listAccountChatFiles(trx, userId);
  const verification = await repo.listVerificationImageKeys(trx, userId);
  return [...photos, ...chatFiles.flatMap(storedKeysOf), ...(await storedExportKeys(trx, userId)), ...verification];
}

/**
 * The verification module's part of an account's erasure (`lib/account-erasure`, before the erasure's
 * transaction): it removes the images of the member's undecided request itself. A failure does not stop the
 * deletion: the images it could not remove are listed with the account's files and retried.
 */
export async function eraseVerificationImages(app: FastifyInstance, member: ErasedMember): Promise<void> {
  await deleteVerificationFiles(app, member.id).catch((error: unknown) => {
    app.log.error({ err: error }, 'could not delete verification files; retrying through the job queue');
  });
}

/**
 * DELETE user/delete-user: re-checks the password, then removes the member in one transaction. Tables that
 * reference users(id) go with it through ON DELETE CASCADE (profile, photos, connections, notifications, messages
 * sent and received — their text with them — and every session). Payment records are kept, as company law asks, but
 * detached (their user_id is ON DELETE SET NULL), so the records outlive the account without naming it. After the
 * commit every socket is closed and the stored files go (photos in every size, chat files, copies of their data,
 * verification images; a failure is retried by the job queue). Answers, and e-mails, the receipt: what was removed
 * and what is kept.
 */
export async function deleteAccount(
  app: FastifyInstance,
  auth: { id: string },
  password: string,
  context: RequestContext,
): Promise<DeletionReceipt> {
  const user = await requireOwnPassword(app, auth, password);
  const language = await recipientLanguage(app.db, { userId: user.id });
  const receipt = await eraseAccount(app, user, context);
  await dispatchMail(app, deletionReceiptEmail(app.config.brand, language, user.email, receipt));
  return receipt;
}

/**
 * Removes an account and everything that goes with it (see `deleteAccount`), without asking for a password: the
 * member's own deletion (after the password check) and the console's (staff, issue 15). Each module's part is its
 * registered eraser (`lib/account-erasure`, wired in `modules/account-erasers.ts`): their `before` parts run first
 * (a call still ringing or running ends, so the other member hears it end; verification images go), their `within`
 * parts inside the deletion's transaction. `within` runs inside that transaction after the erasers and before the
 * account row goes (the staff audit log's entry); `auditDetail` goes into the security record. Answers the receipt;
 * sending it is the caller's.
 */
export async function eraseAccount(
  app: FastifyInstance,
  user: { id: string; email: string },
  context: RequestContext,
  options: { within?: (trx: Transaction<Database>) => Promise<void>; auditDetail?: Record<string, unknown> } = {},
): Promise<DeletionReceipt> {
  const member: ErasedMember = { id: user.id, email: user.email, erasedAt: app.clock.now() };
  // Counted before the verification module removes the requests that still had images (the receipt counts all).
  const verificationRequests = await repo.countVerificationRequests(app.db, user.id);
  await eraseBeforeTransaction(app, member);
  const deletedAt = app.clock.now();
  const { files, counts } = await app.db.transaction().execute(async (trx) => {
    // Listed before the member's rows go (they cascade from users); the files are removed after the commit.
    const files = await collectAccountFiles(trx, user.id);
    const counts = await repo.countAccountData(trx, user.id);
    await repo.deleteOrphanedChatFiles(trx, user.id);
    await eraseWithinTransaction(trx, member);
    await options.within?.(trx);
    await repo.deleteAccountRow(trx, user.id);
    await repo.recordAccountDeleted(trx, {
      userId: user.id,
      ip: context.ip,
      ...(options.auditDetail ? { detail: options.auditDetail } : {}),
    });
    return { files, counts };
  });
  await app.events.emit('session.ended', { userId: user.id, sessionId: null, reason: 'account_deleted' });
  await removeFilesOrRetry(app, files);
  return deletionReceipt({ ...counts, verificationRequests }, deletedAt);
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

/** The receipt: what went, and what is kept and why, by code; its words are English (`deletionReceipt`'s answer). */
export function deletionReceipt(counts: AccountCounts, deletedAt: Date): DeletionReceipt {
  const item = (code: ReceiptItem['code'], count: number | null): ReceiptItem => ({
    code,
    what: t('en', `account:deleted.removed.${code}`),
    count,
  });
  const removed: ReceiptItem[] = [
    item('account', null),
    item('answers', counts.answers),
    item('photos', counts.photos),
    item('messagesSent', counts.messagesSent),
    item('messagesReceived', counts.messagesReceived),
    item('chatFiles', counts.chatFiles),
    item('connections', counts.connections),
    item('favourites', counts.favourites + counts.blocks),
    item('notifications', counts.notifications),
    item('sessions', counts.sessions),
    item('pushSubscriptions', counts.pushSubscriptions),
    item('calls', counts.calls),
    item('verificationRequests', counts.verificationRequests),
    item('exports', counts.exports),
  ];
  const until = new Date(deletedAt);
  until.setUTCFullYear(until.getUTCFullYear() + PAYMENT_RECORD_YEARS);
  const kept: KeptItem[] = [];
  if (counts.payments > 0) {
    kept.push(
      keptItem('payments', { count: counts.payments, years: PAYMENT_RECORD_YEARS, until: until.toISOString() }),
    );
  }
  if (counts.reportsMade > 0) kept.push(keptItem('reports', { count: counts.reportsMade }));
  kept.push(keptItem('securityRecord', {}));
  return { deletedAt: deletedAt.toISOString(), removed, kept };
}

/** A kept line's words in `language`: what, why and until when (a day for payments, else the catalogue's words). */
function keptWords(language: LanguageCode, { code, params }: Pick<KeptItem, 'code' | 'params'>) {
  const key = `account:deleted.kept.${code}` as const;
  return {
    what: t(language, `${key}.what`, params),
    why: t(language, `${key}.why`, params),
    until: typeof params.until === 'string' ? formatDay(language, new Date(params.until)) : t(language, `${key}.until`),
  };
}

const keptItem = (code: KeptItem['code'], params: KeptItem['params']): KeptItem => ({
  code,
  params,
  ...keptWords('en', { code, params }),
});

/**
 * The receipt by e-mail: the last message to this address, in the member's language (`locales/<lang>/account.json`),
 * its lines worded from their codes there too.
 */
export function deletionReceiptEmail(
  brand: Parameters<typeof compose>[0],
  language: LanguageCode,
  to: string,
  receipt: DeletionReceipt,
): MailMessage {
  const text = mailText(brand, language);
  const removed = receipt.removed
    .filter((line) => line.count === null || line.count > 0)
    .map((line) => {
      // The bullet and the count in brackets read the same in every language.
      const what = t(language, `account:deleted.removed.${line.code}`);
      return line.count === null ? `• ${what}` : `• ${what} (${line.count})`;
    });
  const kept = receipt.kept.map((line) => text('account:deleted.keptLine', keptWords(language, line)));
  return compose(brand, language, to, 'account-deleted', text('account:deleted.subject'), [
    text('account:deleted.intro', { date: formatDay(language, new Date(receipt.deletedAt)) }),
    text('account:deleted.removedTitle'),
    ...removed,
    text('account:deleted.keptTitle'),
    ...kept,
    text('account:deleted.last'),
    text('account:deleted.questions'),
  ]);
}
