import { z } from 'zod';
import { SuccessBaseSchema } from '../api/index';

/**
 * Web Push (standard VAPID; docs/notifications.md). The browser's PushSubscription, as JSON, is the
 * member's `fcmToken` (POST user/updateFcmToken); the server encrypts each message for it (RFC 8291) and signs
 * the request with the site's VAPID key (RFC 8292).
 */

/** GET push/vapidPublicKey: the key a browser subscribes with (`applicationServerKey`), base64url. */
export const VapidPublicKeyResponseSchema = SuccessBaseSchema.extend({
  data: z.object({ publicKey: z.string() }),
});
export type VapidPublicKeyResponse = z.infer<typeof VapidPublicKeyResponseSchema>;

/** `PushSubscription.toJSON()`: what the web app stores as `fcmToken`. */
export const PushSubscriptionJsonSchema = z.object({
  endpoint: z.url({ protocol: /^https$/ }),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{86,88}={0,2}$/),
    auth: z.string().regex(/^[A-Za-z0-9_-]{21,24}={0,2}$/),
  }),
});
export type PushSubscriptionJson = z.infer<typeof PushSubscriptionJsonSchema>;

/** What a push message carries, read by the service worker (apps/web/public/sw.js). No photos, no more than needed. */
export type PushMessage = {
  /** What happened: a notification type (`body.type`). */
  type: string;
  title: string;
  body: string;
  /** The page to open when the notification is clicked, a path on the site. */
  url: string;
  /** Notifications with the same tag replace each other on the device. */
  tag: string;
};

/** The page a push about a connection opens: the Notifications tab for a request. */
export const NOTIFICATIONS_TAB_PATH = '/user-dashboard?tab=notifications';
