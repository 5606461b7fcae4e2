import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { pageMessages } from '../../../locales/pages';
import { Link } from '../../../components/ui/link';
import {
  BILLING_PERIODS,
  FEATURE_GROUPS,
  PLANS,
  PLAN_FEATURES,
  type BillingPeriod,
  type Entitlement,
} from '@app/shared/plans/catalogue';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { useEntitlementText, useFormatPrice, usePlanName } from '../lib/plans';
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

type PlanTableProps = {
  /** Show only this period's price row (the /plan toggle); both rows when absent. */
  period?: BillingPeriod;
  className?: string;
};

/**
 * The plan comparison as a real table: caption, column headers for the plans, row headers for the features,
 * grouped by area. On narrow screens it scrolls sideways (the feature column stays pinned); keyboard users scroll it
 * by tabbing to the links in each plan's column.
 */
export function PlanTable({ period, className }: PlanTableProps) {
  const { t } = useTranslation(pageMessages);
  const captionId = useId();
  const formatPrice = useFormatPrice();
  const planName = usePlanName();
  const periods = period ? [period] : BILLING_PERIODS;
  const stickyHeader = 'sticky left-0 z-10 bg-white';

  return (
    <div
      role="region"
      aria-labelledby={captionId}
      className={cn('relative overflow-x-auto rounded-card border border-ink-500/15 bg-white', className)}
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
            {PLANS.map((plan) => (
              <th
                key={plan.id}
                scope="col"
                className={cn(
                  'px-3 py-3 text-center text-base font-bold',
                  plan.id === 'exclusive' ? 'bg-exclusive-50 text-exclusive-700' : 'text-ink-900',
                  plan.id === 'premium' && 'text-brand-700',
                )}
              >
                {planName(plan.id)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {periods.map((billing) => (
            <tr key={billing} className="border-b border-ink-500/15">
              <th scope="row" className={cn(stickyHeader, 'px-4 py-3 font-semibold text-ink-900')}>
                {t(`site.plans.priceRow.${billing}`)}
              </th>
              {PLANS.map((plan) => (
                <td
                  key={plan.id}
                  className={cn(
                    'px-3 py-3 text-center font-bold text-ink-900',
                    plan.id === 'exclusive' && 'bg-exclusive-50',
                  )}
                >
                  {plan.prices ? formatPrice(plan.prices[billing]) : t('site.plans.free')}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {FEATURE_GROUPS.map((group) => (
          <tbody key={group}>
            <tr className="bg-accent-50">
              <th scope="rowgroup" colSpan={PLANS.length + 1} className="px-4 py-2 text-sm font-bold text-accent-700">
                {t(`site.plans.groups.${group}`)}
              </th>
            </tr>
            {PLAN_FEATURES.filter((feature) => feature.group === group).map((feature) => (
              <tr key={feature.id} className="border-b border-ink-500/10">
                <th scope="row" className={cn(stickyHeader, 'px-4 py-3 text-sm font-medium text-ink-900')}>
                  {t(`site.plans.features.${feature.id}`)}
                </th>
                {PLANS.map((plan) => (
                  <td
                    key={plan.id}
                    className={cn('px-3 py-3 text-center', plan.id === 'exclusive' && 'bg-exclusive-50')}
                  >
                    <EntitlementCell entitlement={feature.entitlements[plan.id]} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        ))}
        <tfoot>
          <tr>
            <td className={cn(stickyHeader, 'px-4 py-4')}>
              <span className="sr-only">{t('site.plans.getStartedRow')}</span>
            </td>
            {PLANS.map((plan) => (
              <td key={plan.id} className={cn('px-3 py-4 text-center', plan.id === 'exclusive' && 'bg-exclusive-50')}>
                <Link to="/questions" className={buttonClasses(plan.id === 'standard' ? 'secondary' : 'primary', 'sm')}>
                  {t('site.plans.getStarted')}{' '}
                  <span className="sr-only">{t('site.plans.withPlan', { plan: planName(plan.id) })}</span>
                </Link>
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
