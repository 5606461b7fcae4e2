import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';

/** Every SQL statement of "who viewed me" (architecture: repositories are the only place SQL lives). */

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Records a view: one row per viewer, member and day (a second visit that day moves the time only). True when the
 * row is new.
 */
export async function upsertProfileView(
  db: Db,
  view: { viewerId: string; viewedId: string; viewDay: string; viewedAt: Date },
): Promise<boolean> {
  const inserted = await db
    .insertInto('profileViews')
    .values({ viewerId: view.viewerId, viewedId: view.viewedId, viewDay: view.viewDay, viewedAt: view.viewedAt })
    .onConflict((oc) => oc.columns(['viewedId', 'viewerId', 'viewDay']).doUpdateSet({ viewedAt: view.viewedAt }))
    // xmax is 0 for a row this statement inserted, non-zero for one it updated.
    .returning(sql<boolean>`(xmax = 0)`.as('inserted'))
    .executeTakeFirstOrThrow();
  return inserted.inserted;
}

/** Who viewed the member: one row per visitor with their latest visit and how many days, latest first. */
export function listViewersOf(db: Db, viewedId: string) {
  return db
    .selectFrom('profileViews')
    .select(({ fn }) => ['viewerId', fn.max('viewedAt').as('viewedAt'), fn.countAll<number>().as('days')])
    .where('viewedId', '=', viewedId)
    .groupBy('viewerId')
    .orderBy('viewedAt', 'desc')
    .orderBy('viewerId')
    .execute();
}
