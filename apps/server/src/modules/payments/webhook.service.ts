import type { FastifyInstance } from 'fastify';
import type { Selectable, Transaction } from 'kysely';
import Stripe from 'stripe';
import { z } from 'zod';
import type { CheckoutProvider, CheckoutState } from '@app/shared/plans';
import type { CheckoutSessionsTable, Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { grantSubscription, lockMember } from '../plans/index';
import { localWebhookSecret } from './local-checkout';
import { providerNamed, type ProviderCheckout } from './providers';
import * as paymentsRepo from './payments.repository';

/**
 * The payment webhook (POST /api/v1/payment-process/webhook), for Stripe and the local checkout alike, and the job
 * that fulfils its events.
 *
 * 1. The signature is checked on the raw bytes (Stripe's own `constructEvent`, 300 s tolerance) against the
 *    current secret and, during a rotation, the previous one.
 * 2. The acknowledgement is one short transaction: the event id is stored in `payment_events` (a stored id is a
 *    repeat: nothing more) and, for an event about a checkout of ours, the job `payments.fulfil-event` is queued.
 *    Then 200. Nothing slow (the provider, the grant) runs before the answer.
 * 3. The job: events are triggers, not truth, so the checkout is fetched from its provider (the order in which
 *    events arrive does not matter); then, in one transaction, the checkout row is locked (every event about one
 *    checkout queues there), its state moves forward only (pending → paid | failed | expired; paid is final), on
 *    payment the subscription is granted and the receipt e-mail queued, and the outcome is stored with the event.
 *    One paid checkout makes exactly one subscription, however many events arrive, in whatever order, at the same
 *    time or not. A provider that cannot be asked fails the attempt: the queue retries it with back-off.
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
      throw new AppError('VALIDATION_FAILED', 'The webhook body is not a JSON event.', { reason: 'webhookNotJson' });
    }
    const event = EventSchema.safeParse(parsed);
    if (!event.success)
      throw new AppError('VALIDATION_FAILED', 'The webhook body is not an event we understand.', {
        reason: 'webhookUnknownEvent',
      });
    return event.data;
  }
  throw new AppError('SIGNATURE_INVALID', SIGNATURE_INVALID_MESSAGE);
}

const providerOfEvent = (eventId: string): CheckoutProvider => (eventId.startsWith('evt_local_') ? 'local' : 'stripe');

type SessionRow = Selectable<CheckoutSessionsTable>;

/** How the outcome of the event that granted a paid checkout's subscription begins. */
const GRANTED = 'granted: ';

/** The outcome an event is stored with until its fulfilment job has run. */
export const QUEUED = 'queued';

/** What the fulfilment job needs (the payload of `payments.fulfil-event`). */
export type FulfilmentTask = { eventId: string; type: string; objectId: string; provider: CheckoutProvider };

type Memory = { running: Map<string, Promise<string>>; handled: Set<string> };
// Per app (keyed by its configuration): deliveries being recorded in this process, and event ids this process has
// seen stored, committed (the most recent ones; a Set keeps insertion order, so the oldest is dropped first).
const memories = new WeakMap<object, Memory>();
const REMEMBERED_EVENTS = 10_000;

/**
 * Acknowledges a verified event; resolves with what was recorded (for the log). Repeats cost this process as little
 * as possible: one of an event whose record this process has seen committed is answered from memory; one arriving
 * while this process still records the same event waits for that (and shares its failure, so the sender retries)
 * instead of taking a database connection. Across processes the database alone decides (`recordEvent`).
 */
export function acknowledgeEvent(app: FastifyInstance, event: WebhookEvent): Promise<string> {
  let memory = memories.get(app.config);
  if (!memory) {
    memory = { running: new Map(), handled: new Set() };
    memories.set(app.config, memory);
  }
  const { running, handled } = memory;
  if (handled.has(event.id)) return Promise.resolve('duplicate: recorded before');
  const first = running.get(event.id);
  if (first) return first.then(() => 'duplicate: recorded at the same time');
  const recording = recordEvent(app, event)
    .then((outcome) => {
      // Committed: whoever stored it, the event id is in payment_events now.
      handled.add(event.id);
      if (handled.size > REMEMBERED_EVENTS) handled.delete(handled.values().next().value as string);
      return outcome;
    })
    .finally(() => running.delete(event.id));
  running.set(event.id, recording);
  return recording;
}

/**
 * The acknowledgement itself, safe on its own against any number of concurrent deliveries (several processes): one
 * short transaction stores the event id and, for an event about a checkout of ours, queues its fulfilment job.
 * A stored id (`on conflict do nothing`) is a repeat: nothing more is done. Nothing slow happens here: the provider
 * is asked, and the plan granted, by the job (`fulfilEvent`).
 */
export async function recordEvent(app: FastifyInstance, event: WebhookEvent): Promise<string> {
  const type = event.type;
  const sessionId =
    isHandled(type) && event.data.object.object === 'checkout.session' ? (event.data.object.id ?? null) : null;
  const ignored = !isHandled(type)
    ? `ignored: ${type} is not an event we act on`
    : !sessionId
      ? 'ignored: the event is not about a checkout session'
      : null;
  const guessedProvider = providerOfEvent(event.id);
  const outcome = await app.db.transaction().execute(async (trx) => {
    // One statement: the event id stored (unless it is already), with the provider of the checkout it is about and
    // whether that checkout is ours.
    const stored = await paymentsRepo.insertPaymentEvent(trx, {
      eventId: event.id,
      guessedProvider,
      type,
      objectId: event.data.object.id ?? null,
      ignored,
      queued: QUEUED,
      now: app.clock.now(),
      sessionId,
    });
    if (!stored) return 'duplicate: recorded before';
    if (stored.outcome === QUEUED && sessionId) {
      const task: FulfilmentTask = { eventId: event.id, type, objectId: sessionId, provider: stored.provider };
      await app.jobs.send('payments.fulfil-event', task, { transaction: trx, singletonKey: event.id });
    }
    return stored.outcome;
  });
  // Committed: this process's worker looks for the job now instead of at its next idle poll.
  if (outcome === QUEUED) app.jobs.wake('payments.fulfil-event');
  return outcome;
}

/**
 * The job `payments.fulfil-event`: what the event means for its checkout. The checkout is fetched from its provider
 * (events are triggers, not truth); then, in one transaction, the event's row and the checkout's row are locked (a
 * re-run of the same job waits for the first and finds it done; every event about one checkout queues on the
 * checkout), the checkout's state moves forward only, a payment is granted once, and the outcome is stored with the
 * event. Resolves with the outcome. A provider that cannot be asked throws: the queue retries, the event stays.
 */
export async function fulfilEvent(app: FastifyInstance, task: FulfilmentTask): Promise<string> {
  const provider = providerNamed(app, task.provider);
  // A Stripe checkout while Stripe is not configured: fail, so the job is retried once the keys are back.
  if (!provider) throw new Error(`checkout ${task.objectId} belongs to ${task.provider}, which is not configured`);
  if (!isHandled(task.type)) throw new Error(`${task.type} is not an event we act on`);
  const type = task.type;
  const truth = await provider.retrieveCheckout(task.objectId);

  const { outcome, granted } = await app.db.transaction().execute(async (trx) => {
    const now = app.clock.now();
    const stored = await paymentsRepo.lockPaymentEventOutcome(trx, task.eventId);
    // Done by an earlier run of this job (its completion was not recorded): nothing more.
    if (stored && stored.outcome !== QUEUED) return { outcome: stored.outcome, granted: false };
    const session = await paymentsRepo.lockCheckoutSession(trx, task.objectId);
    const applied = session
      ? await applyTruth(app, trx, session, truth, type, now)
      : 'ignored: no checkout of ours has this id';
    await paymentsRepo.updatePaymentEventOutcome(trx, task.eventId, applied);
    return { outcome: applied, granted: applied.startsWith(GRANTED) };
  });
  // Counted once the grant is committed; a later run of the job finds it done above and counts nothing.
  if (granted) app.metrics.paymentsFulfilled.inc({ provider: task.provider });
  return outcome;
}

async function setState(trx: Transaction<Database>, session: SessionRow, state: CheckoutState, now: Date) {
  await paymentsRepo.updateCheckoutState(trx, session, state, now);
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
  const plan = await paymentsRepo.findPlanWithBillingName(trx, session.planId, memberId);
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
    purchasedBy: session.purchasedBy,
    now,
  });
  await setState(trx, session, 'paid', now);
  await app.jobs.send(
    'payments.receipt-email',
    { subscriptionId: subscription.id },
    { transaction: trx, singletonKey: subscription.id },
  );
  return `${GRANTED}${subscription.orderId}`;
}
