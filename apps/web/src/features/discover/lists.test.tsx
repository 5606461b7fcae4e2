import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser, findToast, mockApi, renderApp, reply, type MockReply } from '../../testing/render-app';
import { FavouritesTab } from './favourites-tab';
import { buildCard, favouritesOf, KABIR, ROHAN, tabRoutes, VIEWER_ID, viewsOf } from './testing/members';
import { ViewersList } from './viewers-list';

/** The first render loads code on demand: slow on a busy machine, so the first waits are generous. */
const LOADED = { timeout: 10_000 };
const ARJUN = buildCard();
const FAVOURITES = 'GET profile/favorite/getFavProfile';
const VIEWS = 'GET profile-view/my-views';

async function open(tab: 'favourites' | 'viewers', handlers: Parameters<typeof mockApi>[0]) {
  const api = mockApi(handlers);
  const app = await renderApp({
    path: '/user-dashboard',
    routes: tabRoutes(tab === 'favourites' ? <FavouritesTab /> : <ViewersList />),
    signedInAs: buildUser({ userId: VIEWER_ID }),
  });
  return { ...app, api };
}

describe('Favourites', { timeout: 30_000 }, () => {
  it('lists every favourite as a card, starred, newest first', async () => {
    const app = await open('favourites', { [FAVOURITES]: reply(200, favouritesOf(KABIR, ARJUN, ROHAN)) });
    const list = await screen.findByRole('list', { name: 'Favourites' }, LOADED);
    const cards = within(list).getAllByRole('article');
    expect(cards.map((card) => within(card).getAllByRole('link')[0]?.textContent)).toEqual([
      'Kabir S',
      'Arjun',
      'Rohan Mehta',
    ]);
    for (const name of ['Kabir S', 'Arjun', 'Rohan Mehta']) {
      expect(screen.getByRole('button', { name: `Remove ${name} from favourites` })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    }
    // Favourites are not matches: no score.
    expect(screen.queryByText(/% match/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Favourites' })).toBeInTheDocument();
    expect(app.api.to(FAVOURITES)).toHaveLength(1);
  });

  it('unstarring a favourite changes the star at once, then the list is fetched again without them', async () => {
    let answer: (value: MockReply) => void = () => undefined;
    let fetches = 0;
    const app = await open('favourites', {
      [FAVOURITES]: () => {
        fetches += 1;
        return reply(200, fetches === 1 ? favouritesOf(KABIR, ARJUN) : favouritesOf(KABIR));
      },
      'POST profile/favorite/toggleFav': () =>
        new Promise<MockReply>((resolve) => {
          answer = resolve;
        }),
    });
    await screen.findByRole('article', { name: 'Arjun' }, LOADED);
    await app.user.click(screen.getByRole('button', { name: 'Remove Arjun from favourites' }));
    expect(await screen.findByRole('button', { name: 'Add Arjun to favourites' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(app.api.to(FAVOURITES)).toHaveLength(1);

    act(() => answer(reply(200, { success: true, message: 'Removed', isFavourite: false })));
    expect((await findToast('Arjun is no longer in your favourites.')).type).toBe('success');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Arjun' })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Kabir S' })).toBeInTheDocument();
    expect(app.api.to(FAVOURITES)).toHaveLength(2);
    expect(app.api.to('POST profile/favorite/toggleFav')[0]?.body).toEqual({
      favoritedUserId: ARJUN.userId,
      isFavourite: false,
    });
  });

  it('with no favourites, says how to add some', async () => {
    await open('favourites', { [FAVOURITES]: reply(200, favouritesOf()) });
    expect(await screen.findByRole('heading', { level: 3, name: 'No favourites yet' }, LOADED)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Discover' })).toHaveAttribute(
      'href',
      '/user-dashboard?tab=discover',
    );
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('says when the list could not be loaded, and tries again', async () => {
    let fetches = 0;
    const app = await open('favourites', {
      [FAVOURITES]: () => {
        fetches += 1;
        return fetches === 1
          ? reply(500, { success: false, code: 'INTERNAL', message: 'x' })
          : reply(200, favouritesOf(ARJUN));
      },
    });
    expect(await screen.findByRole('alert', {}, LOADED)).toHaveTextContent('We couldn’t load your favourites.');
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Arjun' })).toBeInTheDocument();
  });
});

describe('Who viewed me (the Connections tab)', { timeout: 30_000 }, () => {
  it('lists each visitor with on how many days they looked and when last, ', async () => {
    const app = await open('viewers', {
      [VIEWS]: reply(
        200,
        viewsOf([
          { card: ARJUN, days: 3, viewedAt: '2026-03-05T10:00:00.000Z' },
          { card: KABIR, days: 1, viewedAt: '2026-02-20T10:00:00.000Z' },
        ]),
      ),
      'POST profile/favorite/toggleFav': reply(200, { success: true, message: 'Added', isFavourite: true }),
    });
    const arjun = await screen.findByRole('article', { name: 'Arjun' }, LOADED);
    expect(within(arjun).getByText('Viewed on 3 days, last on 5 Mar 2026')).toBeInTheDocument();
    expect(within(arjun).getByRole('link', { name: 'Arjun' })).toHaveAttribute(
      'href',
      `/profile/Arjun/${ARJUN.userId}`,
    );
    expect(
      within(screen.getByRole('article', { name: 'Kabir S' })).getByText('Viewed on 1 day, last on 20 Feb 2026'),
    ).toBeInTheDocument();
    expect(screen.getByText('2 members have looked at your profile.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Who viewed my profile' })).toBeInTheDocument();

    // A visitor can be starred from here too.
    await app.user.click(within(arjun).getByRole('button', { name: 'Add Arjun to favourites' }));
    expect(await within(arjun).findByRole('button', { name: 'Remove Arjun from favourites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(app.api.to('POST profile/favorite/toggleFav')[0]?.body).toEqual({
      favoritedUserId: ARJUN.userId,
      isFavourite: true,
    });
  });

  it('says how many more looked when the plan lists fewer than all', async () => {
    await open('viewers', {
      [VIEWS]: reply(200, viewsOf([{ card: ARJUN, days: 2, viewedAt: '2026-03-05T10:00:00.000Z' }], 4)),
    });
    await screen.findByRole('article', { name: 'Arjun' }, LOADED);
    expect(screen.getByText('4 members have looked at your profile.')).toBeInTheDocument();
    expect(screen.getByText('3 more members looked at your profile but are not listed here.')).toBeInTheDocument();
  });

  it('with no visitors yet, says so', async () => {
    await open('viewers', { [VIEWS]: reply(200, viewsOf([])) });
    expect(
      await screen.findByRole('heading', { level: 3, name: 'No one has looked at your profile yet' }, LOADED),
    ).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});
