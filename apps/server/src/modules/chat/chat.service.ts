import type { FastifyInstance } from 'fastify';
import type { ErrorReason } from '@app/shared';
import {
  CHAT_LIMITS,
  type ChatMember,
  type ChatMessage,
  type Conversation,
  type ConversationClosedReason,
  type SendMessageBody,
} from '@app/shared/chat';
import type { UserType } from '@app/shared/constants';
import { entitlementsFor } from '@app/shared/plans';
import { AppError, forbidden, notFound } from '../../lib/app-error';
import type { AuthUser } from '../../lib/auth/authenticate';
import { presentMemberCards } from '../discover/index';
import { recordManagerAction } from '../family/index';
import { presentChatFile } from '../files/index';
import { planRefusal, requireEntitlement } from '../../lib/entitlements';
import { blockedEitherWay, findRelations, type Relation } from '../relations/index';
import { parseMessageId, textFingerprint } from './chat-text';
import {
  attachFile,
  bareMembers,
  connectedSince,
  filesByIds,
  findByClientId,
  findLastMessage,
  findMessage,
  findMemberSuspension,
  findMessagesByIds,
  findState,
  flagsOf,
  insertFlags,
  insertMessage,
  listMessages,
  listStates,
  lockPair,
  lockUnsentFile,
  markRead,
  pairOf,
  recordLastMessage,
  sameTextRecipients,
  unreadConversationCount,
  unreadCounts,
  unreadFrom,
  updateState,
  wroteTo,
  type ConversationRow,
  type MessageRow,
} from './chat.repository';
import { flagMessage } from './scam-rules';
import { memberLabel } from '../../lib/members/display-name';

/**
 * Chat between accepted connections (issue 13, ADR 012, docs/chat.md). Every rule is decided here, on every
 * request: who may read a conversation (its two members, while the history is theirs), who may write (an accepted
 * connection, neither blocking the other, a plan that starts or answers chats), what a message may carry, and
 * which warnings it earns. Writes happen in one transaction under the pair's lock; the other member (and the
 * sender's other tabs) hear of them through the domain events emitted after the commit.
 */

/** The profile acting; with `accountId` and `family` when a family manager writes for it (ADR 017). */
type Member = Pick<AuthUser, 'id' | 'usertype'> & Partial<Pick<AuthUser, 'accountId' | 'family'>>;

declare module '../../lib/jobs/job-queue' {
  interface JobPayloads {
    /**
     * An hour after the first unread message of a stretch (`messageId`, from `senderId` to `recipientId`): e-mail
     * the recipient once if it is still unread (chat-jobs.ts).
     */
    'chat.unread-email': { recipientId: string; senderId: string; messageId: number };
    /**
     * A message was stored: Web Push it to the recipient if they have no live socket then (chat-jobs.ts). Queued in
     * the message's own transaction, once per message (`singletonKey`), so a process that dies after the commit
     * loses no push and a retried send adds none.
     */
    'chat.push': { senderId: string; recipientId: string; messageId: number };
  }
}

/** How many conversations GET chat/conversations answers at most (the newest). */
export const CONVERSATION_LIST_LIMIT = 500;
/** The repeated-text rule counts the members the sender wrote the same text to within this window. */
export const REPEATED_TEXT_WINDOW_MS = 24 * 60 * 60 * 1000;

export const CHAT_MESSAGES = {
  self: 'You cannot write to yourself.',
  notConnected: 'You can send messages only to your connections.',
  notAvailable: 'This conversation is not available.',
  memberUnavailable: 'This member’s account is not available, so messages cannot be sent.',
  closed: {
    blocked: 'This conversation is closed: new messages can no longer be sent.',
    removed: 'You are no longer connected, so new messages can no longer be sent.',
    not_connected: 'You can send messages only to your connections.',
  } satisfies Record<ConversationClosedReason, string>,
  messageNotFound: 'That message was not found in this conversation.',
  badCursor: 'That page of messages was not found. Please reload the conversation.',
  fileNotFound: 'That attachment was not found. Please upload it again.',
  fileAlreadySent: 'That attachment was already sent. Please upload it again to send it once more.',
  clientIdReused: 'clientMessageId was already used for another message. Use a new one for each message.',
} as const;

