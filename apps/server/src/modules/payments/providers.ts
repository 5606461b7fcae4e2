import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import type { CheckoutProvider } from '@app/shared/plans';
import type { AppConfig } from '../../config/env';
import type { PlanRow } from '../plans/index';
import { LOCAL_CHECKOUT_PATH } from '../../lib/http/secret-paths';
import { findLocalCheckout } from './payments.repository';

/**
 * Who takes the money. Checkout asks a provider for a payment page; the webhook asks the provider what really
 * happened to a checkout (events are triggers, the provider's answer is the truth). Two implementations:
 * - `stripe`: Stripe Checkout through the official SDK, when STRIPE_SECRET_KEY is set;
 * - `local`: the built-in test checkout (local-checkout.routes.ts), the embedded default, whose "bank" is our own
 *   `checkout_sessions` row: the card was accepted when the row's `completed_at` is set.
 */

export type CreateCheckoutInput = {
  userId: string;
  email: string;
  plan: Pick<PlanRow, 'id' | 'planName' | 'planType' | 'priceCents' | 'durationInMonths'>;
  /** Where the provider sends the browser after paying; `{CHECKOUT_SESSION_ID}` is replaced by the session id. */
  successUrl: string;
  cancelUrl: string;
  now: Date;
};

export type CreatedCheckout = { id: string; url: string; expiresAt: Date };

/** A checkout as the provider knows it. */
export type ProviderCheckout = {
  id: string;
  /** The money is taken (Stripe `payment_status: paid`). */
  paid: boolean;
  /** Stripe's session status: `open`, `complete` (may still be unpaid while a delayed payment runs) or `expired`. */
  status: 'open' | 'complete' | 'expired';
  /** Smallest currency unit (cents). */
  amountTotal: number | null;
  /** Lower case ISO code, as Stripe writes it (`aud`). */
  currency: string | null;
  /** The payment intent (`pi_…`), for support and the receipt. */
  paymentReference: string | null;
  metadata: Record<string, string>;
};

export interface PaymentProvider {
  readonly name: CheckoutProvider;
  createCheckout(input: CreateCheckoutInput): Promise<CreatedCheckout>;
  retrieveCheckout(sessionId: string): Promise<ProviderCheckout>;
}

/** "Premium (Monthly)": what the member sees on the payment page and the receipt. */
export const productName = (plan: Pick<PlanRow, 'planName' | 'planType'>) => `${plan.planName} (${plan.planType})`;

// ---- Stripe ------------------------------------------------------------------------------------------------------

/** The part of the Stripe SDK used here (tests pass a fake with the same shape). */
export type StripeClient = {
  checkout: {
    sessions: {
      create(
        params: Stripe.Checkout.SessionCreateParams,
        options?: Stripe.RequestOptions,
      ): Promise<Stripe.Checkout.Session>;
      retrieve(id: string): Promise<Stripe.Checkout.Session>;
    };
  };
};

/**
 * The idempotency key of a checkout: one per member, plan and minute, so a double click (or the SDK's own retry)
 * gets the same Stripe session back instead of a second one (Stripe keeps keys at least 24 hours).
 */
export function checkoutIdempotencyKey(userId: string, planId: string, now: Date): string {
  return `checkout:${userId}:${planId}:${Math.floor(now.getTime() / 60_000)}`;
}

function sessionStatus(status: string | null): ProviderCheckout['status'] {
  return status === 'complete' ? 'complete' : status === 'expired' ? 'expired' : 'open';
}

