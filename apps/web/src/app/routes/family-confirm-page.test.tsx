import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ActingAs } from '@app/shared/family';
import { Toaster } from '../../components/ui/toaster';
import { FAMILY_CONFIRM_TOKEN_KEY } from '../../features/family/pages/family-confirm-page';
import { buildUser, findToast, mockApi, renderApp, reply } from '../../testing/render-app';
import { FamilyConfirmRoute } from './family-confirm-page';

/**
 * /family/confirm (ADR 017 point 8): the page the e-mail to the person a relative made a profile for opens. Signed
 * out they choose their password and are signed in with it; signed in to the profile they read it and confirm it, or
 * (signed in or not) decline it: it is deleted, and a session on it ends.
 */
const LOADED = { timeout: 10_000 };
const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz0123456789';
const PROFILE = '0f9e8d7c-6b5a-4c3d-9e2f-1a0b9c8d7e6f';
const PASSWORD = 'mango-lassi-42';

const candidate = buildUser({
  userId: PROFILE,
  email: 'anjali@example.com',
  actingAs: null,
  awaitingConfirmation: true,
});
const me = (user: ReturnType<typeof buildUser>) => reply(200, { success: true, user });
const loggedIn = reply(200, { success: true, message: 'Welcome back!', user: candidate, accessToken: 'anjali.jwt' });

function open(options: { hash?: boolean; signedInAs?: ReturnType<typeof buildUser> } = {}) {
  return renderApp({
    path: options.hash === false ? '/family/confirm' : `/family/confirm#${TOKEN}`,
    ...(options.signedInAs ? { signedInAs: options.signedInAs } : {}),
    routes: [
      {
        path: '/family/confirm',
        element: (
          <>
            <FamilyConfirmRoute />
            <Toaster />
          </>
        ),
      },
      {
        path: '/user-dashboard',
        element: (
          <>
            <p>Dashboard</p>
            <Toaster />
          </>
        ),
      },
      { path: '/', element: <p>Home</p> },
      { path: '/login', element: <p>Login page</p> },
    ],
  });
}

async function choosePassword(app: Awaited<ReturnType<typeof open>>) {
  await app.user.type(await screen.findByLabelText(/^New password/, {}, LOADED), PASSWORD);
  await app.user.type(screen.getByLabelText(/^Re-enter the password/), PASSWORD);
  await app.user.click(screen.getByRole('button', { name: 'Set my password and read my profile' }));
}

