import type { FastifyInstance } from 'fastify';
import { sql, type Expression, type SqlBool } from 'kysely';
import type {
  MemberReport,
  MemberSearchResponse,
  MemberSession,
  MemberStatusResponse,
  MemberSubscription,
  SignOutEverywhereInput,
} from '@app/shared/console/members';
import { AppError } from '../../../lib/app-error';
import { revokeUserSessions } from '../../auth/auth.repository';
import { staffPhotoUrls } from '../../staff/staff-photos';
import { presentMyDetails, profileCompletion } from '../../profile/profile.presenter';
import { findOwnerRowsMany, NO_ANSWERS, readAnswersMany } from '../../profile/profile.repository';
import { recordStaffAction } from '../../staff/audit-log';
import { staffActor, type StaffUser } from '../../staff/console-guard';
import { decodeKeyset, encodeKeyset, isUuid } from './keyset';

export const MEMBER_NOT_FOUND = 'That member does not exist.';
const memberNotFound = () => new AppError('NOT_FOUND', MEMBER_NOT_FOUND);

/** Rows of each history list shown at most (newest first); the member's page is a summary, not an archive. */
const HISTORY_LIMIT = 200;
const DAY_MS = 24 * 60 * 60 * 1000;

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);
/** `like` matches the characters as typed: %, _ and \ in a search are not wildcards. */
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (match) => `\\${match}`);

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
  let query = app.db
    .selectFrom('users as u')
    .leftJoin('profiles as p', 'p.userId', 'u.id')
    .select([
      'u.id',
      'u.uid',
      'u.email',
      'u.usertype',
      'u.createdAt',
      'u.lastActiveAt',
      'u.suspendedAt',
      'u.verifiedAt',
      'p.firstName',
      'p.lastName',
      'p.displayName',
    ])
    .where('u.role', '=', 'member');
  if (term) {
    if (isUuid(term)) {
      query = query.where('u.id', '=', term.toLowerCase());
    } else {
      const lowered = term.toLowerCase();
      const prefix = `${escapeLike(lowered)}%`;
      const firstWord = lowered.split(/\s+/)[0] ?? lowered;
      query = query.where((eb) => {
        const byName = eb
          .selectFrom('profiles as n')
          .select('n.userId')
          .where(sql<SqlBool>`lower(n.first_name) like ${prefix}`)
          .union(
            eb
              .selectFrom('profiles as n')
              .select('n.userId')
              .where(sql<SqlBool>`lower(n.last_name) like ${prefix}`),
          );
        const matches: Expression<SqlBool>[] = [
          eb('u.uid', '=', term),
          eb('u.email', 'like', prefix),
          eb('u.id', 'in', byName),
        ];
        if (/\s/.test(lowered)) {
          // "asha kum": the first word narrows by the first-name index, then the whole name is compared.
          matches.push(
            eb(
              'u.id',
              'in',
              eb
                .selectFrom('profiles as n')
                .select('n.userId')
                .where(sql<SqlBool>`lower(n.first_name) like ${`${escapeLike(firstWord)}%`}`)
                .where(sql<SqlBool>`lower(concat_ws(' ', n.first_name, n.last_name)) like ${prefix}`),
            ),
          );
        }
        return eb.or(matches);
      });
    }
  }
  if (after) {
    query = query.where((eb) => eb(eb.refTuple('u.createdAt', 'u.id'), '<', eb.tuple(after.at, after.id)));
  }
  const rows = await query
    .orderBy('u.createdAt', 'desc')
    .orderBy('u.id', 'desc')
    .limit(input.limit + 1)
    .execute();
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
    const account = await trx
      .selectFrom('users')
      .selectAll()
      .where('id', '=', userId)
      .where('role', '=', 'member')
      .executeTakeFirst();
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
    ] = await Promise.all([
      trx.selectFrom('profiles').selectAll().where('userId', '=', userId).executeTakeFirst(),
      readAnswersMany(trx, [userId]),
      trx
        .selectFrom('photos')
        .select(['id', 'position', 'width', 'height', 'createdAt', 'reviewStatus', 'reviewedAt'])
        .where('userId', '=', userId)
        .orderBy('position')
        .orderBy('createdAt')
        .execute(),
      trx
        .selectFrom('subscriptions')
        .selectAll()
        .where('userId', '=', userId)
        .orderBy('createdAt', 'desc')
        .limit(HISTORY_LIMIT)
        .execute(),
      trx
        .selectFrom('paymentRefunds as f')
        .innerJoin('subscriptions as s', 's.id', 'f.subscriptionId')
        .select(['f.id', 'f.subscriptionId', 's.orderId', 'f.amountCents', 'f.gstCents', 'f.reason', 'f.refundedAt'])
        .where('s.userId', '=', userId)
        .orderBy('f.refundedAt', 'desc')
        .limit(HISTORY_LIMIT)
        .execute(),
      trx
        .selectFrom('checkoutSessions')
        .select(['provider', 'planId', 'amountCents', 'currency', 'state', 'createdAt', 'completedAt'])
        .where('userId', '=', userId)
        .orderBy('createdAt', 'desc')
        .limit(HISTORY_LIMIT)
        .execute(),
      trx
        .selectFrom('reports as r')
        .leftJoin('users as o', 'o.id', 'r.reportedUserId')
        .select([
          'r.id',
          'r.reasons',
          'r.urgent',
          'r.state',
          'r.createdAt',
          'r.decidedAt',
          'o.id as otherUserId',
          'o.email as otherEmail',
        ])
        .where('r.reporterId', '=', userId)
        .orderBy('r.createdAt', 'desc')
        .limit(HISTORY_LIMIT)
        .execute(),
      trx
        .selectFrom('reports as r')
        .leftJoin('users as o', 'o.id', 'r.reporterId')
        .select([
          'r.id',
          'r.reasons',
          'r.urgent',
          'r.state',
          'r.createdAt',
          'r.decidedAt',
          'o.id as otherUserId',
          'o.email as otherEmail',
        ])
        .where('r.reportedUserId', '=', userId)
        .orderBy('r.createdAt', 'desc')
        .limit(HISTORY_LIMIT)
        .execute(),
      trx
        .selectFrom('suspensions')
        .selectAll()
        .where('userId', '=', userId)
        .orderBy('suspendedAt', 'desc')
        .limit(HISTORY_LIMIT)
        .execute(),
      // Named columns only: never the refresh tokens (their hashes live in another table) or the session's id.
      trx
        .selectFrom('sessions')
        .select(['createdAt', 'lastUsedAt', 'absoluteExpiresAt', 'rememberMe', 'userAgent', 'revokedAt'])
        .where('userId', '=', userId)
        .orderBy('createdAt', 'desc')
        .limit(HISTORY_LIMIT)
        .execute(),
      trx
        .selectFrom('verificationRequests')
        .select(['id', 'state', 'createdAt', 'decidedAt', 'decisionReason'])
        .where('userId', '=', userId)
        .orderBy('createdAt', 'desc')
        .limit(HISTORY_LIMIT)
        .execute(),
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
    const member = await trx
      .selectFrom('users')
      .select('id')
      .where('id', '=', input.userId)
      .where('role', '=', 'member')
      .forUpdate()
      .executeTakeFirst();
    if (!member) throw memberNotFound();
    const open = await trx
      .selectFrom('sessions')
      .select('id')
      .where('userId', '=', member.id)
      .where('revokedAt', 'is', null)
      .where('absoluteExpiresAt', '>', now)
      .execute();
    await revokeUserSessions(trx, member.id, now);
    // As after a password change: no push message goes to a device that is no longer signed in.
    await trx.deleteFrom('devices').where('userId', '=', member.id).execute();
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
