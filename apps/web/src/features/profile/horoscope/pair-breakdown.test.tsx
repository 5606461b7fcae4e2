import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KOOTA_MAX, KOOTA_NAMES, type KootaReading, type PairHoroscope } from '@app/shared/horoscope';
import type { PublicProfile } from '@app/shared/profile';
import { setLanguage } from '../../../lib/i18n';
import { buildUser, mockApi, renderApp, reply } from '../../../testing/render-app';
import { buildPublicProfile, MEMBER_ID, OTHER_ID } from '../my-details/testing/fixtures';

/**
 * A member's profile with a horoscope match (issue 31): the score of 36, each part with its points and a sentence in
 * the viewer's language, and the Manglik result; nothing at all when the answer carries no `horoscope`.
 */

const LOADED = { timeout: 10_000 };

/** A reading as the server answers a connection: every koota with its params (docs/horoscope.md). */
const KOOTAS: KootaReading[] = [
  {
    name: 'varna',
    points: 1,
    max: 1,
    note: 'Same varna.',
    reason: 'same',
    params: { bride: 'brahmin', groom: 'brahmin' },
  },
  {
    name: 'vashya',
    points: 2,
    max: 2,
    note: 'Same vashya.',
    reason: 'same',
    params: { bride: 'jalachara', groom: 'jalachara' },
  },
  {
    name: 'tara',
    points: 1.5,
    max: 3,
    note: 'One count favourable.',
    reason: 'one_favourable',
    params: { fromBride: 3, fromGroom: 8 },
  },
  {
    name: 'yoni',
    points: 3,
    max: 4,
    note: 'Friendly animals.',
    reason: 'friendly',
    params: { bride: 'cat', groom: 'rat' },
  },
  {
    name: 'graha_maitri',
    points: 5,
    max: 5,
    note: 'Same lord.',
    reason: 'same_lord',
    params: { bride: 'moon', groom: 'moon' },
  },
  { name: 'gana', points: 6, max: 6, note: 'Same gana.', reason: 'same', params: { bride: 'deva', groom: 'deva' } },
  {
    name: 'bhakoot',
    points: 7,
    max: 7,
    note: 'Favourable.',
    reason: 'favourable',
    params: { fromBride: 1, fromGroom: 1 },
  },
  {
    name: 'nadi',
    points: 8,
    max: 8,
    note: 'Same nadi, cancelled.',
    reason: 'cancelled',
    params: { bride: 'antya', groom: 'antya', rule: 'same_rashi' },
  },
];
const HOROSCOPE: PairHoroscope = {
  score: 33.5,
  max: 36,
  direction: 'woman_as_bride',
  kootas: KOOTAS,
  manglik: { viewer: false, member: false, compatible: true },
  member: { rashi: 'karka', nakshatra: 'pushya' },
};

async function open(profile: PublicProfile) {
  const api = mockApi({
    'POST profile/getUserDetails': reply(200, { success: true, data: [profile] }),
    'POST profile-view/add-view': reply(200, { success: true, recorded: true }),
    'POST connection/getConnectionStatus': reply(200, {
      success: true,
      data: { userId: OTHER_ID, connection_status: profile.connection_status, connectionType: profile.connectionType },
    }),
  });
  const app = await renderApp({ path: `/profile/Arjun/${OTHER_ID}`, signedInAs: buildUser({ userId: MEMBER_ID }) });
  await screen.findByRole('heading', { level: 1, name: 'Arjun' }, LOADED);
  return { ...app, api };
}
const withHoroscope = (horoscope: PairHoroscope, overrides: Partial<PublicProfile> = {}) =>
  ({ ...buildPublicProfile(overrides), horoscope }) as PublicProfile;

/** The table's rows as [part, points, sentences]. */
const rows = (region: HTMLElement) =>
  within(within(region).getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [
      within(row).getByRole('rowheader').textContent,
      ...within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ]);

