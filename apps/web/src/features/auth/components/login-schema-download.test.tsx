import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '@app/shared';
import { buildUser, findToast, mockApi, renderApp, reply } from '../../../testing/render-app';

// The form's rules are downloaded when the form is first used and again at the check if that failed; here both fail.
const download = vi.hoisted(() => ({ failures: 2 }));
vi.mock('../lib/login-rules', async (importOriginal) => {
  if (download.failures > 0) {
    download.failures -= 1;
    throw new Error('Failed to fetch dynamically imported module');
  }
  return importOriginal();
});

describe('LoginForm when its rules’ download fails', () => {
  it('says "An error occurred" rather than blaming a field, sends nothing, and signs in at the next try', async () => {
    const api = mockApi({
      'POST user/login': reply(200, {
        success: true,
        message: 'Welcome back!',
        user: buildUser(),
        accessToken: 'fresh.jwt',
      }),
    });
    const { user, pathname } = await renderApp({ path: '/login' });
    // The first page of a fresh test file takes a while to load its code.
    await user.type(await screen.findByLabelText('E-mail address', {}, { timeout: 10_000 }), 'priya@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await waitFor(() => expect(download.failures).toBe(1));

    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await findToast(AUTH_MESSAGES.anErrorOccurred)).type).toBe('error');
    expect(download.failures).toBe(0);
    expect(screen.queryByText(AUTH_MESSAGES.invalidEmail)).not.toBeInTheDocument();
    expect(screen.queryByText(AUTH_MESSAGES.passwordRequired)).not.toBeInTheDocument();
    expect(api.to('POST user/login')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await findToast('You are signed in.')).toBeTruthy();
    expect(api.to('POST user/login')).toHaveLength(1);
    await waitFor(() => expect(pathname()).not.toBe('/login'));
  });
});
