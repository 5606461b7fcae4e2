import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActingAs } from '@app/shared/family';
import type * as Analytics from '../../../lib/analytics';
import { trackFunnelStep } from '../../../lib/analytics';
import { buildUser, findToast, mockApi, renderApp, reply } from '../../../testing/render-app';
import { FAMILY_INVITATION_TOKEN_KEY } from '../../../lib/family-invitation-token';
import { PENDING_EMAIL_KEY, QUESTIONNAIRE_ANSWERS_KEY } from '../lib/signup-storage';
import { seedQuestionnaire } from '../testing/answers';

vi.mock('../../../lib/analytics', async (importOriginal) => ({
  ...(await importOriginal<typeof Analytics>()),
  trackFunnelStep: vi.fn(),
}));

beforeEach(() => vi.mocked(trackFunnelStep).mockClear());

async function choosePassword(app: Awaited<ReturnType<typeof renderApp>>, password: string, confirm = password) {
  await app.user.type(await screen.findByLabelText(/^New password/), password);
  await app.user.type(screen.getByLabelText(/^Re-enter the password/), confirm);
}

const newMember = buildUser({
  isPersonalFormFilled: false,
  isQualificationFormFilled: false,
  isLocationFormFilled: false,
  isImageFormFilled: false,
  isOtherFormFilled: false,
});

describe('/create-password', () => {
  beforeEach(() => {
    seedQuestionnaire(11);
    sessionStorage.setItem(PENDING_EMAIL_KEY, 'priya@example.com');
  });

  it('checks length and match live, and on submit', async () => {
    const api = mockApi();
    const app = await renderApp({ path: '/create-password', activationToken: 'act-1' });
    const length = await screen.findByText('At least 8 characters');
    expect(length.closest('li')).toHaveAttribute('data-met', 'false');
    await choosePassword(app, 'mango-lassi', 'mango-lass');
    expect(length.closest('li')).toHaveAttribute('data-met', 'true');
    expect(screen.getByText('Both entries match').closest('li')).toHaveAttribute('data-met', 'false');
    await app.user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByText('The two passwords don’t match.')).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText(/^Re-enter the password/)).toHaveFocus();
    await app.user.type(screen.getByLabelText(/^Re-enter the password/), 'i');
    await waitFor(() => expect(screen.queryByText('The two passwords don’t match.')).not.toBeInTheDocument());
    expect(screen.getByText('Both entries match').closest('li')).toHaveAttribute('data-met', 'true');
    expect(api.calls).toHaveLength(0);
  });

  it('creates the account with the answers by question id, signs in and goes to /personal-details', async () => {
    const api = mockApi({
      'POST user/set-password': reply(200, {
        success: true,
        message: 'Your account is ready.',
        user: newMember,
        accessToken: 'new.jwt',
      }),
    });
    const app = await renderApp({ path: '/create-password', activationToken: 'act-1' });
    await choosePassword(app, 'mango-lassi');
    await app.user.click(screen.getByRole('button', { name: 'Create my account' }));

    // The guest-only guard would send a signed-in member to /login; the flow lands on the next step instead.
    await waitFor(() => expect(app.pathname()).toBe('/personal-details'));
    const body = api.to('POST user/set-password')[0]?.body as { password: string; answer: unknown[] };
    expect(body.password).toBe('mango-lassi');
    expect(body.answer).toHaveLength(12);
    expect(body.answer).toContainEqual({ questionId: 8, answerValue: '28-35' });
    expect(body.answer).toContainEqual({ questionId: 7, answerValue: 29 });
    expect(body.answer).toContainEqual({ questionId: 12, answerValue: ['Music', 'Cooking'] });

    const session = app.store.getState().user;
    expect(session.accessToken).toBe('new.jwt');
    expect(session.user?.email).toBe('priya@example.com');
    expect(session.activationToken).toBeNull();
    expect(sessionStorage.getItem(QUESTIONNAIRE_ANSWERS_KEY)).toBeNull();
    expect(sessionStorage.getItem(PENDING_EMAIL_KEY)).toBeNull();
    expect(trackFunnelStep).toHaveBeenCalledWith('password_created');
    expect((await findToast('Your account is ready. Welcome!')).type).toBe('success');
  });

  it('shows the server’s PASSWORD_TOO_COMMON message on the password field', async () => {
    mockApi({
      'POST user/set-password': reply(400, {
        success: false,
        code: 'PASSWORD_TOO_COMMON',
        message: 'That password is too easy to guess. Please choose another.',
      }),
    });
    const app = await renderApp({ path: '/create-password', activationToken: 'act-1' });
    await choosePassword(app, 'password1');
    await app.user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByText('That password is too easy to guess. Please choose another.')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(screen.getByLabelText(/^New password/)).toHaveFocus();
    expect(app.pathname()).toBe('/create-password');
  });

  it('a refusal that names no field is said above the form, and kept there', async () => {
    mockApi({
      'POST user/set-password': reply(429, {
        success: false,
        code: 'RATE_LIMITED',
        message: 'Too many attempts. Please wait a little and try again.',
      }),
    });
    const app = await renderApp({ path: '/create-password', activationToken: 'act-1' });
    await choosePassword(app, 'chai-and-rain');
    await app.user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait a little and try again.',
    );
    expect(app.pathname()).toBe('/create-password');
  });

  it('answering for a child: the session keeps who acts for the new profile and that it awaits them; onboarding as usual', async () => {
    const answers = JSON.parse(sessionStorage.getItem(QUESTIONNAIRE_ANSWERS_KEY) ?? '{}') as Record<string, unknown>;
    sessionStorage.setItem(QUESTIONNAIRE_ANSWERS_KEY, JSON.stringify({ ...answers, '6': 'Child' }));
    const actingAs: ActingAs = {
      accountId: '6a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
      name: 'Member',
      relation: 'relative',
      rights: ['browse', 'shortlist', 'request', 'respond', 'chat'],
      profileName: 'Member',
      madeProfile: true,
    };
    const api = mockApi({
      'POST user/set-password': reply(200, {
        success: true,
        message: 'Your account is ready.',
        user: { ...newMember, userId: '0f9e8d7c-6b5a-4c3d-9e2f-1a0b9c8d7e6f', actingAs, awaitingConfirmation: true },
        accessToken: 'new.jwt',
      }),
    });
    const app = await renderApp({ path: '/create-password', activationToken: 'act-1' });
    await choosePassword(app, 'mango-lassi');
    await app.user.click(screen.getByRole('button', { name: 'Create my account' }));

    await waitFor(() => expect(app.pathname()).toBe('/personal-details'));
    const body = api.to('POST user/set-password')[0]?.body as { answer: unknown[] };
    expect(body.answer).toContainEqual({ questionId: 6, answerValue: 'Child' });
    expect(app.store.getState().user.user).toMatchObject({ actingAs, awaitingConfirmation: true });
    expect(app.store.getState().user.accessToken).toBe('new.jwt');
    // The onboarding step says a new profile is being filled in (its first step names it), and that nobody sees it yet.
    expect(
      await screen.findByText(/You are filling in a new profile. Nobody can see it yet/, {}, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.queryByText(/Member’s profile/)).not.toBeInTheDocument();
  });

  it('invited to help with a profile and no answers: the account is made with the invitation and acts for it', async () => {
    sessionStorage.clear();
    sessionStorage.setItem(FAMILY_INVITATION_TOKEN_KEY, 'invitation-token-from-the-e-mail');
    const actingAs: ActingAs = {
      accountId: 'father-1',
      name: 'Ravi',
      relation: 'father',
      rights: ['browse'],
      profileName: 'Anjali',
      madeProfile: false,
    };
    const api = mockApi({
      'POST user/set-password': reply(200, {
        success: true,
        message: 'Your account is ready.',
        user: buildUser({ userId: 'anjali-1', email: 'ravi@example.com', actingAs, awaitingConfirmation: false }),
        accessToken: 'new.jwt',
      }),
    });
    const app = await renderApp({ path: '/create-password', activationToken: 'act-1' });
    await choosePassword(app, 'mango-lassi');
    await app.user.click(screen.getByRole('button', { name: 'Create my account' }));
    await waitFor(() => expect(app.pathname()).toBe('/user-dashboard'));
    expect(api.to('POST user/set-password')[0]?.body).toEqual({
      password: 'mango-lassi',
      familyInvitation: 'invitation-token-from-the-e-mail',
    });
    expect(app.store.getState().user.user).toMatchObject({ userId: 'anjali-1', actingAs });
    expect(sessionStorage.getItem(FAMILY_INVITATION_TOKEN_KEY)).toBeNull();
  });

  it('without questionnaire answers, offers to answer them again', async () => {
    sessionStorage.clear();
    mockApi();
    await renderApp({ path: '/create-password', activationToken: 'act-1' });
    expect(await screen.findByRole('link', { name: 'Answer the questions' })).toHaveAttribute('href', '/questions');
  });
});

