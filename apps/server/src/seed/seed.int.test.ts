import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOKIE } from '@app/shared';
import type { MyPhotosResponse } from '@app/shared/photos';
import { PHOTO_VARIANTS } from '@app/shared/photos';
import { expectMatchTableAgreesWithSources } from '../../test/match-table';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signIn } from '../../test/factories/users';
import { LocalDiskStorage } from '../lib/storage/local-disk-storage';
import { variantKey } from '../modules/photos/photo-files';
import { BillingInfoResponseSchema, SubscriptionHistoryResponseSchema } from '@app/shared/plans';
import { hashPassword } from '../modules/auth/passwords';
import { addMonths, recomputeUsertype } from '../modules/plans/subscriptions.service';
import { DEMO_EMAIL, seedMemberAt } from './generate-member';
import { DEMO_PASSWORD } from './seed-args';
import { assertNotSeeded, SeedError, seedMembers, startOfUtcDay, type SeedProgress } from './seed-writer';

const PROFILES = 50;
let passwordHash: string;

beforeAll(async () => {
  passwordHash = await hashPassword(DEMO_PASSWORD);
});

async function tableCounts(t: TestApp) {
  const count = async (table: 'users' | 'profiles' | 'partnerPreferences' | 'questionnaireAnswers' | 'photos') =>
    Number(
      (
        await t.app.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    users: await count('users'),
    profiles: await count('profiles'),
    preferences: await count('partnerPreferences'),
    answers: await count('questionnaireAnswers'),
    photos: await count('photos'),
  };
}

async function expectCompleteMembers(t: TestApp) {
  const incomplete = await t.app.db
    .selectFrom('users')
    .select('email')
    .where((eb) =>
      eb.or([
        eb('isPersonalFormFilled', '=', false),
        eb('isQualificationFormFilled', '=', false),
        eb('isLocationFormFilled', '=', false),
        eb('isImageFormFilled', '=', false),
        eb('isOtherFormFilled', '=', false),
      ]),
    )
    .execute();
  expect(incomplete).toEqual([]);
}

/** Signs in through POST /api/v1/user/login, as a browser would. */
async function login(t: TestApp, email: string, password = DEMO_PASSWORD) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/user/login',
    remoteAddress: '10.9.8.7',
    payload: { email, password },
  });
  return res;
}

