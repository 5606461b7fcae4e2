import { z } from 'zod';
import { SuccessBaseSchema } from '../api/index';
import { USER_TYPES } from '../constants/index';
import { ActedBySchema } from '../family/index';
import {
  CALL_KINDS,
  CALL_LIMITS,
  CHAT_LIMITS,
  CONVERSATION_CLOSED_REASONS,
  SCAM_FLAG_KINDS,
  type CallEndReason,
  type CallKind,
} from './constants';

export * from './constants';

/**
 * Chat between accepted connections (issue 13). The server is the only judge of who may write to
 * whom (an accepted connection, neither blocking the other, the tier's `startChat` / `answerChat`); these schemas
 * are the wire contract both sides share. Client actions are HTTP requests; Socket.IO only carries what the
 * server sends (ADR 012).
 */

export const ChatMemberSchema = z.object({
  userId: z.uuid(),
  /** What the list calls the member: the display name, else the first name. */
  name: z.string(),
  /** The primary photo as the privacy rules allow (the card presenter's decision); null without photos. */
  photo: z.object({ url: z.string(), thumbUrl: z.string(), blurred: z.boolean() }).nullable(),
  userType: z.enum(USER_TYPES),
  verified: z.boolean(),
});
export type ChatMember = z.infer<typeof ChatMemberSchema>;

export const CHAT_FILE_KINDS = ['image', 'pdf'] as const;
export type ChatFileKind = (typeof CHAT_FILE_KINDS)[number];

/** An attachment as a message carries it; `url` works only for the two members of the conversation. */
export const ChatFileSchema = z.object({
  fileId: z.uuid(),
  kind: z.enum(CHAT_FILE_KINDS),
  /** The name shown (sanitised; PDFs keep the uploader's name, images are named by the site). */
  name: z.string(),
  sizeBytes: z.number().int().nonnegative(),
  /** Images: the re-encoded size. */
  width: z.number().int().positive().nullable(),
  height: z.number().int().positive().nullable(),
  url: z.string(),
  /** Images: a small preview; PDFs: null. */
  thumbUrl: z.string().nullable(),
});
export type ChatFile = z.infer<typeof ChatFileSchema>;

