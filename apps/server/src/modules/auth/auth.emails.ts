import type { Brand } from '@app/shared/brand';
import type { LanguageCode } from '@app/shared/i18n';
import { compose, mailText } from '../../lib/mail/compose';
import type { MailMessage } from '../../lib/mail/mailer';
import { CODE_TTL_MS } from '../../lib/security/codes';

/** The account e-mails of sign-up and passwords, in the recipient's language (`locales/<lang>/auth.json`). */

const minutes = Math.round(CODE_TTL_MS / 60000);
const url = (brand: Brand, pathname: string) => new URL(pathname, brand.siteUrl).toString();

export function signupCodeEmail(brand: Brand, language: LanguageCode, to: string, code: string): MailMessage {
  const text = mailText(brand, language);
  return compose(brand, language, to, 'signup-code', text('auth:signupCode.subject'), [
    text('auth:signupCode.welcome'),
    { code },
    text('auth:signupCode.expires', { minutes }),
    text('auth:signupCode.ignore'),
  ]);
}

export function alreadyRegisteredEmail(brand: Brand, language: LanguageCode, to: string): MailMessage {
  const text = mailText(brand, language);
  return compose(brand, language, to, 'signup-already-registered', text('auth:alreadyRegistered.subject'), [
    text('auth:alreadyRegistered.body'),
    { label: text('mail:signIn'), link: url(brand, '/login') },
    text('auth:alreadyRegistered.forgotten'),
    { label: text('mail:resetPassword'), link: url(brand, '/forgot-password') },
    text('auth:alreadyRegistered.ignore'),
  ]);
}

export function resetCodeEmail(brand: Brand, language: LanguageCode, to: string, code: string): MailMessage {
  const text = mailText(brand, language);
  return compose(brand, language, to, 'reset-code', text('auth:resetCode.subject'), [
    text('auth:resetCode.intro'),
    { code },
    text('auth:resetCode.expires', { minutes }),
    text('auth:resetCode.ignore'),
  ]);
}

export function passwordChangedEmail(brand: Brand, language: LanguageCode, to: string): MailMessage {
  const text = mailText(brand, language);
  return compose(brand, language, to, 'password-changed', text('auth:passwordChanged.subject'), [
    text('auth:passwordChanged.body'),
    text('auth:passwordChanged.notYou'),
    { label: text('mail:resetPassword'), link: url(brand, '/forgot-password') },
  ]);
}
