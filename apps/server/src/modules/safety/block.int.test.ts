import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '@app/shared';
import { ConnectionStatusResponseSchema } from '@app/shared/connections';
import type { ConnectionStatusEvent } from '@app/shared/realtime';
import { DiscoverResponseSchema } from '@app/shared/discover';
import { BlockedByMeResponseSchema } from '@app/shared/safety';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createSignedInMember, type SignedInMember } from '../../../test/factories/profiles';
import { VALID_ANSWERS } from '../../../test/factories/users';
import { PROFILE_NOT_FOUND } from '../privacy/privacy';

/**
 * Blocking over HTTP (issue 14 point 1): a block ends the connection or request between the two (either way),
 * revokes shared contact details and tells both members; afterwards each is hidden from the other (profile,
 * discover, requests, chat). Unblocking brings visibility back, not the connection.
 */
let t: TestApp;
const changes: Array<Record<string, ConnectionStatusEvent>> = [];
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_ENABLED: '0' } });
  t.app.events.on('connection.changed', ({ statuses }) => {
    changes.push(statuses);
  });
});
afterAll(async () => t.close());

type Member = SignedInMember;
/** A woman seeking a man, and a man seeking a woman, both in New Zealand: each a match of the other. */
const woman = () =>
  createSignedInMember(t.app, {
    usertype: 'Premium',
    profile: { country: 'NZ', religion: 'Hindu', community: 'Tamil', motherTongue: 'Tamil', diet: 'Vegetarian' },
    preferences: { countries: ['NZ'], mustHave: ['countries'] },
  });
const man = () =>
  createSignedInMember(t.app, {
    usertype: 'Premium',
    answers: { ...VALID_ANSWERS, 1: 'Man', 2: 'Woman', 7: 31, 8: { min: 24, max: 32 } },
    profile: { country: 'NZ' },
  });
