import type { FastifyInstance } from 'fastify';
import { sql, type Selectable, type Transaction } from 'kysely';
import Stripe from 'stripe';
import { z } from 'zod';
import type { CheckoutProvider, CheckoutState } from '@app/shared/plans';
import type { CheckoutSessionsTable, Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { grantSubscription, lockMember } from '../plans/subscriptions.service';
import { localWebhookSecret } from './local-checkout';
import { providerNamed, type ProviderCheckout } from './providers';

/**
 * The payment webhook (POST /api/v1/payment-process/webhook), for Stripe and the local checkout alike.
 *
 * 1. The signature is checked on the raw bytes (Stripe's own `constructEvent`, 300 s tolerance) against the
 *    current secret and, during a rotation, the previous one.
 * 2. Events are triggers, not truth: the checkout is fetched from its provider, so the order in which events
 *    arrive does not matter.
 * 3. A stored event id answers a repeat at once. Otherwise, in one transaction: the checkout row is locked (every
 *    event about one checkout queues there), its state moves forward only (pending → paid | failed | expired; paid
 *    is final), on payment the subscription is granted and the receipt e-mail queued, and the event id is stored
 *    (found stored meanwhile, by another process: everything is undone). One paid checkout makes exactly one
 *    subscription, however many events arrive, in whatever order, at the same time or not.
 */

/** The events the endpoint is subscribed to; anything else is acknowledged and recorded as ignored. */
export const HANDLED_EVENT_TYPES = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
] as const;
type HandledType = (typeof HANDLED_EVENT_TYPES)[number];
const isHandled = (type: string): type is HandledType => (HANDLED_EVENT_TYPES as readonly string[]).includes(type);

/** Stripe's default: a signature older than five minutes is refused (replays). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export const SIGNATURE_INVALID_MESSAGE = 'The webhook signature is missing, wrong or too old.';

const EventSchema = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  data: z.object({ object: z.object({ id: z.string().max(255).optional(), object: z.string().optional() }).loose() }),
});
export type WebhookEvent = z.infer<typeof EventSchema>;

/** The secrets a signature may be made with: the current one (or the local one), then the previous one. */
export function webhookSecrets(app: FastifyInstance): string[] {
  const secrets = [localWebhookSecret(app.config), app.config.STRIPE_WEBHOOK_SECRET_PREVIOUS];
  return [...new Set(secrets.filter((secret): secret is string => Boolean(secret)))];
}

/** The verified event, or 400 SIGNATURE_INVALID (nothing else is looked at before this passes). */
export function verifyEvent(app: FastifyInstance, raw: unknown, signature: unknown): WebhookEvent {
  if (!Buffer.isBuffer(raw) || raw.length === 0 || typeof signature !== 'string' || signature === '') {
    throw new AppError('SIGNATURE_INVALID', SIGNATURE_INVALID_MESSAGE);
  }
  const receivedAt = app.clock.now().getTime();
  for (const secret of webhookSecrets(app)) {
    let parsed: unknown;
    try {
      parsed = Stripe.webhooks.constructEvent(
        raw,
        signature,
        secret,
        SIGNATURE_TOLERANCE_SECONDS,
        undefined,
        receivedAt,
      );
    } catch (error) {
      if (error instanceof Stripe.errors.StripeSignatureVerificationError) continue;
      // Signed by us or Stripe but not JSON: nothing a retry would change.
      throw new AppError('VALIDATION_FAILED', 'The webhook body is not a JSON event.');
    }
    const event = EventSchema.safeParse(parsed);
    if (!event.success) throw new AppError('VALIDATION_FAILED', 'The webhook body is not an event we understand.');
    return event.data;
  }
  throw new AppError('SIGNATURE_INVALID', SIGNATURE_INVALID_MESSAGE);
}

const providerOfEvent = (eventId: string): CheckoutProvider => (eventId.startsWith('evt_local_') ? 'local' : 'stripe');

