import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ActingAs } from '@app/shared/family';
import { buildUser, mockApi, renderApp, reply } from '../../testing/render-app';
import { FAMILY_INVITATION_TOKEN_KEY, FamilyInvitationPage } from './pages/family-invitation-page';

const LOADED = { timeout: 10_000 };
const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz0123456789';

const waiting = reply(200, {
  success: true,
  data: {
    sent: [],
    received: [
      {
        id: '3f1e2d4c-1b2a-4c3d-8e9f-0a1b2c3d4e5f',
        profileName: 'Anjali',
        relation: 'sister',
        rights: ['browse', 'shortlist'],
        expiresAt: '2026-12-03T10:00:00.000Z',
      },
    ],
  },
});

const openPage = (signedIn = true) =>
  renderApp({
    path: `/family/invitation#${TOKEN}`,
    routes: [
      {
        path: '/family/invitation',
        element: (
          <FamilyInvitationPage signIn={<p>Sign-in form</p>} signOut={<button type="button">Sign out</button>} />
        ),
      },
      { path: '/user-dashboard', element: <p>Dashboard</p> },
    ],
    ...(signedIn ? { signedInAs: buildUser() } : {}),
  });

describe('Family invitation page', { timeout: 30_000 }, () => {
  it('accepts with the token from the link’s fragment and says whose profile and what the member may do', async () => {
    const api = mockApi({
      'GET family/invitations': waiting,
      'POST family/accept': reply(200, {
        success: true,
        message: 'You now help with this profile.',
        data: {
          profileId: '8d5f2c1e-5b7a-4c1e-9a55-0c1f2e3d4b5a',
          name: 'Anjali',
          relation: 'sister',
          rights: ['browse', 'shortlist'],
          acting: false,
        },
      }),
    });
    const { user } = await openPage();
    expect(await screen.findByText('Anjali invites you as their sister.', {}, LOADED)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept the invitation' }));
    await waitFor(() => expect(api.to('POST family/accept')).toHaveLength(1));
    expect(api.to('POST family/accept')[0]?.body).toEqual({ token: TOKEN });
    const done = await screen.findByRole('heading', { name: 'You now help Anjali' });
    expect(done).toHaveFocus();
    expect(screen.getByText(/You help with Anjali’s profile as their sister/)).toBeInTheDocument();
    // The helper reads what they may do for Anjali, not the candidate's "your".
    expect(
      screen.getAllByText('See and change Anjali’s family shortlist, and write notes on it').length,
    ).toBeGreaterThan(0);
    expect(screen.queryByText(/your family shortlist/)).toBeNull();
    expect(sessionStorage.getItem(FAMILY_INVITATION_TOKEN_KEY)).toBeNull();
  });

  it('after accepting, “Start helping” acts for the profile and opens the dashboard as it', async () => {
    const anjali = {
      profileId: '8d5f2c1e-5b7a-4c1e-9a55-0c1f2e3d4b5a',
      name: 'Anjali',
      relation: 'sister',
      rights: ['browse'],
    };
    const actingAs: ActingAs = {
      accountId: 'u-1',
      name: 'Priya',
      relation: 'sister',
      rights: ['browse'],
      profileName: 'Anjali',
      madeProfile: false,
    };
    const api = mockApi({
      'GET family/invitations': waiting,
      'POST family/accept': reply(200, { success: true, message: 'Done.', data: { ...anjali, acting: false } }),
      'POST family/switch': reply(200, { success: true, accessToken: 'h.acting.s', data: { ...anjali, acting: true } }),
      'GET user/me': reply(200, { success: true, user: buildUser({ userId: anjali.profileId, actingAs }) }),
    });
    const { user, store, pathname } = await openPage();
    await user.click(await screen.findByRole('button', { name: 'Accept the invitation' }, LOADED));
    await user.click(await screen.findByRole('button', { name: 'Start helping Anjali' }));
    await waitFor(() => expect(pathname()).toBe('/user-dashboard'));
    expect(api.to('POST family/switch')[0]?.body).toEqual({ profileId: anjali.profileId });
    expect(store.getState().user.user).toMatchObject({ userId: anjali.profileId, actingAs });
  });

  it('shows the server’s message and what to do next when the invitation can no longer be used (409)', async () => {
    mockApi({
      'GET family/invitations': waiting,
      'POST family/accept': reply(409, {
        success: false,
        code: 'CONFLICT',
        message: 'This invitation has expired.',
      }),
    });
    const { user } = await openPage();
    await user.click(await screen.findByRole('button', { name: 'Accept the invitation' }, LOADED));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This invitation has expired.');
    expect(alert).toHaveTextContent('Ask the person who invited you to send a new invitation.');
    expect(screen.queryByRole('button', { name: 'Accept the invitation' })).not.toBeInTheDocument();
  });

  it('offers to sign out when signed in with another address (403)', async () => {
    mockApi({
      'GET family/invitations': reply(200, { success: true, data: { sent: [], received: [] } }),
      'POST family/accept': reply(403, {
        success: false,
        code: 'FORBIDDEN',
        message: 'This invitation was sent to another e-mail address.',
      }),
    });
    const { user } = await openPage();
    await user.click(await screen.findByRole('button', { name: 'Accept the invitation' }, LOADED));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sign out, then sign in with the e-mail address');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('signed out: asks to sign in and keeps the token for the way back', async () => {
    const api = mockApi({});
    await openPage(false);
    expect(await screen.findByRole('heading', { name: 'Sign in to see your invitation' }, LOADED)).toBeInTheDocument();
    expect(screen.getByText('Sign-in form')).toBeInTheDocument();
    // No account yet: one that only helps, made with this invitation (no questionnaire).
    expect(screen.getByRole('link', { name: 'Create an account to help' })).toHaveAttribute('href', '/register');
    await waitFor(() => expect(sessionStorage.getItem(FAMILY_INVITATION_TOKEN_KEY)).toBe(TOKEN));
    expect(api.calls).toHaveLength(0);
  });
});
