import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { Navigate, useLocation, useNavigate, type NavigateFunction, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildUser, findToast, mockApi, renderApp, reply } from '../../testing/render-app';
import {
  buildMyDetails,
  buildPreferences,
  COUNTRIES,
  MEMBER_ID,
  OTHER_ID,
} from '../../features/profile/my-details/testing/fixtures';
import { conversation, conversationsReply, member, message } from '../../features/chat/testing/fixtures';
import { buildCard } from '../../features/discover/testing/members';
import { setLanguage } from '../../lib/i18n';
import { AuthOnly } from '../guards';
import { RootLayout } from '../root-layout';
import { DashboardPage } from './user-dashboard-page';
import { AccountDeletedPage } from '../../features/account/pages/account-deleted-page';

/** Where the router is, and a way to go Back and Forward as the browser's buttons do. */
const router: { search: string; navigate: NavigateFunction | null } = { search: '', navigate: null };
function RouterProbe() {
  router.search = useLocation().search;
  router.navigate = useNavigate();
  return null;
}

/** The dashboard behind the real guard, with simple stand-ins for where the flows lead. */
const routes: RouteObject[] = [
  {
    element: <RootLayout extras={<RouterProbe />} />,
    children: [
      { path: '/', element: <h1>Home page</h1> },
      { path: '/login', element: <h1>Login page</h1> },
      { path: '/account-deleted', element: <AccountDeletedPage /> },
      // A link straight to a tab, as a bookmark or an e-mail would open it.
      { path: '/account-link', element: <Navigate to="/user-dashboard?tab=account" replace /> },
      { path: '/unknown-tab-link', element: <Navigate to="/user-dashboard?tab=somewhere" replace /> },
      // The reference spells the Connections key with a capital; a lower-case link opens the same tab.
      { path: '/connections-link', element: <Navigate to="/user-dashboard?tab=connections" replace /> },
      { path: '/Connections-link', element: <Navigate to="/user-dashboard?tab=Connections" replace /> },
      { path: '/discover-link', element: <Navigate to="/user-dashboard?tab=discover&religion=Sikh" replace /> },
      { path: '/billing-link', element: <Navigate to="/user-dashboard?tab=billings" replace /> },
      { path: '/faqs-link', element: <Navigate to="/user-dashboard?tab=faqs" replace /> },
      { element: <AuthOnly />, children: [{ path: '/user-dashboard', element: <DashboardPage /> }] },
    ],
  },
];

/** The header's bell: the notifications, on every tab; and the Chats tab's unread count beside its name. */
const bellCall = {
  'GET notifications/getAllNotification': reply(200, { success: true, data: [], unreadCount: 0 }),
  'GET chat/conversations': conversationsReply([]),
};
/** The Connections tab's three lists, empty. */
const emptyLists = Object.fromEntries(
  ['getMyConnections', 'getReceivedConnectionRequests', 'getSentConnectionRequests'].map((name) => [
    `GET connection/${name}`,
    reply(200, { success: true, data: [], total: 0 }),
  ]),
);

/** The calls My Details makes when it opens (and the bell's). */
const myDetailsCalls = {
  ...bellCall,
  'GET profile/mydetails': reply(200, { success: true, data: [buildMyDetails()] }),
  'GET profile/getProfilePercentage': reply(200, { success: true, percentage: 100, missing: [] }),
  'GET preferences/': reply(200, { success: true, preferences: buildPreferences() }),
  'GET dropdown/getCountryDropdown': reply(200, { success: true, data: COUNTRIES }),
  'GET photos/getMyPhotos': reply(200, { success: true, photoVisibility: 'members', data: [] }),
  // The "Your data" card below My Details: no copy asked for yet.
  'GET user/export/status': reply(200, { success: true, export: null }),
  // The "Get verified" card below My Details: never asked.
  'GET verification/status': reply(200, {
    success: true,
    data: { state: 'none', submittedAt: null, decidedAt: null, verifiedAt: null, reason: null, note: null },
  }),
};

/** The calls every tab makes: My Details, for the greeting, and the bell's. */
const greetingCall = { ...bellCall, 'GET profile/mydetails': myDetailsCalls['GET profile/mydetails'] };

/** A match as Discover's card presenter shapes it. */
const buildMatch = (name: string) => buildCard({ userId: OTHER_ID, name, firstName: name });

