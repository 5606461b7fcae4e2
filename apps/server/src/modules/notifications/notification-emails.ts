import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Brand } from '@app/shared/brand';
import type { MemberCard } from '@app/shared/discover';
import type { LanguageCode } from '@app/shared/i18n';
import { EMAIL_KINDS, type EmailKind } from '@app/shared/notifications';
import type { NotificationItem, NotificationType } from '@app/shared/realtime';
import type { MailMessage } from '../../lib/mail/mailer';
import { compose, mailText, type MailText, type Paragraph } from '../../lib/mail/compose';

/**
 * E-mails about notifications (issue 11 point 7), each with a one-click unsubscribe for its kind (RFC 8058:
 * `List-Unsubscribe` with an HTTPS link and `List-Unsubscribe-Post: List-Unsubscribe=One-Click`). The link carries
 * the member and the kind under an HMAC, never an e-mail address, and does not expire (RFC 8058 §3.1). Written in
 * the member's language (`locales/<lang>/notifications.json`).
 */

/** The notification types that are also e-mailed, each under the setting of its e-mail kind. */
export const EMAILED_TYPES: Partial<Record<NotificationType, EmailKind>> = {
  connection_request: 'connection_request',
  connection_accepted: 'connection_accepted',
};

/** The path of the unsubscribe endpoint (GET shows a confirmation page, POST unsubscribes). */
export const UNSUBSCRIBE_PATH = '/api/v1/notifications/unsubscribe';

const sign = (key: Buffer, userId: string, kind: EmailKind) =>
  createHmac('sha256', key).update(`${userId}.${kind}`).digest('base64url');

/** `<member id>.<kind>.<hmac>`, the token of an unsubscribe link. */
export function unsubscribeToken(key: Buffer, userId: string, kind: EmailKind): string {
  return `${userId}.${kind}.${sign(key, userId, kind)}`;
}

/** The member and kind of a genuine token, or null for anything else. */
export function readUnsubscribeToken(key: Buffer, token: string): { userId: string; kind: EmailKind } | null {
  const [userId, kind, mac, ...rest] = token.split('.');
  if (!userId || !kind || !mac || rest.length > 0) return null;
  if (!(EMAIL_KINDS as readonly string[]).includes(kind)) return null;
  const expected = Buffer.from(sign(key, userId, kind as EmailKind));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { userId, kind: kind as EmailKind };
}

const url = (brand: Brand, pathname: string) => new URL(pathname, brand.siteUrl).toString();

function withUnsubscribe(
  input: NotificationEmailInput,
  kind: EmailKind,
  build: (unsubscribe: Paragraph, text: MailText) => MailMessage,
): MailMessage {
  const text = mailText(input.brand, input.language);
  const link = new URL(UNSUBSCRIBE_PATH, input.publicUrl);
  link.searchParams.set('token', unsubscribeToken(input.key, input.userId, kind));
  const message = build({ label: text('mail:stopEmails'), link: link.toString() }, text);
  return {
    ...message,
    headers: {
      'List-Unsubscribe': `<${link.toString()}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

export type NotificationEmailInput = {
  brand: Brand;
  publicUrl: string;
  key: Buffer;
  userId: string;
  to: string;
  /** The recipient's language (`users.language`). */
  language: LanguageCode;
};

/** A connection request or an acceptance, by e-mail. */
export function notificationEmail(input: NotificationEmailInput, notification: NotificationItem): MailMessage | null {
  const { brand, language } = input;
  const senderId = notification.body?.senderId;
  const type = notification.body?.type;
  const nameIn = (text: MailText) => notification.body?.senderName?.trim() || text('mail:aMember');
  if (type === 'connection_request') {
    return withUnsubscribe(input, 'connection_request', (unsubscribe, text) => {
      const name = nameIn(text);
      return compose(
        brand,
        language,
        input.to,
        'connection-request',
        text('notifications:connectionRequest.subject', { name }),
        [
          text('notifications:connectionRequest.sent', { name }),
          text('notifications:connectionRequest.look'),
          {
            label: text('notifications:connectionRequest.link'),
            link: url(brand, '/user-dashboard?tab=notifications'),
          },
          text('mail:settingsNote'),
          unsubscribe,
        ],
      );
    });
  }
  if (type === 'connection_accepted' && senderId) {
    return withUnsubscribe(input, 'connection_accepted', (unsubscribe, text) => {
      const name = nameIn(text);
      return compose(
        brand,
        language,
        input.to,
        'connection-accepted',
        text('notifications:connectionAccepted.subject', { name }),
        [
          text('notifications:connectionAccepted.body', { name }),
          {
            label: text('notifications:connectionAccepted.link', { name }),
            link: url(brand, `/profile/${encodeURIComponent(name)}/${senderId}`),
          },
          text('mail:settingsNote'),
          unsubscribe,
        ],
      );
    });
  }
  return null;
}

/** The daily digest of new mutual matches (names, ages and places only: photos stay behind sign-in). */
export function digestEmail(input: NotificationEmailInput, matches: readonly MemberCard[]): MailMessage {
  const { brand, language } = input;
  const count = matches.length;
  const lines = matches.map((card) =>
    [card.name, card.age === null ? null : `${card.age}`, card.state ?? card.country].filter(Boolean).join(', '),
  );
  return withUnsubscribe(input, 'daily_digest', (unsubscribe, text) =>
    compose(brand, language, input.to, 'daily-digest', text('notifications:digest.subject', { count }), [
      text('notifications:digest.intro', { count }),
      ...lines,
      { label: text('notifications:digest.link'), link: url(brand, '/user-dashboard?tab=discover&sortBy=newest') },
      text('mail:settingsNote'),
      unsubscribe,
    ]),
  );
}

export type ChatUnreadEmailInput = NotificationEmailInput & {
  /** The sender's first name (nothing else of them: no photo, never the message's text). */
  senderName: string;
  senderId: string;
};

/**
 * A chat message waiting unread for an hour (issue 13): once per unread stretch of a conversation (chat-jobs.ts),
 * naming the sender by first name only and never quoting the message. Under the `chat_message` setting, with its
 * one-click unsubscribe like the other notification e-mails.
 */
export function chatUnreadEmail(input: ChatUnreadEmailInput): MailMessage {
  const { brand, language } = input;
  return withUnsubscribe(input, 'chat_message', (unsubscribe, text) => {
    const name = input.senderName.trim() || text('mail:aMember');
    return compose(brand, language, input.to, 'chat-unread', text('notifications:chatUnread.subject', { name }), [
      text('notifications:chatUnread.body', { name }),
      { label: text('notifications:chatUnread.link'), link: url(brand, `/chat/${encodeURIComponent(input.senderId)}`) },
      text('notifications:chatUnread.once'),
      text('mail:settingsNote'),
      unsubscribe,
    ]);
  });
}
