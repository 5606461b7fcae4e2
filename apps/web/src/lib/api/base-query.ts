import {
  fetchBaseQuery,
  type BaseQueryApi,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { API_PREFIX } from '@app/shared/constants';
import { sessionActions, type SessionSliceState } from '../session/session-slice';
import { noteSuspended, refusalCode } from '../suspension';
import { noteFamilyAccessEnded } from '../family-access';

// Absolute in a browser (and in jsdom), so requests never depend on how a runtime resolves relative URLs.
export const API_ROOT = typeof window === 'undefined' ? API_PREFIX : `${window.location.origin}${API_PREFIX}`;

const rawBaseQuery = fetchBaseQuery({
  baseUrl: API_ROOT,
  credentials: 'include',
  prepareHeaders(headers, { getState }) {
    const token = (getState() as SessionSliceState).user.accessToken;
    if (token) headers.set('authorization', `Bearer ${token}`);
    return headers;
  },
});

type RefreshResult = { accessToken: string; refreshToken?: string | null } | null;

/**
 * Refresh secrets rotate and a reused one ends the session, so two tabs must never refresh with the same
 * cookie at once. The Web Locks API serialises refreshes across tabs; the second tab then sends the cookie the
 * first one received. Without Web Locks (old browsers, tests) the in-tab queue below still applies.
 */
function withCrossTabLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? (locks.request('session-refresh', work) as Promise<T>) : work();
}

/**
 * Work that reads or replaces the session's cookies runs one at a time, in this tab and across tabs: a refresh, and
 * a request that ends the session and answers with a new one (change-password). A refresh sent while a password
 * change is on its way would carry the refresh cookie of the session the change just ended: the server refuses it
 * and clears the cookies, and the member would be signed out although the change kept them signed in.
 */
let sessionQueue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = sessionQueue.then(() => withCrossTabLock(work));
  sessionQueue = run.then(
    () => undefined,
    () => undefined,
  );
  return run;
}

/** One refresh at a time: every request that got a 401 meanwhile waits for the same answer. */
let refreshInFlight: Promise<RefreshResult> | null = null;

function isRefreshCall(args: string | FetchArgs): boolean {
  const url = typeof args === 'string' ? args : args.url;
  return url.replace(/^\//, '') === 'user/refresh';
}

type SessionApi = Pick<BaseQueryApi, 'dispatch' | 'getState'> & Partial<BaseQueryApi>;

const accessTokenOf = (api: Pick<BaseQueryApi, 'getState'>) => (api.getState() as SessionSliceState).user.accessToken;

/**
 * The refresh, shared by every caller that got a 401 (the base query below, the upload helper, which sends
 * with XMLHttpRequest for its progress events, and the socket): one GET user/refresh at a time; the new credentials
 * are stored, or the member is logged out. `refusedToken` is the access token the server refused (by default the
 * one held now): when the store holds another one by the time this refresh's turn comes (a password change
 * answered meanwhile), that one is used and nothing is refreshed. Resolves with whether the session goes on.
 */
export async function refreshSession(
  api: SessionApi,
  extraOptions: object = {},
  refusedToken: string | null = accessTokenOf(api),
): Promise<boolean> {
  const queryApi: BaseQueryApi = {
    signal: new AbortController().signal,
    abort: () => undefined,
    extra: undefined,
    endpoint: 'refresh',
    type: 'query',
    ...api,
  };
  refreshInFlight ??= oneAtATime(async () => {
    const held = accessTokenOf(queryApi);
    if (held && held !== refusedToken) return { accessToken: held };
    const refreshed = await rawBaseQuery({ url: 'user/refresh', method: 'GET' }, queryApi, extraOptions);
    const data = refreshed.data as { accessToken?: unknown; refreshToken?: unknown } | undefined;
    if (data && typeof data.accessToken === 'string') {
      return {
        accessToken: data.accessToken,
        refreshToken: typeof data.refreshToken === 'string' ? data.refreshToken : null,
      };
    }
    return null;
  }).finally(() => {
    refreshInFlight = null;
  });

  const credentials = await refreshInFlight;
  if (!credentials) {
    api.dispatch(sessionActions.logout());
    return false;
  }
  api.dispatch(sessionActions.setCredentials(credentials));
  return true;
}

/**
 * A request that ends the session and answers with a new access token (and new cookies): change-password. It runs
 * in the session queue, so no refresh crosses it, and its token is stored before the queue moves on. A 401 (an
 * expired access token) gets the usual refresh and one retry.
 */
export const sessionReplacingQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  const attempt = () =>
    oneAtATime(async () => {
      const sent = accessTokenOf(api);
      const result = await rawBaseQuery(args, api, extraOptions);
      const data = result.data as { accessToken?: unknown } | undefined;
      if (data && typeof data.accessToken === 'string') api.dispatch(sessionActions.setCredentials(data.accessToken));
      return { result, sent };
    });
  const first = await attempt();
  if (first.result.error?.status !== 401) return noted(first.result);
  if (!(await refreshSession(api, extraOptions as object, first.sent))) return first.result;
  return noted((await attempt()).result);
};

/**
 * On a 401 call GET user/refresh once (shared by all requests that failed at the same time);
 * on success store the new credentials and retry the original request once; otherwise log out.
 */
export const baseQueryWithReauth: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  const sent = accessTokenOf(api);
  const result = await rawBaseQuery(args, api, extraOptions);
  // A family helper removed from the profile (ADR 017), once for the refused token: refreshed, the session acts for
  // their own account; the acting banner then starts the app afresh as that, and says why.
  if (refusalCode(result.error?.status, result.error?.data) === 'FAMILY_ACCESS_ENDED' && sent !== endedToken) {
    endedToken = sent;
    const name = (api.getState() as SessionSliceState).user.user?.actingAs?.profileName;
    if (await refreshSession(api, extraOptions as object, sent)) noteFamilyAccessEnded(name, true);
    return result;
  }
  if (result.error?.status !== 401 || isRefreshCall(args)) return noted(result);
  if (!(await refreshSession(api, extraOptions as object, sent))) return result;
  return noted(await rawBaseQuery(args, api, extraOptions));
};

/** The access token whose family access ended: acted on once, however many calls it made. */
let endedToken: string | null = null;

/** A 403 `SUSPENDED` from any call sends the member to the suspension screen (lib/suspension.ts). */
function noted<R extends { error?: FetchBaseQueryError | undefined }>(result: R): R {
  if (result.error && refusalCode(result.error.status, result.error.data) === 'SUSPENDED') noteSuspended();
  return result;
}
