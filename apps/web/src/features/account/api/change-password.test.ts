import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiSlice } from '../../../lib/api/api-slice';
import { createStore } from '../../../lib/store';
import { sessionActions } from '../../../lib/session/session-slice';
import { changePasswordApi } from './change-password';

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

describe('change-password: a password change and a refresh never cross (issue 26)', () => {
  it('a request refused during a password change is retried with the new token; the member stays signed in', async () => {
    // The browser's cookie jar: the change-password answer replaces the refresh cookie when it arrives.
    let refreshCookie = 'old secret';
    let answerChange = () => {};
    const changeAnswered = new Promise<void>((resolve) => {
      answerChange = resolve;
    });
    const fetchMock = vi.fn(async (request: Request) => {
      const path = new URL(request.url).pathname;
      if (path === '/api/v1/user/change-password') {
        await changeAnswered;
        refreshCookie = 'new secret';
        return json(200, { success: true, message: 'changed', accessToken: 'after change' });
      }
      if (path === '/api/v1/user/refresh') {
        // The old session ended with the change: its refresh cookie is refused (and the server clears the cookies).
        return refreshCookie === 'new secret'
          ? json(200, { success: true, accessToken: 'refreshed' })
          : json(401, { success: false, code: 'UNAUTHENTICATED', message: 'Please sign in to continue.' });
      }
      return request.headers.get('authorization') === 'Bearer old'
        ? json(401, { success: false, code: 'UNAUTHENTICATED', message: 'Please sign in to continue.' })
        : json(200, { n: Number(path.split('/').pop()) });
    });
    vi.stubGlobal('fetch', fetchMock);
    const store = signedInStore();

    const change = store.dispatch(
      changePasswordApi.endpoints.changePassword.initiate({
        currentPassword: 'the old password',
        newPassword: 'a new long password',
      }),
    );
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    // A request sent with the old token meets the server after the change ended the old session.
    const probe = store.dispatch(probeApi.endpoints.probe.initiate(4));
    await new Promise((resolve) => setTimeout(resolve, 20));
    answerChange();
    const changed = await change;
    const probed = await probe;

    expect(changed.data).toMatchObject({ accessToken: 'after change' });
    expect(probed.data).toEqual({ n: 4 });
    expect(store.getState().user).toMatchObject({ user: { userId: 'u-1' }, accessToken: 'after change' });
  });
});
