import { sql, type Kysely, type Selectable, type Transaction, type Updateable } from 'kysely';
import type { ContactAccessStatus } from '@app/shared/connections';
import type { UserType } from '@app/shared/constants';
import type { ConnectionsTable, ContactAccessTable, Database, FamilyRelationColumn } from '../../db/schema';
import { anyId } from '../../db/id-list';

/**
 * Every SQL statement of connections and contact details (architecture: repositories are the only place SQL
 * lives).
 */

type Db = Kysely<Database> | Transaction<Database>;
type Trx = Transaction<Database>;
export type ConnectionRow = Selectable<ConnectionsTable>;
export type AccessRow = Selectable<ContactAccessTable>;

// ---- connections ------------------------------------------------------------------------------------------------

/** The pair's lock: a transaction-level advisory lock keyed by the two ids, whoever asks first. */
export async function lockPair(trx: Trx, a: string, b: string): Promise<void> {
  const [low, high] = a < b ? [a, b] : [b, a];
  await sql`select pg_advisory_xact_lock(hashtextextended(${`connection:${low}:${high}`}, 0))`.execute(trx);
}

/** The pair's live row (pending or accepted), either way round, or undefined. */
export function findLiveConnection(db: Db, a: string, b: string): Promise<ConnectionRow | undefined> {
  return db
    .selectFrom('connections')
    .selectAll()
    .where('status', 'in', ['pending', 'accepted'])
    .where((eb) =>
      eb.or([
        eb.and([eb('senderId', '=', a), eb('receiverId', '=', b)]),
        eb.and([eb('senderId', '=', b), eb('receiverId', '=', a)]),
      ]),
    )
    .executeTakeFirst();
}

