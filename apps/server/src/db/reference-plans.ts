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
import type { Database, PlansTable } from './schema';

/**
 * The default plan rows: the launch catalogue (`@app/shared/plans/catalogue`) as database rows. Inserted when
 * missing, never overwritten: once a row exists, an operator's edits (`npm run plans`) are the truth.
 */

const NAMES: Record<PlanId, string> = { standard: 'Standard', premium: 'Premium', exclusive: 'Exclusive' };

const DESCRIPTIONS: Record<PlanId, string> = {
  standard: 'A simple start: build your profile, search, and send a few connection requests each month.',
  premium: 'Full profiles and photos of Standard and Premium members, unlimited requests, chat and calls.',
  exclusive: 'Everything, with every member: Exclusive profiles, first place among similar matches and longer calls.',
};

/**
 * What the pricing cards list for each plan; operator-editable text (the comparison table uses `features`). Who a
 * plan may write to and call is not here: the cards and the checkout dialog say it from the entitlement table
 * (`messagingLines` in `@app/shared/plans/messaging`), so it cannot go stale.
 */
const FEATURE_LISTS: Record<PlanId, string[]> = {
  standard: [
    'Create a profile with photos',
    'Search and browse profiles, with advanced filters',
    'Ten connection requests a month to Standard and Premium members',
    'See how many members viewed your profile',
    'Keep a list of favourites',
  ],
  premium: [
    'View the full profiles and photos of Standard and Premium members',
    'Unlimited connection requests to Standard and Premium members',
    'Ask connections for their phone number and e-mail',
    'See who viewed your profile',
    'In Best match, shown ahead of Standard members with a similar score (the same ten-point band)',
  ],
  exclusive: [
    'View every full profile and photo, Exclusive members included',
    'Connect with any member, Exclusive members included',
    'Ask connections for their phone number and e-mail',
    'See who viewed your profile',
    'In Best match, shown first among members with a similar score (the same ten-point band)',
    'An Exclusive badge on your profile card',
    'Identity and occupation verification',
  ],
};

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
      description: DESCRIPTIONS[plan.id],
      featureList: FEATURE_LISTS[plan.id],
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
