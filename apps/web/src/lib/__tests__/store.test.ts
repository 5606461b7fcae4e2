import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../store';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('store: RTK Query joins when the first feature that calls the server loads', () => {
  it('a store created before the API loaded gains its state and middleware at once, and serves requests', async () => {
    const { store } = createStore({
      cookies: { accessToken: 'token', refreshToken: null, activationToken: null, token: null },
    });
    expect(store.getState().apiSlice).toBeUndefined();

    const { apiSlice } = await import('../api/api-slice');
    // No action in between: the state is there as soon as the module has loaded.
    expect(store.getState().apiSlice).toMatchObject({ queries: {}, mutations: {} });

    const fetchMock = vi.fn(
      async (_request: Request) =>
        new Response(JSON.stringify({ ok: true }), { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const lateApi = apiSlice.injectEndpoints({
      endpoints: (build) => ({ lateProbe: build.query<{ ok: boolean }, void>({ query: () => 'late-probe' }) }),
    });
    const result = await store.dispatch(lateApi.endpoints.lateProbe.initiate());
    expect(result.data).toEqual({ ok: true });
    expect(Object.values(store.getState().apiSlice?.queries ?? {})).toMatchObject([{ status: 'fulfilled' }]);

    // A store created afterwards has the API from the start.
    const { store: later } = createStore();
    expect(later.getState().apiSlice).toMatchObject({ queries: {} });
  });
});