export function updateConnection(
  trx: Trx,
  connectionId: string,
  changes: Updateable<ConnectionsTable>,
): Promise<ConnectionRow> {
  return trx
    .updateTable('connections')
    .set(changes)
    .where('id', '=', connectionId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function insertConnectionRequest(
  trx: Trx,
  request: {
    senderId: string;
    receiverId: string;
    now: Date;
    requestedBy: { accountId: string; relation: FamilyRelationColumn } | null;
  },
): Promise<ConnectionRow> {
  return trx
    .insertInto('connections')
    .values({
      senderId: request.senderId,
      receiverId: request.receiverId,
      status: 'pending',
      createdAt: request.now,
      updatedAt: request.now,
      requestedByAccountId: request.requestedBy?.accountId ?? null,
      requestedByRelation: request.requestedBy?.relation ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The lock on a sender's monthly allowance of requests (transaction-level advisory). */
export async function lockRequestAllowance(trx: Trx, senderId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`connection-allowance:${senderId}`}, 0))`.execute(trx);
}

/** How many requests the member sent since `since` (withdrawn and declined ones too). */
export async function countRequestsSentSince(db: Db, senderId: string, since: Date): Promise<number> {
  const { sent } = await db
    .selectFrom('connections')
    .select(({ fn }) => fn.countAll<number>().as('sent'))
    .where('senderId', '=', senderId)
    .where('createdAt', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(sent);
}

/** A member's id and plan, or undefined. */
export function findMemberTier(db: Db, userId: string): Promise<{ id: string; usertype: UserType } | undefined> {
  return db.selectFrom('users').select(['id', 'usertype']).where('id', '=', userId).executeTakeFirst();
}

/** The Connections tab's lists: connections, requests sent, requests received. */
export type ConnectionList = 'connections' | 'sent' | 'received';

/** One list's rows for the member, newest first, at most `limit`. */
export function listConnectionRows(db: Db, memberId: string, list: ConnectionList, limit: number) {
  let query = db
    .selectFrom('connections')
    .select(['senderId', 'receiverId', 'createdAt', 'respondedAt', 'requestedByRelation']);
  if (list === 'connections') {
    query = query
      .where('status', '=', 'accepted')
      .where((eb) => eb.or([eb('senderId', '=', memberId), eb('receiverId', '=', memberId)]))
      .orderBy('respondedAt', 'desc');
  } else {
    query = query
      .where('status', '=', 'pending')
      .where(list === 'sent' ? 'senderId' : 'receiverId', '=', memberId)
      .orderBy('createdAt', 'desc');
  }
  return query.orderBy('createdAt', 'desc').limit(limit).execute();
}

// ---- contact details --------------------------------------------------------------------------------------------

/** The pair's accepted connection's dates (either way round), or undefined when they are not connected now. */
export function findAcceptedConnection(
  db: Db,
  a: string,
  b: string,
): Promise<{ respondedAt: Date | null; createdAt: Date } | undefined> {
  return db
    .selectFrom('connections')
    .select(['respondedAt', 'createdAt'])
    .where('status', '=', 'accepted')
    .where((eb) =>
      eb.or([
        eb.and([eb('senderId', '=', a), eb('receiverId', '=', b)]),
        eb.and([eb('senderId', '=', b), eb('receiverId', '=', a)]),
      ]),
    )
    .executeTakeFirst();
}

/** Revokes the contact details shared either way between the two (pending requests and grants). */
export async function revokeContactAccessBetween(trx: Trx, a: string, b: string, now: Date): Promise<void> {
  await trx
    .updateTable('contactAccess')
    .set({ status: 'revoked', respondedAt: now })
    .where('status', 'in', ['pending', 'granted'])
    .where((eb) =>
      eb.or([
        eb.and([eb('ownerId', '=', a), eb('requesterId', '=', b)]),
        eb.and([eb('ownerId', '=', b), eb('requesterId', '=', a)]),
      ]),
    )
    .execute();
}

export function findContactAccess(db: Db, ownerId: string, requesterId: string): Promise<AccessRow | undefined> {
  return db
    .selectFrom('contactAccess')
    .selectAll()
    .where('ownerId', '=', ownerId)
    .where('requesterId', '=', requesterId)
    .executeTakeFirst();
}

/** A pending request for the owner's details (a new row, or the old one asked again). */
export async function upsertContactRequest(db: Db, ownerId: string, requesterId: string, now: Date): Promise<void> {
  await db
    .insertInto('contactAccess')
    .values({ ownerId, requesterId, status: 'pending', requestedAt: now, respondedAt: null })
    .onConflict((oc) =>
      oc.columns(['ownerId', 'requesterId']).doUpdateSet({ status: 'pending', requestedAt: now, respondedAt: null }),
    )
    .execute();
}

/** The owner's answer to a request. */
export async function updateContactAccessStatus(
  db: Db,
  ownerId: string,
  requesterId: string,
  status: ContactAccessStatus,
  now: Date,
): Promise<void> {
  await db
    .updateTable('contactAccess')
    .set({ status, respondedAt: now })
    .where('ownerId', '=', ownerId)
    .where('requesterId', '=', requesterId)
    .execute();
}

/** Revokes the owner's grant to `requesterId`, if there is one. */
export async function revokeContactGrant(db: Db, ownerId: string, requesterId: string, now: Date): Promise<void> {
  await db
    .updateTable('contactAccess')
    .set({ status: 'revoked', respondedAt: now })
    .where('ownerId', '=', ownerId)
    .where('requesterId', '=', requesterId)
    .where('status', '=', 'granted')
    .execute();
}

/** The member's e-mail and phone number (null without a profile). */
export function findContactDetails(db: Db, userId: string): Promise<{ email: string; contactNumber: string | null }> {
  return db
    .selectFrom('users')
    .leftJoin('profiles', 'profiles.userId', 'users.id')
    .select(['users.email', 'profiles.contactNumber'])
    .where('users.id', '=', userId)
    .executeTakeFirstOrThrow();
}

export async function insertContactRead(db: Db, ownerId: string, viewerId: string, seenAt: Date): Promise<void> {
  await db.insertInto('contactAccessLog').values({ ownerId, viewerId, seenAt }).execute();
}

/** The members' names as their profiles hold them. */
export function listProfileNames(db: Db, userIds: readonly string[]) {
  return db
    .selectFrom('profiles')
    .select(['userId', 'displayName', 'firstName'])
    .where('userId', '=', anyId([...userIds]))
    .execute();
}

/** Every request for the owner's details, newest first. */
export function listContactAccessOf(db: Db, ownerId: string): Promise<AccessRow[]> {
  return db
    .selectFrom('contactAccess')
    .selectAll()
    .where('ownerId', '=', ownerId)
    .orderBy('requestedAt', 'desc')
    .execute();
}

/** The newest reads of the owner's details, at most `limit`. */
export function listContactReads(db: Db, ownerId: string, limit: number) {
  return db
    .selectFrom('contactAccessLog')
    .select(['viewerId', 'seenAt'])
    .where('ownerId', '=', ownerId)
    .orderBy('seenAt', 'desc')
    .limit(limit)
    .execute();
}
