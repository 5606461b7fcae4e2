import type { FastifyInstance } from 'fastify';
import {
  planDay,
  TIER_RANK,
  type CheckoutStatusResponse,
  type CreateCheckoutBody,
  type CreateCheckoutResponse,
} from '@app/shared/plans';
import { AppError, notFound } from '../../lib/app-error';
import { checkExclusiveEligibility } from '../plans/index';
import { findPlanRow } from '../plans/index';
import { runningSubscriptions, tierOf } from '../plans/index';
import { longDate } from './money';
import { findMemberCheckoutStatus, findMemberEmail, insertCheckoutSession } from './payments.repository';
import { checkoutProvider, localCheckoutEnabled } from './providers';

/**
 * Starting a checkout (POST subscription/createCheckoutSession) and following it (GET
 * subscription/getCheckoutStatus). Starting one grants nothing: only the payment webhook does.
 */

/** Where the provider sends the browser back: the web app's pages (`{CHECKOUT_SESSION_ID}` is Stripe's template). */
export function returnUrls(publicUrl: string): { successUrl: string; cancelUrl: string } {
  const base = publicUrl.replace(/\/+$/, '');
  return {
    successUrl: `${base}/Payment-Success?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${base}/cancel?session_id={CHECKOUT_SESSION_ID}`,
  };
}

export const withSessionId = (url: string, sessionId: string) =>
  url.replace('{CHECKOUT_SESSION_ID}', encodeURIComponent(sessionId));

/**
 * 409: the member holds a plan above the one asked for, until `endsAt` (the message writes the day as the receipts
 * do; `params.until` is that calendar day, `YYYY-MM-DD`, for clients to write in their reader's language).
 */
export function higherPlanHeld(held: string, tier: string, endsAt: Date | undefined): AppError {
  const until = endsAt ? longDate(endsAt) : undefined;
  const message = `You already have ${held}${until ? ` until ${until}` : ''}, which includes everything in ${tier}. You can buy ${tier} once your ${held} plan ends.`;
  return endsAt
    ? new AppError('CONFLICT', message, {
        reason: 'higherPlanUntil',
        params: { held, tier, until: planDay(endsAt) ?? '' },
      })
    : new AppError('CONFLICT', message, { reason: 'higherPlan', params: { held, tier } });
}

export const STANDARD_IS_FREE = 'Standard is free: there is nothing to pay for.';

export async function createCheckout(
  app: FastifyInstance,
  buyer: { id: string; accountId: string },
  body: CreateCheckoutBody,
): Promise<CreateCheckoutResponse> {
  // The plan is the profile's; a relative acting for it (ADR 017) pays, so the payment page and receipt are theirs.
  const userId = buyer.id;
  const purchasedBy = buyer.accountId === buyer.id ? null : buyer.accountId;
  const planId = body.planId ?? body.planID ?? '';
  const plan = await findPlanRow(app.db, planId);
  if (!plan || !plan.active)
    throw notFound('planNotOnSale', 'That plan is not on sale. Please choose one from the plans page.');
  if (plan.tier === 'Standard' || plan.priceCents === 0) {
    throw new AppError('VALIDATION_FAILED', STANDARD_IS_FREE, {
      reason: 'standardIsFree',
      fieldErrors: [{ path: 'planId', message: STANDARD_IS_FREE }],
    });
  }

  const now = app.clock.now();
  const running = await runningSubscriptions(app.db, userId, now);
  const held = tierOf(running);
  if (TIER_RANK[held] > TIER_RANK[plan.tier]) {
    throw higherPlanHeld(held, plan.tier, running[0]?.endsAt);
  }

  if (plan.tier === 'Exclusive') {
    const eligibility = await checkExclusiveEligibility(app, userId, body.declarations);
    if (!eligibility.isEligible) {
      throw new AppError('NOT_ELIGIBLE', 'You are not eligible for the Exclusive plan yet.', {
        extras: {
          unmatchedCriteria: eligibility.unmatchedCriteria,
          details: eligibility.details,
        },
      });
    }
  }

  const provider = checkoutProvider(app);
  if (provider.name === 'local' && !localCheckoutEnabled(app.config)) {
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      'Payments are not set up on this site yet. Please try again later or contact support.',
      { reason: 'paymentsNotSetUp' },
    );
  }
  const member = await findMemberEmail(app.db, purchasedBy ?? userId);
  if (!member) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.', { reason: 'generic' });

  const { successUrl, cancelUrl } = returnUrls(app.config.PUBLIC_URL);
  let created;
  try {
    created = await provider.createCheckout({ userId, email: member.email, plan, successUrl, cancelUrl, now });
  } catch (error) {
    app.log.error({ err: error, provider: provider.name }, 'the payment provider could not start a checkout');
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      'We could not reach our payment provider. Nothing was charged; please try again in a moment.',
      { reason: 'paymentProviderUnreachable' },
    );
  }
  // The same Stripe session again (a double click within the idempotency key's minute): one row.
  await insertCheckoutSession(app.db, {
    id: created.id,
    provider: provider.name,
    userId,
    planId: plan.id,
    amountCents: plan.priceCents,
    state: 'pending',
    createdAt: now,
    expiresAt: created.expiresAt,
    completedAt: null,
    updatedAt: now,
    purchasedBy,
  });
  return { success: true, provider: provider.name, url: created.url, sessionId: created.id };
}

/** A checkout of the member's own, as the success page polls it (404 for anyone else's). */
export async function checkoutStatus(
  app: FastifyInstance,
  userId: string,
  sessionId: string,
): Promise<CheckoutStatusResponse> {
  const row = await findMemberCheckoutStatus(app.db, userId, sessionId);
  if (!row) throw notFound('checkout', 'We could not find that checkout.');
  return {
    success: true,
    sessionId: row.id,
    state: row.state,
    planName: row.planName,
    tier: row.tier,
    usertype: row.usertype,
    orderId: row.orderId ?? null,
  };
}
