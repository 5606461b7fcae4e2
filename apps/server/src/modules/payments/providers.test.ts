import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { judgeCard, luhnValid, localEvent, localWebhookSecret, signPayload } from './local-checkout';
import { checkoutIdempotencyKey, createStripeProvider, type StripeClient } from './providers';

/** The Stripe provider against a fake SDK client, and the local checkout's card rules and events (no database). */

const NOW = new Date('2026-11-28T10:00:00Z');
const plan = {
  id: 'exclusive-monthly',
  planName: 'Exclusive',
  planType: 'Monthly',
  priceCents: 7999,
  durationInMonths: 1,
} as const;

function fakeClient(session: Partial<Stripe.Checkout.Session>) {
  const calls: unknown[][] = [];
  const client: StripeClient = {
    checkout: {
      sessions: {
        async create(...args) {
          calls.push(args);
          return {
            id: 'cs_test_1',
            url: 'https://checkout.stripe.com/c/pay/cs_test_1',
            expires_at: 1_800_000_000,
            ...session,
          } as Stripe.Checkout.Session;
        },
        async retrieve(id) {
          calls.push([id]);
          return { id, ...session } as Stripe.Checkout.Session;
        },
      },
    },
  };
  return { client, calls };
}

describe('the Stripe provider', () => {
  it('creates a one-off payment session with inline AUD price data, the member, the plan and an idempotency key', async () => {
    const { client, calls } = fakeClient({});
    const created = await createStripeProvider(client).createCheckout({
      userId: 'user-1',
      email: 'asha@example.test',
      plan,
      successUrl: 'https://site.example/Payment-Success?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'https://site.example/cancel?session_id={CHECKOUT_SESSION_ID}',
      now: NOW,
    });
    expect(created).toEqual({
      id: 'cs_test_1',
      url: 'https://checkout.stripe.com/c/pay/cs_test_1',
      expiresAt: new Date(1_800_000_000_000),
    });
    expect(calls).toEqual([
      [
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: { currency: 'aud', unit_amount: 7999, product_data: { name: 'Exclusive (Monthly)' } },
            },
          ],
          client_reference_id: 'user-1',
          metadata: { userId: 'user-1', planId: 'exclusive-monthly' },
          payment_intent_data: { metadata: { userId: 'user-1', planId: 'exclusive-monthly' } },
          customer_email: 'asha@example.test',
          success_url: 'https://site.example/Payment-Success?session_id={CHECKOUT_SESSION_ID}',
          cancel_url: 'https://site.example/cancel?session_id={CHECKOUT_SESSION_ID}',
        },
        { idempotencyKey: 'checkout:user-1:exclusive-monthly:' + Math.floor(NOW.getTime() / 60_000) },
      ],
    ]);
  });

  it('gives one idempotency key per member, plan and minute', () => {
    const later = new Date(NOW.getTime() + 59_000);
    expect(checkoutIdempotencyKey('u', 'p', NOW)).toBe(checkoutIdempotencyKey('u', 'p', new Date(NOW.getTime() + 1)));
    expect(checkoutIdempotencyKey('u', 'p', NOW)).not.toBe(checkoutIdempotencyKey('u', 'q', NOW));
    expect(checkoutIdempotencyKey('u', 'p', later)).not.toBe(
      checkoutIdempotencyKey('u', 'p', new Date(later.getTime() + 60_000)),
    );
  });

  it('reads a session back: paid only when Stripe says paid, the payment intent as a string or an object', async () => {
    const paid = fakeClient({
      status: 'complete',
      payment_status: 'paid',
      amount_total: 7999,
      currency: 'aud',
      payment_intent: { id: 'pi_123' } as Stripe.PaymentIntent,
      metadata: { userId: 'user-1', planId: 'exclusive-monthly' },
    });
    expect(await createStripeProvider(paid.client).retrieveCheckout('cs_test_1')).toEqual({
      id: 'cs_test_1',
      paid: true,
      status: 'complete',
      amountTotal: 7999,
      currency: 'aud',
      paymentReference: 'pi_123',
      metadata: { userId: 'user-1', planId: 'exclusive-monthly' },
    });
    const delayed = fakeClient({ status: 'complete', payment_status: 'unpaid', payment_intent: 'pi_9', metadata: {} });
    expect(await createStripeProvider(delayed.client).retrieveCheckout('cs_test_2')).toMatchObject({
      paid: false,
      status: 'complete',
      paymentReference: 'pi_9',
    });
  });
});

