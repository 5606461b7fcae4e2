import { z } from 'zod';
import { REPORT_REASONS } from '../safety/index';

/**
 * The public transparency report (issue 15 point 3): what our team did about reports, quarter by quarter, from the
 * moderation data. Quarters are calendar quarters in UTC; only complete quarters are published.
 *
 * The small-number rule is applied on the server: a count from 1 to 9 leaves the server only as the words
 * "fewer than 10" (the number itself is never sent), so a figure cannot point at a person. 0 is shown as 0: it
 * says that nothing happened, which tells nothing about anyone.
 */

export const FEWER_THAN_10 = 'fewer than 10' as const;
export const FEWER_THAN_10_DECISIONS = 'fewer than 10 decisions' as const;
/** Counts below this (and above 0) are not published as numbers. */
export const SMALL_NUMBER_THRESHOLD = 10;

/** A published count: 0, a number of 10 or more, or "fewer than 10". */
export const PublishedCountSchema = z.union([z.number().int().min(0), z.literal(FEWER_THAN_10)]);
export type PublishedCount = z.infer<typeof PublishedCountSchema>;

/** The rule itself (the server's; the web only shows what it gets). */
export function publishedCount(count: number): PublishedCount {
  return count > 0 && count < SMALL_NUMBER_THRESHOLD ? FEWER_THAN_10 : count;
}

/** `2026-Q3`. */
export const QuarterSchema = z.string().regex(/^\d{4}-Q[1-4]$/, { error: 'Please name a quarter like 2026-Q3.' });
export type Quarter = z.infer<typeof QuarterSchema>;

/** The staff actions the report counts, in the order it lists them. */
export const TRANSPARENCY_ACTIONS = [
  'member.warned',
  'photo.removed',
  'about.removed',
  'photo.rejected',
  'member.suspended',
  'member.deleted',
  'report.dismissed',
] as const;
export type TransparencyAction = (typeof TRANSPARENCY_ACTIONS)[number];

/** GET transparency/report?quarter=2026-Q3 (default: the last complete quarter). */
export const TransparencyQuerySchema = z.strictObject({ quarter: QuarterSchema.optional() });

export const TransparencyReportSchema = z.object({
  success: z.literal(true),
  quarter: QuarterSchema,
  /** First and last day of the quarter (UTC), `YYYY-MM-DD`. */
  period: z.object({ start: z.string(), end: z.string() }),
  /** Every published quarter, newest first. */
  quarters: z.array(QuarterSchema),
  reports: z.object({
    /** Reports received in the quarter (one report may give several reasons). */
    total: PublishedCountSchema,
    byReason: z.array(z.object({ reason: z.enum(REPORT_REASONS), count: PublishedCountSchema })),
  }),
  /** Staff actions taken in the quarter, by kind. */
  actions: z.array(z.object({ action: z.enum(TRANSPARENCY_ACTIONS), count: PublishedCountSchema })),
  decisions: z.object({
    /** Reports decided (acted on or dismissed) in the quarter. */
    count: PublishedCountSchema,
    /** Median hours from a report to its decision, one decimal; only with 10 or more decisions. */
    medianHours: z.union([z.number().min(0), z.literal(FEWER_THAN_10_DECISIONS)]),
  }),
  accounts: z.object({
    /** Accounts suspended in the quarter (each account once). */
    suspended: PublishedCountSchema,
    /** Accounts our team removed in the quarter. */
    removed: PublishedCountSchema,
  }),
  verification: z.object({
    submitted: PublishedCountSchema,
    approved: PublishedCountSchema,
    rejected: PublishedCountSchema,
  }),
});
export type TransparencyReport = z.infer<typeof TransparencyReportSchema>;
