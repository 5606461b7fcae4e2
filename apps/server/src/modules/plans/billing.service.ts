import type { FastifyInstance } from 'fastify';
import { isExclusiveUserType, type UserType } from '@app/shared/constants';
import {
  BUSINESS_TIME_ZONE,
  formatPlanDate,
  type BillingInfo,
  type SubscriptionHistoryItem,
  type SubscriptionStatusResponse,
} from '@app/shared/plans';
import { dollars, findPlanRow } from './plans.repository';
import { runningSubscriptions, tierOf, type SubscriptionRow } from './subscriptions.service';
import { findLatestRunningEnd, findQueuedRenewal, listMemberSubscriptions } from './subscriptions.repository';

/**
 * What the Plan & Billing tab and the app shell read about a member's plan: the status,
 * the history of orders and grants, and the billing card. Reads only; every change goes through
 * `grantSubscription` / the expiry job.
 */

/**
 * Dates are the calendar day in the company's time zone (`BUSINESS_TIME_ZONE` of @app/shared/plans), the same on
 * every page, e-mail and receipt (docs/payments.md, "Dates").
 */
export const BILLING_TIME_ZONE = BUSINESS_TIME_ZONE;
/** The billing card warns when this many days or fewer remain (reference: `remainingDays ≤ 6`). */
export const RENEWAL_WARNING_DAYS = 6;
const DAY_MS = 86_400_000;

function businessDayParts(date: Date): { day: string; month: string; year: string } {
  const parts = new Intl.DateTimeFormat('en-AU', {
    timeZone: BILLING_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return { day: part('day'), month: part('month'), year: part('year') };
}

/** "16-05-2026": the reference's purchase date (the day in the company's time zone). */
export function ddmmyyyy(date: Date): string {
  const { day, month, year } = businessDayParts(date);
  return `${day}-${month}-${year}`;
}

/**
 * "16 May 2026": every date about a plan that a member reads (the billing card's `expirationDate`, e-mails,
 * receipts): the one shared formatter, so the dashboard, the documents and the e-mails say the same day.
 */
export function longAuDate(date: Date): string {
  return formatPlanDate(date) ?? '';
}

/** Whole days left until `end`, counting a part day as one (0 once it has passed). */
export function daysUntil(end: Date, now: Date): number {
  return Math.max(0, Math.ceil((end.getTime() - now.getTime()) / DAY_MS));
}

/**
 * GET subscription/checkSubscriptionStatus. `usertype` is the member's as read with the session on this request;
 * `expiresAt` is the end of the latest started plan of that tier (null on Standard).
 */
export async function subscriptionStatus(
  app: FastifyInstance,
  userId: string,
  usertype: UserType,
): Promise<SubscriptionStatusResponse> {
  let expiresAt: string | null = null;
  if (usertype !== 'Standard') {
    const row = await findLatestRunningEnd(app.db, userId, usertype, app.clock.now());
    expiresAt = row?.endsAt.toISOString() ?? null;
  }
  return { success: true, usertype, isExclusive: isExclusiveUserType(usertype), expiresAt };
}

function historyItem(row: SubscriptionRow): SubscriptionHistoryItem {
  return {
    orderId: row.orderId,
    paymentStatus: row.paymentStatus,
    planName: row.planName,
    purchaseDate: ddmmyyyy(row.createdAt),
    purchasedAt: row.createdAt.toISOString(),
    amount: dollars(row.amountCents),
    status: row.status,
    planType: row.planType,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    hasReceipt: row.paymentStatus === 'Completed',
  };
}

/** GET subscription/getSubscriptionHistory: every order and grant of the member, newest first ([] when none). */
export async function subscriptionHistory(app: FastifyInstance, userId: string): Promise<SubscriptionHistoryItem[]> {
  const rows = await listMemberSubscriptions(app.db, userId);
  return rows.map(historyItem);
}

export const STANDARD_BILLING: BillingInfo = {
  currentPlan: 'Standard',
  totalDays: 0,
  expirationDate: 'N/A',
  planType: 'N/A',
  notification: false,
  notifications: false,
  remainingDays: 0,
  price: 'Free',
  expiresAt: null,
  planId: null,
  renewalStartsAt: null,
};

/** A plan of the same tier already bought that starts when `current` ends (a renewal bought early), if any. */
async function queuedRenewal(app: FastifyInstance, current: SubscriptionRow): Promise<SubscriptionRow | undefined> {
  return findQueuedRenewal(app.db, current);
}

/**
 * GET billing/getBillingInfo: the running plan of the member's highest tier, or the Standard card. The price is
 * the plan's price today (what "Renew" would charge), and `planId` the plan row Renew buys again (null if that
 * row is no longer on sale).
 */
export async function billingInfo(app: FastifyInstance, userId: string): Promise<BillingInfo> {
  const now = app.clock.now();
  const running = await runningSubscriptions(app.db, userId, now);
  const current = running[0];
  if (!current || tierOf(running) === 'Standard') return STANDARD_BILLING;
  const [plan, renewal] = await Promise.all([findPlanRow(app.db, current.planId), queuedRenewal(app, current)]);
  const remainingDays = daysUntil(current.endsAt, now);
  const warn = remainingDays <= RENEWAL_WARNING_DAYS && !renewal;
  return {
    currentPlan: current.tier,
    totalDays: Math.round((current.endsAt.getTime() - current.startsAt.getTime()) / DAY_MS),
    expirationDate: longAuDate(current.endsAt),
    planType: current.durationInMonths >= 12 ? 'Year' : 'Month',
    notification: warn,
    notifications: warn,
    remainingDays,
    price: plan ? `$${dollars(plan.priceCents)}` : `$${dollars(current.amountCents)}`,
    expiresAt: current.endsAt.toISOString(),
    planId: plan?.active && plan.priceCents > 0 ? plan.id : null,
    renewalStartsAt: renewal ? renewal.startsAt.toISOString() : null,
  };
}
