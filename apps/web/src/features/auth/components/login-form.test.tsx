import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES, COMPLETION_FLAGS } from '@app/shared';
import { buildUser, findToast, mockApi, renderApp, reply } from '../../../testing/render-app';
import { LoginForm } from './login-form';

async function fillAndSubmit(user: Awaited<ReturnType<typeof renderApp>>['user'], email = 'Priya@Example.com') {
  await user.type(await screen.findByLabelText('E-mail address'), email);
  await user.type(screen.getByLabelText('Password'), 'correct horse battery');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

/** The form's own alert at its top (not the toast): what stays on screen after the toast has gone. */
const formAlert = async () =>
  within(screen.getByRole('button', { name: 'Log in' }).closest('form') as HTMLFormElement).findByRole('alert');

const loginOk = (user = buildUser()) =>
  reply(200, { success: true, message: 'Welcome back!', user, accessToken: 'fresh.jwt' });

describe('LoginForm on /login', () => {
  it('shows the spec’s exact messages on submit, focuses the first invalid field, revalidates on change', async () => {
    const api = mockApi();
    const { user } = await renderApp({ path: '/login' });
    await user.click(await screen.findByRole('button', { name: 'Log in' }));

    expect(await screen.findByText(AUTH_MESSAGES.invalidEmail)).toHaveAttribute('role', 'alert');
    expect(screen.getByText(AUTH_MESSAGES.passwordRequired)).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('E-mail address')).toHaveFocus();
    expect(screen.getByLabelText('E-mail address')).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText('E-mail address'), 'priya@example.com');
    await waitFor(() => expect(screen.queryByText(AUTH_MESSAGES.invalidEmail)).not.toBeInTheDocument());
    await user.type(screen.getByLabelText('Password'), 'short');
    expect(screen.getByText(AUTH_MESSAGES.passwordRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), 'enough');
    await waitFor(() => expect(screen.queryByText(AUTH_MESSAGES.passwordRequired)).not.toBeInTheDocument());
    expect(api.calls).toHaveLength(0);
  });

  it('sends e-mail, password and Remember me; toasts the server message and stores the session', async () => {
    const api = mockApi({ 'POST user/login': loginOk() });
    const { user, store, pathname } = await renderApp({ path: '/login' });
    await user.click(await screen.findByLabelText('Remember me'));
    await fillAndSubmit(user);

    // The web's own words, not the server's `message` (English, for other clients).
    expect((await findToast('You are signed in.')).type).toBe('success');
    expect(api.to('POST user/login')[0]?.body).toEqual({
      email: 'priya@example.com',
      password: 'correct horse battery',
      rememberMe: true,
    });
    await waitFor(() => expect(pathname()).toBe('/user-dashboard'));
    expect(store.getState().user.accessToken).toBe('fresh.jwt');
    expect(store.getState().user.user?.email).toBe('priya@example.com');
  });

  const routing: Array<[string, Partial<Record<(typeof COMPLETION_FLAGS)[number], boolean>>, string]> = [
    ['all five filled → /user-dashboard', {}, '/user-dashboard'],
    ['personal missing → /personal-details', { isPersonalFormFilled: false }, '/personal-details'],
    ['qualification missing → /qualification-details', { isQualificationFormFilled: false }, '/qualification-details'],
    ['location missing → /location-details', { isLocationFormFilled: false }, '/location-details'],
    ['image missing → /photoupload', { isImageFormFilled: false }, '/photoupload'],
    ['other missing → /other-details', { isOtherFormFilled: false }, '/other-details'],
    [
      'nothing filled → the first step, /personal-details',
      Object.fromEntries(COMPLETION_FLAGS.map((f) => [f, false])),
      '/personal-details',
    ],
    [
      'image and other missing → image first, /photoupload',
      { isImageFormFilled: false, isOtherFormFilled: false },
      '/photoupload',
    ],
  ];

  it.each(routing)('routes by the completion flags: %s', async (_label, flags, expected) => {
    mockApi({ 'POST user/login': loginOk(buildUser(flags)) });
    const { user, pathname } = await renderApp({ path: '/login' });
    await fillAndSubmit(user);
    await waitFor(() => expect(pathname()).toBe(expected));
  });

  it('success:false → the server’s message as an error toast and at the form’s top; the member stays on /login', async () => {
    mockApi({
      'POST user/login': reply(400, {
        success: false,
        code: 'INVALID_CREDENTIALS',
        message: 'That e-mail and password do not match our records.',
      }),
    });
    const { user, store, pathname } = await renderApp({ path: '/login' });
    await fillAndSubmit(user);
    expect((await findToast('That e-mail and password do not match our records.')).type).toBe('error');
    expect(await formAlert()).toHaveTextContent('That e-mail and password do not match our records.');
    expect(pathname()).toBe('/login');
    expect(store.getState().user.accessToken).toBeNull();
  });

  it('a suspended member is signed in and lands on /suspended, whatever their onboarding', async () => {
    const api = mockApi({
      'POST user/login': reply(200, {
        success: true,
        message: 'Signed in.',
        user: buildUser({ isPersonalFormFilled: false }),
        accessToken: 'fresh.jwt',
        suspended: true,
      }),
      'POST user/check-user-suspension': reply(200, {
        success: true,
        isSuspended: true,
        suspendedAt: '2026-11-20T10:00:00.000Z',
        unsuspendAt: null,
        reason: 'inappropriate-bio',
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
    const { user, store, pathname } = await renderApp({ path: '/login' });
    await fillAndSubmit(user);
    await waitFor(() => expect(pathname()).toBe('/suspended'));
    expect(store.getState().user.accessToken).toBe('fresh.jwt');
    expect(await screen.findByRole('heading', { name: 'Your account is suspended' })).toBeInTheDocument();
    expect((await findToast('You are signed in. Your account is suspended for now.')).type).toBe('success');
    expect(api.to('POST user/check-user-suspension')).toHaveLength(1);
  });

  it('a 500 → exactly "An error occurred"', async () => {
    mockApi({ 'POST user/login': reply(500, { success: false, code: 'INTERNAL', message: 'Something broke' }) });
    const { user } = await renderApp({ path: '/login' });
    await fillAndSubmit(user);
    expect((await findToast(AUTH_MESSAGES.anErrorOccurred)).type).toBe('error');
    expect(await formAlert()).toHaveTextContent(AUTH_MESSAGES.anErrorOccurred);
    expect(screen.queryByText('Something broke')).not.toBeInTheDocument();
  });

  it('a network failure → exactly "An error occurred"', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const { user } = await renderApp({ path: '/login' });
    await fillAndSubmit(user);
    expect((await findToast(AUTH_MESSAGES.anErrorOccurred)).type).toBe('error');
  });

  it('links to /forgot-password and to /questions', async () => {
    mockApi();
    await renderApp({ path: '/login' });
    expect(await screen.findByRole('link', { name: 'Forgot your login details?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/questions');
  });

  it('a member already signed in sees a way to the dashboard instead of a second form', async () => {
    mockApi();
    await renderApp({ path: '/login', signedInAs: buildUser() });
    expect(await screen.findByRole('heading', { name: 'You’re already logged in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/user-dashboard');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });
});

describe('LoginForm in the navigation bar’s panel', () => {
  it('calls onDone after signing in, and when a link is followed', async () => {
    mockApi({ 'POST user/login': loginOk() });
    const onDone = vi.fn();
    const { user, pathname } = await renderApp({
      path: '/',
      routes: [
        { path: '/', element: <LoginForm variant="panel" onDone={onDone} /> },
        { path: '*', element: <p>elsewhere</p> },
      ],
    });
    await fillAndSubmit(user);
    await waitFor(() => expect(pathname()).toBe('/user-dashboard'));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('closes the panel when "Create an account" is followed', async () => {
    mockApi();
    const onDone = vi.fn();
    const { user, pathname } = await renderApp({
      path: '/',
      routes: [
        { path: '/', element: <LoginForm variant="panel" onDone={onDone} /> },
        { path: '*', element: <p>elsewhere</p> },
      ],
    });
    await user.click(screen.getByRole('link', { name: 'Create an account' }));
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(pathname()).toBe('/questions');
  });
});
