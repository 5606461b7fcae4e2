import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SubscriptionStatusResponseSchema } from '@app/shared/plans';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createMember, type CreatedMember } from '../../../test/factories/profiles';
import { grantPlan } from '../../../test/factories/subscriptions';
import { signIn } from '../../../test/factories/users';
import { longAuDate } from './billing.service';
import { expireEndedSubscriptions, remindEndingSubscriptions } from './expiry';

/**
 * Plans ending on their own (issue 12 point 7), through the job queue's one-minute schedule with a moved clock:
 * the reminder a week before (once, and not when a renewal is queued), the end (back to Standard, or to the
 * lower tier still running; no downgrade when a renewal takes over), and the e-mails in the outbox.
 * Each test starts at its own date, later than the one before.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_ENABLED: '0' } });
});
afterAll(async () => t.close());

const MINUTE = 60_000;
const DAY = 86_400_000;

/** Moves the app clock to `date` and lets the job queue run what is due (the schedule's firing included). */
async function runAt(date: Date) {
  t.clock.set(date);
  await t.app.jobs.drain();
}

const mail = (who: { email: string }, template: 'plan-ending' | 'plan-ended') =>
  t.app.db
    .selectFrom('emailOutbox')
    .selectAll()
    .where('toAddress', '=', who.email.toLowerCase())
    .where('template', '=', template)
    .orderBy('createdAt')
    .execute();

/** The member's tier as the account holds it; the match table (best match's ranking reads it) always agrees. */
const usertypeOf = async (who: CreatedMember) => {
  const { usertype } = await t.app.db
    .selectFrom('users')
    .select('usertype')
    .where('id', '=', who.id)
    .executeTakeFirstOrThrow();
  const match = await t.app.db
    .selectFrom('matchProfiles')
    .select('usertype')
    .where('userId', '=', who.id)
    .executeTakeFirst();
  expect(match?.usertype, 'the tier in the match table').toBe(usertype);
  return usertype;
};

const subscription = (id: string) =>
  t.app.db.selectFrom('subscriptions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('the week-before reminder', () => {
  it('is e-mailed once, when 7 days or fewer remain', async () => {
    t.clock.set(new Date('2028-01-10T00:00:00Z'));
    const asha = await createMember(t.app);
    const plan = await grantPlan(t.app, asha.id, 'Premium');
    expect(plan.endsAt.toISOString()).toBe('2028-02-10T00:00:00.000Z');

    await runAt(new Date(plan.endsAt.getTime() - 8 * DAY));
    expect(await mail(asha, 'plan-ending')).toHaveLength(0);

    await runAt(new Date(plan.endsAt.getTime() - 7 * DAY + MINUTE));
    const [reminder, ...more] = await mail(asha, 'plan-ending');
    expect(more).toHaveLength(0);
    expect(reminder?.subject).toBe(`Your Premium plan ends on ${longAuDate(plan.endsAt)}`);
    expect(reminder?.subject).toBe('Your Premium plan ends on 10 February 2028');
    expect(reminder?.text).toContain('http://localhost:3000/plan');
    expect((await subscription(plan.id)).reminderSentAt?.toISOString()).toBe(t.clock.now().toISOString());

    for (const days of [5, 2, 1]) await runAt(new Date(plan.endsAt.getTime() - days * DAY));
    expect(await mail(asha, 'plan-ending')).toHaveLength(1);
    expect(await usertypeOf(asha)).toBe('Premium');
  });

  it('is not sent when a renewal of the same tier is already queued, nor when one is bought after it was queued', async () => {
    t.clock.set(new Date('2028-04-01T00:00:00Z'));
    const [ravi, meera] = [await createMember(t.app), await createMember(t.app)];
    const raviPlan = await grantPlan(t.app, ravi.id, 'Premium');
    await grantPlan(t.app, ravi.id, 'Premium');
    const meeraPlan = await grantPlan(t.app, meera.id, 'Exclusive');

    t.clock.set(new Date(raviPlan.endsAt.getTime() - 3 * DAY));
    // Meera's reminder is queued, then she renews before the e-mail job runs.
    expect(await remindEndingSubscriptions(t.app)).toBe(1);
    await grantPlan(t.app, meera.id, 'Exclusive');
    await t.app.jobs.drain();
    expect(await mail(ravi, 'plan-ending')).toHaveLength(0);
    expect(await mail(meera, 'plan-ending')).toHaveLength(0);
    expect((await subscription(meeraPlan.id)).reminderSentAt).not.toBeNull();
  });
  it('names the tier the member keeps, and is not sent for a plan a higher one outlasts', async () => {
    t.clock.set(new Date('2028-05-10T00:00:00Z'));
    const [dev, nisha] = [await createMember(t.app), await createMember(t.app)];
    // Dev: an Exclusive month over a Premium half-year. Nisha: a Premium month under an Exclusive year.
    await grantPlan(t.app, dev.id, 'Premium', { months: 6 });
    const exclusive = await grantPlan(t.app, dev.id, 'Exclusive', { months: 1 });
    await grantPlan(t.app, nisha.id, 'Exclusive', { months: 12 });
    await grantPlan(t.app, nisha.id, 'Premium', { months: 1 });

    await runAt(new Date(exclusive.endsAt.getTime() - 5 * DAY));
    const [reminder] = await mail(dev, 'plan-ending');
    expect(reminder?.subject).toBe('Your Exclusive plan ends on 10 June 2028');
    expect(reminder?.text).toContain('you keep your Premium plan');
    expect(reminder?.text).not.toContain('Standard');
    expect(await mail(nisha, 'plan-ending')).toHaveLength(0);
  });
});

