import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AUTH_ONLY_ROUTES, GUEST_ONLY_ROUTES, PUBLIC_ROUTES } from '@app/shared';
import { PLACEHOLDER_BRAND } from '@app/shared/brand';
import { AuthOnly, GuestOnly, HomeOrDashboard } from '../guards';
import { AppProvider } from '../provider';
import { createStore } from '../../lib/store';

type Session = 'visitor' | 'access' | 'refresh-only';

const concrete = (path: string) => path.replace(':name', 'asha-k').replace(':userId', 'u-1');

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/** The app's guard structure with a probe for a page, so the matrix tests only the guards. */
function routesForGuards() {
  const page = <LocationProbe />;
  return [
    ...PUBLIC_ROUTES.map((path) =>
      path === '/' ? { path, element: <HomeOrDashboard home={page} /> } : { path, element: page },
    ),
    { element: <GuestOnly />, children: GUEST_ONLY_ROUTES.map((path) => ({ path, element: page })) },
    { element: <AuthOnly />, children: AUTH_ONLY_ROUTES.map((path) => ({ path, element: page })) },
  ];
}

async function landOn(path: string, session: Session) {
  const cookies = {
    accessToken: session === 'access' ? 'access.jwt' : null,
    refreshToken: session === 'visitor' ? null : 'session-marker',
    activationToken: null,
    token: null,
  };
  const { store, persistor } = createStore({ cookies });
  const router = createMemoryRouter(routesForGuards(), { initialEntries: [path] });
  await act(async () => {
    render(
      <AppProvider brand={PLACEHOLDER_BRAND} store={store} persistor={persistor}>
        <RouterProvider router={router} />
      </AppProvider>,
    );
  });
  return (await screen.findByTestId('location')).textContent;
}

describe('route guards: every route × signed in / signed out', () => {
  const publicRoutes = PUBLIC_ROUTES.filter((path) => path !== '/');

  it.each(publicRoutes.flatMap((path) => (['visitor', 'access'] as const).map((s) => [path, s] as const)))(
    'public %s is open to %s',
    async (path, session) => {
      expect(await landOn(path, session)).toBe(path);
    },
  );

  it.each(GUEST_ONLY_ROUTES.map((path) => [path]))('guest-only %s is open to a visitor', async (path) => {
    expect(await landOn(path, 'visitor')).toBe(path);
  });

  it.each(GUEST_ONLY_ROUTES.map((path) => [path]))(
    'guest-only %s sends an access-token holder to /login',
    async (path) => {
      expect(await landOn(path, 'access')).toBe('/login');
    },
  );

  it.each(AUTH_ONLY_ROUTES.map((path) => [concrete(path)]))(
    'authenticated-only %s sends a visitor to /login',
    async (path) => {
      expect(await landOn(path, 'visitor')).toBe('/login');
    },
  );

  it.each(AUTH_ONLY_ROUTES.map((path) => [concrete(path)]))(
    'authenticated-only %s is open to a signed-in member',
    async (path) => {
      expect(await landOn(path, 'access')).toBe(path);
    },
  );

  it('/ shows the home page to a visitor', async () => {
    expect(await landOn('/', 'visitor')).toBe('/');
  });

  it('/ goes to /user-dashboard with an access token', async () => {
    expect(await landOn('/', 'access')).toBe('/user-dashboard');
  });

  it('/ goes to /user-dashboard with only a refresh token (then the dashboard guard asks for a sign-in)', async () => {
    expect(await landOn('/', 'refresh-only')).toBe('/login');
  });
});
