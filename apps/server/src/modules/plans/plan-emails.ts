import type { Brand } from '@app/shared/brand';
import type { UserType } from '@app/shared/constants';
import type { MailMessage } from '../../lib/mail/mailer';
import { compose } from '../../lib/mail/compose';
import { longAuDate } from './billing.service';

/**
 * Account e-mails about a member's plan: a week before it ends, and when it has ended. They are about the member's
 * account and what they paid for, so they are sent whatever the member's notification e-mail settings say
 * (those cover connections and the digest), and carry no unsubscribe link.
 */

export type PlanEmailInput = {
  brand: Brand;
  publicUrl: string;
  to: string;
  planName: string;
  endsAt: Date;
};

const planPage = (publicUrl: string) => new URL('/plan', publicUrl).toString();
const billingPage = (publicUrl: string) => new URL('/user-dashboard?tab=billings', publicUrl).toString();

/** Sent once, when 7 days or fewer remain and no renewal is queued; `tierAfter` is what the member keeps. */
export function planEndingEmail(input: PlanEmailInput & { tierAfter: UserType }): MailMessage {
  const { brand } = input;
  const date = longAuDate(input.endsAt);
  const after =
    input.tierAfter === 'Standard'
      ? 'If you let it end, your account and profile stay as they are, on the free Standard plan.'
      : `If you let it end, you keep your ${input.tierAfter} plan, which carries on as before.`;
  return compose(brand, input.to, 'plan-ending', `Your ${input.planName} plan ends on ${date}`, [
    `A reminder from ${brand.siteName}: your ${input.planName} plan ends on ${date}.`,
    'Plans do not renew by themselves, so nothing will be charged. To keep everything your plan includes, you can renew it now; the new plan starts when this one ends, so you lose no days.',
    { label: 'Renew your plan', link: planPage(input.publicUrl) },
    after,
    { label: 'See your plan and billing', link: billingPage(input.publicUrl) },
  ]);
}

/** Sent when a plan has ended and the member now holds a lower tier (`tierNow`). */
export function planEndedEmail(input: PlanEmailInput & { tierNow: UserType }): MailMessage {
  const { brand } = input;
  const now =
    input.tierNow === 'Standard'
      ? 'Your account is now on the free Standard plan. Your profile, connections and conversations are all kept.'
      : `You still have your ${input.tierNow} plan, which carries on as before.`;
  return compose(brand, input.to, 'plan-ended', `Your ${input.planName} plan has ended`, [
    `Your ${input.planName} plan on ${brand.siteName} ended on ${longAuDate(input.endsAt)}.`,
    now,
    `Whenever you are ready, you can choose a plan again:`,
    { label: 'Renew your plan', link: planPage(input.publicUrl) },
    `Questions about your plan? Write to us at ${brand.supportEmail}.`,
  ]);
}
