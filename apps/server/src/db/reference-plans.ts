import type { Insertable, Kysely } from 'kysely';
import type { UserType } from '@app/shared/constants';
import {
  BILLING_PERIOD_MONTHS,
  PLANS,
  PLAN_FEATURES,
  type BillingPeriod,
  type PlanId,
} from '@app/shared/plans/catalogue';
import type { PlanFeatureRow } from '@app/shared/plans';
import { PLAN_DESCRIPTIONS, PLAN_FEATURE_LINES, planTextEnglish } from '@app/shared/plans/texts';
import type { Database, PlansTable } from './schema';

/**
 * The default plan rows: the launch catalogue (`@app/shared/plans/catalogue`) and its English wording
 * (`@app/shared/plans/texts`, which the web words in the reader's language) as database rows. Who a plan may write
 * to and call is not in the feature lists: the cards and the checkout dialog say it from the entitlement table
 * (`messagingLineItems` in `@app/shared/plans/messaging`), so it cannot go stale. Inserted when
 * missing, never overwritten: once a row exists, an operator's edits (`npm run plans`) are the truth.
 */

const NAMES: Record<PlanId, string> = { standard: 'Standard', premium: 'Premium', exclusive: 'Exclusive' };

const PLAN_TYPE: Record<BillingPeriod, 'Monthly' | 'Yearly'> = { monthly: 'Monthly', yearly: 'Yearly' };

export type DefaultPlanRow = {
  id: string;
  tier: UserType;
  planName: string;
  planType: 'Monthly' | 'Yearly';
  durationInMonths: number;
  priceCents: number;
  description: string;
  featureList: string[];
  features: PlanFeatureRow[];
  highlighted: boolean;
  sortOrder: number;
};

export function defaultPlanRows(): DefaultPlanRow[] {
  return PLANS.flatMap((plan, planIndex) =>
    (['monthly', 'yearly'] as const).map((period, periodIndex) => ({
      id: `${plan.id}-${period}`,
      tier: plan.userType,
      planName: NAMES[plan.id],
      planType: PLAN_TYPE[period],
      durationInMonths: BILLING_PERIOD_MONTHS[period],
      priceCents: plan.prices ? plan.prices[period] : 0,
      description: planTextEnglish(PLAN_DESCRIPTIONS[plan.id]),
      featureList: PLAN_FEATURE_LINES[plan.id].map(planTextEnglish),
      features: PLAN_FEATURES.map((feature) => ({ id: feature.id, entitlement: feature.entitlements[plan.id] })),
      highlighted: plan.highlighted,
      sortOrder: planIndex * 10 + periodIndex,
    })),
  );
}

/** Inserts the default plans that are missing (by id); rows already there are left as the operator made them. */
export async function seedDefaultPlans(db: Kysely<Database>): Promise<number> {
  const rows = defaultPlanRows();
  return insertMissingPlans(
    db,
    rows.map((row) => ({
      ...row,
      featureList: JSON.stringify(row.featureList),
      features: JSON.stringify(row.features),
    })),
  );
}

/** Inserts the rows whose id is not there yet; answers how many were inserted. */
async function insertMissingPlans(db: Kysely<Database>, rows: Insertable<PlansTable>[]): Promise<number> {
  const inserted = await db
    .insertInto('plans')
    .values(rows)
    .onConflict((conflict) => conflict.column('id').doNothing())
    .returning('id')
    .execute();
  return inserted.length;
}
