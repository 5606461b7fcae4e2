import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '@app/shared';
import {
  AllPlansResponseSchema,
  BillingInfoResponseSchema,
  PLAN_ROW_IDS,
  PlanFreeResponseSchema,
  SubscriptionHistoryResponseSchema,
  SubscriptionStatusResponseSchema,
} from '@app/shared/plans';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createSignedInMember } from '../../../test/factories/profiles';
import { grantPlan } from '../../../test/factories/subscriptions';
import { signIn } from '../../../test/factories/users';
import { STANDARD_BILLING } from './billing.service';
import { PUBLIC_PLANS_CACHE } from './plans.routes';
import { findPlanRow } from './plans.repository';
import { grantSubscription, lockMember } from './subscriptions.service';

/**
 * The plan endpoints over HTTP on a real database (issue 12 points 1 and 5): the public price list, the status
 * (double-slash path included, through a real socket too), the history and the billing card with a fixed clock.
 * Each test sets its own time, later than the one before (sessions are signed on the app clock).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_ENABLED: '0' } });
});
afterAll(async () => t.close());

const DAY = 86_400_000;
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers });
const member = () => createSignedInMember(t.app);
const headersOf = async (who: { email: string }) => (await signIn(t.app, who.email)).headers;

/** A paid order as the webhook records it: a checkout session, then the grant with its provider. */
async function paidOrder(userId: string, planId: string) {
  const plan = await findPlanRow(t.app.db, planId);
  if (!plan) throw new Error(planId);
  const now = t.clock.now();
  const sessionId = `cs_test_${userId.slice(0, 8)}_${now.getTime()}`;
  await t.app.db
    .insertInto('checkoutSessions')
    .values({
      id: sessionId,
      provider: 'local',
      userId,
      planId,
      amountCents: plan.priceCents,
      state: 'paid',
      createdAt: now,
      expiresAt: new Date(now.getTime() + DAY),
      completedAt: now,
      updatedAt: now,
    })
    .execute();
  return t.app.db.transaction().execute(async (trx) => {
    await lockMember(trx, userId);
    return grantSubscription(trx, {
      userId,
      plan,
      amountCents: plan.priceCents,
      provider: 'local',
      checkoutSessionId: sessionId,
      paymentReference: `pi_${sessionId}`,
      billingName: 'Test Member',
      now,
    });
  });
}

