import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '@app/shared';
import type { StaffAuditEntry } from '@app/shared/console';
import type { EvidenceReport, QueueDecision, QueueEvidenceResponse, QueueKind } from '@app/shared/console/queue';
import { AppError } from '../../../lib/app-error';
import { recordStaffAction } from '../../staff/index';
import { staffActor, type StaffUser } from '../../staff/index';
import { resolveItem, type ResolvedItem } from './queue.items';
import { staffName } from './queue.list';
import * as repo from './queue.repository';
import { listSuspensionsOf } from '../members/members.repository';
import { staffPhotoUrls } from '../../staff/index';
import { NAMELESS_MEMBER } from '../../../lib/members/display-name';

/** How many messages before and after each reported (or flagged) message the evidence shows. */
export const CONTEXT_MESSAGES = 3;
const HISTORY_LIMIT = 100;

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

export const verificationImageUrl = (requestId: string, field: 'document' | 'selfie') =>
  `${API_PREFIX}/admin-queue/verification/${requestId}/${field}`;

type Member = QueueEvidenceResponse['member'];

/** The member as staff see them: every photo (pending ones too), the about text (and its second language), the suspension. */
async function loadMember(app: FastifyInstance, staff: StaffUser, userId: string): Promise<Member> {
  const photoUrls = staffPhotoUrls(app, staff.id);
  const account = await repo.findMemberForEvidence(app.db, userId);
  if (!account) throw new AppError('NOT_FOUND', 'That member does not exist.', { reason: 'member' });
  const [photos, suspension] = await Promise.all([
    repo.listMemberPhotos(app.db, userId),
    repo.findOpenSuspension(app.db, userId),
  ]);
  const suspendedAccount = await repo.findAccountSuspension(app.db, userId);
  return {
    userId: account.id,
    email: account.email,
    name: staffName(account),
    displayName: account.displayName,
    usertype: account.usertype,
    createdAt: iso(account.createdAt),
    verified: account.verifiedAt !== null,
    about: account.about,
    aboutSecond: account.aboutSecond,
    aboutSecondLanguage: account.aboutSecondLanguage,
    photos: photos.map((photo) => ({
      photoId: photo.id,
      position: photo.position,
      reviewStatus: photo.reviewStatus,
      url: photoUrls(photo.id).url,
      thumbUrl: photoUrls(photo.id).thumbUrl,
    })),
    suspension: suspension
      ? {
          reason: suspension.reason,
          suspendedAt: iso(suspension.suspendedAt),
          unsuspendAt: isoOrNull(suspension.unsuspendAt),
        }
      : suspendedAccount?.suspendedAt
        ? {
            reason: suspendedAccount.suspensionReason ?? 'Not specified',
            suspendedAt: iso(suspendedAccount.suspendedAt),
            unsuspendAt: null,
          }
        : null,
  };
}

async function reportsAbout(app: FastifyInstance, userId: string, which: 'open' | 'all'): Promise<EvidenceReport[]> {
  const rows = await repo.listReportsAbout(app.db, userId, which, HISTORY_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    reasons: row.reasons,
    details: row.details,
    urgent: row.urgent,
    state: row.state,
    createdAt: iso(row.createdAt),
    decidedAt: isoOrNull(row.decidedAt),
    decisionNote: row.decisionNote,
    reporterId: row.reporterId,
    reporterName: row.reporterId && row.email ? staffName({ ...row, email: row.email }) : null,
  }));
}

/**
 * The evidence messages (reported or flagged) and, for each, at most `CONTEXT_MESSAGES` before and after it in the
 * same conversation (the pair's own index range): nothing else of any conversation.
 */
export async function messagesWithContext(
  app: FastifyInstance,
  evidenceIds: readonly number[],
): Promise<QueueEvidenceResponse['conversations']> {
  if (evidenceIds.length === 0) return [];
  const ids = [...new Set(evidenceIds)];
  const around = await repo.listContextMessageIds(app.db, ids, CONTEXT_MESSAGES);
  const all = [...new Set([...ids, ...around.map((row) => Number(row.id))])];
  const [messages, flags] = await Promise.all([
    repo.listMessagesByIds(app.db, all),
    repo.listFlagsOfMessages(app.db, all),
  ]);
  const flagsOf = new Map<number, string[]>();
  for (const flag of flags)
    flagsOf.set(Number(flag.messageId), [...(flagsOf.get(Number(flag.messageId)) ?? []), flag.kind]);
  const evidence = new Set(ids);
  const memberIds = [...new Set(messages.flatMap((row) => [row.memberLow, row.memberHigh]))];
  const names = new Map<string, string>();
  if (memberIds.length) {
    const people = await repo.listNamedAccounts(app.db, memberIds);
    for (const person of people) names.set(person.id, staffName(person));
  }
  const byPair = new Map<string, QueueEvidenceResponse['conversations'][number]>();
  for (const row of messages) {
    const key = `${row.memberLow}:${row.memberHigh}`;
    let conversation = byPair.get(key);
    if (!conversation) {
      conversation = {
        members: [row.memberLow, row.memberHigh].map((userId) => ({
          userId,
          name: names.get(userId) ?? NAMELESS_MEMBER,
        })),
        messages: [],
      };
      byPair.set(key, conversation);
    }
    const id = Number(row.id);
    conversation.messages.push({
      id: String(id),
      senderId: row.senderId,
      recipientId: row.recipientId,
      text: row.text,
      hasFile: row.fileId !== null,
      createdAt: iso(row.createdAt),
      reported: evidence.has(id),
      flags: (flagsOf.get(id) ?? []).sort(),
    });
  }
  return [...byPair.values()];
}

