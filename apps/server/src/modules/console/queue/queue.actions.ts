import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { StaffAction } from '@app/shared/console';
import type { QueueDecisionResponse, QueueKind } from '@app/shared/console/queue';
import type { VerificationDeclineReason } from '@app/shared/verification';
import type { Database } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { dispatchMail } from '../../../lib/mail/dispatch';
import { eraseAccount } from '../../safety/index';
import { memberWritten } from '../../../lib/after-write';
import { deletePhotoWithin, removeStoredFiles } from '../../photos/index';
import { liftSuspension, suspendMember } from '../../safety/index';
import { decideVerification } from '../../safety/index';
import { recordStaffAction } from '../../staff/index';
import { staffActor, type StaffUser } from '../../staff/index';
import { accountRemovedEmail, contentRemovedEmail, warningEmail } from './queue.emails';
import { recipientLanguage } from '../../../lib/i18n/index';
import { ITEM_DECIDED, resolveItem } from './queue.items';
import { staffName } from './queue.list';
import * as repo from './queue.repository';

/**
 * Decisions (issue 15 point 2). A decision about a member, in one transaction: the change, the staff audit log's
 * entry, every open report about the member closed (`dismissed` for a dismissal, else `actioned`, with the staff
 * id and the reason as decision note), and the queue item it was taken from closed (a self-correction's review
 * item; a flagged message's flags marked reviewed). E-mails to the member go after the commit.
 */

export type MemberDecision =
  | { decision: 'dismiss' }
  | { decision: 'warn'; subject?: string | undefined; message: string }
  | { decision: 'remove-photo'; photoId: string }
  | { decision: 'remove-about' }
  | { decision: 'suspend'; suspensionReason: string; until: Date | null }
  | { decision: 'lift' }
  | { decision: 'delete-account' };

type Item = { kind: QueueKind; id: string };

const DECISION_ACTION: Record<Exclude<MemberDecision['decision'], 'dismiss'>, StaffAction> = {
  warn: 'member.warned',
  'remove-photo': 'photo.removed',
  'remove-about': 'about.removed',
  suspend: 'member.suspended',
  lift: 'suspension.lifted',
  'delete-account': 'member.deleted',
};

const DISMISS_ACTION: Record<Exclude<QueueKind, 'verification'>, StaffAction> = {
  report: 'report.dismissed',
  'self-correction': 'correction.reviewed',
  'message-flag': 'message-flag.dismissed',
};

const DONE: Record<MemberDecision['decision'], string> = {
  dismiss: 'Dismissed.',
  warn: 'The member is warned by e-mail.',
  'remove-photo': 'The photo is removed, and the member is told by e-mail.',
  'remove-about': 'The about text is removed, and the member is told by e-mail.',
  suspend: 'The member is suspended, and told by e-mail.',
  lift: 'The suspension is lifted, and the member is told by e-mail.',
  'delete-account': 'The account is deleted.',
};

const MEMBER_NOT_FOUND = 'That member does not exist.';

/** A member (never a staff account), with what the e-mails need. */
async function findMember(app: FastifyInstance, userId: string) {
  const row = await repo.findAccountWithProfile(app.db, userId);
  if (!row || row.role !== 'member') throw new AppError('NOT_FOUND', MEMBER_NOT_FOUND, { reason: 'member' });
  return row;
}

/**
 * Inside the decision's transaction: closes every open report about the member and the item, and writes the audit
 * entry. Answers how many reports it closed.
 */
