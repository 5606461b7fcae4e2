import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import type { FastifyInstance } from 'fastify';
import { ZipFile } from 'yazl';
import {
  DATA_EXPORT_LINK_HOURS,
  DATA_EXPORT_PAGE,
  type DataExportRequestResponse,
  type DataExportStatus,
} from '@app/shared/data-export';
import type { JobInfo } from '../../lib/jobs/index';
import type { LanguageCode } from '@app/shared/i18n';
import { formatMoment, recipientLanguage } from '../../lib/i18n/index';
import { compose, mailText } from '../../lib/mail/compose';
import { dispatchMail } from '../../lib/mail/dispatch';
import { randomToken, sha256 } from '../../lib/security/codes';
import { canReadFile, variantKeyOf } from '../files/index';
import { variantKey } from '../photos/index';
import { JSON_AREAS, readmeText } from './export-contents';
import * as repo from './export.repository';

declare module '../../lib/jobs/job-queue' {
  interface JobPayloads {
    /** Build one member's copy of their data, store it and e-mail the link. */
    'data-export.build': { exportId: string };
    /** Every hour: expire unused links after 24 hours and remove the files no longer wanted. */
    'data-export.cleanup': Record<string, never>;
  }
}

const HOUR_MS = 60 * 60 * 1000;
const LINK_MS = DATA_EXPORT_LINK_HOURS * HOUR_MS;
/** A copy not built this long after it was asked for has failed (its job's retries are over by then). */
const STALE_MS = 6 * HOUR_MS;
/** Rows of old copies (nothing stored any more) are kept this long, then deleted. */
const KEEP_ROWS_MS = 90 * 24 * HOUR_MS;
export const CLEANUP_CRON = '17 * * * *';

export const EXPORT_MESSAGES = {
  queued:
    'We are preparing a copy of your data. We will e-mail you a download link when it is ready, usually within a few minutes. The link works once, for 24 hours.',
  alreadyPreparing:
    'We are already preparing a copy of your data. We will e-mail you a download link when it is ready.',
  alreadySent: (until: string) =>
    `We have e-mailed you a download link for a copy of your data. It works once, until ${until}. After that you can ask for a new copy.`,
} as const;

export function presentExport(row: repo.DataExportRow): DataExportStatus {
  return {
    state: row.state,
    requestedAt: row.createdAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    downloadedAt: row.downloadedAt?.toISOString() ?? null,
  };
}

/** The member's latest copy as it stands now (a ready copy past its 24 hours reads as expired). */
export async function exportStatus(app: FastifyInstance, userId: string): Promise<DataExportStatus | null> {
  const row = await repo.latestExport(app.db, userId);
  if (!row) return null;
  const status = presentExport(row);
  if (row.state === 'ready' && row.expiresAt && row.expiresAt <= app.clock.now()) status.state = 'expired';
  return status;
}

type RequestOutcome = Omit<DataExportRequestResponse, 'success'>;

/**
 * What GET user/export answers without queuing anything: a copy already being prepared, or e-mailed and still
 * usable. Null when a new copy may be asked for.
 */
export async function openExport(app: FastifyInstance, userId: string): Promise<RequestOutcome | null> {
  const row = await repo.latestExport(app.db, userId);
  if (!row) return null;
  if (row.state === 'queued' || row.state === 'building') {
    return { message: EXPORT_MESSAGES.alreadyPreparing, queued: false, export: presentExport(row) };
  }
  if (row.state === 'ready' && row.expiresAt && row.expiresAt > app.clock.now()) {
    return {
      message: EXPORT_MESSAGES.alreadySent(formatMoment('en', row.expiresAt)),
      queued: false,
      export: presentExport(row),
    };
  }
  return null;
}

/** Queues a new copy (row and job in one transaction). Two requests at once make one copy. */
export async function queueExport(app: FastifyInstance, userId: string): Promise<RequestOutcome> {
  const now = app.clock.now();
  const row = await app.db.transaction().execute(async (trx) => {
    const inserted = await repo.insertQueuedExport(trx, userId, now);
    if (inserted) await app.jobs.send('data-export.build', { exportId: inserted.id }, { transaction: trx });
    return inserted;
  });
  if (!row) {
    const open = await openExport(app, userId);
    if (open) return open;
    throw new Error('a data export was neither queued nor open');
  }
  app.jobs.wake('data-export.build');
  return { message: EXPORT_MESSAGES.queued, queued: true, export: presentExport(row) };
}

