import { sql, type Kysely, type RawBuilder, type Selectable, type Transaction } from 'kysely';
import { SCAM_FLAG_KINDS, type ScamFlagKind } from '@app/shared/chat';
import type { ConversationsTable, Database, FamilyRelationColumn, MessagesTable } from '../../db/schema';
import { anyId } from '../../db/id-list';
import type { ChatFileRow } from '../files/index';

/** Every SQL statement of chat (architecture: repositories are the only place SQL lives). */

type Db = Kysely<Database> | Transaction<Database>;
export type MessageRow = Selectable<MessagesTable>;
export type ConversationRow = Selectable<ConversationsTable>;

/** `= anyMessageId(ids)`: one bigint array parameter, whatever the list's length (see db/id-list.ts). */
function anyMessageId(ids: readonly number[]): RawBuilder<number> {
  return sql<number>`any(${sql`${[...ids]}::bigint[]`})`;
}

/** The pair's two ids in order: the conversation's key in `messages`. */
export function pairOf(a: string, b: string): { memberLow: string; memberHigh: string } {
  return a < b ? { memberLow: a, memberHigh: b } : { memberLow: b, memberHigh: a };
}

/** A member's id and when they were suspended (null: not suspended), or undefined for no such member. */
export function findMemberSuspension(db: Db, userId: string) {
  return db.selectFrom('users').select(['id', 'suspendedAt']).where('id', '=', userId).executeTakeFirst();
}

export function findState(db: Db, memberId: string, otherId: string): Promise<ConversationRow | undefined> {
  return db
    .selectFrom('conversations')
    .selectAll()
    .where('memberId', '=', memberId)
    .where('otherId', '=', otherId)
    .executeTakeFirst();
}

/** The member's conversations that have a message after what they removed, newest first. */
export function listStates(db: Db, memberId: string, limit: number): Promise<ConversationRow[]> {
  return db
    .selectFrom('conversations')
    .selectAll()
    .where('memberId', '=', memberId)
    .where('lastMessageId', 'is not', null)
    .whereRef('lastMessageId', '>', 'clearedBeforeMessageId')
    .orderBy('lastMessageId', 'desc')
    .limit(limit)
    .execute();
}

/** The newest message of the pair after `after` (0: any), or undefined. */
export function findLastMessage(db: Db, a: string, b: string, after = 0): Promise<MessageRow | undefined> {
  const { memberLow, memberHigh } = pairOf(a, b);
  return db
    .selectFrom('messages')
    .selectAll()
    .where('memberLow', '=', memberLow)
    .where('memberHigh', '=', memberHigh)
    .where('id', '>', after)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** One page of the pair's history, newest first: ids in (`after`, `before`), `limit` rows. */
export function listMessages(
  db: Db,
  a: string,
  b: string,
  options: { after: number; before: number | null; limit: number },
): Promise<MessageRow[]> {
  const { memberLow, memberHigh } = pairOf(a, b);
  let query = db
    .selectFrom('messages')
    .selectAll()
    .where('memberLow', '=', memberLow)
    .where('memberHigh', '=', memberHigh)
    .where('id', '>', options.after);
  if (options.before !== null) query = query.where('id', '<', options.before);
  return query.orderBy('id', 'desc').limit(options.limit).execute();
}

export function findMessagesByIds(db: Db, ids: readonly number[]): Promise<MessageRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('messages').selectAll().where('id', '=', anyMessageId(ids)).execute();
}

export function findByClientId(db: Db, senderId: string, clientMessageId: string): Promise<MessageRow | undefined> {
  return db
    .selectFrom('messages')
    .selectAll()
    .where('senderId', '=', senderId)
    .where('clientMessageId', '=', clientMessageId)
    .executeTakeFirst();
}

