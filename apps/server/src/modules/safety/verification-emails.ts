import type { Brand } from '@app/shared/brand';
import type { LanguageCode } from '@app/shared/i18n';
import type { VerificationDeclineReason } from '@app/shared/verification';
import type { MailMessage } from '../../lib/mail/mailer';
import { compose, mailText, type MailText } from '../../lib/mail/compose';

/**
 * The outcome of a verification request, sent once our team has decided. It is about the member's own account, so
 * it goes whatever their notification settings say, and carries no unsubscribe link. Both say that the photos are
 * already deleted. In the member's language (`locales/<lang>/account.json`); the team's note is quoted as written.
 */

type DecisionEmailInput = { brand: Brand; publicUrl: string; to: string; name: string | null; language: LanguageCode };

const detailsPage = (publicUrl: string) => new URL('/user-dashboard?tab=details', publicUrl).toString();
const greeting = (text: MailText, name: string | null) =>
  name ? text('mail:greeting', { name }) : text('mail:greetingNoName');

export function verificationApprovedEmail(input: DecisionEmailInput): MailMessage {
  const { brand, language } = input;
  const text = mailText(brand, language);
  return compose(brand, language, input.to, 'verification-approved', text('account:verification.approvedSubject'), [
    greeting(text, input.name),
    text('account:verification.approved'),
    text('account:verification.deleted'),
    { label: text('account:verification.detailsLink'), link: detailsPage(input.publicUrl) },
  ]);
}

export function verificationDeclinedEmail(
  input: DecisionEmailInput & { reason: VerificationDeclineReason; note: string | null },
): MailMessage {
  const { brand, language } = input;
  const text = mailText(brand, language);
  return compose(brand, language, input.to, 'verification-declined', text('account:verification.declinedSubject'), [
    greeting(text, input.name),
    text('account:verification.declined', { reason: text(`account:verification.reasons.${input.reason}`) }),
    ...(input.note ? [text('account:verification.note', { note: input.note })] : []),
    text('account:verification.deleted'),
    text('account:verification.tryAgain'),
    { label: text('account:verification.tryAgainLink'), link: detailsPage(input.publicUrl) },
    text('account:verification.questions'),
  ]);
}