async function settle(
  trx: Transaction<Database>,
  app: FastifyInstance,
  staff: StaffUser,
  input: {
    userId: string;
    item: Item | null;
    action: StaffAction;
    dismissed: boolean;
    reason: string;
    subjectKind?: string;
    subjectId?: string;
    detail?: Record<string, unknown>;
  },
): Promise<number> {
  const now = app.clock.now();
  if (input.item) {
    // Decided meanwhile by someone else: nothing changes (the transaction rolls back).
    const item = await resolveItem(trx, input.item.kind, input.item.id, true);
    if (item.userId !== input.userId) throw new AppError('NOT_FOUND', MEMBER_NOT_FOUND, { reason: 'member' });
    // Lifting closes the member's self-correction itself (the suspension service), before this runs.
    if (!item.open && !(input.action === 'suspension.lifted' && item.kind === 'self-correction')) {
      throw new AppError('CONFLICT', ITEM_DECIDED[item.kind], { reason: 'consoleItemDecided' });
    }
    if (item.kind === 'self-correction') {
      await repo.closeSelfCorrection(trx, item.id, { closedBy: staff.id, closeNote: input.reason, now });
    }
    if (item.kind === 'message-flag') {
      await repo.markMessageFlagsReviewed(trx, Number(item.id), staff.id, now);
    }
  }
  const closed = await repo.decideOpenReportsAbout(trx, input.userId, {
    dismissed: input.dismissed,
    decidedBy: staff.id,
    decisionNote: input.reason,
    now,
  });
  await recordStaffAction(trx, staffActor(staff), {
    action: input.action,
    subjectUserId: input.userId,
    subjectKind: input.subjectKind ?? input.item?.kind ?? 'member',
    subjectId: input.subjectId ?? input.item?.id ?? input.userId,
    reason: input.reason,
    detail: {
      ...(input.item ? { item: `${input.item.kind}/${input.item.id}` } : {}),
      closedReports: closed.map((row) => row.id),
      ...input.detail,
    },
  });
  return closed.length;
}

/**
 * One decision about a member, from a queue item or from the reference's member paths (`item` null). Answers what
 * the console shows and how many open reports it closed.
 */
export async function decideAboutMember(
  app: FastifyInstance,
  request: FastifyRequest,
  staff: StaffUser,
  input: { userId: string; reason: string; item: Item | null } & MemberDecision,
): Promise<QueueDecisionResponse> {
  const member = await findMember(app, input.userId);
  if (input.item) {
    // Checked again under a lock in the decision's transaction; this spares the side steps of a stale decision.
    const item = await resolveItem(app.db, input.item.kind, input.item.id);
    if (item.userId !== member.id) throw new AppError('NOT_FOUND', MEMBER_NOT_FOUND, { reason: 'member' });
    if (!item.open) throw new AppError('CONFLICT', ITEM_DECIDED[item.kind], { reason: 'consoleItemDecided' });
  }
  const now = app.clock.now();
  const base = { userId: member.id, item: input.item, reason: input.reason };
  const mail = {
    brand: app.config.brand,
    publicUrl: app.config.PUBLIC_URL,
    to: member.email,
    name: member.displayName?.trim() || member.firstName?.trim() || null,
    // Read before any decision: a deleted account's e-mail still goes in the language it chose.
    language: await recipientLanguage(app.db, { userId: member.id }),
  };
  let closedReports = 0;

  switch (input.decision) {
    case 'dismiss': {
      if (!input.item || input.item.kind === 'verification') {
        throw new AppError('VALIDATION_FAILED', 'Only a queue item can be dismissed.', {
          reason: 'consoleOnlyQueueItem',
        });
      }
      const action = DISMISS_ACTION[input.item.kind];
      closedReports = await app.db
        .transaction()
        .execute((trx) => settle(trx, app, staff, { ...base, action, dismissed: true }));
      break;
    }
    case 'warn': {
      closedReports = await app.db.transaction().execute((trx) =>
        settle(trx, app, staff, {
          ...base,
          action: DECISION_ACTION.warn,
          dismissed: false,
          detail: { subject: input.subject ?? null },
        }),
      );
      await dispatchMail(app, warningEmail({ ...mail, subject: input.subject, message: input.message }));
      break;
    }
    case 'remove-photo': {
      const { files, count } = await app.db.transaction().execute(async (trx) => {
        const deleted = await deletePhotoWithin(trx, member.id, input.photoId, now);
        if (!deleted) throw new AppError('NOT_FOUND', 'That photo does not exist.', { reason: 'photo' });
        const count = await settle(trx, app, staff, {
          ...base,
          action: DECISION_ACTION['remove-photo'],
          dismissed: false,
          detail: { photoId: input.photoId, photosLeft: deleted.photosLeft },
        });
        return { files: deleted.files, count };
      });
      closedReports = count;
      await removeStoredFiles(app, files);
      await dispatchMail(app, contentRemovedEmail({ ...mail, what: 'photo' }));
      break;
    }
    case 'remove-about': {
      closedReports = await app.db.transaction().execute(async (trx) => {
        const removed = await repo.removeAbout(trx, member.id, now);
        if (!removed)
          throw new AppError('CONFLICT', 'This member has no about text to remove.', { reason: 'consoleNoAbout' });
        await memberWritten(trx, [member.id], now);
        return settle(trx, app, staff, { ...base, action: DECISION_ACTION['remove-about'], dismissed: false });
      });
      await dispatchMail(app, contentRemovedEmail({ ...mail, what: 'about' }));
      break;
    }
    case 'suspend': {
      await suspendMember(
        app,
        { userId: member.id, reason: input.suspensionReason, until: input.until, by: staff.id },
        {
          within: async (trx, row) => {
            closedReports = await settle(trx, app, staff, {
              ...base,
              action: DECISION_ACTION.suspend,
              dismissed: false,
              detail: {
                suspensionId: row.id,
                suspensionReason: row.reason,
                until: row.unsuspendAt?.toISOString() ?? null,
              },
            });
          },
        },
      );
      break;
    }
    case 'lift': {
      if (!member.suspendedAt)
        throw new AppError('CONFLICT', 'This member is not suspended.', { reason: 'consoleNotSuspended' });
      await liftSuspension(
        app,
        { userId: member.id, by: staff.id, note: input.reason },
        {
          within: async (trx, row) => {
            closedReports = await settle(trx, app, staff, {
              ...base,
              action: DECISION_ACTION.lift,
              dismissed: false,
              detail: { suspensionId: row.id },
            });
          },
        },
      );
      break;
    }
    case 'delete-account': {
      await eraseAccount(
        app,
        { id: member.id, email: member.email },
        { ip: request.ip ?? null, userAgent: request.headers['user-agent'] ?? null },
        {
          auditDetail: { by: 'staff' },
          within: async (trx) => {
            closedReports = await settle(trx, app, staff, {
              ...base,
              action: DECISION_ACTION['delete-account'],
              dismissed: false,
              detail: { email: 'removed' },
            });
          },
        },
      );
      await dispatchMail(app, accountRemovedEmail(mail));
      break;
    }
  }
  return { success: true, message: DONE[input.decision], closedReports };
}

