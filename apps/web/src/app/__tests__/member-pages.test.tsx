import { cleanup, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser, mockApi, renderApp, reply } from '../../testing/render-app';
import { memberPages } from '../member-pages';

const concrete = (path: string) => path.replace(':name', 'asha-k').replace(':userId', 'u-1');

/** The first render loads the page's code on demand: slow on a busy machine. */
const LOADED = { timeout: 10_000 };

describe('member pages: a reload that lost the stored member', { timeout: 60_000 }, () => {
  // Every member page, not only the dashboard: the onboarding steps and the success page read the completion flags.
  it.each(Object.keys(memberPages).map((path) => [concrete(path)]))(
    '%s asks the server who is signed in',
    async (path) => {
      const user = buildUser();
      const api = mockApi({ 'GET user/me': reply(200, { success: true, user }) });
      await renderApp({ path, signedInAs: user, withoutStoredUser: true });
      await waitFor(() => expect(api.to('GET user/me')).toHaveLength(1), LOADED);
      cleanup();
    },
  );

  it('and a page whose session knows the member does not ask', async () => {
    const api = mockApi({ 'GET user/me': reply(200, { success: true, user: buildUser() }) });
    await renderApp({ path: '/personal-details', signedInAs: buildUser() });
    // The page's own requests have gone out; none of them is user/me.
    await waitFor(() => expect(api.calls.length).toBeGreaterThan(0), LOADED);
    expect(api.to('GET user/me')).toHaveLength(0);
  });
});