/** Each closed conversation's sentence, by why it closed (`params.reason` of CONVERSATION_CLOSED). */
export const CLOSED_REASONS = {
  blocked: 'blocked',
  removed: 'removed',
  not_connected: 'notConnected',
} as const satisfies Record<ConversationClosedReason, ErrorReason<'CONVERSATION_CLOSED'>>;

// ---- standing: how the caller stands in one conversation ---------------------------------------------------------

type Standing = {
  otherId: string;
  /**
   * How the two stand from the caller's side (relations.repository.ts): a block by the other member is
   * `unavailable`, which every rule here treats as a connection the other removed, so the caller is never told.
   */
  relation: Relation;
  /** The caller blocked the other member (their own act: they see it). */
  blockedByMe: boolean;
  /** Connected and neither blocks the other: open for new messages. */
  open: boolean;
  /** The pair has at least one message (whatever either removed from their list). */
  hasHistory: boolean;
  /** The caller's own row of the conversation. */
  state: ConversationRow | undefined;
  /** The other member has written to the caller (a reply answers; otherwise it starts the conversation). */
  otherWrote: boolean;
};

const clearedOf = (standing: Pick<Standing, 'state'>) => standing.state?.clearedBeforeMessageId ?? 0;

/**
 * Why the conversation takes no new messages, or null when it is open. `blocked` only for the member who blocked:
 * the member who was blocked reads `removed` (or `not_connected`), exactly as if the other had removed them.
 */
function closedReasonOf(standing: Standing): ConversationClosedReason | null {
  if (standing.open) return null;
  if (standing.relation === 'blocked') return 'blocked';
  return standing.hasHistory ? 'removed' : 'not_connected';
}

/**
 * The messages the caller may read: those after what they removed from their list, none while they block the
 * other member (the one who blocked keeps the row in their Blocked list, without its history; docs/chat.md).
 */
function historyVisible(standing: Standing): boolean {
  return !standing.blockedByMe;
}

/** The conversation is in the caller's list: a message after what they removed. */
function listed(standing: Standing): boolean {
  const last = standing.state?.lastMessageId ?? null;
  return last !== null && last > clearedOf(standing);
}

async function standingsOf(
  app: FastifyInstance,
  me: Member,
  otherIds: readonly string[],
  known: { states?: ReadonlyMap<string, ConversationRow>; withHistory?: ReadonlySet<string> } = {},
): Promise<Map<string, Standing>> {
  const db = app.db;
  const [relations, wrote, states, withHistory] = await Promise.all([
    findRelations(db, me.id, otherIds),
    wroteTo(db, me.id, otherIds),
    known.states
      ? Promise.resolve(known.states)
      : Promise.all(otherIds.map(async (id) => [id, await findState(db, me.id, id)] as const)).then(
          (entries) => new Map(entries.flatMap(([id, row]) => (row ? [[id, row] as const] : []))),
        ),
    known.withHistory
      ? Promise.resolve(known.withHistory)
      : Promise.all(otherIds.map(async (id) => [id, await findLastMessage(db, me.id, id)] as const)).then(
          (entries) => new Set(entries.flatMap(([id, last]) => (last ? [id] : []))),
        ),
  ]);
  return new Map(
    otherIds.map((otherId) => {
      const relation = relations.get(otherId) ?? 'none';
      return [
        otherId,
        {
          otherId,
          relation,
          blockedByMe: relation === 'blocked',
          open: relation === 'connected',
          hasHistory: withHistory.has(otherId),
          state: states.get(otherId),
          otherWrote: wrote.has(otherId),
        },
      ];
    }),
  );
}

