import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../lib/i18n';
import { buildUser, findToast, mockApi, renderApp, reply, type MockReply } from '../../testing/render-app';
import { DiscoverTab } from './discover-tab';
import {
  ARJUN_ID,
  buildCard,
  COUNTRY_LIST,
  discoverPage,
  KABIR,
  memberId,
  ROHAN,
  router,
  STATES,
  tabRoutes,
  VIEWER_ID,
} from './testing/members';

/** The first render loads code on demand: slow on a busy machine, so the first waits are generous. */
const LOADED = { timeout: 10_000 };
const ARJUN = buildCard();
const SEARCH = 'GET profile/filtered-profiles';

const places = {
  'GET dropdown/getCountryDropdown': reply(200, { success: true, data: COUNTRY_LIST }),
  'GET dropdown/getStateDropdown': ({ search }: { search: URLSearchParams }) =>
    reply(200, { success: true, data: STATES[search.get('country') ?? ''] ?? [] }),
};

async function open(search: string, handlers: Parameters<typeof mockApi>[0]) {
  const api = mockApi({ ...places, ...handlers });
  const app = await renderApp({
    path: '/start',
    routes: tabRoutes(<DiscoverTab />, search),
    signedInAs: buildUser({ userId: VIEWER_ID }),
  });
  await screen.findByRole('heading', { level: 2, name: 'Discover' }, LOADED);
  return { ...app, api };
}
const results = () => screen.getByRole('list', { name: 'Matches' });
const cardOf = (name: string) => screen.getByRole('article', { name });
const lastSearch = (api: ReturnType<typeof mockApi>) => {
  const calls = api.to(SEARCH);
  return calls[calls.length - 1]?.search;
};