const post = (who: Member | null, path: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/v1/${path}`, headers: who?.headers ?? {}, payload });
const block = (who: Member | null, blockedUserId: unknown) => post(who, 'block/block', { blockedUserId });
const unblock = (who: Member, blockedUserId: unknown) => post(who, 'block/unblock', { blockedUserId });
const blockedByMe = async (who: Member) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/block/blocked-by-me', headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  return { body: res.body, data: BlockedByMeResponseSchema.parse(res.json()).data };
};
async function connect(a: Member, b: Member) {
  expect((await post(a, 'connection/addConnection', { receiverId: b.id })).statusCode).toBe(201);
  expect((await post(b, 'connection/acceptConnection', { senderId: a.id })).statusCode).toBe(200);
}
const statusOf = async (who: Member, other: Member) => {
  const res = await post(who, 'connection/getConnectionStatus', { userId: other.id });
  expect(res.statusCode, res.body).toBe(200);
  return ConnectionStatusResponseSchema.parse(res.json()).data.connection_status;
};
const connectionRows = (a: Member, b: Member) =>
  t.app.db
    .selectFrom('connections')
    .select('status')
    .where((eb) =>
      eb.or([
        eb.and([eb('senderId', '=', a.id), eb('receiverId', '=', b.id)]),
        eb.and([eb('senderId', '=', b.id), eb('receiverId', '=', a.id)]),
      ]),
    )
    .orderBy('createdAt')
    .execute();
const discoverIds = async (who: Member) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/profile/filtered-profiles', headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  return DiscoverResponseSchema.parse(res.json()).profiles.map((card) => card.userId);
};
const send = (from: Member, to: Member, text = 'Hello') =>
  post(from, `chat/conversations/${to.id}/messages`, { text, clientMessageId: randomUUID() });
function expectError(res: { statusCode: number; json: () => unknown }, status: number, code: string) {
  expect(res.statusCode).toBe(status);
  const body = ErrorBodySchema.parse(res.json());
  expect(body.code).toBe(code);
  return body;
}

/** Each is hidden from the other everywhere a member can reach the other. */
async function expectHiddenFromEachOther(a: Member, b: Member, { wrote }: { wrote: boolean }) {
  for (const [me, other] of [
    [a, b],
    [b, a],
  ] as const) {
    const profile = expectError(await post(me, 'profile/getUserDetails', { userId: other.id }), 404, 'NOT_FOUND');
    expect(profile.message).toBe(PROFILE_NOT_FOUND);
    expect(await discoverIds(me)).not.toContain(other.id);
    const request = expectError(await post(me, 'connection/addConnection', { receiverId: other.id }), 404, 'NOT_FOUND');
    expect(request.message).toBe(PROFILE_NOT_FOUND);
    // docs/chat.md: a closed conversation answers 409; a block between members who never wrote is not revealed.
    if (wrote) expectError(await send(me, other), 409, 'CONVERSATION_CLOSED');
    else expect((await send(me, other)).statusCode).toBe(403);
  }
}

describe('blocking', () => {
  it('removes an accepted connection, revokes contact details, ends a call, hides both and tells both', async () => {
    const [asha, ravi] = [await woman(), await man()];
    expect(await discoverIds(asha)).toContain(ravi.id);
    expect(await discoverIds(ravi)).toContain(asha.id);
    await connect(asha, ravi);
    expect((await send(asha, ravi)).statusCode).toBe(201);
    expect((await post(ravi, 'contact-details/requestAccess', { userId: asha.id })).statusCode).toBe(200);
    expect(
      (await post(asha, 'contact-details/respondToRequest', { requesterId: ravi.id, grant: true })).statusCode,
    ).toBe(200);

    const call = await post(asha, 'call/start', { calleeId: ravi.id, kind: 'voice' });
    expect(call.statusCode, call.body).toBe(201);

    changes.length = 0;
    const res = await block(asha, ravi.id);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ success: true });

    expect(await connectionRows(asha, ravi)).toEqual([{ status: 'removed' }]);
    const grants = await t.app.db
      .selectFrom('contactAccess')
      .select('status')
      .where('ownerId', '=', asha.id)
      .where('requesterId', '=', ravi.id)
      .execute();
    expect(grants).toEqual([{ status: 'revoked' }]);
    const calls = await t.app.db.selectFrom('calls').select('state').where('callerId', '=', asha.id).execute();
    expect(calls).toEqual([{ state: 'ended' }]);
    // Both open profile pages hear "no connection".
    expect(changes.at(-1)).toEqual({
      [asha.id]: { connection_status: 'no connection', connectionType: 'none', userId: ravi.id },
      [ravi.id]: { connection_status: 'no connection', connectionType: 'none', userId: asha.id },
    });
    await expectHiddenFromEachOther(asha, ravi, { wrote: true });

    const { body, data } = await blockedByMe(asha);
    expect(data).toEqual([{ userId: ravi.id, name: expect.any(String), blockedAt: expect.any(String) }]);
    expect(data[0]?.name).toBe(ravi.profile.displayName ?? ravi.profile.firstName);
    expect(body).not.toContain(ravi.email);
    expect((await blockedByMe(ravi)).data).toEqual([]);
  });

  it('hides each from the other on every listing and lookup, in both directions, whichever of the two blocked', async () => {
    for (const blockerIsWoman of [true, false]) {
      const [asha, ravi] = [await woman(), await man()];
      const get = (who: Member, path: string) =>
        t.app.inject({ method: 'GET', url: `/api/v1/${path}`, headers: who.headers });
      const listed = async (who: Member, other: Member) => {
        const lists: Record<string, unknown> = {};
        for (const path of [
          'profile/filtered-profiles',
          // Search: the same endpoint with filters each of the two meets.
          'profile/filtered-profiles?country=NZ&ageMin=18&ageMax=60',
          'profile/favorite/getFavProfile',
          'profile-view/my-views',
          'connection/getMyConnections',
          'connection/getSentConnectionRequests',
          'connection/getReceivedConnectionRequests',
          'notifications/getAllNotification',
        ]) {
          const res = await get(who, path);
          expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
          lists[path] = res.body.includes(other.id);
        }
        return lists;
      };
      // Before: each appears in the other's lists (discover, search, favourites, views, requests, notifications).
      for (const [me, other] of [
        [asha, ravi],
        [ravi, asha],
      ] as const) {
        expect((await post(me, 'profile/favorite/toggleFav', { favoritedUserId: other.id })).statusCode).toBe(201);
        expect((await post(me, 'profile-view/add-view', { receiverId: other.id })).statusCode).toBe(200);
      }
      // Her request notifies him; his acceptance notifies her.
      await connect(asha, ravi);
      const before = { asha: await listed(asha, ravi), ravi: await listed(ravi, asha) };
      for (const path of [
        'profile/filtered-profiles',
        'profile/filtered-profiles?country=NZ&ageMin=18&ageMax=60',
        'profile/favorite/getFavProfile',
        'profile-view/my-views',
        'notifications/getAllNotification',
      ]) {
        expect(before.asha[path], `asha ${path}`).toBe(true);
        expect(before.ravi[path], `ravi ${path}`).toBe(true);
      }
      expect(before.asha['connection/getMyConnections']).toBe(true);
      expect(before.ravi['connection/getMyConnections']).toBe(true);

      const [blocker, blocked] = blockerIsWoman ? [asha, ravi] : [ravi, asha];
      expect((await block(blocker, blocked.id)).statusCode).toBe(201);

      for (const [me, other] of [
        [asha, ravi],
        [ravi, asha],
      ] as const) {
        const after = await listed(me, other);
        for (const [path, present] of Object.entries(after))
          expect(present, `${path} still names the other`).toBe(false);
        // Lookups answer exactly as for a member who does not exist.
        for (const res of [
          await post(me, 'profile/getUserDetails', { userId: other.id }),
          await get(me, `profile/contact/${other.id}`),
          await post(me, 'connection/addConnection', { receiverId: other.id }),
          await post(me, 'photos/requestAccess', { userId: other.id }),
          await post(me, 'profile-view/add-view', { receiverId: other.id }),
          await post(me, 'call/start', { calleeId: other.id, kind: 'video' }),
        ]) {
          expect(res.statusCode, `${res.raw.req.url}: ${res.body}`).toBe(404);
          expect(res.body, res.raw.req.url).not.toContain(other.id);
        }
        // Taking one's own favourite off still works (the row is the caller's); adding the member again does not.
        expect((await post(me, 'profile/favorite/toggleFav', { favoritedUserId: other.id })).statusCode).toBe(200);
        expect((await post(me, 'profile/favorite/toggleFav', { favoritedUserId: other.id })).statusCode).toBe(404);
      }
    }
  });

  it('ends a pending request as the blocker would: their own withdrawn, one they received declined', async () => {
    for (const blockerSent of [true, false]) {
      const [asha, ravi] = [await woman(), await man()];
      const [sender, receiver] = blockerSent ? [asha, ravi] : [ravi, asha];
      expect((await post(sender, 'connection/addConnection', { receiverId: receiver.id })).statusCode).toBe(201);
      expect((await block(asha, ravi.id)).statusCode).toBe(201);
      // A request Ravi sent ends as her declining it would, not as if he had withdrawn it.
      expect(await connectionRows(asha, ravi)).toEqual([{ status: blockerSent ? 'cancelled' : 'declined' }]);
      const sent = await t.app.inject({
        method: 'GET',
        url: '/api/v1/connection/getSentConnectionRequests',
        headers: sender.headers,
      });
      expect(sent.json()).toMatchObject({ data: [], total: 0 });
      await expectHiddenFromEachOther(asha, ravi, { wrote: false });
    }
  });

  it('lists newest first; a second block is refused; unblock brings the profile back but not the connection', async () => {
    const [asha, ravi, arjun] = [await woman(), await man(), await man()];
    await connect(asha, ravi);
    expect((await block(asha, ravi.id)).statusCode).toBe(201);
    t.clock.advance(1000);
    expect((await block(asha, arjun.id)).statusCode).toBe(201);
    expect((await blockedByMe(asha)).data.map((entry) => entry.userId)).toEqual([arjun.id, ravi.id]);

    const again = expectError(await block(asha, ravi.id), 409, 'CONFLICT');
    expect(again.message).toBe('You have already blocked this member.');
    // The member who was blocked may block back; each block is its own row.
    expect((await block(ravi, asha.id)).statusCode).toBe(201);
    expect((await unblock(ravi, asha.id)).statusCode).toBe(200);

    const lifted = await unblock(asha, ravi.id);
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect((await blockedByMe(asha)).data.map((entry) => entry.userId)).toEqual([arjun.id]);
    for (const [me, other] of [
      [asha, ravi],
      [ravi, asha],
    ] as const) {
      expect((await post(me, 'profile/getUserDetails', { userId: other.id })).statusCode).toBe(200);
      expect(await statusOf(me, other)).toBe('no connection');
      expect(await discoverIds(me)).toContain(other.id);
    }
    expect(await connectionRows(asha, ravi)).toEqual([{ status: 'removed' }]);

    const none = expectError(await unblock(asha, ravi.id), 404, 'NOT_FOUND');
    expect(none.message).toBe('This member is not blocked.');
    // They may connect again.
    await connect(ravi, asha);
  });

  it('refuses oneself, an unknown member, a bad body and a missing session', async () => {
    const asha = await woman();
    const self = expectError(await block(asha, asha.id), 400, 'VALIDATION_FAILED');
    expect(self.errors?.[0]?.path).toBe('blockedUserId');
    const unknown = expectError(await block(asha, randomUUID()), 404, 'NOT_FOUND');
    expect(unknown.message).toBe(PROFILE_NOT_FOUND);
    expectError(await unblock(asha, randomUUID()), 404, 'NOT_FOUND');
    for (const bad of ['not-an-id', undefined, 42]) {
      expect((await block(asha, bad)).statusCode).toBe(400);
      expect((await unblock(asha, bad)).statusCode).toBe(400);
    }
    expect((await post(asha, 'block/block', { blockedUserId: randomUUID(), extra: 1 })).statusCode).toBe(400);

    expect((await block(null, asha.id)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/block/unblock', payload: {} })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/block/blocked-by-me' })).statusCode).toBe(401);
    expect(await t.app.db.selectFrom('blocks').where('blockerId', '=', asha.id).execute()).toEqual([]);
  });
});
