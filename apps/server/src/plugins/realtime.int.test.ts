import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { REALTIME } from '@app/shared/realtime';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createMember } from '../../test/factories/profiles';
import { signIn } from '../../test/factories/users';
import { connected, nextEvent, socketClients } from '../../test/sockets';
import { signAccessToken } from '../lib/auth/tokens';
import { getAuthKeys } from '../lib/security/secrets';
import { currentLogContext, type LogContext } from '../lib/log-context';

/**
 * Socket.IO on a listening app with real clients: handshake refusals, one room per member, events only to their
 * recipient after the commit, and sockets ended with the session.
 */
let t: TestApp;
let origin: string;
const { open: openSocket, closeSockets } = socketClients();

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_ENABLED: '0' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterEach(() => closeSockets());
afterAll(async () => t.close());

const open = (token: string | undefined) => openSocket(origin, token);
const next = nextEvent;

async function member() {
  const created = await createMember(t.app);
  const session = await signIn(t.app, created.email);
  return { ...created, ...session };
}

describe('the handshake', () => {
  it('refuses no token, a forged one and an expired one, each with its code', async () => {
    await expect(connected(open(undefined))).rejects.toThrow('UNAUTHENTICATED');
    await expect(connected(open('not-a-token'))).rejects.toThrow('UNAUTHENTICATED');
    const asha = await member();
    const keys = getAuthKeys(t.config);
    const past = new Date(t.clock.now().getTime() - 3_600_000);
    const expired = await signAccessToken(keys.accessJwt, { userId: asha.id, sessionId: asha.sessionId }, past, 60);
    await expect(connected(open(expired))).rejects.toThrow('TOKEN_EXPIRED');
  });

  it('refuses a suspended member, and a token whose session was signed out', async () => {
    const asha = await member();
    await t.app.db.updateTable('users').set({ suspendedAt: t.clock.now() }).where('id', '=', asha.id).execute();
    await expect(connected(open(asha.accessToken))).rejects.toThrow('SUSPENDED');
    const ravi = await member();
    await t.app.inject({ method: 'GET', url: '/api/v1/user/logout', headers: ravi.headers, cookies: ravi.cookies });
    await expect(connected(open(ravi.accessToken))).rejects.toThrow('UNAUTHENTICATED');
  });

  it('closes a socket when the token it was opened with expires, saying so (the client refreshes and reconnects)', async () => {
    const asha = await member();
    const keys = getAuthKeys(t.config);
    const shortLived = await signAccessToken(
      keys.accessJwt,
      { userId: asha.id, sessionId: asha.sessionId },
      t.clock.now(),
      1,
    );
    const socket = open(shortLived);
    await connected(socket);
    const revoked = next(socket, 'session_revoked');
    const closed = new Promise((resolve) => socket.once('disconnect', resolve));
    expect(await revoked).toEqual({ reason: 'token_expired' });
    expect(await closed).toBe('io server disconnect');
  });

  it('refuses the polling transport: websocket only', async () => {
    const res = await fetch(`${origin}${REALTIME.path}/?EIO=4&transport=polling`);
    expect(res.status).toBe(400);
  });
});

