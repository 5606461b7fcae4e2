import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { Link } from '../../ui/link';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnalyticsBatchSchema, STORAGE_KEY } from '@app/shared';
import { VISITOR_ID_KEY, flushAnalytics, resetAnalyticsForTests } from '../../../lib/analytics';
import { CookieBanner, PageViewTracker } from '../cookie-banner';
import { openCookieSettings } from '../cookie-settings';

let beacon: ReturnType<typeof vi.fn<(url: string, data?: BodyInit | null) => boolean>>;
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  resetAnalyticsForTests();
  beacon = vi.fn<(url: string, data?: BodyInit | null) => boolean>(() => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true, writable: true });
  fetchMock = vi.fn<typeof fetch>(async () => new Response(null, { status: 204 }));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  resetAnalyticsForTests();
  vi.unstubAllGlobals();
  delete (navigator as { sendBeacon?: unknown }).sendBeacon;
});

function Frame() {
  return (
    <>
      <PageViewTracker />
      <nav>
        <Link to="/faqs">FAQs</Link>
        <Link to="/profile/asha-kumar/6f1c2a9e?tab=photos">A profile</Link>
      </nav>
      <Outlet />
      <footer>
        <button type="button" onClick={openCookieSettings}>
          Cookie settings
        </button>
      </footer>
      <CookieBanner />
    </>
  );
}

function renderApp(path = '/') {
  const router = createMemoryRouter([{ element: <Frame />, children: [{ path: '*', element: <main>page</main> }] }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return router;
}

async function sentEvents() {
  const batches = await Promise.all(
    beacon.mock.calls.map(async ([, data]) => AnalyticsBatchSchema.parse(JSON.parse(await (data as Blob).text()))),
  );
  return batches.flatMap((batch) => batch.events);
}

describe('cookie banner', () => {
  it('asks first, with two equally prominent choices and a link to the cookies policy; nothing is sent meanwhile', async () => {
    const user = userEvent.setup();
    renderApp('/');
    const region = screen.getByRole('region', { name: 'Your cookie choice' });
    expect(region).toBeInTheDocument();
    const accept = screen.getByRole('button', { name: 'Accept measurement' });
    const necessary = screen.getByRole('button', { name: 'Necessary only' });
    expect(accept.className).toBe(necessary.className);
    expect(screen.getByRole('link', { name: 'Cookies Policy' })).toHaveAttribute('href', '/cookies-policy');

    await user.click(screen.getByRole('link', { name: 'FAQs' }));
    act(() => flushAnalytics());
    expect(beacon).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(localStorage.getItem(VISITOR_ID_KEY)).toBeNull();
  });

  it('"Accept measurement" hides the banner and counts page views from then on (route patterns only)', async () => {
    const user = userEvent.setup();
    renderApp('/help?q=asha');
    await user.click(screen.getByRole('button', { name: 'Accept measurement' }));
    expect(screen.queryByRole('region', { name: 'Your cookie choice' })).not.toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEY.cookieConsent)).toBe('all');

    await user.click(screen.getByRole('link', { name: 'FAQs' }));
    await user.click(screen.getByRole('link', { name: 'A profile' }));
    act(() => flushAnalytics());
    expect(await sentEvents()).toEqual([
      { type: 'page_view', path: '/help' },
      { type: 'page_view', path: '/faqs' },
      { type: 'page_view', path: '/profile/:name/:userId' },
    ]);
    expect(JSON.stringify(beacon.mock.calls)).not.toContain('asha');
  });

  it('"Necessary only" hides the banner and nothing is ever sent', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await user.click(screen.getByRole('button', { name: 'Necessary only' }));
    expect(screen.queryByRole('region', { name: 'Your cookie choice' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'FAQs' }));
    act(() => flushAnalytics());
    expect(beacon).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('stays hidden when a choice exists', () => {
    localStorage.setItem(STORAGE_KEY.cookieConsent, 'necessary');
    renderApp('/');
    expect(screen.queryByRole('region', { name: 'Your cookie choice' })).not.toBeInTheDocument();
  });

  it('"Cookie settings" shows it again; withdrawing deletes the visitor id and stops measurement', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await user.click(screen.getByRole('button', { name: 'Accept measurement' }));
    act(() => flushAnalytics());
    expect(localStorage.getItem(VISITOR_ID_KEY)).not.toBeNull();
    expect(beacon).toHaveBeenCalledTimes(1);

    const settings = screen.getByRole('button', { name: 'Cookie settings' });
    await user.click(settings);
    const region = screen.getByRole('region', { name: 'Your cookie choice' });
    expect(region).toHaveTextContent('Your current choice: measurement accepted.');
    expect(screen.getByRole('heading', { name: 'Your cookie choice' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Necessary only' }));
    expect(screen.queryByRole('region', { name: 'Your cookie choice' })).not.toBeInTheDocument();
    expect(settings).toHaveFocus(); // back where the visitor was
    expect(localStorage.getItem(VISITOR_ID_KEY)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEY.cookieConsent)).toBe('necessary');

    await user.click(screen.getByRole('link', { name: 'FAQs' }));
    act(() => flushAnalytics());
    expect(beacon).toHaveBeenCalledTimes(1);
  });
});
