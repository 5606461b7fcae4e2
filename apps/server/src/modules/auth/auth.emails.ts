import type { FastifyInstance } from 'fastify';
import type { Brand } from '@app/shared/brand';
import type { MailMessage } from '../../plugins/mailer';
import { CODE_TTL_MS } from './codes';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

export type Paragraph = string | { code: string } | { link: string; label: string };

/**
 * Plain text and simple branded HTML from the same paragraphs; every value is escaped in the HTML. Every e-mail the
 * site sends is written with it (auth, notifications).
 */
export function compose(
  brand: Brand,
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
    `<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body>`,
    `<h1>${escapeHtml(brand.siteName)}</h1>`,
    body,
    `<hr><p><small>${escapeHtml(footer)}</small></p>`,
    '</body></html>',
  ].join('\n');
  return { to, subject, text, html, template };
}

const minutes = Math.round(CODE_TTL_MS / 60000);
const url = (brand: Brand, pathname: string) => new URL(pathname, brand.siteUrl).toString();

export function signupCodeEmail(brand: Brand, to: string, code: string): MailMessage {
  return compose(brand, to, 'signup-code', `Your ${brand.siteName} verification code`, [
    `Welcome to ${brand.siteName}. Enter this code to confirm your e-mail address:`,
    { code },
    `The code works once and expires in ${minutes} minutes.`,
    'If you did not ask to join, you can ignore this e-mail; no account will be created.',
  ]);
}

export function alreadyRegisteredEmail(brand: Brand, to: string): MailMessage {
  return compose(brand, to, 'signup-already-registered', `Your ${brand.siteName} account`, [
    `Someone (hopefully you) asked to create a ${brand.siteName} account with this e-mail address. You already have an account, so no new one was created.`,
    { label: 'Sign in', link: url(brand, '/login') },
    'Forgotten your password? You can choose a new one here:',
    { label: 'Reset your password', link: url(brand, '/forgot-password') },
    'If this was not you, you can ignore this e-mail; your account has not changed.',
  ]);
}

export function resetCodeEmail(brand: Brand, to: string, code: string): MailMessage {
  return compose(brand, to, 'reset-code', `Reset your ${brand.siteName} password`, [
    'We received a request to reset your password. Enter this code to continue:',
    { code },
    `The code works once and expires in ${minutes} minutes.`,
    'If you did not ask to reset your password, you can ignore this e-mail; your password has not changed.',
  ]);
}

export function passwordChangedEmail(brand: Brand, to: string): MailMessage {
  return compose(brand, to, 'password-changed', `Your ${brand.siteName} password was changed`, [
    `The password of your ${brand.siteName} account was just changed, and every other device has been signed out.`,
    `If this was not you, reset your password straight away and tell us at ${brand.supportEmail}.`,
    { label: 'Reset your password', link: url(brand, '/forgot-password') },
  ]);
}

const pending = new WeakMap<FastifyInstance, Set<Promise<void>>>();

/**
 * Sends an e-mail without exposing delivery time to the caller (so answers take the same time whether or
 * not an e-mail goes out — no enumeration through timing). Failures are logged without the address. The
 * development/test outbox is a database insert and is awaited, so tests and the outbox page see it at once.
 */
export async function dispatchMail(app: FastifyInstance, message: MailMessage): Promise<void> {
  const sending = app.mailer.send(message).catch((error: unknown) => {
    app.log.error({ err: error, template: message.template }, 'e-mail could not be sent');
  });
  if (app.mailer.kind === 'outbox') return sending;
  let set = pending.get(app);
  if (!set) {
    set = new Set();
    pending.set(app, set);
  }
  const tracked = set;
  tracked.add(sending);
  void sending.finally(() => tracked.delete(sending));
}

/** Resolves once every e-mail started so far has been handed over (or failed): tests, shutdown. */
export async function settleMail(app: FastifyInstance): Promise<void> {
  const set = pending.get(app);
  if (set) await Promise.all([...set]);
}