// ---- building the copy --------------------------------------------------------------------------------------

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`, 'utf8');

/** Adds one stored file to the zip and waits until the zip has read it, so one file is open at a time. */
async function addStored(zip: ZipFile, stream: Readable, name: string, mtime: Date): Promise<void> {
  zip.addReadStream(stream, name, { mtime, compress: false });
  await finished(stream);
}

/**
 * Writes the member's zip to `file`: the JSON areas, photos (largest size) and chat attachments the member can
 * open, streamed from the file store one at a time, and README.txt in the member's language. The zip streams to the
 * disk as it is made.
 */
export async function writeExportZip(
  app: FastifyInstance,
  member: repo.ExportMember,
  file: string,
  createdAt: Date,
  /** The member's (`users.language`): README.txt is written in it. */
  language: LanguageCode,
): Promise<string[]> {
  const zip = new ZipFile();
  const written = pipeline(zip.outputStream, createWriteStream(file, { mode: 0o600 }));
  // A failure while the zip is being fed must not leave `written` rejected and unobserved.
  written.catch(() => undefined);
  const names: string[] = [];
  const add = (name: string, body: Buffer) => {
    zip.addBuffer(body, name, { mtime: createdAt });
    names.push(name);
  };
  try {
    add(
      'README.txt',
      Buffer.from(readmeText({ brand: app.config.brand, language, memberEmail: member.email, createdAt })),
    );
    for (const area of JSON_AREAS) add(area.file, json(await area.read(app.db, member)));

    const photos = [];
    for (const photo of await repo.readPhotos(app.db, member)) {
      const name = `photos/${String(photo.position + 1).padStart(2, '0')}-${photo.id}.webp`;
      const stream = await app.storage.getStream(variantKey(photo.storageKey, 'large'));
      if (stream) {
        await addStored(zip, stream, name, createdAt);
        names.push(name);
      }
      const { storageKey: _key, ...metadata } = photo;
      photos.push({ ...metadata, file: stream ? name : null });
    }
    add('photos.json', json({ photos, accessRequests: await repo.readPhotoAccessRequests(app.db, member) }));

    const attachments = [];
    for (const row of await repo.readChatFiles(app.db, member)) {
      const key = variantKeyOf(row, 'file');
      const readable = key && (await canReadFile(app, row, member.id));
      const name = `attachments/${row.id}.${row.kind === 'pdf' ? 'pdf' : 'webp'}`;
      const stream = readable ? await app.storage.getStream(key) : null;
      if (stream) {
        await addStored(zip, stream, name, createdAt);
        names.push(name);
      }
      attachments.push({
        fileId: row.id,
        uploadedBy: row.uploaderId,
        kind: row.kind,
        name: row.originalName,
        sizeBytes: row.sizeBytes,
        messageId: row.messageId,
        createdAt: row.createdAt,
        file: stream ? name : null,
      });
    }
    add(
      'messages.json',
      json({
        messages: (await repo.readMessages(app.db, member)).map((message) => ({
          ...message,
          direction: message.senderId === member.id ? 'sent' : 'received',
        })),
        conversations: await repo.readConversations(app.db, member),
        attachments,
      }),
    );
  } catch (error) {
    (zip.outputStream as Readable).destroy();
    throw error;
  }
  zip.end();
  await written;
  return names;
}

export function exportStorageKey(userId: string, exportId: string): string {
  return `exports/${userId}/${exportId}.zip`;
}

/** `${PUBLIC_URL}/your-data#token=…`: the e-mailed link. */
export function downloadPageUrl(publicUrl: string, token: string): URL {
  const link = new URL(DATA_EXPORT_PAGE, publicUrl);
  link.hash = new URLSearchParams({ token }).toString();
  return link;
}

/** The link by e-mail, in the member's language (`locales/<lang>/account.json`), its time too. */
function exportReadyEmail(app: FastifyInstance, language: LanguageCode, to: string, token: string, expiresAt: Date) {
  const { brand } = app.config;
  const text = mailText(brand, language);
  const link = downloadPageUrl(app.config.PUBLIC_URL, token);
  const until = formatMoment(language, expiresAt);
  return compose(brand, language, to, 'data-export-ready', text('account:exportReady.subject'), [
    text('account:exportReady.intro'),
    { label: text('account:exportReady.link'), link: link.toString() },
    text('account:exportReady.works', { until }),
    text('account:exportReady.zip'),
    text('account:exportReady.wrong'),
    text('account:exportReady.notYou'),
  ]);
}

