import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEY } from '@app/shared/constants';
import { buildUser, mockApi, reply } from '../../../testing/render-app';
import { sessionActions } from '../../session/session-slice';
import { createStore, whenRehydrated } from '../../store';
import { PushOnStart } from '../push-on-start';
import { PUSH_DENIED_ALERT, startPush } from '../start-push';

// An uncompressed P-256 point in base64url, as GET push/vapidPublicKey answers.
const PUBLIC_KEY = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const keyBytes = () =>
  Uint8Array.from(atob(PUBLIC_KEY.replace(/-/g, '+').replace(/_/g, '/') + '='), (c) => c.charCodeAt(0));

function fakeSubscription(endpoint: string, key: Uint8Array) {
  const json = { endpoint, expirationTime: null, keys: { p256dh: 'p256dh-of-this-browser', auth: 'auth-secret' } };
  return {
    endpoint,
    options: { applicationServerKey: key.slice().buffer, userVisibleOnly: true },
    toJSON: () => json,
    unsubscribe: vi.fn(async () => true),
  };
}

/** A browser with Web Push: a service worker container, a push manager and the Notification API, all recorded. */
function fakeBrowser({
  permission = 'granted',
  registration = 'ok',
  existing = null,
}: {
  permission?: NotificationPermission;
  registration?: 'ok' | 'fails';
  existing?: ReturnType<typeof fakeSubscription> | null;
} = {}) {
  const created = fakeSubscription('https://fcm.googleapis.com/fcm/send/new-device', keyBytes());
  const pushManager = {
    getSubscription: vi.fn(async () => existing),
    subscribe: vi.fn(async (_options: PushSubscriptionOptionsInit) => created),
  };
  const serviceWorker = {
    register: vi.fn(async () => {
      if (registration === 'fails')
        throw new DOMException('The script resource is behind a redirect.', 'SecurityError');
      return { pushManager };
    }),
    ready: Promise.resolve({ pushManager }),
  };
  Object.defineProperty(navigator, 'serviceWorker', { value: serviceWorker, configurable: true });
  const requestPermission = vi.fn(async () => permission);
  vi.stubGlobal('Notification', { requestPermission, permission: 'default' });
  vi.stubGlobal('PushManager', class {});
  const alert = vi.fn();
  vi.stubGlobal('alert', alert);
  return { serviceWorker, pushManager, requestPermission, alert, created };
}

function mockPushApi() {
  return mockApi({
    'GET push/vapidPublicKey': reply(200, { success: true, data: { publicKey: PUBLIC_KEY } }),
    'POST user/updateFcmToken': reply(200, { success: true, message: 'Device registered.' }),
  });
}

async function signedInStore(uid = 'uid-1') {
  const { store, persistor } = createStore({
    cookies: { accessToken: 'access.jwt', refreshToken: null, activationToken: null, token: null },
  });
  await whenRehydrated(persistor);
  store.dispatch(sessionActions.setUser({ user: buildUser({ uid }), accessToken: 'access.jwt' }));
  return store;
}

let info: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
});

