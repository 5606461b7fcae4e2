import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ActingAs, FamilyProfile } from '@app/shared/family';
import { Toaster } from '../../components/ui/toaster';
import { buildUser, findToast, mockApi, renderApp, reply, type MockReply } from '../../testing/render-app';
import { ActingBanner } from './components/acting-banner';
import { FamilyPage } from './pages/family-page';

const LOADED = { timeout: 10_000 };
const MOTHER = '6a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const ANJALI = '0f9e8d7c-6b5a-4c3d-9e2f-1a0b9c8d7e6f';

const actingAs: ActingAs = {
  accountId: MOTHER,
  name: 'Sunita',
  relation: 'mother',
  rights: ['browse', 'chat'],
  profileName: 'Anjali',
  madeProfile: false,
};
const motherHerself = buildUser({ userId: MOTHER, email: 'sunita@example.com', actingAs: null });
const motherForAnjali = buildUser({ userId: ANJALI, email: 'sunita@example.com', actingAs });

const profiles = (acting: 'own' | 'anjali'): FamilyProfile[] => [
  { profileId: MOTHER, name: 'Sunita', relation: null, rights: [], acting: acting === 'own' },
  { profileId: ANJALI, name: 'Anjali', relation: 'mother', rights: ['browse', 'chat'], acting: acting === 'anjali' },
];
const me = (user: ReturnType<typeof buildUser>): MockReply => reply(200, { success: true, user });
const switched = (profileId: string, token: string): MockReply =>
  reply(200, {
    success: true,
    accessToken: token,
    data: profiles(profileId === MOTHER ? 'own' : 'anjali').find((profile) => profile.profileId === profileId),
  });

function open(path: string, element: React.ReactNode, signedInAs: ReturnType<typeof buildUser>) {
  return renderApp({
    path,
    signedInAs,
    routes: [
      {
        path,
        element: (
          <>
            {element}
            <Toaster />
          </>
        ),
      },
      // The app's toaster lives in its frame, above the pages: here each page brings one.
      {
        path: '/user-dashboard',
        element: (
          <>
            <p>Dashboard</p>
            <Toaster />
          </>
        ),
      },
    ],
  });
}