/** The flags of these messages, by message id, in the order of SCAM_FLAG_KINDS. */
export async function flagsOf(db: Db, messageIds: readonly number[]): Promise<Map<number, ScamFlagKind[]>> {
  const flags = new Map<number, ScamFlagKind[]>();
  if (messageIds.length === 0) return flags;
  const rows = await db
    .selectFrom('messageFlags')
    .select(['messageId', 'kind'])
    .where('messageId', '=', anyMessageId(messageIds))
    .execute();
  for (const { messageId, kind } of rows) flags.set(messageId, [...(flags.get(messageId) ?? []), kind]);
  for (const list of flags.values()) list.sort((x, y) => SCAM_FLAG_KINDS.indexOf(x) - SCAM_FLAG_KINDS.indexOf(y));
  return flags;
}

export async function filesByIds(db: Db, fileIds: readonly string[]): Promise<Map<string, ChatFileRow>> {
  if (fileIds.length === 0) return new Map();
  const rows = await db.selectFrom('chatFiles').selectAll().where('id', '=', anyId(fileIds)).execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** Unread messages from each of `senderIds` to the member, after what the member removed from their list. */
export async function unreadCounts(
  db: Db,
  memberId: string,
  senderIds: readonly string[],
): Promise<Map<string, number>> {
  if (senderIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('messages as m')
    .leftJoin('conversations as c', (join) =>
      join.onRef('c.memberId', '=', 'm.recipientId').onRef('c.otherId', '=', 'm.senderId'),
    )
    .select(['m.senderId', (eb) => eb.fn.countAll<number>().as('unread')])
    .where('m.recipientId', '=', memberId)
    .where('m.senderId', '=', anyId(senderIds))
    .where('m.readAt', 'is', null)
    .where((eb) => eb('m.id', '>', eb.fn.coalesce('c.clearedBeforeMessageId', sql.lit(0))))
    .groupBy('m.senderId')
    .execute();
  return new Map(rows.map((row) => [row.senderId, Number(row.unread)]));
}

/** The members among `otherIds` who have written to the member at least once (the member is answering them). */
export async function wroteTo(db: Db, memberId: string, otherIds: readonly string[]): Promise<Set<string>> {
  if (otherIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('messages')
    .select('senderId')
    .distinct()
    .where('recipientId', '=', memberId)
    .where('senderId', '=', anyId(otherIds))
    .execute();
  return new Set(rows.map((row) => row.senderId));
}

/** When each pair's accepted connection began (accepted, else requested), by the other member's id. */
export async function connectedSince(
  db: Db,
  memberId: string,
  otherIds: readonly string[],
): Promise<Map<string, Date>> {
  if (otherIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('connections')
    .select(['senderId', 'receiverId', 'respondedAt', 'createdAt'])
    .where('status', '=', 'accepted')
    .where((eb) =>
      eb.or([
        eb.and([eb('senderId', '=', memberId), eb('receiverId', '=', anyId(otherIds))]),
        eb.and([eb('receiverId', '=', memberId), eb('senderId', '=', anyId(otherIds))]),
      ]),
    )
    .execute();
  return new Map(
    rows.map((row) => [row.senderId === memberId ? row.receiverId : row.senderId, row.respondedAt ?? row.createdAt]),
  );
}

/** Names, tier and tick of members, straight from their rows (for members the card presenter leaves out). */
export async function bareMembers(
  db: Db,
  ids: readonly string[],
): Promise<Map<string, { firstName: string | null; displayName: string | null; usertype: string; verified: boolean }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('users as u')
    .leftJoin('profiles as p', 'p.userId', 'u.id')
    .select(['u.id', 'u.usertype', 'u.verifiedAt', 'p.firstName', 'p.displayName'])
    .where('u.id', '=', anyId(ids))
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      {
        firstName: row.firstName,
        displayName: row.displayName,
        usertype: row.usertype,
        verified: row.verifiedAt !== null,
      },
    ]),
  );
}

