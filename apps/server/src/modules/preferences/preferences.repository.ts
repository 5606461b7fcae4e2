import type { Kysely, Transaction } from 'kysely';
import { PREFERENCE_FIELDS, type PartnerPreferences } from '@app/shared/profile';
import type { Database } from '../../db/schema';

/** Database access for partner preferences (one row per member). */
type Db = Kysely<Database> | Transaction<Database>;

/**
 * The stored preferences, as stored. The columns hold values that passed `PartnerPreferencesSchema` on the way
 * in; the service parses them again before answering, so a value an older list no longer has is caught there.
 */
export async function findPreferences(db: Db, userId: string, options: { forUpdate?: boolean } = {}) {
  let query = db.selectFrom('partnerPreferences').select(PREFERENCE_FIELDS).where('userId', '=', userId);
  if (options.forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** Stores the first preferences unless a concurrent request already did (then theirs stand). */
export async function insertPreferences(db: Db, userId: string, preferences: PartnerPreferences, now: Date) {
  await db
    .insertInto('partnerPreferences')
    .values({ userId, ...preferences, createdAt: now, updatedAt: now })
    .onConflict((conflict) => conflict.column('userId').doNothing())
    .execute();
}

export async function updatePreferences(db: Db, userId: string, preferences: PartnerPreferences, now: Date) {
  await db
    .updateTable('partnerPreferences')
    .set({ ...preferences, updatedAt: now })
    .where('userId', '=', userId)
    .execute();
}
