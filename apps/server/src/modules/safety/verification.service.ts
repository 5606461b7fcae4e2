import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import {
  VerificationDecisionSchema,
  type VerificationDeclineReason,
  type VerificationField,
  type VerificationStatus,
} from '@app/shared/verification';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { JobQueue } from '../../lib/jobs/index';
import type { FileStorage } from '../../lib/storage/file-storage';
import { memberWritten } from '../../lib/after-write';
import type { ProcessedPhoto } from '../photos/index';
import * as repo from './verification.repository';
import { verificationApprovedEmail, verificationDeclinedEmail } from './verification-emails';
import { recipientLanguage } from '../../lib/i18n/index';

/**
 * The verified tick (issue 14 point 4, docs/safety.md "Verification"). A member sends a photo of an identity
 * document and a selfie (`submitVerification`); both are stored privately in the file store under
 * `verification/<member>/<request>/…`, a prefix no media route serves. Our team looks at them
 * (`listPendingVerifications`, `readVerificationImages`: the operations console of issue 15, and today the operator
 * command line) and decides (`decideVerification`): in one transaction the request is marked, the member's
 * `users.verified_at` is set on approval (and their match row with it), both images are deleted from storage and
 * their keys forgotten, and the outcome e-mail is queued. Only the fact and the date of the decision are kept.
 */

declare module '../../lib/jobs/job-queue' {
  interface JobPayloads {
    /** The member's e-mail about our team's decision on their request. */
    'verification.decided-email': { requestId: string };
  }
}

/** What the service needs of the app: the Fastify app itself, or the operator command line's own set. */
export type VerificationDeps = {
  db: Kysely<Database>;
  storage: FileStorage;
  clock: Clock;
  jobs: Pick<JobQueue, 'send'>;
  log: { error: (details: Record<string, unknown>, message: string) => void };
};

export const VERIFICATION_MESSAGES = {
  alreadyVerified: 'You are already verified.',
  pending: 'Your photos are already with our team. We will e-mail you as soon as we have decided.',
  submitted: 'Thank you. Our team will check your photos, usually within two working days, and e-mail you.',
  notFound: 'That verification request does not exist.',
  notPending: 'That verification request has already been decided.',
  noImages: 'The photos of that request are no longer stored.',
} as const;

