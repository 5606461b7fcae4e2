import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { ChatFilesTable, Database } from '../../db/schema';

/** Every SQL statement of chat attachments (architecture: repositories are the only place SQL lives). */

type Db = Kysely<Database> | Transaction<Database>;
export type ChatFileRow = Selectable<ChatFilesTable>;

export function insertChatFile(db: Db, row: Insertable<ChatFilesTable>): Promise<ChatFileRow> {
  return db.insertInto('chatFiles').values(row).returningAll().executeTakeFirstOrThrow();
}

export function findChatFile(db: Db, fileId: string): Promise<ChatFileRow | undefined> {
  return db.selectFrom('chatFiles').selectAll().where('id', '=', fileId).executeTakeFirst();
}

/** The message a file was sent with: its id and its two members. */
export function findMessageMembers(
  db: Db,
  messageId: number,
): Promise<{ id: number; senderId: string; recipientId: string } | undefined> {
  return db
    .selectFrom('messages')
    .select(['id', 'senderId', 'recipientId'])
    .where('id', '=', messageId)
    .executeTakeFirst();
}

/** Up to which message the member removed the conversation with `otherId` from their list, if they have a row. */
export function findClearedBefore(
  db: Db,
  memberId: string,
  otherId: string,
): Promise<{ clearedBeforeMessageId: number } | undefined> {
  return db
    .selectFrom('conversations')
    .select('clearedBeforeMessageId')
    .where('memberId', '=', memberId)
    .where('otherId', '=', otherId)
    .executeTakeFirst();
}

/** The block `blockerId` placed on `blockedId`, if there is one. */
export function findBlockBy(db: Db, blockerId: string, blockedId: string): Promise<{ blockerId: string } | undefined> {
  return db
    .selectFrom('blocks')
    .select('blockerId')
    .where('blockerId', '=', blockerId)
    .where('blockedId', '=', blockedId)
    .executeTakeFirst();
}
