import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '@app/shared';
import { DiscoverResponseSchema, type DiscoverResponse } from '@app/shared/discover';
import { HOROSCOPE_NEEDED_REASON } from '@app/shared/horoscope';
import { PreferencesResponseSchema, type PartnerPreferencesInput } from '@app/shared/profile';
import type { Answers } from '@app/shared/questionnaire';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { setHoroscope } from '../../../test/factories/horoscope';
import { createMember } from '../../../test/factories/profiles';
import { signIn, VALID_ANSWERS } from '../../../test/factories/users';
import { isMutualMatch, pairGunas } from './match-rules';
import { findMatchMember, findMatchRow } from './matching.repository';

/**
 * Horoscope matching in Discover (issue 31, docs/horoscope.md "In Discover"): the filter `minGunas`, the partner
 * preference's must-have `minGunas` both ways, the score among a match's reasons, and the refusals for a member
 * without a chart that can be matched. Each test lives in its own country (a must-have of its viewer).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_ENABLED: '0', MATCH_POOL_SIZE: '20' } });
});
afterAll(async () => t.close());

const MAN: Partial<Answers> = { ...VALID_ANSWERS, 1: 'Man', 2: 'Woman', 7: 31, 8: { min: 24, max: 32 } };
// Moons as stored (nakshatra × 12 + rashi) and their scores with a woman in Ashwini/Mesha (0) as the bride: Bharani
// in Mesha (12) 34; Jyeshtha in Vrishchika (17·12+7 = 211) 22, read either way 18; Purva
// Phalguni in Simha (10·12+4 = 124) 32; Hasta in Kanya (149) 8.5.
const HER_MOON = 0;

type Person = Awaited<ReturnType<typeof createMember>> & { headers: { authorization: string } };

/** A woman of 29 seeking `genderSought` (a man by default), who must live in `country`, with a Moon or without. */
async function viewerIn(country: string, moon: number | null, preferences: Partial<PartnerPreferencesInput> = {}) {
  const created = await createMember(t.app, {
    usertype: 'Premium',
    profile: { country },
    preferences: { countries: [country], mustHave: ['countries'], ...preferences },
  });
  if (moon !== null) await setHoroscope(t.app, created.id, { moon, manglik: null });
  return { ...created, headers: (await signIn(t.app, created.email)).headers } as Person;
}

async function manIn(
  country: string,
  moon: number | null | 'not opted in',
  preferences?: Partial<PartnerPreferencesInput>,
) {
  const created = await createMember(t.app, {
    answers: MAN,
    profile: { country },
    ...(preferences ? { preferences } : {}),
  });
  if (moon === 'not opted in') await setHoroscope(t.app, created.id, { moon: 12, optIn: false });
  else await setHoroscope(t.app, created.id, { moon });
  return created;
}

function get(who: Person, query: string) {
  return t.app.inject({ method: 'GET', url: `/api/v1/profile/filtered-profiles?${query}`, headers: who.headers });
}
async function discover(who: Person, query = ''): Promise<DiscoverResponse> {
  const res = await get(who, query);
  expect(res.statusCode, res.body).toBe(200);
  return DiscoverResponseSchema.parse(res.json());
}
const ids = (body: DiscoverResponse) => body.profiles.map((card) => card.userId).sort();

/** The pure rules agree: each result is a mutual match, and reaches the minimum with the viewer. */
async function expectMutualWithScore(viewerId: string, shown: readonly string[], min: number) {
  const viewer = (await findMatchMember(t.app.db, viewerId))!;
  for (const id of shown) {
    const member = (await findMatchMember(t.app.db, id))!;
    expect(isMutualMatch(viewer, member, t.clock.now())).toBe(true);
    expect(pairGunas(viewer, member)).toBeGreaterThanOrEqual(min);
  }
}

