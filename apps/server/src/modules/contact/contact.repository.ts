import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import type { ContactMessagesTable, Database } from '../../db/schema';

/** Every SQL statement of the contact form (architecture: repositories are the only place SQL lives). */

type Db = Kysely<Database> | Transaction<Database>;

/** How many messages came from `email` after `after`. */
export async function countMessagesFromSince(db: Db, email: string, after: Date): Promise<number> {
  const earlier = await db
    .selectFrom('contactMessages')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('email', '=', email)
    .where('createdAt', '>', after)
    .executeTakeFirstOrThrow();
  return earlier.count;
}

/** Stores a message; its id. */
export async function insertContactMessage(db: Db, message: Insertable<ContactMessagesTable>): Promise<string> {
  const row = await db.insertInto('contactMessages').values(message).returning('id').executeTakeFirstOrThrow();
  return row.id;
}
