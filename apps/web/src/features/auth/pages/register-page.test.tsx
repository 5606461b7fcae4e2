import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CURRENT_NOTICE_VERSION } from '@app/shared';
import type * as Analytics from '../../../lib/analytics';
import { trackFunnelStep } from '../../../lib/analytics';
import { readCookie } from '../../../lib/session/browser-storage';
import { mockApi, renderApp, reply } from '../../../testing/render-app';
import { PENDING_EMAIL_KEY, QUESTIONNAIRE_ANSWERS_KEY } from '../lib/signup-storage';
import { seedQuestionnaire } from '../testing/answers';
import { FAMILY_INVITATION_TOKEN_KEY } from '../../../lib/family-invitation-token';

vi.mock('../../../lib/analytics', async (importOriginal) => ({
  ...(await importOriginal<typeof Analytics>()),
  trackFunnelStep: vi.fn(),
}));

beforeEach(() => vi.mocked(trackFunnelStep).mockClear());

describe('/register', () => {
  it('sends a visitor without questionnaire answers to /questions first, with a friendly note', async () => {
    mockApi();
    const { pathname } = await renderApp({ path: '/register' });
    expect(await screen.findByText(/please answer these short questions first/)).toBeInTheDocument();
    expect(pathname()).toBe('/questions');
  });

  it('someone invited to help with a profile (the invitation kept in this tab) registers without the questions', async () => {
    sessionStorage.setItem(FAMILY_INVITATION_TOKEN_KEY, 'invitation-token-from-the-e-mail');
    mockApi();
    const { pathname } = await renderApp({ path: '/register' });
    expect(await screen.findByRole('heading', { name: 'Create an account to help' })).toBeInTheDocument();
    expect(screen.getByText(/You won’t be asked about yourself/)).toBeInTheDocument();
    expect(pathname()).toBe('/register');
    sessionStorage.removeItem(FAMILY_INVITATION_TOKEN_KEY);
  });

  it('also sends a visitor whose stored answers are not all valid to /questions', async () => {
    seedQuestionnaire(11);
    const stored = JSON.parse(sessionStorage.getItem(QUESTIONNAIRE_ANSWERS_KEY) ?? '{}') as Record<string, unknown>;
    sessionStorage.setItem(QUESTIONNAIRE_ANSWERS_KEY, JSON.stringify({ ...stored, '7': '17' }));
    mockApi();
    const { pathname } = await renderApp({ path: '/register' });
    expect(await screen.findByText(/please answer these short questions first/)).toBeInTheDocument();
    expect(pathname()).toBe('/questions');
  });

  it('tells the server that this tab holds complete answers (answers kept before the marker existed)', async () => {
    seedQuestionnaire(11);
    mockApi();
    await renderApp({ path: '/register' });
    expect(await screen.findByRole('button', { name: 'Send my code' })).toBeInTheDocument();
    expect(readCookie('questionnaire_answered')).toBe('1');
  });

  it('asks for a valid e-mail and the consent, linking the three documents', async () => {
    seedQuestionnaire(11);
    const api = mockApi();
    const { user } = await renderApp({ path: '/register' });
    await user.click(await screen.findByRole('button', { name: 'Send my code' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText(/Please agree to the terms/)).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText(/E-mail address/)).toHaveFocus();
    const form = within(screen.getByRole('main'));
    expect(form.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/terms-conditions');
    expect(form.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(form.getByRole('link', { name: 'Cookies Policy' })).toHaveAttribute('href', '/cookies-policy');
    expect(api.calls).toHaveLength(0);
  });

  it('registers, keeps the activation token and the e-mail, and goes to /verification', async () => {
    seedQuestionnaire(11);
    const api = mockApi({
      'POST user/registration': reply(200, {
        success: true,
        message: 'We have sent a code to asha@example.com.',
        activationToken: 'activation-token-123',
      }),
    });
    const { user, store, pathname } = await renderApp({ path: '/register' });
    await user.type(await screen.findByLabelText(/E-mail address/), 'Asha@Example.com');
    await user.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    await user.click(screen.getByRole('button', { name: 'Send my code' }));

    await waitFor(() => expect(pathname()).toBe('/verification'));
    expect(api.to('POST user/registration')[0]?.body).toEqual({
      email: 'asha@example.com',
      acceptTerms: true,
      noticeVersion: CURRENT_NOTICE_VERSION,
      // The code's e-mail is written in the language the site is read in.
      language: 'en',
    });
    expect(store.getState().user.activationToken).toBe('activation-token-123');
    expect(readCookie('activationToken')).toBe('activation-token-123');
    expect(sessionStorage.getItem(PENDING_EMAIL_KEY)).toBe('asha@example.com');
    expect(trackFunnelStep).toHaveBeenCalledWith('registration_submitted');
    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeInTheDocument();
    expect(screen.getByText(/sent a six-digit code to asha@example.com/)).toBeInTheDocument();
  });

  it('an address already registered: the server’s message with a way to log in', async () => {
    seedQuestionnaire(11);
    mockApi({
      'POST user/registration': reply(409, {
        success: false,
        code: 'CONFLICT',
        message: 'This e-mail address already has an account.',
      }),
    });
    const { user, pathname } = await renderApp({ path: '/register' });
    await user.type(await screen.findByLabelText(/E-mail address/), 'asha@example.com');
    await user.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    await user.click(screen.getByRole('button', { name: 'Send my code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This e-mail address already has an account.');
    expect(pathname()).toBe('/register');
  });

  it('a refusal that names no field stays at the form’s top (not a passing toast) until it is sent again', async () => {
    seedQuestionnaire(11);
    mockApi({
      'POST user/registration': reply(429, {
        success: false,
        code: 'RATE_LIMITED',
        message: 'Too many attempts. Please wait a little and try again.',
      }),
    });
    const { user, pathname } = await renderApp({ path: '/register' });
    await user.type(await screen.findByLabelText(/E-mail address/), 'asha@example.com');
    await user.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    await user.click(screen.getByRole('button', { name: 'Send my code' }));
    const form = screen.getByRole('button', { name: 'Send my code' }).closest('form') as HTMLFormElement;
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait a little and try again.',
    );
    expect(pathname()).toBe('/register');
  });
});
