import type { UserType } from '../constants/index';

/**
 * The plan catalogue: what Standard, Premium and Exclusive include, and what the paid plans cost.
 * Source: the reference product's plans, cleaned up (duplicates merged, the blank "Stand out" cell decided,
 * "friend requests" called connection requests, video limits folded into one row). Only what the site does is
 * listed: "Save searches" and "Take personality test" are left out (neither is built), and "Appear first in
 * searches" is worded as what Best match does (`compareRanked` in the server's match-rules.ts).
 *
 * Labels are not here: the web app names each feature with `site.plans.features.<id>` and each note with
 * `site.plans.notes.<note>`, so the catalogue stays language-neutral and usable by the server.
 */

export const PLAN_IDS = ['standard', 'premium', 'exclusive'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export const BILLING_PERIODS = ['monthly', 'yearly'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

/** Months a billing period buys (the subscription end date is start + this). */
export const BILLING_PERIOD_MONTHS: Record<BillingPeriod, number> = { monthly: 1, yearly: 12 };

export const PLAN_CURRENCY = 'AUD' as const;

/** Prices in Australian cents (integers, never floats); `null` means the plan is free. */
export type PlanPrices = Record<BillingPeriod, number> | null;

/** What a plan gives for one feature. */
export type Entitlement =
  | { kind: 'included' }
  | { kind: 'not-included' }
  /** Included with a restriction the note names. */
  | { kind: 'limited'; note: EntitlementNote }
  /** Included, capped at this many minutes per call with each member. */
  | { kind: 'minutes-per-call'; minutes: number };

export const ENTITLEMENT_NOTES = [
  'standard-and-premium-members',
  'standard-and-premium-members-monthly-limit',
  'priority-limited',
  'count-only',
] as const;
export type EntitlementNote = (typeof ENTITLEMENT_NOTES)[number];

export const FEATURE_GROUPS = ['basics', 'searching', 'communication', 'profile-and-matching', 'security'] as const;
export type FeatureGroup = (typeof FEATURE_GROUPS)[number];

export const PLAN_FEATURE_IDS = [
  'photo-profile',
  'favourites',
  'search-profiles',
  'advanced-search',
  'search-priority',
  'connection-requests',
  'view-full-profiles',
  'exclusive-profiles',
  'contact-details',
  'start-chat',
  'reply-to-chat',
  'unlimited-messages',
  'video-calls',
  'customise-profile',
  'profile-viewers',
  'suggested-matches',
  'highlighted-profile',
  'email-verification',
  'identity-verification',
  'secure-sign-in',
] as const;
export type PlanFeatureId = (typeof PLAN_FEATURE_IDS)[number];

export type PlanFeature = { id: PlanFeatureId; group: FeatureGroup; entitlements: Record<PlanId, Entitlement> };

export type Plan = {
  id: PlanId;
  /** The member's usertype once they hold this plan. */
  userType: UserType;
  prices: PlanPrices;
  /** A marketing highlight (the UI gives it visual emphasis). */
  highlighted: boolean;
};

/**
 * LAUNCH PRICES (AUD cents, GST included). The database's `plans` rows are seeded from this table; from then on
 * the rows are the truth (an operator changes them with `npm run plans`), and this table is the seed only.
 */
export const PLANS: readonly Plan[] = [
  { id: 'standard', userType: 'Standard', prices: null, highlighted: false },
  { id: 'premium', userType: 'Premium', prices: { monthly: 2999, yearly: 29999 }, highlighted: false },
  { id: 'exclusive', userType: 'Exclusive', prices: { monthly: 7999, yearly: 79999 }, highlighted: true },
];

const yes: Entitlement = { kind: 'included' };
const no: Entitlement = { kind: 'not-included' };
const all = { standard: yes, premium: yes, exclusive: yes };
const paid = { standard: no, premium: yes, exclusive: yes };
const exclusiveOnly = { standard: no, premium: no, exclusive: yes };
const toStandardAndPremium: Entitlement = { kind: 'limited', note: 'standard-and-premium-members' };

export const PLAN_FEATURES: readonly PlanFeature[] = [
  { id: 'photo-profile', group: 'basics', entitlements: all },
  { id: 'favourites', group: 'basics', entitlements: all },
  { id: 'search-profiles', group: 'searching', entitlements: all },
  { id: 'advanced-search', group: 'searching', entitlements: all },
  {
    id: 'search-priority',
    group: 'searching',
    entitlements: { standard: no, premium: { kind: 'limited', note: 'priority-limited' }, exclusive: yes },
  },
  {
    id: 'connection-requests',
    group: 'communication',
    entitlements: {
      standard: { kind: 'limited', note: 'standard-and-premium-members-monthly-limit' },
      premium: toStandardAndPremium,
      exclusive: yes,
    },
  },
  {
    id: 'view-full-profiles',
    group: 'communication',
    entitlements: { standard: no, premium: toStandardAndPremium, exclusive: yes },
  },
  { id: 'exclusive-profiles', group: 'communication', entitlements: exclusiveOnly },
  { id: 'contact-details', group: 'communication', entitlements: paid },
  { id: 'start-chat', group: 'communication', entitlements: paid },
  { id: 'reply-to-chat', group: 'communication', entitlements: paid },
  { id: 'unlimited-messages', group: 'communication', entitlements: paid },
  {
    id: 'video-calls',
    group: 'communication',
    entitlements: {
      standard: no,
      premium: { kind: 'minutes-per-call', minutes: 15 },
      exclusive: { kind: 'minutes-per-call', minutes: 30 },
    },
  },
  { id: 'customise-profile', group: 'profile-and-matching', entitlements: all },
  {
    id: 'profile-viewers',
    group: 'profile-and-matching',
    entitlements: { standard: { kind: 'limited', note: 'count-only' }, premium: yes, exclusive: yes },
  },
  { id: 'suggested-matches', group: 'profile-and-matching', entitlements: all },
  { id: 'highlighted-profile', group: 'profile-and-matching', entitlements: exclusiveOnly },
  { id: 'email-verification', group: 'security', entitlements: all },
  { id: 'identity-verification', group: 'security', entitlements: exclusiveOnly },
  { id: 'secure-sign-in', group: 'security', entitlements: all },
];

export function findPlan(id: PlanId): Plan {
  const plan = PLANS.find((candidate) => candidate.id === id);
  if (!plan) throw new Error(`Unknown plan: ${id}`);
  return plan;
}

/** Whole-percent saving of paying yearly over twelve monthly payments (rounded down, never overstated). */
export function yearlySavingPercent(prices: Record<BillingPeriod, number>): number {
  const twelveMonths = prices.monthly * 12;
  if (twelveMonths <= 0 || prices.yearly >= twelveMonths) return 0;
  return Math.floor(((twelveMonths - prices.yearly) / twelveMonths) * 100);
}