async function standingOf(app: FastifyInstance, me: Member, otherId: string): Promise<Standing> {
  if (otherId === me.id) throw new AppError('VALIDATION_FAILED', CHAT_MESSAGES.self, { reason: 'messageSelf' });
  const standing = (await standingsOf(app, me, [otherId])).get(otherId);
  if (!standing) throw notFound('conversation', CHAT_MESSAGES.notAvailable);
  return standing;
}

/** Whether the member's plan lets them send here: answering needs `answerChat`, starting needs `startChat`. */
function planAllowsSending(tier: UserType, otherWrote: boolean): boolean {
  const entitlements = entitlementsFor(tier);
  return otherWrote ? entitlements.answerChat : entitlements.startChat;
}

/**
 * 403 PLAN_REQUIRED (naming the lowest tier that includes it) unless the member's plan lets them write here:
 * `answerChat` when the other member has written to them, `startChat` otherwise. Standard members have neither;
 * they may still list and read their conversations (docs/chat.md).
 */
export function requireSendPlan(tier: UserType, otherWrote: boolean): void {
  if (otherWrote) {
    requireEntitlement(tier, (entitlements) => entitlements.answerChat, planRefusal('reply'));
    return;
  }
  requireEntitlement(tier, (entitlements) => entitlements.startChat, planRefusal('start'));
}

/** Refuses a write to a conversation that takes none: 403 for strangers and pending requests, 409 once closed. */
function requireOpen(standing: Standing): void {
  if (standing.open) return;
  const reason = closedReasonOf(standing);
  // A block between members who never wrote to each other is not revealed: they are simply not connected.
  if (reason === 'not_connected' || (reason === 'blocked' && !standing.hasHistory)) {
    throw forbidden('chatNotConnected', CHAT_MESSAGES.notConnected);
  }
  throw new AppError('CONVERSATION_CLOSED', CHAT_MESSAGES.closed[reason ?? 'removed'], {
    reason: CLOSED_REASONS[reason ?? 'removed'],
  });
}

async function requireAvailableMember(app: FastifyInstance, otherId: string): Promise<void> {
  const other = await findMemberSuspension(app.db, otherId);
  if (!other) throw forbidden('chatNotConnected', CHAT_MESSAGES.notConnected);
  if (other.suspendedAt) throw forbidden('memberUnavailable', CHAT_MESSAGES.memberUnavailable);
}

// ---- presenting -------------------------------------------------------------------------------------------------

/**
 * The other members as the caller may see them: the card presenter's privacy decision (name, and the photo as the
 * owner's setting and the caller's plan allow); a member the presenter leaves out (a block either way, a hidden
 * profile) is named from their row, without a photo.
 */
async function presentMembers(
  app: FastifyInstance,
  me: Member,
  otherIds: readonly string[],
): Promise<Map<string, ChatMember>> {
  const cards = await presentMemberCards(app, me, otherIds);
  const members = new Map<string, ChatMember>(
    cards.map((card) => [
      card.userId,
      { userId: card.userId, name: card.name, photo: card.photo, userType: card.userType, verified: card.verified },
    ]),
  );
  const missing = otherIds.filter((id) => !members.has(id));
  const bare = await bareMembers(app.db, missing);
  for (const id of missing) {
    const row = bare.get(id);
    members.set(id, {
      userId: id,
      name: memberLabel(row),
      photo: null,
      userType: (row?.usertype ?? 'Standard') as UserType,
      verified: row?.verified ?? false,
    });
  }
  return members;
}

