import type { Brand } from '@app/shared/brand';
import type { MailMessage } from '../../../lib/mail/mailer';
import { compose } from '../../../lib/mail/compose';

/**
 * The e-mails a queue decision sends the member (suspension and lifting e-mail themselves through the suspension
 * service). About their account: sent whatever the notification settings say. The staff reason is never in them.
 */

type Base = { brand: Brand; publicUrl: string; to: string; name: string | null };

const greeting = (name: string | null) => (name ? `Hello ${name},` : 'Hello,');
const guidelines = (publicUrl: string) => ({
  label: 'Read our community guidelines',
  link: new URL('/community-guidelines', publicUrl).toString(),
});

/** A warning from the team: staff write the message (paragraphs split on blank lines). */
export function warningEmail(input: Base & { subject?: string | undefined; message: string }): MailMessage {
  const { brand } = input;
  const paragraphs = input.message
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
  return compose(
    brand,
    input.to,
    'staff-warning',
    input.subject?.trim() || `A message from the ${brand.siteName} team about your account`,
    [
      greeting(input.name),
      ...paragraphs,
      guidelines(input.publicUrl),
      `If you have a question, reply to ${brand.supportEmail}.`,
    ],
  );
}

/** A photo or the about text was taken off the profile. */
export function contentRemovedEmail(input: Base & { what: 'photo' | 'about' }): MailMessage {
  const { brand } = input;
  const what = input.what === 'photo' ? 'one of your photos' : 'the about text on your profile';
  return compose(brand, input.to, 'content-removed', `We removed ${what} on ${brand.siteName}`, [
    greeting(input.name),
    `Our team removed ${what}, because it does not meet our community guidelines. The rest of your profile is unchanged.`,
    input.what === 'photo'
      ? 'You can add another photo in My Details at any time.'
      : 'You can write a new about text in My Details at any time.',
    guidelines(input.publicUrl),
    `If you think this is a mistake, write to us at ${brand.supportEmail}.`,
  ]);
}

/** The team closed the account. */
export function accountRemovedEmail(input: Base): MailMessage {
  const { brand } = input;
  return compose(brand, input.to, 'account-removed', `Your ${brand.siteName} account has been closed`, [
    greeting(input.name),
    `Our team has closed your ${brand.siteName} account, because of how it was used. Your profile, photos and messages have been deleted.`,
    'We keep only what the law asks of us: payment records for seven years, detached from any account, and a record that an account was closed.',
    guidelines(input.publicUrl),
    `If you think this is a mistake, write to us at ${brand.supportEmail}.`,
  ]);
}
