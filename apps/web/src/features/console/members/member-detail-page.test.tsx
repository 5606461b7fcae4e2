import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MemberStatusResponse } from '@app/shared/console/members';
import { Toaster } from '../../../components/ui/toaster';
import { findToast, mockApi, renderApp, reply } from '../../../testing/render-app';
import { MemberDetailPage } from './member-detail-page';

const USER_ID = '11111111-1111-4111-8111-111111111111';
const STATUS = 'GET admin-userDetails/user-status';
const AUDIT = 'GET admin-audit/log';
const SIGN_OUT = 'POST admin-userControl/sign-out-everywhere';

const nulls = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, null])) as Record<K, null>;

const status: MemberStatusResponse = {
  success: true,
  member: {
    userId: USER_ID,
    uid: 'uid-asha',
    email: 'asha@example.test',
    usertype: 'Premium',
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-02T10:00:00.000Z',
    lastActiveAt: '2026-11-30T10:00:00.000Z',
    hidden: false,
    suspended: false,
    suspendedAt: null,
    suspensionReason: null,
    steps: { personal: true, qualification: true, location: true, other: true, image: true },
  },
  profile: {
    userId: USER_ID,
    usertype: 'Premium',
    photoVisibility: 'members',
    horoscope: { optIn: false, chart: null },
    toggleStatus: {
      family_details: true,
      personal_details: true,
      religious_details: false,
      location_details: true,
      education_and_financial_details: true,
    },
    basic_and_lifestyle: {
      ...nulls([
        'displayName',
        'gender',
        'religion',
        'maritalStatus',
        'postedBy',
        'aboutSecond',
        'aboutSecondLanguage',
      ] as const),
      userId: USER_ID,
      firstName: 'Asha',
      lastName: 'Kumar',
      age: 29,
      about: 'Private about text',
      numberOfChildren: 0,
    },
    family_details: {
      ...nulls(['fatherOccupation', 'motherOccupation', 'livingWithFamily'] as const),
      numberOfSiblings: 1,
    },
    personal_background: {
      ...nulls([
        'height',
        'weight',
        'bodyType',
        'language',
        'smokingHabbit',
        'drinkingHabbit',
        'diet',
        'complexion',
      ] as const),
      heightCm: null,
      weightKg: null,
    },
    religious_background: {
      ...nulls([
        'religion',
        'community',
        'subCommunity',
        'caste',
        'gotra',
        'timeOfBirth',
        'placeOfBirth',
        'motherTongue',
      ] as const),
      dateOfBirth: '1997-05-04',
      horoscopeOptIn: false,
      cityOfBirth: null,
    },
    location_background: nulls([
      'country',
      'countryCode',
      'state',
      'currentLocation',
      'cityOfResidence',
      'nationality',
      'nationalityCode',
      'citizenShip',
      'citizenShipCode',
      'residencyVisaStatus',
      'austrailanVisaStatus',
    ] as const),
    education_and_financial: nulls([
      'qualification',
      'occupation',
      'workingStatus',
      'currentWorkingStatus',
      'income',
      'incomeLabel',
    ] as const),
    interest_and_hobbies: ['Cooking'],
    contactNumber: '+61412345678',
  },
  completion: { percentage: 55, missing: [{ section: 'family_details', field: 'diet', label: 'Diet' }] },
  photos: [
    {
      photoId: 'p-1',
      position: 0,
      url: '/api/v1/media/photos/x',
      thumbUrl: '/api/v1/media/photos/x-thumb',
      width: 800,
      height: 800,
      createdAt: '2026-11-03T10:00:00.000Z',
      reviewStatus: 'pending',
      reviewedAt: null,
    },
  ],
  plan: {
    usertype: 'Premium',
    subscriptions: [
      {
        id: 's-1',
        orderId: 'ORD-1000001',
        planName: 'Premium',
        planType: 'Monthly',
        tier: 'Premium',
        amountCents: 2999,
        gstCents: 273,
        currency: 'AUD',
        provider: 'local',
        paymentReference: 'pi_1',
        status: 'active',
        paymentStatus: 'Completed',
        startsAt: '2026-11-05T10:00:00.000Z',
        endsAt: '2026-12-05T10:00:00.000Z',
        createdAt: '2026-11-05T10:00:00.000Z',
        running: true,
        grantReason: null,
        refundedCents: 1000,
      },
    ],
  },
  payments: {
    checkouts: [],
    refunds: [
      {
        id: 'f-1',
        orderId: 'ORD-1000001',
        amountCents: 1000,
        gstCents: 91,
        reason: 'Goodwill refund',
        refundedAt: '2026-11-06T10:00:00.000Z',
      },
    ],
  },
  reports: {
    made: [
      {
        reportId: 'r-1',
        otherUserId: '22222222-2222-4222-8222-222222222222',
        otherEmail: 'reported@example.test',
        reasons: ['fake-profile'],
        urgent: false,
        state: 'open',
        createdAt: '2026-11-10T10:00:00.000Z',
        decidedAt: null,
      },
    ],
    received: [
      {
        reportId: 'r-2',
        otherUserId: null,
        otherEmail: null,
        reasons: ['underage'],
        urgent: true,
        state: 'actioned',
        createdAt: '2026-11-11T10:00:00.000Z',
        decidedAt: '2026-11-12T10:00:00.000Z',
      },
    ],
  },
  suspensions: [],
  sessions: [
    {
      createdAt: '2026-11-29T10:00:00.000Z',
      lastUsedAt: '2026-11-30T10:00:00.000Z',
      expiresAt: '2026-12-29T10:00:00.000Z',
      rememberMe: true,
      userAgent: 'Firefox on Linux',
      revokedAt: null,
      live: true,
    },
  ],
  verification: { verified: false, verifiedAt: null, requests: [] },
  family: {
    familyOnly: false,
    awaitingCandidateSince: '2026-11-20T10:00:00.000Z',
    helpers: [
      {
        accountId: '7b0c9d8e-1f2a-4b3c-9d4e-5f6a7b8c9d0e',
        email: 'sunita@example.com',
        relation: 'mother',
        rights: ['browse', 'chat'],
        since: '2026-11-20T10:00:00.000Z',
        lastActiveAt: null,
        madeProfile: true,
      },
    ],
    helps: [],
  },
};

