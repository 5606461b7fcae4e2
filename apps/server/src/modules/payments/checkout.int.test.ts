import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '@app/shared';
import { CheckoutStatusResponseSchema } from '@app/shared/plans';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createSignedInMember } from '../../../test/factories/profiles';
import { grantPlan } from '../../../test/factories/subscriptions';
import { LOCAL_CHECKOUT_TTL_MS } from './providers';
import { sessionRow, startCheckout } from './testing';

/**
 * POST subscription/createCheckoutSession with the local provider (no Stripe key), and GET
 * subscription/getCheckoutStatus: which plans can be bought by whom, what a checkout row holds.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_ENABLED: '0' } });
});
afterAll(async () => t.close());

const create = (headers: Record<string, string> | undefined, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/subscription/createCheckoutSession',
    ...(headers ? { headers } : {}),
    payload: payload as Record<string, unknown>,
  });

/** A member who meets every Exclusive criterion once they tick the declarations. */
const eligibleProfile = {
  profile: { income: '150000-200000', qualification: 'Master of Business Administration (MBA)' },
};
const ALL_DECLARATIONS = {
  professionalAchievements: true,
  communityFamilyValues: true,
  noCriminalBackground: true,
  willingnessForVerification: true,
};

describe('createCheckoutSession (local provider)', () => {
  it('answers 401 without a session', async () => {
    const res = await create(undefined, { planId: 'premium-monthly' });
    expect(res.statusCode).toBe(401);
  });

  it('gives the local checkout page and keeps a pending checkout of the plan price', async () => {
    const member = await createSignedInMember(t.app);
    const started = await startCheckout(t.app, member, { planId: 'premium-monthly' });
    expect(started.provider).toBe('local');
    expect(started.sessionId).toMatch(/^cs_local_[A-Za-z0-9_-]{20,}$/);
    expect(started.url).toBe(`http://localhost:3000/api/v1/payment-process/local-checkout/${started.sessionId}`);
    const row = await sessionRow(t.app, started.sessionId);
    expect(row).toMatchObject({
      provider: 'local',
      userId: member.id,
      planId: 'premium-monthly',
      amountCents: 2999,
      currency: 'AUD',
      state: 'pending',
      completedAt: null,
    });
    expect(row.expiresAt.getTime() - t.clock.now().getTime()).toBe(LOCAL_CHECKOUT_TTL_MS);
    // Nothing is granted by starting a checkout.
    const subscriptions = await t.app.db
      .selectFrom('subscriptions')
      .select('id')
      .where('userId', '=', member.id)
      .execute();
    expect(subscriptions).toEqual([]);
  });

  it('accepts planID as the reference client sends it, and a yearly plan at its own price', async () => {
    const member = await createSignedInMember(t.app);
    const started = await startCheckout(t.app, member, { planID: 'premium-yearly', paymentMethod: 'stripe' });
    expect((await sessionRow(t.app, started.sessionId)).amountCents).toBe(29999);
  });

  it('refuses a body without a plan, unknown keys, and plans that do not exist or are off sale', async () => {
    const member = await createSignedInMember(t.app);
    const empty = await create(member.headers, {});
    expect(empty.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(empty.json())).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Choose a plan.' });

    const extra = await create(member.headers, { planId: 'premium-monthly', amountCents: 1 });
    expect(extra.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(extra.json()).errors?.[0]?.path).toBe('amountCents');

    const unknown = await create(member.headers, { planId: 'gold-monthly' });
    expect(unknown.statusCode).toBe(404);
    expect(ErrorBodySchema.parse(unknown.json()).code).toBe('NOT_FOUND');

    await t.app.db.updateTable('plans').set({ active: false }).where('id', '=', 'premium-yearly').execute();
    try {
      const offSale = await create(member.headers, { planId: 'premium-yearly' });
      expect(offSale.statusCode).toBe(404);
    } finally {
      await t.app.db.updateTable('plans').set({ active: true }).where('id', '=', 'premium-yearly').execute();
    }
  });

  it('has nothing to sell for Standard', async () => {
    const member = await createSignedInMember(t.app);
    const res = await create(member.headers, { planId: 'standard-monthly' });
    expect(res.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(res.json())).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Standard is free: there is nothing to pay for.',
    });
  });

  it('refuses a lower tier while a higher one runs (409), and allows renewing the same tier', async () => {
    const member = await createSignedInMember(t.app);
    await grantPlan(t.app, member.id, 'Exclusive');
    const res = await create(member.headers, { planId: 'premium-monthly' });
    expect(res.statusCode).toBe(409);
    const body = ErrorBodySchema.parse(res.json());
    expect(body.code).toBe('CONFLICT');
    expect(body.message).toMatch(/^You already have Exclusive until .+, which includes everything in Premium\./);

    const premium = await createSignedInMember(t.app);
    await grantPlan(t.app, premium.id, 'Premium');
    await startCheckout(t.app, premium, { planId: 'premium-yearly' });
  });

  it('checks Exclusive eligibility: a member who fails gets 400 NOT_ELIGIBLE with the criteria not met', async () => {
    const member = await createSignedInMember(t.app, { profile: { income: '50000-75000' } });
    const res = await create(member.headers, { planId: 'exclusive-monthly' });
    expect(res.statusCode).toBe(400);
    const body = ErrorBodySchema.parse(res.json());
    expect(body.code).toBe('NOT_ELIGIBLE');
    expect(body.unmatchedCriteria?.length).toBeGreaterThan(0);
    expect(body.unmatchedCriteria).toContain('Exclusive asks for an annual income of at least AU$100,000.');
    const income = body.details?.find((detail) => detail.id === 'annual_income');
    expect(income?.satisfied).toBe(false);
    expect(body.details?.find((detail) => detail.id === 'qualification')?.satisfied).toBe(true);
    const rows = await t.app.db.selectFrom('checkoutSessions').select('id').where('userId', '=', member.id).execute();
    expect(rows).toEqual([]);
  });

  it('lets an eligible member buy Exclusive once the declarations are made', async () => {
    const member = await createSignedInMember(t.app, eligibleProfile);
    const without = await create(member.headers, { planId: 'exclusive-monthly' });
    expect(without.statusCode).toBe(400);
    expect(
      ErrorBodySchema.parse(without.json())
        .details?.filter((detail) => !detail.satisfied)
        .map((d) => d.id),
    ).toEqual([
      'professional_achievements',
      'community_family_values',
      'no_criminal_background',
      'verification_willingness',
    ]);
    const started = await startCheckout(t.app, member, { planId: 'exclusive-monthly', declarations: ALL_DECLARATIONS });
    expect((await sessionRow(t.app, started.sessionId)).amountCents).toBe(7999);
  });

  it('never offers the local checkout on a production server without Stripe (503), nor serves its page', async () => {
    const production = await createTestApp({
      env: { APP_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:1', DEV_OUTBOX: '0', RATE_LIMIT_ENABLED: '0' },
      deps: { jobs: { poll: false } },
    });
    try {
      const member = await createSignedInMember(production.app);
      const res = await production.app.inject({
        method: 'POST',
        url: '/api/v1/subscription/createCheckoutSession',
        headers: member.headers,
        payload: { planId: 'premium-monthly' },
      });
      expect(res.statusCode).toBe(503);
      expect(ErrorBodySchema.parse(res.json()).code).toBe('SERVICE_UNAVAILABLE');
      const rows = await production.app.db.selectFrom('checkoutSessions').select('id').execute();
      expect(rows).toEqual([]);

      const now = production.clock.now();
      const id = 'cs_local_leftfromadevelopmentdatabase';
      await production.app.db
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
      const page = await production.app.inject({ method: 'GET', url: `/api/v1/payment-process/local-checkout/${id}` });
      expect(page.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });

  it('limits how many checkouts a member starts', async () => {
    const limited = await createTestApp();
    try {
      const member = await createSignedInMember(limited.app);
      const codes: number[] = [];
      for (let i = 0; i < 11; i += 1) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/v1/subscription/createCheckoutSession',
          headers: member.headers,
          payload: { planId: 'premium-monthly' },
        });
        codes.push(res.statusCode);
      }
      expect(codes.slice(0, 10)).toEqual(Array(10).fill(201));
      expect(codes[10]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('getCheckoutStatus', () => {
  const status = (headers: Record<string, string>, sessionId: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/subscription/getCheckoutStatus?sessionId=${encodeURIComponent(sessionId)}`,
      headers,
    });

  it('tells the member where their own checkout stands', async () => {
    const member = await createSignedInMember(t.app);
    const started = await startCheckout(t.app, member);
    const res = await status(member.headers, started.sessionId);
    expect(res.statusCode, res.body).toBe(200);
    expect(CheckoutStatusResponseSchema.parse(res.json())).toEqual({
      success: true,
      sessionId: started.sessionId,
      state: 'pending',
      planName: 'Premium',
      tier: 'Premium',
      usertype: 'Standard',
      orderId: null,
    });
  });

  it('answers 404 for another member’s checkout and for unknown ids', async () => {
    const owner = await createSignedInMember(t.app);
    const other = await createSignedInMember(t.app);
    const started = await startCheckout(t.app, owner);
    expect((await status(other.headers, started.sessionId)).statusCode).toBe(404);
    expect((await status(owner.headers, 'cs_local_doesnotexistdoesnotexist')).statusCode).toBe(404);
  });
});