describe('the end of a plan', () => {
  it('returns the member to Standard and e-mails a link to renew', async () => {
    t.clock.set(new Date('2028-07-01T00:00:00Z'));
    const asha = await createMember(t.app);
    const plan = await grantPlan(t.app, asha.id, 'Premium', { months: 2 });

    await runAt(new Date(plan.endsAt.getTime() - MINUTE));
    expect(await usertypeOf(asha)).toBe('Premium');
    expect((await subscription(plan.id)).status).toBe('active');

    await runAt(new Date(plan.endsAt.getTime() + MINUTE));
    const ended = await subscription(plan.id);
    expect(ended.status).toBe('expired');
    expect(ended.expiredAt?.toISOString()).toBe(t.clock.now().toISOString());
    expect(await usertypeOf(asha)).toBe('Standard');
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/v1/subscription/checkSubscriptionStatus',
      headers: (await signIn(t.app, asha.email)).headers,
    });
    expect(SubscriptionStatusResponseSchema.parse(status.json())).toMatchObject({
      usertype: 'Standard',
      expiresAt: null,
    });

    const [email, ...more] = await mail(asha, 'plan-ended');
    expect(more).toHaveLength(0);
    expect(email?.subject).toBe('Your Premium plan has ended');
    expect(email?.text).toContain('ended on 1 September 2028');
    expect(email?.text).toContain('free Standard plan');
    expect(email?.text).toContain('Renew your plan: http://localhost:3000/plan');

    // Later runs change nothing and send nothing more.
    await runAt(new Date(t.clock.now().getTime() + DAY));
    expect(await mail(asha, 'plan-ended')).toHaveLength(1);
    expect(await usertypeOf(asha)).toBe('Standard');
  });

  it('a higher tier ending returns the member to the lower tier still running', async () => {
    t.clock.set(new Date('2028-10-01T00:00:00Z'));
    const ravi = await createMember(t.app);
    const premium = await grantPlan(t.app, ravi.id, 'Premium', { months: 6 });
    const exclusive = await grantPlan(t.app, ravi.id, 'Exclusive', { months: 1 });
    expect(await usertypeOf(ravi)).toBe('Exclusive');

    await runAt(new Date(exclusive.endsAt.getTime() + MINUTE));
    expect((await subscription(exclusive.id)).status).toBe('expired');
    expect((await subscription(premium.id)).status).toBe('active');
    expect(await usertypeOf(ravi)).toBe('Premium');
    const [email] = await mail(ravi, 'plan-ended');
    expect(email?.subject).toBe('Your Exclusive plan has ended');
    expect(email?.text).toContain('You still have your Premium plan');
  });

  it('a renewal queued takes over at the boundary: no downgrade, no "ended" e-mail, and its own reminder later', async () => {
    t.clock.set(new Date('2029-01-05T00:00:00Z'));
    const meera = await createMember(t.app);
    const first = await grantPlan(t.app, meera.id, 'Exclusive');
    const renewal = await grantPlan(t.app, meera.id, 'Exclusive');
    expect(renewal.startsAt.toISOString()).toBe(first.endsAt.toISOString());

    await runAt(new Date(first.endsAt.getTime() - 6 * DAY));
    await runAt(new Date(first.endsAt.getTime()));
    expect((await subscription(first.id)).status).toBe('expired');
    expect(await usertypeOf(meera)).toBe('Exclusive');
    await runAt(new Date(first.endsAt.getTime() + 20 * MINUTE));
    expect(await usertypeOf(meera)).toBe('Exclusive');
    expect(await mail(meera, 'plan-ended')).toHaveLength(0);
    expect(await mail(meera, 'plan-ending')).toHaveLength(0);

    await runAt(new Date(renewal.endsAt.getTime() - 6 * DAY));
    const reminders = await mail(meera, 'plan-ending');
    expect(reminders.map((m) => m.subject)).toEqual([`Your Exclusive plan ends on ${longAuDate(renewal.endsAt)}`]);
    await runAt(new Date(renewal.endsAt.getTime() + MINUTE));
    expect(await usertypeOf(meera)).toBe('Standard');
    expect(await mail(meera, 'plan-ended')).toHaveLength(1);
  });

  it('ends the orders of deleted accounts too, telling nobody', async () => {
    t.clock.set(new Date('2029-06-01T00:00:00Z'));
    const dev = await createMember(t.app);
    const plan = await grantPlan(t.app, dev.id, 'Premium');
    await t.app.db.deleteFrom('users').where('id', '=', dev.id).execute();
    expect((await subscription(plan.id)).userId).toBeNull();
    t.clock.set(new Date(plan.endsAt.getTime() + MINUTE));
    expect(await expireEndedSubscriptions(t.app)).toBeGreaterThanOrEqual(1);
    expect((await subscription(plan.id)).status).toBe('expired');
    await t.app.jobs.drain();
    expect(await mail(dev, 'plan-ended')).toHaveLength(0);
  });
});
