import type { Brand } from '@app/shared/brand';
import type { LanguageCode, MessageValues } from '@app/shared/i18n';
import { htmlLang, t, type ServerNamespace } from '../i18n/index';
import type { MailMessage } from './mailer';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

export type Paragraph = string | { code: string } | { link: string; label: string };

/** A message of the server's catalogue in one language, with the brand's `{{siteName}}` and `{{supportEmail}}`. */
export type MailText = (key: `${ServerNamespace}:${string}`, values?: MessageValues) => string;

/** The words of an e-mail to someone reading `language` (`lib/i18n`). */
export function mailText(brand: Brand, language: LanguageCode): MailText {
  return (key, values) => t(language, key, { siteName: brand.siteName, supportEmail: brand.supportEmail, ...values });
}

/**
 * Plain text and simple branded HTML from the same paragraphs; every value is escaped in the HTML. Every e-mail the
 * site sends is written with it (auth, notifications), in the recipient's `language` (its `<html lang>`).
 */
export function compose(
  brand: Brand,
  language: LanguageCode,
  to: string,
  template: string,
  subject: string,
  paragraphs: Paragraph[],
): MailMessage {
  const footer = `${brand.companyName} · ${brand.address} · ${brand.supportEmail}`;
  const text = [
    ...paragraphs.map((item) =>
      typeof item === 'string' ? item : 'code' in item ? `    ${item.code}` : `${item.label}: ${item.link}`,
    ),
    '',
    '—',
    brand.siteName,
    footer,
  ].join('\n\n');
  const body = paragraphs
    .map((item) =>
      typeof item === 'string'
        ? `<p>${escapeHtml(item)}</p>`
        : 'code' in item
          ? `<p><strong>${escapeHtml(item.code)}</strong></p>`
          : `<p><a href="${escapeHtml(item.link)}">${escapeHtml(item.label)}</a></p>`,
    )
    .join('\n');
  const html = [
    '<!doctype html>',
    `<html lang="${htmlLang(language)}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body>`,
    `<h1>${escapeHtml(brand.siteName)}</h1>`,
    body,
    `<hr><p><small>${escapeHtml(footer)}</small></p>`,
    '</body></html>',
  ].join('\n');
  return { to, subject, text, html, template };
}
