import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiSlice } from '../api-slice';
import { createStore } from '../../store';
import { sessionActions } from '../../session/session-slice';

const probeApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<{ n: number }, number>({ query: (n) => `probe/${n}` }),
  }),
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function signedInStore() {
  const { store } = createStore({
    cookies: { accessToken: 'old', refreshToken: 'marker', activationToken: null, token: null },
  });
  store.dispatch(sessionActions.setUser({ user: { userId: 'u-1' }, accessToken: 'old', refreshToken: 'marker' }));
  return store;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('base query: 401 → one shared refresh → retry once', () => {
  it('sends cookies and the access token to /api/v1', async () => {
    const fetchMock = vi.fn(async (_request: Request) => json(200, { n: 1 }));
    vi.stubGlobal('fetch', fetchMock);
    const store = signedInStore();
    await store.dispatch(probeApi.endpoints.probe.initiate(1));
    const request = fetchMock.mock.calls[0]?.[0] as Request;
    expect(new URL(request.url).pathname).toBe('/api/v1/probe/1');
    expect(request.credentials).toBe('include');
    expect(request.headers.get('authorization')).toBe('Bearer old');
  });

  it('parallel 401s share a single GET user/refresh, then each request is retried once with the new token', async () => {
    let refreshCalls = 0;
    const fetchMock = vi.fn(async (request: Request) => {
      const path = new URL(request.url).pathname;
      if (path === '/api/v1/user/refresh') {
        refreshCalls += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
        return json(200, { success: true, accessToken: 'new' });
      }
      return request.headers.get('authorization') === 'Bearer new'
        ? json(200, { n: Number(path.split('/').pop()) })
        : json(401, { success: false, code: 'TOKEN_EXPIRED', message: 'expired' });
    });
    vi.stubGlobal('fetch', fetchMock);
    const store = signedInStore();
    const results = await Promise.all([1, 2, 3].map((n) => store.dispatch(probeApi.endpoints.probe.initiate(n))));
    expect(results.map((result) => result.data)).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect(refreshCalls).toBe(1);
    expect(store.getState().user.accessToken).toBe('new');
    // 3 first attempts + 1 refresh + 3 retries.
    expect(fetchMock).toHaveBeenCalledTimes(7);
  });

  it('retries only once: a second 401 after a successful refresh is returned, not looped', async () => {
    const fetchMock = vi.fn(async (request: Request) =>
      new URL(request.url).pathname === '/api/v1/user/refresh'
        ? json(200, { success: true, accessToken: 'new' })
        : json(401, { success: false, code: 'UNAUTHENTICATED', message: 'no' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const store = signedInStore();
    const result = await store.dispatch(probeApi.endpoints.probe.initiate(9));
    expect(result.error).toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('logs out when the refresh fails', async () => {
    const fetchMock = vi.fn(async () => json(401, { success: false, code: 'UNAUTHENTICATED', message: 'no' }));
    vi.stubGlobal('fetch', fetchMock);
    const store = signedInStore();
    await store.dispatch(probeApi.endpoints.probe.initiate(5));
    expect(store.getState().user).toMatchObject({ user: null, accessToken: null, refreshToken: null });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
