import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '@app/shared';
import type { PhotoAccessStatus } from '@app/shared/photos';
import { PublicProfileResponseSchema, type PublicProfile } from '@app/shared/profile';
import type { ConnectionStatusColumn } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createMember } from '../../../test/factories/profiles';
import { grantPlan } from '../../../test/factories/subscriptions';
import { createUser, signIn } from '../../../test/factories/users';
import { getAuthKeys } from '../../lib/security/secrets';
import { verifyMediaToken } from '../photos/media-tokens';
import { decideViewerAccessMany } from '../privacy/viewer-access';

/**
 * POST profile/getUserDetails through HTTP on a real database: the relation read from connections and blocks,
 * the owner's switches and photo setting, and the one 404 for every profile the viewer may not see. The
 * presenter's full table is in privacy.test.ts; this file proves the wiring.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_ENABLED: '0' } });
});
afterAll(async () => t.close());

type Member = Awaited<ReturnType<typeof createMember>> & { headers: { authorization: string } };
/**
 * A signed-in member, Premium unless told otherwise: these tests are about relations and the owner's choices, which
 * a Premium viewer sees in full for Standard and Premium members. What each plan sees: "plans" below, and every
 * pair of tiers in plans/entitlements.int.test.ts.
 */
async function member(overrides: Parameters<typeof createMember>[1] = {}): Promise<Member> {
  const created = await createMember(t.app, { usertype: 'Premium', ...overrides });
  const { headers } = await signIn(t.app, created.email);
  return { ...created, headers };
}

function view(viewer: { headers: Record<string, string> }, userId: string, extra: Record<string, unknown> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/profile/getUserDetails',
    headers: viewer.headers,
    payload: { userId, ...extra },
  });
}

async function visible(viewer: { headers: Record<string, string> }, userId: string): Promise<PublicProfile> {
  const res = await view(viewer, userId);
  expect(res.statusCode, res.body).toBe(200);
  const body = PublicProfileResponseSchema.parse(res.json());
  expect(body.data).toHaveLength(1);
  return body.data[0] as PublicProfile;
}

async function connect(senderId: string, receiverId: string, status: ConnectionStatusColumn) {
  const now = t.clock.now();
  await t.app.db
    .insertInto('connections')
    .values({ senderId, receiverId, status, createdAt: now, updatedAt: now })
    .execute();
}

async function addPhoto(userId: string, position: number) {
  await t.app.db
    .insertInto('photos')
    .values({
      userId,
      position,
      storageKey: `test/${userId}/${randomUUID()}`,
      width: 800,
      height: 1000,
      bytes: 54_321,
      createdAt: t.clock.now(),
    })
    .execute();
}

const grantOf = (url: string) =>
  verifyMediaToken(getAuthKeys(t.config).mediaUrl, url.split('/').pop() ?? '', t.clock.now());

let asha: Member;
let ravi: Member;
beforeAll(async () => {
  asha = await member();
  ravi = await member({ answers: { 1: 'Man', 2: 'Woman', 6: 'Myself', 7: 31, 12: ['Sports'] } });
});

describe('a member with no connection', () => {
  it('sees the card, the sections, interests and tier; not the last name, birth details, exact location or phone', async () => {
    const profile = await visible(ravi, asha.id);
    expect(profile).toMatchObject({
      userId: asha.id,
      userType: 'Premium',
      isSelf: false,
      planLocks: { fullProfile: false, sharpPhotos: false, requiredTier: null, withheld: [] },
      connection_status: 'no connection',
      connectionType: 'none',
      interest_and_hobbies: ['Music', 'Cooking'],
    });
    expect(profile.basic_and_lifestyle).toMatchObject({
      firstName: asha.profile.firstName,
      gender: 'Woman',
      age: 29,
      religion: asha.profile.religion,
    });
    expect(profile.basic_and_lifestyle).not.toHaveProperty('lastName');
    expect(profile.family_details).toBeDefined();
    expect(profile.personal_background).toBeDefined();
    expect(profile.education_and_financial?.income).toBe(asha.profile.income);
    expect(profile.religious_background?.religion).toBe(asha.profile.religion);
    expect(profile.religious_background).not.toHaveProperty('dateOfBirth');
    expect(profile.religious_background).not.toHaveProperty('placeOfBirth');
    expect(profile.location_background).toMatchObject({ country: 'Australia', state: asha.profile.state });
    expect(profile.location_background).not.toHaveProperty('currentLocation');
    expect(profile).not.toHaveProperty('contactNumber');

    const res = await view(ravi, asha.id);
    for (const secret of [asha.email, asha.uid, asha.profile.contactNumber ?? '', asha.profile.lastName ?? '']) {
      expect(res.body).not.toContain(secret);
    }
    for (const key of ['email', 'uid', 'fcmToken', 'password', 'hidden']) expect(res.body).not.toContain(`"${key}"`);
  });
});

