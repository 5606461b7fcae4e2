import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, type RouteObject } from 'react-router';
import { toast } from 'sonner';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { API_PREFIX, COMPLETION_FLAGS, type CompletionFlag } from '@app/shared';
import { PLACEHOLDER_BRAND } from '@app/shared/brand';
import { AppProvider } from '../app/provider';
import { AppRoutes } from '../app/router';
import { createStore, whenRehydrated } from '../lib/store';
import { sessionActions, type SessionUser } from '../lib/session/session-slice';

/**
 * Web integration tests: the real providers (i18n, brand, store with persistence, router) around the real
 * routes, and HTTP answered by a stubbed `fetch`. Every test starts with empty storage and no stubs.
 */

beforeEach(() => {
  // sonner keeps active toasts in a module-level store and replays them to the next Toaster: start clean.
  toast.dismiss();
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

export type MockReply = { status?: number; body: unknown; headers?: Record<string, string> };
export type ApiCall = {
  key: string;
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
  /** The query string (the key leaves it out). */
  search: URLSearchParams;
};
type Handler = MockReply | ((call: ApiCall) => MockReply | Promise<MockReply>);

export const reply = (status: number, body: unknown, headers?: Record<string, string>): MockReply => ({
  status,
  body,
  ...(headers ? { headers } : {}),
});

/**
 * Stubs global fetch (RTK Query's fetchBaseQuery calls it with a Request). Handlers are keyed by
 * "METHOD path" with the path relative to /api/v1, e.g. "POST user/login". A request without a handler is
 * recorded in `unhandled` and answered 501, so a test can assert none happened.
 */
export function mockApi(handlers: Record<string, Handler> = {}) {
  const calls: ApiCall[] = [];
  const unhandled: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const path = url.pathname.startsWith(`${API_PREFIX}/`) ? url.pathname.slice(API_PREFIX.length + 1) : url.pathname;
    const text = await request.clone().text();
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = text;
    }
    const key = `${request.method} ${path}`;
    const call: ApiCall = {
      key,
      method: request.method,
      path,
      body,
      headers: request.headers,
      search: url.searchParams,
    };
    calls.push(call);
    const handler = handlers[key];
    if (!handler) {
      unhandled.push(key);
      return json(reply(501, { success: false, code: 'INTERNAL', message: `No mock for ${key}` }));
    }
    return json(typeof handler === 'function' ? await handler(call) : handler);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetch: fetchMock,
    calls,
    unhandled,
    /** The calls made to one "METHOD path". */
    to: (key: string) => calls.filter((call) => call.key === key),
  };
}

function json({ status = 200, body, headers }: MockReply): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

/** A member as the server presents them; flags default to all filled. */
export function buildUser(overrides: Partial<SessionUser> & Partial<Record<CompletionFlag, boolean>> = {}) {
  const flags = Object.fromEntries(COMPLETION_FLAGS.map((flag) => [flag, true])) as Record<CompletionFlag, boolean>;
  return {
    userId: 'u-1',
    uid: 'uid-1',
    email: 'priya@example.com',
    usertype: 'Standard',
    role: 'member' as const,
    ...flags,
    ...overrides,
  };
}

type RenderAppOptions = {
  /** The URL to open (a `#fragment` is the location's hash). */
  path: string;
  /** The routes to render; the whole app (with its guards) by default. */
  routes?: RouteObject[];
  /** A signed-in member: the access token, and the user set with setUser. */
  signedInAs?: ReturnType<typeof buildUser>;
  /** With `signedInAs`: the token only, as after a reload that lost the stored member. */
  withoutStoredUser?: boolean;
  /** The sign-up / reset activation token, as read from its cookie at start-up. */
  activationToken?: string;
  /** Router location state for the first entry. */
  state?: unknown;
};

export async function renderApp({
  path,
  routes,
  signedInAs,
  withoutStoredUser,
  activationToken,
  state,
}: RenderAppOptions) {
  const accessToken = signedInAs ? 'access.jwt' : null;
  const { store, persistor } = createStore({
    cookies: { accessToken, refreshToken: null, activationToken: activationToken ?? null, token: null },
  });
  await whenRehydrated(persistor);
  if (signedInAs && !withoutStoredUser) store.dispatch(sessionActions.setUser({ user: signedInAs, accessToken }));
  const [pathname = path, hash] = path.split('#');
  const location = { pathname };
  function LocationProbe() {
    location.pathname = useLocation().pathname;
    return null;
  }
  const user = userEvent.setup();
  const view = await act(async () =>
    render(
      <AppProvider brand={PLACEHOLDER_BRAND} store={store} persistor={persistor}>
        <MemoryRouter initialEntries={[{ pathname, ...(hash === undefined ? {} : { hash: `#${hash}` }), state }]}>
          <LocationProbe />
          <AppRoutes routes={routes} />
        </MemoryRouter>
      </AppProvider>,
    ),
  );
  return {
    ...view,
    store,
    user,
    /** The current path of the in-memory router. */
    pathname: () => location.pathname,
  };
}

/** The toast showing `text` (sonner), with its type: 'success', 'error', … */
export async function findToast(text: string | RegExp) {
  const message = await screen.findByText(text, { selector: '[data-sonner-toast] *' });
  const toast = message.closest('[data-sonner-toast]');
  expect(toast).not.toBeNull();
  return { element: toast as HTMLElement, type: toast?.getAttribute('data-type') };
}
