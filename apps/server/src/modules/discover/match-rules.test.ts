import { describe, expect, it } from 'vitest';
import { PartnerPreferencesSchema, type PartnerPreferencesInput } from '@app/shared/profile';
import type { FieldVisibility } from '../privacy/privacy';
import {
  activityFactor,
  cannotMatchAnyone,
  compareRanked,
  placedByPlan,
  fitsMustHaves,
  isMutualMatch,
  satisfies,
  scoreMatch,
  visibleReasons,
  type MatchMember,
} from './match-rules';
import { searchPriorityOf } from '../../lib/entitlements';
import { birthDateWindow, yearsBefore } from './matching.repository';

const NOW = new Date('2026-11-23T10:00:00Z');
const DAY = 86_400_000;

const preferences = (overrides: Partial<PartnerPreferencesInput> = {}) =>
  PartnerPreferencesSchema.parse({
    genderSought: ['Man'],
    ageMin: 25,
    ageMax: 35,
    heightMinCm: null,
    heightMaxCm: null,
    maritalStatuses: [],
    religions: [],
    communities: [],
    motherTongues: [],
    countries: [],
    educationLevel: null,
    diets: [],
    smoking: [],
    drinking: [],
    horoscopeImportance: "Doesn't matter",
    casteImportance: "Doesn't matter",
    livingInAustralia: "Doesn't matter",
    weddingGoals: 'Serious to get married soon',
    interests: [],
    mustHave: [],
    ...overrides,
  });

function member(overrides: Partial<MatchMember> = {}, prefs: Partial<PartnerPreferencesInput> = {}): MatchMember {
  return {
    userId: 'viewer',
    gender: 'Woman',
    birthDate: '1997-03-01', // 29 on NOW
    heightCm: 162,
    maritalStatus: 'Never Married',
    hasChildren: false,
    religion: 'Hindu',
    community: 'Tamil',
    motherTongue: 'Tamil',
    diet: 'Vegetarian',
    smoking: 'Never smokes',
    drinking: 'Never drinks',
    qualification: 'Master of Science (MSc)',
    educationRank: 3,
    occupation: 'Researcher',
    incomeMin: 50_000,
    country: 'AU',
    state: 'Victoria',
    interests: ['Music', 'Cooking', 'Art'],
    completeness: 100,
    lastActiveAt: NOW,
    horoscopeMoon: null,
    preferences: preferences(prefs),
    ...overrides,
  };
}

const viewer = member({}, { genderSought: ['Man'], ageMin: 28, ageMax: 36 });
const man = (overrides: Partial<MatchMember> = {}, prefs: Partial<PartnerPreferencesInput> = {}) =>
  member(
    { userId: 'candidate', gender: 'Man', birthDate: '1995-01-10', heightCm: 178, ...overrides },
    { genderSought: ['Woman'], ageMin: 24, ageMax: 32, ...prefs },
  );

describe('age windows', () => {
  it('turns an age range into birth dates, 29 February included', () => {
    expect(yearsBefore(new Date('2026-11-23T00:00:00Z'), 30)).toBe('1996-11-23');
    expect(yearsBefore(new Date('2028-02-29T00:00:00Z'), 25)).toBe('2003-02-28');
    expect(yearsBefore(new Date('2028-02-29T00:00:00Z'), 28)).toBe('2000-02-29');
    const window = birthDateWindow(new Date('2026-11-23T00:00:00Z'), 25, 30);
    expect(window).toEqual({ after: '1995-11-23', until: '2001-11-23' });
  });
});

