import { cleanup, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser, mockApi, renderApp, reply } from '../../testing/render-app';
import { memberPages } from '../member-pages';

const concrete = (path: string) => path.replace(':name', 'asha-k').replace(':userId', 'u-1');

/** The first render loads the page's code on demand: slow on a busy machine. */
const LOADED = { timeout: 10_000 };

describe('member pages: a reload that lost the stored member', { timeout: 60_000 }, () => {
  // Every member page, not only the dashboard: the onboarding steps and the success page read the completion flags.
  // Not the suspension screen: it calls only the endpoints a suspended member may reach (test below).
  it.each(
    Object.keys(memberPages)
      .filter((path) => path !== '/suspended')
      .map((path) => [concrete(path)]),
  )('%s asks the server who is signed in', async (path) => {
    const user = buildUser();
    const api = mockApi({ 'GET user/me': reply(200, { success: true, user }) });
    await renderApp({ path, signedInAs: user, withoutStoredUser: true });
    await waitFor(() => expect(api.to('GET user/me')).toHaveLength(1), LOADED);
    cleanup();
  });

  it('the suspension screen asks only about the suspension, never user/me', async () => {
    const api = mockApi({
      'POST user/check-user-suspension': reply(200, {
        success: true,
        isSuspended: true,
        suspendedAt: '2026-11-20T10:00:00.000Z',
        unsuspendAt: null,
        reason: 'inappropriate-image',
        userDetails: {
          userId: 'u-1',
          email: 'priya@example.com',
          usertype: 'Standard',
          displayName: 'Priya',
          aboutYourSelf: null,
          profileImage: [],
        },
        correctionPending: false,
      }),
    });
    await renderApp({ path: '/suspended', signedInAs: buildUser(), withoutStoredUser: true });
    expect(await screen.findByRole('heading', { name: 'Your account is suspended' }, LOADED)).toBeInTheDocument();
    expect(api.calls.map((call) => call.key)).toEqual(['POST user/check-user-suspension']);
    cleanup();
  });

  it('and a page whose session knows the member does not ask', async () => {
    const api = mockApi({ 'GET user/me': reply(200, { success: true, user: buildUser() }) });
    await renderApp({ path: '/personal-details', signedInAs: buildUser() });
    // The page's own requests have gone out; none of them is user/me.
    await waitFor(() => expect(api.calls.length).toBeGreaterThan(0), LOADED);
    expect(api.to('GET user/me')).toHaveLength(0);
  });
});
