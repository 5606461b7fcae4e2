import { z } from 'zod';
import { USER_TYPES } from '../../constants/index';
import { PLAN_TYPES } from '../../plans/index';
import { DecisionReasonSchema } from '../index';

/**
 * The console's Plans and money section (issue 15 point 2), admin only: the price list as `plan/getAllPlans` serves
 * it (edited here), the payments and refunds, and monthly revenue by plan in Australian dollars with GST. Amounts
 * travel as whole cents; the web formats them. Prices include GST (10 %), so the GST in a price is one eleventh.
 */

// ---- GET admin-plans/list ------------------------------------------------------------------------------------

export const AdminPlanSchema = z.object({
  id: z.string(),
  tier: z.enum(USER_TYPES),
  planName: z.string(),
  planType: z.enum(PLAN_TYPES),
  durationInMonths: z.number().int(),
  /** GST included. */
  priceCents: z.number().int(),
  /** The same as dollars with cents, "34.99" (what the edit form shows). */
  price: z.string(),
  currency: z.literal('AUD'),
  description: z.string(),
  featureList: z.array(z.string()),
  /** On sale: served by plan/getAllPlans and accepted at checkout. */
  active: z.boolean(),
  highlighted: z.boolean(),
  sortOrder: z.number().int(),
  updatedAt: z.string(),
});
export type AdminPlan = z.infer<typeof AdminPlanSchema>;

export const AdminPlansResponseSchema = z.object({ success: z.literal(true), plans: z.array(AdminPlanSchema) });
export type AdminPlansResponse = z.infer<typeof AdminPlansResponseSchema>;

// ---- POST admin-plans/update ---------------------------------------------------------------------------------

/**
 * Only the shapes are checked here; the rules (Standard stays free, name and feature limits, …) are the plans
 * module's, the same as for `npm run plans -- set`, and come back as field errors.
 */
export const UpdatePlanInputSchema = z.strictObject({
  planId: z.string().trim().min(1).max(64),
  planName: z.string().max(1000).optional(),
  /** Dollars with GST, "34.99". */
  price: z.string().max(20).optional(),
  description: z.string().max(5000).optional(),
  featureList: z.array(z.string().max(1000)).max(100).optional(),
  active: z.boolean().optional(),
  highlighted: z.boolean().optional(),
  reason: DecisionReasonSchema,
});
export type UpdatePlanInput = z.input<typeof UpdatePlanInputSchema>;

export const UpdatePlanResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  plan: AdminPlanSchema,
});
export type UpdatePlanResponse = z.infer<typeof UpdatePlanResponseSchema>;

// ---- dates ---------------------------------------------------------------------------------------------------

/** A calendar month, "2026-11". Months and days are Australian (Melbourne) calendar ones. */
export const MonthSchema = z
  .string()
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Please give a month as YYYY-MM, like 2026-11.');

/** A month ("2026-11": the whole month) or a day ("2026-11-28"). */
export const DayOrMonthSchema = z
  .string()
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?$/, 'Please give a date as YYYY-MM-DD or a month as YYYY-MM.');

// ---- GET admin-transaction/allbillinginfo --------------------------------------------------------------------

/** A payment's state as money: kept whole, partly refunded, or refunded in full. */
export const PAYMENT_MONEY_STATUSES = ['paid', 'partly-refunded', 'refunded'] as const;
export type PaymentMoneyStatus = (typeof PAYMENT_MONEY_STATUSES)[number];

export const BILLING_PAGE = 50;

export const BillingInfoQuerySchema = z.strictObject({
  from: DayOrMonthSchema.optional(),
  to: DayOrMonthSchema.optional(),
  status: z.enum(PAYMENT_MONEY_STATUSES).optional(),
  cursor: z.string().trim().min(1).max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(BILLING_PAGE),
});
export type BillingInfoQuery = z.input<typeof BillingInfoQuerySchema>;
export type BillingInfoFilter = z.output<typeof BillingInfoQuerySchema>;

export const RefundSchema = z.object({
  id: z.string(),
  refundedAt: z.string(),
  amountCents: z.number().int(),
  gstCents: z.number().int(),
  providerReference: z.string().nullable(),
});
export type Refund = z.infer<typeof RefundSchema>;

