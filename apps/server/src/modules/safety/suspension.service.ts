import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { isLanguageCode } from '@app/shared/i18n';
import type { CheckSuspensionResponse, SuspensionUpdateResponse } from '@app/shared/suspension';
import type { Database } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { JobQueue } from '../../lib/jobs/index';
import type { AuthUser } from '../../lib/auth/authenticate';
import { endCallsOf } from '../calls/index';
import { memberWritten } from '../../lib/after-write';
import type { ProcessedPhoto } from '../photos/index';
import { listPhotoViews, replacePhotos } from '../photos/index';
import { liftedEmail, suspendedEmail } from './suspension-emails';
import { recipientLanguage } from '../../lib/i18n/index';
import * as repo from './suspension.repository';
import { memberLabel } from '../../lib/members/display-name';

/**
 * Suspension (issue 14 point 3; docs/safety.md, "Suspension"). A suspended member signs in and reaches only the
 * suspension screen (authenticate.ts is the gate); they may correct their about text or photos, which opens a
 * `self-correction` item in the review queue and does not lift the suspension. `suspendMember` and
 * `liftSuspension` are what the console (issue 15) and the operator commands call; a suspension with an end date
 * is lifted by the `suspensions.lift-due` job once that date has passed.
 */
declare module '../../lib/jobs/job-queue' {
  interface JobPayloads {
    /** Every minute: lift the suspensions whose end has come. */
    'suspensions.lift-due': Record<string, never>;
    /** Right after a suspension: end the member's live calls and sockets (in the server that holds them). */
    'suspensions.enforce': { suspensionId: string };
    /** "Your account is suspended" / "Your account is active again". */
    'suspensions.email': { suspensionId: string; event: 'suspended' | 'lifted' };
  }
}

export const LIFT_DUE_CRON = '* * * * *';

/** What suspending and lifting need: the app has all of it, and so does an operator command without a server. */
export type SuspensionDeps = { db: Kysely<Database>; clock: Clock; jobs: JobQueue };

export const NOT_SUSPENDED = 'This member is not suspended.';
export const ONLY_WHILE_SUSPENDED =
  'This page is only for a suspended account. You can change your profile any time in My Details.';
export const OWN_ACCOUNT_ONLY = 'You can check only your own account.';
export const NOTHING_TO_UPDATE = 'Please change your about text or choose new photos first.';
export const CORRECTION_SAVED =
  'Thank you. Your changes are saved, and our team will look at your profile again soon. Your account stays suspended until then.';

const DEFAULT_REASON = 'Not specified';

/** The about text in a second language as the suspension screen shows it (both null when there is none). */
function aboutSecondOf(details: { aboutSecond: string | null; aboutSecondLanguage: string | null } | undefined) {
  const language = details?.aboutSecondLanguage;
  return details?.aboutSecond && isLanguageCode(language)
    ? { aboutSecond: details.aboutSecond, aboutSecondLanguage: language }
    : { aboutSecond: null, aboutSecondLanguage: null };
}

/** More work for the same transaction (the staff audit log's entry, closing the reports a decision settles). */
export type InTransaction = { within?: (trx: Transaction<Database>, row: repo.SuspensionRow) => Promise<void> };

/**
 * Suspends the member, in one transaction with their account row locked: the suspension row (an open one is
 * replaced: ended with a note, so the history shows both), the account's mirror columns, the match table (the
 * member leaves discover), and the jobs that e-mail the member and end their live calls and sockets. `until` must
 * be in the future; null means until the team lifts it. `by`: the staff member (issue 15), or null.
 */
export async function suspendMember(
  deps: SuspensionDeps,
  input: { userId: string; reason: string; until: Date | null; by: string | null },
  options: InTransaction = {},
): Promise<repo.SuspensionRow> {
  const now = deps.clock.now();
  const reason = input.reason.trim();
  if (!reason)
    throw new AppError('VALIDATION_FAILED', 'Please give a reason.', {
      reason: 'consoleSuspensionReason',
      fieldErrors: [{ path: 'reason', message: 'Please give a reason.' }],
    });
  if (input.until && input.until.getTime() <= now.getTime()) {
    const message = 'The end of a suspension must be in the future.';
    throw new AppError('VALIDATION_FAILED', message, {
      reason: 'consoleSuspensionEnd',
      fieldErrors: [{ path: 'until', message }],
    });
  }
  const row = await deps.db.transaction().execute(async (trx) => {
    if (!(await repo.lockAccount(trx, input.userId))) throw notFound('member', 'That member does not exist.');
    const open = await repo.findOpenSuspension(trx, input.userId);
    if (open) {
      await repo.closeSuspension(trx, open.id, {
        liftedAt: now,
        liftedBy: input.by,
        liftNote: 'Replaced by a new suspension.',
      });
    }
    const created = await repo.insertSuspension(trx, {
      userId: input.userId,
      reason,
      suspendedAt: now,
      unsuspendAt: input.until,
      suspendedBy: input.by,
    });
    await repo.mirrorOnAccount(trx, input.userId, { suspendedAt: now, reason }, now);
    await memberWritten(trx, [input.userId], now);
    await options.within?.(trx, created);
    await deps.jobs.send(
      'suspensions.enforce',
      { suspensionId: created.id },
      { transaction: trx, singletonKey: created.id },
    );
    await deps.jobs.send(
      'suspensions.email',
      { suspensionId: created.id, event: 'suspended' },
      { transaction: trx, singletonKey: `suspended:${created.id}` },
    );
    return created;
  });
  deps.jobs.wake('suspensions.enforce');
  deps.jobs.wake('suspensions.email');
  return row;
}

