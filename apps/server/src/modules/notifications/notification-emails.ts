import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Brand } from '@app/shared/brand';
import type { MemberCard } from '@app/shared/discover';
import { EMAIL_KINDS, type EmailKind } from '@app/shared/notifications';
import type { NotificationItem, NotificationType } from '@app/shared/realtime';
import type { MailMessage } from '../../lib/mail/mailer';
import { compose, type Paragraph } from '../../lib/mail/compose';
import { NAMELESS_MEMBER_IN_A_SENTENCE } from '../../lib/members/display-name';

/**
 * E-mails about notifications (issue 11 point 7), each with a one-click unsubscribe for its kind (RFC 8058:
 * `List-Unsubscribe` with an HTTPS link and `List-Unsubscribe-Post: List-Unsubscribe=One-Click`). The link carries
 * the member and the kind under an HMAC, never an e-mail address, and does not expire (RFC 8058 §3.1).
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
  brand: Brand,
  publicUrl: string,
  key: Buffer,
  userId: string,
  kind: EmailKind,
  build: (unsubscribe: Paragraph) => MailMessage,
): MailMessage {
  const link = new URL(UNSUBSCRIBE_PATH, publicUrl);
  link.searchParams.set('token', unsubscribeToken(key, userId, kind));
  const message = build({ label: 'Stop these e-mails', link: link.toString() });
  return {
    ...message,
    headers: {
      'List-Unsubscribe': `<${link.toString()}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

const SETTINGS_NOTE = 'You can choose which e-mails you receive in your dashboard, under Notifications.';

export type NotificationEmailInput = {
  brand: Brand;
  publicUrl: string;
  key: Buffer;
  userId: string;
  to: string;
};

/** A connection request or an acceptance, by e-mail. */
export function notificationEmail(input: NotificationEmailInput, notification: NotificationItem): MailMessage | null {
  const { brand } = input;
  const name = notification.body?.senderName?.trim() || NAMELESS_MEMBER_IN_A_SENTENCE;
  const senderId = notification.body?.senderId;
  const type = notification.body?.type;
  if (type === 'connection_request') {
    return withUnsubscribe(brand, input.publicUrl, input.key, input.userId, 'connection_request', (unsubscribe) =>
      compose(brand, input.to, 'connection-request', `${name} would like to connect with you`, [
        `${name} sent you a connection request on ${brand.siteName}.`,
        'Have a look at their profile, then accept or decline the request:',
        { label: 'See your requests', link: url(brand, '/user-dashboard?tab=notifications') },
        SETTINGS_NOTE,
        unsubscribe,
      ]),
    );
  }
  if (type === 'connection_accepted' && senderId) {
    return withUnsubscribe(brand, input.publicUrl, input.key, input.userId, 'connection_accepted', (unsubscribe) =>
      compose(brand, input.to, 'connection-accepted', `${name} accepted your connection request`, [
        `Good news: ${name} accepted your connection request on ${brand.siteName}. You are now connected.`,
        { label: `See ${name}'s profile`, link: url(brand, `/profile/${encodeURIComponent(name)}/${senderId}`) },
        SETTINGS_NOTE,
        unsubscribe,
      ]),
    );
  }
  return null;
}

/** The daily digest of new mutual matches (names, ages and places only: photos stay behind sign-in). */
export function digestEmail(input: NotificationEmailInput, matches: readonly MemberCard[]): MailMessage {
  const { brand } = input;
  const count = matches.length;
  const lines = matches.map((card) =>
    [card.name, card.age === null ? null : `${card.age}`, card.state ?? card.country].filter(Boolean).join(', '),
  );
  return withUnsubscribe(brand, input.publicUrl, input.key, input.userId, 'daily_digest', (unsubscribe) =>
    compose(
      brand,
      input.to,
      'daily-digest',
      count === 1 ? 'A new match for you today' : `${count} new matches for you today`,
      [
        count === 1
          ? 'One new member who fits what you are looking for, and who would want you back, joined since yesterday:'
          : `${count} new members who fit what you are looking for, and who would want you back, joined since yesterday:`,
        ...lines,
        { label: 'See your matches', link: url(brand, '/user-dashboard?tab=discover&sortBy=newest') },
        SETTINGS_NOTE,
        unsubscribe,
      ],
    ),
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
  const { brand } = input;
  const name = input.senderName.trim() || NAMELESS_MEMBER_IN_A_SENTENCE;
  return withUnsubscribe(brand, input.publicUrl, input.key, input.userId, 'chat_message', (unsubscribe) =>
    compose(brand, input.to, 'chat-unread', `${name} sent you a message`, [
      `${name} wrote to you on ${brand.siteName}, and the message is still waiting for you.`,
      { label: 'Read your messages', link: url(brand, `/chat/${encodeURIComponent(input.senderId)}`) },
      'We send this e-mail once while messages wait unread in a conversation; reading them in your chats is enough.',
      SETTINGS_NOTE,
      unsubscribe,
    ]),
  );
}
