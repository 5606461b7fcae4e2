import { PLAN_CURRENCY, type BillingPeriod, type Entitlement, type PlanId } from '@app/shared/plans/catalogue';
import { LANGUAGES, useTranslation } from '../../../lib/i18n';
import { pageMessages } from '../../../locales/pages';

/** Cents → "AUD 29.99" in the reader's language (the currency code keeps it unambiguous for visitors abroad). */
export function useFormatPrice(): (cents: number) => string {
  const { language } = useTranslation(pageMessages);
  const locale = LANGUAGES[language].htmlLang;
  return (cents) =>
    new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: PLAN_CURRENCY,
      currencyDisplay: 'code',
      minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
    }).format(cents / 100);
}

/** The words for one cell of the comparison: what a plan gives for a feature. */
export function useEntitlementText(): (entitlement: Entitlement) => string {
  const { t } = useTranslation(pageMessages);
  return (entitlement) => {
    switch (entitlement.kind) {
      case 'included':
        return t('site.plans.included');
      case 'not-included':
        return t('site.plans.notIncluded');
      case 'limited':
        return t(`site.plans.notes.${entitlement.note}`);
      case 'minutes-per-call':
        return t('site.plans.minutesPerCall', { count: entitlement.minutes });
    }
  };
}

export function usePlanName(): (id: PlanId) => string {
  const { t } = useTranslation(pageMessages);
  return (id) => t(`site.plans.names.${id}`);
}

export function usePeriodText(): (period: BillingPeriod) => string {
  const { t } = useTranslation(pageMessages);
  return (period) => t(`site.plans.per.${period}`);
}