describe('acting for a profile (families)', { timeout: 30_000 }, () => {
  it('a manager not acting for anyone sees no banner; a candidate without helpers-of-others sees no profiles list', async () => {
    mockApi({
      'GET family/profiles': reply(200, { success: true, data: profiles('own').slice(0, 1) }),
      'GET family/members': reply(200, { success: true, data: [] }),
      'GET family/invitations': reply(200, { success: true, data: { sent: [], received: [] } }),
      'GET family/activity': reply(200, { success: true, data: [] }),
    });
    await open(
      '/family',
      <>
        <ActingBanner />
        <FamilyPage />
      </>,
      motherHerself,
    );
    expect(await screen.findByRole('region', { name: 'Invite someone' }, LOADED)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Whose profile you are acting for' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Profiles you help with' })).not.toBeInTheDocument();
  });

  it('chooses the profile to act for: the token is the switch’s, the app asks who it now is, then the dashboard', async () => {
    const api = mockApi({
      'GET family/profiles': reply(200, { success: true, data: profiles('own') }),
      'GET family/members': reply(200, { success: true, data: [] }),
      'GET family/invitations': reply(200, { success: true, data: { sent: [], received: [] } }),
      'GET family/activity': reply(200, { success: true, data: [] }),
      'POST family/switch': switched(ANJALI, 'h.acting-for-anjali.s'),
      'GET user/me': me(motherForAnjali),
    });
    const { user, store, pathname } = await open('/family', <FamilyPage />, motherHerself);
    const list = within(
      (await screen.findByRole('heading', { name: 'Profiles you help with' }, LOADED)).closest('section')!,
    );
    const anjali = within(list.getByRole('heading', { name: 'Anjali' }).closest('li')!);
    expect(anjali.getByText('You help as their mother')).toBeInTheDocument();
    expect(anjali.getByText('Read Anjali’s chats and write in them')).toBeInTheDocument();
    expect(within(list.getByRole('heading', { name: 'Sunita' }).closest('li')!).getByText('Acting now')).toBeVisible();

    await user.click(anjali.getByRole('button', { name: 'Act for Anjali' }));
    await waitFor(() => expect(pathname()).toBe('/user-dashboard'));
    expect(api.to('POST family/switch')[0]?.body).toEqual({ profileId: ANJALI });
    expect(store.getState().user.accessToken).toBe('h.acting-for-anjali.s');
    expect(api.to('GET user/me')).toHaveLength(1);
    expect(api.to('GET user/me')[0]?.headers.get('authorization')).toBe('Bearer h.acting-for-anjali.s');
    expect(store.getState().user.user).toMatchObject({ userId: ANJALI, actingAs });
  });

  it('while acting: a banner says whose profile and as whom, and takes the manager back to their own', async () => {
    const api = mockApi({
      'POST family/switch': switched(MOTHER, 'h.own.s'),
      'GET user/me': me(motherHerself),
    });
    const { user, store, pathname } = await open('/chats', <ActingBanner />, motherForAnjali);
    const banner = within(await screen.findByRole('region', { name: 'Whose profile you are acting for' }, LOADED));
    expect(
      banner.getByText(
        'You are acting for Anjali’s profile as their mother. Others see what you do as sent by Anjali’s mother.',
      ),
    ).toBeVisible();
    expect(banner.getByRole('link', { name: 'Family help' })).toHaveAttribute('href', '/family');

    await user.click(banner.getByRole('button', { name: 'Back to your own profile' }));
    await waitFor(() => expect(pathname()).toBe('/user-dashboard'));
    expect(api.to('POST family/switch')[0]?.body).toEqual({ profileId: MOTHER });
    expect(store.getState().user.user).toMatchObject({ userId: MOTHER, actingAs: null });
  });

  it('while acting: the Family page shows only the profiles, and stopping ends the help and returns to one’s own', async () => {
    const api = mockApi({
      'GET family/profiles': reply(200, { success: true, data: profiles('anjali') }),
      'DELETE family/members/6a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d': reply(200, { success: true, message: 'Left.' }),
      'GET user/refresh': reply(200, { success: true, accessToken: 'h.own-again.s' }),
      'GET user/me': me(motherHerself),
    });
    const { user, store, pathname } = await open('/family', <FamilyPage />, motherForAnjali);
    expect(await screen.findByRole('heading', { name: 'Profiles you help with' }, LOADED)).toBeInTheDocument();
    expect(screen.getByText('Inviting people and choosing what they may do stays with Anjali.')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Invite someone' })).not.toBeInTheDocument();
    expect(api.to('GET family/members')).toHaveLength(0);

    // The heading shows while the list loads: its cards come with GET family/profiles.
    await user.click(await screen.findByRole('button', { name: 'Stop helping Anjali' }, LOADED));
    const dialog = within(await screen.findByRole('dialog', { name: 'Stop helping Anjali?' }));
    await user.click(dialog.getByRole('button', { name: 'Stop helping Anjali' }));
    await waitFor(() => expect(pathname()).toBe('/user-dashboard'));
    expect(api.to(`DELETE family/members/${MOTHER}`)).toHaveLength(1);
    expect(store.getState().user.accessToken).toBe('h.own-again.s');
    expect(store.getState().user.user).toMatchObject({ userId: MOTHER, actingAs: null });
    expect((await findToast('You no longer help with Anjali’s profile.')).type).toBe('success');
  });

  it('a refused switch says so and stays', async () => {
    mockApi({
      'GET family/profiles': reply(200, { success: true, data: profiles('own') }),
      'GET family/members': reply(200, { success: true, data: [] }),
      'GET family/invitations': reply(200, { success: true, data: { sent: [], received: [] } }),
      'GET family/activity': reply(200, { success: true, data: [] }),
      'POST family/switch': reply(404, {
        success: false,
        code: 'NOT_FOUND',
        message: 'You do not look after this profile.',
      }),
    });
    const { user, pathname } = await open('/family', <FamilyPage />, motherHerself);
    await user.click(await screen.findByRole('button', { name: 'Act for Anjali' }, LOADED));
    expect((await findToast('We couldn’t switch profiles. Please try again.')).type).toBe('error');
    expect(pathname()).toBe('/family');
  });

  it('a helper removed by the candidate: their next call is refused, the app acts for their own account again and says why', async () => {
    const api = mockApi({
      // Refused with the token that acted for Anjali; her own list once acting for herself again.
      'GET family/profiles': (call) =>
        call.headers.get('authorization')?.includes('own-again')
          ? reply(200, { success: true, data: profiles('own').slice(0, 1) })
          : reply(403, {
              success: false,
              code: 'FAMILY_ACCESS_ENDED',
              message: 'You no longer look after this profile. Please sign in again to continue.',
            }),
      'GET family/members': reply(200, { success: true, data: [] }),
      'GET family/invitations': reply(200, { success: true, data: { sent: [], received: [] } }),
      'GET family/activity': reply(200, { success: true, data: [] }),
      'GET family/edits': reply(200, { success: true, data: [] }),
      'GET user/refresh': reply(200, { success: true, accessToken: 'h.own-again.s' }),
      'GET user/me': me(motherHerself),
    });
    const { user, store } = await open(
      '/family',
      <>
        <ActingBanner />
        <FamilyPage />
      </>,
      motherForAnjali,
    );
    const notice = await screen.findByRole('region', { name: 'Family help ended' }, LOADED);
    expect(notice).toHaveTextContent(
      'Anjali has ended your access to their profile. You are back on your own account.',
    );
    await waitFor(() => expect(store.getState().user.user).toMatchObject({ userId: MOTHER, actingAs: null }));
    expect(store.getState().user.accessToken).toBe('h.own-again.s');
    expect(api.to('GET user/me').length).toBeGreaterThan(0);
    await user.click(within(notice).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('region', { name: 'Family help ended' })).not.toBeInTheDocument();
  });

  it('while the profile waits for its candidate, the banner asks again whom the session acts for (it may have gone live)', async () => {
    const api = mockApi({
      'GET user/me': me({
        ...motherForAnjali,
        actingAs: { ...actingAs, madeProfile: true },
        awaitingConfirmation: false,
      }),
    });
    await open(
      '/x',
      <ActingBanner />,
      buildUser({ ...motherForAnjali, actingAs: { ...actingAs, madeProfile: true }, awaitingConfirmation: true }),
    );
    await waitFor(() => expect(api.to('GET user/me')).toHaveLength(1), LOADED);
    expect(await screen.findByText(/You are acting for Anjali’s profile as their mother/)).toBeInTheDocument();
  });
});