describe('/family/confirm', { timeout: 30_000 }, () => {
  it('is routed by the app (the family links’ entry) and keeps the link’s token for the way back', async () => {
    const api = mockApi({});
    // In any letter case, as the router matches it.
    await renderApp({ path: `/Family/Confirm#${TOKEN}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'A profile made for you' }, LOADED)).toBeVisible();
    expect(screen.getByText(/Nobody can see it: it stays hidden until you have read it/)).toBeVisible();
    await waitFor(() => expect(sessionStorage.getItem(FAMILY_CONFIRM_TOKEN_KEY)).toBe(TOKEN));
    expect(api.calls).toHaveLength(0);
  });

  it('the entry it shares picks each path’s page: /family/invitation is still the invitation’s', async () => {
    mockApi({});
    await renderApp({ path: `/Family/Invitation/#${TOKEN}` });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in to see your invitation' }, LOADED),
    ).toBeVisible();
    expect(screen.queryByText(/A relative has made a profile for you/)).not.toBeInTheDocument();
  });

  it('signed out: the password chosen (POST family/claim), they are signed in with it and asked to read the profile', async () => {
    const api = mockApi({
      'POST family/claim': reply(200, {
        success: true,
        message: 'Your password is set.',
        data: { email: 'anjali@example.com' },
      }),
      'POST user/login': loggedIn,
      'GET user/me': me(candidate),
    });
    const app = await open();
    await choosePassword(app);

    const heading = await screen.findByRole('heading', { level: 1, name: 'Review your profile' }, LOADED);
    await waitFor(() => expect(heading).toHaveFocus());
    expect(api.to('POST family/claim')[0]?.body).toEqual({ token: TOKEN, password: PASSWORD });
    expect(api.to('POST user/login')[0]?.body).toEqual({
      email: 'anjali@example.com',
      password: PASSWORD,
      rememberMe: false,
    });
    expect((await findToast('Your password is set. Welcome!')).type).toBe('success');
    expect(app.store.getState().user.accessToken).toBe('anjali.jwt');
    expect(app.store.getState().user.user).toMatchObject({ userId: PROFILE, awaitingConfirmation: true });
    expect(screen.getByRole('link', { name: 'Read My Details' })).toHaveAttribute(
      'href',
      '/user-dashboard?tab=details',
    );
    expect(screen.getByText('Your photos, at the top of My Details')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Yes, this is me — show my profile' })).toBeVisible();
    expect(app.pathname()).toBe('/family/confirm');
  });

  it('a password the server refuses is said on the field; the link stays usable', async () => {
    const api = mockApi({
      'POST family/claim': reply(400, {
        success: false,
        code: 'PASSWORD_TOO_COMMON',
        message: 'That password is too easy to guess. Please choose another.',
      }),
    });
    const app = await open();
    await choosePassword(app);
    expect(await screen.findByText('That password is too easy to guess. Please choose another.')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(screen.getByLabelText(/^New password/)).toHaveFocus();
    expect(api.to('POST user/login')).toHaveLength(0);
  });

  it('when signing in after choosing the password fails, asks them to sign in with the address', async () => {
    mockApi({
      'POST family/claim': reply(200, { success: true, message: 'Set.', data: { email: 'anjali@example.com' } }),
      'POST user/login': reply(503, { success: false, code: 'INTERNAL', message: 'Down.' }),
    });
    const app = await open();
    await choosePassword(app);
    expect(
      await screen.findByText('Your password is set. Please sign in with anjali@example.com to read your profile.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeVisible();
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
    expect(app.store.getState().user.accessToken).toBeNull();
  });

  it('a password already chosen, or an address with an account (409): the server’s words, and the sign-in form', async () => {
    mockApi({
      'POST family/claim': reply(409, {
        success: false,
        code: 'CONFLICT',
        message: 'You have already chosen your password. Please sign in to review your profile.',
      }),
    });
    const app = await open();
    await choosePassword(app);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have already chosen your password. Please sign in to review your profile.',
    );
    expect(screen.getByText(/If you have already chosen your password/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Decline and delete this profile' })).toBeVisible();
  });

  it('a link that is no longer valid (404): the server’s words and the way home, no form', async () => {
    mockApi({
      'POST family/claim': reply(404, {
        success: false,
        code: 'NOT_FOUND',
        message: 'This link is not valid any more. Please ask your relative to send it again.',
      }),
    });
    const app = await open();
    await choosePassword(app);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please ask your relative to send it again.');
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Decline and delete this profile' })).not.toBeInTheDocument();
  });

  it('signed out: declining asks first, then deletes it (POST family/confirm, no session) and says so', async () => {
    const api = mockApi({
      'POST family/confirm': reply(200, {
        success: true,
        message: 'The profile has been deleted. We have told your relative.',
        data: { confirmed: false, email: 'anjali@example.com' },
      }),
    });
    const app = await open();
    await app.user.click(await screen.findByRole('button', { name: 'Decline and delete this profile' }, LOADED));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete this profile?' }));
    await app.user.click(dialog.getByRole('button', { name: 'Keep it for now' }));
    expect(api.to('POST family/confirm')).toHaveLength(0);

    await app.user.click(screen.getByRole('button', { name: 'Decline and delete this profile' }));
    await app.user.click(
      within(await screen.findByRole('dialog', { name: 'Delete this profile?' })).getByRole('button', {
        name: 'Yes, delete it',
      }),
    );
    const heading = await screen.findByRole('heading', { level: 1, name: 'The profile has been deleted' });
    await waitFor(() => expect(heading).toHaveFocus());
    const [call] = api.to('POST family/confirm');
    expect(call?.body).toEqual({ token: TOKEN, confirm: false });
    expect(call?.headers.get('authorization')).toBeNull();
    expect(screen.getByText(/told the relative who made it/)).toBeVisible();
    expect(screen.queryByText(/You have been signed out/)).not.toBeInTheDocument();
    expect(sessionStorage.getItem(FAMILY_CONFIRM_TOKEN_KEY)).toBeNull();
  });

  it('signed in to it: confirming makes it live, asks afresh who the member is and opens the dashboard', async () => {
    let confirmed = false;
    const api = mockApi({
      'GET user/me': () => me({ ...candidate, awaitingConfirmation: !confirmed }),
      'POST family/confirm': () => {
        confirmed = true;
        return reply(200, {
          success: true,
          message: 'Your profile is confirmed.',
          data: { confirmed: true, email: 'anjali@example.com' },
        });
      },
    });
    const app = await open({ signedInAs: candidate });
    await app.user.click(await screen.findByRole('button', { name: 'Yes, this is me — show my profile' }, LOADED));
    await waitFor(() => expect(app.pathname()).toBe('/user-dashboard'));
    const [call] = api.to('POST family/confirm');
    expect(call?.body).toEqual({ token: TOKEN, confirm: true });
    expect(call?.headers.get('authorization')).toBe('Bearer access.jwt');
    expect((await findToast('Your profile is confirmed. Other members can now find it.')).type).toBe('success');
    await waitFor(() => expect(app.store.getState().user.user?.awaitingConfirmation).toBe(false));
    expect(sessionStorage.getItem(FAMILY_CONFIRM_TOKEN_KEY)).toBeNull();
  });

  it('signed in to it: declining deletes it and signs the member out here, saying so', async () => {
    const api = mockApi({
      'GET user/me': me(candidate),
      'POST family/confirm': reply(200, {
        success: true,
        message: 'The profile has been deleted.',
        data: { confirmed: false, email: 'anjali@example.com' },
      }),
    });
    const app = await open({ signedInAs: candidate });
    await app.user.click(await screen.findByRole('button', { name: 'Decline and delete this profile' }, LOADED));
    await app.user.click(
      within(await screen.findByRole('dialog', { name: 'Delete this profile?' })).getByRole('button', {
        name: 'Yes, delete it',
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'The profile has been deleted' })).toBeVisible();
    expect(screen.getByText('You have been signed out: the account went with it.')).toBeVisible();
    expect(api.to('POST family/confirm')[0]?.body).toEqual({ token: TOKEN, confirm: false });
    expect(app.store.getState().user.accessToken).toBeNull();
    expect(app.store.getState().user.user).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(app.pathname()).toBe('/family/confirm');
  });

  it('a refusal to confirm (403) says what to do next and offers to sign out', async () => {
    mockApi({
      'GET user/me': me(candidate),
      'POST family/confirm': reply(403, {
        success: false,
        code: 'FORBIDDEN',
        message: 'Please choose your password and sign in first, so you can read your profile before you confirm it.',
      }),
    });
    const app = await open({ signedInAs: candidate });
    await app.user.click(await screen.findByRole('button', { name: 'Yes, this is me — show my profile' }, LOADED));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please choose your password and sign in first');
    expect(alert).toHaveTextContent('Sign out, then open the link in the e-mail again.');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeVisible();
    expect(app.pathname()).toBe('/family/confirm');
  });

  it('an expired or used link when confirming (409): the server’s words and the way to the dashboard', async () => {
    mockApi({
      'GET user/me': me(candidate),
      'POST family/confirm': reply(409, {
        success: false,
        code: 'CONFLICT',
        message: 'This link has expired. Please ask your relative to send it again.',
      }),
    });
    const app = await open({ signedInAs: candidate });
    await app.user.click(await screen.findByRole('button', { name: 'Yes, this is me — show my profile' }, LOADED));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired.');
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/user-dashboard');
    expect(screen.queryByRole('button', { name: 'Yes, this is me — show my profile' })).not.toBeInTheDocument();
  });

  it('signed in to it without the link’s token (from the banner, in another tab): asks for the e-mail’s link', async () => {
    mockApi({ 'GET user/me': me(candidate) });
    await open({ hash: false, signedInAs: candidate });
    expect(await screen.findByText(/please open the link in the e-mail again/, {}, LOADED)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Read My Details' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Yes, this is me — show my profile' })).not.toBeInTheDocument();
  });

  it('from the banner in the same tab, the kept token confirms', async () => {
    sessionStorage.setItem(FAMILY_CONFIRM_TOKEN_KEY, TOKEN);
    const api = mockApi({
      'GET user/me': me(candidate),
      'POST family/confirm': reply(409, { success: false, code: 'CONFLICT', message: 'Already confirmed.' }),
    });
    const app = await open({ hash: false, signedInAs: candidate });
    await app.user.click(await screen.findByRole('button', { name: 'Yes, this is me — show my profile' }, LOADED));
    await waitFor(() => expect(api.to('POST family/confirm')[0]?.body).toEqual({ token: TOKEN, confirm: true }));
  });

  it('the relative who made it, signed in: the link is not theirs; they may sign out, not decline', async () => {
    const actingAs: ActingAs = {
      accountId: '6a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
      name: 'Sunita',
      relation: 'mother',
      rights: ['browse'],
      profileName: 'Anjali',
      madeProfile: true,
    };
    const maker = buildUser({ userId: PROFILE, email: 'sunita@example.com', actingAs, awaitingConfirmation: true });
    mockApi({ 'GET user/me': me(maker) });
    await open({ signedInAs: maker });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link is for the person the profile is for' }, LOADED),
    ).toBeVisible();
    expect(screen.getByText(/You are signed in as the relative who made this profile/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Decline and delete this profile' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Yes, this is me — show my profile' })).not.toBeInTheDocument();
  });

  it('another account of their own, signed in: may decline the profile made for them and stays signed in', async () => {
    const own = buildUser({
      userId: 'u-own',
      email: 'anjali@example.com',
      actingAs: null,
      awaitingConfirmation: false,
    });
    const api = mockApi({
      'GET user/me': me(own),
      'POST family/confirm': reply(200, {
        success: true,
        message: 'Deleted.',
        data: { confirmed: false, email: 'anjali@example.com' },
      }),
    });
    const app = await open({ signedInAs: own });
    await app.user.click(await screen.findByRole('button', { name: 'Decline and delete this profile' }, LOADED));
    await app.user.click(
      within(await screen.findByRole('dialog', { name: 'Delete this profile?' })).getByRole('button', {
        name: 'Yes, delete it',
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'The profile has been deleted' })).toBeVisible();
    expect(api.to('POST family/confirm')[0]?.body).toEqual({ token: TOKEN, confirm: false });
    expect(app.store.getState().user.accessToken).toBe('access.jwt');
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toBeVisible();
  });

  it('without a token at all, signed out: asks for the e-mail’s link and offers nothing else', async () => {
    const api = mockApi({});
    await open({ hash: false });
    expect(
      await screen.findByText('This link is incomplete. Please open the link in the e-mail again.', {}, LOADED),
    ).toBeVisible();
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
