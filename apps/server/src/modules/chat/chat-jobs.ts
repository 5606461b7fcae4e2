import type { FastifyInstance } from 'fastify';
import { SETTING_OF_EMAIL_KIND } from '@app/shared/notifications';
import type { LanguageCode } from '@app/shared/i18n';
import type { PushMessage } from '@app/shared/push';
import { asLanguage, recipientLanguage, t } from '../../lib/i18n/index';
import { dispatchMail } from '../../lib/mail/dispatch';
import { getAuthKeys } from '../../lib/security/secrets';
import { chatUnreadEmail } from '../notifications/index';
import { readNotificationSettings } from '../notifications/index';
import { sendPushToMember, topicFor } from '../push/index';
import { findRelation } from '../relations/index';
import { claimUnreadEmail, findMessage, findState, mailTarget } from './chat.repository';
import { displayNameOf } from '../../lib/members/display-name';

/**
 * What happens after a chat message is stored, besides the sockets (plugins/realtime.ts): a Web Push to a
 * recipient with no live socket on any process, and one e-mail when a message is still unread an hour later. Both
 * are jobs queued in the message's transaction, so each is sent once: never lost to a process that died after
 * the commit, never repeated by a retried send.
 * Neither carries the message's text: only the sender's name as members see it (display name, else first name).
 */

/**
 * The push for a new message from `senderName` (the sender's name as members see it, never the text), in the
 * recipient's language.
 */
export function chatPushMessage(
  senderId: string,
  senderName: string | null | undefined,
  language: LanguageCode,
): PushMessage {
  const name = senderName?.trim() || t(language, 'push:aMember');
  return {
    type: 'chat_message',
    title: t(language, 'push:chatMessage.title'),
    body: t(language, 'push:chatMessage.body', { name }),
    url: `/chat/${senderId}`,
    tag: `chat:${senderId}`,
  };
}

/**
 * `chat.push`: pushes a new message to its recipient when they have no live socket (a member with the site open
 * sees it). Queued with the message (one job per message), so it is sent once whichever process stored it.
 */
async function pushIfOffline(app: FastifyInstance, senderId: string, recipientId: string): Promise<void> {
  let online = false;
  try {
    online = await app.realtime.isOnline(recipientId);
  } catch (error) {
    // Presence unknown (Redis away): better a push they may not need than none.
    app.log.warn({ err: error, userId: recipientId }, 'chat push: presence check failed; pushing anyway');
  }
  if (online) return;
  const [sender, language] = await Promise.all([
    mailTarget(app.db, senderId),
    recipientLanguage(app.db, { userId: recipientId }),
  ]);
  const message = chatPushMessage(senderId, displayNameOf(sender), language);
  await sendPushToMember(app, recipientId, message, { topic: topicFor(message.tag), urgency: 'high' });
}

/**
 * `chat.unread-email`: e-mails the recipient once if the first message of an unread stretch is still unread, the
 * conversation still theirs (not removed from their list, not hidden by their own block of the sender: a block by
 * the sender is never revealed, so it changes nothing here, as a removed connection does not), no e-mail went out for this
 * stretch yet (`unread_email_sent_for`, cleared when they read) and the member still wants these e-mails
 * (`emailChatMessages`, read now rather than when the job was queued: a member who turns it off in the hour gets
 * none). Turned off, the stretch is not claimed: nothing was sent.
 */
export async function sendUnreadEmail(
  app: FastifyInstance,
  input: { recipientId: string; senderId: string; messageId: number },
): Promise<void> {
  const { recipientId, senderId, messageId } = input;
  const message = await findMessage(app.db, messageId);
  if (!message || message.readAt || message.recipientId !== recipientId || message.senderId !== senderId) return;
  const state = await findState(app.db, recipientId, senderId);
  if (!state || state.unreadEmailSentFor !== null || messageId <= state.clearedBeforeMessageId) return;
  if ((await findRelation(app.db, recipientId, senderId)) === 'blocked') return;
  const [recipient, sender] = await Promise.all([mailTarget(app.db, recipientId), mailTarget(app.db, senderId)]);
  if (!recipient || recipient.suspendedAt) return;
  const settings = await readNotificationSettings(app.db, recipientId);
  if (!settings[SETTING_OF_EMAIL_KIND.chat_message]) return;
  if (!(await claimUnreadEmail(app.db, { memberId: recipientId, otherId: senderId, messageId }))) {
    return;
  }
  await dispatchMail(
    app,
    chatUnreadEmail({
      brand: app.config.brand,
      publicUrl: app.config.PUBLIC_URL,
      key: getAuthKeys(app.config).unsubscribe,
      userId: recipientId,
      to: recipient.email,
      language: asLanguage(recipient.language),
      senderName: displayNameOf(sender) ?? '',
      senderId,
    }),
  );
}

/** Registers the push's and the unread e-mail's handlers (once, with the chat routes). */
export function registerChatJobs(app: FastifyInstance): void {
  app.jobs.work('chat.push', async ({ senderId, recipientId }) => pushIfOffline(app, senderId, recipientId));
  app.jobs.work('chat.unread-email', async (payload) => sendUnreadEmail(app, payload));
}
