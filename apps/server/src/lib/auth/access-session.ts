import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * What an access token needs to be honoured: a live session of an existing account (and whether it is suspended).
 * With `actingFor` (a family manager acting for another's profile, ADR 017), also the account's membership of that
 * profile's family (null columns when there is none: removed, or the profile is gone) and the profile's own plan and
 * suspension. One query, read on every request.
 */
export function findSessionForAccess(db: Db, sessionId: string, userId: string, actingFor?: string) {
  return db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.userId')
    .leftJoin('familyMembers as fm', (join) =>
      join.onRef('fm.accountId', '=', 's.userId').on('fm.profileId', '=', actingFor ?? sql<string>`null`),
    )
    .leftJoin('users as p', 'p.id', 'fm.profileId')
    .select([
      's.createdAt',
      's.revokedAt',
      's.absoluteExpiresAt',
      'u.tokensValidAfter',
      'u.suspendedAt',
      'u.usertype',
      'u.awaitingCandidateSince as accountAwaitingSince',
      'u.familyOnly',
      'fm.relation',
      'fm.rights',
      'fm.lastActiveAt as familyLastActiveAt',
      'fm.madeProfile',
      'p.usertype as profileUsertype',
      'p.suspendedAt as profileSuspendedAt',
      'p.awaitingCandidateSince as profileAwaitingSince',
    ])
    .where('s.id', '=', sessionId)
    .where('s.userId', '=', userId)
    .executeTakeFirst();
}

/** A manager's last action for the profile, kept to the hour (one write an hour at most). */
export async function touchFamilyActivity(
  db: Db,
  profileId: string,
  accountId: string,
  now: Date,
  resolutionMs: number,
): Promise<void> {
  await db
    .updateTable('familyMembers')
    .set({ lastActiveAt: now })
    .where('profileId', '=', profileId)
    .where('accountId', '=', accountId)
    .where((eb) =>
      eb.or([eb('lastActiveAt', 'is', null), eb('lastActiveAt', '<', new Date(now.getTime() - resolutionMs))]),
    )
    .execute();
}

/**
 * The session of a media request (the media cookie's) for the viewer its URL was signed for: the viewer's own
 * session, or the session of a family manager acting for the viewer's profile (ADR 017) who holds `right` on it now.
 * Answers the session with the plan and suspension that apply (the profile's, for a manager), or undefined when the
 * session is neither. Its liveness is the caller's to check (`isLiveSession`).
 */
export async function findMediaSession(db: Db, sessionId: string, viewerId: string, right: string) {
  const owner = await db.selectFrom('sessions').select('userId').where('id', '=', sessionId).executeTakeFirst();
  if (!owner) return undefined;
  if (owner.userId === viewerId) {
    const session = await findSessionForAccess(db, sessionId, viewerId);
    return session && { ...session, usertype: session.usertype, suspended: session.suspendedAt !== null };
  }
  const session = await findSessionForAccess(db, sessionId, owner.userId, viewerId);
  if (!session?.relation || !session.rights?.includes(right as never) || !session.profileUsertype) return undefined;
  return {
    ...session,
    usertype: session.profileUsertype,
    suspended: session.suspendedAt !== null || session.profileSuspendedAt !== null,
  };
}
