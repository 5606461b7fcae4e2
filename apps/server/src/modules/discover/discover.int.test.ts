import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '@app/shared';
import { ageOn } from '@app/shared/profile';
import {
  AddProfileViewResponseSchema,
  FavouritesResponseSchema,
  MyViewsResponseSchema,
  ToggleFavouriteResponseSchema,
} from '@app/shared/discover';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createMember } from '../../../test/factories/profiles';
import { signIn } from '../../../test/factories/users';
import { PROFILE_NOT_FOUND } from '../privacy/privacy';
import { readAnswers } from '../profile/profile.repository';

/**
 * Favourites (profile/favorite/*) and who viewed me (profile-view/*) over HTTP on a real database: who may be
 * starred or counted follows the profile view's rules, and the lists drop anyone the caller may no longer see.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_ENABLED: '0' } });
});
afterAll(async () => t.close());

type Member = Awaited<ReturnType<typeof createMember>> & { headers: { authorization: string } };
/** Premium unless told otherwise: a Premium member sees who viewed them (Standard sees the count: "plans" below). */
async function member(overrides: Parameters<typeof createMember>[1] = {}): Promise<Member> {
  const created = await createMember(t.app, { usertype: 'Premium', ...overrides });
  const { headers } = await signIn(t.app, created.email);
  return { ...created, headers };
}

const toggle = (who: Member, favoritedUserId: unknown, isFavourite?: boolean) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/profile/favorite/toggleFav',
    headers: who.headers,
    payload: isFavourite === undefined ? { favoritedUserId } : { favoritedUserId, isFavourite },
  });
const favourites = async (who: Member) => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/v1/profile/favorite/getFavProfile',
    headers: who.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  const { data } = FavouritesResponseSchema.parse(res.json());
  // Each favourite comes as a card of that member, starred.
  for (const item of data) expect(item.profile).toMatchObject({ userId: item.userId, isFavourite: true });
  return data.map((item) => item.userId);
};
const addView = (who: Member, receiverId: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/v1/profile-view/add-view', headers: who.headers, payload: { receiverId } });
const myViews = async (who: Member) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/profile-view/my-views', headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  const body = MyViewsResponseSchema.parse(res.json());
  for (const item of body.data) expect(item.profile.userId).toBe(item.viewerId);
  return body;
};
const block = (blockerId: string, blockedId: string) =>
  t.app.db.insertInto('blocks').values({ blockerId, blockedId, createdAt: t.clock.now() }).execute();
const unblock = (blockerId: string, blockedId: string) =>
  t.app.db.deleteFrom('blocks').where('blockerId', '=', blockerId).where('blockedId', '=', blockedId).execute();
const setHidden = (userId: string, hidden: boolean) =>
  t.app.db.updateTable('profiles').set({ hidden }).where('userId', '=', userId).execute();

function expectProfileNotFound(res: { statusCode: number; json: () => unknown }) {
  expect(res.statusCode).toBe(404);
  expect(ErrorBodySchema.parse(res.json()).message).toBe(PROFILE_NOT_FOUND);
}

