import { z } from 'zod';
import { USER_TYPES } from '../constants/index';
import { EDUCATION_LEVELS, INCOME_VALUES } from '../profile/options';
import { PLAN_FEATURE_IDS, ENTITLEMENT_NOTES } from './catalogue';

/**
 * Plans, checkout, subscriptions and billing on the wire (issue 12). Field names of the
 * reference product are kept (`planName`, `price`, `durationInMonths`, `planType`, `featureList`, `usertype`,
 * `orderId`, `paymentStatus`…); what we add is named in our own style beside them.
 */

export const PLAN_TYPES = ['Monthly', 'Yearly'] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

/** Stable ids of the seeded plan rows (`<tier>-<period>`); an operator may add rows with other ids. */
export const PLAN_ROW_IDS = [
  'standard-monthly',
  'standard-yearly',
  'premium-monthly',
  'premium-yearly',
  'exclusive-monthly',
  'exclusive-yearly',
] as const;

export const EntitlementSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('included') }),
  z.object({ kind: z.literal('not-included') }),
  z.object({ kind: z.literal('limited'), note: z.enum(ENTITLEMENT_NOTES) }),
  z.object({ kind: z.literal('minutes-per-call'), minutes: z.number().int().positive() }),
]);

export const PlanFeatureRowSchema = z.object({ id: z.enum(PLAN_FEATURE_IDS), entitlement: EntitlementSchema });
export type PlanFeatureRow = z.infer<typeof PlanFeatureRowSchema>;

/** One plan row: GET plan/getAllPlans `data[]`. */
export const PlanDtoSchema = z.object({
  id: z.string(),
  planName: z.string(),
  /** Price in dollars as the reference sends it ("29.99"; "0.00" for Standard), GST included. */
  price: z.string(),
  priceCents: z.number().int().nonnegative(),
  currency: z.literal('AUD'),
  durationInMonths: z.number().int().positive(),
  description: z.string(),
  planType: z.enum(PLAN_TYPES),
  /** The tier this plan grants (the member's usertype while it runs). */
  tier: z.enum(USER_TYPES),
  /** What the plan includes, as text an operator edits (shown on the pricing cards). */
  featureList: z.array(z.string()),
  /** The same, feature by feature (the comparison table). */
  features: z.array(PlanFeatureRowSchema),
  highlighted: z.boolean(),
});
export type PlanDto = z.infer<typeof PlanDtoSchema>;

export const AllPlansResponseSchema = z.object({ success: z.literal(true), data: z.array(PlanDtoSchema) });
export type AllPlansResponse = z.infer<typeof AllPlansResponseSchema>;

/** GET plan/getPlanFree: the comparison page's price row, grouped by billing period. */
export const PlanPriceSchema = z.object({ planType: z.enum(PLAN_TYPES), planName: z.string(), price: z.string() });
export const PlanFreeResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ Monthly: z.array(PlanPriceSchema), Yearly: z.array(PlanPriceSchema) }),
});
export type PlanFreeResponse = z.infer<typeof PlanFreeResponseSchema>;

// ---- checkout ---------------------------------------------------------------------------------------------------

/** Declarations a member makes for Exclusive; checked again at checkout. */
export const ExclusiveDeclarationsSchema = z
  .object({
    professionalAchievements: z.boolean().optional(),
    communityFamilyValues: z.boolean().optional(),
    noCriminalBackground: z.boolean().optional(),
    willingnessForVerification: z.boolean().optional(),
  })
  .strict();
export type ExclusiveDeclarations = z.infer<typeof ExclusiveDeclarationsSchema>;

/** POST subscription/createCheckoutSession. `planID` is accepted as the reference server does. */
export const CreateCheckoutBodySchema = z
  .object({
    planId: z.string().min(1).max(64).optional(),
    planID: z.string().min(1).max(64).optional(),
    /** Accepted and ignored (the reference client sent it; card payments only). */
    paymentMethod: z.enum(['stripe']).optional(),
    declarations: ExclusiveDeclarationsSchema.optional(),
  })
  .strict()
  .refine((body) => Boolean(body.planId ?? body.planID), { message: 'Choose a plan.', path: ['planId'] });
export type CreateCheckoutBody = z.infer<typeof CreateCheckoutBodySchema>;

export const CHECKOUT_PROVIDERS = ['stripe', 'local'] as const;
export type CheckoutProvider = (typeof CHECKOUT_PROVIDERS)[number];