/**
 * Lifts the member's open suspension, in one transaction with their account row locked: the row is ended (by whom,
 * with a note), the account's mirror columns cleared, the match table restored, open self-corrections closed, and
 * the "active again" e-mail queued. `onlyId`: lift only that suspension (the scheduled end of one that may have
 * been replaced since). 404 when the member is not suspended.
 */
export async function liftSuspension(
  deps: SuspensionDeps,
  input: { userId: string; by: string | null; note: string | null; onlyId?: string },
  options: InTransaction = {},
): Promise<repo.SuspensionRow> {
  const now = deps.clock.now();
  const row = await deps.db.transaction().execute(async (trx) => {
    if (!(await repo.lockAccount(trx, input.userId))) throw notFound('member', 'That member does not exist.');
    const open = await repo.findOpenSuspension(trx, input.userId);
    if (!open || (input.onlyId && open.id !== input.onlyId)) throw notFound('consoleNotSuspended', NOT_SUSPENDED);
    const lifted = await repo.closeSuspension(trx, open.id, {
      liftedAt: now,
      liftedBy: input.by,
      liftNote: input.note?.trim() || null,
    });
    if (!lifted) throw notFound('consoleNotSuspended', NOT_SUSPENDED);
    await repo.mirrorOnAccount(trx, input.userId, null, now);
    await repo.closeSelfCorrections(trx, input.userId, now, 'The suspension ended.');
    await memberWritten(trx, [input.userId], now);
    await options.within?.(trx, lifted);
    await deps.jobs.send(
      'suspensions.email',
      { suspensionId: lifted.id, event: 'lifted' },
      { transaction: trx, singletonKey: `lifted:${lifted.id}` },
    );
    return lifted;
  });
  deps.jobs.wake('suspensions.email');
  return row;
}

/** Lifts every suspension whose end has come (each on its own); resolves with how many. */
export async function liftDueSuspensions(deps: SuspensionDeps & { log?: FastifyInstance['log'] }): Promise<number> {
  const due = await repo.listDueSuspensions(deps.db, deps.clock.now());
  let lifted = 0;
  for (const { id, userId } of due) {
    try {
      await liftSuspension(deps, { userId, by: null, note: 'Ended as scheduled.', onlyId: id });
      lifted += 1;
    } catch (error) {
      // Lifted by someone else in the meantime: nothing to do.
      if (error instanceof AppError && error.code === 'NOT_FOUND') continue;
      throw error;
    }
  }
  if (lifted > 0) deps.log?.info({ lifted }, 'suspensions ended as scheduled');
  return lifted;
}

// ---- the suspension screen -----------------------------------------------------------------------------------

async function photoUrls(app: FastifyInstance, userId: string): Promise<string[]> {
  const views = await listPhotoViews(app, { ownerId: userId, viewerId: userId, sharp: true });
  return views.map((view) => view.url);
}

/**
 * POST user/check-user-suspension: about the caller only (a `userId` that is not the caller's is refused). The
 * open suspension row, or, for an account suspended before suspensions had rows, the account's own columns.
 */
export async function checkSuspension(
  app: FastifyInstance,
  me: Pick<AuthUser, 'id'>,
  askedUserId: string | undefined,
): Promise<CheckSuspensionResponse> {
  if (askedUserId !== undefined && askedUserId !== me.id)
    throw new AppError('FORBIDDEN', OWN_ACCOUNT_ONLY, { reason: 'suspensionOwnAccount' });
  const details = await repo.findScreenDetails(app.db, me.id);
  if (!details) throw notFound('member', 'That member does not exist.');
  if (!details.suspendedAt) {
    return { success: true, isSuspended: false, message: 'Your account is not suspended.' };
  }
  const open = await repo.findOpenSuspension(app.db, me.id);
  const reason = open?.reason ?? (await accountReason(app, me.id)) ?? DEFAULT_REASON;
  return {
    success: true,
    isSuspended: true,
    suspendedAt: (open?.suspendedAt ?? details.suspendedAt).toISOString(),
    unsuspendAt: open?.unsuspendAt ? open.unsuspendAt.toISOString() : null,
    reason,
    userDetails: {
      userId: details.id,
      email: details.email,
      usertype: details.usertype,
      displayName: memberLabel(details),
      aboutYourSelf: details.about,
      ...aboutSecondOf(details),
      profileImage: await photoUrls(app, me.id),
    },
    correctionPending: await repo.hasOpenSelfCorrection(app.db, me.id),
  };
}

