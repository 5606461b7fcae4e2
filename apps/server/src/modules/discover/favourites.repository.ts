import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { anyId } from '../../db/id-list';

/** Every SQL statement of favourites (architecture: repositories are the only place SQL lives). */

type Db = Kysely<Database> | Transaction<Database>;

/** Removes the favourite; the member removed, or undefined when there was none. */
export function deleteFavourite(
  db: Db,
  userId: string,
  favoritedUserId: string,
): Promise<{ favoritedUserId: string } | undefined> {
  return db
    .deleteFrom('favourites')
    .where('userId', '=', userId)
    .where('favoritedUserId', '=', favoritedUserId)
    .returning('favoritedUserId')
    .executeTakeFirst();
}

/** Adds the favourite (one already there: nothing); whether a row was added. */
export async function insertFavourite(db: Db, userId: string, favoritedUserId: string, now: Date): Promise<boolean> {
  const inserted = await db
    .insertInto('favourites')
    .values({ userId, favoritedUserId, createdAt: now })
    .onConflict((oc) => oc.doNothing())
    .returning('favoritedUserId')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** The member's favourites, newest first. */
export function listFavouriteRows(
  db: Db,
  userId: string,
): Promise<Array<{ favoritedUserId: string; createdAt: Date }>> {
  return db
    .selectFrom('favourites')
    .select(['favoritedUserId', 'createdAt'])
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('favoritedUserId')
    .execute();
}

/** Which of `ids` the member has among their favourites. */
export function listFavouritesAmong(
  db: Db,
  userId: string,
  ids: readonly string[],
): Promise<Array<{ favoritedUserId: string }>> {
  return db
    .selectFrom('favourites')
    .select('favoritedUserId')
    .where('userId', '=', userId)
    .where('favoritedUserId', '=', anyId(ids))
    .execute();
}