describe('Discover', { timeout: 30_000 }, () => {
  it('shows each match as a card: photo, name, facts, score and reasons; the card opens the profile', async () => {
    const app = await open('?tab=discover', { [SEARCH]: reply(200, discoverPage([ARJUN, KABIR, ROHAN])) });
    await screen.findByRole('list', { name: 'Matches' }, LOADED);
    expect(within(results()).getAllByRole('article')).toHaveLength(3);
    // The first page: no cursor, the default sort.
    expect(app.api.to(SEARCH)).toHaveLength(1);
    expect(lastSearch(app.api)?.toString()).toBe('sortBy=bestMatch');

    const arjun = cardOf('Arjun');
    expect(within(arjun).getByRole('link', { name: 'Arjun' })).toHaveAttribute('href', `/profile/Arjun/${ARJUN_ID}`);
    expect(within(arjun).getByRole('img', { name: 'Verified member' })).toBeInTheDocument();
    expect(within(arjun).getByRole('img', { name: 'Photo of Arjun' })).toHaveAttribute('src', ARJUN.photo?.thumbUrl);
    expect(within(arjun).getByText('Premium')).toBeInTheDocument();
    expect(within(arjun).getByText('87% match')).toBeInTheDocument();
    for (const fact of ['32 years', '5 ft 11 in', 'New South Wales, Australia', 'Hindu · Punjabi', 'Doctor']) {
      expect(within(arjun).getByText(fact)).toBeInTheDocument();
    }
    // At most three reasons.
    const reasons = within(arjun).getByRole('list', { name: 'Why you match' });
    expect(
      within(reasons)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Both vegetarian', 'Within his age range', 'Both Punjabi']);

    // A blurred photo says why; no tick for an unverified member; the display name is the card's name.
    const kabir = cardOf('Kabir S');
    expect(within(kabir).getByRole('img', { name: 'Blurred photo of Kabir S' })).toBeInTheDocument();
    expect(within(kabir).getByText('Clear photo after connecting')).toBeInTheDocument();
    expect(within(kabir).queryByRole('img', { name: 'Verified member' })).not.toBeInTheDocument();
    expect(within(kabir).getByRole('link', { name: 'Kabir S' })).toHaveAttribute(
      'href',
      `/profile/Kabir/${KABIR.userId}`,
    );
    expect(within(kabir).getByText('India')).toBeInTheDocument();
    expect(within(kabir).queryByText('Standard')).not.toBeInTheDocument();

    // No photo: initials, no image; not a match: no score or reasons.
    const rohan = cardOf('Rohan Mehta');
    expect(within(rohan).queryByRole('img', { name: /Photo of/ })).not.toBeInTheDocument();
    expect(within(rohan).getByText('RM')).toBeInTheDocument();
    expect(within(rohan).queryByText(/% match/)).not.toBeInTheDocument();
    expect(within(rohan).queryByRole('list', { name: 'Why you match' })).not.toBeInTheDocument();
    expect(within(rohan).getByText('Exclusive')).toBeInTheDocument();

    await app.user.click(within(arjun).getByRole('link', { name: 'Arjun' }));
    expect(app.pathname()).toBe(`/profile/Arjun/${ARJUN_ID}`);
  });

  it('Best match says how it orders, and a card the plan placed above a higher score is marked Featured', async () => {
    const meera = buildCard({
      userId: memberId(7),
      name: 'Meera',
      firstName: 'Meera',
      userType: 'Exclusive',
      match_percentage: 81,
      placedByPlan: true,
    });
    const app = await open('?tab=discover', {
      [SEARCH]: reply(200, discoverPage([meera, { ...ARJUN, match_percentage: 86 }])),
    });
    await screen.findByRole('list', { name: 'Matches' }, LOADED);
    const order = screen.getByText(/Best match orders members by match score in steps of ten/);
    expect(order).toHaveTextContent('Within each step, Exclusive members come first, then Premium');
    expect(within(cardOf('Meera')).getByText('Featured · Exclusive')).toBeInTheDocument();
    expect(
      within(cardOf('Meera')).getByText(/Their plan places them ahead of members with a slightly higher score/),
    ).toBeInTheDocument();
    // A paid member in their place by score alone carries the plan's badge only.
    expect(within(cardOf('Arjun')).getByText('Premium')).toBeInTheDocument();
    expect(within(cardOf('Arjun')).queryByText(/Featured/)).toBeNull();

    // Other orders do not lift anyone, and do not say so.
    await app.user.selectOptions(screen.getByLabelText('Sort by'), 'Newest members');
    await waitFor(() => expect(lastSearch(app.api)?.get('sortBy')).toBe('newest'));
    expect(screen.queryByText(/Best match orders members/)).toBeNull();
  });

  it('shows placeholders while the first page loads', async () => {
    let answer: (value: MockReply) => void = () => undefined;
    await open('?tab=discover', {
      [SEARCH]: () =>
        new Promise<MockReply>((resolve) => {
          answer = resolve;
        }),
    });
    expect(await screen.findByText('Loading your matches…')).toHaveAttribute('role', 'status');
    act(() => answer(reply(200, discoverPage([ARJUN]))));
    expect(await screen.findByRole('article', { name: 'Arjun' })).toBeInTheDocument();
    expect(screen.queryByText('Loading your matches…')).not.toBeInTheDocument();
  });

  it('the filter panel puts the filters in the address, and the request sends choices as repeated keys', async () => {
    const app = await open('?tab=discover', { [SEARCH]: reply(200, discoverPage([ARJUN])) });
    await screen.findByRole('article', { name: 'Arjun' }, LOADED);
    const toggle = screen.getByRole('button', { name: 'Show filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await app.user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide filters' })).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('form', { name: 'Filters' });

    await app.user.selectOptions(within(panel).getByLabelText('Youngest'), '25');
    await app.user.selectOptions(within(panel).getByLabelText('Oldest'), '34');
    await app.user.selectOptions(within(panel).getByLabelText('Income'), 'AU$75,000 or more');
    await app.user.click(within(panel).getByRole('radio', { name: 'No children' }));
    await app.user.click(within(panel).getByRole('button', { name: /^Religion/ }));
    const religion = within(panel).getByRole('group', { name: 'Religion' });
    await app.user.click(within(religion).getByRole('checkbox', { name: 'Hindu' }));
    await app.user.click(within(religion).getByRole('checkbox', { name: 'Sikh' }));
    expect(within(panel).getByRole('button', { name: /^Religion/ })).toHaveAccessibleName('Religion 2 chosen');
    // A long list scrolls, and can be searched.
    await app.user.click(within(panel).getByRole('button', { name: /^Community/ }));
    await app.user.type(within(panel).getByRole('searchbox', { name: 'Find in Community' }), 'punj');
    const community = within(panel).getByRole('group', { name: 'Community' });
    expect(within(community).getAllByRole('checkbox')).toHaveLength(1);
    await app.user.click(within(community).getByRole('checkbox', { name: 'Punjabi' }));
    // Nothing is sent before Apply.
    expect(app.api.to(SEARCH)).toHaveLength(1);
    await app.user.click(within(panel).getByRole('button', { name: 'Apply filters' }));
    // On a phone the panel folds away and focus returns to the button that opens it.
    expect(screen.getByRole('button', { name: /Show filters/ })).toHaveFocus();
    expect(screen.getByRole('button', { name: /Show filters/ })).toHaveAttribute('aria-expanded', 'false');

    const address = new URLSearchParams(router.search);
    expect(address.get('tab')).toBe('discover');
    expect(address.get('ageMin')).toBe('25');
    expect(address.get('ageMax')).toBe('34');
    expect(address.get('incomeMin')).toBe('75000-100000');
    expect(address.get('children')).toBe('no');
    expect(address.getAll('religion')).toEqual(['Hindu', 'Sikh']);
    expect(address.getAll('community')).toEqual(['Punjabi']);
    // The default sort stays out of the address.
    expect(address.has('sortBy')).toBe(false);

    await waitFor(() => expect(app.api.to(SEARCH)).toHaveLength(2));
    const sent = lastSearch(app.api);
    expect(sent?.getAll('religion')).toEqual(['Hindu', 'Sikh']);
    expect(sent?.getAll('community')).toEqual(['Punjabi']);
    expect(sent?.get('ageMin')).toBe('25');
    expect(sent?.get('ageMax')).toBe('34');
    expect(sent?.get('incomeMin')).toBe('75000-100000');
    expect(sent?.get('children')).toBe('no');
    expect(sent?.get('sortBy')).toBe('bestMatch');
    expect(sent?.has('cursor')).toBe(false);
    expect(screen.getByRole('button', { name: /Show filters/ })).toHaveTextContent('5 active');

    // Back: the filters leave the address and the panel.
    await act(async () => {
      await router.navigate?.(-1);
    });
    expect(router.search).toBe('?tab=discover');
    await app.user.click(screen.getByRole('button', { name: 'Show filters' }));
    const again = screen.getByRole('form', { name: 'Filters' });
    // The sections opened stay open; what they hold follows the address.
    expect(within(again).getByRole('button', { name: /^Religion/ })).toHaveAccessibleName('Religion');
    expect(within(again).getByRole('checkbox', { name: 'Hindu' })).not.toBeChecked();
    expect(within(again).getByRole('checkbox', { name: 'Sikh' })).not.toBeChecked();
    expect(within(again).getByLabelText('Youngest')).toHaveValue('');
  });

  it('on a phone the folded filter panel is drawn only once it is first shown, then kept with its edits', async () => {
    // A narrow window: the panel is folded away (`lg` is 1024 px).
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
    try {
      const app = await open('?tab=discover', { [SEARCH]: reply(200, discoverPage([ARJUN])) });
      await screen.findByRole('article', { name: 'Arjun' }, LOADED);
      expect(screen.queryByRole('form', { name: 'Filters', hidden: true })).toBeNull();
      await app.user.click(screen.getByRole('button', { name: 'Show filters' }));
      const panel = screen.getByRole('form', { name: 'Filters' });
      await app.user.selectOptions(within(panel).getByLabelText('Youngest'), '25');
      // Folded again without Apply: still there (hidden), the choice not lost.
      await app.user.click(screen.getByRole('button', { name: 'Hide filters' }));
      const folded = screen.getByRole('form', { name: 'Filters', hidden: true });
      expect(within(folded).getByLabelText('Youngest')).toHaveValue('25');
    } finally {
      window.matchMedia = original;
    }
  });

  it('"Verified members only" goes to the address and the request, and comes off again', async () => {
    const app = await open('?tab=discover', { [SEARCH]: reply(200, discoverPage([ARJUN])) });
    await screen.findByRole('article', { name: 'Arjun' }, LOADED);
    await app.user.click(screen.getByRole('button', { name: 'Show filters' }));
    const panel = screen.getByRole('form', { name: 'Filters' });
    const verifiedOnly = within(panel).getByRole('checkbox', { name: 'Verified members only' });
    expect(verifiedOnly).not.toBeChecked();
    await app.user.click(verifiedOnly);
    await app.user.click(within(panel).getByRole('button', { name: 'Apply filters' }));
    expect(new URLSearchParams(router.search).get('verifiedOnly')).toBe('true');
    await waitFor(() => expect(app.api.to(SEARCH)).toHaveLength(2));
    expect(lastSearch(app.api)?.get('verifiedOnly')).toBe('true');
    expect(screen.getByRole('button', { name: /Show filters/ })).toHaveTextContent('1 active');

    await app.user.click(screen.getByRole('button', { name: /Show filters/ }));
    const again = screen.getByRole('form', { name: 'Filters' });
    expect(within(again).getByRole('checkbox', { name: 'Verified members only' })).toBeChecked();
    await app.user.click(within(again).getByRole('checkbox', { name: 'Verified members only' }));
    await app.user.click(within(again).getByRole('button', { name: 'Apply filters' }));
    // Back to the unfiltered list (the first page's answer, still cached).
    expect(new URLSearchParams(router.search).has('verifiedOnly')).toBe(false);
    expect(screen.getByRole('button', { name: 'Show filters' })).not.toHaveTextContent('active');
  });

  it('countries come from the server’s list, then the states of each chosen country', async () => {
    const app = await open('?tab=discover', { [SEARCH]: reply(200, discoverPage([ARJUN])) });
    await screen.findByRole('article', { name: 'Arjun' }, LOADED);
    const panel = screen.getByRole('form', { name: 'Filters' });
    const stateToggle = within(panel).getByRole('button', { name: /^State/ });
    await app.user.click(stateToggle);
    expect(within(panel).getByText('Choose a country first to pick states.')).toBeInTheDocument();
    await app.user.click(within(panel).getByRole('button', { name: /^Country/ }));
    await app.user.click(await within(panel).findByRole('checkbox', { name: 'Australia' }));
    await app.user.click(within(panel).getByRole('checkbox', { name: 'India' }));
    await app.user.click(
      within(await within(panel).findByRole('group', { name: 'States in Australia' })).getByRole('checkbox', {
        name: 'Victoria',
      }),
    );
    await app.user.click(
      within(await within(panel).findByRole('group', { name: 'States in India' })).getByRole('checkbox', {
        name: 'Punjab',
      }),
    );
    await app.user.click(within(panel).getByRole('button', { name: 'Apply filters' }));
    expect(new URLSearchParams(router.search).getAll('country')).toEqual(['AU', 'IN']);
    expect(new URLSearchParams(router.search).getAll('state')).toEqual(['Victoria', 'Punjab']);
    await waitFor(() => expect(lastSearch(app.api)?.getAll('state')).toEqual(['Victoria', 'Punjab']));
    expect(lastSearch(app.api)?.getAll('country')).toEqual(['AU', 'IN']);

    // Unticking a country keeps its chosen state in sight, so it can be removed too.
    await app.user.click(within(panel).getByRole('checkbox', { name: 'Australia' }));
    expect(within(panel).queryByRole('group', { name: 'States in Australia' })).not.toBeInTheDocument();
    const others = within(panel).getByRole('group', { name: 'Other chosen states' });
    await app.user.click(within(others).getByRole('checkbox', { name: 'Victoria' }));
    await app.user.click(within(panel).getByRole('button', { name: 'Apply filters' }));
    expect(new URLSearchParams(router.search).getAll('country')).toEqual(['IN']);
    expect(new URLSearchParams(router.search).getAll('state')).toEqual(['Punjab']);
  });

  it('reads the filters from the address, dropping values it does not accept', async () => {
    const app = await open(
      '?tab=discover&religion=Hindu&religion=Atlantean&ageMin=abc&ageMax=40&heightMin=170&diet=vegetarian&sortBy=newest',
      { [SEARCH]: reply(200, discoverPage([ARJUN], { sortBy: 'newest' })) },
    );
    await screen.findByRole('article', { name: 'Arjun' }, LOADED);
    const sent = lastSearch(app.api);
    expect(sent?.getAll('religion')).toEqual(['Hindu']);
    expect(sent?.has('ageMin')).toBe(false);
    expect(sent?.get('ageMax')).toBe('40');
    expect(sent?.get('heightMin')).toBe('170');
    // Values are sent as the shared list writes them.
    expect(sent?.getAll('diet')).toEqual(['Vegetarian']);
    expect(sent?.get('sortBy')).toBe('newest');
    expect(screen.getByLabelText('Sort by')).toHaveValue('newest');
    const panel = screen.getByRole('form', { name: 'Filters' });
    expect(within(panel).getByRole('checkbox', { name: 'Hindu' })).toBeChecked();
    expect(within(panel).getByLabelText('Oldest')).toHaveValue('40');
  });

  it('an age range the wrong way round is not applied', async () => {
    const app = await open('?tab=discover', { [SEARCH]: reply(200, discoverPage([ARJUN])) });
    await screen.findByRole('article', { name: 'Arjun' }, LOADED);
    const panel = screen.getByRole('form', { name: 'Filters' });
    await app.user.selectOptions(within(panel).getByLabelText('Youngest'), '40');
    await app.user.selectOptions(within(panel).getByLabelText('Oldest'), '30');
    await app.user.click(within(panel).getByRole('button', { name: 'Apply filters' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('The oldest age must not be below the youngest.');
    expect(router.search).toBe('?tab=discover');
    expect(app.api.to(SEARCH)).toHaveLength(1);
  });

  it('the sort goes to the address and the request at once; Clear all removes every filter', async () => {
    const app = await open('?tab=discover&religion=Sikh', { [SEARCH]: reply(200, discoverPage([ARJUN])) });
    await screen.findByRole('article', { name: 'Arjun' }, LOADED);
    await app.user.selectOptions(screen.getByLabelText('Sort by'), 'Recently active');
    expect(new URLSearchParams(router.search).get('sortBy')).toBe('recentlyActive');
    await waitFor(() => expect(lastSearch(app.api)?.get('sortBy')).toBe('recentlyActive'));
    expect(lastSearch(app.api)?.getAll('religion')).toEqual(['Sikh']);

    await app.user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(router.search).toBe('?tab=discover&sortBy=recentlyActive');
    await waitFor(() => expect(lastSearch(app.api)?.has('religion')).toBe(false));
  });

  it('"Show more" sends the cursor with the same filters and adds the next page, until there is no next page', async () => {
    const first = Array.from({ length: 20 }, (_, index) =>
      buildCard({ userId: memberId(index + 1), name: `Member ${index + 1}`, firstName: `Member${index + 1}` }),
    );
    const app = await open('?tab=discover&religion=Hindu', {
      [SEARCH]: ({ search }) =>
        search.get('cursor') === 'page-2'
          ? reply(200, discoverPage([ARJUN, KABIR]))
          : reply(200, discoverPage(first, { nextCursor: 'page-2' })),
    });
    await screen.findByRole('article', { name: 'Member 1' }, LOADED);
    expect(within(results()).getAllByRole('article')).toHaveLength(20);
    expect(screen.queryByText('You have seen every match for these filters.')).not.toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(results()).getAllByRole('article')).toHaveLength(22));
    const next = lastSearch(app.api);
    expect(next?.get('cursor')).toBe('page-2');
    expect(next?.getAll('religion')).toEqual(['Hindu']);
    expect(next?.get('sortBy')).toBe('bestMatch');
    // The first page is kept, the new cards follow, and focus moves to the first of them.
    expect(within(results()).getAllByRole('article')[0]).toHaveAccessibleName('Member 1');
    expect(within(results()).getAllByRole('article')[20]).toHaveAccessibleName('Arjun');
    await waitFor(() => expect(within(cardOf('Arjun')).getByRole('link', { name: 'Arjun' })).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(screen.getByText('You have seen every match for these filters.')).toBeInTheDocument();
    expect(app.api.to(SEARCH)).toHaveLength(2);
  });

  it('an empty result offers to remove each filter that would bring matches back, one at a time', async () => {
    const app = await open('?tab=discover&religion=Jain&ageMin=30&ageMax=35&diet=Vegan', {
      [SEARCH]: ({ search }) =>
        search.has('religion')
          ? reply(
              200,
              discoverPage([], {
                emptyHint: { message: 'No one matches all of these filters yet.', loosen: ['religion', 'age'] },
              }),
            )
          : reply(200, discoverPage([ARJUN])),
    });
    expect(
      await screen.findByRole('heading', { level: 3, name: 'No matches for these filters' }, LOADED),
    ).toBeInTheDocument();
    // Worded from the filters the server named, not from its English `message` (kept for older clients).
    expect(
      screen.getByText(
        'No matches with these filters. Removing any one of these will show more members: Religion, Age.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('No one matches all of these filters yet.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Age filter' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Diet filter' })).not.toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Remove Religion filter' }));
    const address = new URLSearchParams(router.search);
    expect(address.has('religion')).toBe(false);
    expect(address.get('ageMin')).toBe('30');
    expect(address.get('ageMax')).toBe('35');
    expect(address.getAll('diet')).toEqual(['Vegan']);
    expect(address.get('tab')).toBe('discover');
    expect(await screen.findByRole('article', { name: 'Arjun' })).toBeInTheDocument();
    expect(lastSearch(app.api)?.has('religion')).toBe(false);
    expect(lastSearch(app.api)?.getAll('diet')).toEqual(['Vegan']);
  });

  it('names the filters, the sorts, a wrong range and an empty result in the language shown (issue 30)', async () => {
    const app = await open('?tab=discover&religion=Jain&ageMin=30&ageMax=35', {
      [SEARCH]: reply(
        200,
        discoverPage([], { emptyHint: { message: 'No matches with these filters.', loosen: ['religion'] } }),
      ),
    });
    await screen.findByRole('heading', { level: 3, name: 'No matches for these filters' }, LOADED);
    await act(() => setLanguage('hi'));
    try {
      expect(
        await screen.findByText('इन फ़िल्टरों से कोई रिश्ता नहीं मिला। यह फ़िल्टर हटाने से ज़्यादा सदस्य दिखेंगे: धर्म।', {}, LOADED),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'धर्म फ़िल्टर हटाएँ' })).toBeInTheDocument();
      const sort = screen.getByLabelText('क्रम चुनें');
      expect(
        within(sort)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['सबसे अच्छा मेल', 'सबसे नए सदस्य', 'हाल ही में सक्रिय']);
      const panel = screen.getByRole('form', { name: 'फ़िल्टर' });
      expect(within(panel).getByRole('group', { name: 'उम्र' })).toBeInTheDocument();
      expect(within(panel).getByRole('group', { name: 'क़द' })).toBeInTheDocument();
      expect(within(panel).getByRole('group', { name: 'बच्चे' })).toBeInTheDocument();
      expect(within(panel).getByRole('checkbox', { name: 'सिर्फ़ सत्यापित सदस्य' })).toBeInTheDocument();
      for (const name of [
        'धर्म',
        'समुदाय',
        'मातृभाषा',
        'वैवाहिक स्थिति',
        'पढ़ाई',
        'पेशा',
        'खान-पान',
        'धूम्रपान',
        'देश',
        'राज्य',
      ]) {
        expect(within(panel).getByRole('button', { name: new RegExp(`^${name}`) })).toBeInTheDocument();
      }
      expect(within(panel).queryByText(/^(Age|Religion|Country)$/)).not.toBeInTheDocument();
      // A range the wrong way round is refused in Hindi too.
      const age = within(panel).getByRole('group', { name: 'उम्र' });
      await app.user.selectOptions(within(age).getByLabelText('कम से कम'), '40');
      await app.user.click(within(panel).getByRole('button', { name: 'फ़िल्टर लागू करें' }));
      expect(await within(panel).findByRole('alert')).toHaveTextContent(
        'ज़्यादा से ज़्यादा उम्र, कम से कम उम्र से कम नहीं हो सकती।',
      );
    } finally {
      await act(() => setLanguage('en'));
    }
  });

  it('with no filters and no matches, points to the partner preferences', async () => {
    await open('?tab=discover', { [SEARCH]: reply(200, discoverPage([])) });
    expect(await screen.findByRole('heading', { level: 3, name: 'No matches yet' }, LOADED)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Review my partner preferences' })).toHaveAttribute(
      'href',
      '/user-dashboard?tab=details',
    );
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
  });

  it('asks a member whose own profile is not complete to finish it, in the server’s words', async () => {
    const message = 'Your matches appear once your profile is complete and visible.';
    await open('?tab=discover', { [SEARCH]: reply(409, { success: false, code: 'PROFILE_INCOMPLETE', message }) });
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Finish your profile to see matches' }, LOADED),
    ).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Details' })).toHaveAttribute(
      'href',
      '/user-dashboard?tab=details',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('says when the matches could not be loaded, and tries again', async () => {
    let calls = 0;
    const app = await open('?tab=discover', {
      [SEARCH]: () => {
        calls += 1;
        return calls === 1
          ? reply(500, { success: false, code: 'INTERNAL', message: 'x' })
          : reply(200, discoverPage([ARJUN]));
      },
    });
    expect(
      await screen.findByText('We couldn’t load your matches. Check your connection and try again.', {}, LOADED),
    ).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Arjun' })).toBeInTheDocument();
    expect(app.api.to(SEARCH)).toHaveLength(2);
  });
});