/**
 * `data-export.build`: builds, stores and e-mails one copy. Idempotent: a copy that is no longer queued or building
 * is left alone; a retry builds it again from the start (the zip is replaced under the same key). After the last
 * retry the copy is marked failed, so the member may ask again.
 */
export async function buildExport(
  app: FastifyInstance,
  exportId: string,
  job: Pick<JobInfo, 'attempt' | 'retryLimit'>,
): Promise<void> {
  const row = await repo.findExport(app.db, exportId);
  if (!row || !(await repo.markBuilding(app.db, exportId))) return;
  const member = await repo.findExportMember(app.db, row.userId);
  if (!member) return;
  const folder = await mkdtemp(path.join(tmpdir(), 'data-export-'));
  const storageKey = exportStorageKey(row.userId, row.id);
  try {
    const file = path.join(folder, 'export.zip');
    const language = await recipientLanguage(app.db, { userId: row.userId });
    await writeExportZip(app, member, file, app.clock.now(), language);
    await app.storage.putFile(storageKey, file, 'application/zip');
    const token = randomToken(32);
    const readyAt = app.clock.now();
    const expiresAt = new Date(readyAt.getTime() + LINK_MS);
    const ready = await repo.markReady(app.db, exportId, { storageKey, tokenHash: sha256(token), readyAt, expiresAt });
    if (!ready) {
      // The account went, or the copy was cancelled, while it was being built: nothing to send.
      await app.storage.delete([storageKey]);
      return;
    }
    await dispatchMail(app, exportReadyEmail(app, language, member.email, token, expiresAt));
  } catch (error) {
    if (job.attempt > job.retryLimit) {
      await repo.markFailed(app.db, exportId);
      await app.storage.delete([storageKey]).catch(() => undefined);
    }
    throw error;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

// ---- the link -----------------------------------------------------------------------------------------------

export type ClaimedDownload = { id: string; userId: string; storageKey: string; stream: Readable; createdAt: Date };

/**
 * The link's one use, by its owner only: marks the copy downloaded in the statement that checks it is the signed-in
 * member's, unused and unexpired, then opens its file. Null for anything else (unknown, another member's, used,
 * expired, malformed), all alike; another member's attempt leaves the link as it was.
 */
export async function claimDownload(
  app: FastifyInstance,
  token: string,
  userId: string,
): Promise<ClaimedDownload | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const claimed = await repo.claimDownload(app.db, sha256(token), userId, app.clock.now());
  if (!claimed?.storageKey) return null;
  const stream = await app.storage.getStream(claimed.storageKey);
  if (!stream) {
    app.log.error({ exportId: claimed.id }, 'a ready data export has no stored file');
    await repo.forgetStoredFile(app.db, claimed.id, claimed.storageKey);
    return null;
  }
  return { ...claimed, storageKey: claimed.storageKey, stream };
}

/** After the download: the file goes from the store (the hourly clean-up retries if this fails). */
export async function removeDownloadedFile(app: FastifyInstance, id: string, storageKey: string): Promise<void> {
  try {
    await app.storage.delete([storageKey]);
    await repo.forgetStoredFile(app.db, id, storageKey);
  } catch (error) {
    app.log.error({ err: error, exportId: id }, 'could not remove a downloaded data export; the clean-up will');
  }
}

/**
 * `data-export.cleanup`: expire unused links, fail copies stuck unbuilt, remove the files of used, expired and failed
 * copies, forget old rows.
 */
export async function cleanUpExports(app: FastifyInstance): Promise<void> {
  const now = app.clock.now();
  await repo.expireOverdue(app.db, now);
  await repo.failStale(app.db, new Date(now.getTime() - STALE_MS));
  for (;;) {
    const batch = await repo.storedFilesToRemove(app.db, 100);
    if (!batch.length) break;
    await app.storage.delete(batch.map((row) => row.storageKey));
    for (const row of batch) await repo.forgetStoredFile(app.db, row.id, row.storageKey);
  }
  await repo.deleteOldRows(app.db, new Date(now.getTime() - KEEP_ROWS_MS));
}

export function registerExportJobs(app: FastifyInstance): void {
  app.jobs.work('data-export.build', async ({ exportId }, job) => buildExport(app, exportId, job), {
    retryLimit: 3,
    retryDelaySeconds: 60,
  });
  app.jobs.work('data-export.cleanup', async () => cleanUpExports(app), { retryLimit: 2, retryDelaySeconds: 300 });
  app.jobs.schedule('data-export.cleanup', CLEANUP_CRON, {});
}