describe('seeding with photos', () => {
  let t: TestApp;
  let storageRoot: string;
  let storage: LocalDiskStorage;
  const progress: SeedProgress[] = [];
  let result: Awaited<ReturnType<typeof seedMembers>>;

  beforeAll(async () => {
    storageRoot = mkdtempSync(path.join(tmpdir(), 'seed-test-'));
    storage = new LocalDiskStorage(storageRoot);
    t = await createTestApp({ deps: { storage } });
    result = await seedMembers({
      db: t.app.db,
      profiles: PROFILES,
      seed: 3,
      passwordHash,
      batchSize: 20,
      photos: { storage, poolSize: 3 },
      onProgress: (item) => progress.push(item),
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(storageRoot, { recursive: true, force: true });
  });

  it('writes every member with a profile, preferences, twelve answers and 1–3 photos', async () => {
    const counts = await tableCounts(t);
    expect(counts).toEqual({
      users: PROFILES,
      profiles: PROFILES,
      preferences: PROFILES,
      answers: PROFILES * 12,
      photos: result.photos,
    });
    expect(result).toMatchObject({ members: PROFILES, membersWithPhotos: PROFILES });
    expect(result.photos).toBeGreaterThanOrEqual(PROFILES);
    expect(result.photos).toBeLessThanOrEqual(PROFILES * 3);
    await expectCompleteMembers(t);
    expect(progress.filter((item) => item.phase === 'members').map((item) => item.done)).toEqual([0, 20, 40, 50]);
    expect(progress.at(-1)).toEqual({ phase: 'photos', done: PROFILES, total: PROFILES });
  });

  it('stores the generated values, the same ones the generator gives for that seed', async () => {
    const expected = seedMemberAt(3, 17, startOfUtcDay(new Date()));
    const user = await t.app.db.selectFrom('users').selectAll().where('id', '=', expected.id).executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      email: expected.email,
      uid: expected.uid,
      usertype: expected.usertype,
      role: 'member',
    });
    const profile = await t.app.db
      .selectFrom('profiles')
      .selectAll()
      .where('userId', '=', expected.id)
      .executeTakeFirstOrThrow();
    expect(profile).toMatchObject({
      firstName: expected.personal.firstName,
      about: expected.personal.aboutYourSelf,
      dateOfBirth: expected.other.dateOfBirth,
      country: expected.location.country,
      state: expected.location.state,
      heightCm: expected.background.heightCm,
      income: expected.qualification.income,
      photoVisibility: expected.visibility.photoVisibility,
    });
    const preferences = await t.app.db
      .selectFrom('partnerPreferences')
      .selectAll()
      .where('userId', '=', expected.id)
      .executeTakeFirstOrThrow();
    expect(preferences).toMatchObject(expected.preferences);
    const answers = await t.app.db
      .selectFrom('questionnaireAnswers')
      .select(['questionId', 'answer'])
      .where('userId', '=', expected.id)
      .orderBy('questionId')
      .execute();
    expect(Object.fromEntries(answers.map((row) => [row.questionId, row.answer]))).toEqual(
      JSON.parse(JSON.stringify(expected.answers)),
    );
  });

  it('lets the demo account sign in, complete at 100%, with its three photos served', async () => {
    const res = await login(t, DEMO_EMAIL);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { user: Record<string, unknown>; accessToken: string };
    expect(body.user).toMatchObject({
      isPersonalFormFilled: true,
      isQualificationFormFilled: true,
      isLocationFormFilled: true,
      isImageFormFilled: true,
      isOtherFormFilled: true,
    });
    const session = await signIn(t.app, DEMO_EMAIL, DEMO_PASSWORD);

    const percentage = await t.app.inject({
      method: 'GET',
      url: '/api/v1/profile/getProfilePercentage',
      headers: session.headers,
    });
    expect(percentage.statusCode).toBe(200);
    expect(percentage.json()).toMatchObject({ percentage: 100, missing: [] });

    const photos = await t.app.inject({ method: 'GET', url: '/api/v1/photos/getMyPhotos', headers: session.headers });
    expect(photos.statusCode).toBe(200);
    const list = photos.json() as MyPhotosResponse;
    expect(list.data).toHaveLength(3);
    for (const view of list.data) {
      const media = await t.app.inject({
        method: 'GET',
        url: view.url,
        cookies: { [COOKIE.mediaSession]: session.cookies[COOKIE.mediaSession] ?? '' },
      });
      expect(media.statusCode).toBe(200);
      expect(media.headers['content-type']).toMatch(/^image\/webp/);
      expect(media.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    }
  });

  it('stores the four variants of every photo under the keys its row names', async () => {
    const rows = await t.app.db.selectFrom('photos').select(['storageKey', 'userId', 'bytes']).execute();
    for (const row of rows) {
      expect(row.storageKey.startsWith(`photos/${row.userId}/`)).toBe(true);
      let bytes = 0;
      for (const variant of PHOTO_VARIANTS) {
        const file = await storage.get(variantKey(row.storageKey, variant));
        expect(file, `${row.storageKey} ${variant}`).not.toBeNull();
        bytes += file?.length ?? 0;
      }
      expect(bytes).toBe(row.bytes);
    }
  });

  it('writes the sample photos as approved and reviewed, with a perceptual hash (never in the review queue)', async () => {
    const rows = await t.app.db.selectFrom('photos').select(['reviewStatus', 'reviewedAt', 'phash']).execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.reviewStatus).toBe('approved');
      expect(row.reviewedAt).toBeInstanceOf(Date);
      expect(row.phash).toMatch(/^[0-9a-f]{16}$/);
    }
  });

  it('lets any seeded member sign in with the shared password, and refuses a second seed', async () => {
    const member = seedMemberAt(3, 33, startOfUtcDay(new Date()));
    expect((await login(t, member.email)).statusCode).toBe(200);
    const wrong = await login(t, member.email, 'not the password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    await expect(assertNotSeeded(t.app.db)).rejects.toBeInstanceOf(SeedError);
  });
});

