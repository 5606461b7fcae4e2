import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import webPush, { WebPushError } from 'web-push';
import { NOTIFICATIONS_TAB_PATH, PushSubscriptionJsonSchema, type PushMessage } from '@app/shared/push';
import type { LanguageCode } from '@app/shared/i18n';
import type { NotificationItem } from '@app/shared/realtime';
import { recipientLanguage, t } from '../../lib/i18n/index';
import { listMemberDevices, removeMemberDevice } from './push.repository';
import { vapidDetails } from './vapid-keys';

/** How long a push service keeps an undelivered message (a device that is off): news of a day, not a month. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** How long one push service may take to answer before the message to that device is given up. */
const PUSH_TIMEOUT_MS = 10_000;

export type PushOptions = {
  ttlSeconds?: number;
  urgency?: 'very-low' | 'low' | 'normal' | 'high';
  /** Replaces an undelivered message with the same topic at the push service (≤ 32 base64url characters). */
  topic?: string;
};

/** How a send to a member's devices went: delivered, subscriptions removed (404/410), other failures. */
export type PushOutcome = { sent: number; removed: number; failed: number };

/** `fcm.googleapis.com` is allowed by `fcm.googleapis.com`; `wns2-par02p.notify.windows.com` by `notify.windows.com`. */
function isAllowedHost(host: string, allowed: readonly string[]): boolean {
  return allowed.some((suffix) => host === suffix || host.endsWith(`.${suffix}`));
}

/**
 * Sends `message` to every device of the member: encrypted for each subscription (RFC 8291, aes128gcm)
 * and signed with the site's VAPID key. A subscription its push service answers 404 or 410 for has expired and is
 * removed; other failures are logged. Tokens that are not a Web Push subscription, or whose endpoint is not a
 * known push service (`PUSH_SERVICE_HOSTS`: the server never posts to an address a member chose), are skipped.
 * Never throws: a push is a courtesy, never a reason for the caller's work to fail.
 */
export async function sendPushToMember(
  app: FastifyInstance,
  userId: string,
  message: PushMessage,
  options: PushOptions = {},
): Promise<PushOutcome> {
  const outcome: PushOutcome = { sent: 0, removed: 0, failed: 0 };
  try {
    const devices = await listMemberDevices(app.db, userId);
    if (devices.length === 0) return outcome;
    const vapid = await vapidDetails(app);
    const payload = JSON.stringify(message);
    await Promise.all(
      devices.map(async ({ fcmToken }) => {
        const subscription = parseSubscription(fcmToken);
        if (!subscription) return;
        const host = new URL(subscription.endpoint).hostname.toLowerCase();
        if (!isAllowedHost(host, app.config.PUSH_SERVICE_HOSTS)) {
          app.log.warn({ host }, 'web push: a subscription of a push service not in PUSH_SERVICE_HOSTS was skipped');
          return;
        }
        try {
          await webPush.sendNotification(subscription, payload, {
            vapidDetails: vapid,
            TTL: options.ttlSeconds ?? PUSH_TTL_SECONDS,
            urgency: options.urgency ?? 'normal',
            ...(options.topic ? { topic: options.topic } : {}),
            contentEncoding: 'aes128gcm',
            timeout: PUSH_TIMEOUT_MS,
          });
          outcome.sent += 1;
          app.metrics.pushesSent.inc();
        } catch (error) {
          const status = error instanceof WebPushError ? error.statusCode : undefined;
          if (status === 404 || status === 410) {
            app.metrics.pushesFailed.inc({ reason: 'expired' });
            await removeMemberDevice(app.db, userId, fcmToken);
            outcome.removed += 1;
            return;
          }
          outcome.failed += 1;
          app.metrics.pushesFailed.inc({ reason: 'error' });
          // Never the error itself: it carries the endpoint, a capability URL for the member's device.
          const reason = error instanceof Error && !(error instanceof WebPushError) ? error.message : undefined;
          app.log.warn({ userId, host, status, reason }, 'web push: the push service did not take a message');
        }
      }),
    );
  } catch (error) {
    app.log.error({ err: error, userId }, 'web push: sending failed');
  }
  return outcome;
}

/** The subscription a token holds, or undefined for anything else (a legacy FCM token, a malformed value). */
function parseSubscription(fcmToken: string) {
  try {
    const parsed = PushSubscriptionJsonSchema.safeParse(JSON.parse(fcmToken));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The push for a stored notification, in our own words, or null when that kind is not pushed. It says only who
 * (the name the notification already shows) and what happened: no photo, nothing else of the profile. In the
 * recipient's language (`locales/<lang>/push.json`).
 */
export function pushMessageFor(notification: NotificationItem, language: LanguageCode = 'en'): PushMessage | null {
  const { type, senderId, senderName } = notification.body ?? {};
  const name = senderName?.trim() || t(language, 'push:aMember');
  const tag = `${type}:${senderId ?? notification.notificationId}`;
  if (type === 'connection_request') {
    return {
      type,
      title: t(language, 'push:connectionRequest.title'),
      body: t(language, 'push:connectionRequest.body', { name }),
      url: NOTIFICATIONS_TAB_PATH,
      tag,
    };
  }
  if (type === 'connection_accepted') {
    return {
      type,
      title: t(language, 'push:connectionAccepted.title'),
      body: t(language, 'push:connectionAccepted.body', { name }),
      url: senderId
        ? `/profile/${encodeURIComponent(senderName?.trim() || 'member')}/${senderId}`
        : NOTIFICATIONS_TAB_PATH,
      tag,
    };
  }
  return null;
}

/** A push-service topic for a tag: at most 32 URL-safe characters, the same for the same tag. */
export function topicFor(tag: string): string {
  return createHash('sha256').update(tag).digest('base64url').slice(0, 22);
}

/**
 * Pushes requests and acceptances to members with no live socket on any process (a member with the site open
 * gets them over Socket.IO instead). Resolves when the push services have answered (bounded by their timeout).
 */
export function pushOnNotifications(app: FastifyInstance): void {
  app.events.on('notification.created', async ({ userId, notification }) => {
    if (!pushMessageFor(notification)) return;
    let online = false;
    try {
      online = await app.realtime.isOnline(userId);
    } catch (error) {
      // Presence unknown (Redis away): better a push they may not need than none.
      app.log.warn({ err: error, userId }, 'web push: presence check failed; pushing anyway');
    }
    if (online) return;
    const message = pushMessageFor(notification, await recipientLanguage(app.db, { userId }));
    if (!message) return;
    await sendPushToMember(app, userId, message, { topic: topicFor(message.tag) });
  });
}