describe('the minGunas filter', () => {
  it('shows only members whose score with the viewer reaches it; members without a Moon are not shown', async () => {
    const me = await viewerIn('FJ', HER_MOON);
    const high = await manIn('FJ', 12); // 34
    const middle = await manIn('FJ', 211); // 22
    const low = await manIn('FJ', 149); // 8.5
    const notOptedIn = await manIn('FJ', 'not opted in');
    const uncertain = await manIn('FJ', null);

    expect(ids(await discover(me))).toEqual([high.id, middle.id, low.id, notOptedIn.id, uncertain.id].sort());
    expect(ids(await discover(me, 'minGunas=20'))).toEqual([high.id, middle.id].sort());
    expect(ids(await discover(me, 'minGunas=30&sortBy=newest'))).toEqual([high.id]);
    expect(ids(await discover(me, 'minGunas=35&sortBy=recentlyActive'))).toEqual([]);
    await expectMutualWithScore(me.id, [high.id, middle.id], 20);
  });

  it('reads a woman and a man with the woman as the bride, any other pair the lower way', async () => {
    const me = await viewerIn('TO', HER_MOON, { genderSought: ['Man', 'Woman'] });
    const man = await manIn('TO', 211); // 22 as the groom
    const woman = await createMember(t.app, {
      answers: { ...VALID_ANSWERS, 2: 'Woman' },
      profile: { country: 'TO' },
    });
    await setHoroscope(t.app, woman.id, { moon: 211 }); // 18 read either way
    expect(ids(await discover(me))).toEqual([man.id, woman.id].sort());
    expect(ids(await discover(me, 'minGunas=18'))).toEqual([man.id, woman.id].sort());
    expect(ids(await discover(me, 'minGunas=19'))).toEqual([man.id]);
  });

  it('gives the score among a match’s reasons when both have a Moon, and only then', async () => {
    const me = await viewerIn('WS', HER_MOON);
    const high = await manIn('WS', 12);
    const without = await manIn('WS', 'not opted in');
    const cards = new Map((await discover(me)).profiles.map((card) => [card.userId, card]));
    expect(cards.get(high.id)?.matchReasonCodes).toContainEqual({
      code: 'horoscopeMatch',
      params: { score: 34, max: 36 },
    });
    expect(cards.get(high.id)?.matchReasons).toContain('Horoscope match: 34 of 36');
    expect(cards.get(without.id)?.matchReasonCodes.map((reason) => reason.code)).not.toContain('horoscopeMatch');
  });

  it('gives the score first on each card while the filter asks for one, where three stronger reasons hid it', async () => {
    const alike = { country: 'NU', religion: 'Hindu', community: 'Tamil', motherTongue: 'Tamil' };
    const created = await createMember(t.app, {
      usertype: 'Premium',
      profile: alike,
      preferences: { religions: ['Hindu'], communities: ['Tamil'], motherTongues: ['Tamil'] },
    });
    await setHoroscope(t.app, created.id, { moon: HER_MOON, manglik: null });
    const me = { ...created, headers: (await signIn(t.app, created.email)).headers } as Person;
    const him = await createMember(t.app, { answers: MAN, profile: alike });
    await setHoroscope(t.app, him.id, { moon: 12 }); // 34
    const codes = async (query: string) =>
      (await discover(me, query)).profiles
        .find((card) => card.userId === him.id)
        ?.matchReasonCodes.map((reason) => reason.code);
    // Both Hindu, both Tamil, both speak Tamil (what she asked for), interests in common: a card gives three reasons.
    const unfiltered = await codes('');
    expect(unfiltered).toHaveLength(3);
    expect(unfiltered).not.toContain('horoscopeMatch');
    for (const sortBy of ['bestMatch', 'newest', 'recentlyActive']) {
      expect(await codes(`minGunas=20&sortBy=${sortBy}`)).toEqual(['horoscopeMatch', ...unfiltered!.slice(0, 2)]);
    }
  });

  it('is refused to a viewer without a chart that can be matched, with the reason horoscopeNeeded', async () => {
    const me = await viewerIn('VU', null);
    await manIn('VU', 12);
    const res = await get(me, 'minGunas=18');
    expect(res.statusCode).toBe(400);
    const body = ErrorBodySchema.parse(res.json());
    expect(body).toMatchObject({ code: 'VALIDATION_FAILED', params: { reason: HOROSCOPE_NEEDED_REASON } });
    expect(body.errors?.[0]?.path).toBe('minGunas');
    expect((await get(me, 'minGunas=0')).statusCode).toBe(400);
    expect((await get(me, 'minGunas=37')).statusCode).toBe(400);
  });

  it('belongs to the page link: a link made with it does not continue a search without it', async () => {
    const me = await viewerIn('KI', HER_MOON);
    for (let i = 0; i < 3; i += 1) await manIn('KI', 12);
    const first = await discover(me, 'minGunas=30&pageSize=2');
    expect(first.profiles).toHaveLength(2);
    const cursor = encodeURIComponent(first.nextCursor!);
    const next = await discover(me, `minGunas=30&pageSize=2&cursor=${cursor}`);
    expect(next.profiles).toHaveLength(1);
    const other = await get(me, `minGunas=31&pageSize=2&cursor=${cursor}`);
    expect(other.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(other.json()).params?.reason).toBe('pageLink');
  });
});