/** Messages as `viewerId` sees them: file URLs signed for the viewer; warnings only on messages they received. */
export async function presentMessages(
  app: FastifyInstance,
  viewerId: string,
  rows: readonly MessageRow[],
): Promise<ChatMessage[]> {
  const received = rows.filter((row) => row.recipientId === viewerId).map((row) => row.id);
  const fileIds = rows.flatMap((row) => (row.fileId ? [row.fileId] : []));
  const [flags, files] = await Promise.all([flagsOf(app.db, received), filesByIds(app.db, fileIds)]);
  return rows.map((row) => {
    const file = row.fileId ? files.get(row.fileId) : undefined;
    return {
      messageId: String(row.id),
      senderId: row.senderId,
      recipientId: row.recipientId,
      text: row.text,
      file: file ? presentChatFile(app, file, viewerId) : null,
      clientMessageId: row.clientMessageId,
      createdAt: new Date(row.createdAt).toISOString(),
      readAt: row.readAt ? new Date(row.readAt).toISOString() : null,
      flags: row.recipientId === viewerId ? (flags.get(row.id) ?? []) : [],
      ...(row.actedByRelation ? { actedBy: { relation: row.actedByRelation } } : {}),
    };
  });
}

/** One row of the conversation list for each standing, in their order. */
async function presentConversations(
  app: FastifyInstance,
  me: Member,
  standings: readonly Standing[],
): Promise<Conversation[]> {
  const ids = standings.map((standing) => standing.otherId);
  const lastIds = standings.flatMap((standing) =>
    historyVisible(standing) && listed(standing) && standing.state?.lastMessageId ? [standing.state.lastMessageId] : [],
  );
  const [members, unread, lastRows] = await Promise.all([
    presentMembers(app, me, ids),
    unreadCounts(app.db, me.id, ids),
    findMessagesByIds(app.db, lastIds),
  ]);
  const lastMessages = new Map(
    (await presentMessages(app, me.id, lastRows)).map((message) => [Number(message.messageId), message]),
  );
  const now = app.clock.now();
  return standings.flatMap((standing): Conversation[] => {
    const member = members.get(standing.otherId);
    if (!member) return [];
    const visible = historyVisible(standing);
    const lastId = standing.state?.lastMessageId ?? null;
    return [
      {
        userId: standing.otherId,
        member,
        lastMessage: visible && lastId !== null ? (lastMessages.get(lastId) ?? null) : null,
        unreadCount: visible ? (unread.get(standing.otherId) ?? 0) : 0,
        closedReason: closedReasonOf(standing),
        blockedByMe: standing.blockedByMe,
        canSend: standing.open && planAllowsSending(me.usertype, standing.otherWrote),
        showSafetyTips: standing.open && !(standing.state?.safetyTipsSeen ?? false),
        updatedAt: new Date(standing.state?.updatedAt ?? now).toISOString(),
      },
    ];
  });
}

// ---- reading ----------------------------------------------------------------------------------------------------

/** GET chat/conversations: the caller's conversations, newest first, and how many have unread messages. */
export async function listConversations(
  app: FastifyInstance,
  me: Member,
): Promise<{ conversations: Conversation[]; unreadConversations: number }> {
  const states = await listStates(app.db, me.id, CONVERSATION_LIST_LIMIT);
  const ids = states.map((state) => state.otherId);
  const [standings, unreadConversations] = await Promise.all([
    standingsOf(app, me, ids, {
      states: new Map(states.map((state) => [state.otherId, state])),
      // Every listed conversation has a message.
      withHistory: new Set(ids),
    }),
    unreadConversationCount(app.db, me.id),
  ]);
  const conversations = await presentConversations(
    app,
    me,
    ids.flatMap((id) => standings.get(id) ?? []),
  );
  return { conversations, unreadConversations };
}

/**
 * GET chat/conversations/{userId}/messages: one page of the history, newest first (keyset on the message id, so
 * messages arriving meanwhile never shift older pages), with the conversation's row. Readable while open, and
 * once closed while the caller has history in it (not removed from their list); the member who blocked the other
 * gets the row without its history. Anyone else: 404, as if it did not exist.
 */
