import { sql, type Insertable, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { BillingInfoFilter } from '@app/shared/console/money';
import type { Database, PaymentRefundsTable } from '../../../db/schema';
import { BUSINESS_TIME_ZONE } from '../../payments/index';
import type { LocalRange } from './money-dates';

/** The SQL of the console's money section: payments, refunds, the report, the plan editor (the services decide). */

type Db = Kysely<Database> | Transaction<Database>;

const TZ = BUSINESS_TIME_ZONE;

/** `column` within the local range. */
export function inLocalRange(column: string, range: LocalRange) {
  const conditions: Array<RawBuilder<unknown>> = [];
  if (range.start) conditions.push(sql`${sql.ref(column)} >= (${range.start}::timestamp at time zone ${TZ})`);
  if (range.end) conditions.push(sql`${sql.ref(column)} < (${range.end}::timestamp at time zone ${TZ})`);
  return conditions.length ? sql<boolean>`${sql.join(conditions, sql` and `)}` : sql<boolean>`true`;
}

// ---- payments ---------------------------------------------------------------------------------------------------

/** Payments with their refund totals, newest first. */
function paymentsQuery(db: Db) {
  const refunds = db
    .selectFrom('paymentRefunds')
    .select([
      'subscriptionId',
      sql<number>`sum(amount_cents)::int`.as('refundedCents'),
      sql<Date>`max(refunded_at)`.as('refundedAt'),
    ])
    .groupBy('subscriptionId')
    .as('r');
  return db
    .selectFrom('subscriptions as s')
    .leftJoin('users as u', 'u.id', 's.userId')
    .leftJoin(refunds, 'r.subscriptionId', 's.id')
    .where('s.paymentStatus', '=', 'Completed')
    .select([
      's.id',
      's.orderId',
      's.createdAt',
      's.userId',
      sql<string>`coalesce(u.email, s.billing_email)`.as('email'),
      's.planId',
      's.planName',
      's.tier',
      's.planType',
      's.amountCents',
      's.gstCents',
      's.provider',
      sql<string | null>`coalesce(s.payment_reference, s.checkout_session_id)`.as('providerReference'),
      sql<number>`coalesce(r.refunded_cents, 0)`.as('refundedCents'),
      sql<Date | null>`r.refunded_at`.as('refundedAt'),
      sql<string>`to_char(s.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')`.as('cursorKey'),
    ])
    .orderBy('s.createdAt', 'desc')
    .orderBy('s.id', 'desc');
}

export type PaymentRow = Awaited<ReturnType<ReturnType<typeof paymentsQuery>['execute']>>[number];

/**
 * Payments (newest first) in the local range and money status, after the cursor (the last row's time in
 * microseconds UTC and id); `limit` rows at most.
 */
export function listPaymentRows(
  db: Db,
  filter: {
    range: LocalRange;
    status: BillingInfoFilter['status'];
    after: { key: string; id: string } | null;
    limit: number;
  },
): Promise<PaymentRow[]> {
  const { after } = filter;
  let query = paymentsQuery(db).where(inLocalRange('s.created_at', filter.range)).limit(filter.limit);
  if (filter.status === 'paid') query = query.where(sql<boolean>`coalesce(r.refunded_cents, 0) = 0`);
  if (filter.status === 'partly-refunded') {
    query = query.where(sql<boolean>`r.refunded_cents > 0 and r.refunded_cents < s.amount_cents`);
  }
  if (filter.status === 'refunded') query = query.where(sql<boolean>`r.refunded_cents >= s.amount_cents`);
  if (after) {
    query = query.where(
      sql<boolean>`(s.created_at, s.id) < ((${after.key}::timestamp at time zone 'UTC'), ${after.id}::uuid)`,
    );
  }
  return query.execute();
}

/** One payment with its refund totals (no row when it is not a payment). */
export function findPaymentRows(db: Db, subscriptionId: string): Promise<PaymentRow[]> {
  return paymentsQuery(db).where('s.id', '=', subscriptionId).execute();
}

/** The refunds of these payments, newest first. */
export function listRefundsOf(db: Db, subscriptionIds: readonly string[]) {
  return db
    .selectFrom('paymentRefunds')
    .selectAll()
    .where('subscriptionId', 'in', subscriptionIds)
    .orderBy('refundedAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

// ---- recording a refund -----------------------------------------------------------------------------------------

export function findSubscriptionOwner(db: Db, subscriptionId: string) {
  return db.selectFrom('subscriptions').select('userId').where('id', '=', subscriptionId).executeTakeFirst();
}

export function lockSubscription(trx: Transaction<Database>, subscriptionId: string) {
  return trx.selectFrom('subscriptions').selectAll().where('id', '=', subscriptionId).forUpdate().executeTakeFirst();
}

/** What was refunded of a payment so far: cents and GST cents. */
export function sumRefunds(db: Db, subscriptionId: string) {
  return db
    .selectFrom('paymentRefunds')
    .select([
      sql<number>`coalesce(sum(amount_cents), 0)::int`.as('cents'),
      sql<number>`coalesce(sum(gst_cents), 0)::int`.as('gst'),
    ])
    .where('subscriptionId', '=', subscriptionId)
    .executeTakeFirstOrThrow();
}

export function insertRefund(db: Db, values: Insertable<PaymentRefundsTable>) {
  return db.insertInto('paymentRefunds').values(values).returning('id').executeTakeFirstOrThrow();
}

export async function cancelSubscription(db: Db, subscriptionId: string, now: Date): Promise<void> {
  await db
    .updateTable('subscriptions')
    .set({ status: 'cancelled', updatedAt: now })
    .where('id', '=', subscriptionId)
    .execute();
}

// ---- the report -------------------------------------------------------------------------------------------------

const month = (column: string) => sql<string>`to_char(${sql.ref(column)} at time zone ${TZ}, 'YYYY-MM')`;

/** Payments made in the local range, per local month, tier and period. */
export function sumPaymentsByMonth(db: Db, range: LocalRange) {
  return db
    .selectFrom('subscriptions as s')
    .where('s.paymentStatus', '=', 'Completed')
    .where(inLocalRange('s.created_at', range))
    .select([
      month('s.created_at').as('month'),
      's.tier',
      's.planType',
      sql<number>`count(*)::int`.as('payments'),
      sql<number>`sum(s.amount_cents)::int`.as('grossCents'),
      sql<number>`sum(s.gst_cents)::int`.as('gstCents'),
    ])
    .groupBy([sql`1`, 's.tier', 's.planType'])
    .execute();
}

/** Refunds made in the local range, per local month and the tier and period of the payment they return. */
export function sumRefundsByMonth(db: Db, range: LocalRange) {
  return db
    .selectFrom('paymentRefunds as r')
    .innerJoin('subscriptions as s', 's.id', 'r.subscriptionId')
    .where(inLocalRange('r.refunded_at', range))
    .select([
      month('r.refunded_at').as('month'),
      's.tier',
      's.planType',
      sql<number>`count(*)::int`.as('refunds'),
      sql<number>`sum(r.amount_cents)::int`.as('refundCents'),
      sql<number>`sum(r.gst_cents)::int`.as('refundGstCents'),
    ])
    .groupBy([sql`1`, 's.tier', 's.planType'])
    .execute();
}

// ---- the plan editor --------------------------------------------------------------------------------------------

export function lockPlan(trx: Transaction<Database>, planId: string) {
  return trx.selectFrom('plans').selectAll().where('id', '=', planId).forUpdate().executeTakeFirst();
}
