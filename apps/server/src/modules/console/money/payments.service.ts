import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { BillingInfoFilter, PaymentEntry, PaymentMoneyStatus, RecordRefundInput } from '@app/shared/console/money';
import type { Database } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { CliUsageError } from '../../../lib/cli/database';
import { parsePrice } from '../../plans/index';
import { gstOf, lockMember, recomputeUsertype } from '../../plans/index';
import { recordStaffAction } from '../../staff/index';
import { staffActor, type StaffUser } from '../../staff/index';
import { localRange } from './money-dates';
import * as repo from './money.repository';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Payments and refunds for the console (admin). A payment is a subscription row paid through a provider
 * (`payment_status = 'Completed'`); complimentary plans moved no money and are not listed. Dated by when the order
 * was made (`created_at`), in Australian calendar days. Refunds are `payment_refunds` rows.
 */

// ---- cursors ----------------------------------------------------------------------------------------------------

/** Opaque to clients: the last row's time (microseconds, UTC) and id. */
function encodeCursor(key: string, id: string): string {
  return Buffer.from(JSON.stringify([key, id])).toString('base64url');
}

const CURSOR_KEY = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function decodeCursor(cursor: string | undefined): { key: string; id: string } | null {
  if (!cursor) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = null;
  }
  if (Array.isArray(parsed) && parsed.length === 2) {
    const [key, id] = parsed as unknown[];
    if (typeof key === 'string' && typeof id === 'string' && CURSOR_KEY.test(key) && UUID.test(id)) return { key, id };
  }
  const message = 'That page link is not valid any more. Please start from the first page.';
  throw new AppError('VALIDATION_FAILED', message, {
    reason: 'consolePageLink',
    fieldErrors: [{ path: 'cursor', message }],
  });
}

// ---- the list ---------------------------------------------------------------------------------------------------

function moneyStatus(amountCents: number, refundedCents: number): PaymentMoneyStatus {
  if (refundedCents <= 0) return 'paid';
  return refundedCents >= amountCents ? 'refunded' : 'partly-refunded';
}

async function toEntries(db: Db, rows: readonly repo.PaymentRow[]): Promise<PaymentEntry[]> {
  const ids = rows.filter((row) => row.refundedCents > 0).map((row) => row.id);
  const refunds = ids.length ? await repo.listRefundsOf(db, ids) : [];
  return rows.map((row) => ({
    id: row.id,
    orderId: row.orderId,
    paidAt: row.createdAt.toISOString(),
    member: { id: row.userId, email: row.email },
    plan: { id: row.planId, name: row.planName, tier: row.tier, planType: row.planType },
    amountCents: row.amountCents,
    gstCents: row.gstCents,
    status: moneyStatus(row.amountCents, row.refundedCents),
    refundedCents: row.refundedCents,
    refundedAt: row.refundedAt ? new Date(row.refundedAt).toISOString() : null,
    refunds: refunds
      .filter((refund) => refund.subscriptionId === row.id)
      .map((refund) => ({
        id: refund.id,
        refundedAt: refund.refundedAt.toISOString(),
        amountCents: refund.amountCents,
        gstCents: refund.gstCents,
        providerReference: refund.providerReference,
      })),
    provider: row.provider,
    providerReference: row.providerReference,
  }));
}

/** One page of payments (newest first) in the filter's range and money status. */
export async function listPayments(
  db: Db,
  filter: BillingInfoFilter,
): Promise<{ payments: PaymentEntry[]; nextCursor: string | null }> {
  const range = localRange(filter.from, filter.to);
  const after = decodeCursor(filter.cursor);
  const rows = await repo.listPaymentRows(db, { range, status: filter.status, after, limit: filter.limit + 1 });
  const page = rows.slice(0, filter.limit);
  const last = page[page.length - 1];
  return {
    payments: await toEntries(db, page),
    nextCursor: rows.length > filter.limit && last ? encodeCursor(last.cursorKey, last.id) : null,
  };
}

// ---- recording a refund -----------------------------------------------------------------------------------------

const amountError = (message: string) =>
  new AppError('VALIDATION_FAILED', message, {
    reason: 'consoleRefundAmount',
    fieldErrors: [{ path: 'amount', message }],
  });

/**
 * Writes a refund made at the provider. A refund of everything still kept ends the plan it paid for (the
 * subscription becomes `cancelled` and the member's usertype is worked out again); a partial one leaves the plan.
 * The refund's GST is one eleventh of it, and the last refund takes whatever GST of the payment is left, so the
 * refunds' GST adds up to the payment's exactly.
 */
export async function recordRefund(
  app: FastifyInstance,
  staff: StaffUser,
  input: RecordRefundInput & { reason: string },
): Promise<{ payment: PaymentEntry; planEnded: boolean }> {
  let amountCents: number;
  try {
    amountCents = parsePrice(input.amount);
  } catch (error) {
    if (!(error instanceof CliUsageError)) throw error;
    throw amountError('Please give the amount in dollars with at most two decimals, like 34.99.');
  }
  if (amountCents <= 0) throw amountError('A refund is more than 0.00 dollars.');
  const now = app.clock.now();
  const missing = () => new AppError('NOT_FOUND', 'That payment does not exist.', { reason: 'consolePayment' });

  const result = await app.db.transaction().execute(async (trx) => {
    const owner = await repo.findSubscriptionOwner(trx, input.paymentId);
    if (!owner) throw missing();
    if (owner.userId) await lockMember(trx, owner.userId);
    const payment = await repo.lockSubscription(trx, input.paymentId);
    if (!payment || payment.paymentStatus !== 'Completed') throw missing();
    const earlier = await repo.sumRefunds(trx, payment.id);
    const left = payment.amountCents - earlier.cents;
    if (left <= 0) throw amountError('This payment has already been refunded in full.');
    if (amountCents > left) {
      throw amountError(`That is more than is left to refund on this payment (${(left / 100).toFixed(2)} dollars).`);
    }
    const gstLeft = payment.gstCents - earlier.gst;
    const full = amountCents === left;
    const gstCents = full ? gstLeft : Math.min(gstOf(amountCents), gstLeft);
    const refund = await repo.insertRefund(trx, {
      subscriptionId: payment.id,
      amountCents,
      gstCents,
      providerReference: input.providerReference?.trim() || null,
      reason: input.reason,
      recordedBy: staff.id,
      refundedAt: now,
      createdAt: now,
    });
    let planEnded = false;
    if (full && payment.status !== 'cancelled') {
      await repo.cancelSubscription(trx, payment.id, now);
      planEnded = payment.status === 'active';
      if (payment.userId) await recomputeUsertype(trx, payment.userId, now);
    }
    await recordStaffAction(trx, staffActor(staff), {
      action: 'payment.refunded',
      subjectUserId: payment.userId,
      subjectKind: 'payment',
      subjectId: payment.id,
      reason: input.reason,
      detail: {
        orderId: payment.orderId,
        refundId: refund.id,
        amountCents,
        gstCents,
        refundedTotalCents: earlier.cents + amountCents,
        full,
        planEnded,
      },
    });
    return { planEnded };
  });
  const rows = await repo.findPaymentRows(app.db, input.paymentId);
  const [payment] = await toEntries(app.db, rows);
  if (!payment) throw missing();
  return { payment, planEnded: result.planEnded };
}
