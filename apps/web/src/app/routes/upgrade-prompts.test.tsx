import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PublicProfile } from '@app/shared/profile';
import { buildPublicProfile, MEMBER_ID, OTHER_ID } from '../../features/profile/my-details/testing/fixtures';
import { renderAt } from '../../features/billing/testing/render-at';
import { resetFakeSockets } from '../../testing/fake-socket-io';
import { buildUser, mockApi, renderApp, reply, type MockReply } from '../../testing/render-app';

/** The first render loads the page's code on demand: slow on a busy machine. */
const LOADED = { timeout: 10_000 };
type Pair = Pick<PublicProfile, 'connection_status' | 'connectionType'>;
const NONE: Pair = { connection_status: 'no connection', connectionType: 'none' };
const CONNECTED: Pair = { connection_status: 'accepted', connectionType: 'none' };
const planRequired = (requiredTier: 'Premium' | 'Exclusive', message: string) =>
  reply(403, { success: false, code: 'PLAN_REQUIRED', requiredTier, message });

beforeEach(resetFakeSockets);

/** Arjun's profile as a Standard member sees it; `calls` answers the rest. */
async function openProfile(profile: PublicProfile, calls: Record<string, MockReply> = {}) {
  const pair = { connection_status: profile.connection_status, connectionType: profile.connectionType };
  const api = mockApi({
    'POST profile/getUserDetails': reply(200, { success: true, data: [profile] }),
    'POST profile-view/add-view': reply(200, { success: true, recorded: true }),
    'POST connection/getConnectionStatus': reply(200, { success: true, data: { ...pair, userId: OTHER_ID } }),
    'GET subscription//checkSubscriptionStatus': reply(200, {
      success: true,
      usertype: 'Standard',
      isExclusive: false,
      expiresAt: null,
    }),
    ...calls,
  });
  const app = await renderApp({ path: `/profile/Arjun/${OTHER_ID}`, signedInAs: buildUser({ userId: MEMBER_ID }) });
  await screen.findByRole('region', { name: 'Connection' }, LOADED);
  return { ...app, api };
}