describe('favourites', () => {
  it('adds with 201, lists newest first, and removes on the second toggle', async () => {
    const [asha, ravi, meera] = [await member(), await member(), await member()];
    const added = await toggle(asha, ravi.id);
    expect(added.statusCode, added.body).toBe(201);
    expect(ToggleFavouriteResponseSchema.parse(added.json())).toMatchObject({ isFavourite: true });
    t.clock.advance(1000);
    expect((await toggle(asha, meera.id)).statusCode).toBe(201);
    expect(await favourites(asha)).toEqual([meera.id, ravi.id]);
    expect(await favourites(ravi)).toEqual([]);

    const removed = await toggle(asha, ravi.id);
    expect(removed.statusCode).toBe(200);
    expect(ToggleFavouriteResponseSchema.parse(removed.json())).toMatchObject({ isFavourite: false });
    expect(await favourites(asha)).toEqual([meera.id]);
  });

  it('sets the state named in isFavourite, so a call sent twice (a retry after a lost answer) changes nothing', async () => {
    const [asha, ravi] = [await member(), await member()];
    const first = await toggle(asha, ravi.id, true);
    expect(first.statusCode, first.body).toBe(201);
    const again = await toggle(asha, ravi.id, true);
    expect(again.statusCode).toBe(200);
    expect(ToggleFavouriteResponseSchema.parse(again.json())).toMatchObject({ isFavourite: true });
    expect(await favourites(asha)).toEqual([ravi.id]);

    for (let i = 0; i < 2; i += 1) {
      const removed = await toggle(asha, ravi.id, false);
      expect(removed.statusCode).toBe(200);
      expect(ToggleFavouriteResponseSchema.parse(removed.json())).toMatchObject({ isFavourite: false });
    }
    expect(await favourites(asha)).toEqual([]);
    // Adding still goes through the profile view's decision.
    expectProfileNotFound(await toggle(asha, randomUUID(), true));
  });

  it('refuses oneself, a bad id, and any member the caller may not see with the profile view’s 404', async () => {
    const [asha, ravi, hidden, blocker] = [await member(), await member(), await member(), await member()];
    const self = await toggle(asha, asha.id);
    expect(self.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(self.json()).errors?.[0]?.path).toBe('favoritedUserId');
    const bad = await toggle(asha, 'not-an-id');
    expect(bad.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(bad.json()).errors?.[0]?.path).toBe('favoritedUserId');

    expectProfileNotFound(await toggle(asha, randomUUID()));
    await setHidden(hidden.id, true);
    expectProfileNotFound(await toggle(asha, hidden.id));
    await block(blocker.id, asha.id);
    expectProfileNotFound(await toggle(asha, blocker.id));
    await block(asha.id, ravi.id);
    expectProfileNotFound(await toggle(asha, ravi.id));
    expect(await t.app.db.selectFrom('favourites').where('userId', '=', asha.id).execute()).toEqual([]);

    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/profile/favorite/getFavProfile' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('drops a favourite from the list while they are out of sight, brings it back after, and lets it be removed', async () => {
    const [asha, ravi, meera] = [await member(), await member(), await member()];
    await toggle(asha, ravi.id);
    await toggle(asha, meera.id);

    await block(ravi.id, asha.id);
    await setHidden(meera.id, true);
    expect(await favourites(asha)).toEqual([]);
    await unblock(ravi.id, asha.id);
    expect(await favourites(asha)).toEqual([ravi.id]);

    // Removing never needs the member to be visible.
    expect((await toggle(asha, meera.id)).statusCode).toBe(200);
    await setHidden(meera.id, false);
    expect(await favourites(asha)).toEqual([ravi.id]);
  });

  it('keeps at most one row per pair whatever the clicks', async () => {
    const [asha, ravi] = [await member(), await member()];
    await Promise.all([toggle(asha, ravi.id), toggle(asha, ravi.id), toggle(asha, ravi.id)]);
    const rows = await t.app.db.selectFrom('favourites').selectAll().where('userId', '=', asha.id).execute();
    expect(rows.length).toBeLessThanOrEqual(1);
  });
});

