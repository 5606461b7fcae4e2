import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The SQL of blocking (the `blocks` table); a transaction is a `Kysely` too. */

/** Whether an account with this id exists (whatever its profile's state). */
export async function accountExists(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  return row !== undefined;
}

/** Inserts the block; false when the caller had already blocked this member (the row is left as it was). */
export async function insertBlock(
  db: Kysely<Database>,
  block: { blockerId: string; blockedId: string; now: Date },
): Promise<boolean> {
  const inserted = await db
    .insertInto('blocks')
    .values({ blockerId: block.blockerId, blockedId: block.blockedId, createdAt: block.now })
    .onConflict((oc) => oc.columns(['blockerId', 'blockedId']).doNothing())
    .returning('blockerId')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Deletes the caller's block of this member; false when there was none. */
export async function deleteBlock(db: Kysely<Database>, blockerId: string, blockedId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('blocks')
    .where('blockerId', '=', blockerId)
    .where('blockedId', '=', blockedId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export type BlockedRow = { userId: string; displayName: string | null; firstName: string | null; blockedAt: Date };

/** The members `blockerId` blocked, newest first, with the names of their profile rows (if any). */
export function listBlockedBy(db: Kysely<Database>, blockerId: string): Promise<BlockedRow[]> {
  return db
    .selectFrom('blocks')
    .leftJoin('profiles', 'profiles.userId', 'blocks.blockedId')
    .select([
      'blocks.blockedId as userId',
      'profiles.displayName',
      'profiles.firstName',
      'blocks.createdAt as blockedAt',
    ])
    .where('blocks.blockerId', '=', blockerId)
    .orderBy('blocks.createdAt', 'desc')
    .orderBy('blocks.blockedId')
    .execute();
}
