import type { Brand } from '@app/shared/brand';
import { PAYMENT_RECORD_YEARS } from '@app/shared/data-export';
import type { LanguageCode } from '@app/shared/i18n';
import type { MailMessage } from '../../../lib/mail/mailer';
import { compose, mailText, type MailText } from '../../../lib/mail/compose';

/**
 * The e-mails a queue decision sends the member (suspension and lifting e-mail themselves through the suspension
 * service). About their account: sent whatever the notification settings say. The staff reason is never in them.
 * In the member's language (`locales/<lang>/account.json`); a warning's own words are the team's, sent as written.
 */

type Base = { brand: Brand; publicUrl: string; to: string; name: string | null; language: LanguageCode };

const greeting = (text: MailText, name: string | null) =>
  name ? text('mail:greeting', { name }) : text('mail:greetingNoName');
const guidelines = (text: MailText, publicUrl: string) => ({
  label: text('mail:guidelinesLink'),
  link: new URL('/community-guidelines', publicUrl).toString(),
});

/** A warning from the team: staff write the message (paragraphs split on blank lines). */
export function warningEmail(input: Base & { subject?: string | undefined; message: string }): MailMessage {
  const { brand, language } = input;
  const text = mailText(brand, language);
  const paragraphs = input.message
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
  return compose(brand, language, input.to, 'staff-warning', input.subject?.trim() || text('account:warning.subject'), [
    greeting(text, input.name),
    ...paragraphs,
    guidelines(text, input.publicUrl),
    text('account:warning.question'),
  ]);
}

/** A photo or the about text was taken off the profile. */
export function contentRemovedEmail(input: Base & { what: 'photo' | 'about' }): MailMessage {
  const { brand, language } = input;
  const text = mailText(brand, language);
  const photo = input.what === 'photo';
  return compose(
    brand,
    language,
    input.to,
    'content-removed',
    text(photo ? 'account:contentRemoved.subjectPhoto' : 'account:contentRemoved.subjectAbout'),
    [
      greeting(text, input.name),
      text(photo ? 'account:contentRemoved.bodyPhoto' : 'account:contentRemoved.bodyAbout'),
      text(photo ? 'account:contentRemoved.againPhoto' : 'account:contentRemoved.againAbout'),
      guidelines(text, input.publicUrl),
      text('account:mistake'),
    ],
  );
}

/** The team closed the account. */
export function accountRemovedEmail(input: Base): MailMessage {
  const { brand, language } = input;
  const text = mailText(brand, language);
  return compose(brand, language, input.to, 'account-removed', text('account:closed.subject'), [
    greeting(text, input.name),
    text('account:closed.body'),
    text('account:closed.kept', { years: PAYMENT_RECORD_YEARS }),
    guidelines(text, input.publicUrl),
    text('account:mistake'),
  ]);
}
