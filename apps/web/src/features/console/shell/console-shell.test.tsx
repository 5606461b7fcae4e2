import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser, mockApi, renderApp, reply } from '../../../testing/render-app';

const me = (role: 'moderator' | 'admin') =>
  reply(200, { success: true, staff: { id: 'staff-1', email: `${role}@example.com`, role } });

describe('the console at /admin', () => {
  it('sends a visitor who is not signed in to the login page', async () => {
    mockApi();
    const { pathname } = await renderApp({ path: '/admin/members' });
    await waitFor(() => expect(pathname()).toBe('/login'));
  });

  it('is not there for a member: the site’s not-found page, and the console is never asked', async () => {
    const api = mockApi({ 'GET user/me': reply(200, { success: true, user: buildUser() }) });
    await renderApp({ path: '/admin', signedInAs: buildUser() });
    expect(await screen.findByRole('heading', { level: 1, name: "We couldn't find that page" })).toBeInTheDocument();
    expect(api.to('GET admin/auth/me')).toHaveLength(0);
    expect(screen.queryByRole('navigation', { name: 'Console sections' })).not.toBeInTheDocument();
  });

  it('shows a moderator the sections they may use, and an admin the money sections too', async () => {
    mockApi({ 'GET admin/auth/me': me('moderator') });
    const first = await renderApp({ path: '/admin/no-such-page', signedInAs: buildUser({ role: 'moderator' }) });
    const nav = await screen.findByRole('navigation', { name: 'Console sections' });
    expect(within(nav).getByRole('link', { name: 'Queue' })).toHaveAttribute('href', '/admin');
    expect(within(nav).getByRole('link', { name: 'Audit log' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Money' })).not.toBeInTheDocument();
    expect(screen.getByText('Signed in as moderator@example.com (moderator)')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No such console page' })).toBeInTheDocument();
    first.unmount();

    mockApi({ 'GET admin/auth/me': me('admin') });
    await renderApp({ path: '/admin/no-such-page', signedInAs: buildUser({ role: 'admin' }) });
    const adminNav = await screen.findByRole('navigation', { name: 'Console sections' });
    expect(within(adminNav).getByRole('link', { name: 'Money' })).toHaveAttribute('href', '/admin/money');
    expect(within(adminNav).getByRole('link', { name: 'Plans' })).toBeInTheDocument();
  });
});

describe('the staff set-up link', () => {
  it('shows the QR code and the key, then sets the password with the first code', async () => {
    window.history.replaceState(null, '', '/admin/setup#token=link-token');
    const api = mockApi({
      'POST admin/auth/setup/start': reply(200, {
        success: true,
        email: 'new.admin@example.com',
        role: 'admin',
        otpauthUrl: 'otpauth://totp/x?secret=ABC',
        qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
        secret: 'JBSWY3DPEHPK3PXP',
      }),
      'POST admin/auth/setup/finish': reply(200, { success: true, message: 'Your staff account is ready.' }),
    });
    const { user } = await renderApp({ path: '/admin/setup' });
    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toBeInTheDocument();
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    expect(api.to('POST admin/auth/setup/start')[0]?.body).toEqual({ token: 'link-token' });

    await user.type(screen.getByLabelText('Password'), 'a long staff password');
    await user.type(screen.getByLabelText('Password again'), 'a different password');
    await user.type(screen.getByLabelText('6-digit code from the app'), '123456');
    await user.click(screen.getByRole('button', { name: 'Finish set-up' }));
    expect(await screen.findByText('The two passwords are not the same.')).toBeInTheDocument();
    expect(api.to('POST admin/auth/setup/finish')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Password again'));
    await user.type(screen.getByLabelText('Password again'), 'a long staff password');
    await user.click(screen.getByRole('button', { name: 'Finish set-up' }));
    expect(await screen.findByText('Your staff account is ready. Please sign in.')).toBeInTheDocument();
    expect(api.to('POST admin/auth/setup/finish')[0]?.body).toEqual({
      token: 'link-token',
      password: 'a long staff password',
      code: '123456',
    });
  });
});