describe('by relation', () => {
  it('an accepted connection (either direction) adds the last name, birth details and exact location, not the phone', async () => {
    const meera = await member();
    const dev = await member();
    await connect(dev.id, meera.id, 'accepted');
    for (const [viewer, owner] of [
      [dev, meera],
      [meera, dev],
    ] as const) {
      const profile = await visible(viewer, owner.id);
      expect(profile.connection_status).toBe('accepted');
      expect(profile.basic_and_lifestyle.lastName).toBe(owner.profile.lastName);
      expect(profile.religious_background).toMatchObject({
        dateOfBirth: owner.profile.dateOfBirth,
        timeOfBirth: owner.profile.timeOfBirth,
        placeOfBirth: owner.profile.placeOfBirth,
      });
      expect(profile.location_background).toMatchObject({
        currentLocation: owner.profile.currentLocation,
        cityOfResidence: owner.profile.cityOfResidence,
      });
      expect(profile).not.toHaveProperty('contactNumber');
    }
  });

  it('a pending request shows who sent it, and nothing more than no connection', async () => {
    const meera = await member();
    const dev = await member();
    await connect(dev.id, meera.id, 'pending');
    const sent = await visible(dev, meera.id);
    expect([sent.connection_status, sent.connectionType]).toEqual(['pending', 'sender']);
    expect(sent.basic_and_lifestyle).not.toHaveProperty('lastName');
    const received = await visible(meera, dev.id);
    expect([received.connection_status, received.connectionType]).toEqual(['pending', 'receiver']);
    expect(received.religious_background).not.toHaveProperty('dateOfBirth');
  });

  it('a cancelled or declined connection is no connection', async () => {
    const meera = await member();
    const dev = await member();
    await connect(dev.id, meera.id, 'declined');
    const profile = await visible(dev, meera.id);
    expect(profile.connection_status).toBe('no connection');
    expect(profile.basic_and_lifestyle).not.toHaveProperty('lastName');
  });

  it('the owner sees everything, phone included', async () => {
    const profile = await visible(asha, asha.id);
    expect(profile.isSelf).toBe(true);
    expect(profile.contactNumber).toBe(asha.profile.contactNumber);
    expect(profile.basic_and_lifestyle.lastName).toBe(asha.profile.lastName);
    expect(profile.location_background?.currentLocation).toBe(asha.profile.currentLocation);
  });
});

describe('section switches', () => {
  it('a hidden section is absent for another member and still there for the owner', async () => {
    const meera = await member();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/toggle/toggle',
      headers: meera.headers,
      payload: { section: 'religious_details', status: false },
    });
    expect(res.statusCode, res.body).toBe(200);

    const seen = await visible(ravi, meera.id);
    expect(seen).not.toHaveProperty('religious_background');
    expect(seen.basic_and_lifestyle.religion).toBeNull();
    expect(seen.family_details).toBeDefined();
    expect(JSON.stringify(seen)).not.toContain(meera.profile.caste ?? '');

    const own = await visible(meera, meera.id);
    expect(own.religious_background?.caste).toBe(meera.profile.caste);
    expect(own.basic_and_lifestyle.religion).toBe(meera.profile.religion);
  });
});

