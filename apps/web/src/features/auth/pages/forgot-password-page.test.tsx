import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp, reply } from '../../../testing/render-app';
import { PENDING_EMAIL_KEY } from '../lib/signup-storage';

describe('/forgot-password', () => {
  it('sends the e-mail, keeps the reset token and continues to /verify-otp', async () => {
    const api = mockApi({
      'POST user/forgot-password': reply(200, {
        success: true,
        message: 'If that address has an account, a code is on its way.',
        activationToken: 'reset-token-9',
      }),
    });
    const app = await renderApp({ path: '/forgot-password' });
    await app.user.click(await screen.findByRole('button', { name: 'Send my code' }));
    expect(await screen.findByText('Invalid email address')).toHaveAttribute('role', 'alert');

    await app.user.type(screen.getByLabelText(/E-mail address/), 'meera@example.com');
    await app.user.click(screen.getByRole('button', { name: 'Send my code' }));
    await waitFor(() => expect(app.pathname()).toBe('/verify-otp'));
    expect(api.to('POST user/forgot-password')[0]?.body).toEqual({ email: 'meera@example.com' });
    expect(app.store.getState().user.activationToken).toBe('reset-token-9');
    expect(sessionStorage.getItem(PENDING_EMAIL_KEY)).toBe('meera@example.com');
    expect(await screen.findByRole('heading', { name: 'Enter your reset code' })).toBeInTheDocument();
  });

  it('a refusal is said at the form’s top and stays there (not a passing toast)', async () => {
    mockApi({
      'POST user/forgot-password': reply(429, {
        success: false,
        code: 'RATE_LIMITED',
        message: 'Too many attempts. Please wait a little and try again.',
      }),
    });
    const app = await renderApp({ path: '/forgot-password' });
    await app.user.type(await screen.findByLabelText(/E-mail address/), 'meera@example.com');
    await app.user.click(screen.getByRole('button', { name: 'Send my code' }));
    const form = screen.getByRole('button', { name: 'Send my code' }).closest('form') as HTMLFormElement;
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait a little and try again.',
    );
    expect(app.pathname()).toBe('/forgot-password');
  });
});