describe('Discover: favourites star', { timeout: 30_000 }, () => {
  it('stars at once, before the server answers, and calls toggleFav with the member', async () => {
    let answer: (value: MockReply) => void = () => undefined;
    const app = await open('?tab=discover', {
      [SEARCH]: reply(200, discoverPage([ARJUN, KABIR])),
      'POST profile/favorite/toggleFav': () =>
        new Promise<MockReply>((resolve) => {
          answer = resolve;
        }),
    });
    await screen.findByRole('article', { name: 'Arjun' }, LOADED);
    const star = within(cardOf('Arjun')).getByRole('button', { name: 'Add Arjun to favourites' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await app.user.click(star);
    // Changed before the answer, and the card did not open the profile.
    const pressed = await within(cardOf('Arjun')).findByRole('button', { name: 'Remove Arjun from favourites' });
    expect(pressed).toHaveAttribute('aria-pressed', 'true');
    expect(app.pathname()).toBe('/user-dashboard');
    expect(within(cardOf('Kabir S')).getByRole('button', { name: 'Add Kabir S to favourites' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(app.api.to('POST profile/favorite/toggleFav')[0]?.body).toEqual({
      favoritedUserId: ARJUN_ID,
      isFavourite: true,
    });

    act(() => answer(reply(200, { success: true, message: 'Added to favourites', isFavourite: true })));
    expect((await findToast('Arjun is in your favourites.')).type).toBe('success');
    expect(pressed).toHaveAttribute('aria-pressed', 'true');
    // The matches were not fetched again.
    expect(app.api.to(SEARCH)).toHaveLength(1);
  });

  it('puts the star back when the server refuses', async () => {
    let answer: (value: MockReply) => void = () => undefined;
    const app = await open('?tab=discover', {
      [SEARCH]: reply(200, discoverPage([buildCard({ isFavourite: true })])),
      'POST profile/favorite/toggleFav': () =>
        new Promise<MockReply>((resolve) => {
          answer = resolve;
        }),
    });
    await screen.findByRole('article', { name: 'Arjun' }, LOADED);
    await app.user.click(within(cardOf('Arjun')).getByRole('button', { name: 'Remove Arjun from favourites' }));
    expect(await within(cardOf('Arjun')).findByRole('button', { name: 'Add Arjun to favourites' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    act(() => answer(reply(500, { success: false, code: 'INTERNAL', message: 'x' })));
    expect((await findToast('We couldn’t update your favourites. Please try again.')).type).toBe('error');
    expect(
      await within(cardOf('Arjun')).findByRole('button', { name: 'Remove Arjun from favourites' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(app.api.to('POST profile/favorite/toggleFav')[0]?.body).toEqual({
      favoritedUserId: ARJUN_ID,
      isFavourite: false,
    });
  });
});
