import { sql, type Insertable, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { CheckoutProvider, CheckoutState } from '@app/shared/plans';
import type { CheckoutSessionsTable, Database } from '../../db/schema';

/** The SQL of checkouts, payment events and receipts (the services decide). */

type Db = Kysely<Database> | Transaction<Database>;
type SessionRow = Selectable<CheckoutSessionsTable>;

// ---- checkouts ----------------------------------------------------------------------------------------------

export function findMemberEmail(db: Db, userId: string) {
  return db.selectFrom('users').select(['email']).where('id', '=', userId).executeTakeFirst();
}

/** A new checkout; the same provider session again (a double click within the idempotency key's minute) is one row. */
export async function insertCheckoutSession(db: Db, values: Insertable<CheckoutSessionsTable>): Promise<void> {
  await db
    .insertInto('checkoutSessions')
    .values(values)
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
}

/** A member's own checkout with its plan, the member's usertype and the order it made (if any). */
export function findMemberCheckoutStatus(db: Db, userId: string, sessionId: string) {
  return db
    .selectFrom('checkoutSessions')
    .innerJoin('plans', 'plans.id', 'checkoutSessions.planId')
    .innerJoin('users', 'users.id', 'checkoutSessions.userId')
    .leftJoin('subscriptions', 'subscriptions.checkoutSessionId', 'checkoutSessions.id')
    .select([
      'checkoutSessions.id',
      'checkoutSessions.state',
      'plans.planName',
      'plans.tier',
      'users.usertype',
      'subscriptions.orderId',
    ])
    .where('checkoutSessions.id', '=', sessionId)
    .where('checkoutSessions.userId', '=', userId)
    .executeTakeFirst();
}

/** A local checkout with its plan, as the local checkout page shows it. */
export function findLocalCheckoutWithPlan(db: Db, sessionId: string) {
  return db
    .selectFrom('checkoutSessions')
    .innerJoin('plans', 'plans.id', 'checkoutSessions.planId')
    .select([
      'checkoutSessions.id',
      'checkoutSessions.userId',
      'checkoutSessions.planId',
      'checkoutSessions.amountCents',
      'checkoutSessions.state',
      'checkoutSessions.expiresAt',
      'checkoutSessions.completedAt',
      'plans.planName',
      'plans.planType',
    ])
    .where('checkoutSessions.id', '=', sessionId)
    .where('checkoutSessions.provider', '=', 'local')
    .executeTakeFirst();
}

/** A local checkout, as the local provider reports it. */
export function findLocalCheckout(db: Db, sessionId: string) {
  return db
    .selectFrom('checkoutSessions')
    .select(['id', 'userId', 'planId', 'amountCents', 'currency', 'expiresAt', 'completedAt'])
    .where('id', '=', sessionId)
    .where('provider', '=', 'local')
    .executeTakeFirst();
}

/** Marks a local checkout paid, unless it is no longer pending, already completed or expired (then undefined). */
export function completeLocalCheckout(db: Db, sessionId: string, now: Date) {
  return db
    .updateTable('checkoutSessions')
    .set({ completedAt: now, updatedAt: now })
    .where('id', '=', sessionId)
    .where('state', '=', 'pending')
    .where('completedAt', 'is', null)
    .where('expiresAt', '>', now)
    .returning(['id', 'userId', 'planId', 'amountCents'])
    .executeTakeFirst();
}

export function lockCheckoutSession(trx: Transaction<Database>, sessionId: string): Promise<SessionRow | undefined> {
  return trx.selectFrom('checkoutSessions').selectAll().where('id', '=', sessionId).forUpdate().executeTakeFirst();
}

export async function updateCheckoutState(db: Db, session: SessionRow, state: CheckoutState, now: Date): Promise<void> {
  await db
    .updateTable('checkoutSessions')
    .set({ state, updatedAt: now, ...(state === 'paid' ? { completedAt: session.completedAt ?? now } : {}) })
    .where('id', '=', session.id)
    .execute();
}

/** The plan, and the member's name for the receipt, in one query. */
export function findPlanWithBillingName(db: Db, planId: string, memberId: string) {
  return db
    .selectFrom('plans')
    .selectAll('plans')
    .select((eb) => [
      eb.selectFrom('profiles').select('firstName').where('userId', '=', memberId).as('billingFirstName'),
      eb.selectFrom('profiles').select('lastName').where('userId', '=', memberId).as('billingLastName'),
    ])
    .where('plans.id', '=', planId)
    .executeTakeFirstOrThrow();
}

// ---- payment events -----------------------------------------------------------------------------------------

/**
 * One statement: the event id stored (unless it is already), with the provider of the checkout it is about and
 * whether that checkout is ours. No row when the event was recorded before.
 */
export async function insertPaymentEvent(
  db: Db,
  input: {
    eventId: string;
    guessedProvider: string;
    type: string;
    objectId: string | null;
    ignored: string | null;
    queued: string;
    now: Date;
    sessionId: string | null;
  },
): Promise<{ outcome: string; provider: CheckoutProvider } | undefined> {
  const { eventId: id, guessedProvider, type, ignored, sessionId } = input;
  const { rows } = await sql<{ outcome: string; provider: CheckoutProvider }>`
      insert into payment_events (id, provider, type, object_id, outcome, received_at)
      select ${id}::text, coalesce(checkout.provider, ${guessedProvider}::text), ${type}::text,
        ${input.objectId}::text,
        case
          when ${ignored}::text is not null then ${ignored}::text
          when checkout.provider is null then 'ignored: no checkout of ours has this id'
          else ${input.queued}::text
        end,
        ${input.now}::timestamptz
      from (select 1) as one
        left join checkout_sessions as checkout on checkout.id = ${sessionId ?? ''}::text
      on conflict (id) do nothing
      returning outcome, provider
    `.execute(db);
  return rows[0];
}

export function lockPaymentEventOutcome(trx: Transaction<Database>, eventId: string) {
  return trx.selectFrom('paymentEvents').select('outcome').where('id', '=', eventId).forUpdate().executeTakeFirst();
}

export async function updatePaymentEventOutcome(db: Db, eventId: string, outcome: string): Promise<void> {
  await db.updateTable('paymentEvents').set({ outcome }).where('id', '=', eventId).execute();
}

// ---- receipts -----------------------------------------------------------------------------------------------

/** A paid subscription (complimentary grants have no receipt). */
export function findPaidSubscription(db: Db, subscriptionId: string) {
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where('id', '=', subscriptionId)
    .where('provider', '<>', 'complimentary')
    .executeTakeFirst();
}

/** A member's own paid order, by its order id. */
export function findMemberPaidOrder(db: Db, userId: string, orderId: string) {
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where('orderId', '=', orderId)
    .where('userId', '=', userId)
    .where('provider', '<>', 'complimentary')
    .executeTakeFirst();
}
