import { z } from 'zod';
import type { USER_TYPES } from '../../constants/index';
import { GENDERS } from '../../questionnaire/questions';

/**
 * The console's Statistics section (issue 15 point 2), on the reference product's `admin-dashboard/*` paths.
 * Members only: staff accounts are never counted. Days are calendar days in UTC (a member who joined at 9 am in
 * Sydney on 2 March joined on 1 March UTC); the web says so beside every per-day chart.
 */

/** A calendar day in UTC, `YYYY-MM-DD`. */
export const StatsDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Please give a date as YYYY-MM-DD.' })
  .refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    {
      error: 'Please give a real date.',
    },
  );

/** Per-day charts cover at most this many days; without `from`/`to` they show the last 30 days up to today. */
export const STATS_MAX_DAYS = 366;
export const STATS_DEFAULT_DAYS = 30;

/** `?from=&to=` of the per-day endpoints, both days included (UTC). */
export const StatsRangeQuerySchema = z.strictObject({
  from: StatsDaySchema.optional(),
  to: StatsDaySchema.optional(),
});
export type StatsRangeQuery = z.infer<typeof StatsRangeQuerySchema>;

const count = z.number().int().min(0);

// ---- GET admin-dashboard/user-stats ----------------------------------------------------------------------------

/** The tiers a member pays for. */
export const PAID_TIERS = ['Premium', 'Exclusive'] as const satisfies ReadonlyArray<(typeof USER_TYPES)[number]>;

export const UserStatsResponseSchema = z.object({
  success: z.literal(true),
  /** When these were counted (ISO). */
  asOf: z.string(),
  /** Member accounts (staff excluded), suspended ones included. */
  totalMembers: count,
  /** Members whose last sign-in or session renewal (`last_active_at`, kept to the hour) is within 7 / 30 days. */
  activeLast7Days: count,
  activeLast30Days: count,
  /** Members with a running paid plan (a completed payment, not complimentary, not refunded), by tier. */
  paidMembersByTier: z.object({ Premium: count, Exclusive: count }),
  /** Members who have ever paid for a plan (refunded payments do not count). */
  membersEverPaid: count,
  /** membersEverPaid / totalMembers × 100, one decimal; 0 when there are no members. */
  paidConversionPercent: z.number().min(0).max(100),
});
export type UserStatsResponse = z.infer<typeof UserStatsResponseSchema>;

// ---- GET admin-dashboard/new-user-data -------------------------------------------------------------------------

export const DayCountSchema = z.object({ date: z.string(), count });
export type DayCount = z.infer<typeof DayCountSchema>;

export const NewUserDataResponseSchema = z.object({
  success: z.literal(true),
  from: z.string(),
  to: z.string(),
  /** One entry per day from `from` to `to`, days without sign-ups included as 0. */
  data: z.array(DayCountSchema),
  total: count,
});
export type NewUserDataResponse = z.infer<typeof NewUserDataResponseSchema>;

// ---- GET admin-dashboard/gender-ratio --------------------------------------------------------------------------

/** The questionnaire's genders, and members who have not answered (or whose answer no longer parses). */
export const STATS_GENDERS = [...GENDERS, 'Not answered'] as const;
export type StatsGender = (typeof STATS_GENDERS)[number];

export const GenderRatioResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(z.object({ gender: z.enum(STATS_GENDERS), count, percent: z.number().min(0).max(100) })),
  total: count,
});
export type GenderRatioResponse = z.infer<typeof GenderRatioResponseSchema>;

// ---- GET admin-dashboard/profile-fill-percentage ---------------------------------------------------------------

/** The reference product's buckets of profile completion (the member's own gauge, 0–100), in this order. */
export const COMPLETION_BUCKETS = [
  { label: '0-29%', min: 0, max: 29 },
  { label: '30-49%', min: 30, max: 49 },
  { label: '50-79%', min: 50, max: 79 },
  { label: '80-99%', min: 80, max: 99 },
  { label: '100%', min: 100, max: 100 },
] as const;
export type CompletionBucketLabel = (typeof COMPLETION_BUCKETS)[number]['label'];

export const completionBucketOf = (percentage: number): CompletionBucketLabel =>
  (COMPLETION_BUCKETS.find((bucket) => percentage <= bucket.max) ?? COMPLETION_BUCKETS[4]).label;

export const ProfileFillResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(
    z.object({
      bucket: z.enum(
        COMPLETION_BUCKETS.map((bucket) => bucket.label) as [CompletionBucketLabel, ...CompletionBucketLabel[]],
      ),
      count,
      percent: z.number().min(0).max(100),
    }),
  ),
  total: count,
});
export type ProfileFillResponse = z.infer<typeof ProfileFillResponseSchema>;

// ---- GET admin-dashboard/connection-data -----------------------------------------------------------------------

export const ConnectionDayCountSchema = z.object({
  date: z.string(),
  /** Connection requests sent that day. */
  requests: count,
  /** Requests accepted that day (whenever they were sent). */
  acceptances: count,
});
export type ConnectionDayCount = z.infer<typeof ConnectionDayCountSchema>;

export const ConnectionDataResponseSchema = z.object({
  success: z.literal(true),
  from: z.string(),
  to: z.string(),
  data: z.array(ConnectionDayCountSchema),
  totals: z.object({ requests: count, acceptances: count }),
});
export type ConnectionDataResponse = z.infer<typeof ConnectionDataResponseSchema>;