describe('/change-password (reset)', () => {
  it('saves the new password, then goes to /login (not signed in)', async () => {
    const api = mockApi({ 'POST user/reset-password': reply(200, { success: true, message: 'Password changed.' }) });
    const app = await renderApp({ path: '/change-password', activationToken: 'reset-1' });
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeInTheDocument();
    await choosePassword(app, 'chai-and-rain');
    await app.user.click(screen.getByRole('button', { name: 'Save my new password' }));
    await waitFor(() => expect(app.pathname()).toBe('/login'));
    expect(api.to('POST user/reset-password')[0]?.body).toEqual({ password: 'chai-and-rain' });
    expect(app.store.getState().user.accessToken).toBeNull();
    expect(app.store.getState().user.activationToken).toBeNull();
    expect(
      (
        await findToast(
          'Your password has been changed and every device signed out. Please sign in with your new password.',
        )
      ).type,
    ).toBe('success');
  });

  it('a failure that names no field is said above the form, and kept there', async () => {
    mockApi({ 'POST user/reset-password': reply(500, { success: false, code: 'INTERNAL', message: 'x' }) });
    const app = await renderApp({ path: '/change-password', activationToken: 'reset-1' });
    await choosePassword(app, 'chai-and-rain');
    await app.user.click(screen.getByRole('button', { name: 'Save my new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred');
    expect(app.pathname()).toBe('/change-password');
  });
});
