import type { UserType } from '@app/shared/constants';
import type { Entitlement } from '@app/shared/plans/catalogue';
import type { PlanDto, PlanType } from '@app/shared/plans';
import { useTranslation } from '../../../lib/i18n';
import { LANGUAGES } from '../../../lib/language-names';
import { formatAud } from '../../../lib/money';
import { pageMessages } from '../../../locales/pages';

/** The tiers in the order the pages show them (an upgrade goes left to right). */
export const TIERS: readonly UserType[] = ['Standard', 'Premium', 'Exclusive'];

/** Cents → "A$29.99" in the reader's language. */
export function useFormatPrice(): (cents: number) => string {
  const { language } = useTranslation(pageMessages);
  const locale = LANGUAGES[language].htmlLang;
  return (cents) => formatAud(cents, locale);
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

/** The plan row of one tier and billing period (the first, if an operator keeps several). */
export function planOf(plans: readonly PlanDto[], tier: UserType, planType: PlanType): PlanDto | undefined {
  return plans.find((plan) => plan.tier === tier && plan.planType === planType);
}

/**
 * Whole-percent saving of a yearly plan over twelve months of the same tier's monthly plan (rounded down, never
 * overstated); 0 when there is none to compare with.
 */
export function yearlySaving(plans: readonly PlanDto[], yearly: PlanDto): number {
  const monthly = planOf(plans, yearly.tier, 'Monthly');
  if (!monthly || yearly.planType !== 'Yearly') return 0;
  const twelveMonths = monthly.priceCents * 12;
  if (twelveMonths <= 0 || yearly.priceCents >= twelveMonths) return 0;
  return Math.floor(((twelveMonths - yearly.priceCents) / twelveMonths) * 100);
}
