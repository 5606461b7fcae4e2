import { useId, useState, type ReactNode } from 'react';
import type { UserType } from '@app/shared/constants';
import type { PlanDto, PlanType } from '@app/shared/plans';
import { useTranslation } from '../../../lib/i18n';
import { pageMessages } from '../../../locales/pages';
import { Link } from '../../../components/ui/link';
import { MessagingLines } from '../../../components/members/messaging-lines';
import { usePlanWords } from '../../../components/members/plan-words';
import { Button, buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Skeleton } from '../../../components/ui/skeleton';
import { useGetAllPlansQuery } from '../../../lib/api/plans';
import { useAppSelector } from '../../../lib/hooks';
import { PageHeader } from '../components/page-header';
import { CheckIcon } from '../components/page-icons';
import { PlanTable } from '../components/plan-table';
import { inlineLinkClass } from '../components/rich-text';
import { FOCUS_ON_LIGHT } from '../lib/focus';
import { TIERS, useFormatPrice, yearlySaving } from '../lib/plans';

const PERIODS: readonly PlanType[] = ['Monthly', 'Yearly'];
const PERIOD_KEY = { Monthly: 'monthly', Yearly: 'yearly' } as const;

function PeriodToggle({ value, onChange }: { value: PlanType; onChange: (period: PlanType) => void }) {
  const { t } = useTranslation(pageMessages);
  const name = useId();
  return (
    <fieldset className="w-fit">
      <legend className="mb-2 font-semibold text-ink-900">{t('site.plans.billingLegend')}</legend>
      <div className="inline-flex rounded-full border border-ink-500/30 bg-white p-1">
        {PERIODS.map((period) => (
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
            {t(`site.plans.period.${PERIOD_KEY[period]}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Who is looking: a visitor, or a member and their plan (from the session, kept fresh by the status check). */
type Viewer = { signedIn: false } | { signedIn: true; usertype: UserType };

type CardProps = {
  plan: PlanDto;
  plans: readonly PlanDto[];
  viewer: Viewer;
  /** Opens the purchase dialog; without one, a member manages plans from the dashboard. */
  onChoose: ((plan: PlanDto) => void) | undefined;
};

function PlanCard({ plan, plans, viewer, onChoose }: CardProps) {
  const { t } = useTranslation(pageMessages);
  const formatPrice = useFormatPrice();
  const words = usePlanWords();
  const planName = words.planName(plan);
  const id = useId();
  const saving = yearlySaving(plans, plan);
  const current = viewer.signedIn && viewer.usertype === plan.tier;
  const free = plan.priceCents === 0;
  const exclusive = plan.tier === 'Exclusive';
  let action: ReactNode = null;
  if (free) {
    action = viewer.signedIn ? null : (
      <Link to="/questions" className={buttonClasses('secondary')}>
        {t('site.plans.getStarted')} <span className="sr-only">{t('site.plans.withPlan', { plan: planName })}</span>
      </Link>
    );
  } else if (!viewer.signedIn) {
    // Buying needs an account: sign in (or register from there) first.
    action = (
      <Link to="/login" className={buttonClasses(plan.highlighted ? 'primary' : 'secondary')}>
        {t('site.plans.choose', { plan: planName })}
      </Link>
    );
  } else {
    const label = current ? t('site.plans.renew', { plan: planName }) : t('site.plans.choose', { plan: planName });
    const variant = plan.highlighted || current ? 'primary' : 'secondary';
    action = onChoose ? (
      <Button variant={variant} onClick={() => onChoose(plan)}>
        {label}
      </Button>
    ) : (
      <Link to="/user-dashboard?tab=billings" className={buttonClasses(variant)}>
        {label}
      </Link>
    );
  }
  return (
    <li
      aria-labelledby={id}
      className={cn(
        'flex flex-col gap-5 rounded-card border-2 bg-white p-6',
        current
          ? 'border-accent-600 shadow-lg'
          : plan.highlighted
            ? 'border-exclusive-600 shadow-lg'
            : 'border-ink-500/15',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className={cn('text-2xl font-bold', exclusive ? 'text-exclusive-700' : 'text-ink-900')}>
          {planName}
        </h2>
        <div className="flex flex-wrap gap-2">
          {current ? (
            <span className="rounded-full bg-accent-600 px-3 py-1 text-sm font-semibold text-white">
              {t('site.plans.yourPlan')}
            </span>
          ) : null}
          {saving > 0 ? (
            <span className="rounded-full bg-success-600 px-3 py-1 text-sm font-semibold text-white">
              {t('site.plans.save', { percent: saving })}
            </span>
          ) : null}
        </div>
      </div>
      <p className="text-ink-900">
        {free ? (
          <span className="text-3xl font-bold">{t('site.plans.free')}</span>
        ) : (
          <>
            <span className="text-3xl font-bold">{formatPrice(plan.priceCents)}</span>{' '}
            <span className="text-ink-700">{t(`site.plans.per.${PERIOD_KEY[plan.planType]}`)}</span>
          </>
        )}
      </p>
      {plan.description ? <p className="text-ink-700">{words.description(plan.description)}</p> : null}
      <ul className="flex flex-col gap-2">
        {plan.featureList.map((feature) => (
          <li key={feature} className="flex gap-2 text-ink-900">
            <CheckIcon className="mt-0.5 h-5 w-5 shrink-0 text-success-600" />
            <span>{words.featureLine(feature)}</span>
          </li>
        ))}
      </ul>
      <MessagingLines tier={plan.tier} title={t('site.plans.messagingTitle')} />
      <div className="mt-auto flex flex-col gap-2">
        {action}
        {exclusive && !current ? (
          <Link to="/exclusive" className={cn(inlineLinkClass, 'text-center')}>
            {t('site.plans.checkEligibility')}
          </Link>
        ) : null}
      </div>
    </li>
  );
}

function CardsSkeleton() {
  const { t } = useTranslation(pageMessages);
  return (
    <div aria-busy="true" className="grid gap-6 md:grid-cols-3">
      <p role="status" className="sr-only">
        {t('site.plans.loading')}
      </p>
      {TIERS.map((tier) => (
        <div key={tier} className="flex flex-col gap-4 rounded-card border-2 border-ink-500/15 bg-white p-6">
          <Skeleton className="h-8 w-1/2" />
          <Skeleton className="h-10 w-2/3" />
          <Skeleton className="h-24" />
          <Skeleton className="h-11 rounded-full" />
        </div>
      ))}
    </div>
  );
}

type PlanPageProps = {
  /**
   * The purchase dialog for a chosen plan (the billing feature's, composed by the app). Without it a member's
   * choice links to their dashboard's Plan & Billing tab.
   */
  purchase?: (plan: PlanDto, close: () => void) => ReactNode;
};

/**
 * /plan: the plans on sale from the server, with a Monthly/Yearly choice, then the full comparison for that
 * period. A visitor is sent to sign in to buy; a member sees their plan marked and buys through `purchase`
 * (Premium is not offered to an Exclusive member).
 */
export function PlanPage({ purchase }: PlanPageProps = {}) {
  const { t } = useTranslation(pageMessages);
  const [period, setPeriod] = useState<PlanType>('Monthly');
  const [chosen, setChosen] = useState<PlanDto | null>(null);
  // Read from the state directly: a public page that imports the session slice's selectors splits the app shell's
  // first download into more files (ADR 006).
  const signedIn = Boolean(useAppSelector((state) => state.user.accessToken));
  const usertype = useAppSelector((state) => state.user.user?.usertype);
  const viewer: Viewer = signedIn
    ? { signedIn: true, usertype: usertype === 'Premium' || usertype === 'Exclusive' ? usertype : 'Standard' }
    : { signedIn: false };
  const hiddenTiers: UserType[] = viewer.signedIn && viewer.usertype === 'Exclusive' ? ['Premium'] : [];
  const { data: plans, isError, isFetching, refetch } = useGetAllPlansQuery();
  const shown = (plans ?? [])
    .filter((plan) => plan.planType === period && !hiddenTiers.includes(plan.tier))
    .sort((a, b) => TIERS.indexOf(a.tier) - TIERS.indexOf(b.tier));
  const other: PlanType = period === 'Monthly' ? 'Yearly' : 'Monthly';

  let content: ReactNode;
  if (plans) {
    content = (
      <>
        {shown.length ? (
          <ul className="grid gap-6 md:grid-cols-3" aria-label={t('site.plans.cardsLabel')}>
            {shown.map((plan) => (
              <PlanCard
                key={plan.id}
                plan={plan}
                plans={plans}
                viewer={viewer}
                onChoose={purchase ? setChosen : undefined}
              />
            ))}
          </ul>
        ) : (
          <div className="flex flex-col items-center gap-3 rounded-card bg-white p-8 text-center">
            <p className="text-ink-700">{t(`site.plans.empty.${PERIOD_KEY[period]}`)}</p>
            <Button variant="secondary" onClick={() => setPeriod(other)}>
              {t(`site.plans.tryOther.${PERIOD_KEY[other]}`)}
            </Button>
          </div>
        )}
        <p className="text-sm text-ink-700">
          {t('site.plans.currencyNote')}{' '}
          {signedIn ? null : (
            <>
              {t('site.plans.memberNote')}{' '}
              <Link to="/login" className={inlineLinkClass}>
                {t('site.plans.logIn')}
              </Link>
            </>
          )}
        </p>
        <PlanTable plans={plans} period={period} hiddenTiers={hiddenTiers} />
      </>
    );
  } else if (isError && !isFetching) {
    content = (
      <div className="rounded-card bg-white">
        <LoadFailed message={t('site.plans.loadFailed')} onRetry={() => void refetch()} />
      </div>
    );
  } else {
    content = <CardsSkeleton />;
  }

  return (
    <main id="main" className={FOCUS_ON_LIGHT}>
      <PageHeader width="max-w-6xl" title={t('site.plans.planTitle')} lead={t('site.plans.planLead')}>
        <div className="mt-2">
          <PeriodToggle value={period} onChange={setPeriod} />
        </div>
      </PageHeader>
      <div className="mx-auto flex max-w-6xl flex-col gap-12 px-4 py-10">{content}</div>
      {chosen && purchase ? purchase(chosen, () => setChosen(null)) : null}
    </main>
  );
}