describe('upgrade prompts where the plan does not include something', { timeout: 30_000 }, () => {
  it('a profile whose details the plan withholds: the card lists what the server says is withheld, and only that', async () => {
    const locked = buildPublicProfile({
      ...NONE,
      planLocks: {
        fullProfile: true,
        sharpPhotos: true,
        requiredTier: 'Premium',
        // As the server names them: the owner keeps their family details to themselves (not listed), and the
        // religion is not withheld (the basic card shows it).
        withheld: [
          { section: 'personal_background', fields: ['height', 'heightCm', 'weight', 'weightKg', 'diet'] },
          { section: 'religious_background', fields: ['community', 'subCommunity', 'caste', 'gotra', 'motherTongue'] },
          { section: 'location_background', fields: ['country', 'countryCode', 'state', 'nationality'] },
          { section: 'education_and_financial', fields: ['qualification', 'occupation', 'income', 'incomeLabel'] },
        ],
      },
      family_details: undefined,
      personal_background: undefined,
      religious_background: undefined,
      location_background: undefined,
      education_and_financial: undefined,
    });
    await openProfile(locked);
    const card = await screen.findByRole('region', { name: 'Full profile available with Premium' }, LOADED);
    expect(card).toHaveTextContent('Premium members also see these details:');
    const list = within(card).getByRole('list', { name: 'Details for paid plans' });
    const items = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'Personal background: Height, Weight, Diet',
      'Religious background: Community, Sub-community, Caste, Gotra, Mother tongue',
      'Where I live: Country, State or region, Nationality',
      'Education and career: Highest qualification, Occupation, Annual income',
    ]);
    // The religion the page shows is not called withheld; nor is a section the owner keeps to themselves.
    expect(card).not.toHaveTextContent(/religion\b/i);
    expect(card).not.toHaveTextContent(/Family/);
    expect(screen.getByText('Hindu')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/plan');
    expect(screen.getByRole('heading', { level: 1, name: 'Arjun' })).toBeInTheDocument();
    // The family section, absent and not the plan's, is the owner's choice.
    expect(screen.getByText('Some details are not shared.')).toBeInTheDocument();
  });

  it('an unlocked profile shows no upgrade card', async () => {
    await openProfile(
      buildPublicProfile({
        ...NONE,
        planLocks: { fullProfile: false, sharpPhotos: false, requiredTier: null, withheld: [] },
      }),
    );
    expect(await screen.findByRole('region', { name: 'Family' }, LOADED)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /available with/ })).toBeNull();
  });

  it('Connect refused for the plan (the monthly allowance): the upgrade prompt with the server’s reason, no error', async () => {
    const app = await openProfile(buildPublicProfile(NONE), {
      'POST connection/addConnection': planRequired(
        'Premium',
        'Standard members can send 10 connection requests a month; yours renew on 1 December.',
      ),
    });
    await app.user.click(await screen.findByRole('button', { name: 'Connect' }, LOADED));
    const prompt = await screen.findByRole('dialog', { name: 'This needs Premium' }, LOADED);
    expect(prompt).toHaveTextContent(
      'Standard members can send 10 connection requests a month; yours renew on 1 December.',
    );
    expect(prompt).toHaveTextContent(/Premium lets you see full profiles/);
    expect(document.querySelector('[data-sonner-toast][data-type="error"]')).toBeNull();
    await app.user.click(within(prompt).getByRole('link', { name: 'See plans' }));
    await waitFor(() => expect(app.pathname()).toBe('/plan'));
    expect(screen.queryByRole('dialog', { name: 'This needs Premium' })).toBeNull();
  });

  it('Connect to an Exclusive member: the prompt names Exclusive, and Not now closes it', async () => {
    const app = await openProfile(buildPublicProfile({ ...NONE, userType: 'Exclusive' }), {
      'POST connection/addConnection': planRequired('Exclusive', 'Only Exclusive members can connect with Arjun.'),
    });
    await app.user.click(await screen.findByRole('button', { name: 'Connect' }, LOADED));
    const prompt = await screen.findByRole('dialog', { name: 'This needs Exclusive' }, LOADED);
    expect(prompt).toHaveTextContent(/Exclusive adds verified, personal matchmaking/);
    await app.user.click(within(prompt).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('dialog', { name: 'This needs Exclusive' })).toBeNull();
    expect(app.pathname()).toBe(`/profile/Arjun/${OTHER_ID}`);
  });

  it('asking a connection for contact details on Standard: the upgrade prompt', async () => {
    const app = await openProfile(buildPublicProfile(CONNECTED), {
      'POST contact-details/getAccessState': reply(200, {
        success: true,
        data: { userId: OTHER_ID, mine: null, theirs: null },
      }),
      'POST contact-details/requestAccess': planRequired('Premium', 'Asking for contact details needs Premium.'),
    });
    const area = await screen.findByRole('region', { name: 'Contact details' }, LOADED);
    await app.user.click(await within(area).findByRole('button', { name: 'Ask for contact details' }, LOADED));
    const prompt = await screen.findByRole('dialog', { name: 'This needs Premium' }, LOADED);
    expect(prompt).toHaveTextContent('Asking for contact details needs Premium.');
  });
});

describe('who viewed me on Standard', { timeout: 60_000 }, () => {
  it('the count, then the upgrade card instead of the visitors', async () => {
    mockApi({
      'GET profile-view/my-views': reply(200, { success: true, data: [], total: 3, requiredTier: 'Premium' }),
      'GET subscription//checkSubscriptionStatus': reply(200, {
        success: true,
        usertype: 'Standard',
        isExclusive: false,
        expiresAt: null,
      }),
    });
    const app = await renderAt('/user-dashboard?tab=Connections', { signedInAs: buildUser({ userId: MEMBER_ID }) });
    // Two lazy parts (the tab, then its sub-tab): generous on a busy machine.
    await app.user.click(await screen.findByRole('tab', { name: /Who viewed me/ }, { timeout: 20_000 }));
    expect(await screen.findByText('3 members have looked at your profile.', {}, LOADED)).toBeInTheDocument();
    const card = await screen.findByRole('region', { name: 'See who viewed your profile with Premium' }, LOADED);
    expect(within(card).getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/plan');
  });
});
