import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { formatContactPhone, type ContactMessage } from '@app/shared/contact';
import { hashClientAddress } from '../../lib/client-key';
import { recipientLanguage } from '../../lib/i18n/index';
import { acknowledgementEmail, supportNotificationEmail } from './contact-emails';
import { countMessagesFromSince, insertContactMessage } from './contact.repository';

/** At most this many acknowledgement e-mails to one address per day: the form must not become a mail cannon. */
export const ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY = 3;

type ContactDeps = Pick<FastifyInstance, 'db' | 'mailer' | 'clock' | 'config'>;

/**
 * Stores a contact message, then e-mails an acknowledgement to the sender and a notification to the support inbox.
 * The message is kept even when an e-mail fails: it is already in the database for the team to answer.
 */
export async function submitContactMessage(
  app: ContactDeps,
  input: ContactMessage,
  ip: string,
  log: FastifyBaseLogger,
): Promise<{ id: string }> {
  const now = app.clock.now();
  const email = input.email.toLowerCase();
  const phoneText = formatContactPhone(input.phone);
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000);

  const { id, recent } = await app.db.transaction().execute(async (trx) => {
    const earlier = await countMessagesFromSince(trx, email, dayAgo);
    const rowId = await insertContactMessage(trx, {
      firstName: input.firstName,
      lastName: input.lastName,
      email,
      country: input.country,
      phone: phoneText,
      message: input.message,
      consentAt: now,
      ipHash: hashClientAddress(ip, app.config.JWT_SECRET, 'contact'),
      createdAt: now,
    });
    return { id: rowId, recent: earlier };
  });

  const message = { ...input, email };
  const mails = [supportNotificationEmail({ ...message, phoneText }, app.config.brand, id)];
  if (recent < ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY) {
    // The form asks no language: a member writing from their sign-in address is answered in theirs, others in English.
    const language = await recipientLanguage(app.db, { email });
    mails.unshift(acknowledgementEmail(message, app.config.brand, id, language));
  } else log.warn({ contactMessageId: id }, 'contact acknowledgement skipped: too many messages for one address today');

  for (const mail of mails) {
    try {
      await app.mailer.send(mail);
    } catch (error) {
      log.error({ err: error, contactMessageId: id, template: mail.template }, 'contact e-mail could not be sent');
    }
  }
  log.info({ contactMessageId: id }, 'contact message stored');
  return { id };
}