/** The first render loads the page's code on demand: slow on a busy machine, so its first wait is generous. */
const LOADED = { timeout: 10_000 };

const open = (api = mockApi(myDetailsCalls), user = buildUser({ userId: MEMBER_ID }), path = '/user-dashboard') =>
  renderApp({ path, routes, signedInAs: user }).then(async (app) => {
    await screen.findByRole('tablist', { name: 'Dashboard sections' }, LOADED);
    return { ...app, api };
  });
/** The Account tab, opened from a link to it. */
const openAccount = (api: ReturnType<typeof mockApi>) =>
  open(api, buildUser({ userId: MEMBER_ID }), '/account-link').then(async (app) => {
    await screen.findByRole('region', { name: 'Account' }, LOADED);
    return app;
  });

describe('/user-dashboard', { timeout: 30_000 }, () => {
  it('greets the member, opens on My Details, and offers every section as a tab', async () => {
    await open();
    // Plainly at first (never by e-mail address), by first name once My Details has loaded.
    expect(screen.getByRole('heading', { level: 1, name: /^Welcome(, Priya)?$/ })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Priya' }, LOADED)).toBeInTheDocument();
    expect(screen.queryByText(/priya@example\.com/)).not.toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'My Details',
      'Discover',
      'Connections',
      'Favourites',
      'Plan & Billing',
      'Notifications',
      'Chats',
      'FAQs',
      'Account',
    ]);
    expect(screen.getByRole('tab', { name: 'My Details' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'false');
    // Only the chosen tab is in the tab order; the row scrolls sideways on a narrow screen.
    expect(screen.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)).toHaveLength(1);
    const panel = screen.getByRole('tabpanel', { name: 'My Details' });
    expect(await within(panel).findByRole('region', { name: 'Family' }, LOADED)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Account' })).not.toBeInTheDocument();
    // The old "more is on its way" list is gone: each tab says for itself what is not built yet.
    expect(screen.queryByRole('region', { name: 'More is on its way' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Finish your profile' })).not.toBeInTheDocument();
  });

  it('points to the first unfinished onboarding step', async () => {
    await open(mockApi(myDetailsCalls), buildUser({ userId: MEMBER_ID, isQualificationFormFilled: false }));
    const finish = screen.getByRole('region', { name: 'Finish your profile' });
    expect(within(finish).getByRole('link', { name: 'Continue my profile' })).toHaveAttribute(
      'href',
      '/qualification-details',
    );
  });

  it('keeps the tab in the address: ?tab=account, and Back and Forward move between tabs', async () => {
    const app = await open();
    expect(router.search).toBe('');
    await app.user.click(screen.getByRole('tab', { name: 'Account' }));
    expect(router.search).toBe('?tab=account');
    expect(screen.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('region', { name: 'Account' }, LOADED)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Family' })).not.toBeInTheDocument();

    await act(async () => {
      await router.navigate?.(-1);
    });
    expect(router.search).toBe('');
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'My Details' })).toHaveAttribute('aria-selected', 'true'),
    );
    expect(await screen.findByRole('region', { name: 'Family' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Account' })).not.toBeInTheDocument();

    await act(async () => {
      await router.navigate?.(1);
    });
    expect(router.search).toBe('?tab=account');
    expect(await screen.findByRole('region', { name: 'Account' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true');

    await app.user.click(screen.getByRole('tab', { name: 'My Details' }));
    expect(router.search).toBe('?tab=details');
    expect(await screen.findByRole('region', { name: 'Family' })).toBeInTheDocument();
    expect(app.pathname()).toBe('/user-dashboard');
  });

  it('opens the tab a link names', async () => {
    await openAccount(mockApi());
    expect(screen.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true');
    expect(router.search).toBe('?tab=account');
  });

  it('Discover, Connections and Favourites by click, each in the address; Back returns to the previous tab', async () => {
    const app = await open(
      mockApi({
        ...myDetailsCalls,
        'GET profile/filtered-profiles': reply(200, {
          success: true,
          profiles: [buildMatch('Arjun')],
          nextCursor: null,
          sortBy: 'bestMatch',
          emptyHint: null,
        }),
        'GET profile-view/my-views': reply(200, {
          success: true,
          total: 1,
          data: [
            {
              viewerId: OTHER_ID,
              userId: OTHER_ID,
              viewedAt: '2026-03-05T10:00:00.000Z',
              days: 2,
              profile: buildMatch('Arjun'),
            },
          ],
        }),
        'GET profile/favorite/getFavProfile': reply(200, { success: true, data: [] }),
        ...emptyLists,
      }),
    );
    await app.user.click(screen.getByRole('tab', { name: 'Discover' }));
    expect(router.search).toBe('?tab=discover');
    const discover = screen.getByRole('tabpanel', { name: 'Discover' });
    expect(await within(discover).findByRole('article', { name: 'Arjun' }, LOADED)).toBeInTheDocument();
    expect(within(discover).getByText('87% match')).toBeInTheDocument();

    await app.user.click(screen.getByRole('tab', { name: 'Connections' }));
    expect(router.search).toBe('?tab=Connections');
    const connections = screen.getByRole('tabpanel', { name: 'Connections' });
    // Its lists as sub-tabs (kept in the address too); who viewed the profile is the last.
    await app.user.click(await within(connections).findByRole('tab', { name: /^Who viewed me/ }, LOADED));
    expect(router.search).toBe('?tab=Connections&list=viewers');
    expect(
      await within(connections).findByText('Viewed on 2 days, last on 5 Mar 2026', {}, LOADED),
    ).toBeInTheDocument();

    await app.user.click(screen.getByRole('tab', { name: 'Favourites' }));
    expect(router.search).toBe('?tab=favorite-profiles&list=viewers');
    expect(await screen.findByRole('heading', { name: 'No favourites yet' }, LOADED)).toBeInTheDocument();

    await act(async () => {
      await router.navigate?.(-1);
    });
    expect(router.search).toBe('?tab=Connections&list=viewers');
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Connections' })).toHaveAttribute('aria-selected', 'true'),
    );
    await act(async () => {
      await router.navigate?.(-2);
    });
    expect(router.search).toBe('?tab=discover');
    expect(await screen.findByRole('article', { name: 'Arjun' })).toBeInTheDocument();
  });

  it('arrow keys move between the tabs and choose them', async () => {
    const app = await open();
    const details = screen.getByRole('tab', { name: 'My Details' });
    details.focus();
    await app.user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Account' })).toHaveFocus();
    expect(router.search).toBe('?tab=account');
    await app.user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'FAQs' })).toHaveFocus();
    expect(router.search).toBe('?tab=faqs');
    await app.user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'My Details' })).toHaveFocus();
    expect(router.search).toBe('?tab=details');
  });

  it('opens the Connections tab from ?tab=connections and ?tab=Connections alike', async () => {
    const views = { ...greetingCall, ...emptyLists };
    await open(mockApi(views), buildUser({ userId: MEMBER_ID }), '/connections-link');
    expect(screen.getByRole('tab', { name: 'Connections' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'No connections yet' }, LOADED)).toBeInTheDocument();
    cleanup();
    await open(mockApi(views), buildUser({ userId: MEMBER_ID }), '/Connections-link');
    expect(screen.getByRole('tab', { name: 'Connections' })).toHaveAttribute('aria-selected', 'true');
  });

  // These two go through the whole app (its own routes), where every member page restores the member.
  it('a reload that lost the stored member asks the server who is signed in, then shows the right steps', async () => {
    const user = buildUser({ userId: MEMBER_ID });
    const api = mockApi({ ...myDetailsCalls, 'GET user/me': reply(200, { success: true, user }) });
    await renderApp({ path: '/user-dashboard', signedInAs: user, withoutStoredUser: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Priya' }, LOADED)).toBeInTheDocument();
    await waitFor(() => expect(api.to('GET user/me')).toHaveLength(1), LOADED);
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Finish your profile' })).not.toBeInTheDocument());
  });

  it('does not ask who is signed in when the session already knows', async () => {
    const api = mockApi({ ...myDetailsCalls, 'GET user/me': reply(200, { success: true, user: buildUser() }) });
    await renderApp({ path: '/user-dashboard', signedInAs: buildUser({ userId: MEMBER_ID }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Priya' }, LOADED)).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Family' }, LOADED)).toBeInTheDocument();
    expect(api.to('GET user/me')).toHaveLength(0);
  });

  it('a link to Discover with filters applies them', async () => {
    const api = mockApi({
      ...greetingCall,
      'GET profile/filtered-profiles': reply(200, {
        success: true,
        profiles: [buildMatch('Arjun')],
        nextCursor: null,
        sortBy: 'bestMatch',
        emptyHint: null,
      }),
    });
    await open(api, buildUser({ userId: MEMBER_ID }), '/discover-link');
    expect(screen.getByRole('tab', { name: 'Discover' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('article', { name: 'Arjun' }, LOADED)).toBeInTheDocument();
    expect(api.to('GET profile/filtered-profiles')[0]?.search.getAll('religion')).toEqual(['Sikh']);
    // Greeted by name on this tab too: My Details is loaded for the greeting whichever tab is open.
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Priya' }, LOADED)).toBeInTheDocument();
  });

  it('Chats: the conversations, with the count of unread ones beside the tab’s name', async () => {
    const arjun = conversation(member(OTHER_ID, 'Arjun Mehta'), {
      lastMessage: message(OTHER_ID, 'them', 'Namaste!'),
      unreadCount: 1,
    });
    const app = await open(mockApi({ ...myDetailsCalls, 'GET chat/conversations': conversationsReply([arjun]) }));
    const tab = await screen.findByRole('tab', { name: 'Chats, 1 conversation with unread messages' }, LOADED);
    await app.user.click(tab);
    expect(router.search).toBe('?tab=chats');
    const panel = screen.getByRole('tabpanel', { name: /^Chats/ });
    const list = await within(panel).findByRole('list', { name: 'Conversations' }, LOADED);
    expect(within(list).getByRole('link', { name: /Arjun Mehta/ })).toHaveAttribute('href', `/chat/${OTHER_ID}`);
    // One request for the list, shared by the badge and the tab.
    expect(app.api.to('GET chat/conversations')).toHaveLength(1);
    expect(app.api.unhandled).toEqual([]);
  });

  it('FAQs: the public site’s questions, opened one at a time, and a link to the full page', async () => {
    const app = await open(mockApi(greetingCall), buildUser({ userId: MEMBER_ID }), '/faqs-link');
    const panel = screen.getByRole('tabpanel', { name: 'FAQs' });
    expect(
      await within(panel).findByRole('heading', { level: 2, name: 'Getting started' }, LOADED),
    ).toBeInTheDocument();
    const question = within(panel).getByRole('button', { name: 'Who can join?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    await app.user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(within(panel).getByText(/Anyone aged 18 or over/)).toBeVisible();
    expect(within(panel).getByRole('link', { name: 'Open the FAQs page' })).toHaveAttribute('href', '/faqs');
    // Nothing but the greeting's details and the bell's and Chats' counts: the questions are the site's own text.
    expect(app.api.calls.map((call) => call.key).sort()).toEqual([
      'GET chat/conversations',
      'GET notifications/getAllNotification',
      'GET profile/mydetails',
    ]);
  });

  it('FAQs in the language shown: the questions in Hindi when the site is in Hindi', async () => {
    await open(mockApi(greetingCall), buildUser({ userId: MEMBER_ID }), '/faqs-link');
    const panel = screen.getByRole('tabpanel', { name: 'FAQs' });
    await within(panel).findByRole('heading', { level: 2, name: 'Getting started' }, LOADED);
    await act(() => setLanguage('hi'));
    try {
      expect(await screen.findByRole('heading', { level: 2, name: 'शुरुआत' }, LOADED)).toBeInTheDocument();
      expect(screen.queryByRole('heading', { level: 2, name: 'Getting started' })).not.toBeInTheDocument();
    } finally {
      cleanup();
      await act(() => setLanguage('en'));
    }
  });

  it('opens My Details for a tab it does not know', async () => {
    await open(mockApi(myDetailsCalls), buildUser({ userId: MEMBER_ID }), '/unknown-tab-link');
    expect(screen.getByRole('tab', { name: 'My Details' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('region', { name: 'Family' }, LOADED)).toBeInTheDocument();
    // Below My Details, the verification feature's card.
    expect(await screen.findByRole('region', { name: 'Get verified' }, LOADED)).toBeInTheDocument();
  });
});

describe('Account: sign out', { timeout: 30_000 }, () => {
  it('calls GET user/logout, signs out and goes to /login', async () => {
    const app = await openAccount(mockApi({ 'GET user/logout': reply(200, { success: true, message: 'Bye' }) }));
    await app.user.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(app.pathname()).toBe('/login'));
    expect(app.api.to('GET user/logout')).toHaveLength(1);
    expect(app.store.getState().user).toMatchObject({ user: null, accessToken: null });
  });

  it('signs out here even when the server call fails', async () => {
    const app = await openAccount(
      mockApi({ 'GET user/logout': reply(500, { success: false, code: 'INTERNAL', message: 'x' }) }),
    );
    await app.user.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(app.pathname()).toBe('/login'));
    expect(app.store.getState().user.accessToken).toBeNull();
  });
});

describe('Account: change password', { timeout: 30_000 }, () => {
  it('posts current and new password, keeps the session with the new access token', async () => {
    const app = await openAccount(
      mockApi({
        'POST user/change-password': reply(200, {
          success: true,
          message: 'Password updated.',
          accessToken: 'rotated.jwt',
        }),
      }),
    );
    await app.user.type(await screen.findByLabelText(/^Current password/), 'old-secret-1');
    await app.user.type(screen.getByLabelText(/^New password/), 'new-secret-22');
    await app.user.click(screen.getByRole('button', { name: 'Change password' }));
    expect((await findToast('Your password has been changed. Other devices have been signed out.')).type).toBe(
      'success',
    );
    expect(app.api.to('POST user/change-password')[0]?.body).toEqual({
      currentPassword: 'old-secret-1',
      newPassword: 'new-secret-22',
    });
    expect(app.store.getState().user.accessToken).toBe('rotated.jwt');
    expect(app.pathname()).toBe('/user-dashboard');
  });

  it('a wrong current password is shown on that field', async () => {
    const app = await openAccount(
      mockApi({
        'POST user/change-password': reply(400, {
          success: false,
          code: 'INVALID_CREDENTIALS',
          message: 'Your current password is not right.',
        }),
      }),
    );
    await app.user.type(await screen.findByLabelText(/^Current password/), 'nope-nope');
    await app.user.type(screen.getByLabelText(/^New password/), 'new-secret-22');
    await app.user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your current password is not right.')).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText(/^Current password/)).toHaveFocus();
  });

  it('a refusal that names no field stays above the form until the member sends again', async () => {
    let calls = 0;
    const app = await openAccount(
      mockApi({
        'POST user/change-password': () => {
          calls += 1;
          return calls === 1
            ? reply(409, { success: false, code: 'CONFLICT', message: 'Your password was changed a moment ago.' })
            : reply(200, { success: true, message: 'Password updated.', accessToken: 'rotated.jwt' });
        },
      }),
    );
    await app.user.type(await screen.findByLabelText(/^Current password/), 'old-secret-1');
    await app.user.type(screen.getByLabelText(/^New password/), 'new-secret-22');
    await app.user.click(screen.getByRole('button', { name: 'Change password' }));
    const form = screen.getByRole('button', { name: 'Change password' }).closest('form') as HTMLFormElement;
    expect(await within(form).findByRole('alert')).toHaveTextContent('Your password was changed a moment ago.');
    await app.user.click(screen.getByRole('button', { name: 'Change password' }));
    expect((await findToast('Your password has been changed. Other devices have been signed out.')).type).toBe(
      'success',
    );
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('Account: delete', { timeout: 30_000 }, () => {
  it('explains, asks for the password, confirms, calls DELETE, signs out and shows the receipt, then goes home', async () => {
    const receipt = {
      deletedAt: '2026-11-26T03:00:00.000Z',
      removed: [
        { code: 'account', what: 'Your account, sign-in and profile (My Details)', count: null },
        { code: 'photos', what: 'Your photos, every size, from our file store', count: 3 },
        { code: 'calls', what: 'Your call log', count: 0 },
      ],
      kept: [
        {
          code: 'payments',
          params: { count: 1, years: 7, until: '2033-11-26T03:00:00.000Z' },
          what: 'Payment records (1 order): plan, amount, GST, date',
          why: 'Australian company law (the Corporations Act 2001) requires us to keep our financial records, which include these payments, for 7 years.',
          until: '26 November 2033',
        },
      ],
    };
    const app = await openAccount(
      mockApi({
        'POST user/check-password': reply(200, { success: true, message: 'Password confirmed.' }),
        'DELETE user/delete-user': reply(200, { success: true, message: 'Your account has been deleted.', receipt }),
      }),
    );
    await app.user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(within(dialog).getByRole('link', { name: 'What happens when you delete your account' })).toHaveAttribute(
      'href',
      '/delete-account',
    );

    await app.user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('Please enter your password.')).toHaveAttribute('role', 'alert');
    await app.user.type(within(dialog).getByLabelText('Enter your password to confirm'), 'my-secret-1');
    await app.user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    const confirm = await screen.findByRole('dialog', { name: 'This cannot be undone' });
    expect(within(confirm).getByRole('button', { name: 'Keep my account' })).toHaveFocus();
    // The password was checked before this last step; nothing is deleted yet.
    expect(app.api.to('POST user/check-password').map((call) => call.body)).toEqual([{ password: 'my-secret-1' }]);
    expect(app.api.to('DELETE user/delete-user')).toHaveLength(0);
    await app.user.click(within(confirm).getByRole('button', { name: 'Yes, delete my account' }));

    // Signed out at once; the receipt on a page of its own: what went (with counts, none for nothing), what is
    // kept, why and until when.
    await waitFor(() => expect(app.pathname()).toBe('/account-deleted'));
    expect(app.store.getState().user).toMatchObject({ user: null, accessToken: null });
    const shown = await screen.findByRole('main');
    expect(await within(shown).findByRole('heading', { name: 'Your account has been deleted' })).toBeInTheDocument();
    expect(within(shown).getByText('Your photos, every size, from our file store (3)')).toBeInTheDocument();
    expect(within(shown).getByText('Your account, sign-in and profile (My Details)')).toBeInTheDocument();
    expect(within(shown).queryByText(/Your call log/)).not.toBeInTheDocument();
    expect(
      within(shown).getByText(/keep our financial records, which include these payments, for 7 years/),
    ).toBeInTheDocument();
    expect(within(shown).getByText('Kept: 26 November 2033')).toBeInTheDocument();
    expect((await findToast('Your account has been deleted.')).type).toBe('success');
    await app.user.click(within(shown).getByRole('button', { name: 'Done' }));

    await waitFor(() => expect(app.pathname()).toBe('/'));
    expect(app.api.to('DELETE user/delete-user')[0]?.body).toEqual({ password: 'my-secret-1' });
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  it('a wrong password is said beside it before the last step: “Yes, delete my account” is never offered', async () => {
    const app = await openAccount(
      mockApi({
        'POST user/check-password': reply(400, {
          success: false,
          code: 'INVALID_CREDENTIALS',
          message: 'That password is not right.',
        }),
      }),
    );
    await app.user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    const password = within(dialog).getByLabelText('Enter your password to confirm');
    await app.user.type(password, 'wrong-one');
    await app.user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('That password is not right.')).toHaveAttribute('role', 'alert');
    expect(password).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Yes, delete my account' })).not.toBeInTheDocument();
    expect(app.api.to('POST user/check-password')[0]?.body).toEqual({ password: 'wrong-one' });
    expect(app.api.to('DELETE user/delete-user')).toHaveLength(0);
    expect(app.store.getState().user.accessToken).toBe('access.jwt');
  });

  it('a password refused at the deletion itself (changed meanwhile) brings the member back to the password step', async () => {
    const app = await openAccount(
      mockApi({
        'POST user/check-password': reply(200, { success: true, message: 'Password confirmed.' }),
        'DELETE user/delete-user': reply(400, {
          success: false,
          code: 'INVALID_CREDENTIALS',
          message: 'That password is not right.',
        }),
      }),
    );
    await app.user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog');
    await app.user.type(within(dialog).getByLabelText('Enter your password to confirm'), 'old-one');
    await app.user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await app.user.click(await screen.findByRole('button', { name: 'Yes, delete my account' }));
    expect(await screen.findByText('That password is not right.')).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('dialog', { name: 'Delete your account?' })).toBeInTheDocument();
    expect(app.store.getState().user.accessToken).toBe('access.jwt');
    expect(app.pathname()).toBe('/user-dashboard');
  });

  it('a failure it cannot explain is said inside the dialog, not in a passing toast', async () => {
    const app = await openAccount(
      mockApi({ 'POST user/check-password': reply(500, { success: false, code: 'INTERNAL', message: 'x' }) }),
    );
    await app.user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await app.user.type(within(dialog).getByLabelText('Enter your password to confirm'), 'my-secret-1');
    await app.user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('An error occurred');
    expect(screen.queryByRole('button', { name: 'Yes, delete my account' })).not.toBeInTheDocument();
  });
});
