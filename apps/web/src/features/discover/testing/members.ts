import type { DiscoverResponse, FavouritesResponse, MemberCard, MyViewsResponse } from '@app/shared/discover';
import type { RouteObject } from 'react-router';
import { Navigate, useLocation, useNavigate, type NavigateFunction } from 'react-router';
import { createElement, type ReactElement } from 'react';
import { RootLayout } from '../../../app/root-layout';

/** Members as the server's card presenter shapes them, for the Discover, Favourites and viewers tests. */

export const VIEWER_ID = '0b9f2c1e-4d5a-4b6c-8d7e-1f2a3b4c5d6e';
export const ARJUN_ID = '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
export const KABIR_ID = '2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d';
export const ROHAN_ID = '3b4c5d6e-7f8a-4b9c-8d1e-2f3a4b5c6d7e';

/** A member id in the valid UUID shape, numbered. */
export const memberId = (n: number) => `9d000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function buildCard(overrides: Partial<MemberCard> = {}): MemberCard {
  return {
    userId: ARJUN_ID,
    name: 'Arjun',
    firstName: 'Arjun',
    displayName: null,
    gender: 'Man',
    age: 32,
    maritalStatus: 'Never Married',
    heightCm: 180,
    height: '5 ft 11 in (180 cm)',
    country: 'Australia',
    countryCode: 'AU',
    state: 'New South Wales',
    religion: 'Hindu',
    community: 'Punjabi',
    occupation: 'Doctor',
    userType: 'Premium',
    verified: true,
    isFavourite: false,
    photo: {
      url: `/api/v1/media/${ARJUN_ID}/medium.webp?sig=x`,
      thumbUrl: `/api/v1/media/${ARJUN_ID}/thumb.webp?sig=x`,
      blurred: false,
    },
    match_percentage: 87,
    matchReasons: ['Both vegetarian', 'Within his age range', 'Both Punjabi', 'Active today'],
    matchReasonCodes: [
      { code: 'sameDiet', params: { diet: 'Vegetarian' } },
      { code: 'withinTheirAgeRange', params: {} },
      { code: 'sameCommunity', params: { community: 'Punjabi' } },
      { code: 'activeToday', params: {} },
    ],
    placedByPlan: false,
    ...overrides,
  };
}

export const KABIR = buildCard({
  userId: KABIR_ID,
  name: 'Kabir S',
  firstName: 'Kabir',
  displayName: 'Kabir S',
  age: 35,
  heightCm: null,
  height: null,
  state: null,
  country: 'India',
  countryCode: 'IN',
  religion: 'Sikh',
  community: null,
  occupation: null,
  userType: 'Standard',
  verified: false,
  photo: {
    url: `/api/v1/media/${KABIR_ID}/blurred.webp?sig=x`,
    thumbUrl: `/api/v1/media/${KABIR_ID}/blurred.webp?sig=x`,
    blurred: true,
  },
  match_percentage: 64,
  matchReasons: ['Both speak Punjabi'],
  matchReasonCodes: [{ code: 'sameMotherTongue', params: { motherTongue: 'Punjabi' } }],
});

export const ROHAN = buildCard({
  userId: ROHAN_ID,
  name: 'Rohan Mehta',
  firstName: 'Rohan',
  userType: 'Exclusive',
  verified: false,
  photo: null,
  match_percentage: null,
  matchReasons: [],
  matchReasonCodes: [],
});

export function discoverPage(profiles: MemberCard[], overrides: Partial<DiscoverResponse> = {}): DiscoverResponse {
  return { success: true, profiles, nextCursor: null, sortBy: 'bestMatch', emptyHint: null, ...overrides };
}

export function favouritesOf(...cards: MemberCard[]): FavouritesResponse {
  return {
    success: true,
    data: cards.map((card, index) => ({
      userId: card.userId,
      createdAt: `2026-03-0${9 - index}T08:00:00.000Z`,
      profile: { ...card, isFavourite: true, match_percentage: null, matchReasons: [], matchReasonCodes: [] },
      notes: [],
    })),
  };
}

export function viewsOf(
  entries: Array<{ card: MemberCard; days: number; viewedAt: string }>,
  total = entries.length,
): MyViewsResponse {
  return {
    success: true,
    total,
    requiredTier: null,
    data: entries.map(({ card, days, viewedAt }) => ({
      viewerId: card.userId,
      userId: card.userId,
      viewedAt,
      days,
      profile: { ...card, match_percentage: null, matchReasons: [], matchReasonCodes: [] },
    })),
  };
}

export const COUNTRY_LIST = [
  { id: 'AU', value: 'Australia' },
  { id: 'IN', value: 'India' },
  { id: 'NZ', value: 'New Zealand' },
];
export const STATES: Record<string, Array<{ id: string; value: string }>> = {
  AU: [
    { id: 'NSW', value: 'New South Wales' },
    { id: 'VIC', value: 'Victoria' },
  ],
  IN: [
    { id: 'PB', value: 'Punjab' },
    { id: 'DL', value: 'Delhi' },
  ],
};

/** Where the router is, and a way to go Back and Forward as the browser's buttons do. */
export const router: { search: string; navigate: NavigateFunction | null } = { search: '', navigate: null };
function RouterProbe() {
  router.search = useLocation().search;
  router.navigate = useNavigate();
  return null;
}

/**
 * One tab of the dashboard on its own at /user-dashboard, inside the real page frame (toasts included). Open
 * `/start`: it leads to /user-dashboard with `search`, as a link with a query string would.
 */
export function tabRoutes(tab: ReactElement, search = ''): RouteObject[] {
  return [
    {
      element: createElement(RootLayout, { extras: createElement(RouterProbe) }),
      children: [
        { path: '/start', element: createElement(Navigate, { to: `/user-dashboard${search}`, replace: true }) },
        { path: '/user-dashboard', element: tab },
        { path: '/profile/:name/:userId', element: createElement('h1', null, 'Profile page') },
      ],
    },
  ];
}