describe('startPush', () => {
  it('granted: registers /sw.js, subscribes with the site key, stores the subscription as fcmToken and registers it', async () => {
    const browser = fakeBrowser();
    const api = mockPushApi();
    const store = await signedInStore();
    await startPush({ uid: 'uid-1', dispatch: store.dispatch });

    expect(browser.serviceWorker.register).toHaveBeenCalledWith('/sw.js');
    expect(browser.requestPermission).toHaveBeenCalledOnce();
    expect(browser.pushManager.subscribe).toHaveBeenCalledOnce();
    const options = browser.pushManager.subscribe.mock.calls[0]![0];
    expect(options.userVisibleOnly).toBe(true);
    expect([...(options.applicationServerKey as Uint8Array)]).toEqual([...keyBytes()]);
    const token = JSON.stringify(browser.created.toJSON());
    expect(localStorage.getItem(STORAGE_KEY.fcmToken)).toBe(token);
    const sent = api.to('POST user/updateFcmToken');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({ fcmToken: token, uid: 'uid-1', userStatus: 'false' });
    expect(sent[0]!.headers.get('authorization')).toBe('Bearer access.jwt');
    expect(browser.alert).not.toHaveBeenCalled();
    expect(api.unhandled).toEqual([]);
  });

  it('denied: says "You denied for notification" and subscribes nothing', async () => {
    const browser = fakeBrowser({ permission: 'denied' });
    const api = mockPushApi();
    const store = await signedInStore();
    await startPush({ uid: 'uid-1', dispatch: store.dispatch });

    expect(browser.alert).toHaveBeenCalledExactlyOnceWith('You denied for notification');
    expect(PUSH_DENIED_ALERT).toBe('You denied for notification');
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(api.calls).toEqual([]);
    expect(localStorage.getItem(STORAGE_KEY.fcmToken)).toBeNull();
  });

  it('a stored push token is registered once on start, also when the browser gives the same subscription', async () => {
    const browser = fakeBrowser();
    const token = JSON.stringify(browser.created.toJSON());
    localStorage.setItem(STORAGE_KEY.fcmToken, token);
    const api = mockPushApi();
    const store = await signedInStore();
    await startPush({ uid: 'uid-1', dispatch: store.dispatch });

    const sent = api.to('POST user/updateFcmToken');
    expect(sent.map((call) => call.body)).toEqual([{ fcmToken: token, uid: 'uid-1', userStatus: 'false' }]);
  });

  it('a stored push token is registered even when notifications are denied', async () => {
    const browser = fakeBrowser({ permission: 'denied' });
    localStorage.setItem(STORAGE_KEY.fcmToken, '{"endpoint":"https://fcm.googleapis.com/fcm/send/old"}');
    const api = mockPushApi();
    const store = await signedInStore();
    await startPush({ uid: 'uid-1', dispatch: store.dispatch });

    expect(api.to('POST user/updateFcmToken').map((call) => call.body)).toEqual([
      { fcmToken: '{"endpoint":"https://fcm.googleapis.com/fcm/send/old"}', uid: 'uid-1', userStatus: 'false' },
    ]);
    expect(browser.alert).toHaveBeenCalledWith(PUSH_DENIED_ALERT);
  });

  it('replaces a subscription made with another key (the site key changed)', async () => {
    const old = fakeSubscription('https://fcm.googleapis.com/fcm/send/old-key', new Uint8Array(65).fill(4));
    const browser = fakeBrowser({ existing: old });
    const api = mockPushApi();
    const store = await signedInStore();
    await startPush({ uid: 'uid-1', dispatch: store.dispatch });

    expect(old.unsubscribe).toHaveBeenCalledOnce();
    expect(browser.pushManager.subscribe).toHaveBeenCalledOnce();
    expect(api.to('POST user/updateFcmToken')[0]!.body).toMatchObject({
      fcmToken: JSON.stringify(browser.created.toJSON()),
    });
  });

  it('keeps a subscription made with the site key', async () => {
    const current = fakeSubscription('https://fcm.googleapis.com/fcm/send/current', keyBytes());
    const browser = fakeBrowser({ existing: current });
    const api = mockPushApi();
    const store = await signedInStore();
    await startPush({ uid: 'uid-1', dispatch: store.dispatch });

    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(current.unsubscribe).not.toHaveBeenCalled();
    expect(api.to('POST user/updateFcmToken')[0]!.body).toMatchObject({ fcmToken: JSON.stringify(current.toJSON()) });
  });

  it('a service worker that does not register is only logged: no prompt, no alert, no error', async () => {
    const browser = fakeBrowser({ registration: 'fails' });
    const api = mockPushApi();
    const store = await signedInStore();
    await expect(startPush({ uid: 'uid-1', dispatch: store.dispatch })).resolves.toBeUndefined();

    expect(info).toHaveBeenCalledWith(
      'Push notifications: the service worker did not register.',
      expect.any(DOMException),
    );
    expect(browser.requestPermission).not.toHaveBeenCalled();
    expect(browser.alert).not.toHaveBeenCalled();
    expect(api.calls).toEqual([]);
  });
});

describe('PushOnStart', () => {
  async function mount(uid: string | null) {
    const { store, persistor } = createStore({
      cookies: { accessToken: 'access.jwt', refreshToken: null, activationToken: null, token: null },
    });
    await whenRehydrated(persistor);
    if (uid) store.dispatch(sessionActions.setUser({ user: buildUser({ uid }), accessToken: 'access.jwt' }));
    return render(
      <Provider store={store}>
        <PushOnStart />
      </Provider>,
    );
  }

  it('starts push once per page load for a signed-in member, after the app is idle', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const browser = fakeBrowser();
      mockPushApi();
      const first = await mount('uid-once');
      expect(browser.serviceWorker.register).not.toHaveBeenCalled();
      await act(() => vi.advanceTimersByTimeAsync(1000));
      await vi.waitFor(() => expect(browser.requestPermission).toHaveBeenCalledOnce(), { timeout: 5000 });
      // Another member page mounts it again: nothing more.
      first.unmount();
      await mount('uid-once');
      await act(() => vi.advanceTimersByTimeAsync(5000));
      expect(browser.serviceWorker.register).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });

  it('does nothing until the member is known', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const browser = fakeBrowser();
      const api = mockPushApi();
      await mount(null);
      await act(() => vi.advanceTimersByTimeAsync(5000));
      expect(browser.serviceWorker.register).not.toHaveBeenCalled();
      expect(api.calls).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});