describe('who viewed me', () => {
  it('counts a visitor once a day and lists each visitor once, latest first', async () => {
    const [asha, ravi, meera] = [await member(), await member(), await member()];
    const first = await addView(ravi, asha.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(AddProfileViewResponseSchema.parse(first.json()).recorded).toBe(true);
    t.clock.advance(60_000);
    expect(AddProfileViewResponseSchema.parse((await addView(ravi, asha.id)).json()).recorded).toBe(false);
    // An earlier day's visit, as if Ravi had looked yesterday too.
    const yesterday = new Date(t.clock.now().getTime() - 86_400_000);
    await t.app.db
      .insertInto('profileViews')
      .values({
        viewerId: ravi.id,
        viewedId: asha.id,
        viewDay: yesterday.toISOString().slice(0, 10),
        viewedAt: yesterday,
      })
      .execute();
    t.clock.advance(60_000);
    await addView(meera, asha.id);

    const views = await myViews(asha);
    expect(views.total).toBe(2);
    expect(views.data.map((view) => [view.viewerId, view.days])).toEqual([
      [meera.id, 1],
      [ravi.id, 2],
    ]);
    expect(views.data[1]?.userId).toBe(ravi.id);
    expect((await myViews(ravi)).data).toEqual([]);
  });

  it('never counts one’s own visit, and refuses a profile the caller may not see', async () => {
    const [asha, hidden] = [await member(), await member()];
    const own = await addView(asha, asha.id);
    expect(own.statusCode).toBe(200);
    expect(AddProfileViewResponseSchema.parse(own.json()).recorded).toBe(false);
    await setHidden(hidden.id, true);
    expectProfileNotFound(await addView(asha, hidden.id));
    expectProfileNotFound(await addView(asha, randomUUID()));
    expect((await addView(asha, 'nope')).statusCode).toBe(400);
    expect(await t.app.db.selectFrom('profileViews').where('viewerId', '=', asha.id).execute()).toEqual([]);
  });

  it('leaves out a visitor either side has blocked, and shows them again after unblocking', async () => {
    const [asha, ravi, meera] = [await member(), await member(), await member()];
    await addView(ravi, asha.id);
    await addView(meera, asha.id);
    await block(asha.id, ravi.id);
    await block(meera.id, asha.id);
    expect(await myViews(asha)).toMatchObject({ total: 0, data: [] });
    await unblock(asha.id, ravi.id);
    expect((await myViews(asha)).data.map((view) => view.viewerId)).toEqual([ravi.id]);
  });
});

describe('plans', () => {
  it('who viewed me on Standard: the count only (no card, no id) and the tier that lists them', async () => {
    const asha = await member({ usertype: 'Standard' });
    const [ravi, meera] = [await member(), await member({ usertype: 'Exclusive' })];
    await addView(ravi, asha.id);
    await addView(meera, asha.id);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/profile-view/my-views', headers: asha.headers });
    expect(res.statusCode).toBe(200);
    expect(MyViewsResponseSchema.parse(res.json())).toEqual({
      success: true,
      total: 2,
      data: [],
      requiredTier: 'Premium',
    });
    for (const id of [ravi.id, meera.id]) expect(res.body).not.toContain(id);
    // Paid: the list, and no tier to name.
    await t.app.db.updateTable('users').set({ usertype: 'Premium' }).where('id', '=', asha.id).execute();
    const paid = await myViews(asha);
    expect(paid).toMatchObject({ total: 2, requiredTier: null });
    expect(paid.data.map((view) => view.viewerId).sort()).toEqual([ravi.id, meera.id].sort());
  });

  it('a Standard viewer’s card shows what the profile page does (no detail section field); the photo blurred', async () => {
    const viewer = await member({ usertype: 'Standard' });
    const premium = await member();
    await toggle(viewer, premium.id);
    await t.app.db
      .insertInto('photos')
      .values({
        userId: premium.id,
        position: 0,
        storageKey: `test/${premium.id}/${randomUUID()}`,
        width: 800,
        height: 1000,
        bytes: 1000,
        createdAt: t.clock.now(),
      })
      .execute();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/profile/favorite/getFavProfile',
      headers: viewer.headers,
    });
    const [item] = FavouritesResponseSchema.parse(res.json()).data;
    expect(item?.profile).toMatchObject({
      userId: premium.id,
      country: null,
      countryCode: null,
      state: null,
      occupation: null,
      heightCm: null,
      height: null,
      community: null,
      religion: premium.profile.religion,
      photo: { blurred: true },
    });
  });

  it("cards show the member's gender, and their age from the date of birth or, without one, from the questionnaire", async () => {
    const viewer = await member();
    const other = await member();
    await toggle(viewer, other.id);
    const answers = await readAnswers(t.app.db, other.id);
    const card = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/v1/profile/favorite/getFavProfile',
        headers: viewer.headers,
      });
      return FavouritesResponseSchema.parse(res.json()).data[0]?.profile;
    };
    expect(answers.gender).not.toBeNull();
    expect(await card()).toMatchObject({
      gender: answers.gender,
      age: ageOn(other.profile.dateOfBirth as string, t.clock.now()),
    });
    await t.app.db.updateTable('profiles').set({ dateOfBirth: null }).where('userId', '=', other.id).execute();
    expect(answers.age?.value).toEqual(expect.any(Number));
    expect(await card()).toMatchObject({ gender: answers.gender, age: answers.age?.value });
  });
});
