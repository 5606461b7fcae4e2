import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { io as connectSocket, type Socket } from 'socket.io-client';
import webPush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VapidPublicKeyResponseSchema, type PushMessage } from '@app/shared/push';
import { REALTIME, type NotificationItem, type NotificationType } from '@app/shared/realtime';
import { buildApp } from '../../app';
import { countOf } from '../../lib/metrics/testing';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createUser, signIn, type CreatedUser } from '../../../test/factories/users';
import { startPushService, verifyVapidAuthorization } from '../../../test/push-service';
import { keepVapidKeys } from './push.repository';
import { PUSH_TTL_SECONDS, sendPushToMember, topicFor } from './push.service';

let push: Awaited<ReturnType<typeof startPushService>>;
let t: TestApp;

beforeAll(async () => {
  push = await startPushService();
  // The local push service is on 127.0.0.1: allowed here, as an operator would allow their own.
  t = await createTestApp({ env: { PUSH_SERVICE_HOSTS: '127.0.0.1' } });
});
afterAll(async () => {
  await t?.close();
  await push?.close();
});

async function publicKeyOf(app: TestApp['app']): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/v1/push/vapidPublicKey' });
  expect(res.statusCode, res.body).toBe(200);
  return VapidPublicKeyResponseSchema.parse(res.json()).data.publicKey;
}

