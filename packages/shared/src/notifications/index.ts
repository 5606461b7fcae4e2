import { z } from 'zod';
import { SuccessBaseSchema } from '../api/index';
import { NotificationItemSchema } from '../realtime/index';

/**
 * Notifications (issue 11 point 3). Stored for the recipient, listed newest first with
 * read and unread, deleted one by one. `body.type` says what happened (NOTIFICATION_TYPES in `@app/shared/realtime`).
 */

/** How many notifications the list keeps per member (the oldest beyond it are deleted as new ones arrive). */
export const NOTIFICATIONS_KEPT = 200;

/** GET notifications/getAllNotification. */
export const NotificationListResponseSchema = SuccessBaseSchema.extend({
  data: z.array(NotificationItemSchema),
  unreadCount: z.number().int().nonnegative(),
});
export type NotificationListResponse = z.infer<typeof NotificationListResponseSchema>;

/** DELETE notifications/deleteNotification (body, as the reference client sends it). */
export const DeleteNotificationInputSchema = z.strictObject({
  notificationId: z.uuid({ error: 'Please say which notification to remove.' }),
});
export type DeleteNotificationInput = z.infer<typeof DeleteNotificationInputSchema>;

/** POST notifications/markAsRead: the ones named, or every one when `notificationIds` is absent. */
export const MarkReadInputSchema = z.strictObject({
  notificationIds: z
    .array(z.uuid({ error: 'A notification id is not valid.' }))
    .max(200)
    .optional(),
});
export type MarkReadInput = z.infer<typeof MarkReadInputSchema>;

export const UnreadCountResponseSchema = SuccessBaseSchema.extend({ unreadCount: z.number().int().nonnegative() });
export type UnreadCountResponse = z.infer<typeof UnreadCountResponseSchema>;

/** What a member gets by e-mail (GET/PUT notifications/settings); in-app notifications are always kept. */
export const NotificationSettingsSchema = z.strictObject({
  emailConnectionRequests: z.boolean(),
  emailConnectionAccepted: z.boolean(),
  emailDailyDigest: z.boolean(),
  /** The one e-mail when a chat message waits unread for an hour (chat-jobs.ts, docs/chat.md). */
  emailChatMessages: z.boolean(),
});
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  emailConnectionRequests: true,
  emailConnectionAccepted: true,
  emailDailyDigest: true,
  emailChatMessages: true,
};
export const NotificationSettingsResponseSchema = SuccessBaseSchema.extend({ data: NotificationSettingsSchema });
export type NotificationSettingsResponse = z.infer<typeof NotificationSettingsResponseSchema>;

/** The e-mail kinds a one-click unsubscribe link can turn off (each maps to one setting). */
export const EMAIL_KINDS = ['connection_request', 'connection_accepted', 'daily_digest', 'chat_message'] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];
export const SETTING_OF_EMAIL_KIND: Record<EmailKind, keyof NotificationSettings> = {
  connection_request: 'emailConnectionRequests',
  connection_accepted: 'emailConnectionAccepted',
  daily_digest: 'emailDailyDigest',
  chat_message: 'emailChatMessages',
};
