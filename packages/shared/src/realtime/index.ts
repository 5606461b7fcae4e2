import { z } from 'zod';

/** Spec §3 and reference §2.5: names kept as the current clients expect them. */
export const NotificationItemSchema = z.object({
  notificationId: z.string(),
  title: z.string(),
  message: z.string(),
  body: z
    .object({
      type: z.string(),
      senderId: z.string().optional(),
      senderName: z.string().optional(),
      senderImage: z.string().nullable().optional(),
    })
    .optional(),
  createdAt: z.string().optional(),
  isRead: z.boolean().optional(),
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

export interface ServerToClientEvents {
  connection_request: (payload: NotificationItem) => void;
  connection_Status: (payload: ConnectionStatusEvent) => void;
  session_revoked: (payload: { reason: string }) => void;
}
// Clients emit nothing that the server acts on (server-originated events only).
export type ClientToServerEvents = Record<string, never>;
