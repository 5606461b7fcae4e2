import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser, mockApi, renderApp, reply } from '../../../testing/render-app';

async function signInAsStaff(user: Awaited<ReturnType<typeof renderApp>>['user']) {
  await user.type(await screen.findByLabelText('E-mail address'), 'moderator@example.com');
  await user.type(screen.getByLabelText('Password'), 'a long staff password');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

const challenge = reply(200, {
  success: true,
  message: 'Please enter the code from your authenticator app.',
  secondFactorRequired: true,
  challenge: 'signed.challenge',
});

describe('staff sign-in on /login', () => {
  it('asks for the authenticator code after the password, sends it with the challenge, and opens the console', async () => {
    const api = mockApi({
      'POST user/login': challenge,
      'POST admin/auth/verify-totp': reply(200, {
        success: true,
        message: 'You are signed in.',
        user: buildUser({ role: 'moderator', email: 'moderator@example.com' }),
        accessToken: 'staff.jwt',
      }),
      'GET admin/auth/me': reply(200, {
        success: true,
        staff: { id: 'staff-1', email: 'moderator@example.com', role: 'moderator' },
      }),
    });
    const { user, store, pathname } = await renderApp({ path: '/login' });
    await signInAsStaff(user);

    const code = await screen.findByLabelText('6-digit code');
    expect(store.getState().user.accessToken).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter the 6 digits from your authenticator app.')).toBeInTheDocument();
    expect(api.to('POST admin/auth/verify-totp')).toHaveLength(0);

    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(pathname()).toBe('/admin'));
    expect(api.to('POST admin/auth/verify-totp')[0]?.body).toEqual({ challenge: 'signed.challenge', code: '123456' });
    expect(store.getState().user.accessToken).toBe('staff.jwt');
  });

  it('shows the server’s answer to a wrong code and stays on the code step', async () => {
    mockApi({
      'POST user/login': challenge,
      'POST admin/auth/verify-totp': reply(400, {
        success: false,
        code: 'CODE_INVALID',
        message: 'That code is not right, or it was already used.',
      }),
    });
    const { user } = await renderApp({ path: '/login' });
    await signInAsStaff(user);
    await user.type(await screen.findByLabelText('6-digit code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('That code is not right, or it was already used.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use a different account' }));
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
  });
});
