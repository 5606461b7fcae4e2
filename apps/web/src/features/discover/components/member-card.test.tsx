import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildCard } from '../testing/members';
import { setLanguage } from '../../../lib/i18n';
import { renderApp } from '../../../testing/render-app';
import { MemberCard } from './member-card';

async function photoAt(position: number | undefined) {
  const card = buildCard();
  await renderApp({ path: '/', routes: [{ path: '/', element: <MemberCard card={card} position={position} /> }] });
  return screen.getByRole('img', { name: `Photo of ${card.name}` });
}

describe('MemberCard (Discover’s, the shared card with the favourite star)', () => {
  it('loads the first row’s photos at once, the very first before anything else (the page’s largest paint)', async () => {
    const first = await photoAt(0);
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
  });

  it('leaves later photos, and a card without a place, to load as they come near', async () => {
    const later = await photoAt(4);
    expect(later).toHaveAttribute('loading', 'lazy');
    expect(later).toHaveAttribute('fetchpriority', 'auto');
  });

  it('a card in the first row but not first loads at once, at the usual priority', async () => {
    const second = await photoAt(1);
    expect(second).toHaveAttribute('loading', 'eager');
    expect(second).toHaveAttribute('fetchpriority', 'auto');
  });
});

describe('MemberCard: a profile looked after with family (ADR 017)', () => {
  async function renderCard(card: ReturnType<typeof buildCard>) {
    await renderApp({ path: '/', routes: [{ path: '/', element: <MemberCard card={card} /> }] });
    return screen.getByRole('article', { name: card.name });
  }

  it('says so in words, with the relations of the people helping and never their names', async () => {
    const card = await renderCard(buildCard({ managedBy: ['mother', 'brother'] }));
    expect(within(card).getByText('Profile managed with family (mother, brother)')).toBeInTheDocument();
  });

  it('says nothing when nobody helps (the list empty or absent)', async () => {
    const card = await renderCard(buildCard({ managedBy: [] }));
    expect(within(card).queryByText(/managed with family/)).not.toBeInTheDocument();
  });
});

describe('MemberCard: the facts in the language shown (issue 30)', () => {
  it('names religion, community, occupation and country in Punjabi; the state keeps its English name', async () => {
    const card = buildCard();
    await renderApp({ path: '/', routes: [{ path: '/', element: <MemberCard card={card} /> }] });
    const article = screen.getByRole('article', { name: card.name });
    expect(within(article).getByText('Hindu · Punjabi')).toBeInTheDocument();
    expect(within(article).getByText('New South Wales, Australia')).toBeInTheDocument();
    await act(() => setLanguage('pa'));
    try {
      const shown = await screen.findByRole('article', { name: card.name }, { timeout: 10_000 });
      expect(await within(shown).findByText('ਹਿੰਦੂ · ਪੰਜਾਬੀ')).toBeInTheDocument();
      expect(within(shown).getByText('New South Wales, ਆਸਟ੍ਰੇਲੀਆ')).toBeInTheDocument();
      expect(within(shown).getByText('ਡਾਕਟਰ')).toBeInTheDocument();
    } finally {
      await act(() => setLanguage('en'));
    }
  });

  it('gives the height in feet and inches in Hindi words (the card sends centimetres)', async () => {
    const card = buildCard({ heightCm: 180 });
    await renderApp({ path: '/', routes: [{ path: '/', element: <MemberCard card={card} /> }] });
    expect(within(screen.getByRole('article', { name: card.name })).getByText('5 ft 11 in')).toBeInTheDocument();
    await act(() => setLanguage('hi'));
    try {
      const shown = await screen.findByRole('article', { name: card.name }, { timeout: 10_000 });
      expect(await within(shown).findByText('5 फ़ुट 11 इंच')).toBeInTheDocument();
    } finally {
      await act(() => setLanguage('en'));
    }
  });
});

describe('MemberCard: why two members match, in the language shown (issue 30)', () => {
  const reasonsOf = (article: HTMLElement, label: string) =>
    within(within(article).getByRole('list', { name: label }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);

  it('words the server’s codes: the values by their option lists, “her” or “his” by the card’s gender', async () => {
    const card = buildCard({
      gender: 'Woman',
      matchReasons: ['Both vegetarian', 'Within her age range', 'Shares your interest in cinema'],
      matchReasonCodes: [
        { code: 'sameDiet', params: { diet: 'Vegetarian' } },
        { code: 'withinTheirAgeRange', params: {} },
        { code: 'sharedInterest', params: { interest: 'Cinema' } },
      ],
    });
    await renderApp({ path: '/', routes: [{ path: '/', element: <MemberCard card={card} /> }] });
    const article = screen.getByRole('article', { name: card.name });
    expect(reasonsOf(article, 'Why you match')).toEqual([
      'Both vegetarian',
      'Within her age range',
      'Shares your interest in films',
    ]);
    await act(() => setLanguage('hi'));
    try {
      const shown = await screen.findByRole('article', { name: card.name }, { timeout: 10_000 });
      expect(reasonsOf(shown, 'आपसे मेल की वजहें')).toEqual([
        'दोनों शाकाहारी',
        'आपकी उम्र उनकी पसंद के मुताबिक़',
        'आप दोनों को फ़िल्में पसंद है',
      ]);
      await act(() => setLanguage('pa'));
      const punjabi = await screen.findByRole('article', { name: card.name }, { timeout: 10_000 });
      expect(await within(punjabi).findByText('ਦੋਵੇਂ ਸ਼ਾਕਾਹਾਰੀ')).toBeInTheDocument();
    } finally {
      await act(() => setLanguage('en'));
    }
  });

  it('shows the English text for a code it does not know yet, and the counts as sent', async () => {
    const card = buildCard({
      matchReasons: ['Met at the same temple', 'You meet 3 of his 4 preferences'],
      matchReasonCodes: [
        { code: 'sameTemple' as never, params: {} },
        { code: 'meetsSomeOfTheirs', params: { met: 3, stated: 4 } },
      ],
    });
    await renderApp({ path: '/', routes: [{ path: '/', element: <MemberCard card={card} /> }] });
    const article = screen.getByRole('article', { name: card.name });
    expect(reasonsOf(article, 'Why you match')).toEqual(['Met at the same temple', 'You meet 3 of his 4 preferences']);
    await act(() => setLanguage('hi'));
    try {
      const shown = await screen.findByRole('article', { name: card.name }, { timeout: 10_000 });
      expect(reasonsOf(shown, 'आपसे मेल की वजहें')).toEqual(['Met at the same temple', 'उनकी 4 में से 3 पसंदें आपसे मेल खाती हैं']);
    } finally {
      await act(() => setLanguage('en'));
    }
  });
});
