import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** What an access token needs to be honoured: a live session of an existing member (and whether they are suspended). */
export function findSessionForAccess(db: Db, sessionId: string, userId: string) {
  return db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.userId')
    .select(['s.createdAt', 's.revokedAt', 's.absoluteExpiresAt', 'u.tokensValidAfter', 'u.suspendedAt', 'u.usertype'])
    .where('s.id', '=', sessionId)
    .where('s.userId', '=', userId)
    .executeTakeFirst();
}
