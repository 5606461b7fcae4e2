import type { Brand } from '@app/shared/brand';
import type { LanguageCode } from '@app/shared/i18n';
import { formatDay, t } from '../../lib/i18n/index';
import type { MailMessage } from '../../lib/mail/mailer';
import { compose, mailText, type MailText } from '../../lib/mail/compose';

/**
 * The two account e-mails of a suspension: when it starts, and when it ends. They are about the member's account,
 * so they go whatever the notification settings say, and carry no unsubscribe link. In the member's language
 * (`locales/<lang>/account.json`); the team's own words are quoted as written.
 */

export type SuspensionEmailInput = {
  brand: Brand;
  publicUrl: string;
  to: string;
  name: string | null;
  language: LanguageCode;
};

/**
 * Why the account is suspended, as a whole sentence: a reason code in plain words (the web's suspension screen says
 * the same in its own copy), or the team's free text quoted as written (hyphens read as spaces), since free text is
 * rarely a clause that could follow "because".
 */
export function reasonSentence(siteName: string, reason: string, language: LanguageCode = 'en'): string {
  const text = (key: `account:${string}`, values?: { reason: string }) => t(language, key, { siteName, ...values });
  if (reason.includes('inappropriate-bio')) return text('account:suspended.reasonBio');
  if (reason.includes('inappropriate-image')) return text('account:suspended.reasonImage');
  const words = reason
    .replace(/-/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.\s]+$/, '');
  return text('account:suspended.reasonGiven', { reason: words });
}

const greeting = (text: MailText, name: string | null) =>
  name ? text('mail:greeting', { name }) : text('mail:greetingNoName');
const loginPage = (publicUrl: string) => new URL('/login', publicUrl).toString();
const guidelinesPage = (publicUrl: string) => new URL('/community-guidelines', publicUrl).toString();

export function suspendedEmail(
  input: SuspensionEmailInput & { reason: string; unsuspendAt: Date | null },
): MailMessage {
  const { brand, language } = input;
  const text = mailText(brand, language);
  const until = input.unsuspendAt
    ? text('account:suspended.until', { date: formatDay(language, input.unsuspendAt) })
    : text('account:suspended.untilReviewed');
  return compose(brand, language, input.to, 'account-suspended', text('account:suspended.subject'), [
    greeting(text, input.name),
    reasonSentence(brand.siteName, input.reason, language),
    until,
    text('account:suspended.meanwhile'),
    { label: text('account:suspended.signInLink'), link: loginPage(input.publicUrl) },
    { label: text('mail:guidelinesLink'), link: guidelinesPage(input.publicUrl) },
    text('account:suspended.mistake'),
  ]);
}

export function liftedEmail(input: SuspensionEmailInput): MailMessage {
  const { brand, language } = input;
  const text = mailText(brand, language);
  return compose(brand, language, input.to, 'account-unsuspended', text('account:lifted.subject'), [
    greeting(text, input.name),
    text('account:lifted.body'),
    { label: text('mail:signIn'), link: loginPage(input.publicUrl) },
    text('account:lifted.thanks'),
  ]);
}
