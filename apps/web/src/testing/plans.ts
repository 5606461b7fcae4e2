import { PLANS, PLAN_FEATURES } from '@app/shared/plans/catalogue';
import type { PlanDto } from '@app/shared/plans';
import type { UserType } from '@app/shared/constants';
import { PLAN_DESCRIPTIONS, PLAN_FEATURE_LINES, planTextEnglish } from '@app/shared/plans/texts';

/**
 * The plan rows as GET plan/getAllPlans answers them, built from the launch catalogue (the server seeds the same),
 * with made-up descriptions and feature lists, so a test can tell they come from the answer.
 */
export function buildPlans(): PlanDto[] {
  return PLANS.flatMap((plan) =>
    (['Monthly', 'Yearly'] as const).map((planType): PlanDto => {
      const cents = plan.prices ? plan.prices[planType === 'Monthly' ? 'monthly' : 'yearly'] : 0;
      return {
        id: `${plan.id}-${planType.toLowerCase()}`,
        planName: plan.userType,
        price: (cents / 100).toFixed(2),
        priceCents: cents,
        currency: 'AUD',
        durationInMonths: planType === 'Monthly' ? 1 : 12,
        description: `About ${plan.userType}, ${planType}.`,
        planType,
        tier: plan.userType,
        featureList: [`${plan.userType} perk one`, `${plan.userType} perk two`],
        features: PLAN_FEATURES.map((feature) => ({ id: feature.id, entitlement: feature.entitlements[plan.id] })),
        highlighted: plan.highlighted,
      };
    }),
  );
}

/** The plan rows as a new database holds them: the launch descriptions and card lines, in English. */
export function launchPlans(): PlanDto[] {
  return buildPlans().map((row) => {
    const plan = PLANS.find((candidate) => candidate.userType === row.tier)!;
    return {
      ...row,
      description: planTextEnglish(PLAN_DESCRIPTIONS[plan.id]),
      featureList: PLAN_FEATURE_LINES[plan.id].map(planTextEnglish),
    };
  });
}

export const plansReply = (plans: PlanDto[] = buildPlans()) => ({ status: 200, body: { success: true, data: plans } });

/** One plan row of the fixtures. */
export function planRow(tier: UserType, planType: 'Monthly' | 'Yearly'): PlanDto {
  const plan = buildPlans().find((row) => row.tier === tier && row.planType === planType);
  if (!plan) throw new Error(`No ${tier} ${planType} plan`);
  return plan;
}
