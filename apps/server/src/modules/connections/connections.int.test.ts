import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '@app/shared';
import { ConnectionListResponseSchema, ConnectionStatusResponseSchema } from '@app/shared/connections';
import { NotificationListResponseSchema } from '@app/shared/notifications';
import type { DomainEvents } from '../../lib/events';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { type createMember, createSignedInMember, type SignedInMember } from '../../../test/factories/profiles';
import { createUser, signIn } from '../../../test/factories/users';
import { PROFILE_NOT_FOUND } from '../privacy/privacy';

/**
 * Connection requests over HTTP on a real database: every move of the shared state machine and every refused one,
 * crossing requests and double clicks, blocks, the lists, and the events emitted after each commit.
 */
let t: TestApp;
const events: Array<{ name: keyof DomainEvents; payload: unknown }> = [];
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_ENABLED: '0' } });
  for (const name of ['notification.created', 'connection.changed'] as const) {
    t.app.events.on(name, (payload) => {
      events.push({ name, payload });
    });
  }
});
afterAll(async () => t.close());

type Member = SignedInMember;
const member = (overrides: Parameters<typeof createMember>[1] = {}) => createSignedInMember(t.app, overrides);

const call = (who: Member, path: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/v1/connection/${path}`, headers: who.headers, payload });
const request = (from: Member, to: Member) => call(from, 'addConnection', { receiverId: to.id });
const accept = (who: Member, sender: Member) => call(who, 'acceptConnection', { senderId: sender.id });
const reject = (who: Member, sender: Member) => call(who, 'rejectConnection', { senderId: sender.id });
const cancel = (who: Member, other: Member) => call(who, 'cancelConnection', { receiverId: other.id });
const remove = (who: Member, other: Member) => call(who, 'removeConnection', { receiverId: other.id });

async function status(who: Member, other: Member) {
  const res = await call(who, 'getConnectionStatus', { userId: other.id });
  expect(res.statusCode, res.body).toBe(200);
  return ConnectionStatusResponseSchema.parse(res.json()).data;
}
const statusOf = (res: { statusCode: number; body: string; json: () => unknown }) => {
  expect(res.statusCode, res.body).toBeLessThan(300);
  return ConnectionStatusResponseSchema.parse(res.json()).data;
};
function expectConflict(res: { statusCode: number; json: () => unknown }) {
  expect(res.statusCode).toBe(409);
  expect(ErrorBodySchema.parse(res.json()).code).toBe('CONFLICT');
}
async function list(who: Member, path: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/connection/${path}`, headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  return ConnectionListResponseSchema.parse(res.json()).data.map((entry) => entry.userId);
}
async function notifications(who: Member) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/v1/notifications/getAllNotification',
    headers: who.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return NotificationListResponseSchema.parse(res.json());
}
const rowsBetween = (a: Member, b: Member) =>
  t.app.db
    .selectFrom('connections')
    .select(['senderId', 'status'])
    .where((eb) =>
      eb.or([
        eb.and([eb('senderId', '=', a.id), eb('receiverId', '=', b.id)]),
        eb.and([eb('senderId', '=', b.id), eb('receiverId', '=', a.id)]),
      ]),
    )
    .orderBy('createdAt')
    .execute();

