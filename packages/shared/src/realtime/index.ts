import { z } from 'zod';
import { ActedBySchema } from '../family/index';
import type {
  CallAcceptEvent,
  CallDeclineEvent,
  CallEndEvent,
  CallInviteEvent,
  CallSignalEvent,
  ChatMessageEvent,
  ChatReadEvent,
  ChatTypingEvent,
} from '../chat/index';

/**
 * What a notification is about (`body.type`): the reference's `connection_request` and `connection_accepted`, and
 * the contact-detail ones of issue 11.
 */
export const NOTIFICATION_TYPES = [
  'connection_request',
  'connection_accepted',
  'contact_request',
  'contact_granted',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Event and state names kept as the current clients expect them. */
export const NotificationItemSchema = z.object({
  notificationId: z.string(),
  title: z.string(),
  message: z.string(),
  body: z
    .object({
      type: z.enum(NOTIFICATION_TYPES),
      senderId: z.string().optional(),
      senderName: z.string().optional(),
      senderImage: z.string().nullable().optional(),
    })
    .optional(),
  createdAt: z.string().optional(),
  isRead: z.boolean().optional(),
  /** A family manager acted for the member it is about (ADR 017): their relation. */
  actedBy: ActedBySchema.optional(),
});
export type NotificationItem = z.infer<typeof NotificationItemSchema>;

export const CONNECTION_STATUSES = ['pending', 'accepted', 'no connection'] as const;
export const CONNECTION_TYPES = ['sender', 'receiver', 'none'] as const;
export const ConnectionStatusEventSchema = z.object({
  connection_status: z.enum(CONNECTION_STATUSES),
  connectionType: z.enum(CONNECTION_TYPES),
  /** The other member the status concerns, so a client never applies it to the wrong profile. */
  userId: z.string().optional(),
});
export type ConnectionStatusEvent = z.infer<typeof ConnectionStatusEventSchema>;

/**
 * Every event the server sends: `connection_request` carries a new notification (a request or an
 * acceptance, as the reference sends both under that name), `connection_Status` the new status of the pair with
 * the member it concerns, `notifications_changed` that the member's list changed elsewhere (read or removed on
 * another device: fetch it again).
 */
export interface ServerToClientEvents {
  connection_request: (payload: NotificationItem) => void;
  connection_Status: (payload: ConnectionStatusEvent) => void;
  notifications_changed: (payload: { unreadCount: number }) => void;
  session_revoked: (payload: { reason: string }) => void;
  /** Chat (issue 13): sent to both members' rooms after the commit. */
  chat_message: (payload: ChatMessageEvent) => void;
  chat_read: (payload: ChatReadEvent) => void;
  chat_typing: (payload: ChatTypingEvent) => void;
  /** Calls (issue 13): signalling relayed by the server between the two members of a call. */
  call_invite: (payload: CallInviteEvent) => void;
  call_accept: (payload: CallAcceptEvent) => void;
  call_decline: (payload: CallDeclineEvent) => void;
  call_end: (payload: CallEndEvent) => void;
  call_signal: (payload: CallSignalEvent) => void;
}

export { memberRoom, REALTIME } from './constants';
// Clients emit nothing that the server acts on (server-originated events only).
export type ClientToServerEvents = Record<string, never>;
