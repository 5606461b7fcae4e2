import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDUCATION_LEVELS, type PartnerPreferences } from '@app/shared/profile';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { seedMembers } from '../../seed/seed-writer';
import { hashPassword } from '../auth/passwords';
import { activityFactor, scoreMatch, type MatchMember } from './match-rules';
import { ACTIVITY_STEPS } from './match-score-sql';
import { findMatchMembers, matchesByActivity, poolScores, scoredPool } from './matching.repository';

/**
 * The best-match ranking's score worked out by PostgreSQL (match-score-sql.ts) is `scoreMatch`'s (match-rules.ts),
 * member by member: seeded members (varied values and preferences, as the seed writes them) scored by real and
 * altered viewers, candidates' stored preferences altered to every edge the rules distinguish, and last activity on
 * each step's boundary.
 */
let t: TestApp;
let ids: string[];
let members: Map<string, MatchMember>;
const MEMBERS = 160;

beforeAll(async () => {
  t = await createTestApp();
  await seedMembers({ db: t.app.db, profiles: MEMBERS, seed: 11, passwordHash: await hashPassword('score test pw') });
  ids = (await t.app.db.selectFrom('matchProfiles').select('userId').orderBy('userId').execute()).map((r) => r.userId);
  members = await findMatchMembers(t.app.db, ids);
}, 60_000);
afterAll(async () => t.close());

/** Every candidate's score for `viewer` both ways; the mismatches, if any, named. */
async function mismatches(viewer: MatchMember) {
  const now = t.clock.now();
  const candidates = await findMatchMembers(t.app.db, ids);
  const inSql = await poolScores(t.app.db, viewer, ids, now);
  const wrong: string[] = [];
  for (const [id, candidate] of candidates) {
    const expected = scoreMatch(viewer, candidate, now, { reasons: false }).score;
    const got = inSql.get(id)?.score;
    if (got !== expected) wrong.push(`${id}: SQL ${String(got)}, rules ${expected}`);
  }
  expect(inSql.size).toBe(candidates.size);
  return wrong;
}

const prefs = (member: MatchMember, change: Partial<PartnerPreferences>): MatchMember => ({
  ...member,
  preferences: { ...member.preferences, ...change },
});

