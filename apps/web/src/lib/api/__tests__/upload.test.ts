import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeXhr } from '../../../testing/fake-xhr';
import { createStore } from '../../store';
import { sessionActions } from '../../session/session-slice';
import { readApiFailure } from '../api-failure';
import { uploadWithProgress, type UploadProgress } from '../upload';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function signedInStore() {
  const { store } = createStore({
    cookies: { accessToken: 'old', refreshToken: 'marker', activationToken: null, token: null },
  });
  store.dispatch(sessionActions.setUser({ user: { userId: 'u-1' }, accessToken: 'old', refreshToken: 'marker' }));
  return store;
}

function photoForm() {
  const body = new FormData();
  body.append('profileImage', new File(['jpeg bytes'], 'me.jpg', { type: 'image/jpeg' }));
  return body;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('uploadWithProgress', () => {
  it('sends the body with the access token and cookies, reports progress and resolves with the JSON answer', async () => {
    const xhr = installFakeXhr();
    const store = signedInStore();
    const progress: UploadProgress[] = [];
    const body = photoForm();
    const done = uploadWithProgress<{ success: boolean }>({
      url: 'form/profileImageUpload',
      body,
      session: store,
      onProgress: (step) => progress.push(step),
    });
    const [request] = xhr.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('form/profileImageUpload');
    expect(request?.headers.authorization).toBe('Bearer old');
    expect(request?.withCredentials).toBe(true);
    expect(request?.body).toBe(body);
    request?.progress(50, 200);
    request?.progress(200, 200);
    request?.respond(200, { success: true });
    await expect(done).resolves.toEqual({ success: true });
    expect(progress.map((step) => step.fraction)).toEqual([0, 0.25, 1]);
  });

  it('rejects with the status and body of a refusal, which readApiFailure reads like any API error', async () => {
    const xhr = installFakeXhr((request) =>
      request.respond(413, { success: false, code: 'PAYLOAD_TOO_LARGE', message: 'That photo is over 15 MB.' }),
    );
    const store = signedInStore();
    const error = await uploadWithProgress({ url: 'form/profileImageUpload', body: photoForm(), session: store }).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(xhr.requests).toHaveLength(1);
    expect(readApiFailure(error)).toMatchObject({
      kind: 'rejected',
      status: 413,
      message: 'That photo is over 15 MB.',
    });
  });

  it('a broken connection is a failure without a status', async () => {
    installFakeXhr((request) => request.fail());
    const store = signedInStore();
    const error = await uploadWithProgress({ url: 'form/profileImageUpload', body: photoForm(), session: store }).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({ status: 'FETCH_ERROR' });
    expect(readApiFailure(error)).toEqual({ kind: 'failed' });
  });

  it('on a 401 makes the shared refresh, stores the new token and sends once more with it', async () => {
    const fetchMock = vi.fn(async (request: Request) =>
      new URL(request.url).pathname === '/api/v1/user/refresh'
        ? json(200, { success: true, accessToken: 'new' })
        : json(404, {}),
    );
    vi.stubGlobal('fetch', fetchMock);
    const xhr = installFakeXhr((request) =>
      request.headers.authorization === 'Bearer new'
        ? request.respond(200, { success: true, message: 'Uploaded' })
        : request.respond(401, { success: false, code: 'TOKEN_EXPIRED', message: 'expired' }),
    );
    const store = signedInStore();
    await expect(
      uploadWithProgress({ url: 'form/profileImageUpload', body: photoForm(), session: store }),
    ).resolves.toEqual({ success: true, message: 'Uploaded' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(xhr.requests.map((request) => request.headers.authorization)).toEqual(['Bearer old', 'Bearer new']);
    expect(store.getState().user.accessToken).toBe('new');
  });

  it('retries only once, and logs out when the refresh fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(401, { success: false, code: 'UNAUTHENTICATED', message: 'no' })),
    );
    const xhr = installFakeXhr((request) =>
      request.respond(401, { success: false, code: 'TOKEN_EXPIRED', message: 'expired' }),
    );
    const store = signedInStore();
    const error = await uploadWithProgress({ url: 'form/profileImageUpload', body: photoForm(), session: store }).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({ status: 401 });
    expect(xhr.requests).toHaveLength(1);
    expect(store.getState().user).toMatchObject({ user: null, accessToken: null });
  });

  it('stops when its signal aborts', async () => {
    const xhr = installFakeXhr();
    const store = signedInStore();
    const controller = new AbortController();
    const done = uploadWithProgress({
      url: 'form/profileImageUpload',
      body: photoForm(),
      session: store,
      signal: controller.signal,
    });
    controller.abort();
    await expect(done).rejects.toMatchObject({ status: 'ABORTED' });
    expect(xhr.requests[0]?.settled).toBe(true);
  });
});
