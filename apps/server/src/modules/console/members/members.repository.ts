import { sql, type Expression, type Kysely, type SqlBool, type Transaction } from 'kysely';
import type { Database } from '../../../db/schema';
import { isUuid, type Keyset } from './keyset';

/** The SQL of the console's members section and contact inbox (the services decide). Members only, never staff. */

type Db = Kysely<Database> | Transaction<Database>;

/** `like` matches the characters as typed: %, _ and \ in a search are not wildcards. */
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (match) => `\\${match}`);

// ---- the contact inbox ------------------------------------------------------------------------------------------

/** Contact messages, newest first (created_at, id), after the keyset; `limit` rows at most. */
export function listContactMessageRows(db: Db, after: Keyset | null, limit: number) {
  let query = db
    .selectFrom('contactMessages')
    .select(['id', 'firstName', 'lastName', 'email', 'country', 'phone', 'message', 'status', 'createdAt'])
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit);
  if (after) query = query.where((eb) => eb(eb.refTuple('createdAt', 'id'), '<', eb.tuple(after.at, after.id)));
  return query.execute();
}

// ---- the search -------------------------------------------------------------------------------------------------

/**
 * Members, newest first (created_at, id), after the keyset; `limit` rows at most. `term` (trimmed; '' for all) is
 * an exact id (uuid or public uid), or the start of an e-mail address, of a first or last name, or of "first last".
 * Each way of matching reads its own index (see migration 202612010004), joined as one list of ids.
 */
export function searchMemberRows(db: Db, input: { term: string; after: Keyset | null; limit: number }) {
  const { term, after } = input;
  let query = db
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
  return query.orderBy('u.createdAt', 'desc').orderBy('u.id', 'desc').limit(input.limit).execute();
}

// ---- one member -------------------------------------------------------------------------------------------------

export function findMemberAccount(db: Db, userId: string) {
  return db.selectFrom('users').selectAll().where('id', '=', userId).where('role', '=', 'member').executeTakeFirst();
}

export function findProfileRow(db: Db, userId: string) {
  return db.selectFrom('profiles').selectAll().where('userId', '=', userId).executeTakeFirst();
}

/** Every photo of the member, pending ones too, in order. */
export function listPhotosOf(db: Db, userId: string) {
  return db
    .selectFrom('photos')
    .select(['id', 'position', 'width', 'height', 'createdAt', 'reviewStatus', 'reviewedAt'])
    .where('userId', '=', userId)
    .orderBy('position')
    .orderBy('createdAt')
    .execute();
}

/** The member's subscriptions, newest first; `limit` at most. */
export function listSubscriptionsOf(db: Db, userId: string, limit: number) {
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .limit(limit)
    .execute();
}

/** Refunds of the member's payments, newest first; `limit` at most. */
export function listRefundsOf(db: Db, userId: string, limit: number) {
  return db
    .selectFrom('paymentRefunds as f')
    .innerJoin('subscriptions as s', 's.id', 'f.subscriptionId')
    .select(['f.id', 'f.subscriptionId', 's.orderId', 'f.amountCents', 'f.gstCents', 'f.reason', 'f.refundedAt'])
    .where('s.userId', '=', userId)
    .orderBy('f.refundedAt', 'desc')
    .limit(limit)
    .execute();
}

/** The member's checkouts, newest first; `limit` at most. */
export function listCheckoutsOf(db: Db, userId: string, limit: number) {
  return db
    .selectFrom('checkoutSessions')
    .select(['provider', 'planId', 'amountCents', 'currency', 'state', 'createdAt', 'completedAt'])
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .limit(limit)
    .execute();
}

/**
 * Reports on one side of the member, newest first, with the member on the other side: those they `made`, or those
 * `about` them; `limit` at most.
 */
export function listReportsOf(db: Db, userId: string, side: 'made' | 'about', limit: number) {
  const [own, other] =
    side === 'made' ? (['reporterId', 'reportedUserId'] as const) : (['reportedUserId', 'reporterId'] as const);
  return db
    .selectFrom('reports as r')
    .leftJoin('users as o', 'o.id', `r.${other}`)
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
    .where(`r.${own}`, '=', userId)
    .orderBy('r.createdAt', 'desc')
    .limit(limit)
    .execute();
}

/** The member's suspensions, newest first; `limit` at most. */
export function listSuspensionsOf(db: Db, userId: string, limit: number) {
  return db
    .selectFrom('suspensions')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('suspendedAt', 'desc')
    .limit(limit)
    .execute();
}

/**
 * The member's sessions, newest first; `limit` at most. Named columns only: never the refresh tokens (their hashes
 * live in another table) or the session's id.
 */
export function listSessionsOf(db: Db, userId: string, limit: number) {
  return db
    .selectFrom('sessions')
    .select(['createdAt', 'lastUsedAt', 'absoluteExpiresAt', 'rememberMe', 'userAgent', 'revokedAt'])
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .limit(limit)
    .execute();
}

/** The member's verification requests, newest first; `limit` at most. */
export function listVerificationRequestsOf(db: Db, userId: string, limit: number) {
  return db
    .selectFrom('verificationRequests')
    .select(['id', 'state', 'createdAt', 'decidedAt', 'decisionReason'])
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .limit(limit)
    .execute();
}

// ---- signing out everywhere -------------------------------------------------------------------------------------

/** Locks the member's account row (never a staff account's) for the transaction. */
export function lockMemberAccount(trx: Transaction<Database>, userId: string) {
  return trx
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .where('role', '=', 'member')
    .forUpdate()
    .executeTakeFirst();
}

/** The member's sessions not revoked and not past their absolute expiry at `now`. */
export function listOpenSessionIds(db: Db, userId: string, now: Date) {
  return db
    .selectFrom('sessions')
    .select('id')
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null)
    .where('absoluteExpiresAt', '>', now)
    .execute();
}

/** Forgets the member's push devices. */
export async function deleteDevicesOf(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('devices').where('userId', '=', userId).execute();
}

/** Who helps with the member's profile (ADR 017), with their sign-in address for the team. */
export function listFamilyHelpersOf(db: Db, userId: string) {
  return db
    .selectFrom('familyMembers as fm')
    .innerJoin('users as u', 'u.id', 'fm.accountId')
    .select([
      'fm.accountId',
      'u.email',
      'fm.relation',
      'fm.rights',
      'fm.createdAt',
      'fm.lastActiveAt',
      'fm.madeProfile',
    ])
    .where('fm.profileId', '=', userId)
    .orderBy('fm.createdAt')
    .execute();
}

/** The profiles the member's account helps with (ADR 017). */
export function listProfilesHelpedBy(db: Db, userId: string) {
  return db
    .selectFrom('familyMembers')
    .select(['profileId', 'relation', 'rights', 'createdAt'])
    .where('accountId', '=', userId)
    .orderBy('createdAt')
    .execute();
}
