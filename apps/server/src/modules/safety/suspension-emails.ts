import type { Brand } from '@app/shared/brand';
import type { MailMessage } from '../../lib/mail/mailer';
import { compose } from '../../lib/mail/compose';
import { longAuDate } from '../plans/index';

/**
 * The two account e-mails of a suspension: when it starts, and when it ends. They are about the member's account,
 * so they go whatever the notification settings say, and carry no unsubscribe link.
 */

export type SuspensionEmailInput = {
  brand: Brand;
  publicUrl: string;
  to: string;
  name: string | null;
};

/**
 * Why the account is suspended, as a whole sentence: a reason code in plain words (the web's suspension screen says
 * the same in its own copy), or the team's free text quoted as written (hyphens read as spaces), since free text is
 * rarely a clause that could follow "because".
 */
export function reasonSentence(siteName: string, reason: string): string {
  if (reason.includes('inappropriate-bio'))
    return `We have suspended your ${siteName} account for now because the about text on your profile does not meet our community guidelines.`;
  if (reason.includes('inappropriate-image'))
    return `We have suspended your ${siteName} account for now because a photo on your profile does not meet our community guidelines.`;
  const words = reason
    .replace(/-/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.\s]+$/, '');
  return `We have suspended your ${siteName} account for now. The reason our team gave is: “${words}”.`;
}

const greeting = (name: string | null) => (name ? `Hello ${name},` : 'Hello,');
const loginPage = (publicUrl: string) => new URL('/login', publicUrl).toString();
const guidelinesPage = (publicUrl: string) => new URL('/community-guidelines', publicUrl).toString();

export function suspendedEmail(
  input: SuspensionEmailInput & { reason: string; unsuspendAt: Date | null },
): MailMessage {
  const { brand } = input;
  const until = input.unsuspendAt
    ? `The suspension is due to end on ${longAuDate(input.unsuspendAt)}.`
    : 'The suspension will last until our team has reviewed your profile.';
  return compose(brand, input.to, 'account-suspended', `Your ${brand.siteName} account is suspended for now`, [
    greeting(input.name),
    reasonSentence(brand.siteName, input.reason),
    until,
    'While it lasts, your profile is not shown to other members, and you cannot send requests or messages. You can still sign in to see the reason and to change your about text or your photos. Our team will then look at your profile again.',
    { label: 'Sign in to see your account', link: loginPage(input.publicUrl) },
    { label: 'Read our community guidelines', link: guidelinesPage(input.publicUrl) },
    `If you think this is a mistake, write to us at ${brand.supportEmail}. We read every message.`,
  ]);
}

export function liftedEmail(input: SuspensionEmailInput): MailMessage {
  const { brand } = input;
  return compose(brand, input.to, 'account-unsuspended', `Your ${brand.siteName} account is active again`, [
    greeting(input.name),
    `Good news: the suspension of your ${brand.siteName} account has ended. Your profile is shown to other members again, and you can use everything as before.`,
    { label: 'Sign in', link: loginPage(input.publicUrl) },
    `Thank you for helping keep ${brand.siteName} a respectful place. Questions? Write to us at ${brand.supportEmail}.`,
  ]);
}
