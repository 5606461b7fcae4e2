import { useId, type ReactNode } from 'react';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { Link } from '../../../components/ui/link';
import { useTranslation } from '../../../lib/i18n';
import type { PlanRequired } from '../../../lib/plan-required';
import { billingMessages } from '../../../locales/billing';

type Tier = PlanRequired['requiredTier'];

const LockIcon = ({ className }: { className?: string }) => (
  <svg aria-hidden="true" viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor" strokeWidth="2">
    <rect x="4" y="10" width="16" height="11" rx="2" />
    <path d="M8 10V7a4 4 0 1 1 8 0v3" />
  </svg>
);

export type UpgradePromptProps = {
  requiredTier: Tier;
  /**
   * What is locked: something the member tried (`feature`, "This needs Premium"), a profile's detail sections, or
   * the list of who viewed the member's profile.
   */
  variant?: 'feature' | 'locked-profile' | 'viewers';
  /** A sentence before what the plan adds (e.g. the server's reason). */
  reason?: string;
  /** For `locked-profile`: the list of the details the plan withholds, as the server named them. */
  details?: ReactNode;
  headingLevel?: 'h2' | 'h3';
  className?: string;
};

const TITLE = {
  feature: 'billing.upgrade.title',
  'locked-profile': 'billing.upgrade.lockedTitle',
  viewers: 'billing.upgrade.viewersTitle',
} as const;

/**
 * In the place of something the member's plan does not include (a PLAN_REQUIRED answer, or a profile's sections the
 * plan withholds): what it needs, what that plan adds, and "See plans". A calm card, never an error.
 */
export function UpgradePrompt({
  requiredTier,
  variant = 'feature',
  reason,
  details,
  headingLevel = 'h2',
  className,
}: UpgradePromptProps) {
  const { t } = useTranslation(billingMessages);
  const titleId = useId();
  const Heading = headingLevel;
  const tier = t(`common.tiers.${requiredTier}`);
  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        'flex flex-col gap-3 rounded-card border-2 bg-white p-5 sm:p-6',
        requiredTier === 'Exclusive' ? 'border-exclusive-500/60' : 'border-brand-500/50',
        className,
      )}
    >
      <div className="flex items-center gap-3">
        <span
          className={cn(
            'flex h-10 w-10 shrink-0 items-center justify-center rounded-full',
            requiredTier === 'Exclusive' ? 'bg-exclusive-50 text-exclusive-700' : 'bg-brand-50 text-brand-700',
          )}
        >
          <LockIcon className="h-5 w-5" />
        </span>
        <Heading id={titleId} className="text-lg font-bold text-ink-900">
          {t(TITLE[variant], { tier })}
        </Heading>
      </div>
      {reason ? <p className="text-ink-900">{reason}</p> : null}
      {variant === 'locked-profile' && details ? (
        <>
          <p className="text-ink-900">{t('billing.upgrade.lockedBody', { tier })}</p>
          {details}
        </>
      ) : null}
      <p className="text-ink-700">{t(`billing.upgrade.${requiredTier}`)}</p>
      <Link to="/plan" className={cn(buttonClasses('primary', 'sm'), 'self-start')}>
        {t('billing.upgrade.seePlans')}
      </Link>
    </section>
  );
}