export function createStripeProvider(client: StripeClient): PaymentProvider {
  return {
    name: 'stripe',
    async createCheckout(input) {
      const session = await client.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'aud',
                unit_amount: input.plan.priceCents,
                product_data: { name: productName(input.plan) },
              },
            },
          ],
          client_reference_id: input.userId,
          metadata: { userId: input.userId, planId: input.plan.id },
          payment_intent_data: { metadata: { userId: input.userId, planId: input.plan.id } },
          customer_email: input.email,
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        },
        { idempotencyKey: checkoutIdempotencyKey(input.userId, input.plan.id, input.now) },
      );
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a URL`);
      return { id: session.id, url: session.url, expiresAt: new Date(session.expires_at * 1000) };
    },
    async retrieveCheckout(sessionId) {
      const session = await client.checkout.sessions.retrieve(sessionId);
      const intent = session.payment_intent;
      return {
        id: session.id,
        paid: session.payment_status === 'paid',
        status: sessionStatus(session.status),
        amountTotal: session.amount_total ?? null,
        currency: session.currency ?? null,
        paymentReference: typeof intent === 'string' ? intent : (intent?.id ?? null),
        metadata: { ...(session.metadata ?? {}) },
      };
    },
  };
}

// ---- local -------------------------------------------------------------------------------------------------------

/** How long a local checkout page can be paid (Stripe's own sessions last 24 hours by default). */
export const LOCAL_CHECKOUT_TTL_MS = 30 * 60 * 1000;
export const LOCAL_SESSION_PREFIX = 'cs_local_';
export const LOCAL_SESSION_ID = /^cs_local_[A-Za-z0-9_-]{20,64}$/;

/** The local checkout's page, one per session: its last segment is the checkout id (kept out of the logs). */
export { LOCAL_CHECKOUT_PATH };
export const localCheckoutPath = (sessionId: string) => `${LOCAL_CHECKOUT_PATH}/${sessionId}`;

/** The payment intent the local provider reports for a session: derived from it, so it never needs storing. */
export const localPaymentReference = (sessionId: string) => `pi_local_${sessionId.slice(LOCAL_SESSION_PREFIX.length)}`;

export function createLocalProvider(app: FastifyInstance): PaymentProvider {
  return {
    name: 'local',
    async createCheckout(input) {
      const id = `${LOCAL_SESSION_PREFIX}${randomBytes(18).toString('base64url')}`;
      return {
        id,
        url: new URL(localCheckoutPath(id), app.config.PUBLIC_URL).toString(),
        expiresAt: new Date(input.now.getTime() + LOCAL_CHECKOUT_TTL_MS),
      };
    },
    async retrieveCheckout(sessionId) {
      const row = await findLocalCheckout(app.db, sessionId);
      if (!row) throw new Error(`the local provider has no checkout ${sessionId}`);
      const paid = row.completedAt !== null;
      const expired = !paid && row.expiresAt.getTime() <= app.clock.now().getTime();
      return {
        id: row.id,
        paid,
        status: paid ? 'complete' : expired ? 'expired' : 'open',
        amountTotal: row.amountCents,
        currency: row.currency.toLowerCase(),
        paymentReference: paid ? localPaymentReference(row.id) : null,
        metadata: { ...(row.userId ? { userId: row.userId } : {}), planId: row.planId },
      };
    },
  };
}

// ---- which one -----------------------------------------------------------------------------------------------------

type Registry = { local: PaymentProvider; stripe: PaymentProvider | null; stripeClient?: StripeClient };
// Keyed by the configuration object, which every encapsulated context of one app shares (as auth's keys are).
const registries = new WeakMap<AppConfig, Registry>();

function registry(app: FastifyInstance): Registry {
  let found = registries.get(app.config);
  if (!found) {
    const key = app.config.STRIPE_SECRET_KEY;
    found = {
      local: createLocalProvider(app),
      stripe: key ? createStripeProvider(new Stripe(key, { maxNetworkRetries: 2, timeout: 20_000 })) : null,
    };
    registries.set(app.config, found);
  }
  return found;
}

/**
 * Replaces the Stripe SDK client of this app (tests and the benchmark pass a fake one: no network). Call before
 * the first request that uses Stripe.
 */
export function useStripeClient(app: FastifyInstance, client: StripeClient): void {
  registry(app).stripe = createStripeProvider(client);
}

/** The provider new checkouts go to: Stripe when STRIPE_SECRET_KEY is set, else the local one. */
export function checkoutProvider(app: FastifyInstance): PaymentProvider {
  const found = registry(app);
  return found.stripe ?? found.local;
}

/** The provider that made a checkout (a session keeps the provider it was made with). */
export function providerNamed(app: FastifyInstance, name: CheckoutProvider): PaymentProvider | null {
  const found = registry(app);
  return name === 'stripe' ? found.stripe : found.local;
}

/** The local checkout takes no money: it runs only without Stripe, and never in production. */
export function localCheckoutEnabled(config: Pick<AppConfig, 'STRIPE_SECRET_KEY' | 'APP_ENV'>): boolean {
  return !config.STRIPE_SECRET_KEY && config.APP_ENV !== 'production';
}