describe('the minGunas must-have', () => {
  it('narrows the viewer’s matches as the filter does, and the candidate’s must-have applies to the viewer', async () => {
    const me = await viewerIn('NR', HER_MOON, { minGunas: 30, mustHave: ['countries', 'minGunas'] });
    const high = await manIn('NR', 12); // 34
    await manIn('NR', 211); // 22
    await manIn('NR', 'not opted in');
    const asksLittle = await manIn('NR', 124, { minGunas: 32, mustHave: ['minGunas'] }); // 32 ≥ 32
    await manIn('NR', 12, { minGunas: 35, mustHave: ['minGunas'] }); // 34 < 35: he is not shown to her
    expect(ids(await discover(me))).toEqual([high.id, asksLittle.id].sort());
    await expectMutualWithScore(me.id, [high.id, asksLittle.id], 30);
    expect((await findMatchRow(t.app.db, asksLittle.id))?.mustMinGunas).toBe(32);

    // A minimum that is not a must-have narrows nothing.
    const relaxed = await viewerIn('PW', HER_MOON, { minGunas: 30 });
    const low = await manIn('PW', 149);
    expect(ids(await discover(relaxed))).toEqual([low.id]);
    expect((await findMatchRow(t.app.db, relaxed.id))?.mustMinGunas).toBeNull();
  });

  it('waits while the viewer has no Moon: turning horoscope matching off does not leave her no one to see', async () => {
    const me = await viewerIn('NP', HER_MOON, { minGunas: 30, mustHave: ['countries', 'minGunas'] });
    const high = await manIn('NP', 12); // 34
    const low = await manIn('NP', 149); // 8.5
    expect(ids(await discover(me))).toEqual([high.id]);

    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/profile/updateReligiousBackground',
      headers: me.headers,
      payload: { horoscopeOptIn: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await findMatchRow(t.app.db, me.id))?.mustMinGunas).toBeNull();
    expect(ids(await discover(me))).toEqual([high.id, low.id].sort());
    // The preference itself is kept, for when she turns matching on again.
    const kept = await t.app.inject({ method: 'GET', url: '/api/v1/preferences/', headers: me.headers });
    expect(PreferencesResponseSchema.parse(kept.json()).preferences).toMatchObject({
      minGunas: 30,
      mustHave: ['countries', 'minGunas'],
    });
  });

  it('is saved only by a member whose own chart can be matched (PATCH preferences/)', async () => {
    const patch = (who: Person, body: Record<string, unknown>) =>
      t.app.inject({ method: 'PATCH', url: '/api/v1/preferences/', headers: who.headers, payload: body });
    const without = await viewerIn('MH', null);
    const refused = await patch(without, { minGunas: 20, mustHave: ['countries', 'minGunas'] });
    expect(refused.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(refused.json()).params?.reason).toBe(HOROSCOPE_NEEDED_REASON);
    // The rest of the preferences still save.
    expect((await patch(without, { ageMax: 40 })).statusCode).toBe(200);

    const withChart = await viewerIn('MH', HER_MOON);
    const saved = await patch(withChart, { minGunas: 20, mustHave: ['countries', 'minGunas'] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(PreferencesResponseSchema.parse(saved.json()).preferences).toMatchObject({
      minGunas: 20,
      mustHave: ['countries', 'minGunas'],
    });
    expect((await findMatchRow(t.app.db, withChart.id))?.mustMinGunas).toBe(20);
    expect((await patch(withChart, { minGunas: 40 })).statusCode).toBe(400);
  });
});