describe('a member’s profile: the horoscope match', { timeout: 30_000 }, () => {
  it('shows the score, every part with its points and what it means, and the Manglik result; no verdict', async () => {
    await open(withHoroscope(HOROSCOPE));
    const region = await screen.findByRole('region', { name: 'Horoscope match (Guna Milan)' }, LOADED);
    expect(within(region).getByText('33.5 of 36')).toBeInTheDocument();
    expect(
      within(region).getByText(
        'A traditional score worked out from the two birth Moons, in eight parts. It is not a prediction: many families weigh it differently, and many look at much more.',
      ),
    ).toBeInTheDocument();
    expect(within(region).getByText('Read with the woman as the bride, as the tradition does.')).toBeInTheDocument();
    // A connection sees the member's Moon.
    expect(within(region).getByText('Their Moon sign: Karka (Cancer). Birth star: Pushya.')).toBeInTheDocument();

    const table = rows(region);
    expect(table.map(([part, points]) => [part, points])).toEqual([
      ['Varna', '1 of 1'],
      ['Vashya', '2 of 2'],
      ['Tara', '1.5 of 3'],
      ['Yoni', '3 of 4'],
      ['Graha maitri', '5 of 5'],
      ['Gana', '6 of 6'],
      ['Bhakoot', '7 of 7'],
      ['Nadi', '8 of 8'],
    ]);
    expect(KOOTA_NAMES.map((name) => KOOTA_MAX[name])).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const meaning = (part: string) => table.find(([name]) => name === part)?.[2];
    expect(meaning('Yoni')).toBe(
      'The animals of the two birth stars.' +
        'The tradition counts the two birth stars’ animals as friendly.' +
        'Bride: cat. Groom: rat.',
    );
    expect(meaning('Tara')).toContain('one count lands on a favourable star and one does not.');
    expect(meaning('Tara')).toContain(
      'From the bride’s star the groom’s is number 3 of nine; from his, hers is number 8.',
    );
    expect(meaning('Nadi')).toBe(
      'The constitution (nadi) of the two birth stars.' +
        'Both birth stars belong to the same nadi, but an exception applies, so the points are given.' +
        'The exception: both Moons are in the same sign, in different birth stars.' +
        'Bride: antya. Groom: antya.',
    );
    expect(within(region).getByText('Neither of you is Manglik.')).toBeInTheDocument();
    expect(region.textContent).not.toMatch(/\b(bad|good|poor|excellent)\b/i);
  });

  it('without params (not a connection): each sentence stands alone, and a reason this page does not know is the server’s note', async () => {
    const bare: PairHoroscope = {
      score: 18,
      max: 36,
      direction: 'either_way',
      kootas: KOOTAS.map(({ params: _params, ...koota }) =>
        koota.name === 'gana'
          ? { ...koota, points: 0, reason: 'a_newer_reason', note: 'A newer server’s own sentence.' }
          : koota,
      ),
      manglik: { viewer: true, member: false, compatible: false },
    };
    await open(withHoroscope(bare, { connection_status: 'no connection', connectionType: 'none' }));
    const region = await screen.findByRole('region', { name: 'Horoscope match (Guna Milan)' }, LOADED);
    expect(within(region).getByText('18 of 36')).toBeInTheDocument();
    expect(within(region).getByText('Read both ways round; the lower of the two scores is shown.')).toBeInTheDocument();
    expect(within(region).queryByText(/Their Moon sign/)).not.toBeInTheDocument();
    const table = rows(region);
    const meaning = (part: string) => table.find(([name]) => name === part)?.[2];
    expect(meaning('Yoni')).toBe(
      'The animals of the two birth stars.The tradition counts the two birth stars’ animals as friendly.',
    );
    expect(meaning('Nadi')).toBe(
      'The constitution (nadi) of the two birth stars.' +
        'Both birth stars belong to the same nadi, but an exception applies, so the points are given.',
    );
    expect(meaning('Gana')).toBe('The temperaments of the two birth stars.A newer server’s own sentence.');
    expect(region.textContent).not.toMatch(/Bride:|Groom:/);
    expect(
      within(region).getByText(
        'You are Manglik and this member is not. Families who follow this rule pair a Manglik with a Manglik; many do not weigh it.',
      ),
    ).toBeInTheDocument();
  });

  it('says gently which time of birth is unknown when the Manglik result cannot be worked out', async () => {
    await open(withHoroscope({ ...HOROSCOPE, manglik: { viewer: null, member: true, compatible: null } }));
    const region = await screen.findByRole('region', { name: 'Horoscope match (Guna Milan)' }, LOADED);
    expect(
      within(region).getByText(
        'Your time of birth is not in your details, so your Manglik status is not known. Adding it in My Details completes this part.',
      ),
    ).toBeInTheDocument();
  });

  it('shows nothing about horoscopes when the answer has no horoscope', async () => {
    await open(buildPublicProfile());
    expect(await screen.findByRole('region', { name: 'Religious background' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Horoscope/ })).not.toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/Guna Milan|horoscope/i);
  });

  it('in Hindi: the parts, the signs and the sentences in Hindi', async () => {
    await act(() => setLanguage('hi'));
    try {
      await open(withHoroscope(HOROSCOPE));
      const region = await screen.findByRole('region', { name: 'कुंडली मिलान (गुण मिलान)' }, LOADED);
      expect(within(region).getByText('36 में से 33.5')).toBeInTheDocument();
      expect(within(region).getByText('उनकी चंद्र राशि: कर्क। नक्षत्र: पुष्य।')).toBeInTheDocument();
      const table = rows(region);
      expect(table.map(([part]) => part)).toEqual(['वर्ण', 'वश्य', 'तारा', 'योनि', 'ग्रह मैत्री', 'गण', 'भकूट', 'नाड़ी']);
      expect(table.find(([part]) => part === 'योनि')?.[2]).toContain('वधू: मार्जार (बिल्ली)। वर: मूषक (चूहा)।');
      expect(within(region).getByText('आप दोनों में से कोई मांगलिक नहीं है।')).toBeInTheDocument();
    } finally {
      await act(() => setLanguage('en'));
    }
  });
});
