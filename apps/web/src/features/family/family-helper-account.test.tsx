import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ActingAs, FamilyProfile } from '@app/shared/family';
import { Toaster } from '../../components/ui/toaster';
import { buildUser, findToast, mockApi, renderApp, reply, type MockReply } from '../../testing/render-app';
import { ActingBanner } from './components/acting-banner';
import { FamilyPage } from './pages/family-page';

/**
 * An account that only helps (ADR 017 points 8–9): it is asked its name (the family sees "Member" until then), its
 * help can end leaving it no profile to act for, and its place is then Family help, not a member's dashboard.
 */

const LOADED = { timeout: 10_000 };
const FATHER = '6a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const ANJALI = '0f9e8d7c-6b5a-4c3d-9e2f-1a0b9c8d7e6f';

const actingAs: ActingAs = {
  accountId: FATHER,
  name: 'Member',
  relation: 'father',
  rights: ['browse'],
  profileName: 'Anjali',
  madeProfile: false,
};
const fatherForAnjali = buildUser({ userId: ANJALI, email: 'ramesh@example.com', actingAs });
// His own account, with no profile: none of its steps are done.
const fatherAlone = buildUser({
  userId: FATHER,
  email: 'ramesh@example.com',
  actingAs: null,
  isPersonalFormFilled: false,
  isQualificationFormFilled: false,
  isLocationFormFilled: false,
  isImageFormFilled: false,
  isOtherFormFilled: false,
});
const anjali: FamilyProfile = {
  profileId: ANJALI,
  name: 'Anjali',
  relation: 'father',
  rights: ['browse'],
  acting: true,
};
const listed = (profiles: FamilyProfile[], name: string | null): MockReply =>
  reply(200, { success: true, data: profiles, helper: { name } });

function open(path: string, signedInAs: ReturnType<typeof buildUser>) {
  const page = (element: React.ReactNode) => (
    <>
      <ActingBanner />
      {element}
      <Toaster />
    </>
  );
  return renderApp({
    path,
    signedInAs,
    routes: [
      { path: '/family', element: page(<FamilyPage />) },
      { path: '/user-dashboard', element: page(<p>Dashboard</p>) },
      { path: '/personal-details', element: page(<p>Personal details</p>) },
    ],
  });
}

