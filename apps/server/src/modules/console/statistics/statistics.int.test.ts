import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Answers } from '@app/shared/questionnaire';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { createMember, createSignedInMember } from '../../../../test/factories/profiles';
import { createSignedInStaff, signInStaff, type SignedInStaff } from '../../../../test/factories/staff';
import { grantPlan } from '../../../../test/factories/subscriptions';
import { createUser, DEFAULT_PASSWORD, signIn, VALID_ANSWERS } from '../../../../test/factories/users';
import { findPlanRow } from '../../plans/plans.repository';
import { grantSubscription, lockMember } from '../../plans/subscriptions.service';

/**
 * The statistics against a seeded data set with known answers (issue 15 point 4). The clock stands at
 * 2026-12-15 12:00 UTC; every day is a UTC day.
 */
const NOW = new Date('2026-12-15T12:00:00.000Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let t: TestApp;
let moderator: SignedInStaff;
const ids: Record<string, string> = {};

/** As the moderator, unless `headers` says otherwise (null: anonymous). */
const get = (url: string, query: Record<string, string> = {}, headers?: { authorization: string } | null) => {
  const sent = headers === undefined ? moderator.headers : headers;
  return t.app.inject({
    method: 'GET',
    url: `/api/v1/admin-dashboard/${url}`,
    query,
    ...(sent ? { headers: sent } : {}),
  });
};

async function setCreatedAt(userId: string, at: string) {
  await t.app.db
    .updateTable('users')
    .set({ createdAt: new Date(at) })
    .where('id', '=', userId)
    .execute();
}

async function paidPlan(
  userId: string,
  tier: 'Premium' | 'Exclusive',
  change?: { status?: 'expired' | 'cancelled'; endsAt?: Date },
) {
  const plan = await findPlanRow(t.app.db, `${tier.toLowerCase()}-monthly`);
  if (!plan) throw new Error('no plan row');
  const row = await t.app.db.transaction().execute(async (trx) => {
    await lockMember(trx, userId);
    // A paid plan comes from a completed checkout.
    const now = t.app.clock.now();
    const checkoutSessionId = `cs_local_${userId.replace(/-/g, '')}`;
    await trx
      .insertInto('checkoutSessions')
      .values({
        id: checkoutSessionId,
        provider: 'local',
        userId,
        planId: plan.id,
        amountCents: 2999,
        state: 'paid',
        createdAt: now,
        expiresAt: new Date(now.getTime() + HOUR),
        completedAt: now,
        updatedAt: now,
      })
      .execute();
    return grantSubscription(trx, { userId, plan, amountCents: 2999, provider: 'local', checkoutSessionId, now });
  });
  if (change) {
    await t.app.db
      .updateTable('subscriptions')
      .set({
        ...(change.status ? { status: change.status } : {}),
        ...(change.endsAt ? { startsAt: new Date(change.endsAt.getTime() - 30 * DAY), endsAt: change.endsAt } : {}),
      })
      .where('id', '=', row.id)
      .execute();
  }
}

const withGender = (gender: Answers[1]): Partial<Answers> => ({ ...VALID_ANSWERS, 1: gender });

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  moderator = await createSignedInStaff(t.app, { role: 'moderator' });
  // A staff account made on a day in range: never counted.
  await setCreatedAt(moderator.id, '2026-12-10T12:00:00Z');

  // Seven members. Completion: full profile 100%; without family (10) and location (10) 80%; also without the
  // personal background (20) 60%; also without education (15) 45%; no profile at all: under 30%.
  const noFamily = { fatherOccupation: null, motherOccupation: null, numberOfSiblings: null, livingWithFamily: null };
  const noLocation = {
    currentLocation: null,
    cityOfResidence: null,
    nationality: null,
    citizenship: null,
    australianVisaStatus: null,
  };
  const noPersonal = {
    heightCm: null,
    weightKg: null,
    bodyType: null,
    language: null,
    smokingHabit: null,
    drinkingHabit: null,
    diet: null,
    complexion: null,
  };
  const noEducation = { qualification: null, occupation: null, workingStatus: null, income: null };
  const members = [
    { key: 'full', gender: 'Woman', created: '2026-12-10T01:00:00Z', activeAgo: DAY, profile: {} },
    { key: 'man', gender: 'Man', created: '2026-12-10T23:59:59Z', activeAgo: 7 * DAY - HOUR, profile: {} },
    {
      key: 'p80',
      gender: 'Woman',
      created: '2026-12-12T00:00:00Z',
      activeAgo: 7 * DAY + HOUR,
      profile: { ...noFamily, ...noLocation },
    },
    {
      key: 'p60',
      gender: 'Woman',
      created: '2026-12-08T23:59:59Z',
      activeAgo: 29 * DAY,
      profile: { ...noFamily, ...noLocation, ...noPersonal },
    },
    {
      key: 'p45',
      gender: 'Man',
      created: '2026-11-01T00:00:00Z',
      activeAgo: 31 * DAY,
      profile: { ...noFamily, ...noLocation, ...noPersonal, ...noEducation },
    },
  ] as const;
  for (const member of members) {
    const created = await createMember(t.app, {
      answers: withGender(member.gender),
      lastActiveAt: new Date(NOW.getTime() - member.activeAgo),
      profile: member.profile,
    });
    ids[member.key] = created.id;
    await setCreatedAt(created.id, member.created);
  }
  const unanswered = await createUser(t.app, { answers: false, lastActiveAt: new Date(NOW.getTime() - 60 * DAY) });
  ids.unanswered = unanswered.id;
  await setCreatedAt(unanswered.id, '2026-12-14T10:00:00Z');
  const nonBinary = await createUser(t.app, {
    answers: withGender('Non-binary'),
    lastActiveAt: new Date(NOW.getTime() - 2 * HOUR),
  });
  ids.nonBinary = nonBinary.id;
  await setCreatedAt(nonBinary.id, '2026-12-15T09:00:00Z');

  // Payments: a running Premium, a running Exclusive, an expired Premium (paid once), a complimentary Premium (never
  // paid), a refunded Premium (never paid).
  await paidPlan(ids.full as string, 'Premium');
  await paidPlan(ids.man as string, 'Exclusive');
  await paidPlan(ids.p80 as string, 'Premium', { status: 'expired', endsAt: new Date('2026-06-01T00:00:00Z') });
  await grantPlan(t.app, ids.p60 as string, 'Premium');
  await paidPlan(ids.p45 as string, 'Premium', { status: 'cancelled' });

  // Connections (requests by `created_at`, acceptances by `accepted_at`, or `responded_at` for older accepted rows).
  const at = (iso: string) => new Date(iso);
  await t.app.db
    .insertInto('connections')
    .values([
      {
        senderId: ids.full as string,
        receiverId: ids.man as string,
        status: 'accepted',
        createdAt: at('2026-12-10T05:00:00Z'),
        updatedAt: at('2026-12-11T08:00:00Z'),
        respondedAt: at('2026-12-11T08:00:00Z'),
        acceptedAt: at('2026-12-11T08:00:00Z'),
      },
      {
        // Accepted on the 12th, removed on the 13th: still an acceptance of the 12th.
        senderId: ids.p80 as string,
        receiverId: ids.p45 as string,
        status: 'removed',
        createdAt: at('2026-12-10T22:00:00Z'),
        updatedAt: at('2026-12-13T00:00:00Z'),
        respondedAt: at('2026-12-13T00:00:00Z'),
        acceptedAt: at('2026-12-12T01:00:00Z'),
      },
      {
        senderId: ids.p60 as string,
        receiverId: ids.nonBinary as string,
        status: 'pending',
        createdAt: at('2026-12-12T10:00:00Z'),
        updatedAt: at('2026-12-12T10:00:00Z'),
        respondedAt: null,
      },
      {
        // Accepted before `accepted_at` existed: dated by `responded_at`.
        senderId: ids.unanswered as string,
        receiverId: ids.full as string,
        status: 'accepted',
        createdAt: at('2026-12-09T10:00:00Z'),
        updatedAt: at('2026-12-13T09:00:00Z'),
        respondedAt: at('2026-12-13T09:00:00Z'),
        acceptedAt: null,
      },
      {
        senderId: ids.nonBinary as string,
        receiverId: ids.man as string,
        status: 'declined',
        createdAt: at('2026-12-13T23:00:00Z'),
        updatedAt: at('2026-12-13T23:30:00Z'),
        respondedAt: at('2026-12-13T23:30:00Z'),
      },
      {
        // Outside the range: sent on the 8th, accepted on the 14th.
        senderId: ids.p60 as string,
        receiverId: ids.man as string,
        status: 'accepted',
        createdAt: at('2026-12-08T23:59:59Z'),
        updatedAt: at('2026-12-14T00:00:00Z'),
        respondedAt: at('2026-12-14T00:00:00Z'),
        acceptedAt: at('2026-12-14T00:00:00Z'),
      },
    ])
    .execute();
});
afterAll(async () => t.close());

