import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SubscriptionStatusResponseSchema } from '@app/shared/plans';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createSignedInMember } from '../../../test/factories/profiles';
import { CliError } from '../../lib/cli/database';
import { describeGrant, grantComplimentary } from './grant';

/** Complimentary plans (issue 12 point 6): the core of `npm run plan:grant`, on a real database. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_ENABLED: '0' } });
  t.clock.set(new Date('2027-01-15T03:00:00Z'));
});
afterAll(async () => t.close());

const grant = (
  email: string,
  tier: 'Premium' | 'Exclusive',
  months: number,
  extra: { reason?: string; by?: string } = {},
) => grantComplimentary(t.app.db, { email, tier, months, now: t.clock.now(), ...extra });

async function status(headers: Record<string, string>) {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/subscription//checkSubscriptionStatus', headers });
  expect(res.statusCode, res.body).toBe(200);
  return SubscriptionStatusResponseSchema.parse(res.json());
}

describe('grantComplimentary', () => {
  it('records a complimentary subscription and the member’s very next request sees the tier', async () => {
    const asha = await createSignedInMember(t.app);
    expect((await status(asha.headers)).usertype).toBe('Standard');
    const result = await grant(asha.email.toUpperCase(), 'Premium', 3, {
      reason: 'Apology for the outage',
      by: 'sam@support',
    });
    expect(result.usertype).toBe('Premium');
    expect(result.subscription).toMatchObject({
      userId: asha.id,
      tier: 'Premium',
      planId: 'premium-monthly',
      planName: 'Premium',
      durationInMonths: 3,
      amountCents: 0,
      gstCents: 0,
      provider: 'complimentary',
      paymentStatus: 'complimentary',
      status: 'active',
      grantedBy: 'sam@support',
      grantReason: 'Apology for the outage',
    });
    expect(result.subscription.orderId).toMatch(/^ORD-\d+$/);
    expect(result.subscription.startsAt.toISOString()).toBe('2027-01-15T03:00:00.000Z');
    expect(result.subscription.endsAt.toISOString()).toBe('2027-04-15T03:00:00.000Z');
    // Same access token: the usertype is read with the session on every request.
    expect(await status(asha.headers)).toMatchObject({ usertype: 'Premium', expiresAt: '2027-04-15T03:00:00.000Z' });

    const printed = describeGrant(result);
    expect(printed).toContain(result.subscription.orderId);
    expect(printed).toContain('Premium');
    expect(printed).toContain('2027-04-15T03:00:00.000Z');
  });

  it('twice for the same tier: the second starts when the first ends', async () => {
    const ravi = await createSignedInMember(t.app);
    const first = await grant(ravi.email, 'Premium', 1);
    const second = await grant(ravi.email, 'Premium', 2);
    expect(second.subscription.startsAt.toISOString()).toBe(first.subscription.endsAt.toISOString());
    expect(second.subscription.endsAt.toISOString()).toBe('2027-04-15T03:00:00.000Z');
    expect(second.subscription.orderId).not.toBe(first.subscription.orderId);
    expect(await status(ravi.headers)).toMatchObject({ usertype: 'Premium', expiresAt: '2027-02-15T03:00:00.000Z' });
  });

  it('Exclusive over a running Premium makes the member Exclusive at once; Premium over Exclusive leaves Exclusive', async () => {
    const meera = await createSignedInMember(t.app);
    await grant(meera.email, 'Premium', 6);
    const exclusive = await grant(meera.email, 'Exclusive', 1);
    expect(exclusive.subscription.startsAt.toISOString()).toBe('2027-01-15T03:00:00.000Z');
    expect(exclusive.usertype).toBe('Exclusive');
    expect(await status(meera.headers)).toMatchObject({ usertype: 'Exclusive', isExclusive: true });
    const premiumAgain = await grant(meera.email, 'Premium', 1);
    expect(premiumAgain.usertype).toBe('Exclusive');
  });

  it('records whole years under the yearly plan row', async () => {
    const dev = await createSignedInMember(t.app);
    const result = await grant(dev.email, 'Exclusive', 12);
    expect(result.subscription).toMatchObject({ planId: 'exclusive-yearly', planType: 'Yearly', durationInMonths: 12 });
    expect(result.subscription.endsAt.toISOString()).toBe('2028-01-15T03:00:00.000Z');
  });

  it('refuses an unknown e-mail with a clear message and records nothing', async () => {
    const before = await t.app.db
      .selectFrom('subscriptions')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    await expect(grant('nobody@example.com', 'Premium', 1)).rejects.toThrow(CliError);
    await expect(grant('nobody@example.com', 'Premium', 1)).rejects.toThrow(
      /No member signs in with nobody@example.com/,
    );
    const after = await t.app.db
      .selectFrom('subscriptions')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    expect(Number(after?.n)).toBe(Number(before?.n));
  });

  it('refuses months outside 1–36 and a tier that is not paid, even when called directly', async () => {
    const asha = await createSignedInMember(t.app);
    await expect(grant(asha.email, 'Premium', 0)).rejects.toThrow(/1 to 36 whole months/);
    await expect(grant(asha.email, 'Premium', 37)).rejects.toThrow(/1 to 36 whole months/);
    await expect(
      grantComplimentary(t.app.db, { email: asha.email, tier: 'Standard' as 'Premium', months: 1, now: t.clock.now() }),
    ).rejects.toThrow(/Premium or Exclusive/);
  });
});