const audit = {
  success: true,
  entries: [
    {
      id: 7,
      at: '2026-11-30T11:00:00.000Z',
      actor: { id: 'staff-1', email: 'mod@example.com', role: 'moderator' },
      action: 'member.viewed',
      subjectUserId: USER_ID,
      subjectKind: 'member',
      subjectId: USER_ID,
      reason: null,
      detail: {},
    },
  ],
  nextBefore: null,
};

async function renderPage() {
  const api = mockApi({
    [STATUS]: reply(200, status),
    [AUDIT]: reply(200, audit),
    [SIGN_OUT]: reply(200, { success: true, message: 'Done.', sessionsEnded: 1 }),
  });
  const view = await renderApp({
    path: `/admin/members/${USER_ID}`,
    routes: [
      {
        path: '/admin/members/:userId',
        element: (
          <>
            <Toaster />
            <MemberDetailPage />
          </>
        ),
      },
    ],
  });
  return { ...view, api };
}

const section = (name: string) => screen.getByRole('region', { name });

describe('MemberDetailPage', () => {
  it('shows who helps with the profile, who made it, and that it waits for its candidate', async () => {
    await renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Asha Kumar' })).toBeInTheDocument();
    const family = within(section('Family'));
    expect(
      family.getByText(/Made by a relative on .*Hidden from everyone until the person it is for confirms it/),
    ).toBeVisible();
    const helpers = within(
      family.getByRole('table', { name: 'People who help with this profile, first to join first' }),
    );
    expect(helpers.getByRole('link', { name: 'sunita@example.com' })).toHaveAttribute(
      'href',
      '/admin/members/7b0c9d8e-1f2a-4b3c-9d4e-5f6a7b8c9d0e',
    );
    expect(helpers.getByText(/made the profile/)).toBeInTheDocument();
    expect(helpers.getByText('browse, chat')).toBeInTheDocument();
    expect(helpers.getByText('Not yet')).toBeInTheDocument();
    expect(family.queryByRole('table', { name: 'Profiles this account helps with' })).not.toBeInTheDocument();
  });

  it('shows the member as staff see them, section by section, with their audit history', async () => {
    const { api } = await renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Asha Kumar' })).toBeInTheDocument();
    expect(api.to(STATUS)[0]?.search.get('userId')).toBe(USER_ID);

    expect(within(section('Profile')).getByText('Private about text')).toBeInTheDocument();
    expect(within(section('Profile')).getByText('+61412345678')).toBeInTheDocument();
    expect(within(section('Profile')).getByText(/Profile 55% complete/)).toBeInTheDocument();
    expect(within(section('Photos')).getByRole('img', { name: 'Photo 1 of the member' })).toBeInTheDocument();
    expect(within(section('Photos')).getByText('Waiting for review')).toBeInTheDocument();
    expect(within(section('Plan and payments')).getAllByText('ORD-1000001')).toHaveLength(2);
    expect(within(section('Plan and payments')).getByText('Running now')).toBeInTheDocument();
    expect(within(section('Plan and payments')).getByText('Refunded A$10.00')).toBeInTheDocument();
    expect(within(section('Plan and payments')).getByText('Goodwill refund')).toBeInTheDocument();

    const reports = section('Reports');
    const made = within(reports).getByRole('table', { name: 'Reports this member made' });
    expect(within(made).getByRole('link', { name: 'reported@example.test' })).toHaveAttribute(
      'href',
      '/admin/members/22222222-2222-4222-8222-222222222222',
    );
    expect(within(made).getByText(/Fake profile/)).toBeInTheDocument();
    const received = within(reports).getByRole('table', { name: 'Reports about this member' });
    expect(within(received).getByText('Urgent')).toBeInTheDocument();
    expect(within(received).getByText('Deleted account')).toBeInTheDocument();
    expect(within(received).getByText('Action taken')).toBeInTheDocument();

    expect(within(section('Suspensions')).getByText('None.')).toBeInTheDocument();
    expect(within(section('Sessions')).getByText(/Firefox on Linux/)).toBeInTheDocument();
    expect(within(section('Sessions')).getByText('Signed in')).toBeInTheDocument();

    const history = section('Staff actions about this member');
    expect(await within(history).findByText('Looked at a member’s details')).toBeInTheDocument();
    expect(api.to(AUDIT)[0]?.search.get('subjectUserId')).toBe(USER_ID);
  });

  it('asks for a reason before signing the member out everywhere, then says it is done', async () => {
    const { api, user } = await renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Asha Kumar' });

    await user.click(within(section('Sessions')).getByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign this member out everywhere?' });
    const reason = within(dialog).getByRole('textbox', { name: /Why/ });

    // No reason: nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please say why');
    expect(api.to(SIGN_OUT)).toHaveLength(0);

    await user.type(reason, 'The member says their phone was stolen');
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(api.to(SIGN_OUT)).toHaveLength(1));
    expect(api.to(SIGN_OUT)[0]?.body).toEqual({ userId: USER_ID, reason: 'The member says their phone was stolen' });
    expect((await findToast('The member is signed out: 1 session ended.')).type).toBe('success');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The member's page and their audit history load again.
    await waitFor(() => expect(api.to(STATUS)).toHaveLength(2));
    await waitFor(() => expect(api.to(AUDIT).length).toBeGreaterThanOrEqual(2));
  });

  it('says so when the member does not exist', async () => {
    mockApi({ [STATUS]: reply(404, { success: false, code: 'NOT_FOUND', message: 'That member does not exist.' }) });
    await renderApp({
      path: `/admin/members/${USER_ID}`,
      routes: [{ path: '/admin/members/:userId', element: <MemberDetailPage /> }],
    });
    expect(await screen.findByText('This member does not exist, or their account was deleted.')).toBeInTheDocument();
  });
});