describe('the console gate on the statistics', () => {
  const paths = ['user-stats', 'new-user-data', 'gender-ratio', 'profile-fill-percentage', 'connection-data'];

  it('answers members and anonymous visitors 404 like an unknown path', async () => {
    const member = await createSignedInMember(t.app);
    for (const path of paths) {
      for (const headers of [member.headers, null]) {
        const res = await get(path, {}, headers);
        expect(res.statusCode, path).toBe(404);
        expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'No such API endpoint.' });
      }
      expect((await get(path)).statusCode, path).toBe(200);
    }
    // Not one of the seeded members.
    await t.app.db.deleteFrom('users').where('id', '=', member.id).execute();
  });

  it('lists every statistics route among the console routes, for moderators', () => {
    for (const path of paths) {
      expect(t.app.consoleRoutes).toContainEqual({
        method: 'GET',
        url: `/api/v1/admin-dashboard/${path}`,
        staffRole: 'moderator',
      });
    }
  });
});

describe('admin-dashboard/user-stats', () => {
  it('counts members only: totals, active in 7 and 30 days, paid members by tier and paid conversion', async () => {
    const res = await get('user-stats');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      success: true,
      asOf: NOW.toISOString(),
      totalMembers: 7,
      activeLast7Days: 3,
      activeLast30Days: 5,
      paidMembersByTier: { Premium: 1, Exclusive: 1 },
      membersEverPaid: 3,
      paidConversionPercent: 42.9,
    });
  });
});