export const PaymentEntrySchema = z.object({
  /** The subscription row's id (what `record-refund` takes). */
  id: z.string(),
  orderId: z.string(),
  paidAt: z.string(),
  member: z.object({
    /** Null when the member has since deleted their account (the payment record stays, by law). */
    id: z.string().nullable(),
    email: z.string(),
  }),
  plan: z.object({ id: z.string(), name: z.string(), tier: z.enum(USER_TYPES), planType: z.enum(PLAN_TYPES) }),
  amountCents: z.number().int(),
  gstCents: z.number().int(),
  status: z.enum(PAYMENT_MONEY_STATUSES),
  refundedCents: z.number().int(),
  /** The latest refund's time; null when none. */
  refundedAt: z.string().nullable(),
  refunds: z.array(RefundSchema),
  provider: z.string(),
  /** The provider's payment id (Stripe payment intent), else its checkout id. */
  providerReference: z.string().nullable(),
});
export type PaymentEntry = z.infer<typeof PaymentEntrySchema>;

export const BillingInfoResponseSchema = z.object({
  success: z.literal(true),
  payments: z.array(PaymentEntrySchema),
  /** Pass as `cursor` for the next (older) page; null at the end. */
  nextCursor: z.string().nullable(),
});
export type AdminBillingInfoResponse = z.infer<typeof BillingInfoResponseSchema>;

// ---- GET admin-transaction/financial-report ------------------------------------------------------------------

/** At most three years in one report. */
export const REPORT_MAX_MONTHS = 36;

export const FinancialReportQuerySchema = z.strictObject({
  /** Default: eleven months before `to`. */
  from: MonthSchema.optional(),
  /** Default: this month. */
  to: MonthSchema.optional(),
});
export type FinancialReportQuery = z.input<typeof FinancialReportQuerySchema>;

export const MoneyFiguresSchema = z.object({
  payments: z.number().int(),
  /** What members paid, GST included. */
  grossCents: z.number().int(),
  gstCents: z.number().int(),
  /** gross − GST. */
  netCents: z.number().int(),
  /** Refunds made in the month (counted in the month of the refund), GST included. */
  refunds: z.number().int(),
  refundCents: z.number().int(),
  refundGstCents: z.number().int(),
  /** net − (refunds − their GST): what the month earned after refunds, before tax. */
  netAfterRefundsCents: z.number().int(),
});
export type MoneyFigures = z.infer<typeof MoneyFiguresSchema>;

export const ReportPlanRowSchema = MoneyFiguresSchema.extend({
  tier: z.enum(USER_TYPES),
  planType: z.enum(PLAN_TYPES),
});
export type ReportPlanRow = z.infer<typeof ReportPlanRowSchema>;

export const ReportMonthSchema = z.object({
  month: z.string(),
  /** One row per plan (tier and period) with any payment or refund in the month. */
  plans: z.array(ReportPlanRowSchema),
  totals: MoneyFiguresSchema,
});
export type ReportMonth = z.infer<typeof ReportMonthSchema>;

export const FinancialReportResponseSchema = z.object({
  success: z.literal(true),
  from: z.string(),
  to: z.string(),
  currency: z.literal('AUD'),
  /** Oldest first; every month of the range, empty ones included. */
  months: z.array(ReportMonthSchema),
  /** Per plan over the whole range. */
  plans: z.array(ReportPlanRowSchema),
  totals: MoneyFiguresSchema,
});
export type FinancialReportResponse = z.infer<typeof FinancialReportResponseSchema>;

// ---- GET admin-transaction/export.csv ------------------------------------------------------------------------

export const EXPORT_KINDS = ['payments', 'report'] as const;
export const ExportQuerySchema = z.strictObject({
  /** `payments` (default): the payments and refunds list; `report`: the monthly revenue by plan. */
  kind: z.enum(EXPORT_KINDS).default('payments'),
  from: DayOrMonthSchema.optional(),
  to: DayOrMonthSchema.optional(),
  status: z.enum(PAYMENT_MONEY_STATUSES).optional(),
});
export type ExportQuery = z.input<typeof ExportQuerySchema>;

// ---- POST admin-transaction/record-refund --------------------------------------------------------------------

/** A refund made at the payment provider, written into our books (and, when in full, ending the plan). */
export const RecordRefundInputSchema = z.strictObject({
  paymentId: z.uuid({ error: 'That payment does not exist.' }),
  /** Dollars with GST, "34.99". */
  amount: z.string({ error: 'Please give the amount refunded.' }).trim().max(20),
  providerReference: z.string().trim().max(200).optional(),
  reason: DecisionReasonSchema,
});
export type RecordRefundInput = z.input<typeof RecordRefundInputSchema>;

export const RecordRefundResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  payment: PaymentEntrySchema,
});
export type RecordRefundResponse = z.infer<typeof RecordRefundResponseSchema>;