describe('the best-match score in SQL', () => {
  it('has the seeded members', () => {
    expect(members.size).toBeGreaterThan(MEMBERS / 2);
  });

  it("gives every seeded candidate the rules' score, for seeded viewers", async () => {
    const viewers = [...members.values()].slice(0, 12);
    for (const viewer of viewers) expect(await mismatches(viewer), viewer.userId).toEqual([]);
  });

  it('agrees for viewers with every kind of stated preference, unknown values and none', async () => {
    const base = [...members.values()][0] as MatchMember;
    const none: Partial<PartnerPreferences> = {
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
      livingInAustralia: "Doesn't matter",
      mustHave: [],
    };
    const variants: MatchMember[] = [
      prefs(base, none),
      prefs(base, { ...none, heightMinCm: 165 }),
      prefs(base, { ...none, heightMaxCm: 170 }),
      prefs(base, { heightMinCm: 150, heightMaxCm: 185, religions: ['Hindu', 'Sikh'], diets: ['Vegetarian'] }),
      ...EDUCATION_LEVELS.map((level) => prefs(base, { educationLevel: level })),
      prefs(base, { livingInAustralia: 'Yes' }),
      prefs(base, { livingInAustralia: 'No', countries: ['IN', 'AU'] }),
      prefs(base, { smoking: ['Never smokes'], drinking: ['Never drinks'], maritalStatuses: ['Never Married'] }),
      prefs(base, { communities: ['Tamil', 'Punjabi'], motherTongues: ['Tamil', 'Hindi'], interests: [] }),
      // The viewer's own values unknown: the candidates' preferences on them fail.
      {
        ...base,
        heightCm: null,
        maritalStatus: null,
        religion: null,
        community: null,
        motherTongue: null,
        diet: null,
        smoking: null,
        drinking: null,
        educationRank: null,
        country: null,
        interests: [],
      },
      { ...base, country: 'AU', heightCm: 150, educationRank: 4, interests: ['Music', 'Cooking', 'Travel', 'Art'] },
      { ...base, country: 'IN', heightCm: 190, educationRank: 0 },
    ];
    for (const viewer of variants) expect(await mismatches(viewer), JSON.stringify(viewer.preferences)).toEqual([]);
  });

  it("agrees on candidates' preferences at every edge, and on the activity steps' boundaries", async () => {
    const now = t.clock.now();
    const DAY = 86_400_000;
    // Activity exactly on each step's limit, and a millisecond past it.
    const times = ACTIVITY_STEPS.flatMap((step) => [step.days * DAY, step.days * DAY + 1]).map(
      (ago) => new Date(now.getTime() - ago),
    );
    const edits: Array<Partial<PartnerPreferences>> = [
      { heightMinCm: 160, heightMaxCm: null },
      { heightMinCm: null, heightMaxCm: 160 },
      { heightMinCm: null, heightMaxCm: null },
      { educationLevel: 'doctorate' },
      { educationLevel: 'secondary' },
      { educationLevel: null },
      { livingInAustralia: 'Yes' },
      { livingInAustralia: 'No' },
      { religions: [], communities: [], diets: [], smoking: [], drinking: [], countries: [], maritalStatuses: [] },
      { religions: ['Hindu', 'Muslim', 'Christian', 'Sikh'], motherTongues: ['Tamil'] },
    ];
    const targets = ids.slice(0, Math.max(times.length, edits.length));
    for (const [index, id] of targets.entries()) {
      const member = members.get(id) as MatchMember;
      const edit = edits[index % edits.length] as Partial<PartnerPreferences>;
      await t.app.db
        .updateTable('matchProfiles')
        .set({
          preferences: JSON.stringify({ ...member.preferences, ...edit }),
          lastActiveAt: times[index % times.length] as Date,
          completeness: [0, 55, 90, 100][index % 4] as number,
        })
        .where('userId', '=', id)
        .execute();
    }
    const viewers = [...members.values()].slice(20, 26);
    for (const viewer of viewers) expect(await mismatches(viewer), viewer.userId).toEqual([]);
  });

  it("has the same activity steps as the rules' activityFactor", () => {
    const now = new Date('2026-11-27T00:00:00Z');
    for (const step of ACTIVITY_STEPS) {
      expect(activityFactor(new Date(now.getTime() - step.days * 86_400_000), now)).toBe(step.factor);
      expect(activityFactor(new Date(now.getTime() - step.days * 86_400_000 - 1), now)).toBeLessThan(step.factor);
    }
  });

  it("gives each member's tier beside the score", async () => {
    const scores = await poolScores(t.app.db, [...members.values()][3] as MatchMember, ids, t.clock.now());
    const tiers = await t.app.db.selectFrom('users').select(['id', 'usertype']).where('id', 'in', ids).execute();
    expect(tiers.length).toBe(ids.length);
    for (const { id, usertype } of tiers) expect(scores.get(id)?.usertype).toBe(usertype);
  });

  it('ranks a first page in one statement: the same pool, order, scores and tiers as the pool and its scores apart', async () => {
    const now = t.clock.now();
    let compared = 0;
    for (const viewer of [...members.values()].slice(30, 42)) {
      for (const filters of [{}, { ageMax: viewer.preferences.ageMax - 2 }]) {
        const input = { viewer, filters, today: now, limit: 25 };
        const pool = await matchesByActivity(t.app.db, input);
        const scores = await poolScores(
          t.app.db,
          viewer,
          pool.map((entry) => entry.userId),
          now,
        );
        const expected = pool.map((entry) => ({ ...entry, ...scores.get(entry.userId) }));
        expect(await scoredPool(t.app.db, input, now), viewer.userId).toEqual(expected);
        compared += pool.length;
      }
    }
    expect(compared).toBeGreaterThan(50);
  });
});
