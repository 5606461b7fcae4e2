import type { Brand } from '@app/shared/brand';
import type { UserType } from '@app/shared/constants';
import type { LanguageCode } from '@app/shared/i18n';
import { formatDay } from '../../lib/i18n/index';
import type { MailMessage } from '../../lib/mail/mailer';
import { compose, mailText } from '../../lib/mail/compose';

/**
 * Account e-mails about a member's plan: a week before it ends, and when it has ended. They are about the member's
 * account and what they paid for, so they are sent whatever the member's notification e-mail settings say
 * (those cover connections and the digest), and carry no unsubscribe link. In the member's language, dates too
 * (`locales/<lang>/payments.json`); plan and tier names are names, the same in every language.
 */

export type PlanEmailInput = {
  brand: Brand;
  publicUrl: string;
  to: string;
  planName: string;
  endsAt: Date;
  language: LanguageCode;
};

const planPage = (publicUrl: string) => new URL('/plan', publicUrl).toString();
const billingPage = (publicUrl: string) => new URL('/user-dashboard?tab=billings', publicUrl).toString();

/** Sent once, when 7 days or fewer remain and no renewal is queued; `tierAfter` is what the member keeps. */
export function planEndingEmail(input: PlanEmailInput & { tierAfter: UserType }): MailMessage {
  const { brand, language, planName } = input;
  const text = mailText(brand, language);
  const date = formatDay(language, input.endsAt);
  const after =
    input.tierAfter === 'Standard'
      ? text('payments:planEnding.afterStandard')
      : text('payments:planEnding.afterOther', { tier: input.tierAfter });
  return compose(brand, language, input.to, 'plan-ending', text('payments:planEnding.subject', { planName, date }), [
    text('payments:planEnding.reminder', { planName, date }),
    text('payments:planEnding.noCharge'),
    { label: text('payments:renewLink'), link: planPage(input.publicUrl) },
    after,
    { label: text('payments:planEnding.billingLink'), link: billingPage(input.publicUrl) },
  ]);
}

/** Sent when a plan has ended and the member now holds a lower tier (`tierNow`). */
export function planEndedEmail(input: PlanEmailInput & { tierNow: UserType }): MailMessage {
  const { brand, language, planName } = input;
  const text = mailText(brand, language);
  const now =
    input.tierNow === 'Standard'
      ? text('payments:planEnded.nowStandard')
      : text('payments:planEnded.nowOther', { tier: input.tierNow });
  return compose(brand, language, input.to, 'plan-ended', text('payments:planEnded.subject', { planName }), [
    text('payments:planEnded.ended', { planName, date: formatDay(language, input.endsAt) }),
    now,
    text('payments:planEnded.again'),
    { label: text('payments:renewLink'), link: planPage(input.publicUrl) },
    text('payments:planEnded.questions'),
  ]);
}