/** The ids of the messages the item points at: the open reports' about the member (and a report's own), or a flag's. */
async function evidenceMessageIds(app: FastifyInstance, item: ResolvedItem): Promise<number[]> {
  if (item.kind === 'message-flag') return [Number(item.id)];
  const rows = await repo.listReportedMessageIds(app.db, item.userId, item.kind === 'report' ? item.id : null);
  return rows.map((row) => Number(row.messageId));
}

async function staffDecisionsAbout(app: FastifyInstance, userId: string): Promise<StaffAuditEntry[]> {
  const rows = await repo.listStaffDecisionsAbout(app.db, userId, HISTORY_LIMIT);
  return rows.map((row) => ({
    id: Number(row.id),
    at: iso(row.at),
    actor: { id: row.actorId, email: row.actorEmail, role: row.actorRole },
    action: row.action,
    subjectUserId: row.subjectUserId,
    subjectKind: row.subjectKind,
    subjectId: row.subjectId,
    reason: row.reason,
    detail: (typeof row.detail === 'string' ? JSON.parse(row.detail) : row.detail) as Record<string, unknown>,
  }));
}

/** What staff may decide on an item now. */
export function allowedDecisions(item: ResolvedItem, member: Member): QueueDecision[] {
  if (!item.open) return [];
  if (item.kind === 'verification') return ['approve', 'reject'];
  return [
    'dismiss',
    'warn',
    ...(member.photos.length ? (['remove-photo'] as const) : []),
    ...(member.about || member.aboutSecond ? (['remove-about'] as const) : []),
    'suspend',
    ...(member.suspension ? (['lift'] as const) : []),
    'delete-account',
  ];
}

/**
 * GET admin-queue/item/:kind/:id: the item and its evidence, the member's history, and the decisions open to staff.
 * The view is recorded in the staff audit log (`member.viewed`).
 */
export async function itemEvidence(
  app: FastifyInstance,
  staff: StaffUser,
  kind: QueueKind,
  id: string,
): Promise<Omit<QueueEvidenceResponse, 'success'>> {
  const item = await resolveItem(app.db, kind, id);
  const member = await loadMember(app, staff, item.userId);
  const [openReports, conversations, reports, suspensions, decisions] = await Promise.all([
    reportsAbout(app, item.userId, 'open'),
    evidenceMessageIds(app, item).then((ids) => messagesWithContext(app, ids)),
    reportsAbout(app, item.userId, 'all'),
    listSuspensionsOf(app.db, item.userId, HISTORY_LIMIT),
    staffDecisionsAbout(app, item.userId),
  ]);
  let verification: QueueEvidenceResponse['verification'] = null;
  if (kind === 'verification' && item.open) {
    verification = {
      requestId: item.id,
      submittedAt: iso(item.since),
      documentUrl: verificationImageUrl(item.id, 'document'),
      selfieUrl: verificationImageUrl(item.id, 'selfie'),
    };
  }
  const payload = item.payload as { changed?: string[]; photoCount?: number | null; at?: string } | null;
  const correction =
    kind === 'self-correction'
      ? { changed: payload?.changed ?? [], photoCount: payload?.photoCount ?? null, at: payload?.at ?? iso(item.since) }
      : null;
  await recordStaffAction(app.db, staffActor(staff), {
    action: 'member.viewed',
    subjectUserId: item.userId,
    subjectKind: kind,
    subjectId: item.id,
    detail: { from: 'queue' },
  });
  return {
    item: {
      kind,
      id: item.id,
      userId: item.userId,
      memberName: member.name,
      memberEmail: member.email,
      since: iso(item.since),
      urgent: item.urgent,
      tags: item.tags,
      open: item.open,
    },
    member,
    openReports,
    conversations,
    correction,
    verification,
    history: {
      reports,
      suspensions: suspensions.map((row) => ({
        id: row.id,
        reason: row.reason,
        suspendedAt: iso(row.suspendedAt),
        unsuspendAt: isoOrNull(row.unsuspendAt),
        liftedAt: isoOrNull(row.liftedAt),
        liftNote: row.liftNote,
      })),
      decisions,
    },
    decisions: allowedDecisions(item, member),
  };
}
