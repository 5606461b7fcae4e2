import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;
/** The app's database or a caller's transaction. */
type Executor = Kysely<Database> | Transaction<Database>;

/** A VAPID key pair in base64url: the uncompressed P-256 public point and the private scalar. */
export type VapidKeyPair = { publicKey: string; privateKey: string };

/** The site's stored key pair, if one was generated already. */
export async function findVapidKeys(db: Db): Promise<VapidKeyPair | undefined> {
  return db.selectFrom('pushVapidKeys').select(['publicKey', 'privateKey']).where('id', '=', 1).executeTakeFirst();
}

/**
 * Stores `candidate` unless a pair is stored already, then returns the stored pair. Two processes starting at
 * once may both try: the table holds one row (`id` is always 1), the second insert does nothing, and both read
 * the pair that was committed first.
 */
export async function keepVapidKeys(db: Db, candidate: VapidKeyPair): Promise<VapidKeyPair> {
  await db
    .insertInto('pushVapidKeys')
    .values(candidate)
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  return db
    .selectFrom('pushVapidKeys')
    .select(['publicKey', 'privateKey'])
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
}

/** Every push token (device) registered for a member through POST user/updateFcmToken. */
export async function listMemberDevices(db: Db, userId: string): Promise<Array<{ fcmToken: string }>> {
  return db.selectFrom('devices').select('fcmToken').where('userId', '=', userId).execute();
}

/** Forgets one device of a member (its push service said the subscription is gone). */
export async function removeMemberDevice(db: Db, userId: string, fcmToken: string): Promise<void> {
  await db.deleteFrom('devices').where('userId', '=', userId).where('fcmToken', '=', fcmToken).execute();
}

/** The member's public id, to check a device registration against; undefined when the account is gone. */
export function findMemberUid(db: Db, userId: string): Promise<{ id: string; uid: string } | undefined> {
  return db.selectFrom('users').select(['id', 'uid']).where('id', '=', userId).executeTakeFirst();
}

/** One row per device token: a token sent again moves to the member and session that sent it last. */
export async function upsertDevice(
  db: Db,
  row: { userId: string; uid: string; fcmToken: string; userStatus: string; sessionId: string; now: Date },
): Promise<void> {
  await db
    .insertInto('devices')
    .values({
      userId: row.userId,
      fcmToken: row.fcmToken,
      uid: row.uid,
      userStatus: row.userStatus,
      sessionId: row.sessionId,
      createdAt: row.now,
      updatedAt: row.now,
    })
    .onConflict((oc) =>
      oc.column('fcmToken').doUpdateSet({
        userId: row.userId,
        uid: row.uid,
        userStatus: row.userStatus,
        sessionId: row.sessionId,
        updatedAt: row.now,
      }),
    )
    .execute();
}

/** Forgets the devices registered in one session. */
export async function deleteSessionDevices(db: Executor, sessionId: string): Promise<void> {
  await db.deleteFrom('devices').where('sessionId', '=', sessionId).execute();
}

/** Forgets every device of a member. */
export async function deleteMemberDevices(db: Executor, userId: string): Promise<void> {
  await db.deleteFrom('devices').where('userId', '=', userId).execute();
}
