import { createHmac, randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import type { AppConfig } from '../../config/env';
import { resolveRootSecret } from '../../lib/security/secrets';
import { localPaymentReference } from './providers';

/**
 * The built-in test checkout's logic, without HTTP: its webhook secret, the card rules, and the Stripe-shaped
 * events it sends (local-checkout.routes.ts is the page, payment-jobs.ts delivers the events).
 */

const LOCAL_SECRET_LABEL = 'local-checkout-webhook-secret-v1';

/**
 * The secret local events are signed with: STRIPE_WEBHOOK_SECRET when set, else one derived from the server's root
 * secret (an HMAC of a fixed label), so every process of one site agrees without configuration. Never logged.
 */
export function localWebhookSecret(
  config: Pick<AppConfig, 'STRIPE_WEBHOOK_SECRET' | 'JWT_SECRET' | 'APP_ENV' | 'DATA_DIR'>,
) {
  if (config.STRIPE_WEBHOOK_SECRET) return config.STRIPE_WEBHOOK_SECRET;
  return `whsec_${createHmac('sha256', resolveRootSecret(config)).update(LOCAL_SECRET_LABEL).digest('base64url')}`;
}

/** The `Stripe-Signature` header for `payload` at `timestamp` (seconds), computed exactly as Stripe computes it. */
export function signPayload(payload: string, secret: string, timestamp: number): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
}

// ---- cards -------------------------------------------------------------------------------------------------------

export const TEST_CARD_PAYS = '4242424242424242';
export const TEST_CARD_DECLINED = '4000000000000002';

export type CardFields = { cardNumber: string; expiry: string; cvc: string; name: string };
export type CardField = keyof CardFields;
export type CardOutcome =
  { kind: 'invalid'; errors: Partial<Record<CardField, string>> } | { kind: 'declined' } | { kind: 'paid' };

/** The Luhn check digit rule (ISO/IEC 7812) every card number satisfies. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Reads the form (any shape) into four strings, trimmed and bounded. */
export function readCardFields(body: unknown): CardFields {
  const source = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const field = (name: CardField) =>
    typeof source[name] === 'string' ? (source[name] as string).trim().slice(0, 100) : '';
  return { cardNumber: field('cardNumber'), expiry: field('expiry'), cvc: field('cvc'), name: field('name') };
}

/**
 * What paying with these details does: field errors (number, expiry in the future, 3–4 digit code, a name), the
 * decline card, or the one card that pays. Any other well-formed number is refused: no real card is ever taken.
 */
export function judgeCard(fields: CardFields, now: Date): CardOutcome {
  const errors: Partial<Record<CardField, string>> = {};
  const digits = fields.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) {
    errors.cardNumber = 'Enter a valid card number.';
  } else if (digits !== TEST_CARD_PAYS && digits !== TEST_CARD_DECLINED) {
    errors.cardNumber =
      'This test checkout only takes the test card 4242 4242 4242 4242 (or 4000 0000 0000 0002 to see a decline).';
  }
  const expiry = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(fields.expiry);
  const month = expiry ? Number(expiry[1]) : 0;
  if (!expiry || month < 1 || month > 12) {
    errors.expiry = 'Enter the expiry date as MM/YY.';
  } else {
    const yearText = expiry[2] ?? '';
    const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
    // A card is valid until the end of its expiry month.
    if (Date.UTC(year, month, 1) <= now.getTime()) errors.expiry = 'This card has expired.';
  }
  if (!/^\d{3,4}$/.test(fields.cvc)) errors.cvc = 'Enter the 3 or 4 digit security code from the back of the card.';
  if (fields.name.length === 0) errors.name = 'Enter the name on the card.';
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  return digits === TEST_CARD_DECLINED ? { kind: 'declined' } : { kind: 'paid' };
}

// ---- events ------------------------------------------------------------------------------------------------------

export type LocalSession = {
  id: string;
  userId: string | null;
  planId: string;
  amountCents: number;
};

export type LocalEventType = 'checkout.session.completed' | 'checkout.session.expired';

/**
 * A Stripe-shaped event about a local checkout (the fields our webhook and Stripe's documentation rely on), as
 * the JSON text that is signed and sent.
 */
export function localEvent(type: LocalEventType, session: LocalSession, now: Date, eventId?: string): string {
  const paid = type === 'checkout.session.completed';
  const metadata = { ...(session.userId ? { userId: session.userId } : {}), planId: session.planId };
  return JSON.stringify({
    id: eventId ?? `evt_local_${randomBytes(16).toString('base64url')}`,
    object: 'event',
    api_version: null,
    type,
    created: Math.floor(now.getTime() / 1000),
    livemode: false,
    pending_webhooks: 1,
    data: {
      object: {
        id: session.id,
        object: 'checkout.session',
        mode: 'payment',
        payment_status: paid ? 'paid' : 'unpaid',
        status: paid ? 'complete' : 'expired',
        amount_total: session.amountCents,
        currency: 'aud',
        client_reference_id: session.userId,
        metadata,
        payment_intent: paid ? localPaymentReference(session.id) : null,
      },
    },
  });
}

/** The one expiry event of a local session (a fixed id: however often it is sent, it is handled once). */
export const localExpiredEventId = (sessionId: string) => `evt_local_expired_${sessionId}`;
