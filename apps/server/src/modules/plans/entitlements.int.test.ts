import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '@app/shared';
import { USER_TYPES, type UserType } from '@app/shared/constants';
import { FavouritesResponseSchema, MyViewsResponseSchema } from '@app/shared/discover';
import {
  lowestTierWhere,
  STANDARD_REQUESTS_PER_MONTH,
  TIER_ENTITLEMENTS,
  type TierEntitlements,
} from '@app/shared/plans';
import { PROFILE_SECTIONS, PublicProfileResponseSchema } from '@app/shared/profile';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createMember } from '../../../test/factories/profiles';
import { signIn } from '../../../test/factories/users';
import { listPhotoViews } from '../photos/photos.service';
import {
  api,
  approvePhotos,
  connect,
  fetchMedia,
  jpeg,
  photoPart,
  tempStorage,
  upload,
  type Member,
} from '../photos/test-support';

/**
 * The entitlement table (`TIER_ENTITLEMENTS` in @app/shared/plans) checked endpoint by endpoint over HTTP: for
 * each tier as the member acting, and each tier of the member acted on where it matters, every gated endpoint
 * answers what the table says — allowed, or 403 PLAN_REQUIRED naming the lowest tier that allows it. Every
 * expectation is computed from the table itself, so this file and the table cannot drift apart.
 */

let t: TestApp;
const disk = tempStorage();
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_ENABLED: '0' }, deps: { storage: disk.storage } });
});
afterAll(async () => {
  await t.close();
  disk.cleanup();
});

const table = (tier: UserType): TierEntitlements => TIER_ENTITLEMENTS[tier];
const PAIRS = USER_TYPES.flatMap((actor) => USER_TYPES.map((other) => [actor, other] as const));

/** A complete, visible member of `tier`, signed in (an access token and the media cookie). */
async function memberOf(tier: UserType): Promise<Member> {
  const created = await createMember(t.app, { usertype: tier });
  return { ...created, session: await signIn(t.app, created.email) };
}

type Reply = { statusCode: number; body: string; json: () => unknown };

/** Allowed (the status given), or 403 PLAN_REQUIRED with `requiredTier`. */
function expectGate(res: Reply, allowed: boolean, okStatus: number, requiredTier: UserType | null) {
  if (allowed) {
    expect(res.statusCode, res.body).toBe(okStatus);
    return;
  }
  expect(res.statusCode, res.body).toBe(403);
  const body = ErrorBodySchema.parse(res.json());
  expect(body.code).toBe('PLAN_REQUIRED');
  expect(body.requiredTier).toBe(requiredTier);
  expect(requiredTier).not.toBeNull();
  expect(body.message.length).toBeGreaterThan(20);
}

