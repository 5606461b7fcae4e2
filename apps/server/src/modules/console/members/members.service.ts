import type { FastifyInstance } from 'fastify';
import type {
  MemberReport,
  MemberSearchResponse,
  MemberSession,
  MemberStatusResponse,
  MemberSubscription,
  SignOutEverywhereInput,
} from '@app/shared/console/members';
import { AppError } from '../../../lib/app-error';
import { revokeUserSessions } from '../../auth/index';
import { staffPhotoUrls } from '../../staff/index';
import { presentMyDetails, profileCompletion } from '../../profile/index';
import { findOwnerRowsMany } from '../../privacy/index';
import { NO_ANSWERS, readAnswersMany } from '../../profile/index';
import { recordStaffAction } from '../../staff/index';
import { staffActor, type StaffUser } from '../../staff/index';
import { decodeKeyset, encodeKeyset } from './keyset';
import * as repo from './members.repository';

export const MEMBER_NOT_FOUND = 'That member does not exist.';
const memberNotFound = () => new AppError('NOT_FOUND', MEMBER_NOT_FOUND, { reason: 'member' });

/** Rows of each history list shown at most (newest first); the member's page is a summary, not an archive. */
const HISTORY_LIMIT = 200;
const DAY_MS = 24 * 60 * 60 * 1000;

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

/** Profile completion of several members at once (three queries), as each member's own gauge shows it. */
async function completionOf(app: FastifyInstance, userIds: string[]): Promise<Map<string, number>> {
  const [owners, answers] = await Promise.all([findOwnerRowsMany(app.db, userIds), readAnswersMany(app.db, userIds)]);
  const now = app.clock.now();
  const result = new Map<string, number>();
  for (const [userId, owner] of owners) {
    const record = { ...owner, answers: answers.get(userId) ?? NO_ANSWERS };
    result.set(userId, profileCompletion(presentMyDetails({ record, photos: [], now })).percentage);
  }
  return result;
}

/**
 * GET admin-userDetails/all-users: members only (never staff accounts), newest first, keyset paging. `q` is an
 * exact id (uuid or public uid), or the start of an e-mail address, of a first or last name, or of "first last".
 * Each way of matching reads its own index (see migration 202612010004), joined as one list of ids.
 */
export async function searchMembers(
  app: FastifyInstance,
  input: { q?: string | undefined; cursor?: string | undefined; limit: number },
): Promise<Omit<MemberSearchResponse, 'success'>> {
  const after = decodeKeyset(input.cursor);
  const term = input.q?.trim() ?? '';
  const rows = await repo.searchMemberRows(app.db, { term, after, limit: input.limit + 1 });
  const page = rows.slice(0, input.limit);
  const completion = await completionOf(
    app,
    page.map((row) => row.id),
  );
  const last = page[page.length - 1];
  return {
    members: page.map((row) => ({
      userId: row.id,
      uid: row.uid,
      email: row.email,
      name: [row.firstName, row.lastName].filter(Boolean).join(' ') || null,
      displayName: row.displayName ?? null,
      usertype: row.usertype,
      createdAt: iso(row.createdAt),
      lastActiveAt: iso(row.lastActiveAt),
      suspended: row.suspendedAt !== null,
      verified: row.verifiedAt !== null,
      completion: completion.get(row.id) ?? 0,
    })),
    nextCursor: rows.length > input.limit && last ? encodeKeyset(last) : null,
  };
}

/**
 * GET admin-userDetails/user-status: one member as staff see them — everything they filled (private fields too),
 * photos with their review state, plan and payments, reports both ways, suspensions, sessions (never a token or
 * its hash) and verification. Looking is itself recorded ('member.viewed', ASVS 8.3.5): the record is written in
 * the transaction that reads, so no answer leaves without it.
 */
