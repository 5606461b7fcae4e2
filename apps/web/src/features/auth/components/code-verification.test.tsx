import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Analytics from '../../../lib/analytics';
import { trackFunnelStep } from '../../../lib/analytics';
import { findToast, mockApi, renderApp, reply } from '../../../testing/render-app';
import { PENDING_EMAIL_KEY } from '../lib/signup-storage';

vi.mock('../../../lib/analytics', async (importOriginal) => ({
  ...(await importOriginal<typeof Analytics>()),
  trackFunnelStep: vi.fn(),
}));

beforeEach(() => {
  vi.mocked(trackFunnelStep).mockClear();
  sessionStorage.setItem(PENDING_EMAIL_KEY, 'asha@example.com');
});

const codeError = (code: string, message = 'Server text') => reply(400, { success: false, code, message });

async function enterCode(app: Awaited<ReturnType<typeof renderApp>>, code = '123456') {
  await app.user.click(await screen.findByRole('textbox', { name: 'Digit 1 of 6' }));
  await app.user.paste(code);
  await app.user.click(screen.getByRole('button', { name: 'Verify' }));
}

describe('/verification (sign-up code)', () => {
  it('shows where the code went and a resend button counting down from 60 s', async () => {
    mockApi();
    await renderApp({ path: '/verification', activationToken: 'act-1' });
    expect(await screen.findByText(/sent a six-digit code to asha@example.com/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send a new code in 60 s' })).toBeDisabled();
  });

  it('asks for all six digits before sending anything', async () => {
    const api = mockApi();
    const app = await renderApp({ path: '/verification', activationToken: 'act-1' });
    await enterCode(app, '123');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter all six digits.');
    expect(screen.getByRole('textbox', { name: 'Digit 4 of 6' })).toHaveFocus();
    expect(api.calls).toHaveLength(0);
  });

  it('a correct code → /create-password, counted as e-mail verified', async () => {
    const api = mockApi({ 'POST user/activate-user': reply(200, { success: true, message: 'E-mail confirmed.' }) });
    const app = await renderApp({ path: '/verification', activationToken: 'act-1' });
    await enterCode(app, '482913');
    await waitFor(() => expect(app.pathname()).toBe('/create-password'));
    expect(api.to('POST user/activate-user')[0]?.body).toEqual({ activationCode: '482913', activationToken: 'act-1' });
    expect(trackFunnelStep).toHaveBeenCalledWith('email_verified');
  });

  it('a wrong code says how many tries are left, clears the boxes and counts down', async () => {
    mockApi({ 'POST user/activate-user': codeError('CODE_INVALID') });
    const app = await renderApp({ path: '/verification', activationToken: 'act-1' });
    await enterCode(app);
    expect(await screen.findByRole('alert')).toHaveTextContent('That code doesn’t match. You have 4 tries left');
    expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveValue('');
    await enterCode(app);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('You have 3 tries left'));
    expect(app.pathname()).toBe('/verification');
  });

  it('uses the server’s count of tries left when it sends one', async () => {
    mockApi({
      'POST user/activate-user': reply(400, { success: false, code: 'CODE_INVALID', message: 'x', attemptsLeft: 1 }),
    });
    const app = await renderApp({ path: '/verification', activationToken: 'act-1' });
    await enterCode(app);
    expect(await screen.findByRole('alert')).toHaveTextContent('You have 1 try left');
  });

  it.each([
    ['CODE_EXPIRED', 'This code has expired'],
    ['CODE_BURNED', 'This code no longer works after too many tries'],
  ])('%s gets its own message pointing to a new code', async (code, text) => {
    mockApi({ 'POST user/activate-user': codeError(code) });
    const app = await renderApp({ path: '/verification', activationToken: 'act-1' });
    await enterCode(app);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('without an activation token, explains and offers to start again', async () => {
    mockApi();
    await renderApp({ path: '/verification' });
    expect(await screen.findByText(/couldn’t find the code request/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Use a different e-mail address' })).toHaveAttribute('href', '/register');
  });
});

describe('/verify-otp (password-reset code)', () => {
  it('a correct code → /change-password, not counted as a sign-up step', async () => {
    const api = mockApi({ 'POST user/verify-otp': reply(200, { success: true, message: 'Code confirmed.' }) });
    const app = await renderApp({ path: '/verify-otp', activationToken: 'reset-1' });
    expect(await screen.findByRole('heading', { name: 'Enter your reset code' })).toBeInTheDocument();
    await enterCode(app, '111222');
    await waitFor(() => expect(app.pathname()).toBe('/change-password'));
    expect(api.to('POST user/verify-otp')[0]?.body).toEqual({ activationCode: '111222', activationToken: 'reset-1' });
    expect(trackFunnelStep).not.toHaveBeenCalled();
    // The toast is the web's own words, not the server's `message`.
    expect((await findToast('Code accepted. Now choose a new password.')).type).toBe('success');
  });
});
