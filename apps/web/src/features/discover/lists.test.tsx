import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FamilyNote } from '@app/shared/family';
import type { SessionUser } from '../../lib/session/session-slice';
import { buildUser, findToast, mockApi, renderApp, reply, type MockReply } from '../../testing/render-app';
import { FavouritesTab } from './favourites-tab';
import { buildCard, favouritesOf, KABIR, ROHAN, tabRoutes, VIEWER_ID, viewsOf } from './testing/members';
import { ViewersList } from './viewers-list';

/** The first render loads code on demand: slow on a busy machine, so the first waits are generous. */
const LOADED = { timeout: 10_000 };
const ARJUN = buildCard();
const FAVOURITES = 'GET profile/favorite/getFavProfile';
const VIEWS = 'GET profile-view/my-views';

async function open(
  tab: 'favourites' | 'viewers',
  handlers: Parameters<typeof mockApi>[0],
  actingAs: SessionUser['actingAs'] = null,
) {
  const api = mockApi(handlers);
  const app = await renderApp({
    path: '/user-dashboard',
    routes: tabRoutes(tab === 'favourites' ? <FavouritesTab /> : <ViewersList />),
    signedInAs: buildUser({ userId: VIEWER_ID, actingAs }),
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

const NOTES = 'POST family/notes';
const note = (overrides: Partial<FamilyNote>): FamilyNote => ({
  authorRelation: 'self',
  authorName: 'Priya',
  text: '',
  reaction: null,
  updatedAt: '2026-03-06T08:00:00.000Z',
  ...overrides,
});
const PRIYA_NOTE = note({ text: 'Lovely family, and he cooks.', reaction: 'like' });
const SUNITA_NOTE = note({ authorRelation: 'mother', authorName: 'Sunita', reaction: 'unsure' });
const VIKRAM_NOTE = note({ authorRelation: 'brother', authorName: 'Vikram', text: 'Ask about his work.' });
/** Favourites with notes on some: each card's `notes` as given. */
const withNotes = (...entries: Array<[ReturnType<typeof buildCard>, FamilyNote[]]>) => {
  const answer = favouritesOf(...entries.map(([card]) => card));
  answer.data.forEach((favourite, index) => (favourite.notes = entries[index]?.[1] ?? []));
  return reply(200, answer);
};
const notesAnswer = (notes: FamilyNote[], message = 'Note saved.') =>
  reply(200, { success: true, message, data: notes });
const SUNITA = {
  accountId: '5e5e5e5e-0000-4000-8000-000000000001',
  name: 'Sunita',
  relation: 'mother' as const,
  rights: ['shortlist' as const],
  profileName: 'Priya',
  madeProfile: false,
};
/** What a note on a card says, item by item. */
const notesOn = (card: HTMLElement, name: string) =>
  within(within(card).getByRole('list', { name: `Family notes on ${name}` }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('Favourites: the family shortlist’s notes (ADR 017)', { timeout: 30_000 }, () => {
  it('shows each favourite’s notes with who wrote them and their reaction in words; mine says “You”', async () => {
    await open('favourites', {
      [FAVOURITES]: withNotes([KABIR, [PRIYA_NOTE, SUNITA_NOTE, VIKRAM_NOTE]], [ARJUN, []]),
    });
    const kabir = await screen.findByRole('article', { name: 'Kabir S' }, LOADED);
    expect(notesOn(kabir, 'Kabir S')).toEqual([
      'You👍LikesLovely family, and he cooks.',
      'Sunita (mother)🤔Unsure',
      'Vikram (brother)Ask about his work.',
    ]);
    // The reaction is said in words; its picture is hidden from screen readers.
    const like = within(kabir).getByText('Likes');
    expect(within(like).getByText('👍')).toHaveAttribute('aria-hidden', 'true');
    expect(within(kabir).getByRole('button', { name: 'Change your note on Kabir S' })).toHaveTextContent(
      'Change your note',
    );
    const arjun = screen.getByRole('article', { name: 'Arjun' });
    expect(within(arjun).queryByRole('list', { name: /Family notes/ })).toBeNull();
    expect(within(arjun).getByRole('button', { name: 'Add your note on Arjun' })).toHaveTextContent('Add your note');
  });

  it('writes my note and reaction, and the card shows the notes the server answers', async () => {
    const app = await open('favourites', {
      [FAVOURITES]: withNotes([ARJUN, [SUNITA_NOTE]]),
      [NOTES]: notesAnswer([note({ text: 'Kind and funny.', reaction: 'like' }), SUNITA_NOTE]),
    });
    await app.user.click(await screen.findByRole('button', { name: 'Add your note on Arjun' }, LOADED));
    const dialog = await screen.findByRole('dialog', { name: 'Your note on Arjun' }, LOADED);
    expect(dialog).toHaveTextContent('Arjun never does.');
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Your note' }), '  Kind and funny. ');
    await app.user.click(within(dialog).getByRole('radio', { name: 'I like them' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Save note' }));

    expect((await findToast('Your note on Arjun is saved.')).type).toBe('success');
    expect(app.api.to(NOTES)[0]?.body).toEqual({ userId: ARJUN.userId, text: 'Kind and funny.', reaction: 'like' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const arjun = screen.getByRole('article', { name: 'Arjun' });
    expect(notesOn(arjun, 'Arjun')).toEqual(['You👍LikesKind and funny.', 'Sunita (mother)🤔Unsure']);
    const change = within(arjun).getByRole('button', { name: 'Change your note on Arjun' });
    expect(change).toHaveFocus();
    // The list itself was not fetched again: the answer was enough.
    expect(app.api.to(FAVOURITES)).toHaveLength(1);
  });

  it('opens my note as it is, and “Remove my note” removes it (no text, no reaction)', async () => {
    const app = await open('favourites', {
      [FAVOURITES]: withNotes([KABIR, [PRIYA_NOTE, SUNITA_NOTE]]),
      [NOTES]: notesAnswer([SUNITA_NOTE], 'Note removed.'),
    });
    await app.user.click(await screen.findByRole('button', { name: 'Change your note on Kabir S' }, LOADED));
    const dialog = await screen.findByRole('dialog', { name: 'Your note on Kabir S' }, LOADED);
    expect(within(dialog).getByRole('textbox', { name: 'Your note' })).toHaveValue('Lovely family, and he cooks.');
    expect(within(dialog).getByRole('radio', { name: 'I like them' })).toBeChecked();
    await app.user.click(within(dialog).getByRole('button', { name: 'Remove my note' }));

    expect((await findToast('Your note on Kabir S is removed.')).type).toBe('success');
    expect(app.api.to(NOTES)[0]?.body).toEqual({ userId: KABIR.userId, text: '', reaction: null });
    const kabir = screen.getByRole('article', { name: 'Kabir S' });
    await waitFor(() => expect(notesOn(kabir, 'Kabir S')).toEqual(['Sunita (mother)🤔Unsure']));
    expect(within(kabir).getByRole('button', { name: 'Add your note on Kabir S' })).toBeInTheDocument();
  });

  it('to a relative acting for the profile, their own note is “You” and the candidate’s is named', async () => {
    const app = await open('favourites', { [FAVOURITES]: withNotes([KABIR, [PRIYA_NOTE, SUNITA_NOTE]]) }, SUNITA);
    const kabir = await screen.findByRole('article', { name: 'Kabir S' }, LOADED);
    expect(notesOn(kabir, 'Kabir S')).toEqual(['Priya👍LikesLovely family, and he cooks.', 'You🤔Unsure']);
    await app.user.click(within(kabir).getByRole('button', { name: 'Change your note on Kabir S' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your note on Kabir S' }, LOADED);
    expect(within(dialog).getByRole('textbox', { name: 'Your note' })).toHaveValue('');
    expect(within(dialog).getByRole('radio', { name: 'I’m unsure' })).toBeChecked();
  });

  it('asks for a note or a reaction before saving a new one, and for a shorter note; sends nothing until then', async () => {
    const app = await open('favourites', { [FAVOURITES]: withNotes([ARJUN, []]) });
    await app.user.click(await screen.findByRole('button', { name: 'Add your note on Arjun' }, LOADED));
    const dialog = await screen.findByRole('dialog', { name: 'Your note on Arjun' }, LOADED);
    await app.user.click(within(dialog).getByRole('button', { name: 'Save note' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Write a note or choose how you feel');

    const box = within(dialog).getByRole('textbox', { name: 'Your note' });
    await app.user.click(box);
    await app.user.paste('a'.repeat(501));
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByText('501 of 500 characters')).toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('button', { name: 'Save note' }));
    expect(
      within(dialog)
        .getAllByRole('alert')
        .map((alert) => alert.textContent),
    ).toContain('Please keep your note to 500 characters.');
    expect(app.api.to(NOTES)).toHaveLength(0);
  });

  it('says why the server refused, keeping what was written', async () => {
    const app = await open('favourites', {
      [FAVOURITES]: withNotes([ARJUN, []]),
      [NOTES]: reply(404, {
        success: false,
        code: 'NOT_FOUND',
        message: 'This member is not on your shortlist. Please add them to your favourites first.',
      }),
    });
    await app.user.click(await screen.findByRole('button', { name: 'Add your note on Arjun' }, LOADED));
    const dialog = await screen.findByRole('dialog', { name: 'Your note on Arjun' }, LOADED);
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Your note' }), 'Worth a call.');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save note' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This member is not on your shortlist.');
    expect(within(dialog).getByRole('textbox', { name: 'Your note' })).toHaveValue('Worth a call.');
    // The list is asked for again: the member was un-starred elsewhere.
    await waitFor(() => expect(app.api.to(FAVOURITES)).toHaveLength(2));
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