/** How many distinct other members the sender wrote this same text to since `since`, `recipientId` left out. */
export async function sameTextRecipients(
  db: Db,
  input: { senderId: string; recipientId: string; fingerprint: string; since: Date },
): Promise<number> {
  const row = await db
    .selectFrom('messages')
    .select((eb) => eb.fn.count<number>('recipientId').distinct().as('recipients'))
    .where('senderId', '=', input.senderId)
    .where('textFingerprint', '=', input.fingerprint)
    .where('createdAt', '>', input.since)
    .where('recipientId', '<>', input.recipientId)
    .executeTakeFirstOrThrow();
  return Number(row.recipients);
}

/** Conversations of the member with at least one unread message (the Chats tab badge). */
export async function unreadConversationCount(db: Db, memberId: string): Promise<number> {
  const row = await db
    .selectFrom('messages as m')
    .leftJoin('conversations as c', (join) =>
      join.onRef('c.memberId', '=', 'm.recipientId').onRef('c.otherId', '=', 'm.senderId'),
    )
    .leftJoin('blocks as b', (join) =>
      join.onRef('b.blockerId', '=', 'm.recipientId').onRef('b.blockedId', '=', 'm.senderId'),
    )
    .select((eb) => eb.fn.count<number>('m.senderId').distinct().as('conversations'))
    .where('m.recipientId', '=', memberId)
    .where('m.readAt', 'is', null)
    .where('b.blockerId', 'is', null)
    .where((eb) => eb('m.id', '>', eb.fn.coalesce('c.clearedBeforeMessageId', sql.lit(0))))
    .executeTakeFirstOrThrow();
  return Number(row.conversations);
}

// ---- writes -----------------------------------------------------------------------------------------------------

/**
 * Holds the pair's transaction-level advisory lock (whoever asks first): every write to a conversation takes it,
 * so two sends between the same members are stored one after the other (their conversation rows are updated in one
 * order, never deadlocking), and a retried send finds the message its first try stored.
 */
export async function lockPair(trx: Transaction<Database>, a: string, b: string): Promise<void> {
  const { memberLow, memberHigh } = pairOf(a, b);
  await sql`select pg_advisory_xact_lock(hashtextextended(${`chat:${memberLow}:${memberHigh}`}, 0))`.execute(trx);
}

/** Whether the pair has any message at all (whoever removed what from their list). */
export async function pairHasMessages(db: Db, a: string, b: string): Promise<boolean> {
  return (await findLastMessage(db, a, b)) !== undefined;
}