/** A member with one browser subscribed on the local push service, registered through the real endpoint. */
async function memberWithDevice(name: string) {
  const member = await createUser(t.app);
  const session = await signIn(t.app, member.email);
  const subscription = push.subscribe(name);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/user/updateFcmToken',
    headers: session.headers,
    payload: { fcmToken: JSON.stringify(subscription.json), uid: member.uid, userStatus: 'false' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { member, session, subscription };
}

function notification(type: NotificationType, sender: CreatedUser) {
  return {
    notificationId: randomUUID(),
    title: 'Connection',
    message: 'Stored text the push does not repeat',
    body: { type, senderId: sender.id, senderName: 'Arjun', senderImage: 'https://example.test/signed/photo.webp' },
    createdAt: new Date().toISOString(),
    isRead: false,
  } satisfies NotificationItem;
}

/** Another Kysely object over the same database (as another process has): nothing kept in memory is shared. */
const sameDatabase = (db: TestApp['database']['db']) =>
  db.withPlugin({ transformQuery: ({ node }) => node, transformResult: async ({ result }) => result });

const devicesOf = (userId: string) =>
  t.app.db.selectFrom('devices').select('fcmToken').where('userId', '=', userId).execute();

describe('VAPID keys', () => {
  it('are generated on first start, stored once, and served to browsers', async () => {
    const rows = await t.app.db.selectFrom('pushVapidKeys').selectAll().execute();
    expect(rows).toHaveLength(1);
    const publicKey = await publicKeyOf(t.app);
    expect(publicKey).toBe(rows[0]!.publicKey);
    // An uncompressed P-256 point: what PushManager.subscribe takes as applicationServerKey.
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(publicKey, 'base64url')[0]).toBe(4);
  });

  it('are the same for a second app on the same database', async () => {
    const second = await buildApp(t.config, {
      database: { ...t.database, db: sameDatabase(t.database.db) },
      clock: t.clock,
      logger: false,
    });
    try {
      await second.ready();
      expect(await publicKeyOf(second)).toBe(await publicKeyOf(t.app));
      expect(await t.app.db.selectFrom('pushVapidKeys').selectAll().execute()).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it('are stored once when two processes generate a pair at the same time', async () => {
    const db = t.database.db;
    const stored = (await db.selectFrom('pushVapidKeys').select(['publicKey', 'privateKey']).execute())[0]!;
    const racing = await Promise.all([
      keepVapidKeys(sameDatabase(db), webPush.generateVAPIDKeys()),
      keepVapidKeys(sameDatabase(db), webPush.generateVAPIDKeys()),
    ]);
    expect(racing).toEqual([stored, stored]);
    expect(await db.selectFrom('pushVapidKeys').selectAll().execute()).toHaveLength(1);
  });

  it('come from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set, and nothing is stored', async () => {
    const keys = webPush.generateVAPIDKeys();
    const withEnv = await createTestApp({
      env: { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey },
    });
    try {
      expect(await publicKeyOf(withEnv.app)).toBe(keys.publicKey);
      expect(await withEnv.app.db.selectFrom('pushVapidKeys').selectAll().execute()).toHaveLength(0);
    } finally {
      await withEnv.close();
    }
  });
});

describe('pushes for notifications', () => {
  it('sends a request, encrypted for the browser (RFC 8291) and signed with the stored VAPID key', async () => {
    const { member, subscription } = await memberWithDevice('request');
    const sender = await createUser(t.app);
    const arriving = push.next('request');
    const before = Math.floor(Date.now() / 1000);
    await t.app.events.emit('notification.created', {
      userId: member.id,
      notification: notification('connection_request', sender),
    });
    const request = await arriving;

    expect(request.headers['content-encoding']).toBe('aes128gcm');
    expect(request.headers.ttl).toBe(String(PUSH_TTL_SECONDS));
    expect(request.headers.urgency).toBe('normal');
    expect(request.headers.topic).toBe(topicFor(`connection_request:${sender.id}`));
    const { header, claims } = verifyVapidAuthorization(
      request.headers.authorization as string,
      await publicKeyOf(t.app),
    );
    expect(header).toEqual({ typ: 'JWT', alg: 'ES256' });
    expect(claims.aud).toBe(push.origin);
    expect(claims.sub).toBe(`mailto:${t.config.brand.supportEmail}`);
    expect(claims.exp).toBeGreaterThan(before);
    expect(claims.exp).toBeLessThanOrEqual(before + 24 * 60 * 60 + 5);

    const plaintext = subscription.decrypt(request.body);
    expect(JSON.parse(plaintext)).toEqual({
      type: 'connection_request',
      title: 'New connection request',
      body: 'Arjun would like to connect with you.',
      url: '/user-dashboard?tab=notifications',
      tag: `connection_request:${sender.id}`,
    } satisfies PushMessage);
    // Name and kind only: no photo address, no stored text.
    expect(plaintext).not.toContain('photo');
    expect(plaintext).not.toContain('Stored text');
  });

  it("sends an acceptance that opens the member's profile", async () => {
    const { member, subscription } = await memberWithDevice('accepted');
    const sender = await createUser(t.app);
    const arriving = push.next('accepted');
    await t.app.events.emit('notification.created', {
      userId: member.id,
      notification: notification('connection_accepted', sender),
    });
    expect(JSON.parse(subscription.decrypt((await arriving).body))).toEqual({
      type: 'connection_accepted',
      title: 'Connection accepted',
      body: 'Arjun accepted your connection request.',
      url: `/profile/Arjun/${sender.id}`,
      tag: `connection_accepted:${sender.id}`,
    });
  });

  it('pushes no other kind of notification', async () => {
    const { member } = await memberWithDevice('other-kinds');
    const sender = await createUser(t.app);
    await t.app.events.emit('notification.created', {
      userId: member.id,
      notification: notification('contact_request', sender),
    });
    expect(push.to('other-kinds')).toHaveLength(0);
  });

  it('forgets a subscription its push service says is gone (410, 404) and keeps one after a 500', async () => {
    const sender = await createUser(t.app);
    const failed = (reason: string) => countOf(t.app.metrics.pushesFailed, { reason });
    const [expiredBefore, errorBefore] = [await failed('expired'), await failed('error')];
    for (const [name, status, kept] of [
      ['gone', 410, 0],
      ['not-found', 404, 0],
      ['server-error', 500, 1],
    ] as const) {
      const { member } = await memberWithDevice(name);
      push.answer(name, status);
      await t.app.events.emit('notification.created', {
        userId: member.id,
        notification: notification('connection_request', sender),
      });
      expect(push.to(name), name).toHaveLength(1);
      expect(await devicesOf(member.id), name).toHaveLength(kept);
    }
    // app_web_pushes_failed_total: the two gone subscriptions as expired, the 500 as an error.
    expect((await failed('expired')) - expiredBefore).toBe(2);
    expect((await failed('error')) - errorBefore).toBe(1);
  });

  it('reaches every device of the member and never throws when one cannot be reached', async () => {
    const { member, session, subscription } = await memberWithDevice('laptop');
    const legacy = 'an-old-fcm-registration-token';
    const unreachable = push.subscribe('unused');
    unreachable.json.endpoint = 'https://127.0.0.1:1/push/closed-port';
    for (const fcmToken of [legacy, JSON.stringify(unreachable.json)]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/user/updateFcmToken',
        headers: session.headers,
        payload: { fcmToken, uid: member.uid, userStatus: 'false' },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const message = { type: 'connection_request', title: 'T', body: 'B', url: '/', tag: 'x' };
    const sentBefore = await countOf(t.app.metrics.pushesSent);
    const outcome = await sendPushToMember(t.app, member.id, message);
    expect(outcome).toEqual({ sent: 1, removed: 0, failed: 1 });
    expect((await countOf(t.app.metrics.pushesSent)) - sentBefore).toBe(1);
    expect(JSON.parse(subscription.decrypt(push.to('laptop')[0]!.body))).toEqual(message);
    expect(await devicesOf(member.id)).toHaveLength(3);
  });

  it('sends nothing while the member has a live socket, and again once they have gone', async () => {
    const { member, session } = await memberWithDevice('online');
    const sender = await createUser(t.app);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const socket: Socket = connectSocket(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`, {
      path: REALTIME.path,
      transports: ['websocket'],
      auth: { token: session.accessToken },
      reconnection: false,
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    expect(await t.app.realtime.isOnline(member.id)).toBe(true);
    await t.app.events.emit('notification.created', {
      userId: member.id,
      notification: notification('connection_request', sender),
    });
    expect(push.to('online')).toHaveLength(0);

    socket.disconnect();
    await expect.poll(() => t.app.realtime.isOnline(member.id)).toBe(false);
    await t.app.events.emit('notification.created', {
      userId: member.id,
      notification: notification('connection_request', sender),
    });
    expect(push.to('online')).toHaveLength(1);
  });
});

describe('push services', () => {
  it('are only those of PUSH_SERVICE_HOSTS: a subscription elsewhere is never posted to', async () => {
    const strict = await createTestApp();
    try {
      const member = await createUser(strict.app);
      const session = await signIn(strict.app, member.email);
      const res = await strict.app.inject({
        method: 'POST',
        url: '/api/v1/user/updateFcmToken',
        headers: session.headers,
        payload: { fcmToken: JSON.stringify(push.subscribe('elsewhere').json), uid: member.uid, userStatus: 'false' },
      });
      expect(res.statusCode, res.body).toBe(200);
      const outcome = await sendPushToMember(strict.app, member.id, {
        type: 'connection_request',
        title: 'T',
        body: 'B',
        url: '/',
        tag: 'x',
      });
      expect(outcome).toEqual({ sent: 0, removed: 0, failed: 0 });
      expect(push.to('elsewhere')).toHaveLength(0);
    } finally {
      await strict.close();
    }
  });
});