describe('must-haves', () => {
  it('always applies gender sought and the age range, both ways', () => {
    expect(isMutualMatch(viewer, man(), NOW)).toBe(true);
    expect(isMutualMatch(viewer, man({ gender: 'Woman' }), NOW)).toBe(false);
    expect(isMutualMatch(viewer, man({ birthDate: '1985-01-01' }), NOW)).toBe(false); // 41
    expect(isMutualMatch(viewer, man({}, { ageMin: 30, ageMax: 35 }), NOW)).toBe(false); // she is 29
    expect(isMutualMatch(viewer, man({}, { genderSought: ['Man'] }), NOW)).toBe(false);
    expect(isMutualMatch(viewer, { ...viewer }, NOW)).toBe(false); // oneself
  });

  it('applies every preference marked must-have, and only those', () => {
    const strict = member(
      {},
      { genderSought: ['Man'], ageMin: 28, ageMax: 36, diets: ['Vegetarian'], mustHave: ['diets'] },
    );
    const loose = member({}, { genderSought: ['Man'], ageMin: 28, ageMax: 36, diets: ['Vegetarian'] });
    const meatEater = man({ diet: 'Non-vegetarian' });
    expect(fitsMustHaves(strict, meatEater, NOW)).toBe(false);
    expect(fitsMustHaves(loose, meatEater, NOW)).toBe(true);
    // The other side's must-have about the viewer.
    expect(isMutualMatch(viewer, man({}, { religions: ['Sikh'], mustHave: ['religions'] }), NOW)).toBe(false);
    expect(isMutualMatch(viewer, man({}, { religions: ['Hindu', 'Sikh'], mustHave: ['religions'] }), NOW)).toBe(true);
  });

  it('never lets an unknown value satisfy a preference', () => {
    const prefs = preferences({ smoking: ['Never smokes'], heightMinCm: 170 });
    expect(satisfies(prefs, 'smoking', man({ smoking: null }))).toBe(false);
    expect(satisfies(prefs, 'heightRange', man({ heightCm: null }))).toBe(false);
    expect(satisfies(prefs, 'heightRange', man({ heightCm: 170 }))).toBe(true);
    expect(satisfies(prefs, 'heightRange', man({ heightCm: 169 }))).toBe(false);
  });

  it('reads education as "at least" and living in Australia from the country', () => {
    const prefs = preferences({ educationLevel: 'bachelor', livingInAustralia: 'Yes' });
    expect(satisfies(prefs, 'educationLevel', man({ educationRank: 2 }))).toBe(true);
    expect(satisfies(prefs, 'educationLevel', man({ educationRank: 1 }))).toBe(false);
    expect(satisfies(prefs, 'livingInAustralia', man({ country: 'AU' }))).toBe(true);
    expect(satisfies(prefs, 'livingInAustralia', man({ country: 'NZ' }))).toBe(false);
    const abroad = preferences({ livingInAustralia: 'No' });
    expect(satisfies(abroad, 'livingInAustralia', man({ country: 'NZ' }))).toBe(true);
    expect(satisfies(abroad, 'livingInAustralia', man({ country: null }))).toBe(false);
  });
});