describe('a batch that fails', () => {
  it('fails the seed, even when it fails while the next batch is being made', async () => {
    const t = await createTestApp();
    try {
      const taken = seedMemberAt(5, 20, startOfUtcDay(new Date())).email;
      await t.app.db.insertInto('users').values({ email: taken, passwordHash: 'x', uid: 'taken-uid' }).execute();
      await expect(
        seedMembers({ db: t.app.db, profiles: 40, seed: 5, passwordHash, batchSize: 8, connections: 1 }),
      ).rejects.toThrow(/unique|duplicate/i);
    } finally {
      await t.close();
    }
  }, 180_000);
});

describe('seeding without photos', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await assertNotSeeded(t.app.db);
    // Small batches, two in flight on a PostgreSQL server (the embedded database runs one statement at a time).
    await seedMembers({
      db: t.app.db,
      profiles: PROFILES,
      seed: 4,
      passwordHash,
      batchSize: 8,
      connections: t.database.engine === 'postgres' ? 2 : 1,
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('writes complete members and no photos', async () => {
    expect(await tableCounts(t)).toEqual({
      users: PROFILES,
      profiles: PROFILES,
      preferences: PROFILES,
      answers: PROFILES * 12,
      photos: 0,
    });
    await expectCompleteMembers(t);
  });

  it("writes the match rows that the match table's one writer derives from the stored members (hidden ones have none)", async () => {
    const hidden = await t.app.db.selectFrom('profiles').select('userId').where('hidden', '=', true).execute();
    const rows = await expectMatchTableAgreesWithSources(t.app.db, startOfUtcDay(new Date()));
    expect(rows).toBe(PROFILES - hidden.length);
  });

  it('opts a share of members in to horoscope matching, each with a city, the generated chart and its Moon', async () => {
    const today = startOfUtcDay(new Date());
    const profiles = await t.app.db.selectFrom('profiles').selectAll().execute();
    const opted = profiles.filter((profile) => profile.horoscopeOptIn);
    expect(opted.length).toBeGreaterThan(0);
    expect(opted.length).toBeLessThan(profiles.length);
    const emails = new Map(
      (await t.app.db.selectFrom('users').select(['id', 'email']).execute()).map((user) => [user.id, user.email]),
    );
    for (const profile of profiles) {
      // Generated members' addresses end in `.<index>@`; the demo login is member 0.
      const index = Number(/\.(\d+)@/.exec(emails.get(profile.userId) ?? '')?.[1] ?? 0);
      const expected = seedMemberAt(4, index, today).horoscope;
      expect(profile.horoscopeOptIn, profile.userId).toBe(expected !== null);
      expect(profile.birthCityId).toBe(expected?.cityId ?? null);
      expect(profile.horoscopeChart).toEqual(expected?.chart ?? null);
      expect(profile.horoscopeMoon).toBe(expected?.moon ?? null);
      const match = await t.app.db
        .selectFrom('matchProfiles')
        .select(['horoscopeMoon', 'manglik'])
        .where('userId', '=', profile.userId)
        .executeTakeFirst();
      if (match)
        expect(match).toEqual({ horoscopeMoon: expected?.moon ?? null, manglik: expected?.chart.manglik ?? null });
    }
  });

  it('gives each Premium and Exclusive member the running subscription, order and dates that make them so', async () => {
    const now = new Date();
    const members = await t.app.db.selectFrom('users').select(['id', 'email', 'usertype']).execute();
    const subscriptions = await t.app.db
      .selectFrom('subscriptions as s')
      .innerJoin('plans as p', 'p.id', 's.planId')
      .selectAll('s')
      .select(['p.priceCents', 'p.durationInMonths as planMonths', 'p.tier as planTier'])
      .execute();
    const paid = members.filter((member) => member.usertype !== 'Standard');
    expect(paid.length, 'the seed makes some members Premium or Exclusive').toBeGreaterThan(0);
    // One each for the paid members, none for Standard ones.
    expect(subscriptions.map((row) => row.userId).sort()).toEqual(paid.map((member) => member.id).sort());
    expect(new Set(subscriptions.map((row) => row.orderId)).size).toBe(subscriptions.length);
    for (const row of subscriptions) {
      const member = paid.find((one) => one.id === row.userId);
      expect(row.tier).toBe(member?.usertype);
      expect(row).toMatchObject({
        planTier: row.tier,
        status: 'active',
        paymentStatus: 'Completed',
        provider: 'local',
        amountCents: row.priceCents,
        gstCents: Math.round(row.priceCents / 11),
        durationInMonths: row.planMonths,
        billingEmail: member?.email,
        expiredAt: null,
      });
      expect(row.orderId).toMatch(/^ORD-\d+$/);
      // Paid through the built-in local checkout, as a purchase on the site is.
      const checkout = await t.app.db
        .selectFrom('checkoutSessions')
        .selectAll()
        .where('id', '=', row.checkoutSessionId ?? '')
        .executeTakeFirstOrThrow();
      expect(checkout).toMatchObject({ provider: 'local', userId: row.userId, planId: row.planId, state: 'paid' });
      expect(checkout.amountCents).toBe(row.amountCents);
      expect(checkout.completedAt).toEqual(row.startsAt);
      expect(row.paymentReference).toBe(`pi_local_${checkout.id.slice('cs_local_'.length)}`);
      expect(row.startsAt.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(row.endsAt.getTime()).toBeGreaterThan(now.getTime());
      expect(row.endsAt).toEqual(addMonths(row.startsAt, row.durationInMonths));
    }
    // The one writer of usertype, from these subscriptions, finds every member as the seed wrote them.
    for (const member of members) {
      const tier = await t.app.db.transaction().execute((trx) => recomputeUsertype(trx, member.id, now));
      expect(tier, member.email).toBe(member.usertype);
    }
  });

  it('shows a paid member the same plan in Plan & Billing as Discover shows others', async () => {
    const member = await t.app.db
      .selectFrom('users')
      .innerJoin('matchProfiles', 'matchProfiles.userId', 'users.id')
      .select(['users.email', 'users.usertype', 'matchProfiles.usertype as discoverTier'])
      .where('users.usertype', '<>', 'Standard')
      .orderBy('users.email')
      .executeTakeFirstOrThrow();
    const session = await signIn(t.app, member.email, DEMO_PASSWORD);
    const billing = BillingInfoResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/v1/billing/getBillingInfo', headers: session.headers })).json(),
    ).data;
    expect(billing.currentPlan).toBe(member.discoverTier);
    expect(billing.currentPlan).toBe(member.usertype);
    expect(billing.price).not.toBe('Free');
    const history = SubscriptionHistoryResponseSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/v1/subscription/getSubscriptionHistory',
          headers: session.headers,
        })
      ).json(),
    ).data;
    expect(history).toHaveLength(1);
    expect(history[0]?.orderId).toMatch(/^ORD-\d+$/);
  });

  it('lets the demo account sign in and read its details', async () => {
    const res = await login(t, DEMO_EMAIL);
    expect(res.statusCode).toBe(200);
    const session = await signIn(t.app, DEMO_EMAIL, DEMO_PASSWORD);
    const details = await t.app.inject({ method: 'GET', url: '/api/v1/profile/mydetails', headers: session.headers });
    expect(details.statusCode).toBe(200);
    expect(details.json()).toMatchObject({
      data: [
        {
          basic_and_lifestyle: { firstName: 'Priya', gender: 'Woman', age: 29, postedBy: 'Myself' },
          location_background: { countryCode: 'AU', state: 'Victoria', cityOfResidence: 'Melbourne' },
          interest_and_hobbies: ['Music', 'Cooking', 'Literature', 'Photography'],
        },
      ],
    });
  });
});
