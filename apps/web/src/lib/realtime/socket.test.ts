import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { REALTIME } from '@app/shared/realtime/constants';
import { lastFakeSocket, resetFakeSockets, type FakeSocket } from '../../testing/fake-socket-io';
import { mockApi, reply } from '../../testing/render-app';
import type { NotificationItem } from '@app/shared/realtime';
import { sessionActions } from '../session/session-slice';
import { notificationActions } from './notification-slice';
import { useSuspendedNotice } from '../suspension';
import { createStore, whenRehydrated } from '../store';
import { startRealtime, type RealtimeListener } from './socket';

const MEMBER = {
  userId: 'u-1',
  uid: 'uid-1',
  email: 'priya@example.com',
  usertype: 'Standard',
  role: 'member' as const,
};

async function signedInStore(token: string | null = 'access.one') {
  const { store, persistor } = createStore({
    cookies: { accessToken: token, refreshToken: null, activationToken: null, token: null },
  });
  await whenRehydrated(persistor);
  if (token) store.dispatch(sessionActions.setUser({ user: MEMBER, accessToken: token }));
  return store;
}

function start(store: Awaited<ReturnType<typeof signedInStore>>, listeners: RealtimeListener[] = []) {
  const controller = startRealtime(store, listeners);
  return { controller, socket: lastFakeSocket() as FakeSocket };
}

beforeEach(() => {
  resetFakeSockets();
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});

describe('the realtime socket', () => {
  it('connects with the access token, websocket only on the shared path, and closes at logout', async () => {
    const store = await signedInStore();
    const { controller, socket } = start(store);
    expect(socket.options).toMatchObject({
      path: REALTIME.path,
      transports: ['websocket'],
      reconnectionAttempts: 10,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
      timeout: 20000,
    });
    expect(socket.handshakes).toEqual([{ token: 'access.one' }]);
    socket.accept();
    // One socket per store, however many pages start it.
    expect(startRealtime(store, [])).toBe(controller);

    store.dispatch(sessionActions.logout());
    expect(socket.connected).toBe(false);
    expect(socket.disconnects).toBe(1);

    // The next sign-in opens it again, with the new token.
    store.dispatch(sessionActions.setUser({ user: MEMBER, accessToken: 'access.two' }));
    expect(socket.handshakes.at(-1)).toEqual({ token: 'access.two' });
    controller.stop();
  });

  it('without a token only logs that it does not connect', async () => {
    const store = await signedInStore(null);
    const { controller, socket } = start(store);
    expect(socket.handshakes).toEqual([]);
    expect(console.info).toHaveBeenCalledWith('[realtime] no access token; not connecting');
    controller.stop();
  });

  it('a handshake refused for an expired token refreshes the session once and connects with the new token', async () => {
    const api = mockApi({ 'GET user/refresh': reply(200, { success: true, accessToken: 'access.fresh' }) });
    const store = await signedInStore();
    const { controller, socket } = start(store);
    socket.refuse('TOKEN_EXPIRED');
    await waitFor(() => expect(socket.handshakes.at(-1)).toEqual({ token: 'access.fresh' }));
    expect(api.to('GET user/refresh')).toHaveLength(1);
    expect(store.getState().user.accessToken).toBe('access.fresh');
    controller.stop();
  });

  it('when the server ends the socket at token expiry, it refreshes and reconnects; a failed refresh signs out', async () => {
    let refreshes = 0;
    mockApi({
      'GET user/refresh': () => {
        refreshes += 1;
        return refreshes === 1
          ? reply(200, { success: true, accessToken: 'access.fresh' })
          : reply(401, { success: false, code: 'UNAUTHENTICATED', message: 'Please sign in.' });
      },
    });
    const store = await signedInStore();
    const { controller, socket } = start(store);
    socket.accept();
    socket.serverDisconnect('token_expired');
    await waitFor(() => expect(socket.handshakes.at(-1)).toEqual({ token: 'access.fresh' }));
    socket.accept();

    socket.serverDisconnect('session_ended');
    await waitFor(() => expect(store.getState().user.accessToken).toBeNull());
    expect(socket.active).toBe(false);
    expect(socket.handshakes).toHaveLength(2);
    controller.stop();
  });

  it('a socket ended or refused for suspension sends the member to the suspension screen', async () => {
    mockApi({ 'GET user/refresh': reply(200, { success: true, accessToken: 'access.two' }) });
    const store = await signedInStore();
    const notice = renderHook(() => useSuspendedNotice());
    const { controller, socket } = start(store);
    socket.accept();
    expect(notice.result.current.suspended).toBe(false);
    socket.serverDisconnect('suspended');
    await waitFor(() => expect(notice.result.current.suspended).toBe(true));
    act(() => notice.result.current.clear());
    expect(notice.result.current.suspended).toBe(false);
    await waitFor(() => expect(socket.handshakes.length).toBeGreaterThan(1));
    act(() => socket.refuse('SUSPENDED'));
    expect(notice.result.current.suspended).toBe(true);
    act(() => notice.result.current.clear());
    controller.stop();
  });

  it('a family manager switching profile connects again as the other one and forgets what the first one heard', async () => {
    const jwt = (claims: Record<string, string>) =>
      `h.${btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.s`;
    const own = jwt({ sub: 'mother', sid: 's1' });
    const store = await signedInStore(own);
    const { controller, socket } = start(store);
    socket.accept();
    store.dispatch(
      notificationActions.setNotification({
        notifications: [{ notificationId: 'n1' } as NotificationItem],
        unreadCount: 1,
      }),
    );

    // A refreshed token for the same account and profile: the socket stays as it is.
    store.dispatch(sessionActions.setCredentials({ accessToken: jwt({ sub: 'mother', sid: 's1', jti: '2' }) }));
    expect(socket.disconnects).toBe(0);
    expect(store.getState().notification?.notificationCount).toBe(1);

    // Acting for her daughter's profile: a new connection with the new token, and the old profile's state gone.
    const acting = jwt({ sub: 'mother', sid: 's1', act: 'daughter' });
    store.dispatch(sessionActions.setCredentials({ accessToken: acting }));
    expect(socket.disconnects).toBe(1);
    expect(socket.handshakes.at(-1)).toEqual({ token: acting });
    expect(store.getState().notification?.notificationCount).toBe(0);
    controller.stop();
  });

  it('a handshake refused as unauthenticated stops until the token changes', async () => {
    const api = mockApi();
    const store = await signedInStore();
    const { controller, socket } = start(store);
    socket.refuse('UNAUTHENTICATED');
    expect(api.calls).toEqual([]);
    expect(socket.handshakes).toHaveLength(1);
    store.dispatch(sessionActions.setCredentials({ accessToken: 'access.other' }));
    expect(socket.handshakes.at(-1)).toEqual({ token: 'access.other' });
    controller.stop();
  });

  it('features hear their events, and after a reconnection (not the first connection) fetch what they missed', async () => {
    const store = await signedInStore();
    const heard: unknown[] = [];
    const reconnections = vi.fn();
    const { controller, socket } = start(store, [
      (hub) => {
        hub.on('notifications_changed', (payload) => heard.push(payload));
        hub.onReconnect(reconnections);
      },
    ]);
    socket.accept();
    expect(reconnections).not.toHaveBeenCalled();
    socket.serverEmit('notifications_changed', { unreadCount: 3 });
    expect(heard).toEqual([{ unreadCount: 3 }]);
    socket.drop();
    socket.accept();
    expect(reconnections).toHaveBeenCalledTimes(1);
    controller.stop();
  });
});
