import type { Brand } from '@app/shared/brand';
import { CONTACT_LIMITS, countryName, type ContactMessage } from '@app/shared/contact';
import type { LanguageCode } from '@app/shared/i18n';
import { htmlLang, t } from '../../lib/i18n/index';
import type { MailMessage } from '../../lib/mail/mailer';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** One line, no control characters: for subjects and single-line fields. */
function oneLine(value: string): string {
  return value.replace(/\p{Cc}+/gu, ' ').trim();
}

/** The first `max` characters (whole code points), with an ellipsis when cut. */
export function excerpt(text: string, max: number = CONTACT_LIMITS.acknowledgementExcerpt): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max).join('').trimEnd()}…`;
}

function paragraphs(lines: string[]): string {
  return lines.map((line) => `<p>${escapeHtml(line).replace(/\n/g, '<br>')}</p>`).join('\n');
}

/**
 * "We received your message" to the sender. Quotes at most the first 200 characters of what they wrote: enough to
 * recognise it, not a copy of the whole message (and of little use to anyone abusing the form to send e-mail). In
 * `language` (`locales/<lang>/account.json`): the sender's account's, English for a visitor (contact.service.ts).
 */
export function acknowledgementEmail(
  input: ContactMessage,
  brand: Brand,
  reference: string,
  language: LanguageCode = 'en',
): MailMessage {
  const site = oneLine(brand.siteName);
  const text = (key: `account:contact.${string}`, values?: Record<string, string>) =>
    t(language, key, { siteName: site, ...values });
  const lines = [
    text('account:contact.dear', { name: oneLine(input.firstName) }),
    text('account:contact.thanks'),
    text('account:contact.began', { quoted: excerpt(input.message) }),
    text('account:contact.reference', { reference }),
    text('account:contact.ignore'),
    `${site} · ${oneLine(brand.companyName)} · ${oneLine(brand.supportEmail)}`,
  ];
  return {
    to: input.email,
    subject: text('account:contact.subject'),
    text: `${lines.join('\n\n')}\n`,
    html: `<!doctype html>\n<html lang="${htmlLang(language)}"><body>\n${paragraphs(lines)}\n</body></html>\n`,
    template: 'contact-acknowledgement',
  };
}

/** The full message to the support inbox, so the team can reply from there (in English, as the console is). */
export function supportNotificationEmail(
  input: ContactMessage & { phoneText: string },
  brand: Brand,
  reference: string,
): MailMessage {
  const name = oneLine(`${input.firstName} ${input.lastName}`);
  const details = [
    `Reference: ${reference}`,
    `Name: ${name}`,
    `E-mail: ${input.email}`,
    `Phone: ${input.phoneText}`,
    `Country: ${countryName(input.country) ?? input.country} (${input.country})`,
  ];
  const text = [
    `New message through the contact form of ${oneLine(brand.siteName)}.`,
    details.join('\n'),
    'Message:',
    input.message,
  ].join('\n\n');
  const html = [
    '<!doctype html>',
    '<html lang="en"><body>',
    `<p>New message through the contact form of ${escapeHtml(oneLine(brand.siteName))}.</p>`,
    `<p>${details.map(escapeHtml).join('<br>')}</p>`,
    '<p>Message:</p>',
    `<p style="white-space:pre-wrap">${escapeHtml(input.message)}</p>`,
    '</body></html>',
  ].join('\n');
  return {
    to: brand.supportEmail,
    subject: `Contact form: ${name} (${reference.slice(0, 8)})`,
    text: `${text}\n`,
    html: `${html}\n`,
    template: 'contact-notification',
  };
}