export async function getMessages(
  app: FastifyInstance,
  me: Member,
  otherId: string,
  before: string | undefined,
): Promise<{ conversation: Conversation; messages: ChatMessage[]; nextCursor?: string }> {
  const cursor = before === undefined ? null : parseMessageId(before);
  if (before !== undefined && cursor === null)
    throw new AppError('VALIDATION_FAILED', CHAT_MESSAGES.badCursor, { reason: 'messagesPageNotFound' });
  const standing = await standingOf(app, me, otherId);
  const readable = standing.open || listed(standing);
  if (!readable) throw notFound('conversation', CHAT_MESSAGES.notAvailable);
  const [conversation] = await presentConversations(app, me, [standing]);
  if (!conversation) throw notFound('conversation', CHAT_MESSAGES.notAvailable);
  if (!historyVisible(standing)) return { conversation, messages: [] };
  const rows = await listMessages(app.db, me.id, otherId, {
    after: clearedOf(standing),
    before: cursor,
    limit: CHAT_LIMITS.pageSize + 1,
  });
  const page = rows.slice(0, CHAT_LIMITS.pageSize);
  const messages = await presentMessages(app, me.id, page);
  const last = page.at(-1);
  return rows.length > CHAT_LIMITS.pageSize && last
    ? { conversation, messages, nextCursor: String(last.id) }
    : { conversation, messages };
}

// ---- sending ----------------------------------------------------------------------------------------------------

/**
 * After a message's commit: the domain event `chat.message` with the sender's copy and the recipient's (with
 * warnings), which plugins/realtime.ts sends to every tab of both (the recipient's only when `toRecipient`). Clients
 * keep one copy per message id, so publishing a message again is harmless: a retried send does, because the
 * process that stored it may have died before it published (the push and the e-mail are jobs queued with the
 * message, so they are never repeated).
 */
async function publishMessage(app: FastifyInstance, row: MessageRow, toRecipient: boolean): Promise<ChatMessage> {
  const [[forSender], [forRecipient]] = await Promise.all([
    presentMessages(app, row.senderId, [row]),
    presentMessages(app, row.recipientId, [row]),
  ]);
  if (!forSender || !forRecipient) throw new Error('publishMessage: the stored message could not be presented');
  void app.events.emit('chat.message', {
    senderId: row.senderId,
    recipientId: row.recipientId,
    forSender,
    forRecipient,
    toRecipient,
  });
  return forSender;
}

/**
 * A stored message answered again for a retried send (same clientMessageId), or 409 if it went elsewhere. It is
 * published again exactly as its first send would have (docs/chat.md, "Sending"): to the sender's tabs, and to the
 * recipient's while the message is still in their history (not deleted by them, not hidden by their own block).
 */
async function replay(app: FastifyInstance, me: Member, otherId: string, row: MessageRow): Promise<ChatMessage> {
  if (row.recipientId !== otherId)
    throw new AppError('CONFLICT', CHAT_MESSAGES.clientIdReused, { reason: 'clientIdReused' });
  const [relation, recipientState] = await Promise.all([
    findRelations(app.db, otherId, [me.id]).then((relations) => relations.get(me.id)),
    findState(app.db, otherId, me.id),
  ]);
  const toRecipient = relation !== 'blocked' && row.id > (recipientState?.clearedBeforeMessageId ?? 0);
  return publishMessage(app, row, toRecipient);
}

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

export type SendOutcome = { message: ChatMessage; created: boolean };

/**
 * POST chat/conversations/{userId}/messages: stores one message (text, an attachment the caller uploaded, or both)
 * and answers it as the sender sees it. The same clientMessageId again answers the message already stored (a
 * retry, also two at once: the pair's lock queues them and the unique key backs it). Refused: strangers and
 * pending requests (403), closed conversations (409 CONVERSATION_CLOSED), a plan without chat (403
 * PLAN_REQUIRED). `beforeStore` runs once a new message is about to be stored (the route's rate limit, so a retry
 * never counts). Flags never stop a message: they are stored with it and shown to the recipient.
 */