describe('score and reasons', () => {
  it('stays within 0–100 and ranks a better fit higher', () => {
    const picky = member(
      {},
      { genderSought: ['Man'], ageMin: 28, ageMax: 36, diets: ['Vegetarian'], religions: ['Hindu'] },
    );
    const good = man({ interests: ['Music', 'Cooking', 'Art'] });
    const poor = man({ diet: 'Non-vegetarian', religion: 'Christian', interests: [], completeness: 40 });
    const a = scoreMatch(picky, good, NOW);
    const b = scoreMatch(picky, poor, NOW);
    for (const result of [a, b]) {
      expect(result.score).toBeGreaterThanOrEqual(0);
      expect(result.score).toBeLessThanOrEqual(100);
    }
    expect(a.score).toBe(100);
    expect(a.score).toBeGreaterThan(b.score);
  });

  it('counts recent activity down over three months', () => {
    expect(activityFactor(NOW, NOW)).toBe(1);
    expect(activityFactor(new Date(NOW.getTime() - 5 * DAY), NOW)).toBe(0.8);
    expect(activityFactor(new Date(NOW.getTime() - 20 * DAY), NOW)).toBe(0.5);
    expect(activityFactor(new Date(NOW.getTime() - 60 * DAY), NOW)).toBe(0.25);
    expect(activityFactor(new Date(NOW.getTime() - 120 * DAY), NOW)).toBe(0);
  });

  it('explains itself in the viewer’s words', () => {
    const picky = member({}, { genderSought: ['Man'], ageMin: 28, ageMax: 36, diets: ['Vegetarian'] });
    const { reasons } = scoreMatch(picky, man({ interests: ['Music', 'Cooking', 'Art'] }), NOW);
    const texts = reasons.map((reason) => reason.text);
    expect(texts).toContain('Both vegetarian');
    expect(texts).toContain('Shares 3 interests');
    expect(texts).toContain('Within his age range');
    // From his side: she meets every preference he stated.
    const her = scoreMatch(man({}, { diets: ['Vegetarian'] }), picky, NOW).reasons.map((reason) => reason.text);
    expect(her).toContain('Within her age range');
    expect(her).toContain('You meet all of her preferences');
    // The same reasons as codes and values, for the web to word in the member's language (issue 30).
    const codes = reasons.map(({ code, params }) => ({ code, params }));
    expect(codes).toContainEqual({ code: 'sameDiet', params: { diet: 'Vegetarian' } });
    expect(codes).toContainEqual({ code: 'sharedInterests', params: { count: 3 } });
    expect(codes).toContainEqual({ code: 'withinTheirAgeRange', params: {} });
    const oneInterest = scoreMatch(picky, man({ interests: ['Music'] }), NOW).reasons;
    expect(oneInterest.find((found) => found.code === 'sharedInterest')).toMatchObject({
      text: 'Shares your interest in music',
      params: { interest: 'Music' },
    });
    // Strongest first.
    const weights = reasons.map((reason) => reason.weight);
    expect([...weights].sort((x, y) => y - x)).toEqual(weights);
  });

  it('gives no reason drawn from a field the viewer may not see', () => {
    const picky = member(
      {},
      { genderSought: ['Man'], ageMin: 28, ageMax: 36, diets: ['Vegetarian'], religions: ['Hindu'] },
    );
    const { reasons } = scoreMatch(picky, man(), NOW);
    const everySection = {
      family_details: true,
      personal_background: true,
      religious_background: true,
      location_background: true,
      education_and_financial: true,
    };
    const all: FieldVisibility = {
      sections: everySection,
      switches: everySection,
      planAllows: true,
      connected: false,
      lastName: false,
      religion: true,
      birthDetails: false,
      exactLocation: false,
      contactNumber: false,
    };
    const text = (shown: ReturnType<typeof visibleReasons>) => shown.map((found) => found.text);
    expect(text(visibleReasons(reasons, all))).toContain('Both vegetarian');
    expect(text(visibleReasons(reasons, all))).toContain('Both Hindu');
    const hidden = visibleReasons(reasons, {
      ...all,
      religion: false,
      sections: { ...all.sections, personal_background: false, religious_background: false },
    });
    expect(text(hidden).join(' ')).not.toMatch(/vegetarian|Hindu|Tamil/i);
    expect(JSON.stringify(hidden.map((found) => found.params))).not.toMatch(/vegetarian|Hindu|Tamil/i);
    expect(hidden.length).toBeGreaterThan(0);
    expect(hidden.length).toBeLessThanOrEqual(3);
    // A plan that locks the sections drops their reasons too, as it drops their fields from the card.
    const locked = visibleReasons(reasons, {
      ...all,
      sections: { ...everySection, personal_background: false },
    });
    expect(text(locked).join(' ')).not.toMatch(/vegetarian/i);
    expect(text(locked).join(' ')).toMatch(/Hindu/);
  });
});