describe('the local checkout', () => {
  it('checks card numbers with the Luhn rule', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4000000000000002')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('42424242x4242424')).toBe(false);
  });

  const valid = { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: 'Asha Sharma' };
  it('pays with 4242…, declines 4000…0002, and refuses anything else', () => {
    expect(judgeCard(valid, NOW)).toEqual({ kind: 'paid' });
    expect(judgeCard({ ...valid, cardNumber: '4000-0000-0000-0002' }, NOW)).toEqual({ kind: 'declined' });
    // A well-formed real-looking number is never taken.
    expect(judgeCard({ ...valid, cardNumber: '5555555555554444' }, NOW)).toMatchObject({
      kind: 'invalid',
      errors: { cardNumber: expect.stringContaining('only takes the test card') as unknown },
    });
  });

  it('names each field that is wrong', () => {
    expect(judgeCard({ cardNumber: '1234', expiry: '13/30', cvc: '12', name: ' '.trim() }, NOW)).toEqual({
      kind: 'invalid',
      errors: {
        cardNumber: 'Enter a valid card number.',
        expiry: 'Enter the expiry date as MM/YY.',
        cvc: 'Enter the 3 or 4 digit security code from the back of the card.',
        name: 'Enter the name on the card.',
      },
    });
    // Valid until the end of the expiry month.
    expect(judgeCard({ ...valid, expiry: '11/26' }, NOW)).toEqual({ kind: 'paid' });
    expect(judgeCard({ ...valid, expiry: '10/26' }, NOW)).toMatchObject({
      errors: { expiry: 'This card has expired.' },
    });
    expect(judgeCard({ ...valid, expiry: '12/2030', cvc: '1234' }, NOW)).toEqual({ kind: 'paid' });
  });

  it('signs events as Stripe does, with a secret derived from the root secret unless one is configured', async () => {
    const config = {
      STRIPE_WEBHOOK_SECRET: undefined,
      JWT_SECRET: 'a-root-secret-a-root-secret-a-root-secret',
      APP_ENV: 'test' as const,
      DATA_DIR: '/nonexistent',
    };
    const derived = localWebhookSecret(config);
    expect(derived).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(localWebhookSecret(config)).toBe(derived);
    expect(localWebhookSecret({ ...config, JWT_SECRET: `${config.JWT_SECRET}!` })).not.toBe(derived);
    expect(localWebhookSecret({ ...config, STRIPE_WEBHOOK_SECRET: 'whsec_configured' })).toBe('whsec_configured');

    const payload = localEvent(
      'checkout.session.completed',
      { id: 'cs_local_abcdefghijklmnopqrstuvwx', userId: 'user-1', planId: 'premium-monthly', amountCents: 2999 },
      NOW,
    );
    const header = signPayload(payload, derived, 1_800_000_000);
    const { createHmac } = await import('node:crypto');
    const expected = createHmac('sha256', derived).update(`1800000000.${payload}`).digest('hex');
    expect(header).toBe(`t=1800000000,v1=${expected}`);
    expect(JSON.parse(payload)).toMatchObject({
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(NOW.getTime() / 1000),
      data: {
        object: {
          id: 'cs_local_abcdefghijklmnopqrstuvwx',
          object: 'checkout.session',
          payment_status: 'paid',
          status: 'complete',
          amount_total: 2999,
          currency: 'aud',
          client_reference_id: 'user-1',
          metadata: { userId: 'user-1', planId: 'premium-monthly' },
          payment_intent: 'pi_local_abcdefghijklmnopqrstuvwx',
        },
      },
    });
  });
});
