import { STORAGE_KEY } from '@app/shared/constants';
import type { VapidPublicKeyResponse } from '@app/shared/push';
import { apiSlice } from '../api/api-slice';
import { readStorage, writeStorage } from '../session/browser-storage';
import type { AppDispatch } from '../store';

/** The words shown when the member does not allow notifications. */
export const PUSH_DENIED_ALERT = 'You denied for notification';

/** The service worker at the site root (apps/web/public/sw.js), so its scope is the whole site. */
export const SERVICE_WORKER_URL = '/sw.js';

const pushApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** GET push/vapidPublicKey: the key the browser subscribes with. */
    vapidPublicKey: build.query<VapidPublicKeyResponse, void>({ query: () => 'push/vapidPublicKey' }),
    /** POST user/updateFcmToken: this browser's subscription, as the device registration payload. */
    updateFcmToken: build.mutation<unknown, { fcmToken: string; uid: string; userStatus: 'false' }>({
      query: (body) => ({ url: 'user/updateFcmToken', method: 'POST', body }),
    }),
  }),
});

function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  return Uint8Array.from(atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4)), (ch) => ch.charCodeAt(0));
}

function sameBytes(buffer: ArrayBuffer, bytes: Uint8Array): boolean {
  const other = new Uint8Array(buffer);
  return other.length === bytes.length && other.every((byte, index) => byte === bytes[index]);
}

/** This browser's subscription for the site's key: the one it has, or a new one (the old one dropped if the key changed). */
async function subscribe(pushManager: PushManager, publicKey: string): Promise<PushSubscription> {
  const key = base64UrlToBytes(publicKey);
  const existing = await pushManager.getSubscription();
  if (existing) {
    const current = existing.options.applicationServerKey;
    if (current && sameBytes(current, key)) return existing;
    await existing.unsubscribe();
  }
  return pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

/**
 * Web Push on start, for the signed-in member `uid`:
 * 1. a push token stored from before (`localStorage.fcmToken`) is registered again, once;
 * 2. the service worker is registered from the site root (a failure is only logged, and push stays off);
 * 3. notification permission is asked for: when granted, the browser subscribes with the site's VAPID key and the
 *    subscription's JSON is stored as `fcmToken` and registered (unless it is the token just sent); otherwise an
 *    alert says so.
 * Never throws; every failure is logged with `console.info` (the site works without push).
 */
export async function startPush({ uid, dispatch }: { uid: string; dispatch: AppDispatch }): Promise<void> {
  const register = async (fcmToken: string): Promise<boolean> => {
    try {
      await dispatch(pushApi.endpoints.updateFcmToken.initiate({ fcmToken, uid, userStatus: 'false' })).unwrap();
      return true;
    } catch (error) {
      console.info('Push notifications: the device registration failed.', error);
      return false;
    }
  };
  const stored = readStorage(STORAGE_KEY.fcmToken);
  const registered = stored && (await register(stored)) ? stored : null;

  if (!('serviceWorker' in navigator) || typeof Notification === 'undefined' || typeof PushManager === 'undefined') {
    console.info('Push notifications: this browser has no Web Push.');
    return;
  }
  let registration: ServiceWorkerRegistration;
  try {
    await navigator.serviceWorker.register(SERVICE_WORKER_URL);
    registration = await navigator.serviceWorker.ready;
  } catch (error) {
    console.info('Push notifications: the service worker did not register.', error);
    return;
  }

  if ((await Notification.requestPermission()) !== 'granted') {
    alert(PUSH_DENIED_ALERT);
    return;
  }
  try {
    const request = dispatch(pushApi.endpoints.vapidPublicKey.initiate(undefined, { subscribe: false }));
    const { data } = await request.unwrap();
    const token = JSON.stringify(await subscribe(registration.pushManager, data.publicKey));
    writeStorage(STORAGE_KEY.fcmToken, token);
    if (token !== registered) await register(token);
  } catch (error) {
    console.info('Push notifications: subscribing failed.', error);
  }
}