export async function memberStatus(
  app: FastifyInstance,
  staff: StaffUser,
  userId: string,
): Promise<Omit<MemberStatusResponse, 'success'>> {
  const now = app.clock.now();
  return app.db.transaction().execute(async (trx) => {
    const account = await repo.findMemberAccount(trx, userId);
    if (!account) throw memberNotFound();

    const [
      profile,
      answers,
      photos,
      subscriptions,
      refunds,
      checkouts,
      made,
      received,
      suspensions,
      sessions,
      requests,
      helpers,
      helps,
    ] = await Promise.all([
      repo.findProfileRow(trx, userId),
      readAnswersMany(trx, [userId]),
      repo.listPhotosOf(trx, userId),
      repo.listSubscriptionsOf(trx, userId, HISTORY_LIMIT),
      repo.listRefundsOf(trx, userId, HISTORY_LIMIT),
      repo.listCheckoutsOf(trx, userId, HISTORY_LIMIT),
      repo.listReportsOf(trx, userId, 'made', HISTORY_LIMIT),
      repo.listReportsOf(trx, userId, 'about', HISTORY_LIMIT),
      repo.listSuspensionsOf(trx, userId, HISTORY_LIMIT),
      repo.listSessionsOf(trx, userId, HISTORY_LIMIT),
      repo.listVerificationRequestsOf(trx, userId, HISTORY_LIMIT),
      repo.listFamilyHelpersOf(trx, userId),
      repo.listProfilesHelpedBy(trx, userId),
    ]);

    await recordStaffAction(trx, staffActor(staff), {
      action: 'member.viewed',
      subjectUserId: userId,
      subjectKind: 'member',
      subjectId: userId,
    });

    const record = {
      account: {
        id: account.id,
        usertype: account.usertype,
        suspendedAt: account.suspendedAt,
        isPersonalFormFilled: account.isPersonalFormFilled,
        verifiedAt: account.verifiedAt,
        awaitingCandidateSince: account.awaitingCandidateSince,
      },
      profile: profile ?? null,
      answers: answers.get(userId) ?? NO_ANSWERS,
    };
    const details = presentMyDetails({ record, photos: [], now });
    const { photos: _photos, profileImage: _profileImage, ...profileView } = details;

    const photoUrls = staffPhotoUrls(app, staff.id);

    const idleDays = app.config.REFRESH_IDLE_DAYS;
    const live = (session: (typeof sessions)[number]): boolean =>
      session.revokedAt === null &&
      session.absoluteExpiresAt.getTime() > now.getTime() &&
      session.lastUsedAt.getTime() + idleDays * DAY_MS > now.getTime() &&
      !(account.tokensValidAfter && session.createdAt.getTime() < account.tokensValidAfter.getTime());

    const toReport = (row: (typeof made)[number]): MemberReport => ({
      reportId: row.id,
      otherUserId: row.otherUserId ?? null,
      otherEmail: row.otherEmail ?? null,
      reasons: row.reasons,
      urgent: row.urgent,
      state: row.state,
      createdAt: iso(row.createdAt),
      decidedAt: isoOrNull(row.decidedAt),
    });

    const toSubscription = (row: (typeof subscriptions)[number]): MemberSubscription => ({
      id: row.id,
      orderId: row.orderId,
      planName: row.planName,
      planType: row.planType,
      tier: row.tier,
      amountCents: row.amountCents,
      gstCents: row.gstCents,
      currency: row.currency,
      provider: row.provider,
      paymentReference: row.paymentReference,
      status: row.status,
      paymentStatus: row.paymentStatus,
      startsAt: iso(row.startsAt),
      endsAt: iso(row.endsAt),
      createdAt: iso(row.createdAt),
      running:
        row.status === 'active' && row.startsAt.getTime() <= now.getTime() && row.endsAt.getTime() > now.getTime(),
      grantReason: row.grantReason,
      refundedCents: refunds
        .filter((refund) => refund.subscriptionId === row.id)
        .reduce((sum, refund) => sum + refund.amountCents, 0),
    });

    return {
      member: {
        userId: account.id,
        uid: account.uid,
        email: account.email,
        usertype: account.usertype,
        createdAt: iso(account.createdAt),
        updatedAt: iso(account.updatedAt),
        lastActiveAt: iso(account.lastActiveAt),
        hidden: profile?.hidden ?? false,
        suspended: account.suspendedAt !== null,
        suspendedAt: isoOrNull(account.suspendedAt),
        suspensionReason: account.suspensionReason,
        steps: {
          personal: account.isPersonalFormFilled,
          qualification: account.isQualificationFormFilled,
          location: account.isLocationFormFilled,
          other: account.isOtherFormFilled,
          image: account.isImageFormFilled,
        },
      },
      profile: profileView,
      completion: profileCompletion(details),
      photos: photos.map((photo) => ({
        photoId: photo.id,
        position: photo.position,
        url: photoUrls(photo.id).url,
        thumbUrl: photoUrls(photo.id).thumbUrl,
        width: photo.width,
        height: photo.height,
        createdAt: iso(photo.createdAt),
        reviewStatus: photo.reviewStatus,
        reviewedAt: isoOrNull(photo.reviewedAt),
      })),
      plan: { usertype: account.usertype, subscriptions: subscriptions.map(toSubscription) },
      payments: {
        checkouts: checkouts.map((row) => ({
          provider: row.provider,
          planId: row.planId,
          amountCents: row.amountCents,
          currency: row.currency,
          state: row.state,
          createdAt: iso(row.createdAt),
          completedAt: isoOrNull(row.completedAt),
        })),
        refunds: refunds.map((row) => ({
          id: row.id,
          orderId: row.orderId,
          amountCents: row.amountCents,
          gstCents: row.gstCents,
          reason: row.reason,
          refundedAt: iso(row.refundedAt),
        })),
      },
      reports: { made: made.map(toReport), received: received.map(toReport) },
      suspensions: suspensions.map((row) => ({
        id: row.id,
        reason: row.reason,
        suspendedAt: iso(row.suspendedAt),
        unsuspendAt: isoOrNull(row.unsuspendAt),
        suspendedBy: row.suspendedBy,
        liftedAt: isoOrNull(row.liftedAt),
        liftedBy: row.liftedBy,
        liftNote: row.liftNote,
      })),
      sessions: sessions.map((session): MemberSession => ({
        createdAt: iso(session.createdAt),
        lastUsedAt: iso(session.lastUsedAt),
        expiresAt: iso(session.absoluteExpiresAt),
        rememberMe: session.rememberMe,
        userAgent: session.userAgent,
        revokedAt: isoOrNull(session.revokedAt),
        live: live(session),
      })),
      verification: {
        verified: account.verifiedAt !== null,
        verifiedAt: isoOrNull(account.verifiedAt),
        requests: requests.map((row) => ({
          id: row.id,
          state: row.state,
          createdAt: iso(row.createdAt),
          decidedAt: isoOrNull(row.decidedAt),
          decisionReason: row.decisionReason,
        })),
      },
      family: {
        familyOnly: account.familyOnly,
        awaitingCandidateSince: isoOrNull(account.awaitingCandidateSince),
        helpers: helpers.map((row) => ({
          accountId: row.accountId,
          email: row.email,
          relation: row.relation,
          rights: row.rights,
          since: iso(row.createdAt),
          lastActiveAt: isoOrNull(row.lastActiveAt),
          madeProfile: row.madeProfile,
        })),
        helps: helps.map((row) => ({
          profileId: row.profileId,
          relation: row.relation,
          rights: row.rights,
          since: iso(row.createdAt),
        })),
      },
    };
  });
}