describe('public price list', () => {
  it('GET plan/getAllPlans lists the active plans in display order without sign-in, cacheable for a short while', async () => {
    const res = await get('plan/getAllPlans');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe(PUBLIC_PLANS_CACHE);
    const { data } = AllPlansResponseSchema.parse(res.json());
    expect(data.map((plan) => plan.id)).toEqual([...PLAN_ROW_IDS]);
    const premium = data.find((plan) => plan.id === 'premium-monthly');
    expect(premium).toMatchObject({ planName: 'Premium', price: '29.99', priceCents: 2999, planType: 'Monthly' });
    expect(premium?.featureList.length).toBeGreaterThan(0);
    expect(data.find((plan) => plan.id === 'standard-yearly')).toMatchObject({ price: '0.00', tier: 'Standard' });
  });

  it('leaves out a plan taken off sale, and follows an edited price', async () => {
    await t.app.db.updateTable('plans').set({ active: false }).where('id', '=', 'exclusive-yearly').execute();
    await t.app.db.updateTable('plans').set({ priceCents: 3499 }).where('id', '=', 'premium-monthly').execute();
    try {
      const { data } = AllPlansResponseSchema.parse((await get('plan/getAllPlans')).json());
      expect(data.map((plan) => plan.id)).not.toContain('exclusive-yearly');
      expect(data.find((plan) => plan.id === 'premium-monthly')?.price).toBe('34.99');
      const free = PlanFreeResponseSchema.parse((await get('plan/getPlanFree')).json()).data;
      expect(free.Yearly.map((row) => row.planName)).toEqual(['Standard', 'Premium']);
    } finally {
      await t.app.db.updateTable('plans').set({ active: true }).where('id', '=', 'exclusive-yearly').execute();
      await t.app.db.updateTable('plans').set({ priceCents: 2999 }).where('id', '=', 'premium-monthly').execute();
    }
  });

  it('GET plan/getPlanFree gives every tier’s price by period, Standard at 0.00', async () => {
    const res = await get('plan/getPlanFree');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe(PUBLIC_PLANS_CACHE);
    expect(PlanFreeResponseSchema.parse(res.json()).data).toEqual({
      Monthly: [
        { planType: 'Monthly', planName: 'Standard', price: '0.00' },
        { planType: 'Monthly', planName: 'Premium', price: '29.99' },
        { planType: 'Monthly', planName: 'Exclusive', price: '79.99' },
      ],
      Yearly: [
        { planType: 'Yearly', planName: 'Standard', price: '0.00' },
        { planType: 'Yearly', planName: 'Premium', price: '299.99' },
        { planType: 'Yearly', planName: 'Exclusive', price: '799.99' },
      ],
    });
  });

  it('keeps member answers out of caches', async () => {
    const asha = await member();
    const res = await get('billing/getBillingInfo', asha.headers);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

const STATUS_PATHS = ['subscription//checkSubscriptionStatus', 'subscription/checkSubscriptionStatus'];

describe('subscription status', () => {
  it('asks for sign-in on both paths', async () => {
    for (const path of STATUS_PATHS) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(401);
      expect(ErrorBodySchema.parse(res.json()).code).toBe('UNAUTHENTICATED');
    }
  });

  it('answers Standard, then the granted tier with its end, on the double-slash and the single-slash path', async () => {
    t.clock.set(new Date('2027-03-10T00:00:00Z'));
    const asha = await member();
    for (const path of STATUS_PATHS) {
      const res = await get(path, asha.headers);
      expect(res.statusCode, path).toBe(200);
      expect(SubscriptionStatusResponseSchema.parse(res.json())).toEqual({
        success: true,
        usertype: 'Standard',
        isExclusive: false,
        expiresAt: null,
      });
    }
    await grantPlan(t.app, asha.id, 'Premium');
    // The very next request sees it: the usertype is read with the session.
    for (const path of STATUS_PATHS) {
      expect(SubscriptionStatusResponseSchema.parse((await get(path, asha.headers)).json())).toEqual({
        success: true,
        usertype: 'Premium',
        isExclusive: false,
        expiresAt: '2027-04-10T00:00:00.000Z',
      });
    }
    await grantPlan(t.app, asha.id, 'Exclusive', { months: 3 });
    expect(SubscriptionStatusResponseSchema.parse((await get(STATUS_PATHS[0]!, asha.headers)).json())).toEqual({
      success: true,
      usertype: 'Exclusive',
      isExclusive: true,
      expiresAt: '2027-06-10T00:00:00.000Z',
    });
  });

  it('routes the double-slash path on a listening server, as the browser sends it literally', async () => {
    const asha = await member();
    const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    for (const path of STATUS_PATHS) {
      const url = `${origin}/api/v1/${path}`;
      expect(new URL(url).pathname).toBe(`/api/v1/${path}`);
      const res = await fetch(url, { headers: asha.headers });
      expect(res.status, path).toBe(200);
      expect(SubscriptionStatusResponseSchema.parse(await res.json()).usertype).toBe('Standard');
      expect((await fetch(url)).status, path).toBe(401);
    }
  });
});

describe('subscription history', () => {
  it('asks for sign-in', async () => {
    expect((await get('subscription/getSubscriptionHistory')).statusCode).toBe(401);
  });

  it('is an empty list for a member who never had a plan', async () => {
    const asha = await member();
    const res = await get('subscription/getSubscriptionHistory', asha.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(SubscriptionHistoryResponseSchema.parse(res.json())).toEqual({ success: true, data: [] });
  });

  it('lists paid orders and complimentary plans newest first, dated in the company’s time zone', async () => {
    // 30 April 15:30 UTC is 1 May 01:30 in Melbourne (AEST).
    t.clock.set(new Date('2027-04-30T15:30:00Z'));
    const asha = await member();
    const paid = await paidOrder(asha.id, 'premium-monthly');
    t.clock.set(new Date('2027-05-20T01:00:00Z'));
    const gift = await grantPlan(t.app, asha.id, 'Exclusive', { months: 2 });
    const res = await get('subscription/getSubscriptionHistory', await headersOf(asha));
    expect(res.statusCode, res.body).toBe(200);
    expect(SubscriptionHistoryResponseSchema.parse(res.json()).data).toEqual([
      {
        orderId: gift.orderId,
        paymentStatus: 'complimentary',
        planName: 'Exclusive',
        purchaseDate: '20-05-2027',
        purchasedAt: '2027-05-20T01:00:00.000Z',
        amount: '0.00',
        status: 'active',
        planType: 'Monthly',
        startsAt: '2027-05-20T01:00:00.000Z',
        endsAt: '2027-07-20T01:00:00.000Z',
        hasReceipt: false,
      },
      {
        orderId: paid.orderId,
        paymentStatus: 'Completed',
        planName: 'Premium',
        purchaseDate: '01-05-2027',
        purchasedAt: '2027-04-30T15:30:00.000Z',
        amount: '29.99',
        status: 'active',
        planType: 'Monthly',
        startsAt: '2027-04-30T15:30:00.000Z',
        endsAt: '2027-05-30T15:30:00.000Z',
        hasReceipt: true,
      },
    ]);
    expect(paid.orderId).toMatch(/^ORD-\d+$/);
  });
});

describe('billing info', () => {
  const billing = async (headers: Record<string, string>) => {
    const res = await get('billing/getBillingInfo', headers);
    expect(res.statusCode, res.body).toBe(200);
    return BillingInfoResponseSchema.parse(res.json()).data;
  };

  it('asks for sign-in', async () => {
    expect((await get('billing/getBillingInfo')).statusCode).toBe(401);
  });

  it('is the free card on Standard', async () => {
    const asha = await member();
    expect(await billing(asha.headers)).toEqual({
      currentPlan: 'Standard',
      totalDays: 0,
      expirationDate: 'N/A',
      planType: 'N/A',
      notification: false,
      notifications: false,
      remainingDays: 0,
      price: 'Free',
      expiresAt: null,
      planId: null,
      renewalStartsAt: null,
    });
    expect(STANDARD_BILLING.currentPlan).toBe('Standard');
  });

  it('counts the days of a monthly plan, warns in its last 6 days, and stops warning once a renewal is queued', async () => {
    t.clock.set(new Date('2027-08-01T00:00:00Z'));
    const asha = await member();
    const first = await paidOrder(asha.id, 'premium-monthly');
    expect(await billing(asha.headers)).toEqual({
      currentPlan: 'Premium',
      totalDays: 31,
      expirationDate: '1 September 2027',
      planType: 'Month',
      notification: false,
      notifications: false,
      remainingDays: 31,
      price: '$29.99',
      expiresAt: '2027-09-01T00:00:00.000Z',
      planId: 'premium-monthly',
      renewalStartsAt: null,
    });

    // 7 days and one hour left: 8 days counted (a part day counts), no warning yet.
    t.clock.set(new Date(first.endsAt.getTime() - 7 * DAY - 3_600_000));
    expect(await billing(await headersOf(asha))).toMatchObject({ remainingDays: 8, notification: false });
    // 5½ days left: 6 days, warned.
    t.clock.set(new Date(first.endsAt.getTime() - 5.5 * DAY));
    const headers = await headersOf(asha);
    expect(await billing(headers)).toMatchObject({ remainingDays: 6, notification: true, notifications: true });

    const renewal = await paidOrder(asha.id, 'premium-monthly');
    expect(renewal.startsAt.toISOString()).toBe('2027-09-01T00:00:00.000Z');
    expect(await billing(headers)).toMatchObject({
      expirationDate: '1 September 2027',
      remainingDays: 6,
      notification: false,
      notifications: false,
      renewalStartsAt: '2027-09-01T00:00:00.000Z',
    });
  });

  it('shows the highest running tier, a yearly plan as Year, and the plan’s price today', async () => {
    t.clock.set(new Date('2027-10-01T00:00:00Z'));
    const asha = await member();
    await paidOrder(asha.id, 'premium-monthly');
    await grantPlan(t.app, asha.id, 'Exclusive', { period: 'yearly' });
    await t.app.db.updateTable('plans').set({ priceCents: 84999 }).where('id', '=', 'exclusive-yearly').execute();
    try {
      expect(await billing(asha.headers)).toEqual({
        currentPlan: 'Exclusive',
        totalDays: 366,
        expirationDate: '1 October 2028',
        planType: 'Year',
        notification: false,
        notifications: false,
        remainingDays: 366,
        price: '$849.99',
        expiresAt: '2028-10-01T00:00:00.000Z',
        planId: 'exclusive-yearly',
        renewalStartsAt: null,
      });
      // A plan taken off sale cannot be renewed as it was.
      await t.app.db.updateTable('plans').set({ active: false }).where('id', '=', 'exclusive-yearly').execute();
      expect((await billing(asha.headers)).planId).toBeNull();
    } finally {
      await t.app.db
        .updateTable('plans')
        .set({ priceCents: 79999, active: true })
        .where('id', '=', 'exclusive-yearly')
        .execute();
    }
  });
});

describe('API documentation', () => {
  it('documents every plan endpoint', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode, res.body).toBe(200);
    const paths = res.json<{ paths: Record<string, Record<string, unknown>> }>().paths;
    for (const path of [
      '/api/v1/plan/getAllPlans',
      '/api/v1/plan/getPlanFree',
      '/api/v1/subscription//checkSubscriptionStatus',
      '/api/v1/subscription/checkSubscriptionStatus',
      '/api/v1/subscription/getSubscriptionHistory',
      '/api/v1/billing/getBillingInfo',
    ]) {
      expect(paths[path], path).toHaveProperty('get');
    }
    expect(Object.keys(paths['/api/v1/subscription/checkExclusiveEligibility'] ?? {}).sort()).toEqual(['get', 'post']);
  });
});
