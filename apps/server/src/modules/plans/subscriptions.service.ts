import type { Kysely, Selectable, Transaction } from 'kysely';
import { USER_TYPES, type UserType } from '@app/shared/constants';
import { TIER_RANK } from '@app/shared/plans';
import type { Database, SubscriptionsTable } from '../../db/schema';
import { memberWritten } from '../../lib/after-write';
import type { PlanRow } from './plans.repository';
import * as subscriptionsRepo from './subscriptions.repository';

/**
 * What a member holds. The one writer of `users.usertype` outside registration: every grant (webhook, complimentary
 * command) and every expiry calls `recomputeUsertype` in the same transaction as its own change, so the usertype
 * always equals the highest tier among the member's running subscriptions (Standard when none runs).
 */

export type SubscriptionRow = Selectable<SubscriptionsTable>;
type Db = Kysely<Database> | Transaction<Database>;

/** GST in a GST-inclusive price: one eleventh (10 % on the price before tax), rounded to the cent. */
export function gstOf(amountCents: number): number {
  return Math.round(amountCents / 11);
}

/** `date` plus whole calendar months (31 January + 1 month = 28 or 29 February, never 3 March). */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/** Subscriptions running at `now` (started, not ended, active), highest tier first. */
export async function runningSubscriptions(db: Db, userId: string, now: Date): Promise<SubscriptionRow[]> {
  const rows = await subscriptionsRepo.listRunningSubscriptions(db, userId, now);
  return rows.sort((a, b) => TIER_RANK[b.tier] - TIER_RANK[a.tier] || b.endsAt.getTime() - a.endsAt.getTime());
}

/** The tier a member holds at `now`: the highest running subscription's, else Standard. */
export function tierOf(running: readonly SubscriptionRow[]): UserType {
  return running[0]?.tier ?? USER_TYPES[0];
}

/**
 * Sets `users.usertype` (and the match table's copy) from the running subscriptions. Call inside the transaction
 * that changed a subscription, after locking the member's row (`lockMember`). Returns the tier now held.
 */
export async function recomputeUsertype(trx: Transaction<Database>, userId: string, now: Date): Promise<UserType> {
  const tier = tierOf(await runningSubscriptions(trx, userId, now));
  const changed = await subscriptionsRepo.updateUsertypeIfChanged(trx, userId, tier, now);
  if (changed) await memberWritten(trx, [userId], now);
  return tier;
}

/** Locks the member's account row for the rest of the transaction: grants and expiries of one member queue. */
export async function lockMember(trx: Transaction<Database>, userId: string) {
  return subscriptionsRepo.lockMemberRow(trx, userId);
}

async function nextOrderId(trx: Transaction<Database>): Promise<string> {
  return `ORD-${await subscriptionsRepo.nextOrderNumber(trx)}`;
}

/**
 * When a new plan of `tier` starts for the member: now, or when their running plan of the same tier ends (a
 * renewal bought early is added on, not lost).
 */
async function startOfNew(
  trx: Transaction<Database>,
  userId: string,
  tier: SubscriptionRow['tier'],
  now: Date,
): Promise<Date> {
  const latest = await subscriptionsRepo.findLatestEndOfTier(trx, userId, tier, now);
  const endsAt = latest?.endsAt ? new Date(latest.endsAt as Date | string) : null;
  return endsAt && endsAt > now ? endsAt : now;
}

export type GrantInput = {
  userId: string;
  plan: Pick<PlanRow, 'id' | 'tier' | 'planName' | 'planType' | 'durationInMonths'>;
  /** Months granted; the plan's own duration when absent (complimentary grants name their own). */
  months?: number;
  amountCents: number;
  provider: SubscriptionRow['provider'];
  checkoutSessionId?: string | null;
  paymentReference?: string | null;
  grantedBy?: string | null;
  grantReason?: string | null;
  billingName?: string;
  /** A relative who bought it for the profile (ADR 017): the receipt is theirs and names the profile. */
  purchasedBy?: string | null;
  now: Date;
};

/**
 * Records a subscription (paid or complimentary) and updates the member's usertype, in the caller's transaction.
 * The caller has locked the member (`lockMember`).
 */
export async function grantSubscription(trx: Transaction<Database>, input: GrantInput): Promise<SubscriptionRow> {
  const member = await subscriptionsRepo.findMemberEmail(trx, input.userId);
  if (!member) throw new Error(`grantSubscription: no member ${input.userId}`);
  const purchase = input.purchasedBy
    ? await subscriptionsRepo.findPurchase(trx, input.purchasedBy, input.userId)
    : null;
  const tier = input.plan.tier;
  if (tier === 'Standard') throw new Error('grantSubscription: Standard is not a subscription');
  const startsAt = await startOfNew(trx, input.userId, tier, input.now);
  const complimentary = input.provider === 'complimentary';
  const row = await subscriptionsRepo.insertSubscription(trx, {
    orderId: await nextOrderId(trx),
    userId: input.userId,
    planId: input.plan.id,
    tier,
    planName: input.plan.planName,
    planType: input.plan.planType,
    durationInMonths: input.months ?? input.plan.durationInMonths,
    amountCents: input.amountCents,
    gstCents: gstOf(input.amountCents),
    provider: input.provider,
    checkoutSessionId: input.checkoutSessionId ?? null,
    paymentReference: input.paymentReference ?? null,
    status: 'active',
    paymentStatus: complimentary ? 'complimentary' : 'Completed',
    startsAt,
    endsAt: addMonths(startsAt, input.months ?? input.plan.durationInMonths),
    billingName: purchase ? purchase.buyerName : (input.billingName ?? ''),
    billingEmail: purchase?.buyerEmail ?? member.email,
    purchasedBy: purchase ? input.purchasedBy : null,
    purchasedFor: purchase?.profileLabel ?? '',
    grantedBy: input.grantedBy ?? null,
    grantReason: input.grantReason ?? null,
    createdAt: input.now,
    updatedAt: input.now,
  });
  await recomputeUsertype(trx, input.userId, input.now);
  return row;
}
