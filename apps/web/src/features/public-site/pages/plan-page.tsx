import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { pageMessages } from '../../../locales/pages';
import { Link } from '../../../components/ui/link';
import {
  BILLING_PERIODS,
  PLANS,
  PLAN_FEATURES,
  yearlySavingPercent,
  type BillingPeriod,
  type Plan,
  type PlanFeatureId,
} from '@app/shared/plans/catalogue';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { PageHeader } from '../components/page-header';
import { CheckIcon } from '../components/page-icons';
import { PlanTable } from '../components/plan-table';
import { inlineLinkClass } from '../components/rich-text';
import { FOCUS_ON_LIGHT } from '../lib/focus';
import { useEntitlementText, useFormatPrice, usePlanName } from '../lib/plans';

/** What each card leads with: the features that set the plan apart (the table below has the rest). */
const HIGHLIGHTS: Record<Plan['id'], PlanFeatureId[]> = {
  standard: ['photo-profile', 'suggested-matches', 'connection-requests', 'email-verification'],
  premium: ['start-chat', 'unlimited-messages', 'video-calls', 'view-full-profiles'],
  exclusive: ['exclusive-profiles', 'identity-verification', 'highlighted-profile', 'video-calls'],
};

function PeriodToggle({ value, onChange }: { value: BillingPeriod; onChange: (period: BillingPeriod) => void }) {
  const { t } = useTranslation(pageMessages);
  const name = useId();
  return (
    <fieldset className="w-fit">
      <legend className="mb-2 font-semibold text-ink-900">{t('site.plans.billingLegend')}</legend>
      <div className="inline-flex rounded-full border border-ink-500/30 bg-white p-1">
        {BILLING_PERIODS.map((period) => (
          <label
            key={period}
            className={cn(
              'cursor-pointer rounded-full px-5 py-2 font-semibold has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-accent-700',
              value === period ? 'bg-accent-600 text-white' : 'text-ink-700 hover:bg-accent-50',
            )}
          >
            <input
              type="radio"
              name={name}
              value={period}
              checked={value === period}
              onChange={() => onChange(period)}
              className="sr-only"
            />
            {t(`site.plans.period.${period}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function PlanCard({ plan, period }: { plan: Plan; period: BillingPeriod }) {
  const { t } = useTranslation(pageMessages);
  const planName = usePlanName();
  const formatPrice = useFormatPrice();
  const entitlementText = useEntitlementText();
  const id = useId();
  const saving = plan.prices && period === 'yearly' ? yearlySavingPercent(plan.prices) : 0;
  return (
    <li
      className={cn(
        'flex flex-col gap-5 rounded-card border-2 bg-white p-6',
        plan.highlighted ? 'border-exclusive-600 shadow-lg' : 'border-ink-500/15',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2
          id={id}
          className={cn('text-2xl font-bold', plan.id === 'exclusive' ? 'text-exclusive-700' : 'text-ink-900')}
        >
          {planName(plan.id)}
        </h2>
        {saving > 0 ? (
          <span className="rounded-full bg-success-600 px-3 py-1 text-sm font-semibold text-white">
            {t('site.plans.save', { percent: saving })}
          </span>
        ) : null}
      </div>
      <p className="text-ink-900">
        {plan.prices ? (
          <>
            <span className="text-3xl font-bold">{formatPrice(plan.prices[period])}</span>{' '}
            <span className="text-ink-700">{t(`site.plans.per.${period}`)}</span>
          </>
        ) : (
          <span className="text-3xl font-bold">{t('site.plans.free')}</span>
        )}
      </p>
      <p className="text-ink-700">{t(`site.plans.taglines.${plan.id}`)}</p>
      <ul className="flex flex-col gap-2">
        {HIGHLIGHTS[plan.id].map((featureId) => {
          const feature = PLAN_FEATURES.find((candidate) => candidate.id === featureId);
          if (!feature) return null;
          const entitlement = feature.entitlements[plan.id];
          return (
            <li key={featureId} className="flex gap-2 text-ink-900">
              <CheckIcon className="mt-0.5 h-5 w-5 shrink-0 text-success-600" />
              <span>
                {t(`site.plans.features.${featureId}`)}
                {entitlement.kind === 'limited' || entitlement.kind === 'minutes-per-call' ? (
                  <span className="text-ink-700"> ({entitlementText(entitlement)})</span>
                ) : null}
              </span>
            </li>
          );
        })}
      </ul>
      <div className="mt-auto flex flex-col gap-2">
        <Link to="/questions" className={buttonClasses(plan.highlighted ? 'primary' : 'secondary')}>
          {t('site.plans.getStarted')}{' '}
          <span className="sr-only">{t('site.plans.withPlan', { plan: planName(plan.id) })}</span>
        </Link>
        {plan.id === 'exclusive' ? (
          <Link to="/exclusive" className={cn(inlineLinkClass, 'text-center')}>
            {t('site.plans.checkEligibility')}
          </Link>
        ) : null}
      </div>
    </li>
  );
}

/** /plan: plan cards with a Monthly/Yearly choice, then the full comparison for that billing period. */
export function PlanPage() {
  const { t } = useTranslation(pageMessages);
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  return (
    <main id="main" className={FOCUS_ON_LIGHT}>
      <PageHeader width="max-w-6xl" title={t('site.plans.planTitle')} lead={t('site.plans.planLead')}>
        <div className="mt-2">
          <PeriodToggle value={period} onChange={setPeriod} />
        </div>
      </PageHeader>
      <div className="mx-auto flex max-w-6xl flex-col gap-12 px-4 py-10">
        <ul className="grid gap-6 md:grid-cols-3" aria-label={t('site.plans.cardsLabel')}>
          {PLANS.map((plan) => (
            <PlanCard key={plan.id} plan={plan} period={period} />
          ))}
        </ul>
        <p className="text-sm text-ink-700">
          {t('site.plans.currencyNote')} {t('site.plans.memberNote')}{' '}
          <Link to="/login" className={inlineLinkClass}>
            {t('site.plans.logIn')}
          </Link>
        </p>
        <PlanTable period={period} />
      </div>
    </main>
  );
}