describe('events', () => {
  it('reach only their recipient: a request lands on the receiver’s sockets, the status on both, nothing on others', async () => {
    const [asha, ravi, meera] = [await member(), await member(), await member()];
    const [aSocket, rSocket, rSecond, mSocket] = [
      open(asha.accessToken),
      open(ravi.accessToken),
      open(ravi.accessToken),
      open(meera.accessToken),
    ];
    await Promise.all([aSocket, rSocket, rSecond, mSocket].map(connected));
    const seenByMeera: string[] = [];
    mSocket.onAny((event: string) => seenByMeera.push(event));
    const seenByAsha: string[] = [];
    aSocket.onAny((event: string) => seenByAsha.push(event));

    const [notification, onSecond, ravisStatus, ashasStatus] = [
      next(rSocket, 'connection_request'),
      next(rSecond, 'connection_request'),
      next(rSocket, 'connection_Status'),
      next(aSocket, 'connection_Status'),
    ];
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/v1/connection/addConnection',
      headers: asha.headers,
      payload: { receiverId: ravi.id },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(await notification).toMatchObject({ body: { type: 'connection_request', senderId: asha.id } });
    expect((await onSecond).notificationId).toBe((await notification).notificationId);
    // Each side hears about the other member, never about itself.
    expect(await ravisStatus).toEqual({ connection_status: 'pending', connectionType: 'receiver', userId: asha.id });
    expect(await ashasStatus).toEqual({ connection_status: 'pending', connectionType: 'sender', userId: ravi.id });

    const accepted = next(aSocket, 'connection_request');
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/connection/acceptConnection',
      headers: ravi.headers,
      payload: { senderId: asha.id },
    });
    expect(await accepted).toMatchObject({ body: { type: 'connection_accepted', senderId: ravi.id } });
    // Meera's socket was open the whole time and heard nothing; Asha never got her own request.
    expect(seenByMeera).toEqual([]);
    expect(seenByAsha.filter((event) => event === 'connection_request')).toHaveLength(1);
  });

  it('are sent with the id of the request that caused them (in the logs), through a real HTTP request', async () => {
    const [asha, ravi] = [await member(), await member()];
    const contexts: (LogContext | undefined)[] = [];
    const stop = t.app.events.on('connection.changed', () => {
      contexts.push(currentLogContext());
    });
    try {
      const res = await fetch(`${origin}/api/v1/connection/addConnection`, {
        method: 'POST',
        headers: { ...asha.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ receiverId: ravi.id }),
      });
      expect(res.status).toBe(201);
      expect(contexts).toEqual([{ reqId: res.headers.get('x-request-id') }]);
    } finally {
      stop();
    }
  });

  it('tells the member’s other devices when notifications are read or removed', async () => {
    const [asha, ravi] = [await member(), await member()];
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/connection/addConnection',
      headers: asha.headers,
      payload: { receiverId: ravi.id },
    });
    const socket = open(ravi.accessToken);
    await connected(socket);
    const changed = next(socket, 'notifications_changed');
    await t.app.inject({ method: 'POST', url: '/api/v1/notifications/markAsRead', headers: ravi.headers, payload: {} });
    expect(await changed).toEqual({ unreadCount: 0 });
  });

  it('ends the sockets of a session that signs out, with the reason', async () => {
    const asha = await member();
    const other = await signIn(t.app, asha.email);
    const [signedOut, stays] = [open(asha.accessToken), open(other.accessToken)];
    await Promise.all([connected(signedOut), connected(stays)]);
    const revoked = next(signedOut, 'session_revoked');
    const closed = new Promise((resolve) => signedOut.once('disconnect', resolve));
    await t.app.inject({ method: 'GET', url: '/api/v1/user/logout', headers: asha.headers, cookies: asha.cookies });
    expect(await revoked).toEqual({ reason: 'signed_out' });
    expect(await closed).toBe('io server disconnect');
    expect(stays.connected).toBe(true);
    expect(await t.app.realtime.isOnline(asha.id)).toBe(true);
  });
});

describe('a process that stops', () => {
  it('takes no new socket once told to stop, and cuts its sockets on close so their clients reconnect elsewhere', async () => {
    const stopping = await createTestApp({ env: { RATE_LIMIT_ENABLED: '0' } });
    try {
      await stopping.app.listen({ port: 0, host: '127.0.0.1' });
      const at = `http://127.0.0.1:${(stopping.app.server.address() as AddressInfo).port}`;
      const created = await createMember(stopping.app);
      const { accessToken } = await signIn(stopping.app, created.email);
      const socket = openSocket(at, accessToken);
      await connected(socket);
      const closed = new Promise((resolve) => socket.once('disconnect', resolve));

      stopping.app.lifecycle.drain();
      // A refusal at the transport, which a client retries with its back-off (not a handshake refusal, which is final).
      await expect(connected(openSocket(at, accessToken))).rejects.toThrow('websocket error');
      expect(socket.connected).toBe(true);

      await stopping.app.close();
      // Not `io server disconnect`: the client would take that as final and not reconnect by itself.
      expect(await closed).toBe('transport close');
    } finally {
      await stopping.close();
    }
  });
});