describe('connection endpoints', () => {
  it('answer 401 without a session', async () => {
    for (const path of [
      'addConnection',
      'cancelConnection',
      'removeConnection',
      'acceptConnection',
      'rejectConnection',
      'getConnectionStatus',
    ]) {
      const res = await t.app.inject({ method: 'POST', url: `/api/v1/connection/${path}`, payload: {} });
      expect(res.statusCode, path).toBe(401);
    }
    for (const path of ['getMyConnections', 'getSentConnectionRequests', 'getReceivedConnectionRequests']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/connection/${path}` });
      expect(res.statusCode, path).toBe(401);
    }
  });

  it('refuse bad input with the field it concerns', async () => {
    const asha = await member();
    const res = await call(asha, 'addConnection', { receiverId: 'not-an-id' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('receiverId');
    const extra = await call(asha, 'addConnection', { receiverId: asha.id, status: 'accepted' });
    expect(extra.statusCode).toBe(400);
    const self = await request(asha, asha);
    expect(self.statusCode).toBe(400);
  });
});

describe('the state machine', () => {
  it('request → pending for both sides, with a notification for the receiver; accept → connected both ways', async () => {
    const [asha, ravi] = [await member(), await member()];
    events.length = 0;
    const sent = await request(asha, ravi);
    expect(sent.statusCode).toBe(201);
    expect(statusOf(sent)).toEqual({ connection_status: 'pending', connectionType: 'sender', userId: ravi.id });
    expect(await status(ravi, asha)).toEqual({
      connection_status: 'pending',
      connectionType: 'receiver',
      userId: asha.id,
    });
    // Events after the commit: the receiver's notification, each side's own status naming the other member.
    expect(events.map((event) => event.name)).toEqual(['notification.created', 'connection.changed']);
    expect(events[0]?.payload).toMatchObject({
      userId: ravi.id,
      notification: { body: { type: 'connection_request', senderId: asha.id } },
    });
    expect(events[1]?.payload).toEqual({
      statuses: {
        [asha.id]: { connection_status: 'pending', connectionType: 'sender', userId: ravi.id },
        [ravi.id]: { connection_status: 'pending', connectionType: 'receiver', userId: asha.id },
      },
    });
    const inbox = await notifications(ravi);
    expect(inbox.unreadCount).toBe(1);
    expect(inbox.data[0]).toMatchObject({ isRead: false, body: { type: 'connection_request', senderId: asha.id } });
    expect(await list(asha, 'getSentConnectionRequests')).toEqual([ravi.id]);
    expect(await list(ravi, 'getReceivedConnectionRequests')).toEqual([asha.id]);

    events.length = 0;
    expect(statusOf(await accept(ravi, asha))).toEqual({
      connection_status: 'accepted',
      connectionType: 'none',
      userId: asha.id,
    });
    expect((await status(asha, ravi)).connection_status).toBe('accepted');
    expect(events[0]?.payload).toMatchObject({
      userId: asha.id,
      notification: { body: { type: 'connection_accepted', senderId: ravi.id } },
    });
    expect(await list(asha, 'getMyConnections')).toEqual([ravi.id]);
    expect(await list(ravi, 'getMyConnections')).toEqual([asha.id]);
    expect(await list(asha, 'getSentConnectionRequests')).toEqual([]);
    // The answered request no longer counts on the bell; the acceptance does on the sender's.
    expect((await notifications(ravi)).unreadCount).toBe(0);
    expect((await notifications(asha)).data[0]).toMatchObject({ body: { type: 'connection_accepted' } });
  });

  it('cancel by the sender, decline by the receiver, remove by either; each pair may start again', async () => {
    const [asha, ravi] = [await member(), await member()];
    await request(asha, ravi);
    expect(statusOf(await cancel(asha, ravi)).connection_status).toBe('no connection');
    await request(asha, ravi);
    expect(statusOf(await reject(ravi, asha)).connection_status).toBe('no connection');
    await request(asha, ravi);
    // The reference clients refuse a received request with cancelConnection: it declines.
    expect(statusOf(await cancel(ravi, asha)).connection_status).toBe('no connection');
    await request(ravi, asha);
    await accept(asha, ravi);
    expect(statusOf(await remove(asha, ravi)).connection_status).toBe('no connection');
    expect((await rowsBetween(asha, ravi)).map((row) => row.status)).toEqual([
      'cancelled',
      'declined',
      'declined',
      'removed',
    ]);
    expect(await list(asha, 'getMyConnections')).toEqual([]);
  });

  it('refuses every move the state machine forbids, and changes nothing', async () => {
    const [asha, ravi] = [await member(), await member()];
    expectConflict(await accept(ravi, asha)); // nothing to accept
    await request(asha, ravi);
    expectConflict(await accept(asha, ravi)); // the sender cannot accept her own request
    expectConflict(await reject(asha, ravi)); // nor decline it
    await accept(ravi, asha);
    expectConflict(await cancel(asha, ravi)); // a connection is removed, not cancelled
    expectConflict(await reject(ravi, asha));
    expect((await rowsBetween(asha, ravi)).map((row) => row.status)).toEqual(['accepted']);
  });

  it('is idempotent where the goal is reached: a second request, accept or cancel changes nothing', async () => {
    const [asha, ravi] = [await member(), await member()];
    const first = await request(asha, ravi);
    const again = await request(asha, ravi);
    expect(again.statusCode).toBe(201);
    expect(statusOf(again)).toEqual(statusOf(first));
    expect((await notifications(ravi)).data).toHaveLength(1);
    await accept(ravi, asha);
    expect(statusOf(await accept(ravi, asha)).connection_status).toBe('accepted');
    expect(statusOf(await request(asha, ravi)).connection_status).toBe('accepted');
    await remove(ravi, asha);
    events.length = 0;
    expect(statusOf(await cancel(asha, ravi)).connection_status).toBe('no connection');
    expect(statusOf(await remove(asha, ravi)).connection_status).toBe('no connection');
    expect(events).toEqual([]);
    expect(await rowsBetween(asha, ravi)).toHaveLength(1);
  });
});

describe('races', () => {
  it('two members who request each other at the same moment end with one accepted connection', async () => {
    for (let round = 0; round < 3; round += 1) {
      const [asha, ravi] = [await member(), await member()];
      const answers = await Promise.all([request(asha, ravi), request(ravi, asha)]);
      for (const res of answers) expect(res.statusCode, res.body).toBeLessThan(300);
      const rows = await rowsBetween(asha, ravi);
      expect(rows.map((row) => row.status)).toEqual(['accepted']);
      expect((await status(asha, ravi)).connection_status).toBe('accepted');
      expect((await status(ravi, asha)).connection_status).toBe('accepted');
    }
  });

  it('a burst of clicks on Connect sends one request and one notification', async () => {
    const [asha, ravi] = [await member(), await member()];
    const answers = await Promise.all(Array.from({ length: 6 }, () => request(asha, ravi)));
    for (const res of answers) expect(statusOf(res).connection_status).toBe('pending');
    expect(await rowsBetween(asha, ravi)).toHaveLength(1);
    expect((await notifications(ravi)).data).toHaveLength(1);
  });
});

describe('who may be asked', () => {
  const block = (blockerId: string, blockedId: string) =>
    t.app.db.insertInto('blocks').values({ blockerId, blockedId, createdAt: t.clock.now() }).execute();

  it('a block either way answers the one 404 and takes the member out of every list and the bell', async () => {
    const [asha, ravi, meera] = [await member(), await member(), await member()];
    await request(ravi, asha);
    await request(meera, asha);
    await block(asha.id, meera.id);
    await block(ravi.id, asha.id);
    for (const res of [await request(asha, ravi), await request(asha, meera), await accept(asha, ravi)]) {
      expect(res.statusCode).toBe(404);
      expect(ErrorBodySchema.parse(res.json()).message).toBe(PROFILE_NOT_FOUND);
    }
    const statusRes = await call(asha, 'getConnectionStatus', { userId: ravi.id });
    expect(statusRes.statusCode).toBe(404);
    expect(await list(asha, 'getReceivedConnectionRequests')).toEqual([]);
    expect((await notifications(asha)).data).toEqual([]);
    // Ending what stands always works, blocked or not.
    expect(statusOf(await reject(asha, meera)).connection_status).toBe('no connection');
  });

  it('a hidden, suspended or unknown member answers the same 404', async () => {
    const asha = await member();
    const hidden = await member({ profile: { hidden: true } });
    const suspended = await member();
    await t.app.db.updateTable('users').set({ suspendedAt: t.clock.now() }).where('id', '=', suspended.id).execute();
    for (const other of [hidden, suspended]) {
      const res = await request(asha, other);
      expect(res.statusCode).toBe(404);
      expect(ErrorBodySchema.parse(res.json()).message).toBe(PROFILE_NOT_FOUND);
    }
    const unknown = await call(asha, 'addConnection', { receiverId: '0d6a3f4e-8f7b-4a51-9a8e-3c1d2b4e5f60' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe((await request(asha, hidden)).body);
  });

  it('a member whose own profile is not started cannot send requests (the receiver could not see who asks)', async () => {
    const ravi = await member();
    const user = await createUser(t.app);
    const { headers } = await signIn(t.app, user.email);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/connection/addConnection',
      headers,
      payload: { receiverId: ravi.id },
    });
    expect(res.statusCode).toBe(409);
    expect(ErrorBodySchema.parse(res.json()).code).toBe('PROFILE_INCOMPLETE');
  });
});

describe('plans', () => {
  function expectPlanRequired(res: { statusCode: number; body: string; json: () => unknown }, tier: string) {
    expect(res.statusCode, res.body).toBe(403);
    const body = ErrorBodySchema.parse(res.json());
    expect([body.code, body.requiredTier]).toEqual(['PLAN_REQUIRED', tier]);
    return body.message;
  }
  const members = (count: number, usertype: 'Standard' | 'Premium' | 'Exclusive' = 'Standard') =>
    Promise.all(Array.from({ length: count }, () => member({ usertype })));

  it('only Exclusive members may ask an Exclusive member; anyone may accept their request', async () => {
    const [exclusive, standard, premium, peer] = [
      await member({ usertype: 'Exclusive' }),
      await member(),
      await member({ usertype: 'Premium' }),
      await member({ usertype: 'Exclusive' }),
    ];
    const message = expectPlanRequired(await request(standard, exclusive), 'Exclusive');
    expect(message).toMatch(/Exclusive members/);
    expectPlanRequired(await request(premium, exclusive), 'Exclusive');
    expect(await rowsBetween(standard, exclusive)).toEqual([]);
    expect((await notifications(exclusive)).data).toEqual([]);
    expect(statusOf(await request(peer, exclusive)).connection_status).toBe('pending');
    // The Exclusive member asks a Standard one, who accepts (also by "Connect", which accepts a waiting request).
    expect(statusOf(await request(exclusive, standard)).connection_status).toBe('pending');
    expect(statusOf(await request(standard, exclusive)).connection_status).toBe('accepted');
    expect(statusOf(await request(exclusive, premium)).connection_status).toBe('pending');
    expect(statusOf(await accept(premium, exclusive)).connection_status).toBe('accepted');
  });

  it('Standard sends 10 new requests a calendar month (withdrawn ones count); the 11th needs Premium', async () => {
    const started = t.clock.now();
    try {
      const sender = await member();
      const others = await members(11);
      for (const other of others.slice(0, 10)) expect((await request(sender, other)).statusCode).toBe(201);
      // Withdrawing does not give a request back.
      expect(statusOf(await cancel(sender, others[0] as Member)).connection_status).toBe('no connection');
      const message = expectPlanRequired(await request(sender, others[10] as Member), 'Premium');
      const next = new Date(Date.UTC(started.getUTCFullYear(), started.getUTCMonth() + 1, 1));
      const resets = next.toLocaleDateString('en-AU', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      });
      expect(message).toContain('10 new connection requests a month');
      expect(message).toContain(resets);
      expect(await rowsBetween(sender, others[10] as Member)).toEqual([]);
      // Accepting and declining stay free.
      const incoming = await members(2, 'Premium');
      for (const other of incoming) await request(other, sender);
      expect(statusOf(await accept(sender, incoming[0] as Member)).connection_status).toBe('accepted');
      expect(statusOf(await reject(sender, incoming[1] as Member)).connection_status).toBe('no connection');
      // A new month, a new allowance (a new sign-in: the access token would have expired).
      t.clock.set(new Date(next.getTime() + 60_000));
      const again = { ...sender, headers: (await signIn(t.app, sender.email)).headers };
      expect((await request(again, others[10] as Member)).statusCode).toBe(201);
    } finally {
      t.clock.set(started);
    }
  });

  it('paid plans have no monthly limit', async () => {
    const sender = await member({ usertype: 'Premium' });
    for (const other of await members(11)) expect((await request(sender, other)).statusCode).toBe(201);
  });

  it('the allowance holds when the requests arrive at once', async () => {
    const sender = await member();
    const others = await members(12);
    const answers = await Promise.all(others.map((other) => request(sender, other)));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([...Array(10).fill(201), 403, 403]);
    const sent = await t.app.db.selectFrom('connections').select('id').where('senderId', '=', sender.id).execute();
    expect(sent).toHaveLength(10);
  });
});

describe('notifications', () => {
  it('remove only one’s own, mark read one or all, and say the unread count', async () => {
    const [asha, ravi, meera] = [await member(), await member(), await member()];
    await request(ravi, asha);
    await request(meera, asha);
    const inbox = await notifications(asha);
    expect(inbox.unreadCount).toBe(2);
    const [newest, oldest] = inbox.data;
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/notifications/deleteNotification',
      headers: ravi.headers,
      payload: { notificationId: newest?.notificationId },
    });
    expect(foreign.statusCode).toBe(404);
    const read = await t.app.inject({
      method: 'POST',
      url: '/api/v1/notifications/markAsRead',
      headers: asha.headers,
      payload: { notificationIds: [oldest?.notificationId] },
    });
    expect(read.json()).toMatchObject({ unreadCount: 1 });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/notifications/deleteNotification',
      headers: asha.headers,
      payload: { notificationId: newest?.notificationId },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ unreadCount: 0 });
    const after = await notifications(asha);
    expect(after.data.map((item) => item.notificationId)).toEqual([oldest?.notificationId]);
    await request(ravi, meera);
    const all = await t.app.inject({
      method: 'POST',
      url: '/api/v1/notifications/markAsRead',
      headers: meera.headers,
      payload: {},
    });
    expect(all.json()).toMatchObject({ unreadCount: 0 });
  });

  it('keeps e-mail settings per member, defaults first', async () => {
    const asha = await member();
    const get = () => t.app.inject({ method: 'GET', url: '/api/v1/notifications/settings', headers: asha.headers });
    expect((await get()).json()).toMatchObject({
      data: { emailConnectionRequests: true, emailConnectionAccepted: true, emailDailyDigest: true },
    });
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/notifications/settings',
      headers: asha.headers,
      payload: { emailDailyDigest: false },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await get()).json()).toMatchObject({
      data: { emailConnectionRequests: true, emailConnectionAccepted: true, emailDailyDigest: false },
    });
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/notifications/settings',
      headers: asha.headers,
      payload: { emailDailyDigest: 'no' },
    });
    expect(bad.statusCode).toBe(400);
  });
});