describe('another member’s profile and photos, by the viewer’s tier and the owner’s', () => {
  const viewers = new Map<UserType, Member>();
  const owners = new Map<UserType, Member>();
  beforeAll(async () => {
    for (const tier of USER_TYPES) {
      viewers.set(tier, await memberOf(tier));
      const owner = await memberOf(tier);
      expect((await upload(t.app, owner, [photoPart(await jpeg(600, 600))])).statusCode).toBe(200);
      // Reviewed, as other members see only approved photos (PHOTO_REVIEW=before).
      await approvePhotos(t.app, owner);
      owners.set(tier, owner);
    }
  });

  it.each(PAIRS)('viewer %s, member %s: detail sections as the table says, or locked', async (viewer, owner) => {
    const full = table(viewer).fullProfileOf.includes(owner);
    const sharp = table(viewer).sharpPhotosOf.includes(owner);
    const res = await api(t.app, viewers.get(viewer)!, 'POST', 'profile/getUserDetails', {
      userId: owners.get(owner)!.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [profile] = PublicProfileResponseSchema.parse(res.json()).data;
    for (const section of PROFILE_SECTIONS) expect(Object.hasOwn(profile ?? {}, section), section).toBe(full);
    const unlocks = lowestTierWhere((tier) => tier.fullProfileOf.includes(owner) && tier.sharpPhotosOf.includes(owner));
    expect(profile?.planLocks).toMatchObject({
      fullProfile: !full,
      sharpPhotos: !sharp,
      requiredTier: full && sharp ? null : unlocks,
    });
  });

  it.each(PAIRS)('viewer %s, member %s: sharp photos as the table says, else blurred', async (viewer, owner) => {
    const sharp = table(viewer).sharpPhotosOf.includes(owner);
    const who = viewers.get(viewer)!;
    const ownerId = owners.get(owner)!.id;
    // The profile view issues sharp URLs only where allowed.
    const res = await api(t.app, who, 'POST', 'profile/getUserDetails', { userId: ownerId });
    const [profile] = PublicProfileResponseSchema.parse(res.json()).data;
    expect(profile?.photos.map((photo) => photo.blurred)).toEqual([!sharp]);
    expect(profile?.photoAccess).toEqual({ granted: sharp, reason: sharp ? null : 'plan', requestStatus: null });
    // The media route decides again: a sharp URL signed for this viewer anyway is refused without the plan.
    const [forged] = await listPhotoViews(t.app, { ownerId, viewerId: who.id, sharp: true });
    for (const url of [forged?.url, forged?.thumbUrl, forged?.largeUrl]) {
      expect((await fetchMedia(t.app, url ?? '', who)).statusCode).toBe(sharp ? 200 : 404);
    }
    const [blurred] = await listPhotoViews(t.app, { ownerId, viewerId: who.id, sharp: false });
    expect((await fetchMedia(t.app, blurred?.url ?? '', who)).statusCode).toBe(200);
    // A card (favourites) shows the same photo decision.
    await api(t.app, who, 'POST', 'profile/favorite/toggleFav', { favoritedUserId: ownerId });
    const favourites = FavouritesResponseSchema.parse(
      (await api(t.app, who, 'GET', 'profile/favorite/getFavProfile')).json(),
    ).data;
    expect(favourites.find((item) => item.userId === ownerId)?.profile.photo?.blurred).toBe(!sharp);
  });

  it.each(USER_TYPES)('%s: one’s own profile in full, sharp photos included', async (tier) => {
    const owner = owners.get(tier)!;
    const res = await api(t.app, owner, 'POST', 'profile/getUserDetails', { userId: owner.id });
    const [profile] = PublicProfileResponseSchema.parse(res.json()).data;
    for (const section of PROFILE_SECTIONS) expect(profile).toHaveProperty(section);
    expect(profile?.planLocks).toEqual({ fullProfile: false, sharpPhotos: false, requiredTier: null, withheld: [] });
    expect(profile?.photos.every((photo) => !photo.blurred)).toBe(true);
  });
});

describe('connection requests', () => {
  const receivers = new Map<UserType, Member>();
  beforeAll(async () => {
    for (const tier of USER_TYPES) receivers.set(tier, await memberOf(tier));
  });

  it.each(PAIRS)('%s asks %s', async (sender, receiver) => {
    const allowed = table(sender).connectTo.includes(receiver);
    const res = await api(t.app, await memberOf(sender), 'POST', 'connection/addConnection', {
      receiverId: receivers.get(receiver)!.id,
    });
    expectGate(
      res,
      allowed,
      201,
      lowestTierWhere((tier) => tier.connectTo.includes(receiver)),
    );
  });

  // Enough Standard members (whom every tier may ask) for the largest monthly allowance in the table, plus one.
  const limits = USER_TYPES.map((tier) => table(tier).requestsPerMonth ?? STANDARD_REQUESTS_PER_MONTH);
  const targets: Member[] = [];
  beforeAll(async () => {
    for (let index = 0; index <= Math.max(...limits); index += 1) targets.push(await memberOf('Standard'));
  });

  it.each(USER_TYPES)('%s: one request more than the month’s allowance', async (tier) => {
    const limit = table(tier).requestsPerMonth;
    const sent = limit ?? STANDARD_REQUESTS_PER_MONTH;
    const sender = await memberOf(tier);
    for (const target of targets.slice(0, sent)) {
      const res = await api(t.app, sender, 'POST', 'connection/addConnection', { receiverId: target.id });
      expect(res.statusCode, res.body).toBe(201);
    }
    const next = await api(t.app, sender, 'POST', 'connection/addConnection', { receiverId: targets[sent]!.id });
    expectGate(
      next,
      limit === null,
      201,
      lowestTierWhere((entitlements) => entitlements.requestsPerMonth === null || entitlements.requestsPerMonth > sent),
    );
  });
});

describe('contact details', () => {
  it.each(USER_TYPES)('%s asks a connection for their contact details', async (tier) => {
    const [asker, owner] = [await memberOf(tier), await memberOf('Standard')];
    await connect(t.app, asker, owner);
    const res = await api(t.app, asker, 'POST', 'contact-details/requestAccess', { userId: owner.id });
    expectGate(
      res,
      table(tier).contactDetailRequests,
      200,
      lowestTierWhere((entitlements) => entitlements.contactDetailRequests),
    );
    // Sharing one's own details when asked is free on every plan.
    const premium = await memberOf('Premium');
    await connect(t.app, premium, asker);
    await api(t.app, premium, 'POST', 'contact-details/requestAccess', { userId: asker.id });
    const answer = await api(t.app, asker, 'POST', 'contact-details/respondToRequest', {
      requesterId: premium.id,
      grant: true,
    });
    expect(answer.statusCode, answer.body).toBe(200);
  });
});

describe('who viewed me', () => {
  it.each(USER_TYPES)('%s: the list of visitors', async (tier) => {
    const [owner, visitor] = [await memberOf(tier), await memberOf('Standard')];
    expect((await api(t.app, visitor, 'POST', 'profile-view/add-view', { receiverId: owner.id })).statusCode).toBe(200);
    const res = await api(t.app, owner, 'GET', 'profile-view/my-views');
    expect(res.statusCode, res.body).toBe(200);
    const body = MyViewsResponseSchema.parse(res.json());
    const listed = table(tier).fullViewerList;
    expect(body.total).toBe(1);
    expect(body.data.map((view) => view.viewerId)).toEqual(listed ? [visitor.id] : []);
    expect(body.requiredTier).toBe(listed ? null : lowestTierWhere((entitlements) => entitlements.fullViewerList));
    if (!listed) expect(res.body).not.toContain(visitor.id);
  });
});