describe('an account that only helps', { timeout: 30_000 }, () => {
  it('is asked its name from the banner and on Family help, and saves it (PUT family/name)', async () => {
    let name: string | null = null;
    const api = mockApi({
      'GET family/profiles': () => listed([anjali], name),
      'PUT family/name': (call) => {
        name = (call.body as { name: string }).name.trim();
        return reply(200, { success: true, message: 'Your name is saved.', data: { name } });
      },
    });
    const { user, store } = await open('/user-dashboard', fatherForAnjali);
    const banner = within(await screen.findByRole('region', { name: 'Whose profile you are acting for' }, LOADED));
    // No profile of his own to go back to.
    expect(await banner.findByRole('link', { name: 'Add your name' }, LOADED)).toBeVisible();
    expect(banner.queryByRole('button', { name: 'Back to your own profile' })).not.toBeInTheDocument();
    await user.click(banner.getByRole('link', { name: 'Add your name' }));

    const card = within(await screen.findByRole('region', { name: 'Tell the family who you are' }, LOADED));
    await user.click(card.getByRole('button', { name: 'Save my name' }));
    expect(await card.findByText('Please enter your name (at most 60 characters).')).toBeVisible();
    expect(api.to('PUT family/name')).toHaveLength(0);

    await user.type(card.getByRole('textbox', { name: /Your name/ }), ' Ramesh ');
    await user.click(card.getByRole('button', { name: 'Save my name' }));
    expect((await findToast('Saved: the family now sees you as Ramesh.')).type).toBe('success');
    expect(api.to('PUT family/name')[0]?.body).toEqual({ name: 'Ramesh' });
    const named = within(await screen.findByRole('region', { name: 'Your name' }, LOADED));
    expect(await named.findByText('The family knows you as Ramesh.', undefined, LOADED)).toBeVisible();
    // The session names him too (his own notes are told apart by it), and the banner stops asking.
    expect(store.getState().user.user?.actingAs?.name).toBe('Ramesh');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Add your name' })).not.toBeInTheDocument());

    // Changed later, or the change abandoned.
    await user.click(named.getByRole('button', { name: 'Change' }));
    const editing = within(screen.getByRole('region', { name: 'Your name' }));
    expect(editing.getByRole('textbox', { name: /Your name/ })).toHaveValue('Ramesh');
    await user.click(editing.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('The family knows you as Ramesh.')).toBeVisible();
  });

  it('shows the server’s refusal of a name', async () => {
    mockApi({
      'GET family/profiles': listed([anjali], null),
      'PUT family/name': reply(400, {
        success: false,
        code: 'VALIDATION_FAILED',
        message: 'Please check the highlighted fields.',
        errors: [{ path: 'name', message: 'Please use at most 60 characters for your name.' }],
      }),
    });
    const { user } = await open('/family', fatherForAnjali);
    const card = within(await screen.findByRole('region', { name: 'Tell the family who you are' }, LOADED));
    await user.type(card.getByRole('textbox', { name: /Your name/ }), 'Ramesh');
    await user.click(card.getByRole('button', { name: 'Save my name' }));
    expect(await card.findByText('Please use at most 60 characters for your name.')).toBeVisible();
  });

  it('a member with a profile of their own is not asked (their profile names them)', async () => {
    mockApi({
      'GET family/profiles': reply(200, { success: true, data: [anjali], helper: null }),
    });
    await open('/family', fatherForAnjali);
    expect(await screen.findByRole('heading', { name: 'Profiles you help with' }, LOADED)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Tell the family who you are' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add your name' })).not.toBeInTheDocument();
  });

  it('stops helping with the only profile it helps with (DELETE family/members/{its own id})', async () => {
    let left = false;
    const api = mockApi({
      'GET family/profiles': () => listed(left ? [] : [anjali], 'Ramesh'),
      [`DELETE family/members/${FATHER}`]: () => {
        left = true;
        return reply(200, { success: true, message: 'Left.' });
      },
      'GET user/refresh': reply(200, { success: true, accessToken: 'h.alone.s' }),
      'GET user/me': reply(200, { success: true, user: fatherAlone }),
    });
    const { user, pathname } = await open('/family', fatherForAnjali);
    await user.click(await screen.findByRole('button', { name: 'Stop helping Anjali' }, LOADED));
    const dialog = within(await screen.findByRole('dialog', { name: 'Stop helping Anjali?' }));
    await user.click(dialog.getByRole('button', { name: 'Stop helping Anjali' }));
    expect((await findToast('You no longer help with Anjali’s profile.')).type).toBe('success');
    expect(api.to(`DELETE family/members/${FATHER}`)).toHaveLength(1);
    // No profile to go to: back on Family help, which says so.
    await waitFor(() => expect(pathname()).toBe('/family'), LOADED);
    expect(
      await screen.findByRole('heading', { name: 'You are not helping with a profile now' }, LOADED),
    ).toBeVisible();
  });

  it('acting for no one, its place is Family help: it lists what it may do, never a member’s onboarding', async () => {
    mockApi({ 'GET family/profiles': listed([], 'Ramesh') });
    const { pathname } = await open('/user-dashboard', fatherAlone);
    await waitFor(() => expect(pathname()).toBe('/family'), LOADED);
    expect(
      await screen.findByRole('heading', { name: 'You are not helping with a profile now' }, LOADED),
    ).toBeVisible();
    expect(
      screen.getByText(/When someone asks you to help with their profile, they send you an invitation by e-mail/),
    ).toBeVisible();
    expect(screen.getByText('The family knows you as Ramesh.')).toBeVisible();
    // Nothing of a candidate's: no invitations to send, no way "back" to a profile it does not have.
    expect(screen.queryByRole('region', { name: 'Invite someone' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Back to My Details/ })).not.toBeInTheDocument();
  });

  it('a new member with no profile yet stays where they are', async () => {
    const api = mockApi({ 'GET family/profiles': reply(200, { success: true, data: [], helper: null }) });
    const { pathname } = await open('/personal-details', { ...fatherAlone, userId: 'someone-new' });
    await waitFor(() => expect(api.to('GET family/profiles')).toHaveLength(1), LOADED);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pathname()).toBe('/personal-details');
    expect(screen.getByText('Personal details')).toBeVisible();
  });
});