async function accountReason(app: FastifyInstance, userId: string): Promise<string | null> {
  const row = await repo.findSuspensionReason(app.db, userId);
  return row?.suspensionReason?.trim() || null;
}

/** 403 unless the member is suspended (checked again under the lock when the correction is written). */
export async function requireSuspended(app: FastifyInstance, userId: string): Promise<void> {
  const row = await repo.findSuspendedAt(app.db, userId);
  if (!row?.suspendedAt) throw new AppError('FORBIDDEN', ONLY_WHILE_SUSPENDED, { reason: 'suspensionOnly' });
}

/** Inside the correction's transaction: the member is still suspended (the account row is locked by then). */
async function assertStillSuspended(trx: Transaction<Database>, userId: string): Promise<string | null> {
  const row = await repo.findSuspendedAt(trx, userId);
  if (!row?.suspendedAt) throw new AppError('FORBIDDEN', ONLY_WHILE_SUSPENDED, { reason: 'suspensionOnly' });
  return (await repo.findOpenSuspension(trx, userId))?.id ?? null;
}

/**
 * POST form/update-profile: a suspended member replaces their about text and/or their whole photo list (through
 * the photo service, in one transaction with the rest) and the open `self-correction` review item is opened or
 * refreshed. The suspension stays until the team lifts it. Anyone not suspended: 403.
 */
export async function correctSuspendedProfile(
  app: FastifyInstance,
  me: Pick<AuthUser, 'id'>,
  input: { about: string | undefined; photos: ProcessedPhoto[] },
): Promise<SuspensionUpdateResponse> {
  if (input.about === undefined && input.photos.length === 0) {
    throw new AppError('VALIDATION_FAILED', NOTHING_TO_UPDATE, { reason: 'nothingToUpdate' });
  }
  const now = app.clock.now();
  const changed = [...(input.about !== undefined ? ['about'] : []), ...(input.photos.length ? ['photos'] : [])];
  const writeRest = async (trx: Transaction<Database>) => {
    const suspensionId = await assertStillSuspended(trx, me.id);
    if (input.about !== undefined) {
      await repo.writeAbout(trx, me.id, input.about, now);
      await memberWritten(trx, [me.id], now);
    }
    await repo.openSelfCorrection(
      trx,
      me.id,
      { suspensionId, changed, photoCount: input.photos.length || null, at: now.toISOString() },
      now,
    );
  };
  if (input.photos.length) {
    await replacePhotos(app, me.id, input.photos, writeRest);
  } else {
    await app.db.transaction().execute(async (trx) => {
      if (!(await repo.lockAccount(trx, me.id))) throw notFound('member', 'That member does not exist.');
      await writeRest(trx);
    });
  }
  const details = await repo.findScreenDetails(app.db, me.id);
  return {
    success: true,
    message: CORRECTION_SAVED,
    aboutYourSelf: details?.about ?? null,
    ...aboutSecondOf(details),
    profileImage: await photoUrls(app, me.id),
  };
}

// ---- jobs ----------------------------------------------------------------------------------------------------

/** `suspensions.enforce`: while the suspension is still open, the member's calls end and their sockets close. */
async function enforce(app: FastifyInstance, suspensionId: string): Promise<void> {
  const row = await repo.findSuspension(app.db, suspensionId);
  if (!row || row.liftedAt) return;
  await endCallsOf(app, row.userId, 'closed');
  await app.events.emit('session.ended', { userId: row.userId, sessionId: null, reason: 'suspended' });
}

/** `suspensions.email`: sent while it is still true (a suspension lifted before its e-mail went says nothing). */
async function sendEmail(app: FastifyInstance, suspensionId: string, event: 'suspended' | 'lifted'): Promise<void> {
  const row = await repo.findSuspensionForEmail(app.db, suspensionId);
  if (!row) return;
  const base = {
    brand: app.config.brand,
    publicUrl: app.config.PUBLIC_URL,
    to: row.email,
    name: row.displayName?.trim() || row.firstName?.trim() || null,
    language: await recipientLanguage(app.db, { email: row.email }),
  };
  if (event === 'suspended') {
    if (row.liftedAt) return;
    await app.mailer.send(suspendedEmail({ ...base, reason: row.reason, unsuspendAt: row.unsuspendAt }));
    return;
  }
  // Lifted, and not suspended again since.
  if (!row.liftedAt || row.accountSuspendedAt) return;
  await app.mailer.send(liftedEmail(base));
}

/** Registers the handlers and the one-minute schedule (each firing runs once across every server process). */
export function registerSuspensionJobs(app: FastifyInstance): void {
  app.jobs.work(
    'suspensions.lift-due',
    async () => {
      await liftDueSuspensions(app);
    },
    { retryLimit: 2, retryDelaySeconds: 60 },
  );
  app.jobs.work('suspensions.enforce', async ({ suspensionId }) => enforce(app, suspensionId));
  app.jobs.work('suspensions.email', async ({ suspensionId, event }) => sendEmail(app, suspensionId, event));
  app.jobs.schedule('suspensions.lift-due', LIFT_DUE_CRON, {});
}