type SessionRow = Selectable<CheckoutSessionsTable>;

/** Records an event that changes nothing (so a later delivery of it is recognised too). */
async function recordOnly(app: FastifyInstance, event: WebhookEvent, outcome: string): Promise<string> {
  await app.db
    .insertInto('paymentEvents')
    .values({
      id: event.id,
      provider: providerOfEvent(event.id),
      type: event.type,
      objectId: event.data.object.id ?? null,
      outcome,
      receivedAt: app.clock.now(),
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  return outcome;
}

type Memory = { running: Map<string, Promise<string>>; handled: Set<string> };
// Per app (keyed by its configuration): deliveries being handled in this process, and event ids this process has
// seen stored (the most recent ones; a Set keeps insertion order, so the oldest is dropped first).
const memories = new WeakMap<object, Memory>();
const REMEMBERED_EVENTS = 10_000;

/**
 * Handles a verified event; resolves with what it did (also stored with the event id, for support). Repeats cost
 * this process as little as possible: one of an event it has seen stored is answered from memory; one arriving
 * while it still handles the same event waits for that handling (and shares its failure, so the sender retries)
 * instead of taking a database connection. Across processes the database alone decides (`processEvent`).
 */
export function handleEvent(app: FastifyInstance, event: WebhookEvent): Promise<string> {
  let memory = memories.get(app.config);
  if (!memory) {
    memory = { running: new Map(), handled: new Set() };
    memories.set(app.config, memory);
  }
  const { running, handled } = memory;
  if (handled.has(event.id)) return Promise.resolve('duplicate: handled before');
  const first = running.get(event.id);
  if (first) return first.then(() => 'duplicate: handled at the same time');
  const handling = processEvent(app, event)
    .then((outcome) => {
      // Whatever the outcome, the event id is stored now.
      handled.add(event.id);
      if (handled.size > REMEMBERED_EVENTS) handled.delete(handled.values().next().value as string);
      return outcome;
    })
    .finally(() => running.delete(event.id));
  running.set(event.id, handling);
  return handling;
}

/** Thrown inside the transaction when the event turns out to be stored already: everything it did is undone. */
class AlreadyHandled extends Error {}

/** The handling itself, safe on its own against any number of concurrent deliveries (several processes). */
export async function processEvent(app: FastifyInstance, event: WebhookEvent): Promise<string> {
  const type = event.type;
  const sessionId =
    isHandled(type) && event.data.object.object === 'checkout.session' ? (event.data.object.id ?? null) : null;
  // One query: whether the event is stored already (most repeats arrive after the first delivery committed), and
  // which provider made the checkout it is about, if the checkout is ours.
  const { rows } = await sql<{ seen: boolean; provider: CheckoutProvider | null }>`
    select exists (select 1 from payment_events where id = ${event.id}) as seen,
      (select provider from checkout_sessions where id = ${sessionId ?? ''}) as provider
  `.execute(app.db);
  const found = rows[0];
  if (found?.seen) return 'duplicate: handled before';
  if (!isHandled(type)) return recordOnly(app, event, `ignored: ${type} is not an event we act on`);
  if (!sessionId) return recordOnly(app, event, 'ignored: the event is not about a checkout session');
  if (!found?.provider) return recordOnly(app, event, 'ignored: no checkout of ours has this id');
  const providerName = found.provider;
  const provider = providerNamed(app, providerName);
  // A Stripe checkout while Stripe is not configured: fail, so Stripe retries once the keys are back.
  if (!provider) throw new Error(`checkout ${sessionId} belongs to ${providerName}, which is not configured`);
  const truth = await provider.retrieveCheckout(sessionId);

  try {
    return await app.db.transaction().execute(async (trx) => {
      const now = app.clock.now();
      // Every event about one checkout queues here, so a repeat handled elsewhere meanwhile is seen below.
      const session = await trx
        .selectFrom('checkoutSessions')
        .selectAll()
        .where('id', '=', sessionId)
        .forUpdate()
        .executeTakeFirstOrThrow();
      const outcome = await applyTruth(app, trx, session, truth, type, now);
      const stored = await trx
        .insertInto('paymentEvents')
        .values({ id: event.id, provider: providerName, type, objectId: sessionId, outcome, receivedAt: now })
        .onConflict((conflict) => conflict.column('id').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!stored) throw new AlreadyHandled();
      return outcome;
    });
  } catch (error) {
    if (error instanceof AlreadyHandled) return 'duplicate: handled before';
    throw error;
  }
}

async function setState(trx: Transaction<Database>, session: SessionRow, state: CheckoutState, now: Date) {
  await trx
    .updateTable('checkoutSessions')
    .set({ state, updatedAt: now, ...(state === 'paid' ? { completedAt: session.completedAt ?? now } : {}) })
    .where('id', '=', session.id)
    .execute();
}

/** Where the provider's answer takes the checkout: forward only, and a payment is granted once. */
async function applyTruth(
  app: FastifyInstance,
  trx: Transaction<Database>,
  session: SessionRow,
  truth: ProviderCheckout,
  type: HandledType,
  now: Date,
): Promise<string> {
  if (session.state === 'paid') return 'no change: already paid';
  if (!truth.paid) {
    if (session.state !== 'pending') return `no change: already ${session.state}`;
    if (truth.status === 'expired') {
      await setState(trx, session, 'expired', now);
      return 'expired';
    }
    if (type === 'checkout.session.async_payment_failed') {
      await setState(trx, session, 'failed', now);
      return 'failed';
    }
    return 'no change: not paid yet';
  }

  // Paid (also after an earlier "expired" or "failed": money taken is always honoured), if it is what we asked.
  const problems = [
    truth.amountTotal === session.amountCents ? null : `amount ${truth.amountTotal} instead of ${session.amountCents}`,
    (truth.currency ?? '').toLowerCase() === session.currency.toLowerCase()
      ? null
      : `currency ${truth.currency} instead of ${session.currency}`,
    !truth.metadata.userId || truth.metadata.userId === session.userId ? null : 'another member in the metadata',
  ].filter((problem): problem is string => problem !== null);
  if (problems.length > 0) {
    app.log.error(
      { checkoutSessionId: session.id, problems },
      'a paid checkout does not match what we asked for; nothing granted (refund or grant by hand)',
    );
    return `not granted: ${problems.join(', ')}`;
  }
  if (!session.userId) {
    await setState(trx, session, 'paid', now);
    app.log.error({ checkoutSessionId: session.id }, 'a checkout was paid after its member deleted their account');
    return 'paid: the member has deleted their account, nothing granted (refund by hand)';
  }

  await lockMember(trx, session.userId);
  const memberId = session.userId;
  // The plan, and the member's name for the receipt, in one query.
  const plan = await trx
    .selectFrom('plans')
    .selectAll('plans')
    .select((eb) => [
      eb.selectFrom('profiles').select('firstName').where('userId', '=', memberId).as('billingFirstName'),
      eb.selectFrom('profiles').select('lastName').where('userId', '=', memberId).as('billingLastName'),
    ])
    .where('plans.id', '=', session.planId)
    .executeTakeFirstOrThrow();
  const billingName = [plan.billingFirstName, plan.billingLastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  const subscription = await grantSubscription(trx, {
    userId: session.userId,
    plan,
    amountCents: session.amountCents,
    provider: session.provider,
    checkoutSessionId: session.id,
    paymentReference: truth.paymentReference,
    billingName,
    now,
  });
  await setState(trx, session, 'paid', now);
  await app.jobs.send(
    'payments.receipt-email',
    { subscriptionId: subscription.id },
    { transaction: trx, singletonKey: subscription.id },
  );
  return `granted: ${subscription.orderId}`;
}
