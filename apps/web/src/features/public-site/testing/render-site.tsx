import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { PLACEHOLDER_BRAND, type Brand } from '@app/shared/brand';
// Tests render inside the real provider (brand, i18n, store, persistence), as the app does.
import { AppProvider } from '../../../app/provider';
import { createStore } from '../../../lib/store';
import { Footer } from '../components/footer';
import { Navbar } from '../components/navbar';

export const TEST_BRAND: Brand = {
  ...PLACEHOLDER_BRAND,
  siteName: 'Test Matrimony',
  companyName: 'Test Matrimony Pty Ltd',
  abn: '12 345 678 901',
  supportEmail: 'help@test-matrimony.example',
  social: {
    facebook: 'https://www.facebook.com/test-matrimony',
    x: 'https://x.com/test_matrimony',
    youtube: 'https://www.youtube.com/@test-matrimony',
    instagram: 'https://www.instagram.com/test_matrimony',
    linkedin: 'https://www.linkedin.com/company/test-matrimony',
  },
  isPlaceholder: false,
};

export type Session = 'visitor' | 'refresh-only' | 'access';

export function LocationProbe() {
  const location = useLocation();
  return (
    <main id="main">
      <h1>Probe</h1>
      <output data-testid="location">{location.pathname + location.hash}</output>
    </main>
  );
}

/** A stand-in for the login form the app layer passes: one field and a "done" button. */
function StubLoginPanel({ close }: { close: () => void }) {
  return (
    <div>
      <label>
        E-mail
        <input type="email" name="email" />
      </label>
      <button type="button" onClick={close}>
        Stub done
      </button>
    </div>
  );
}

type RenderSiteOptions = {
  session?: Session;
  /** Routes under the frame; by default every path shows the location probe. */
  routes?: RouteObject[];
  brand?: Brand;
  onOpenCookieSettings?: () => void;
};

/** The real provider, store and router, with the bar and footer around `routes` (as the app layout composes them). */
export async function renderSite(path: string, options: RenderSiteOptions = {}) {
  const session = options.session ?? 'visitor';
  const { store, persistor } = createStore({
    cookies: {
      accessToken: session === 'access' ? 'access.jwt' : null,
      refreshToken: session === 'visitor' ? null : 'session-marker',
      activationToken: null,
      token: null,
    },
  });
  const onOpenCookieSettings = options.onOpenCookieSettings ?? vi.fn();
  const frame = (
    <>
      <Navbar renderLoginPanel={(close) => <StubLoginPanel close={close} />} />
      <Outlet />
      <Footer onOpenCookieSettings={onOpenCookieSettings} />
    </>
  );
  const router = createMemoryRouter(
    [{ element: frame, children: options.routes ?? [{ path: '*', element: <LocationProbe /> }] }],
    { initialEntries: [path] },
  );
  let result: ReturnType<typeof render> | undefined;
  await act(async () => {
    result = render(wrap(<RouterProvider router={router} />, store, persistor, options.brand));
  });
  return { ...result!, router, store, onOpenCookieSettings };
}

function wrap(
  children: ReactNode,
  store: ReturnType<typeof createStore>['store'],
  persistor: ReturnType<typeof createStore>['persistor'],
  brand: Brand = TEST_BRAND,
) {
  return (
    <AppProvider brand={brand} store={store} persistor={persistor}>
      {children}
    </AppProvider>
  );
}

/** Renders any route tree (e.g. the app's real one) inside the real provider and store. */
export async function renderRoutes(routes: RouteObject[], path: string, session: Session = 'visitor') {
  const { store, persistor } = createStore({
    cookies: {
      accessToken: session === 'access' ? 'access.jwt' : null,
      refreshToken: session === 'visitor' ? null : 'session-marker',
      activationToken: null,
      token: null,
    },
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  let result: ReturnType<typeof render> | undefined;
  await act(async () => {
    result = render(wrap(<RouterProvider router={router} />, store, persistor));
  });
  return { ...result!, router, store };
}