export const CreateCheckoutResponseSchema = z.object({
  success: z.literal(true),
  provider: z.enum(CHECKOUT_PROVIDERS),
  /** Where to send the browser: Stripe Checkout, or the built-in local checkout page. */
  url: z.string(),
  sessionId: z.string(),
});
export type CreateCheckoutResponse = z.infer<typeof CreateCheckoutResponseSchema>;

/** What the success page polls: the checkout's own state, set by the webhook only. */
export const CHECKOUT_STATES = ['pending', 'paid', 'failed', 'expired'] as const;
export type CheckoutState = (typeof CHECKOUT_STATES)[number];
export const CheckoutStatusResponseSchema = z.object({
  success: z.literal(true),
  sessionId: z.string(),
  state: z.enum(CHECKOUT_STATES),
  planName: z.string(),
  tier: z.enum(USER_TYPES),
  /** The member's usertype now (the granted tier once `state` is `paid`). */
  usertype: z.enum(USER_TYPES),
  orderId: z.string().nullable(),
});
export type CheckoutStatusResponse = z.infer<typeof CheckoutStatusResponseSchema>;

// ---- subscriptions ----------------------------------------------------------------------------------------------

/** `active` covers a renewal bought early that has not started yet; `cancelled` is for refunds (console). */
export const SUBSCRIPTION_STATUSES = ['active', 'expired', 'cancelled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** Reference `paymentStatus` value `Completed`, and ours: `complimentary` (granted by support staff). */
export const PAYMENT_STATUSES = ['Completed', 'complimentary'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** GET subscription//checkSubscriptionStatus (and the single-slash form). */
export const SubscriptionStatusResponseSchema = z.object({
  success: z.literal(true),
  usertype: z.enum(USER_TYPES),
  isExclusive: z.boolean(),
  /** End of the running paid or complimentary plan (ISO), null on Standard. */
  expiresAt: z.string().nullable(),
});
export type SubscriptionStatusResponse = z.infer<typeof SubscriptionStatusResponseSchema>;

/** GET subscription/getSubscriptionHistory `data[]`; newest first. Reference fields first. */
export const SubscriptionHistoryItemSchema = z.object({
  orderId: z.string(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  planName: z.string(),
  /** "DD-MM-YYYY" as the reference sends it (the day in the company's time zone). */
  purchaseDate: z.string(),
  /** When it was bought or granted (ISO): pages show it with `formatPlanDate`, as every plan date. */
  purchasedAt: z.string(),
  /** "29.99" (dollars, GST included). */
  amount: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  planType: z.enum(PLAN_TYPES),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  /** Whether a receipt PDF can be downloaded (paid orders). */
  hasReceipt: z.boolean(),
});
export type SubscriptionHistoryItem = z.infer<typeof SubscriptionHistoryItemSchema>;
export const SubscriptionHistoryResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(SubscriptionHistoryItemSchema),
});
export type SubscriptionHistoryResponse = z.infer<typeof SubscriptionHistoryResponseSchema>;

/** GET billing/getBillingInfo `data` (`notification` is what the reference client reads). */
export const BillingInfoSchema = z.object({
  currentPlan: z.enum(USER_TYPES),
  totalDays: z.number().int().nonnegative(),
  /** "16 May 2026" (`formatPlanDate` of `expiresAt`: the day in the company's time zone), or "N/A" on Standard. */
  expirationDate: z.string(),
  planType: z.union([z.literal('Month'), z.literal('Year'), z.literal('N/A')]),
  /** True when 6 days or fewer remain (both spellings, the reference server's and client's). */
  notification: z.boolean(),
  notifications: z.boolean(),
  remainingDays: z.number().int().nonnegative(),
  /** "$29.99", or "Free". */
  price: z.string(),
  /** ISO end of the running plan, null on Standard. */
  expiresAt: z.string().nullable(),
  /** The plan row a "Renew" buys again, null on Standard or complimentary plans. */
  planId: z.string().nullable(),
  /** A later plan already paid for, that starts when this one ends (a renewal bought early). */
  renewalStartsAt: z.string().nullable(),
});
export type BillingInfo = z.infer<typeof BillingInfoSchema>;
export const BillingInfoResponseSchema = z.object({ success: z.literal(true), data: BillingInfoSchema });
export type BillingInfoResponse = z.infer<typeof BillingInfoResponseSchema>;

// ---- Exclusive eligibility --------------------------------------------------------------------------------------

export const EXCLUSIVE_CRITERIA_IDS = [
  'profile_complete',
  'age_gender',
  'annual_income',
  'qualification',
  'professional_achievements',
  'community_family_values',
  'no_criminal_background',
  'verification_willingness',
] as const;
export type ExclusiveCriterionId = (typeof EXCLUSIVE_CRITERIA_IDS)[number];

/** GET/POST subscription/checkExclusiveEligibility: the body (POST) carries declarations; GET checks without. */
export const ExclusiveEligibilityBodySchema = z
  .object({ declarations: ExclusiveDeclarationsSchema.optional() })
  .strict();
export type ExclusiveEligibilityBody = z.infer<typeof ExclusiveEligibilityBodySchema>;

/**
 * Which sentence a criterion's result is (ADR 018: the server speaks codes, the client words them): the web words it
 * from `billing.eligibility.criteria.<id>.<reason>` with `params`; `title` and `message` stay, in English.
 */
export const EXCLUSIVE_CRITERION_REASONS = [
  /** A profile criterion met (profile_complete, age_gender, annual_income, qualification). */
  'met',
  /** profile_complete: `params.sections` are not finished. */
  'sectionsMissing',
  /** age_gender: no date of birth (nor questionnaire age) to tell the age from. */
  'noDateOfBirth',
  /** age_gender: younger than `params.minAge`. */
  'tooYoung',
  /** annual_income: no income given. */
  'noIncome',
  /** annual_income: "Prefer not to say" (`params.incomeBand`). */
  'incomeNotDisclosed',
  /** annual_income: below `params.minIncomeAud`. */
  'incomeBelow',
  /** qualification: none given, or one without a known level. */
  'noQualification',
  /** qualification: below `params.education`. */
  'qualificationBelow',
  /** One of the four declarations, made. */
  'declared',
  /** One of the four declarations, not made. */
  'notDeclared',
] as const;
export type ExclusiveCriterionReason = (typeof EXCLUSIVE_CRITERION_REASONS)[number];

/** The profile steps `profile_complete` needs finished (the account's `isPersonalFormFilled`…). */
export const EXCLUSIVE_PROFILE_SECTIONS = ['personal', 'qualification', 'other'] as const;
export type ExclusiveProfileSection = (typeof EXCLUSIVE_PROFILE_SECTIONS)[number];

/** The values a criterion's sentence names, as data: each reason sends those it needs. */
export const ExclusiveCriterionParamsSchema = z.object({
  /** sectionsMissing: the steps not finished, in the order of EXCLUSIVE_PROFILE_SECTIONS. */
  sections: z.array(z.enum(EXCLUSIVE_PROFILE_SECTIONS)).optional(),
  /** age_gender: the member's own minimum age (met, tooYoung). */
  minAge: z.number().int().nonnegative().optional(),
  /** age_gender: the minimum ages for women and for men (noDateOfBirth, tooYoung). */
  minAgeWoman: z.number().int().nonnegative().optional(),
  minAgeMan: z.number().int().nonnegative().optional(),
  /** annual_income: the threshold, in whole Australian dollars. */
  minIncomeAud: z.number().int().nonnegative().optional(),
  /** annual_income, incomeNotDisclosed: the band the member chose (`undisclosed`). */
  incomeBand: z.enum(INCOME_VALUES).optional(),
  /** qualification: the lowest education level accepted. */
  education: z.enum(EDUCATION_LEVELS).optional(),
});
export type ExclusiveCriterionParams = z.infer<typeof ExclusiveCriterionParamsSchema>;

export const ExclusiveCriterionResultSchema = z.object({
  id: z.enum(EXCLUSIVE_CRITERIA_IDS),
  /** English (kept for existing clients); the web words `billing.eligibility.criteria.<id>.title`. */
  title: z.string(),
  satisfied: z.boolean(),
  /** English (kept for existing clients); the web words `reason` with `params`. */
  message: z.string(),
  reason: z.enum(EXCLUSIVE_CRITERION_REASONS),
  params: ExclusiveCriterionParamsSchema,
});
export type ExclusiveCriterionResult = z.infer<typeof ExclusiveCriterionResultSchema>;

export const ExclusiveEligibilityResponseSchema = z.object({
  success: z.literal(true),
  isEligible: z.boolean(),
  /** The messages of the criteria not met (reference shape). */
  unmatchedCriteria: z.array(z.string()),
  details: z.array(ExclusiveCriterionResultSchema),
});
export type ExclusiveEligibilityResponse = z.infer<typeof ExclusiveEligibilityResponseSchema>;
