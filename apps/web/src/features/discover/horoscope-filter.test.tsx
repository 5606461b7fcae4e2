import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser, mockApi, renderApp, reply } from '../../testing/render-app';
import { DiscoverTab } from './discover-tab';
import { buildCard, COUNTRY_LIST, discoverPage, router, tabRoutes, VIEWER_ID } from './testing/members';

/**
 * Discover's horoscope filter (issue 31): "at least N of 36" goes to the address and the request as `minGunas`; a
 * member without a matchable chart of their own is told why (VALIDATION_FAILED `horoscopeNeeded`) and where to turn
 * it on; a card shows the score among its reasons.
 */

const LOADED = { timeout: 10_000 };
const SEARCH = 'GET profile/filtered-profiles';
const NEEDED =
  'To filter by horoscope match, first turn on horoscope matching in My Details, with your date and city of birth.';

async function open(search: string, handlers: Parameters<typeof mockApi>[0]) {
  const api = mockApi({
    'GET dropdown/getCountryDropdown': reply(200, { success: true, data: COUNTRY_LIST }),
    ...handlers,
  });
  const app = await renderApp({
    path: '/start',
    routes: tabRoutes(<DiscoverTab />, search),
    signedInAs: buildUser({ userId: VIEWER_ID }),
  });
  await screen.findByRole('heading', { level: 2, name: 'Discover' }, LOADED);
  return { ...app, api };
}

describe('Discover: horoscope match', { timeout: 30_000 }, () => {
  it('“at least N of 36” goes to the address and the request, and a card shows the score as a reason', async () => {
    const card = buildCard({
      matchReasons: ['Horoscope match 27 of 36'],
      matchReasonCodes: [{ code: 'horoscopeMatch', params: { score: 27, max: 36 } }],
    });
    const app = await open('?tab=discover', { [SEARCH]: reply(200, discoverPage([card])) });
    const arjun = await screen.findByRole('article', { name: 'Arjun' }, LOADED);
    expect(within(arjun).getByText('Horoscope match 27 of 36')).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Show filters' }));
    const panel = screen.getByRole('form', { name: 'Filters' });
    const filter = within(panel).getByRole('combobox', { name: 'Horoscope match' });
    expect(filter).toHaveAccessibleDescription(/^Only members who use horoscope matching too/);
    expect(within(filter).getAllByRole('option')).toHaveLength(37);
    await app.user.selectOptions(filter, 'At least 18 of 36');
    await app.user.click(within(panel).getByRole('button', { name: 'Apply filters' }));

    expect(new URLSearchParams(router.search).get('minGunas')).toBe('18');
    await waitFor(() => expect(app.api.to(SEARCH)).toHaveLength(2));
    expect(app.api.to(SEARCH)[1]?.search.get('minGunas')).toBe('18');
  });

  it('a value outside 1–36 in the address is dropped', async () => {
    const app = await open('?tab=discover&minGunas=40', { [SEARCH]: reply(200, discoverPage([buildCard()])) });
    await screen.findByRole('article', { name: 'Arjun' }, LOADED);
    expect(app.api.to(SEARCH)[0]?.search.has('minGunas')).toBe(false);
  });

  it('without a chart of one’s own: says why, links to My Details, and can take the filter away', async () => {
    const app = await open('?tab=discover&minGunas=20', {
      [SEARCH]: (call) =>
        call.search.has('minGunas')
          ? reply(400, {
              success: false,
              code: 'VALIDATION_FAILED',
              message: NEEDED,
              params: { reason: 'horoscopeNeeded' },
            })
          : reply(200, discoverPage([buildCard()])),
    });
    expect(
      await screen.findByRole('heading', { name: 'Horoscope matching is not on for you yet' }, LOADED),
    ).toBeVisible();
    expect(screen.getByText(NEEDED)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Details' })).toHaveAttribute(
      'href',
      '/user-dashboard?tab=details',
    );
    await app.user.click(screen.getByRole('button', { name: 'Remove the horoscope filter' }));
    expect(await screen.findByRole('article', { name: 'Arjun' })).toBeInTheDocument();
    expect(new URLSearchParams(router.search).has('minGunas')).toBe(false);
  });
});
