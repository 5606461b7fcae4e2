import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

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
