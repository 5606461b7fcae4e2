import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '@app/shared';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createSignedInMember } from '../../../test/factories/profiles';
import { signPayload } from './local-checkout';
import { checkoutIdempotencyKey, useStripeClient, type StripeClient } from './providers';
import { deliver, fulfilmentJob, sessionRow, startCheckout, subscriptionsOf, usertypeOf } from './testing';

/**
 * Checkout and the webhook with STRIPE_SECRET_KEY set, against a fake Stripe client (no network): what we ask
 * Stripe for, the two webhook secrets of a rotation, and a fulfilment job that believes only what Stripe says about
 * a checkout (a delayed payment, a failed one, an expired session, an amount that is not ours, Stripe unreachable:
 * the event is acknowledged and kept, and the job retried).
 */
const CURRENT = 'whsec_test_current_secret_0123456789';
const PREVIOUS = 'whsec_test_previous_secret_0123456789';

type FakeSession = Stripe.Checkout.Session;
const sessions = new Map<string, FakeSession>();
const creates: Array<{ params: Stripe.Checkout.SessionCreateParams; options?: Stripe.RequestOptions }> = [];
let unreachable = false;
let counter = 0;

const fakeStripe: StripeClient = {
  checkout: {
    sessions: {
      async create(params, options) {
        if (unreachable) throw new Error('connect ECONNREFUSED api.stripe.com');
        creates.push({ params, ...(options ? { options } : {}) });
        counter += 1;
        const id = `cs_test_fake${String(counter).padStart(6, '0')}`;
        const session = {
          id,
          object: 'checkout.session',
          url: `https://checkout.stripe.com/c/pay/${id}`,
          expires_at: Math.floor(t.clock.now().getTime() / 1000) + 24 * 3600,
          status: 'open',
          payment_status: 'unpaid',
          amount_total: params.line_items?.[0]?.price_data?.unit_amount ?? null,
          currency: 'aud',
          metadata: params.metadata ?? {},
          payment_intent: null,
        } as unknown as FakeSession;
        sessions.set(id, session);
        return session;
      },
      async retrieve(id) {
        if (unreachable) throw new Error('connect ECONNREFUSED api.stripe.com');
        const session = sessions.get(id);
        if (!session) throw new Error(`No such checkout.session: ${id}`);
        return session;
      },
    },
  },
};

/** What Stripe would now say about a session. */
function stripeSays(id: string, change: Partial<Pick<FakeSession, 'status' | 'payment_status' | 'amount_total'>>) {
  const session = sessions.get(id);
  if (!session) throw new Error(`no fake session ${id}`);
  sessions.set(id, { ...session, payment_intent: `pi_fake_${id}`, ...change } as FakeSession);
}

let eventCounter = 0;
function stripeEvent(type: string, sessionId: string): string {
  eventCounter += 1;
  return JSON.stringify({
    id: `evt_fake${String(eventCounter).padStart(6, '0')}`,
    object: 'event',
    type,
    created: Math.floor(t.clock.now().getTime() / 1000),
    data: { object: { id: sessionId, object: 'checkout.session' } },
  });
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      RATE_LIMIT_ENABLED: '0',
      STRIPE_SECRET_KEY: 'sk_test_fake_for_tests',
      STRIPE_WEBHOOK_SECRET: CURRENT,
      STRIPE_WEBHOOK_SECRET_PREVIOUS: PREVIOUS,
    },
  });
  useStripeClient(t.app, fakeStripe);
});
afterAll(async () => t.close());

const ok = (res: { statusCode: number; body: string }) => expect(res.statusCode, res.body).toBe(200);
/** Acknowledged, then the fulfilment job (and any receipt) run. */
async function fulfilled(res: { statusCode: number; body: string }) {
  ok(res);
  await t.app.jobs.drain();
}

