import type { Brand } from '@app/shared/brand';
import { VERIFICATION_DECLINE_REASON_TEXT, type VerificationDeclineReason } from '@app/shared/verification';
import type { MailMessage } from '../../lib/mail/mailer';
import { compose } from '../../lib/mail/compose';

/**
 * The outcome of a verification request, sent once our team has decided. It is about the member's own account, so
 * it goes whatever their notification settings say, and carries no unsubscribe link. Both say that the photos are
 * already deleted.
 */

type DecisionEmailInput = { brand: Brand; publicUrl: string; to: string; name: string | null };

const detailsPage = (publicUrl: string) => new URL('/user-dashboard?tab=details', publicUrl).toString();
const greeting = (name: string | null) => (name ? `Hello ${name},` : 'Hello,');
const DELETED =
  'As promised, the photo of your identity document and your selfie have now been deleted from our systems.';

export function verificationApprovedEmail(input: DecisionEmailInput): MailMessage {
  const { brand } = input;
  return compose(brand, input.to, 'verification-approved', `You are verified on ${brand.siteName}`, [
    greeting(input.name),
    `Good news: our team has checked your photos, and your ${brand.siteName} profile now shows the verified tick. Other members see it on your card and your profile.`,
    DELETED,
    { label: 'See your details', link: detailsPage(input.publicUrl) },
  ]);
}

export function verificationDeclinedEmail(
  input: DecisionEmailInput & { reason: VerificationDeclineReason; note: string | null },
): MailMessage {
  const { brand } = input;
  return compose(brand, input.to, 'verification-declined', `We could not verify your ${brand.siteName} profile`, [
    greeting(input.name),
    `Our team has looked at the photos you sent, and we could not verify your profile this time. ${VERIFICATION_DECLINE_REASON_TEXT[input.reason]}`,
    ...(input.note ? [`A note from our team: ${input.note}`] : []),
    DELETED,
    'You are welcome to try again with new photos: a clear photo of your passport, driver licence or national identity card, and a selfie taken in good light.',
    { label: 'Try again', link: detailsPage(input.publicUrl) },
    `Questions? Write to us at ${brand.supportEmail}.`,
  ]);
}