describe('photos', () => {
  async function ownerWithPhotos(photoVisibility: 'members' | 'connections' | 'on_request') {
    const owner = await member({ profile: { photoVisibility } });
    await addPhoto(owner.id, 0);
    await addPhoto(owner.id, 1);
    return owner;
  }
  const variants = (profile: PublicProfile, viewerId: string) =>
    profile.photos.map((photo) => {
      const grant = grantOf(photo.url);
      expect(grant?.viewerId).toBe(viewerId);
      return grant?.variant;
    });

  it('"members": sharp for any member, signed for that member', async () => {
    const owner = await ownerWithPhotos('members');
    const profile = await visible(ravi, owner.id);
    expect(profile.photoAccess).toEqual({ granted: true, reason: null, requestStatus: null });
    expect(variants(profile, ravi.id)).toEqual(['medium', 'medium']);
    expect(profile.profileImage).toEqual(profile.photos.map((photo) => photo.url));
  });

  it('"connections": blurred for others, sharp for an accepted connection', async () => {
    const owner = await ownerWithPhotos('connections');
    const stranger = await visible(ravi, owner.id);
    expect(stranger.photoAccess).toEqual({ granted: false, reason: 'connections_only', requestStatus: null });
    expect(variants(stranger, ravi.id)).toEqual(['blurred', 'blurred']);
    expect(stranger.photos.some((photo) => photo.largeUrl)).toBe(false);

    const friend = await member();
    await connect(owner.id, friend.id, 'accepted');
    const connected = await visible(friend, owner.id);
    expect(connected.photoAccess.granted).toBe(true);
    expect(variants(connected, friend.id)).toEqual(['medium', 'medium']);
  });

  it.each<[PhotoAccessStatus | null, boolean]>([
    [null, false],
    ['pending', false],
    ['declined', false],
    ['granted', true],
  ])('"on request", request %s → sharp: %s', async (status, sharp) => {
    const owner = await ownerWithPhotos('on_request');
    const viewer = await member();
    if (status) {
      await t.app.db
        .insertInto('photoAccessRequests')
        .values({ ownerId: owner.id, viewerId: viewer.id, status, createdAt: t.clock.now() })
        .execute();
    }
    const profile = await visible(viewer, owner.id);
    expect(profile.photoAccess).toEqual({
      granted: sharp,
      reason: sharp ? null : 'on_request',
      requestStatus: status,
    });
    expect(variants(profile, viewer.id)).toEqual(sharp ? ['medium', 'medium'] : ['blurred', 'blurred']);
  });
});

describe('plans', () => {
  it('a Standard viewer gets the card and photos blurred, no detail section, and the tier that unlocks them', async () => {
    const owner = await member();
    await addPhoto(owner.id, 0);
    const viewer = await member({ usertype: 'Standard' });
    const res = await view(viewer, owner.id);
    const profile = await visible(viewer, owner.id);
    expect(profile.planLocks).toMatchObject({ fullProfile: true, sharpPhotos: true, requiredTier: 'Premium' });
    for (const section of [
      'family_details',
      'personal_background',
      'religious_background',
      'location_background',
      'education_and_financial',
    ]) {
      expect(profile).not.toHaveProperty(section);
    }
    expect(profile.basic_and_lifestyle).toMatchObject({
      firstName: owner.profile.firstName,
      age: 29,
      about: owner.profile.about,
      religion: owner.profile.religion,
    });
    expect(profile.photoAccess).toEqual({ granted: false, reason: 'plan', requestStatus: null });
    expect(profile.photos.map((photo) => grantOf(photo.url)?.variant)).toEqual(['blurred']);
    for (const secret of [
      owner.profile.income ?? '',
      owner.profile.fatherOccupation ?? '',
      owner.profile.caste ?? '',
    ]) {
      expect(res.body).not.toContain(secret);
    }
  });

  it('an Exclusive member is seen in full by Exclusive members only; the owner always sees their own', async () => {
    const exclusive = await member({ usertype: 'Exclusive' });
    const premium = await visible(ravi, exclusive.id);
    expect(premium.planLocks).toMatchObject({ fullProfile: true, sharpPhotos: true, requiredTier: 'Exclusive' });
    expect(premium).not.toHaveProperty('family_details');
    const peer = await visible(await member({ usertype: 'Exclusive' }), exclusive.id);
    expect(peer.planLocks).toEqual({ fullProfile: false, sharpPhotos: false, requiredTier: null, withheld: [] });
    expect(peer.family_details).toBeDefined();
    const self = await member({ usertype: 'Standard' });
    const mine = await visible(self, self.id);
    expect(mine.planLocks).toEqual({ fullProfile: false, sharpPhotos: false, requiredTier: null, withheld: [] });
    expect(mine.family_details).toBeDefined();
  });

  it('a plan granted mid-session applies to the next request (the tier is read with the session)', async () => {
    const owner = await member();
    const viewer = await member({ usertype: 'Standard' });
    expect((await visible(viewer, owner.id)).planLocks?.fullProfile).toBe(true);
    await grantPlan(t.app, viewer.id, 'Premium');
    const after = await visible(viewer, owner.id);
    expect(after.planLocks?.fullProfile).toBe(false);
    expect(after.education_and_financial?.income).toBe(owner.profile.income);
  });
});

