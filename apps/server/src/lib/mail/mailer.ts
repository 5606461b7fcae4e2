import nodemailer, { type Transporter } from 'nodemailer';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config/env';
import type { Database } from '../../db/schema';
import type { AppMetrics } from '../metrics/metrics';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  template: string;
  /** Extra headers (one-click unsubscribe: `List-Unsubscribe`, `List-Unsubscribe-Post`, RFC 8058). */
  headers?: Record<string, string>;
  /** Files to attach (a receipt PDF). */
  attachments?: Array<{ filename: string; contentType: string; content: Buffer }>;
};

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/** SMTP through nodemailer when SMTP_URL is set. */
export function createSmtpMailer(url: string, from: string): Mailer {
  const transport: Transporter = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.headers ? { headers: message.headers } : {}),
        ...(message.attachments ? { attachments: message.attachments } : {}),
      });
    },
    async close() {
      transport.close();
    },
  };
}

/** Development outbox: messages are kept in the database and readable at /dev/outbox. */
export function createOutboxMailer(db: Kysely<Database>): Mailer {
  return {
    kind: 'outbox',
    async send(message) {
      await db
        .insertInto('emailOutbox')
        .values({
          toAddress: message.to.toLowerCase(),
          subject: message.subject,
          text: message.text,
          html: message.html,
          template: message.template,
          headers: JSON.stringify(message.headers ?? {}),
          attachments: JSON.stringify(
            (message.attachments ?? []).map((file) => ({
              filename: file.filename,
              contentType: file.contentType,
              contentBase64: file.content.toString('base64'),
            })),
          ),
        })
        .execute();
    },
    async close() {},
  };
}

export function createMailer(config: AppConfig, db: Kysely<Database>): Mailer {
  if (config.SMTP_URL) {
    const from = config.MAIL_FROM || `${config.brand.siteName} <${config.brand.supportEmail}>`;
    return createSmtpMailer(config.SMTP_URL, from);
  }
  return createOutboxMailer(db);
}

/**
 * The domain of the sign-in address a profile a relative made holds until its candidate claims it (ADR 017): a
 * reserved top-level domain (RFC 2606), so no mail could ever reach it, and the mailer sends nothing to it.
 */
export const UNCLAIMED_PROFILE_DOMAIN = 'unclaimed.invalid';

/**
 * The mailer, counting each e-mail by its template as it is handed over or refused (`app_emails_sent_total`,
 * `app_emails_failed_total`): every e-mail the site sends goes through `app.mailer.send`, so this is the one count.
 */
export function countedMailer(mailer: Mailer, metrics: Pick<AppMetrics, 'emailsSent' | 'emailsFailed'>): Mailer {
  return {
    kind: mailer.kind,
    async send(message) {
      if (message.to.toLowerCase().endsWith(`@${UNCLAIMED_PROFILE_DOMAIN}`)) return;
      try {
        await mailer.send(message);
      } catch (error) {
        metrics.emailsFailed.inc({ template: message.template });
        throw error;
      }
      metrics.emailsSent.inc({ template: message.template });
    },
    close: () => mailer.close(),
  };
}