export async function sendMessage(
  app: FastifyInstance,
  me: Member,
  otherId: string,
  body: SendMessageBody,
  beforeStore?: () => Promise<void>,
): Promise<SendOutcome> {
  if (otherId === me.id) throw new AppError('VALIDATION_FAILED', CHAT_MESSAGES.self, { reason: 'messageSelf' });
  const earlier = await findByClientId(app.db, me.id, body.clientMessageId);
  if (earlier) return { message: await replay(app, me, otherId, earlier), created: false };

  const standing = await standingOf(app, me, otherId);
  requireOpen(standing);
  await requireAvailableMember(app, otherId);
  requireSendPlan(me.usertype, standing.otherWrote);
  await beforeStore?.();

  const text = body.text ?? null;
  const now = app.clock.now();
  let stored: { row: MessageRow } | { replayed: MessageRow };
  try {
    stored = await app.db.transaction().execute(async (trx) => {
      await lockPair(trx, me.id, otherId);
      const retried = await findByClientId(trx, me.id, body.clientMessageId);
      if (retried) return { replayed: retried };
      // Decided again under the lock, in the transaction that stores the message.
      const [relation] = (await findRelations(trx, me.id, [otherId])).values();
      if (relation !== 'connected') {
        requireOpen({ ...standing, relation: relation ?? 'none', open: false, hasHistory: true });
      }
      if (body.fileId) {
        const file = await lockUnsentFile(trx, body.fileId, me.id);
        if (!file)
          throw new AppError('VALIDATION_FAILED', CHAT_MESSAGES.fileNotFound, {
            reason: 'attachmentNotFound',
            fieldErrors: [{ path: 'fileId', message: CHAT_MESSAGES.fileNotFound }],
          });
        if (file.messageId !== null) {
          throw new AppError('VALIDATION_FAILED', CHAT_MESSAGES.fileAlreadySent, {
            reason: 'attachmentAlreadySent',
            fieldErrors: [{ path: 'fileId', message: CHAT_MESSAGES.fileAlreadySent }],
          });
        }
      }
      const fingerprint = textFingerprint(text);
      const [since, recipients] = await Promise.all([
        connectedSince(trx, me.id, [otherId]),
        fingerprint
          ? sameTextRecipients(trx, {
              senderId: me.id,
              recipientId: otherId,
              fingerprint,
              since: new Date(now.getTime() - REPEATED_TEXT_WINDOW_MS),
            })
          : Promise.resolve(0),
      ]);
      const flags = flagMessage({
        text,
        connectedAt: since.get(otherId) ?? now,
        now,
        sameTextRecipients: recipients,
      });
      // Is this the first unread message of a stretch? Then its unread e-mail is due in an hour.
      const recipientState = await findState(trx, otherId, me.id);
      const earlierUnread = await unreadFrom(trx, {
        recipientId: otherId,
        senderId: me.id,
        after: recipientState?.clearedBeforeMessageId ?? 0,
      });
      const row = await insertMessage(trx, {
        senderId: me.id,
        recipientId: otherId,
        text,
        fileId: body.fileId ?? null,
        clientMessageId: body.clientMessageId,
        textFingerprint: fingerprint,
        createdAt: now,
        actedByAccountId: me.family && me.accountId ? me.accountId : null,
        actedByRelation: me.family?.relation ?? null,
      });
      if (body.fileId) await attachFile(trx, body.fileId, row.id);
      await recordManagerAction(trx, me, 'message_written', { userId: otherId, messageId: String(row.id) }, now);
      await insertFlags(trx, row.id, flags, now);
      await recordLastMessage(trx, row, now, true);
      await app.jobs.send(
        'chat.push',
        { senderId: me.id, recipientId: otherId, messageId: row.id },
        { transaction: trx, singletonKey: String(row.id) },
      );
      if (!earlierUnread) {
        await app.jobs.send(
          'chat.unread-email',
          { recipientId: otherId, senderId: me.id, messageId: row.id },
          {
            transaction: trx,
            singletonKey: `${otherId}:${row.id}`,
            startAfter: new Date(now.getTime() + CHAT_LIMITS.unreadEmailAfterMs),
          },
        );
      }
      return { row };
    });
  } catch (error) {
    // Two sends with one clientMessageId to different members at once: the unique key stopped the second.
    if (!isUniqueViolation(error)) throw error;
    const winner = await findByClientId(app.db, me.id, body.clientMessageId);
    if (!winner) throw error;
    stored = { replayed: winner };
  }
  if ('replayed' in stored) return { message: await replay(app, me, otherId, stored.replayed), created: false };

  const { row } = stored;
  app.jobs.wake('chat.push');
  return { message: await publishMessage(app, row, true), created: true };
}