describe('the one 404', () => {
  it('hidden, blocked either way, suspended, deleted, not started and nonexistent answer the same body', async () => {
    const viewer = await member();
    const hidden = await member({ profile: { hidden: true } });
    const blockedByOwner = await member();
    const blockedByViewer = await createMember(t.app);
    const suspended = await createMember(t.app, { suspendedAt: t.clock.now(), suspensionReason: 'Reported' });
    const deleted = await createMember(t.app);
    const notStarted = await createUser(t.app);
    const now = t.clock.now();
    await t.app.db
      .insertInto('blocks')
      .values([
        { blockerId: blockedByOwner.id, blockedId: viewer.id, createdAt: now },
        { blockerId: viewer.id, blockedId: blockedByViewer.id, createdAt: now },
      ])
      .execute();
    await t.app.db.deleteFrom('users').where('id', '=', deleted.id).execute();

    const bodies = new Map<string, string>();
    for (const [name, id] of [
      ['nonexistent', randomUUID()],
      ['hidden', hidden.id],
      ['blocked by the owner', blockedByOwner.id],
      ['blocked by the viewer', blockedByViewer.id],
      ['suspended', suspended.id],
      ['deleted', deleted.id],
      ['not started', notStarted.id],
    ] as const) {
      const res = await view(viewer, id);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(404);
      bodies.set(name, res.body);
    }
    expect(new Set(bodies.values()).size).toBe(1);
    expect(ErrorBodySchema.parse(JSON.parse(bodies.get('hidden') ?? '{}'))).toEqual({
      success: false,
      code: 'NOT_FOUND',
      message: 'That profile does not exist.',
      params: { reason: 'profile' },
    });

    // The blocked member cannot see the blocker either.
    expect((await view(blockedByOwner, viewer.id)).statusCode).toBe(404);
    // Hidden from others, never from its owner.
    expect((await visible(hidden, hidden.id)).isSelf).toBe(true);
  });

  it('refuses a body that is not just a member id, naming the field', async () => {
    const bad = await view(ravi, 'not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(bad.json()).errors).toEqual([
      { path: 'userId', message: 'That profile does not exist.' },
    ]);
    const extra = await view(ravi, asha.id, { usertype: 'Exclusive' });
    expect(extra.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(extra.json()).errors).toEqual([
      { path: 'usertype', message: '“usertype” is not something that can be set here.' },
    ]);
  });
});

describe('deciding for many members at once', () => {
  it('takes lists longer than a statement has parameters (everyone who ever viewed a profile, say)', async () => {
    const viewer = await createMember(t.app, {});
    const real = await createMember(t.app, {});
    // More ids than PostgreSQL's 65,535 parameters: each list travels as one array parameter.
    const ids = [real.id, ...Array.from({ length: 70_000 }, () => randomUUID())];
    const access = await decideViewerAccessMany(t.app.db, {
      ownerIds: ids,
      viewer: { id: viewer.id, usertype: 'Standard' },
    });
    expect(access.size).toBe(ids.length);
    expect(access.get(real.id)?.view.visible).toBe(true);
    expect(ids.slice(1).some((id) => access.get(id)?.view.visible)).toBe(false);
  });
});