export const ChatMessageSchema = z.object({
  /** Opaque, increasing within a conversation. */
  messageId: z.string(),
  senderId: z.uuid(),
  recipientId: z.uuid(),
  text: z.string().nullable(),
  file: ChatFileSchema.nullable(),
  clientMessageId: z.uuid(),
  createdAt: z.iso.datetime(),
  /** When the recipient read it (the sender's "Seen"); null until then. */
  readAt: z.iso.datetime().nullable(),
  /** The recipient's warnings; always empty for the sender's own messages. */
  flags: z.array(z.enum(SCAM_FLAG_KINDS)),
  /** Written by a family manager for the sender's profile: their relation (ADR 017). Absent otherwise. */
  actedBy: ActedBySchema.optional(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/** One row of GET chat/conversations. */
export const ConversationSchema = z.object({
  /** The other member's id: the conversation's address in every chat path. */
  userId: z.uuid(),
  member: ChatMemberSchema,
  lastMessage: ChatMessageSchema.nullable(),
  unreadCount: z.number().int().nonnegative(),
  /** Open for new messages, or why not. */
  closedReason: z.enum(CONVERSATION_CLOSED_REASONS).nullable(),
  /** True when the caller blocked the other member (the list's Blocked tab). */
  blockedByMe: z.boolean(),
  /** The caller may send here now (open, and the caller's tier allows starting or answering it). */
  canSend: z.boolean(),
  /** The first conversation with a new connection: show the safety tips once (cleared by reading). */
  showSafetyTips: z.boolean(),
  updatedAt: z.iso.datetime(),
});
export type Conversation = z.infer<typeof ConversationSchema>;

export const ConversationsResponseSchema = SuccessBaseSchema.extend({
  conversations: z.array(ConversationSchema),
  /** Conversations with at least one unread message (the Chats tab badge). */
  unreadConversations: z.number().int().nonnegative(),
});
export type ConversationsResponse = z.infer<typeof ConversationsResponseSchema>;

export const MessagesQuerySchema = z.object({ before: z.string().max(200).optional() });

/** GET chat/conversations/{userId}/messages: newest first; `nextCursor` (for `before`) absent on the last page. */
export const MessagesPageSchema = SuccessBaseSchema.extend({
  conversation: ConversationSchema,
  messages: z.array(ChatMessageSchema),
  nextCursor: z.string().optional(),
});
export type MessagesPage = z.infer<typeof MessagesPageSchema>;

export const SendMessageBodySchema = z
  .strictObject({
    text: z
      .string()
      .trim()
      .min(1, 'Write a message first.')
      .max(CHAT_LIMITS.textMax, `A message can be up to ${CHAT_LIMITS.textMax} characters.`)
      .optional(),
    fileId: z.uuid('That attachment was not found.').optional(),
    clientMessageId: z.uuid('clientMessageId must be a UUID.'),
  })
  .refine((body) => body.text !== undefined || body.fileId !== undefined, {
    message: 'Write a message or attach a file.',
  });
export type SendMessageBody = z.infer<typeof SendMessageBodySchema>;

export const SendMessageResponseSchema = SuccessBaseSchema.extend({ data: ChatMessageSchema });

export const ReadBodySchema = z.strictObject({ upToMessageId: z.string().min(1).max(200) });
export const ReadResponseSchema = SuccessBaseSchema.extend({
  readAt: z.iso.datetime(),
  unreadConversations: z.number(),
});

/** POST files/upload (multipart field `file`). */
export const FileUploadResponseSchema = SuccessBaseSchema.extend({ fileId: z.uuid(), file: ChatFileSchema });

/** POST chat/conversations/{userId}/typing: the caller is typing (throttled by the client, rate-limited here). */
export const TypingBodySchema = z.strictObject({ typing: z.boolean() });

// ---- socket payloads (server → client) --------------------------------------------------------------------------

/** `chat_message`: a message stored in a conversation of the receiving member (sent to both members' rooms). */
export type ChatMessageEvent = { userId: string; message: ChatMessage };
/** `chat_read`: `readerId` read the conversation up to `upToMessageId` (the sender shows "Seen"). */
export type ChatReadEvent = { readerId: string; userId: string; upToMessageId: string; readAt: string };
/** `chat_typing`: the other member (`userId`) started or stopped typing. */
export type ChatTypingEvent = { userId: string; typing: boolean };

// ---- calls ------------------------------------------------------------------------------------------------------

export const IceServersResponseSchema = SuccessBaseSchema.extend({
  iceServers: z.array(
    z.object({
      urls: z.union([z.string(), z.array(z.string())]),
      username: z.string().optional(),
      credential: z.string().optional(),
    }),
  ),
  /** When the TURN credentials stop working (null with STUN only). */
  expiresAt: z.iso.datetime().nullable(),
});
export type IceServersResponse = z.infer<typeof IceServersResponseSchema>;

export const StartCallBodySchema = z.strictObject({ calleeId: z.uuid(), kind: z.enum(CALL_KINDS) });
export const CallResponseSchema = SuccessBaseSchema.extend({
  callId: z.uuid(),
  /** The caller's limit for this call in seconds (the lower of the two members' plans). */
  maxSeconds: z.number().int().positive(),
});

export const CallSignalSchema = z.discriminatedUnion('type', [
  z.object({ type: z.enum(['offer', 'answer']), sdp: z.string().min(1).max(CALL_LIMITS.signalMaxBytes) }),
  z.object({
    type: z.literal('candidate'),
    candidate: z.object({
      candidate: z.string().max(2000),
      sdpMid: z.string().max(200).nullable().optional(),
      sdpMLineIndex: z.number().int().nonnegative().nullable().optional(),
      usernameFragment: z.string().max(200).nullable().optional(),
    }),
  }),
]);
export type CallSignal = z.infer<typeof CallSignalSchema>;
export const CallSignalBodySchema = z.strictObject({ signal: CallSignalSchema });

/**
 * POST call/{callId}/end (body optional): `failed` when the connection could not be made or was lost, `left` when
 * the page is closing; otherwise `ended` (hung up, or cancelled while it rang).
 */
export const EndCallBodySchema = z.strictObject({ reason: z.enum(['ended', 'left', 'failed']).optional() });
export type EndCallBody = z.infer<typeof EndCallBodySchema>;

/** `call_invite`: someone is calling the receiving member. */
export type CallInviteEvent = {
  callId: string;
  kind: CallKind;
  caller: ChatMember;
  maxSeconds: number;
  /** When the invitation stops ringing. */
  expiresAt: string;
};
/** `call_accept`: the callee accepted (sent to both, so the callee's other tabs stop ringing). */
export type CallAcceptEvent = { callId: string; acceptedAt: string };
/** `call_decline`: the callee declined. */
export type CallDeclineEvent = { callId: string };
/** `call_end`: the call is over, with why and how long it lasted (seconds, 0 if never answered). */
export type CallEndEvent = { callId: string; reason: CallEndReason; durationSeconds: number };
/** `call_signal`: SDP or an ICE candidate from the other member of the call. */
export type CallSignalEvent = { callId: string; fromUserId: string; signal: CallSignal };