describe('checkout with Stripe', () => {
  it('asks Stripe for a one-off AUD payment of the plan, for this member, with an idempotency key', async () => {
    const member = await createSignedInMember(t.app);
    const started = await startCheckout(t.app, member, { planId: 'premium-yearly' });
    expect(started.provider).toBe('stripe');
    expect(started.url).toBe(`https://checkout.stripe.com/c/pay/${started.sessionId}`);
    const call = creates.at(-1);
    expect(call?.params).toEqual({
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: { currency: 'aud', unit_amount: 29999, product_data: { name: 'Premium (Yearly)' } },
        },
      ],
      client_reference_id: member.id,
      metadata: { userId: member.id, planId: 'premium-yearly' },
      payment_intent_data: { metadata: { userId: member.id, planId: 'premium-yearly' } },
      customer_email: member.email,
      success_url: 'http://localhost:3000/Payment-Success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:3000/cancel?session_id={CHECKOUT_SESSION_ID}',
    });
    expect(call?.options).toEqual({
      idempotencyKey: checkoutIdempotencyKey(member.id, 'premium-yearly', t.clock.now()),
    });
    expect(await sessionRow(t.app, started.sessionId)).toMatchObject({
      provider: 'stripe',
      amountCents: 29999,
      state: 'pending',
      expiresAt: new Date(Math.floor(t.clock.now().getTime() / 1000) * 1000 + 24 * 3600 * 1000),
    });
  });

  it('answers 503 when Stripe cannot be reached, and keeps no checkout', async () => {
    const member = await createSignedInMember(t.app);
    unreachable = true;
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/subscription/createCheckoutSession',
        headers: member.headers,
        payload: { planId: 'premium-monthly' },
      });
      expect(res.statusCode).toBe(503);
      expect(ErrorBodySchema.parse(res.json())).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        message: 'We could not reach our payment provider. Nothing was charged; please try again in a moment.',
      });
    } finally {
      unreachable = false;
    }
    const rows = await t.app.db.selectFrom('checkoutSessions').select('id').where('userId', '=', member.id).execute();
    expect(rows).toEqual([]);
  });

  it('keeps the local checkout closed while Stripe is configured, even for a local checkout made before', async () => {
    const member = await createSignedInMember(t.app);
    const now = t.clock.now();
    const id = 'cs_local_madebeforestripewasconfigured';
    await t.app.db
      .insertInto('checkoutSessions')
      .values({
        id,
        provider: 'local',
        userId: member.id,
        planId: 'premium-monthly',
        amountCents: 2999,
        createdAt: now,
        expiresAt: new Date(now.getTime() + 60_000),
        updatedAt: now,
      })
      .execute();
    const page = await t.app.inject({ method: 'GET', url: `/api/v1/payment-process/local-checkout/${id}` });
    expect(page.statusCode).toBe(404);
    const pay = await t.app.inject({
      method: 'POST',
      url: `/api/v1/payment-process/local-checkout/${id}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'cardNumber=4242424242424242&expiry=12%2F30&cvc=123&name=Asha',
    });
    expect(pay.statusCode).toBe(404);
    expect((await sessionRow(t.app, id)).completedAt).toBeNull();
  });
});

describe('the webhook with Stripe', () => {
  it('accepts the current and the previous secret during a rotation, and nothing else', async () => {
    const member = await createSignedInMember(t.app);
    const { sessionId } = await startCheckout(t.app, member);
    stripeSays(sessionId, { status: 'complete', payment_status: 'paid' });
    const bad = await deliver(t.app, stripeEvent('checkout.session.completed', sessionId), {
      secret: 'whsec_not_ours_at_all',
    });
    expect(bad.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(bad.json()).code).toBe('SIGNATURE_INVALID');
    expect(await subscriptionsOf(t.app, member.id)).toEqual([]);

    await fulfilled(await deliver(t.app, stripeEvent('checkout.session.completed', sessionId), { secret: PREVIOUS }));
    await fulfilled(await deliver(t.app, stripeEvent('checkout.session.completed', sessionId), { secret: CURRENT }));
    const rows = await subscriptionsOf(t.app, member.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ provider: 'stripe', paymentReference: `pi_fake_${sessionId}`, amountCents: 2999 });
    expect(await usertypeOf(t.app, member.id)).toBe('Premium');
  });

  it('waits for a delayed payment: completed-but-unpaid stays pending, then the async success grants', async () => {
    const member = await createSignedInMember(t.app);
    const { sessionId } = await startCheckout(t.app, member);
    stripeSays(sessionId, { status: 'complete', payment_status: 'unpaid' });
    await fulfilled(await deliver(t.app, stripeEvent('checkout.session.completed', sessionId), { secret: CURRENT }));
    expect((await sessionRow(t.app, sessionId)).state).toBe('pending');
    expect(await subscriptionsOf(t.app, member.id)).toEqual([]);

    stripeSays(sessionId, { payment_status: 'paid' });
    await fulfilled(
      await deliver(t.app, stripeEvent('checkout.session.async_payment_succeeded', sessionId), { secret: CURRENT }),
    );
    expect((await sessionRow(t.app, sessionId)).state).toBe('paid');
    expect(await subscriptionsOf(t.app, member.id)).toHaveLength(1);
  });

  it('fails a checkout whose delayed payment failed, and expires one Stripe expired', async () => {
    const member = await createSignedInMember(t.app);
    const failing = await startCheckout(t.app, member);
    stripeSays(failing.sessionId, { status: 'complete', payment_status: 'unpaid' });
    await fulfilled(
      await deliver(t.app, stripeEvent('checkout.session.async_payment_failed', failing.sessionId), {
        secret: CURRENT,
      }),
    );
    expect((await sessionRow(t.app, failing.sessionId)).state).toBe('failed');

    const expiring = await startCheckout(t.app, member, { planId: 'premium-yearly' });
    stripeSays(expiring.sessionId, { status: 'expired' });
    // A "completed" event that arrives after Stripe expired the session is not believed either.
    await fulfilled(
      await deliver(t.app, stripeEvent('checkout.session.completed', expiring.sessionId), { secret: CURRENT }),
    );
    expect((await sessionRow(t.app, expiring.sessionId)).state).toBe('expired');
    expect(await subscriptionsOf(t.app, member.id)).toEqual([]);
  });

  it('grants nothing when Stripe took another amount than the plan’s, and says why', async () => {
    const member = await createSignedInMember(t.app);
    const { sessionId } = await startCheckout(t.app, member);
    stripeSays(sessionId, { status: 'complete', payment_status: 'paid', amount_total: 100 });
    const payload = stripeEvent('checkout.session.completed', sessionId);
    await fulfilled(await deliver(t.app, payload, { secret: CURRENT }));
    expect(await subscriptionsOf(t.app, member.id)).toEqual([]);
    expect(await usertypeOf(t.app, member.id)).toBe('Standard');
    expect((await sessionRow(t.app, sessionId)).state).toBe('pending');
    const [event] = await t.app.db
      .selectFrom('paymentEvents')
      .selectAll()
      .where('id', '=', (JSON.parse(payload) as { id: string }).id)
      .execute();
    expect(event).toMatchObject({ provider: 'stripe', outcome: 'not granted: amount 100 instead of 2999' });
  });

  it('acknowledges while Stripe cannot be asked, keeps the event, retries the job with back-off, and grants once', async () => {
    const member = await createSignedInMember(t.app);
    const { sessionId } = await startCheckout(t.app, member);
    stripeSays(sessionId, { status: 'complete', payment_status: 'paid' });
    const payload = stripeEvent('checkout.session.completed', sessionId);
    const eventId = (JSON.parse(payload) as { id: string }).id;
    unreachable = true;
    try {
      ok(await deliver(t.app, payload, { secret: CURRENT }));
      await t.app.jobs.drain();
      expect(await fulfilmentJob(t.app, eventId)).toMatchObject({
        state: 'retry',
        output: expect.objectContaining({ message: 'connect ECONNREFUSED api.stripe.com' }) as unknown,
      });
      // Still unreachable at the first retry (30 to 60 s later).
      t.clock.advance(61_000);
      await t.app.jobs.drain();
      expect(await fulfilmentJob(t.app, eventId)).toMatchObject({ state: 'retry', retryCount: 1 });
    } finally {
      unreachable = false;
    }
    expect(await subscriptionsOf(t.app, member.id)).toEqual([]);
    const [stored] = await t.app.db.selectFrom('paymentEvents').selectAll().where('id', '=', eventId).execute();
    expect(stored).toMatchObject({ provider: 'stripe', objectId: sessionId, outcome: 'queued' });
    // A redelivery meanwhile is a repeat: no second job.
    ok(await deliver(t.app, payload, { secret: CURRENT }));

    t.clock.advance(121_000); // the second retry is due 60 to 120 s after the first
    await t.app.jobs.drain();
    expect(await fulfilmentJob(t.app, eventId)).toMatchObject({ state: 'completed', retryCount: 2 });
    const rows = await subscriptionsOf(t.app, member.id);
    expect(rows).toHaveLength(1);
    expect(await usertypeOf(t.app, member.id)).toBe('Premium');
    await fulfilled(await deliver(t.app, payload, { secret: CURRENT }));
    expect(await subscriptionsOf(t.app, member.id)).toEqual(rows);
  });

  it('refuses a local-looking event signed with a key Stripe never had', async () => {
    const member = await createSignedInMember(t.app);
    const { sessionId } = await startCheckout(t.app, member);
    const payload = stripeEvent('checkout.session.completed', sessionId);
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const res = await deliver(t.app, payload, { signature: signPayload(payload, 'whsec_local_guess', now) });
    expect(res.statusCode).toBe(400);
  });
});