export function insertMessage(
  db: Db,
  values: {
    senderId: string;
    recipientId: string;
    text: string | null;
    fileId: string | null;
    clientMessageId: string;
    textFingerprint: string | null;
    createdAt: Date;
    actedByAccountId: string | null;
    actedByRelation: FamilyRelationColumn | null;
  },
): Promise<MessageRow> {
  return db
    .insertInto('messages')
    .values({ ...values, ...pairOf(values.senderId, values.recipientId) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function insertFlags(
  db: Db,
  messageId: number,
  flags: readonly ScamFlagKind[],
  createdAt: Date,
): Promise<void> {
  if (flags.length === 0) return;
  await db
    .insertInto('messageFlags')
    .values(flags.map((kind) => ({ messageId, kind, detail: null, createdAt })))
    .execute();
}

/** An upload of the sender's not yet sent, locked for the sending transaction; undefined otherwise. */
export function lockUnsentFile(db: Db, fileId: string, uploaderId: string) {
  return db
    .selectFrom('chatFiles')
    .selectAll()
    .where('id', '=', fileId)
    .where('uploaderId', '=', uploaderId)
    .forUpdate()
    .executeTakeFirst();
}

export async function attachFile(db: Db, fileId: string, messageId: number): Promise<void> {
  await db.updateTable('chatFiles').set({ messageId }).where('id', '=', fileId).execute();
}

/** Both members' rows of the conversation now end at `messageId` (created when missing). */
export async function recordLastMessage(
  db: Db,
  message: Pick<MessageRow, 'id' | 'senderId' | 'recipientId'>,
  now: Date,
  senderSawTips: boolean,
): Promise<void> {
  const rows = [
    { memberId: message.senderId, otherId: message.recipientId, safetyTipsSeen: senderSawTips },
    { memberId: message.recipientId, otherId: message.senderId, safetyTipsSeen: false },
  ].sort((x, y) => (x.memberId < y.memberId ? -1 : 1));
  for (const row of rows) {
    await db
      .insertInto('conversations')
      .values({ ...row, lastMessageId: message.id, updatedAt: now })
      .onConflict((oc) =>
        oc.columns(['memberId', 'otherId']).doUpdateSet((eb) => ({
          lastMessageId: sql<number>`greatest(${eb.ref('conversations.lastMessageId')}, ${message.id})`,
          updatedAt: now,
          safetyTipsSeen: row.safetyTipsSeen ? sql<boolean>`true` : eb.ref('conversations.safetyTipsSeen'),
        })),
      )
      .execute();
  }
}

/** Changes the member's own row of the conversation (created when missing, with the pair's newest message). */
export async function updateState(
  db: Db,
  memberId: string,
  otherId: string,
  changes: { clearedBeforeMessageId?: number; safetyTipsSeen?: true; unreadEmailSentFor?: number | null },
  now: Date,
): Promise<void> {
  const last = await findLastMessage(db, memberId, otherId);
  await db
    .insertInto('conversations')
    .values({ memberId, otherId, lastMessageId: last?.id ?? null, ...changes, updatedAt: now })
    .onConflict((oc) => oc.columns(['memberId', 'otherId']).doUpdateSet({ ...changes }))
    .execute();
}

/** Marks the member's unread messages from `senderId` up to `upTo` (id) read; answers how many it marked. */
export async function markRead(
  db: Db,
  input: { readerId: string; senderId: string; upTo: number; now: Date },
): Promise<number> {
  const rows = await db
    .updateTable('messages')
    .set({ readAt: input.now })
    .where('recipientId', '=', input.readerId)
    .where('senderId', '=', input.senderId)
    .where('readAt', 'is', null)
    .where('id', '<=', input.upTo)
    .returning('id')
    .execute();
  return rows.length;
}

/** Unread messages from `senderId` to the member, after `after` (an id), oldest first: the first is the stretch's. */
export async function unreadFrom(
  db: Db,
  input: { recipientId: string; senderId: string; after: number },
): Promise<MessageRow | undefined> {
  return db
    .selectFrom('messages')
    .selectAll()
    .where('recipientId', '=', input.recipientId)
    .where('senderId', '=', input.senderId)
    .where('readAt', 'is', null)
    .where('id', '>', input.after)
    .orderBy('id', 'asc')
    .limit(1)
    .executeTakeFirst();
}

export function findMessage(db: Db, id: number): Promise<MessageRow | undefined> {
  return db.selectFrom('messages').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Marks the unread e-mail of the member's conversation as sent for `messageId`, unless one was already sent for
 * this unread stretch (answers false then): the one writer of `unread_email_sent_for`, so two runs send one e-mail.
 */
export async function claimUnreadEmail(
  db: Db,
  input: { memberId: string; otherId: string; messageId: number },
): Promise<boolean> {
  const claimed = await db
    .updateTable('conversations')
    .set({ unreadEmailSentFor: input.messageId })
    .where('memberId', '=', input.memberId)
    .where('otherId', '=', input.otherId)
    .where('unreadEmailSentFor', 'is', null)
    .returning('memberId')
    .executeTakeFirst();
  return claimed !== undefined;
}

/** The e-mail address and first name of a member (the unread e-mail), or undefined. */
export function mailTarget(db: Db, userId: string) {
  return db
    .selectFrom('users as u')
    .leftJoin('profiles as p', 'p.userId', 'u.id')
    .select(['u.email', 'u.suspendedAt', 'u.language', 'p.firstName', 'p.displayName'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
}
