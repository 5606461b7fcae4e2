import { createHmac } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '@app/shared';
import {
  CALL_LIMITS,
  CallResponseSchema,
  IceServersResponseSchema,
  type CallEndReason,
  type CallSignal,
} from '@app/shared/chat';
import { PLAN_REFUSALS } from '@app/shared/plans';
import type { ServerToClientEvents } from '@app/shared/realtime';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createSignedInMember, type SignedInMember } from '../../../test/factories/profiles';
import { DEFAULT_PASSWORD, signIn } from '../../../test/factories/users';
import { connected, nextEvent, socketClients, type ClientSocket } from '../../../test/sockets';
import { presentMemberCards } from '../discover/member-card';
import { approvePhotos, jpeg, multipart, photoPart } from '../photos/test-support';
import { PROFILE_NOT_FOUND } from '../privacy/privacy';
import { CALL_RATE_LIMITS } from './calls.routes';
import { CALL_ENDED, CALL_NOT_FOUND, NOT_CONNECTED } from './calls.service';

/**
 * Calls over HTTP with real Socket.IO clients (issue 13 point 5, ADR 012): the invitation, answer, signalling and
 * hang-up reach exactly the two members (every tab), the server's timers (ring timeout, plan limit) run as jobs
 * with a moved clock, one call at a time per member, plans and relations gate every endpoint, and the call log
 * keeps each call's outcome and duration.
 */
const TURN_SECRET = 'coturn-shared-secret-for-tests';
const STUN_URLS = ['stun:stun.example.com:3478'];
const TURN_URLS = ['turn:turn.example.com:3478?transport=udp', 'turns:turn.example.com:5349?transport=tcp'];

let t: TestApp;
let origin: string;
const { open: openSocket, closeSockets } = socketClients();