/** POST chat/conversations/{userId}/typing: tells the other member (every tab) that the caller types or stopped. */
export async function signalTyping(app: FastifyInstance, me: Member, otherId: string, typing: boolean): Promise<void> {
  const standing = await standingOf(app, me, otherId);
  requireOpen(standing);
  requireSendPlan(me.usertype, standing.otherWrote);
  await app.events.emit('chat.typing', { userId: me.id, otherId, typing });
}

// ---- read receipts and removal ----------------------------------------------------------------------------------

/**
 * POST chat/conversations/{userId}/read: the caller has read every message the other member sent them up to
 * `upToMessageId` (a message of this conversation the caller can see). The sender's tabs show "Seen" (chat_read),
 * unless a block stands between them; the unread e-mail of the stretch is no longer due, and the safety tips were
 * seen.
 */
export async function markConversationRead(
  app: FastifyInstance,
  me: Member,
  otherId: string,
  upToMessageId: string,
): Promise<{ readAt: string; unreadConversations: number }> {
  const upTo = parseMessageId(upToMessageId);
  if (upTo === null)
    throw new AppError('VALIDATION_FAILED', CHAT_MESSAGES.messageNotFound, { reason: 'messageNotFound' });
  const standing = await standingOf(app, me, otherId);
  const message = await findMessage(app.db, upTo);
  const pair = pairOf(me.id, otherId);
  if (
    !message ||
    message.memberLow !== pair.memberLow ||
    message.memberHigh !== pair.memberHigh ||
    message.id <= clearedOf(standing) ||
    !historyVisible(standing)
  ) {
    throw notFound('message', CHAT_MESSAGES.messageNotFound);
  }
  const now = app.clock.now();
  await app.db.transaction().execute(async (trx) => {
    await markRead(trx, { readerId: me.id, senderId: otherId, upTo, now });
    await updateState(trx, me.id, otherId, { safetyTipsSeen: true, unreadEmailSentFor: null }, now);
  });
  const readAt = now.toISOString();
  // The reader's own tabs always hear of it (as after a removal); the other member not while a block stands.
  await app.events.emit('chat.read', {
    readerId: me.id,
    otherId,
    upToMessageId: String(upTo),
    readAt,
    toOther: !blockedEitherWay(standing.relation),
  });
  return { readAt, unreadConversations: await unreadConversationCount(app.db, me.id) };
}

/**
 * DELETE chat/conversations/{userId}: removes the conversation from the caller's list only (every message so far,
 * their files included, is no longer theirs to read); the other member keeps their copy. New messages, if the
 * conversation is still open, start it again.
 */
export async function deleteConversation(app: FastifyInstance, me: Member, otherId: string): Promise<void> {
  const standing = await standingOf(app, me, otherId);
  const last = await findLastMessage(app.db, me.id, otherId);
  if (!last) {
    if (standing.open) return;
    throw notFound('conversation', CHAT_MESSAGES.notAvailable);
  }
  await updateState(
    app.db,
    me.id,
    otherId,
    { clearedBeforeMessageId: last.id, unreadEmailSentFor: null },
    app.clock.now(),
  );
}