describe('cannotMatchAnyone', () => {
  it('finds must-haves that exclude each other, or a must-have and a filter', () => {
    const mustLiveHere: Partial<PartnerPreferencesInput> = {
      livingInAustralia: 'Yes',
      mustHave: ['livingInAustralia'],
    };
    expect(cannotMatchAnyone(preferences(mustLiveHere), {})).toBe(false);
    expect(
      cannotMatchAnyone(
        preferences({ ...mustLiveHere, countries: ['IN'], mustHave: ['livingInAustralia', 'countries'] }),
        {},
      ),
    ).toBe(true);
    expect(cannotMatchAnyone(preferences(mustLiveHere), { country: ['IN', 'NZ'] })).toBe(true);
    expect(cannotMatchAnyone(preferences(mustLiveHere), { country: ['IN', 'AU'] })).toBe(false);
    const mustLiveAbroad: Partial<PartnerPreferencesInput> = {
      livingInAustralia: 'No',
      mustHave: ['livingInAustralia', 'countries'],
    };
    expect(cannotMatchAnyone(preferences({ ...mustLiveAbroad, countries: ['AU'] }), {})).toBe(true);
    expect(cannotMatchAnyone(preferences({ ...mustLiveAbroad, countries: ['AU', 'IN'] }), {})).toBe(false);
    expect(
      cannotMatchAnyone(preferences({ religions: ['Sikh'], mustHave: ['religions'] }), { religion: ['Hindu'] }),
    ).toBe(true);
    expect(
      cannotMatchAnyone(preferences({ religions: ['Sikh', 'Hindu'], mustHave: ['religions'] }), {
        religion: ['Hindu'],
      }),
    ).toBe(false);
    // A preference that is not a must-have only ranks: a filter may ask for anything.
    expect(cannotMatchAnyone(preferences({ religions: ['Sikh'] }), { religion: ['Hindu'] })).toBe(false);
    const tall: Partial<PartnerPreferencesInput> = { heightMinCm: 180, heightMaxCm: 200, mustHave: ['heightRange'] };
    expect(cannotMatchAnyone(preferences(tall), { heightMax: 175 })).toBe(true);
    expect(cannotMatchAnyone(preferences(tall), { heightMax: 185 })).toBe(false);
  });

  it('never rules out a candidate the rules would accept (random preferences, filters and candidates)', () => {
    const countries = ['AU', 'IN', 'NZ'];
    const religions = ['Hindu', 'Sikh', 'Muslim'];
    let seed = 7;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const some = (list: string[]) => list.filter(() => next() < 0.5);
    let ruledOut = 0;
    for (let round = 0; round < 2000; round += 1) {
      const mustHave = (['countries', 'livingInAustralia', 'religions', 'heightRange'] as const).filter(
        () => next() < 0.5,
      );
      const prefs = preferences({
        countries: some(countries),
        religions: some(religions),
        livingInAustralia: next() < 0.5 ? 'Yes' : 'No',
        heightMinCm: 150 + Math.floor(next() * 30),
        heightMaxCm: 180 + Math.floor(next() * 20),
        mustHave: [...mustHave],
      });
      const filters = { country: some(countries), religion: some(religions), heightMax: 150 + Math.floor(next() * 50) };
      if (!cannotMatchAnyone(prefs, filters)) continue;
      ruledOut += 1;
      for (const country of countries) {
        for (const religion of religions) {
          for (const heightCm of [150, 165, 180, 190, 199]) {
            const candidate = member({
              userId: 'c',
              gender: 'Man',
              birthDate: '1995-01-01',
              country,
              religion,
              heightCm,
            });
            const passesFilters =
              (!filters.country.length || filters.country.includes(country)) &&
              (!filters.religion.length || filters.religion.includes(religion)) &&
              heightCm <= filters.heightMax;
            expect(passesFilters && fitsMustHaves(member({}, prefs), candidate, NOW)).toBe(false);
          }
        }
      }
    }
    expect(ruledOut).toBeGreaterThan(100);
  });
});

describe('compareRanked (best-match order with plan priority)', () => {
  const entry = (id: string, score: number, tier: 'Standard' | 'Premium' | 'Exclusive', activityOrder: number) => ({
    id,
    score,
    priority: searchPriorityOf(tier),
    activityOrder,
  });

  it('lifts paid members within a band of equal scores, Exclusive first, never across bands', () => {
    const pool = [
      entry('standard-88', 88, 'Standard', 0),
      entry('premium-81', 81, 'Premium', 1),
      entry('exclusive-80', 80, 'Exclusive', 2),
      entry('exclusive-79', 79, 'Exclusive', 3),
      entry('standard-90', 90, 'Standard', 4),
      entry('standard-81', 81, 'Standard', 5),
    ];
    expect([...pool].sort(compareRanked).map((item) => item.id)).toEqual([
      'standard-90', // a better band beats any plan
      'exclusive-80',
      'premium-81',
      'standard-88',
      'standard-81',
      'exclusive-79', // the band below, however paid
    ]);
  });

  it('marks the places the plan decided: ahead of a higher score in the same band', () => {
    const pool = [
      entry('standard-88', 88, 'Standard', 0),
      entry('premium-81', 81, 'Premium', 1),
      entry('exclusive-80', 80, 'Exclusive', 2),
      entry('exclusive-79', 79, 'Exclusive', 3),
      entry('standard-90', 90, 'Standard', 4),
      entry('exclusive-85', 85, 'Exclusive', 5),
    ];
    const ranked = [...pool].sort(compareRanked);
    const placed = placedByPlan(ranked.map((item) => item.score));
    expect(Object.fromEntries(ranked.map((item, index) => [item.id, placed[index]]))).toEqual({
      'standard-90': false,
      'exclusive-85': true, // ahead of standard-88
      'exclusive-80': true,
      'premium-81': true,
      'standard-88': false,
      'exclusive-79': false, // first of its band, nothing higher below it there
    });
    expect(placedByPlan([])).toEqual([]);
  });

  it('keeps score order, then activity, among members of one plan', () => {
    const pool = [entry('b', 84, 'Premium', 0), entry('a', 86, 'Premium', 1), entry('c', 84, 'Premium', 2)];
    expect([...pool].sort(compareRanked).map((item) => item.id)).toEqual(['a', 'b', 'c']);
  });
});
