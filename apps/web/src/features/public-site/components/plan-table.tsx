import { useId } from 'react';
import type { UserType } from '@app/shared/constants';
import { FEATURE_GROUPS, PLAN_FEATURES, type Entitlement } from '@app/shared/plans/catalogue';
import type { PlanDto, PlanType } from '@app/shared/plans';
import { useTranslation } from '../../../lib/i18n';
import { pageMessages } from '../../../locales/pages';
import { Link } from '../../../components/ui/link';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { usePlanWords } from '../../../components/members/plan-words';
import { planOf, TIERS, useEntitlementText, useFormatPrice } from '../lib/plans';
import { CheckIcon, CrossIcon } from './page-icons';

function EntitlementCell({ entitlement }: { entitlement: Entitlement }) {
  const text = useEntitlementText()(entitlement);
  if (entitlement.kind === 'included' || entitlement.kind === 'not-included') {
    const included = entitlement.kind === 'included';
    return (
      <span className="inline-flex items-center justify-center">
        {included ? <CheckIcon className="h-5 w-5 text-success-600" /> : <CrossIcon className="h-5 w-5 text-ink-500" />}
        <span className="sr-only">{text}</span>
      </span>
    );
  }
  return <span className="text-sm font-medium text-ink-900">{text}</span>;
}

const PERIODS: readonly PlanType[] = ['Monthly', 'Yearly'];
const PRICE_ROW = { Monthly: 'monthly', Yearly: 'yearly' } as const;

type PlanTableProps = {
  /** The plan rows from the server (GET plan/getAllPlans). */
  plans: readonly PlanDto[];
  /** Show only this period's price row (the /plan toggle); both rows when absent. */
  period?: PlanType;
  /** Tiers to leave out (Premium for an Exclusive member). */
  hiddenTiers?: readonly UserType[];
  /** A row of "Get started" links under the columns (the comparison page). */
  actions?: { to: string };
  className?: string;
};

/**
 * The plan comparison as a real table: caption, column headers for the plans, row headers for the features,
 * grouped by area; prices and each plan's features come from the server's plan rows. On narrow screens it scrolls
 * sideways (the feature column stays pinned); the region takes focus, so arrow keys scroll it.
 */
export function PlanTable({ plans, period, hiddenTiers = [], actions, className }: PlanTableProps) {
  const { t } = useTranslation(pageMessages);
  const words = usePlanWords();
  const captionId = useId();
  const formatPrice = useFormatPrice();
  const periods = period ? [period] : PERIODS;
  // One column per tier on sale; its features from the shown period's row (the same for both, normally).
  const columns = TIERS.filter((tier) => !hiddenTiers.includes(tier)).flatMap((tier) => {
    const plan = period
      ? planOf(plans, tier, period)
      : (planOf(plans, tier, 'Monthly') ?? planOf(plans, tier, 'Yearly'));
    return plan ? [{ tier, plan }] : [];
  });
  const groups = FEATURE_GROUPS.map((group) => ({
    group,
    features: PLAN_FEATURES.filter(
      (feature) =>
        feature.group === group && columns.some(({ plan }) => plan.features.some((row) => row.id === feature.id)),
    ),
  })).filter(({ features }) => features.length > 0);
  const stickyHeader = 'sticky left-0 z-10 bg-white';
  const shade = (tier: UserType) => tier === 'Exclusive' && 'bg-exclusive-50';

  return (
    // Focusable, so a keyboard can scroll it sideways on a narrow screen even when it holds no link.
    <div
      role="region"
      aria-labelledby={captionId}
      // A scrollable region must be reachable by keyboard (WCAG 2.1.1); it holds no control of its own.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={cn(
        'relative overflow-x-auto rounded-card border border-ink-500/15 bg-white focus-visible:outline-3 focus-visible:outline-accent-700',
        className,
      )}
    >
      <table className="w-full min-w-[36rem] border-collapse text-left">
        <caption id={captionId} className="px-4 pb-2 pt-4 text-left text-lg font-bold text-ink-900">
          {t('site.plans.tableCaption')}
          <span className="block text-sm font-normal text-ink-700">{t('site.plans.currencyNote')}</span>
        </caption>
        <thead>
          <tr className="border-b-2 border-ink-500/20">
            <th scope="col" className={cn(stickyHeader, 'w-2/5 px-4 py-3 text-sm font-semibold text-ink-700')}>
              {t('site.plans.featureColumn')}
            </th>
            {columns.map(({ tier, plan }) => (
              <th
                key={tier}
                scope="col"
                className={cn(
                  'px-3 py-3 text-center text-base font-bold',
                  tier === 'Exclusive' ? 'bg-exclusive-50 text-exclusive-700' : 'text-ink-900',
                  tier === 'Premium' && 'text-brand-700',
                )}
              >
                {words.planName(plan)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {periods.map((billing) => (
            <tr key={billing} className="border-b border-ink-500/15">
              <th scope="row" className={cn(stickyHeader, 'px-4 py-3 font-semibold text-ink-900')}>
                {t(`site.plans.priceRow.${PRICE_ROW[billing]}`)}
              </th>
              {columns.map(({ tier }) => {
                const plan = planOf(plans, tier, billing);
                return (
                  <td key={tier} className={cn('px-3 py-3 text-center font-bold text-ink-900', shade(tier))}>
                    {!plan ? '—' : plan.priceCents === 0 ? t('site.plans.free') : formatPrice(plan.priceCents)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
        {groups.map(({ group, features }) => (
          <tbody key={group}>
            <tr className="bg-accent-50">
              <th scope="rowgroup" colSpan={columns.length + 1} className="px-4 py-2 text-sm font-bold text-accent-700">
                {t(`site.plans.groups.${group}`)}
              </th>
            </tr>
            {features.map((feature) => (
              <tr key={feature.id} className="border-b border-ink-500/10">
                <th scope="row" className={cn(stickyHeader, 'px-4 py-3 text-sm font-medium text-ink-900')}>
                  {t(`site.plans.features.${feature.id}`)}
                </th>
                {columns.map(({ tier, plan }) => {
                  const row = plan.features.find((candidate) => candidate.id === feature.id);
                  return (
                    <td key={tier} className={cn('px-3 py-3 text-center', shade(tier))}>
                      <EntitlementCell entitlement={row?.entitlement ?? { kind: 'not-included' }} />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        ))}
        {actions ? (
          <tfoot>
            <tr>
              <td className={cn(stickyHeader, 'px-4 py-4')}>
                <span className="sr-only">{t('site.plans.getStartedRow')}</span>
              </td>
              {columns.map(({ tier, plan }) => (
                <td key={tier} className={cn('px-3 py-4 text-center', shade(tier))}>
                  <Link to={actions.to} className={buttonClasses(tier === 'Standard' ? 'secondary' : 'primary', 'sm')}>
                    {t('site.plans.getStarted')}{' '}
                    <span className="sr-only">{t('site.plans.withPlan', { plan: words.planName(plan) })}</span>
                  </Link>
                </td>
              ))}
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}