beforeAll(async () => {
  t = await createTestApp({
    env: {
      RATE_LIMIT_ENABLED: '0',
      STUN_URLS: STUN_URLS.join(','),
      TURN_URLS: TURN_URLS.join(', '),
      TURN_SECRET,
    },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterEach(() => closeSockets());
afterAll(async () => t.close());

type Member = SignedInMember;
type Tier = 'Standard' | 'Premium' | 'Exclusive';
type Res = { statusCode: number; body: string; json: () => unknown; headers: Record<string, unknown> };

const member = (usertype: Tier = 'Premium') => createSignedInMember(t.app, { usertype });
const tokenOf = (who: Member) => who.headers.authorization.replace(/^Bearer /, '');
/** Signs the members in again after the clock moved past their access tokens' 15 minutes (sockets stay open). */
async function signInAgain(...members: Member[]) {
  for (const who of members) who.headers.authorization = (await signIn(t.app, who.email)).headers.authorization;
}

const post = (who: Member | null, url: string, payload?: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/${url}`,
    ...(who ? { headers: who.headers } : {}),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

/** Connected the way members connect: `a` asks (so `a`'s plan must reach `b`'s tier), `b` accepts. */
async function connect(a: Member, b: Member) {
  const asked = await post(a, 'connection/addConnection', { receiverId: b.id });
  expect(asked.statusCode, asked.body).toBe(201);
  const accepted = await post(b, 'connection/acceptConnection', { senderId: a.id });
  expect(accepted.statusCode, accepted.body).toBe(200);
}
async function removeConnection(a: Member, b: Member) {
  const removed = await post(a, 'connection/removeConnection', { receiverId: b.id });
  expect(removed.statusCode, removed.body).toBe(200);
}
/** No block endpoint yet: the row as the safety work will write it. */
const block = (blocker: Member, blocked: Member) =>
  t.app.db
    .insertInto('blocks')
    .values({ blockerId: blocker.id, blockedId: blocked.id, createdAt: t.clock.now() })
    .execute();

const start = (caller: Member, callee: Member | string, kind: 'voice' | 'video' = 'video') =>
  post(caller, 'call/start', { calleeId: typeof callee === 'string' ? callee : callee.id, kind });
const accept = (who: Member | null, callId: string) => post(who, `call/${callId}/accept`);
const decline = (who: Member | null, callId: string) => post(who, `call/${callId}/decline`);
const end = (who: Member | null, callId: string, reason?: 'ended' | 'left' | 'failed') =>
  post(who, `call/${callId}/end`, reason ? { reason } : undefined);
const signal = (who: Member | null, callId: string, body: CallSignal) =>
  post(who, `call/${callId}/signal`, { signal: body });
const iceServers = (who: Member | null, app = t.app) =>
  app.inject({ method: 'GET', url: '/api/v1/call/ice-servers', ...(who ? { headers: who.headers } : {}) });

function callOf(res: Res) {
  expect([200, 201], res.body).toContain(res.statusCode);
  return CallResponseSchema.parse(res.json());
}
async function started(caller: Member, callee: Member, kind: 'voice' | 'video' = 'video') {
  const res = await start(caller, callee, kind);
  expect(res.statusCode, res.body).toBe(201);
  return CallResponseSchema.parse(res.json());
}
function expectError(res: Res, status: number, code: string, message?: string) {
  expect(res.statusCode, res.body).toBe(status);
  const body = ErrorBodySchema.parse(res.json());
  expect(body.code).toBe(code);
  if (message !== undefined) expect(body.message).toBe(message);
  return body;
}

const row = (callId: string) =>
  t.app.db.selectFrom('calls').selectAll().where('id', '=', callId).executeTakeFirstOrThrow();
const callsBetween = (a: Member, b: Member) =>
  t.app.db
    .selectFrom('calls')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb.and([eb('callerId', '=', a.id), eb('calleeId', '=', b.id)]),
        eb.and([eb('callerId', '=', b.id), eb('calleeId', '=', a.id)]),
      ]),
    )
    .execute();
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** A signed-in member's open socket and every call event it received, in order. */
type Tab = { who: Member; socket: ClientSocket; calls: { event: string; payload: unknown }[] };
async function tab(who: Member): Promise<Tab> {
  const socket = openSocket(origin, tokenOf(who));
  await connected(socket);
  const calls: Tab['calls'] = [];
  socket.onAny((event: string, payload: unknown) => {
    if (event.startsWith('call_')) calls.push({ event, payload });
  });
  return { who, socket, calls };
}
const next = <E extends keyof ServerToClientEvents>(tab: Tab, event: E) => nextEvent(tab.socket, event);

/**
 * Resolves once everything sent to these tabs so far has arrived: each member's `notifications_changed` (from
 * marking their notifications read) reaches every tab after whatever the server emitted to it before, so what a
 * tab has not received by then was never sent to it.
 */
async function settled(...tabs: Tab[]) {
  const waits = tabs.map((each) => next(each, 'notifications_changed'));
  for (const who of new Set(tabs.map((each) => each.who))) {
    const res = await post(who, 'notifications/markAsRead', {});
    expect(res.statusCode, res.body).toBe(200);
  }
  await Promise.all(waits);
}
const eventsOf = (each: Tab) => each.calls.map((call) => call.event);

const offer: CallSignal = { type: 'offer', sdp: 'v=0\r\no=- 4611731400430051336 2 IN IP4 127.0.0.1\r\ns=-\r\n' };
const answer: CallSignal = { type: 'answer', sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\ns=-\r\n' };
const candidate: CallSignal = {
  type: 'candidate',
  candidate: {
    candidate: 'candidate:842163049 1 udp 1677729535 203.0.113.7 46154 typ srflx raddr 0.0.0.0 rport 0',
    sdpMid: '0',
    sdpMLineIndex: 0,
    usernameFragment: 'a1b2',
  },
};

describe('a call from start to end', () => {
  it('rings every tab of the callee with the caller as the callee sees them, is answered, relays signals to the other member only and is logged with its duration', async () => {
    const [asha, ravi, meera] = [await member(), await member(), await member()];
    await connect(asha, ravi);
    await connect(asha, meera);
    await connect(ravi, meera);
    // Asha has a photo: the incoming-call screen shows it as the presenter decides for Ravi.
    const photo = multipart([photoPart(await jpeg(800, 800))]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/v1/form/profileImageUpload',
      headers: { ...asha.headers, ...photo.headers },
      payload: photo.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    // Approved in the console's photo review (until then only Asha sees it).
    await approvePhotos(t.app, asha);
    const [asCalleeSeesIt] = await presentMemberCards(t.app, { id: ravi.id, usertype: 'Premium' }, [asha.id]);
    expect(asCalleeSeesIt?.photo).not.toBeNull();

    const [aTab, rTab, rSecond, mTab] = [await tab(asha), await tab(ravi), await tab(ravi), await tab(meera)];
    const invites = [next(rTab, 'call_invite'), next(rSecond, 'call_invite')];
    const call = await started(asha, ravi, 'video');
    expect(call).toEqual({ success: true, message: expect.any(String), callId: call.callId, maxSeconds: 900 });
    const expectedInvite = {
      callId: call.callId,
      kind: 'video',
      caller: {
        userId: asha.id,
        name: asCalleeSeesIt?.name,
        photo: asCalleeSeesIt?.photo,
        userType: 'Premium',
        verified: asCalleeSeesIt?.verified,
      },
      maxSeconds: 900,
      expiresAt: new Date(t.clock.now().getTime() + CALL_LIMITS.ringTimeoutMs).toISOString(),
    };
    for (const invite of await Promise.all(invites)) expect(invite).toEqual(expectedInvite);
    expect(await row(call.callId)).toMatchObject({
      callerId: asha.id,
      calleeId: ravi.id,
      kind: 'video',
      state: 'ringing',
      maxSeconds: 900,
      answeredAt: null,
      endedAt: null,
      endReason: null,
      durationSeconds: null,
    });

    // Meera, connected to both, may do nothing with their call: to her it does not exist.
    for (const refused of [
      await accept(meera, call.callId),
      await decline(meera, call.callId),
      await end(meera, call.callId),
      await signal(meera, call.callId, offer),
    ]) {
      expectError(refused, 404, 'NOT_FOUND', CALL_NOT_FOUND);
    }
    // Only the callee answers.
    expectError(await accept(asha, call.callId), 409, 'CONFLICT');

    t.clock.advance(4_000);
    const answeredAt = t.clock.now().toISOString();
    const accepts = [next(aTab, 'call_accept'), next(rTab, 'call_accept'), next(rSecond, 'call_accept')];
    expect(callOf(await accept(ravi, call.callId))).toMatchObject({ callId: call.callId, maxSeconds: 900 });
    for (const accepted of await Promise.all(accepts)) {
      expect(accepted).toEqual({ callId: call.callId, acceptedAt: answeredAt });
    }
    expectError(await accept(ravi, call.callId), 409, 'CONFLICT');
    expect(await row(call.callId)).toMatchObject({ state: 'active', endedAt: null });
    expect(iso((await row(call.callId)).answeredAt)).toBe(answeredAt);

    // Signals go to the other member (all their tabs), never back to the sender, never to anyone else.
    const offered = [next(rTab, 'call_signal'), next(rSecond, 'call_signal')];
    expect((await signal(asha, call.callId, offer)).json()).toEqual({ success: true });
    for (const got of await Promise.all(offered)) {
      expect(got).toEqual({ callId: call.callId, fromUserId: asha.id, signal: offer });
    }
    const answered = next(aTab, 'call_signal');
    expect((await signal(ravi, call.callId, answer)).statusCode).toBe(200);
    expect(await answered).toEqual({ callId: call.callId, fromUserId: ravi.id, signal: answer });
    const trickled = next(rTab, 'call_signal');
    expect((await signal(asha, call.callId, candidate)).statusCode).toBe(200);
    expect(await trickled).toEqual({ callId: call.callId, fromUserId: asha.id, signal: candidate });

    t.clock.advance(95_400);
    const endedAt = t.clock.now().toISOString();
    const ends = [next(aTab, 'call_end'), next(rTab, 'call_end'), next(rSecond, 'call_end')];
    expect(callOf(await end(ravi, call.callId))).toMatchObject({ callId: call.callId, maxSeconds: 900 });
    for (const ended of await Promise.all(ends)) {
      expect(ended).toEqual({ callId: call.callId, reason: 'ended', durationSeconds: 95 });
    }
    const logged = await row(call.callId);
    expect(logged).toMatchObject({ state: 'ended', endReason: 'ended', endedBy: ravi.id, durationSeconds: 95 });
    expect([iso(logged.answeredAt), iso(logged.endedAt)]).toEqual([answeredAt, endedAt]);

    // After the end: no more signals; hanging up again (both at once) changes nothing and tells nobody again.
    expectError(await signal(asha, call.callId, candidate), 409, 'CONFLICT', CALL_ENDED);
    expectError(await accept(ravi, call.callId), 409, 'CONFLICT', CALL_ENDED);
    t.clock.advance(5_000);
    expect(callOf(await end(asha, call.callId)).callId).toBe(call.callId);
    expect(await row(call.callId)).toEqual(logged);

    await settled(aTab, rTab, rSecond, mTab);
    expect(eventsOf(aTab)).toEqual(['call_accept', 'call_signal', 'call_end']);
    expect(eventsOf(rTab)).toEqual(['call_invite', 'call_accept', 'call_signal', 'call_signal', 'call_end']);
    expect(eventsOf(rSecond)).toEqual(eventsOf(rTab));
    expect(eventsOf(mTab)).toEqual([]);
  });

  it('is declined by the callee (call_decline and call_end to both, nothing to log but the refusal)', async () => {
    const [asha, ravi] = [await member(), await member()];
    await connect(asha, ravi);
    const [aTab, rTab] = [await tab(asha), await tab(ravi)];
    const call = await started(asha, ravi, 'voice');
    // The caller cancels instead of declining.
    expectError(await decline(asha, call.callId), 409, 'CONFLICT');
    const heard = [next(aTab, 'call_decline'), next(rTab, 'call_decline'), next(aTab, 'call_end')];
    t.clock.advance(3_000);
    expect(callOf(await decline(ravi, call.callId)).callId).toBe(call.callId);
    const [aDecline, rDecline, aEnd] = await Promise.all(heard);
    expect(aDecline).toEqual({ callId: call.callId });
    expect(rDecline).toEqual({ callId: call.callId });
    expect(aEnd).toEqual({ callId: call.callId, reason: 'declined', durationSeconds: 0 });
    expect(await row(call.callId)).toMatchObject({
      kind: 'voice',
      state: 'ended',
      answeredAt: null,
      endReason: 'declined',
      endedBy: ravi.id,
      durationSeconds: 0,
    });
    // Declining twice is the same answer, and no second event.
    expect(callOf(await decline(ravi, call.callId)).callId).toBe(call.callId);
    await settled(aTab, rTab);
    expect(eventsOf(aTab)).toEqual(['call_decline', 'call_end']);
    expect(eventsOf(rTab)).toEqual(['call_invite', 'call_decline', 'call_end']);
  });

  it('ends as the member says: cancelled by the caller while it rings, refused from the callee’s hang-up button, left, failed', async () => {
    const [asha, ravi] = [await member(), await member()];
    await connect(asha, ravi);
    const [aTab, rTab] = [await tab(asha), await tab(ravi)];

    const expectEnd = async (
      by: Member,
      callId: string,
      reason: 'ended' | 'left' | 'failed' | undefined,
      heard: { reason: CallEndReason; durationSeconds: number },
    ) => {
      const ends = [next(aTab, 'call_end'), next(rTab, 'call_end')];
      expect(callOf(await end(by, callId, reason)).callId).toBe(callId);
      for (const got of await Promise.all(ends)) expect(got).toEqual({ callId, ...heard });
      expect(await row(callId)).toMatchObject({
        state: 'ended',
        endedBy: by.id,
        endReason: heard.reason,
        durationSeconds: heard.durationSeconds,
      });
    };

    const cancelled = await started(asha, ravi);
    t.clock.advance(10_000);
    await expectEnd(asha, cancelled.callId, undefined, { reason: 'ended', durationSeconds: 0 });

    const refused = await started(asha, ravi);
    await expectEnd(ravi, refused.callId, 'ended', { reason: 'declined', durationSeconds: 0 });

    // The other side leaving (the page closing) ends it for both.
    const left = await started(ravi, asha);
    expect(callOf(await accept(asha, left.callId)).maxSeconds).toBe(900);
    t.clock.advance(42_000);
    await expectEnd(ravi, left.callId, 'left', { reason: 'left', durationSeconds: 42 });

    const failed = await started(asha, ravi, 'voice');
    expect(callOf(await accept(ravi, failed.callId)).callId).toBe(failed.callId);
    t.clock.advance(1_999);
    await expectEnd(asha, failed.callId, 'failed', { reason: 'failed', durationSeconds: 1 });
  });
});

describe('the server’s timers', () => {
  it('ends an unanswered call after 60 seconds ("No answer"), and leaves an answered one alone', async () => {
    const [asha, ravi] = [await member(), await member()];
    await connect(asha, ravi);
    const [aTab, rTab] = [await tab(asha), await tab(ravi)];
    const startedAt = t.clock.now().getTime();
    const unanswered = await started(asha, ravi);

    t.clock.set(new Date(startedAt + CALL_LIMITS.ringTimeoutMs - 1_000));
    await t.app.jobs.drain();
    expect((await row(unanswered.callId)).state).toBe('ringing');

    const ends = [next(aTab, 'call_end'), next(rTab, 'call_end')];
    t.clock.set(new Date(startedAt + CALL_LIMITS.ringTimeoutMs));
    expect(await t.app.jobs.drain()).toBeGreaterThanOrEqual(1);
    for (const got of await Promise.all(ends)) {
      expect(got).toEqual({ callId: unanswered.callId, reason: 'no_answer', durationSeconds: 0 });
    }
    const logged = await row(unanswered.callId);
    expect(logged).toMatchObject({ state: 'ended', endReason: 'no_answer', endedBy: null, durationSeconds: 0 });
    expect(iso(logged.endedAt)).toBe(new Date(startedAt + CALL_LIMITS.ringTimeoutMs).toISOString());
    // Too late to answer.
    expectError(await accept(ravi, unanswered.callId), 409, 'CONFLICT', CALL_ENDED);

    const answered = await started(asha, ravi);
    t.clock.advance(30_000);
    expect(callOf(await accept(ravi, answered.callId)).callId).toBe(answered.callId);
    t.clock.advance(CALL_LIMITS.ringTimeoutMs);
    await t.app.jobs.drain();
    expect((await row(answered.callId)).state).toBe('active');
    expect(callOf(await end(asha, answered.callId)).callId).toBe(answered.callId);
    expect(await row(answered.callId)).toMatchObject({ endReason: 'ended', durationSeconds: 60 });
    await settled(aTab, rTab);
    expect(eventsOf(aTab)).toEqual(['call_end', 'call_accept', 'call_end']);
  });

  it('ends an answered call at the plan limit, the lower of the two plans: Premium 15 minutes, Exclusive 30', async () => {
    const [premium, exclusive, otherExclusive] = [await member(), await member('Exclusive'), await member('Exclusive')];
    // Only Exclusive members ask Exclusive members.
    await connect(exclusive, premium);
    await connect(exclusive, otherExclusive);
    const [pTab, eTab, oTab] = [await tab(premium), await tab(exclusive), await tab(otherExclusive)];

    for (const [caller, callee, callerTab, calleeTab, maxSeconds] of [
      [premium, exclusive, pTab, eTab, 900],
      [exclusive, premium, eTab, pTab, 900],
      [exclusive, otherExclusive, eTab, oTab, 1800],
    ] as const) {
      await signInAgain(caller, callee);
      const invite = next(calleeTab, 'call_invite');
      const call = await started(caller, callee, 'voice');
      expect(call.maxSeconds).toBe(maxSeconds);
      expect((await invite).maxSeconds).toBe(maxSeconds);
      expect(callOf(await accept(callee, call.callId)).maxSeconds).toBe(maxSeconds);
      const answeredAt = t.clock.now().getTime();

      t.clock.set(new Date(answeredAt + (maxSeconds - 1) * 1000));
      await t.app.jobs.drain();
      expect((await row(call.callId)).state).toBe('active');

      const ends = [next(callerTab, 'call_end'), next(calleeTab, 'call_end')];
      t.clock.set(new Date(answeredAt + maxSeconds * 1000));
      await t.app.jobs.drain();
      for (const got of await Promise.all(ends)) {
        expect(got).toEqual({ callId: call.callId, reason: 'limit_reached', durationSeconds: maxSeconds });
      }
      expect(await row(call.callId)).toMatchObject({
        state: 'ended',
        maxSeconds,
        endReason: 'limit_reached',
        endedBy: null,
        durationSeconds: maxSeconds,
      });
      // The job has run its course: running the queue again changes nothing.
      t.clock.advance(60_000);
      await t.app.jobs.drain();
      expect((await row(call.callId)).durationSeconds).toBe(maxSeconds);
    }
  });

  it('settles a call whose timer never ran (the queue was down) when one of its members starts another', async () => {
    const [asha, ravi, meera] = [await member(), await member(), await member()];
    await connect(asha, ravi);
    await connect(asha, meera);
    const startedAt = t.clock.now().getTime();
    const stale = await started(asha, ravi);
    // Still within the grace after the ring timeout: it counts as ringing.
    t.clock.set(new Date(startedAt + CALL_LIMITS.ringTimeoutMs + 10_000));
    expectError(await start(asha, meera), 409, 'ALREADY_IN_CALL', 'You are already in a call.');
    t.clock.set(new Date(startedAt + 10 * 60_000));
    const rTab = await tab(ravi);
    const heard = next(rTab, 'call_end');
    const fresh = await started(asha, meera);
    expect(await heard).toEqual({ callId: stale.callId, reason: 'no_answer', durationSeconds: 0 });
    const logged = await row(stale.callId);
    expect(logged).toMatchObject({ state: 'ended', endReason: 'no_answer', durationSeconds: 0 });
    // It ended when it stopped ringing, not when someone noticed.
    expect(iso(logged.endedAt)).toBe(new Date(startedAt + CALL_LIMITS.ringTimeoutMs).toISOString());
    expect(callOf(await end(asha, fresh.callId)).callId).toBe(fresh.callId);
  });
});

describe('one call at a time', () => {
  it('refuses a caller already in a call (ALREADY_IN_CALL) and a callee who is (BUSY), ringing or answered', async () => {
    const [asha, ravi, meera, kiran] = [await member(), await member(), await member(), await member()];
    for (const [a, b] of [
      [asha, ravi],
      [asha, meera],
      [meera, ravi],
      [kiran, asha],
      [kiran, ravi],
    ] as const) {
      await connect(a, b);
    }
    const [mTab, kTab] = [await tab(meera), await tab(kiran)];
    const call = await started(asha, ravi);

    for (const state of ['ringing', 'active'] as const) {
      expect((await row(call.callId)).state).toBe(state);
      // Asha (caller) and Ravi (callee) are both in a call.
      expectError(await start(asha, meera), 409, 'ALREADY_IN_CALL', 'You are already in a call.');
      expectError(await start(ravi, meera), 409, 'ALREADY_IN_CALL', 'You are already in a call.');
      expectError(await start(meera, asha), 409, 'BUSY');
      expectError(await start(meera, ravi), 409, 'BUSY');
      expectError(await start(kiran, asha), 409, 'BUSY');
      // Calling the same member again, from either side, is also refused.
      expectError(await start(asha, ravi), 409, 'ALREADY_IN_CALL');
      expectError(await start(ravi, asha), 409, 'ALREADY_IN_CALL');
      if (state === 'ringing') expect(callOf(await accept(ravi, call.callId)).callId).toBe(call.callId);
    }
    expect(await callsBetween(asha, meera)).toEqual([]);
    expect(await callsBetween(kiran, asha)).toEqual([]);
    await settled(mTab, kTab);
    expect(eventsOf(mTab)).toEqual([]);
    expect(eventsOf(kTab)).toEqual([]);

    expect(callOf(await end(asha, call.callId)).callId).toBe(call.callId);
    const free = await started(meera, asha);
    expect(callOf(await end(meera, free.callId)).callId).toBe(free.callId);
  });

  it('lets only one of two calls to the same member at the same moment ring', async () => {
    const [asha, ravi, meera] = [await member(), await member(), await member()];
    await connect(asha, ravi);
    await connect(meera, ravi);
    const answers = await Promise.all([start(asha, ravi), start(meera, ravi)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    const live = await t.app.db
      .selectFrom('calls')
      .selectAll()
      .where('calleeId', '=', ravi.id)
      .where('state', '<>', 'ended')
      .execute();
    expect(live).toHaveLength(1);
    expect(callOf(await end(ravi, live[0]?.id ?? '')).callId).toBe(live[0]?.id);
  });
});

describe('plans', () => {
  it('Standard cannot call nor be called (403 PLAN_REQUIRED naming Premium), nor fetch ICE servers', async () => {
    const [standard, premium] = [await member('Standard'), await member()];
    await connect(premium, standard);
    const [sTab, pTab] = [await tab(standard), await tab(premium)];

    const asCaller = expectError(await start(standard, premium), 403, 'PLAN_REQUIRED');
    expect(asCaller.requiredTier).toBe('Premium');
    expect(asCaller.message).toContain('Premium');
    const asCallee = expectError(await start(premium, standard), 403, 'PLAN_REQUIRED');
    expect(asCallee.requiredTier).toBe('Premium');
    expect(asCallee.message).toContain('Premium');
    expect(asCallee.message).not.toBe(asCaller.message);
    expect(asCaller.message).toBe(PLAN_REFUSALS.calls('Premium'));
    expect(asCallee.message).toBe(PLAN_REFUSALS.callee('Premium'));
    expect(expectError(await iceServers(standard), 403, 'PLAN_REQUIRED').requiredTier).toBe('Premium');

    expect(await callsBetween(standard, premium)).toEqual([]);
    await settled(sTab, pTab);
    expect([...eventsOf(sTab), ...eventsOf(pTab)]).toEqual([]);
  });

  it('a callee whose plan ended while it rang cannot answer', async () => {
    const [asha, ravi] = [await member(), await member()];
    await connect(asha, ravi);
    const call = await started(asha, ravi);
    await t.app.db.updateTable('users').set({ usertype: 'Standard' }).where('id', '=', ravi.id).execute();
    expect(expectError(await accept(ravi, call.callId), 403, 'PLAN_REQUIRED').requiredTier).toBe('Premium');
    expect((await row(call.callId)).state).toBe('ringing');
    // Turning it down still works.
    expect(callOf(await decline(ravi, call.callId)).callId).toBe(call.callId);
    expect((await row(call.callId)).endReason).toBe('declined');
  });
});

describe('who may call whom', () => {
  it('refuses a stranger, a pending request either way, a removed connection (403) and a blocked pair or unknown member (404)', async () => {
    const [asha, stranger, asked, asker, removed, blocker, blocked] = [
      await member(),
      await member(),
      await member(),
      await member(),
      await member(),
      await member(),
      await member(),
    ];
    expect((await post(asha, 'connection/addConnection', { receiverId: asked.id })).statusCode).toBe(201);
    expect((await post(asker, 'connection/addConnection', { receiverId: asha.id })).statusCode).toBe(201);
    await connect(asha, removed);
    await removeConnection(removed, asha);
    // Blocking (in either direction) removes the connection.
    await connect(asha, blocker);
    await block(blocker, asha);
    await removeConnection(blocker, asha);
    await connect(asha, blocked);
    await block(asha, blocked);
    await removeConnection(asha, blocked);
    const aTab = await tab(asha);
    const others = await Promise.all([stranger, asked, asker, removed, blocker, blocked].map(tab));

    for (const other of [stranger, asked, asker, removed]) {
      expectError(await start(asha, other), 403, 'FORBIDDEN', NOT_CONNECTED);
      expectError(await start(other, asha), 403, 'FORBIDDEN', NOT_CONNECTED);
    }
    for (const other of [blocker, blocked]) {
      expectError(await start(asha, other), 404, 'NOT_FOUND', PROFILE_NOT_FOUND);
      expectError(await start(other, asha), 404, 'NOT_FOUND', PROFILE_NOT_FOUND);
    }
    expectError(await start(asha, '1b4e28ba-2fa1-4d3b-9a2c-6f0e8e8b9c01'), 404, 'NOT_FOUND', PROFILE_NOT_FOUND);
    expectError(await start(asha, asha), 400, 'VALIDATION_FAILED');

    expect(await t.app.db.selectFrom('calls').select('id').where('callerId', '=', asha.id).execute()).toEqual([]);
    expect(await t.app.db.selectFrom('calls').select('id').where('calleeId', '=', asha.id).execute()).toEqual([]);
    await settled(aTab, ...others);
    expect([aTab, ...others].flatMap(eventsOf)).toEqual([]);
  });

  it('a member whose profile is hidden cannot be called (404) nor call (they would ring as nobody)', async () => {
    const [asha, ravi] = [await member(), await member()];
    await connect(asha, ravi);
    await t.app.db.updateTable('profiles').set({ hidden: true }).where('userId', '=', asha.id).execute();
    expectError(await start(ravi, asha), 404, 'NOT_FOUND', PROFILE_NOT_FOUND);
    expectError(await start(asha, ravi), 409, 'PROFILE_INCOMPLETE');
    expect(await callsBetween(asha, ravi)).toEqual([]);
    await t.app.db.updateTable('profiles').set({ hidden: false }).where('userId', '=', asha.id).execute();
    const call = await started(asha, ravi);
    expect(callOf(await end(asha, call.callId)).callId).toBe(call.callId);
  });

  it('removing the connection ends a running call for both, logged as closed', async () => {
    const [asha, ravi] = [await member(), await member()];
    await connect(asha, ravi);
    const [aTab, rTab] = [await tab(asha), await tab(ravi)];
    const call = await started(asha, ravi);
    expect(callOf(await accept(ravi, call.callId)).callId).toBe(call.callId);
    t.clock.advance(125_000);
    const ends = [next(aTab, 'call_end'), next(rTab, 'call_end')];
    await removeConnection(ravi, asha);
    for (const got of await Promise.all(ends)) {
      expect(got).toEqual({ callId: call.callId, reason: 'closed', durationSeconds: 125 });
    }
    expect(await row(call.callId)).toMatchObject({ state: 'ended', endReason: 'closed', durationSeconds: 125 });
  });

  it('deleting an account ends its running call for the other member first', async () => {
    const [asha, ravi] = [await member(), await member()];
    await connect(asha, ravi);
    const aTab = await tab(asha);
    const call = await started(asha, ravi);
    expect(callOf(await accept(ravi, call.callId)).callId).toBe(call.callId);
    t.clock.advance(30_000);
    const ended = next(aTab, 'call_end');
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/user/delete-user',
      headers: ravi.headers,
      payload: { password: DEFAULT_PASSWORD },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await ended).toEqual({ callId: call.callId, reason: 'closed', durationSeconds: 30 });
  });

  // A call that was ringing or running when the pair stopped being connected: every endpoint of that call.
  for (const change of ['removed', 'blocked', 'pending again'] as const) {
    it(`after the connection was ${change}, the call is over for every endpoint`, async () => {
      const [asha, ravi] = [await member(), await member()];
      await connect(asha, ravi);
      const [aTab, rTab] = [await tab(asha), await tab(ravi)];
      const ringing = await started(asha, ravi);
      const ended = [next(aTab, 'call_end'), next(rTab, 'call_end')];
      if (change === 'blocked') await block(ravi, asha);
      await removeConnection(ravi, asha);
      if (change === 'pending again') {
        expect((await post(asha, 'connection/addConnection', { receiverId: ravi.id })).statusCode).toBe(201);
      }
      for (const got of await Promise.all(ended)) {
        expect(got).toEqual({ callId: ringing.callId, reason: 'closed', durationSeconds: 0 });
      }
      expectError(await accept(ravi, ringing.callId), 409, 'CONFLICT', CALL_ENDED);
      expectError(await signal(asha, ringing.callId, offer), 409, 'CONFLICT', CALL_ENDED);
      expectError(await signal(ravi, ringing.callId, answer), 409, 'CONFLICT', CALL_ENDED);
      // Hanging up what already ended is harmless.
      expect(callOf(await decline(ravi, ringing.callId)).callId).toBe(ringing.callId);
      expect(callOf(await end(asha, ringing.callId)).callId).toBe(ringing.callId);
      expect(await row(ringing.callId)).toMatchObject({ state: 'ended', endReason: 'closed', endedBy: null });
      const refusal = change === 'blocked' ? [404, 'NOT_FOUND'] : [403, 'FORBIDDEN'];
      expectError(await start(asha, ravi), refusal[0] as number, refusal[1] as string);
      await settled(aTab, rTab);
      expect(eventsOf(aTab)).toEqual(['call_end']);
      expect(eventsOf(rTab)).toEqual(['call_invite', 'call_end']);
    });
  }

  it('a call whose pair is no longer connected (without the call being ended yet) is refused and ended on answer or signal', async () => {
    const [asha, ravi, meera, kiran] = [await member(), await member(), await member(), await member()];
    await connect(asha, ravi);
    await connect(meera, kiran);
    const [aTab, rTab, mTab, kTab] = [await tab(asha), await tab(ravi), await tab(meera), await tab(kiran)];
    const unanswered = await started(asha, ravi);
    const running = await started(meera, kiran);
    expect(callOf(await accept(kiran, running.callId)).callId).toBe(running.callId);
    // The rows change under the calls (a block written by another process, a connection ended elsewhere).
    await t.app.db
      .deleteFrom('connections')
      .where('senderId', '=', asha.id)
      .where('receiverId', '=', ravi.id)
      .execute();
    await block(kiran, meera);

    const aEnd = next(aTab, 'call_end');
    expectError(await accept(ravi, unanswered.callId), 403, 'FORBIDDEN', NOT_CONNECTED);
    expect(await aEnd).toEqual({ callId: unanswered.callId, reason: 'closed', durationSeconds: 0 });
    expect(await row(unanswered.callId)).toMatchObject({ state: 'ended', endReason: 'closed', answeredAt: null });

    t.clock.advance(7_000);
    const kEnd = next(kTab, 'call_end');
    // Meera was blocked: she is answered as after a removed connection, never told of the block.
    expectError(await signal(meera, running.callId, offer), 403, 'FORBIDDEN', NOT_CONNECTED);
    expect(await kEnd).toEqual({ callId: running.callId, reason: 'closed', durationSeconds: 7 });
    expect(await row(running.callId)).toMatchObject({ state: 'ended', endReason: 'closed', durationSeconds: 7 });

    await settled(aTab, rTab, mTab, kTab);
    expect(eventsOf(rTab)).toEqual(['call_invite', 'call_end']);
    // The refused offer was never relayed.
    expect(eventsOf(kTab)).toEqual(['call_invite', 'call_accept', 'call_end']);
    expect(eventsOf(mTab)).toEqual(['call_accept', 'call_end']);
  });
});

describe('ICE servers', () => {
  it('gives STUN as configured and TURN with time-limited credentials of the member’s own (coturn use-auth-secret)', async () => {
    const asha = await member();
    const res = await iceServers(asha);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = IceServersResponseSchema.parse(res.json());
    const expiry = Math.floor(t.clock.now().getTime() / 1000) + CALL_LIMITS.turnCredentialTtlSeconds;
    const username = `${expiry}:${asha.id}`;
    expect(body).toEqual({
      success: true,
      iceServers: [
        { urls: STUN_URLS },
        { urls: TURN_URLS, username, credential: createHmac('sha1', TURN_SECRET).update(username).digest('base64') },
      ],
      expiresAt: new Date(expiry * 1000).toISOString(),
    });
    expect(res.body).not.toContain(TURN_SECRET);
    // Another member gets credentials of their own.
    const ravi = IceServersResponseSchema.parse((await iceServers(await member('Exclusive'))).json());
    expect(ravi.iceServers[1]?.username).not.toBe(username);
    expect(ravi.iceServers[1]?.credential).not.toBe(body.iceServers[1]?.credential);
  });

  it('gives STUN only, or nothing at all, when TURN (or everything) is not configured', async () => {
    for (const env of [{ STUN_URLS: 'stun:stun.example.org:19302' }, {}] as Record<string, string>[]) {
      const other = await createTestApp({ env: { RATE_LIMIT_ENABLED: '0', ...env } });
      try {
        const who = await createSignedInMember(other.app, { usertype: 'Premium' });
        const res = await iceServers(who, other.app);
        expect(res.statusCode, res.body).toBe(200);
        expect(IceServersResponseSchema.parse(res.json())).toEqual({
          success: true,
          iceServers: 'STUN_URLS' in env ? [{ urls: ['stun:stun.example.org:19302'] }] : [],
          expiresAt: null,
        });
      } finally {
        await other.close();
      }
    }
  });
});

describe('requests that are refused before anything happens', () => {
  it('answer 401 without a session, on every endpoint', async () => {
    const callId = '0d7f1b7e-6a2b-4c1d-8e3f-9a8b7c6d5e4f';
    for (const res of [
      await iceServers(null),
      await post(null, 'call/start', { calleeId: callId, kind: 'voice' }),
      await accept(null, callId),
      await decline(null, callId),
      await end(null, callId),
      await signal(null, callId, offer),
    ]) {
      expectError(res, 401, 'UNAUTHENTICATED');
    }
  });

  it('answer 400 for what the shared schemas refuse, and 404 for a call that does not exist', async () => {
    const [asha, ravi] = [await member(), await member()];
    await connect(asha, ravi);
    for (const body of [
      {},
      { calleeId: ravi.id },
      { calleeId: 'not-an-id', kind: 'voice' },
      { calleeId: ravi.id, kind: 'fax' },
      { calleeId: ravi.id, kind: 'voice', maxSeconds: 3600 },
    ]) {
      expectError(await post(asha, 'call/start', body), 400, 'VALIDATION_FAILED');
    }
    expectError(await accept(asha, 'not-a-call'), 400, 'VALIDATION_FAILED');
    expectError(await end(asha, 'not-a-call'), 400, 'VALIDATION_FAILED');

    const call = await started(asha, ravi);
    for (const body of [
      {},
      { signal: { type: 'offer' } },
      { signal: { type: 'offer', sdp: '' } },
      { signal: { type: 'offer', sdp: 'x'.repeat(CALL_LIMITS.signalMaxBytes + 1) } },
      { signal: { type: 'bye' } },
      { signal: { type: 'candidate', candidate: { candidate: 'x'.repeat(2001) } } },
      { signal: offer, to: ravi.id },
    ]) {
      expectError(await post(asha, `call/${call.callId}/signal`, body), 400, 'VALIDATION_FAILED');
    }
    // The server ends calls as closed, busy or limit_reached; a member cannot claim those.
    for (const reason of ['closed', 'limit_reached', 'declined']) {
      expectError(await post(asha, `call/${call.callId}/end`, { reason }), 400, 'VALIDATION_FAILED');
    }
    expect((await row(call.callId)).state).toBe('ringing');

    const unknown = '0d7f1b7e-6a2b-4c1d-8e3f-9a8b7c6d5e4f';
    for (const res of [
      await accept(asha, unknown),
      await decline(asha, unknown),
      await end(asha, unknown),
      await signal(asha, unknown, offer),
    ]) {
      expectError(res, 404, 'NOT_FOUND', CALL_NOT_FOUND);
    }
    expect(callOf(await end(asha, call.callId)).callId).toBe(call.callId);
  });
});

describe('rate limits', () => {
  it('count each member apart, after sign-in: one member over the limit, another from the same address still served', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_ENABLED: '1' } });
    try {
      const [asha, ravi] = [
        await createSignedInMember(limited.app, { usertype: 'Premium' }),
        await createSignedInMember(limited.app, { usertype: 'Premium' }),
      ];
      for (let i = 0; i < CALL_RATE_LIMITS.iceServers.max; i += 1) {
        const res = await iceServers(asha, limited.app);
        expect(res.statusCode, res.body).toBe(200);
      }
      expectError(await iceServers(asha, limited.app), 429, 'RATE_LIMITED');
      expect((await iceServers(ravi, limited.app)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
