import type { Brand } from '@app/shared/brand';
import { compose } from '../../lib/mail/compose';
import type { MailMessage } from '../../lib/mail/mailer';
import { CODE_TTL_MS } from '../../lib/security/codes';

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
