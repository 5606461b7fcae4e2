import { screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildUser, findToast, mockApi, renderApp, reply } from '../../testing/render-app';
import { AuthOnly } from '../guards';
import { RootLayout } from '../root-layout';
import { DashboardPage } from './dashboard-page';

/** The dashboard behind the real guard, with simple stand-ins for where the flows lead. */
const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <h1>Home page</h1> },
      { path: '/login', element: <h1>Login page</h1> },
      { element: <AuthOnly />, children: [{ path: '/user-dashboard', element: <DashboardPage /> }] },
    ],
  },
];

const open = (api = mockApi(), user = buildUser()) =>
  renderApp({ path: '/user-dashboard', routes, signedInAs: user }).then((app) => ({ ...app, api }));

describe('/user-dashboard (for now)', () => {
  it('greets the member by e-mail and says honestly what is still to come', async () => {
    await open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, priya@example.com' })).toBeInTheDocument();
    const soon = screen.getByRole('region', { name: 'More is on its way' });
    expect(within(soon).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.queryByRole('region', { name: 'Finish your profile' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Account' })).toBeInTheDocument();
  });

  it('points to the first unfinished onboarding step', async () => {
    await open(mockApi(), buildUser({ isQualificationFormFilled: false }));
    const finish = await screen.findByRole('region', { name: 'Finish your profile' });
    expect(within(finish).getByRole('link', { name: 'Continue my profile' })).toHaveAttribute(
      'href',
      '/qualification-details',
    );
  });
});

describe('Account: sign out', () => {
  it('calls GET user/logout, signs out and goes to /login', async () => {
    const app = await open(mockApi({ 'GET user/logout': reply(200, { success: true, message: 'Bye' }) }));
    await app.user.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(app.pathname()).toBe('/login'));
    expect(app.api.to('GET user/logout')).toHaveLength(1);
    expect(app.store.getState().user).toMatchObject({ user: null, accessToken: null });
  });

  it('signs out here even when the server call fails', async () => {
    const app = await open(
      mockApi({ 'GET user/logout': reply(500, { success: false, code: 'INTERNAL', message: 'x' }) }),
    );
    await app.user.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(app.pathname()).toBe('/login'));
    expect(app.store.getState().user.accessToken).toBeNull();
  });
});

describe('Account: change password', () => {
  it('posts current and new password, keeps the session with the new access token', async () => {
    const app = await open(
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
    expect((await findToast('Password updated.')).type).toBe('success');
    expect(app.api.to('POST user/change-password')[0]?.body).toEqual({
      currentPassword: 'old-secret-1',
      newPassword: 'new-secret-22',
    });
    expect(app.store.getState().user.accessToken).toBe('rotated.jwt');
    expect(app.pathname()).toBe('/user-dashboard');
  });

  it('a wrong current password is shown on that field', async () => {
    const app = await open(
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
});

describe('Account: delete', () => {
  it('explains, asks for the password, confirms, calls DELETE, signs out and goes home', async () => {
    const app = await open(
      mockApi({ 'DELETE user/delete-user': reply(200, { success: true, message: 'Your account has been deleted.' }) }),
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
    expect(app.api.calls).toHaveLength(0);
    await app.user.click(within(confirm).getByRole('button', { name: 'Yes, delete my account' }));

    await waitFor(() => expect(app.pathname()).toBe('/'));
    expect(app.api.to('DELETE user/delete-user')[0]?.body).toEqual({ password: 'my-secret-1' });
    expect(app.store.getState().user).toMatchObject({ user: null, accessToken: null });
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect((await findToast('Your account has been deleted.')).type).toBe('success');
  });

  it('a wrong password brings the member back to the password step with the server’s message', async () => {
    const app = await open(
      mockApi({
        'DELETE user/delete-user': reply(400, {
          success: false,
          code: 'INVALID_CREDENTIALS',
          message: 'That password is not right.',
        }),
      }),
    );
    await app.user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog');
    await app.user.type(within(dialog).getByLabelText('Enter your password to confirm'), 'wrong-one');
    await app.user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await app.user.click(await screen.findByRole('button', { name: 'Yes, delete my account' }));
    expect(await screen.findByText('That password is not right.')).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('dialog', { name: 'Delete your account?' })).toBeInTheDocument();
    expect(app.store.getState().user.accessToken).toBe('access.jwt');
    expect(app.pathname()).toBe('/user-dashboard');
  });
});