/** Where a request's two images live: never under `photos/` or `chat/`, so no media route can serve them. */
export function verificationKey(userId: string, requestId: string, field: VerificationField): string {
  return `verification/${userId}/${requestId}/${field}.webp`;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The member's verification as they see it: approved once verified, else their newest request's state. */
export async function getVerificationStatus(
  deps: Pick<VerificationDeps, 'db'>,
  userId: string,
): Promise<VerificationStatus> {
  const [account, latest] = await Promise.all([
    repo.findVerifiedAt(deps.db, userId),
    repo.findLatestRequest(deps.db, userId),
  ]);
  const verifiedAt = account?.verifiedAt ?? null;
  if (verifiedAt) {
    return {
      state: 'approved',
      submittedAt: iso(latest?.createdAt ?? null),
      decidedAt: iso(latest?.decidedAt ?? null),
      verifiedAt: iso(verifiedAt),
      reason: null,
      note: null,
    };
  }
  // An approval later withdrawn (issue 15) leaves the member where they started: they may send photos again.
  if (!latest || latest.state === 'approved') {
    return { state: 'none', submittedAt: null, decidedAt: null, verifiedAt: null, reason: null, note: null };
  }
  return {
    state: latest.state,
    submittedAt: iso(latest.createdAt),
    decidedAt: iso(latest.decidedAt),
    verifiedAt: null,
    reason: latest.state === 'declined' ? latest.decisionReason : null,
    note: latest.state === 'declined' ? latest.decisionNote : null,
  };
}

/**
 * Refuses (409) a member who is verified already or whose request is waiting. Checked before the upload is read,
 * and again under the member's lock when the request is stored.
 */
export async function assertMaySubmit(deps: Pick<VerificationDeps, 'db'>, userId: string): Promise<void> {
  const account = await repo.findVerifiedAt(deps.db, userId);
  if (account?.verifiedAt)
    throw new AppError('CONFLICT', VERIFICATION_MESSAGES.alreadyVerified, { reason: 'alreadyVerified' });
  if (await repo.findPendingRequest(deps.db, userId))
    throw new AppError('CONFLICT', VERIFICATION_MESSAGES.pending, { reason: 'verificationPending' });
}

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

/**
 * Stores a new request: the two images (re-encoded by the photo pipeline: upright, at most 1600 px, WebP, no
 * metadata) first, then the row, under the member's lock; a refusal or failure removes the files again.
 */
export async function submitVerification(
  deps: VerificationDeps,
  userId: string,
  images: Record<VerificationField, ProcessedPhoto>,
): Promise<VerificationStatus> {
  const id = randomUUID();
  const keys = { document: verificationKey(userId, id, 'document'), selfie: verificationKey(userId, id, 'selfie') };
  const stored: string[] = [];
  try {
    for (const field of ['document', 'selfie'] as const) {
      await deps.storage.put(keys[field], images[field].variants.large, 'image/webp');
      stored.push(keys[field]);
    }
    await deps.db.transaction().execute(async (trx) => {
      const account = await repo.lockMemberAccount(trx, userId);
      if (!account) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.', { reason: 'generic' });
      if (account.verifiedAt)
        throw new AppError('CONFLICT', VERIFICATION_MESSAGES.alreadyVerified, { reason: 'alreadyVerified' });
      if (await repo.findPendingRequest(trx, userId))
        throw new AppError('CONFLICT', VERIFICATION_MESSAGES.pending, { reason: 'verificationPending' });
      await repo.insertRequest(trx, {
        id,
        userId,
        documentKey: keys.document,
        selfieKey: keys.selfie,
        createdAt: deps.clock.now(),
      });
    });
  } catch (error) {
    await removeFiles(deps, stored);
    if (isUniqueViolation(error))
      throw new AppError('CONFLICT', VERIFICATION_MESSAGES.pending, { reason: 'verificationPending' });
    throw error;
  }
  return getVerificationStatus(deps, userId);
}

async function removeFiles(deps: VerificationDeps, keys: string[]): Promise<void> {
  if (!keys.length) return;
  try {
    await deps.storage.delete(keys);
  } catch (error) {
    deps.log.error({ err: error, files: keys.length }, 'could not remove the files of a failed verification upload');
  }
}

export type PendingVerification = {
  requestId: string;
  userId: string;
  email: string;
  /** The member's full name as they gave it (what the document should show), else their display name. */
  name: string | null;
  submittedAt: string;
};

/** The queue for our team: requests waiting for a decision, oldest first. */
export async function listPendingVerifications(
  deps: Pick<VerificationDeps, 'db'>,
  options: { limit?: number } = {},
): Promise<PendingVerification[]> {
  const rows = await repo.listPending(deps.db, Math.min(Math.max(options.limit ?? 100, 1), 500));
  return rows.map((row) => ({
    requestId: row.requestId,
    userId: row.userId,
    email: row.email,
    name: [row.firstName, row.lastName].filter(Boolean).join(' ') || row.displayName || null,
    submittedAt: row.submittedAt.toISOString(),
  }));
}

/**
 * The two images of a waiting request, for our team's comparison (the console of issue 15 shows them to staff
 * only). A decided request has none: 404.
 */
export async function readVerificationImages(
  deps: Pick<VerificationDeps, 'db' | 'storage'>,
  requestId: string,
): Promise<{ requestId: string; userId: string; submittedAt: string; document: Buffer; selfie: Buffer }> {
  const row = await repo.findRequest(deps.db, requestId);
  if (!row) throw new AppError('NOT_FOUND', VERIFICATION_MESSAGES.notFound, { reason: 'consoleVerificationRequest' });
  if (row.state !== 'pending' || !row.documentKey || !row.selfieKey) {
    throw new AppError('NOT_FOUND', VERIFICATION_MESSAGES.noImages, { reason: 'consoleVerificationImages' });
  }
  const [document, selfie] = await Promise.all([deps.storage.get(row.documentKey), deps.storage.get(row.selfieKey)]);
  if (!document || !selfie)
    throw new AppError('NOT_FOUND', VERIFICATION_MESSAGES.noImages, { reason: 'consoleVerificationImages' });
  return { requestId: row.id, userId: row.userId, submittedAt: row.createdAt.toISOString(), document, selfie };
}

export type DecideVerificationInput = {
  requestId: string;
  decision: 'approve' | 'decline';
  /** Required to decline. */
  reason?: VerificationDeclineReason | undefined;
  /** A note to the member (shown with a decline on their card and in the e-mail). */
  note?: string | undefined;
  /** Who decided: the staff member's id from the console, or the operator's name from the command line. */
  by: string | null;
};

export type DecidedVerification = {
  requestId: string;
  userId: string;
  state: 'approved' | 'declined';
  decidedAt: string;
  /** How many stored images were deleted with the decision (2 for a request whose images were both stored). */
  filesDeleted: number;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Decides a waiting request, in one transaction with the request and the member's account locked: the state, the
 * member's `verified_at` (approval) and match row, the audit record and the outcome e-mail's job are written, and
 * both images are deleted from storage and their keys nulled. The files go last inside the transaction: if they
 * cannot be deleted, nothing is decided (the error says so, and the decision can be made again).
 */
export async function decideVerification(
  deps: VerificationDeps,
  input: DecideVerificationInput,
  options: { within?: (trx: Transaction<Database>, decided: { userId: string }) => Promise<void> } = {},
): Promise<DecidedVerification> {
  const parsed = VerificationDecisionSchema.safeParse(
    input.decision === 'approve'
      ? { decision: 'approve', ...(input.note ? { note: input.note } : {}) }
      : { decision: 'decline', reason: input.reason, ...(input.note ? { note: input.note } : {}) },
  );
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const message = issue?.message ?? 'That decision is not valid.';
    throw new AppError('VALIDATION_FAILED', message, {
      reason: 'consoleVerificationDecision',
      fieldErrors: [{ path: String(issue?.path[0] ?? 'decision'), message }],
    });
  }
  const decision = parsed.data;
  if (!UUID.test(input.requestId))
    throw new AppError('NOT_FOUND', VERIFICATION_MESSAGES.notFound, { reason: 'consoleVerificationRequest' });
  const now = deps.clock.now();
  const state = decision.decision === 'approve' ? ('approved' as const) : ('declined' as const);
  const reason = decision.decision === 'decline' ? decision.reason : null;
  const note = decision.note || null;

  return deps.db.transaction().execute(async (trx) => {
    const request = await repo.lockRequest(trx, input.requestId);
    if (!request)
      throw new AppError('NOT_FOUND', VERIFICATION_MESSAGES.notFound, { reason: 'consoleVerificationRequest' });
    if (request.state !== 'pending')
      throw new AppError('CONFLICT', VERIFICATION_MESSAGES.notPending, { reason: 'consoleVerificationDecided' });
    await repo.lockMemberAccount(trx, request.userId);
    await repo.markDecided(trx, {
      id: request.id,
      state,
      decidedAt: now,
      decidedBy: input.by && UUID.test(input.by) ? input.by : null,
      reason,
      note,
    });
    if (state === 'approved') {
      await repo.setVerifiedAt(trx, request.userId, now);
      await memberWritten(trx, [request.userId], now);
    }
    await repo.recordDecision(trx, { userId: request.userId, requestId: request.id, state, by: input.by, reason });
    // The caller's part of the same decision (the staff audit log).
    await options.within?.(trx, { userId: request.userId });
    await deps.jobs.send(
      'verification.decided-email',
      { requestId: request.id },
      { transaction: trx, singletonKey: request.id },
    );
    const files = [request.documentKey, request.selfieKey].filter((key): key is string => key !== null);
    // Last: a storage failure rolls the decision back rather than leave an identity document behind.
    if (files.length) await deps.storage.delete(files);
    return {
      requestId: request.id,
      userId: request.userId,
      state,
      decidedAt: now.toISOString(),
      filesDeleted: files.length,
    };
  });
}

/** The member's waiting request, found by their sign-in e-mail (the operator command line). */
export async function findPendingRequestByEmail(
  deps: Pick<VerificationDeps, 'db'>,
  email: string,
): Promise<{ member: { id: string; email: string } | null; request: repo.VerificationRow | null }> {
  const member = await repo.findMemberByEmail(deps.db, email);
  if (!member) return { member: null, request: null };
  return { member, request: (await repo.findPendingRequest(deps.db, member.id)) ?? null };
}

/**
 * Account deletion: the storage keys of the member's undecided request (a decided one has none). Call it inside the
 * deletion's transaction, before the account row goes (the requests cascade with it), and delete the files after
 * the commit, as with photos (`removeStoredFiles`).
 */
export function collectVerificationFileKeys(
  db: Kysely<Database> | Transaction<Database>,
  userId: string,
): Promise<string[]> {
  return repo.listFileKeys(db, userId);
}

/**
 * Account deletion, in one call: deletes the images of the member's undecided request from storage and removes that
 * request (nothing is left to decide). Throws when storage fails, before any row changes, so the caller can stop.
 */
export async function deleteVerificationFiles(
  deps: Pick<VerificationDeps, 'db' | 'storage'>,
  userId: string,
): Promise<number> {
  const keys = await repo.listFileKeys(deps.db, userId);
  if (keys.length) await deps.storage.delete(keys);
  await repo.deleteRequestsWithFiles(deps.db, userId);
  return keys.length;
}

/** `verification.decided-email`: the outcome, to the member's sign-in address (nothing if the account is gone). */
export async function sendDecisionEmail(app: FastifyInstance, requestId: string): Promise<void> {
  const row = await repo.findRequestForEmail(app.db, requestId);
  if (!row || row.state === 'pending') return;
  const common = {
    brand: app.config.brand,
    publicUrl: app.config.PUBLIC_URL,
    to: row.email,
    name: row.firstName ?? row.displayName ?? null,
    language: await recipientLanguage(app.db, { email: row.email }),
  };
  const message =
    row.state === 'approved'
      ? verificationApprovedEmail(common)
      : verificationDeclinedEmail({ ...common, reason: row.decisionReason ?? 'other', note: row.decisionNote });
  // Straight to the mailer: a failure fails the job, which the queue retries.
  await app.mailer.send(message);
}

export function registerVerificationJobs(app: FastifyInstance): void {
  app.jobs.work('verification.decided-email', async ({ requestId }) => sendDecisionEmail(app, requestId));
}