/** A verification request: approved or rejected through the verification service (which e-mails the member). */
export async function decideVerificationItem(
  app: FastifyInstance,
  staff: StaffUser,
  input: {
    id: string;
    decision: 'approve' | 'reject';
    reason: string;
    declineReason?: VerificationDeclineReason | undefined;
    note?: string | undefined;
  },
): Promise<QueueDecisionResponse> {
  const item = await resolveItem(app.db, 'verification', input.id);
  if (!item.open) throw new AppError('CONFLICT', ITEM_DECIDED.verification, { reason: 'consoleItemDecided' });
  await decideVerification(
    app,
    {
      requestId: input.id,
      decision: input.decision === 'approve' ? 'approve' : 'decline',
      reason: input.declineReason,
      note: input.note || undefined,
      by: staff.id,
    },
    {
      within: (trx, decided) =>
        recordStaffAction(trx, staffActor(staff), {
          action: input.decision === 'approve' ? 'verification.approved' : 'verification.rejected',
          subjectUserId: decided.userId,
          subjectKind: 'verification',
          subjectId: input.id,
          reason: input.reason,
          detail: { declineReason: input.declineReason ?? null },
        }),
    },
  );
  return {
    success: true,
    message:
      input.decision === 'approve'
        ? 'Approved: the member has the verified tick, and is told by e-mail.'
        : 'Declined: the member is told by e-mail and may send new photos.',
    closedReports: 0,
  };
}

/** A day (`YYYY-MM-DD`, midnight UTC, as the command line) or a moment; null: until lifted. */
export function parseUntil(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00.000Z`) : new Date(value);
  if (Number.isNaN(date.getTime())) {
    throw new AppError('VALIDATION_FAILED', 'Please give a valid date.', {
      reason: 'consoleDate',
      fieldErrors: [{ path: 'unsuspendAt', message: 'Please give a valid date.' }],
    });
  }
  return date;
}

/** GET admin-suspendControl/suspended-users: suspended members, most recently suspended first (at most 500). */
export async function listSuspendedMembers(app: FastifyInstance) {
  const rows = await repo.listSuspendedMemberRows(app.db, 500);
  return rows.map((row) => ({
    userId: row.id,
    email: row.email,
    name: staffName(row),
    reason: row.reason ?? row.suspensionReason ?? 'Not specified',
    suspendedAt: row.suspendedAt!.toISOString(),
    unsuspendAt: row.unsuspendAt ? row.unsuspendAt.toISOString() : null,
    correctionPending: Boolean(row.correctionPending),
  }));
}