/**
 * POST admin-userControl/sign-out-everywhere: ends every session of the member (their access tokens stop working
 * at once: each request checks its session), forgets their push devices, and records why — one transaction. Then
 * the member's open sockets close, as after a password change.
 */
export async function signOutEverywhere(
  app: FastifyInstance,
  staff: StaffUser,
  input: SignOutEverywhereInput,
): Promise<{ sessionsEnded: number }> {
  const now = app.clock.now();
  const sessionsEnded = await app.db.transaction().execute(async (trx) => {
    const member = await repo.lockMemberAccount(trx, input.userId);
    if (!member) throw memberNotFound();
    const open = await repo.listOpenSessionIds(trx, member.id, now);
    await revokeUserSessions(trx, member.id, now);
    // As after a password change: no push message goes to a device that is no longer signed in.
    await repo.deleteDevicesOf(trx, member.id);
    await recordStaffAction(trx, staffActor(staff), {
      action: 'member.signed-out-everywhere',
      subjectUserId: member.id,
      subjectKind: 'member',
      subjectId: member.id,
      reason: input.reason,
      detail: { sessionsEnded: open.length },
    });
    return open.length;
  });
  await app.events.emit('session.ended', { userId: input.userId, sessionId: null, reason: 'signed_out_everywhere' });
  return { sessionsEnded };
}