describe('admin-dashboard/new-user-data', () => {
  it('counts members who joined per UTC day, days with none as 0', async () => {
    const res = await get('new-user-data', { from: '2026-12-09', to: '2026-12-13' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      from: '2026-12-09',
      to: '2026-12-13',
      data: [
        { date: '2026-12-09', count: 0 },
        { date: '2026-12-10', count: 2 },
        { date: '2026-12-11', count: 0 },
        { date: '2026-12-12', count: 1 },
        { date: '2026-12-13', count: 0 },
      ],
      total: 3,
    });
  });

  it('shows the last 30 days up to today by default', async () => {
    const body = (await get('new-user-data')).json() as {
      from: string;
      to: string;
      data: Array<{ date: string; count: number }>;
      total: number;
    };
    expect(body.from).toBe('2026-11-16');
    expect(body.to).toBe('2026-12-15');
    expect(body.data).toHaveLength(30);
    expect(body.data.filter((day) => day.count > 0)).toEqual([
      { date: '2026-12-08', count: 1 },
      { date: '2026-12-10', count: 2 },
      { date: '2026-12-12', count: 1 },
      { date: '2026-12-14', count: 1 },
      { date: '2026-12-15', count: 1 },
    ]);
    expect(body.total).toBe(6);
  });

  it('refuses a range that ends before it starts, one over 366 days, and a date that does not exist', async () => {
    for (const query of [
      { from: '2026-12-10', to: '2026-12-09' },
      { from: '2025-01-01', to: '2026-12-01' },
      { from: '2026-02-30', to: '2026-03-01' },
    ]) {
      const res = await get('new-user-data', query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
  });
});

describe('admin-dashboard/gender-ratio', () => {
  it('counts members by the gender they gave, and those who gave none', async () => {
    expect((await get('gender-ratio')).json()).toEqual({
      success: true,
      data: [
        { gender: 'Man', count: 2, percent: 28.6 },
        { gender: 'Woman', count: 3, percent: 42.9 },
        { gender: 'Non-binary', count: 1, percent: 14.3 },
        { gender: 'Not answered', count: 1, percent: 14.3 },
      ],
      total: 7,
    });
  });
});

describe('admin-dashboard/profile-fill-percentage', () => {
  it('counts members in the five completion buckets', async () => {
    expect((await get('profile-fill-percentage')).json()).toEqual({
      success: true,
      data: [
        { bucket: '0-29%', count: 2, percent: 28.6 },
        { bucket: '30-49%', count: 1, percent: 14.3 },
        { bucket: '50-79%', count: 1, percent: 14.3 },
        { bucket: '80-99%', count: 1, percent: 14.3 },
        { bucket: '100%', count: 2, percent: 28.6 },
      ],
      total: 7,
    });
  });
});

describe('admin-dashboard/connection-data', () => {
  it('counts requests and acceptances per UTC day, days with none as 0', async () => {
    expect((await get('connection-data', { from: '2026-12-09', to: '2026-12-13' })).json()).toEqual({
      success: true,
      from: '2026-12-09',
      to: '2026-12-13',
      data: [
        { date: '2026-12-09', requests: 1, acceptances: 0 },
        { date: '2026-12-10', requests: 2, acceptances: 0 },
        { date: '2026-12-11', requests: 0, acceptances: 1 },
        { date: '2026-12-12', requests: 1, acceptances: 1 },
        { date: '2026-12-13', requests: 1, acceptances: 1 },
      ],
      totals: { requests: 5, acceptances: 3 },
    });
  });
});

describe('acceptances through the connection endpoints', () => {
  it('dates an acceptance when it happens, and keeps it there when the connection is removed later', async () => {
    const asha = await createSignedInMember(t.app);
    const ravi = await createSignedInMember(t.app, { answers: { ...VALID_ANSWERS, 1: 'Man', 2: 'Woman' } });
    const call = (who: { headers: { authorization: string } }, path: string, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: `/api/v1/connection/${path}`, headers: who.headers, payload });
    const today = { from: '2026-12-15', to: '2026-12-16' };
    const before = (await get('connection-data', today)).json() as { data: Array<{ acceptances: number }> };
    expect(before.data.map((day) => day.acceptances)).toEqual([0, 0]);

    expect((await call(asha, 'addConnection', { receiverId: ravi.id })).statusCode).toBe(201);
    expect((await call(ravi, 'acceptConnection', { senderId: asha.id })).statusCode).toBe(200);
    t.clock.advance(DAY);
    // A day later: signed in again (access tokens last minutes).
    const ashaAgain = await signIn(t.app, asha.email);
    moderator = { ...moderator, ...(await signInStaff(t.app, { ...moderator, password: DEFAULT_PASSWORD })) };
    expect((await call(ashaAgain, 'removeConnection', { receiverId: ravi.id })).statusCode).toBe(200);

    const after = (await get('connection-data', today)).json() as {
      data: Array<{ date: string; requests: number; acceptances: number }>;
    };
    expect(after.data).toEqual([
      { date: '2026-12-15', requests: 1, acceptances: 1 },
      { date: '2026-12-16', requests: 0, acceptances: 0 },
    ]);
  });
});
