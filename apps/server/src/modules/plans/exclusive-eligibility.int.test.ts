import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '@app/shared';
import {
  EXCLUSIVE_CRITERIA_IDS,
  ExclusiveEligibilityResponseSchema,
  type ExclusiveCriterionId,
  type ExclusiveCriterionResult,
  type ExclusiveDeclarations,
} from '@app/shared/plans';
import type { Answers } from '@app/shared/questionnaire';
import { createTestApp, testConfig, type TestApp } from '../../../test/test-app';
import { createSignedInMember, type ProfileOverrides } from '../../../test/factories/profiles';
import { VALID_ANSWERS } from '../../../test/factories/users';
import { evaluateExclusiveEligibility, loadEligibilityFacts } from './exclusive-eligibility';

/** Exclusive eligibility (issue 12 point 8): each criterion met and not met, over GET and POST. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_ENABLED: '0' } });
});
afterAll(async () => t.close());

const ALL_DECLARED: ExclusiveDeclarations = {
  professionalAchievements: true,
  communityFamilyValues: true,
  noCriminalBackground: true,
  willingnessForVerification: true,
};
/** Qualifies on every profile criterion (the factory rotates careers, so these are fixed here). */
const QUALIFYING: ProfileOverrides = {
  income: '150000-200000',
  qualification: 'Bachelor of Commerce (BCom)',
};

/** A date of birth that makes the member `years` old today plus `days` days (days < 0: the birthday is ahead). */
function bornYearsAgo(years: number, days: number): string {
  const now = t.clock.now();
  const birth = new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate()));
  birth.setUTCDate(birth.getUTCDate() - days);
  return birth.toISOString().slice(0, 10);
}

async function applicant(profile: ProfileOverrides = {}, answers: Partial<Answers> = {}) {
  return createSignedInMember(t.app, {
    profile: { ...QUALIFYING, ...profile },
    answers: { ...VALID_ANSWERS, ...answers },
  });
}

async function check(who: { headers: Record<string, string> }, declarations?: ExclusiveDeclarations) {
  const res = await t.app.inject({
    method: declarations ? 'POST' : 'GET',
    url: '/api/v1/subscription/checkExclusiveEligibility',
    headers: who.headers,
    ...(declarations ? { payload: { declarations } } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  return ExclusiveEligibilityResponseSchema.parse(res.json());
}

const unmet = (result: { details: Array<{ id: ExclusiveCriterionId; satisfied: boolean }> }) =>
  result.details.filter((detail) => !detail.satisfied).map((detail) => detail.id);
const detail = (result: { details: Array<{ id: ExclusiveCriterionId; message: string }> }, id: ExclusiveCriterionId) =>
  result.details.find((d) => d.id === id)?.message ?? '';

describe('checkExclusiveEligibility over HTTP', () => {
  it('asks for sign-in, on GET and on POST', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await t.app.inject({
        method,
        url: '/api/v1/subscription/checkExclusiveEligibility',
        ...(method === 'POST' ? { payload: {} } : {}),
      });
      expect(res.statusCode).toBe(401);
    }
  });

  it('with every declaration made and a qualifying profile: eligible, all eight criteria with titles', async () => {
    const asha = await applicant();
    const result = await check(asha, ALL_DECLARED);
    expect(result.isEligible).toBe(true);
    expect(result.unmatchedCriteria).toEqual([]);
    expect(result.details.map((d) => d.id)).toEqual([...EXCLUSIVE_CRITERIA_IDS]);
    for (const d of result.details) expect(d.title.length, d.id).toBeGreaterThan(0);
  });

  it('GET checks without declarations: the four declarations are the criteria not met', async () => {
    const asha = await applicant();
    const result = await check(asha);
    expect(result.isEligible).toBe(false);
    expect(unmet(result)).toEqual([
      'professional_achievements',
      'community_family_values',
      'no_criminal_background',
      'verification_willingness',
    ]);
    expect(result.unmatchedCriteria).toHaveLength(4);
    expect(result.unmatchedCriteria[3]).toContain('identity and occupation');
  });

  it('POST with no body, an empty body or no declarations is the same check as GET', async () => {
    const asha = await applicant();
    for (const payload of [{}, { declarations: {} }]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/subscription/checkExclusiveEligibility',
        headers: asha.headers,
        payload,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(unmet(ExclusiveEligibilityResponseSchema.parse(res.json()))).toHaveLength(4);
    }
    const bare = await t.app.inject({
      method: 'POST',
      url: '/api/v1/subscription/checkExclusiveEligibility',
      headers: asha.headers,
    });
    expect(bare.statusCode, bare.body).toBe(200);
    expect(unmet(ExclusiveEligibilityResponseSchema.parse(bare.json()))).toHaveLength(4);
  });

  it('refuses a declaration it does not know', async () => {
    const asha = await applicant();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/subscription/checkExclusiveEligibility',
      headers: asha.headers,
      payload: { declarations: { ...ALL_DECLARED, clubMembership: true } },
    });
    expect(res.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(res.json()).code).toBe('VALIDATION_FAILED');
  });

  it('each declaration counts only when it is true', async () => {
    const asha = await applicant();
    for (const key of Object.keys(ALL_DECLARED) as Array<keyof ExclusiveDeclarations>) {
      const result = await check(asha, { ...ALL_DECLARED, [key]: false });
      expect(result.isEligible, key).toBe(false);
      expect(unmet(result), key).toHaveLength(1);
    }
  });

  it('profile_complete: the personal, qualification and other-details steps must be finished', async () => {
    const asha = await applicant();
    await t.app.db.updateTable('users').set({ isOtherFormFilled: false }).where('id', '=', asha.id).execute();
    let result = await check(asha, ALL_DECLARED);
    expect(unmet(result)).toEqual(['profile_complete']);
    expect(result.unmatchedCriteria).toEqual([detail(result, 'profile_complete')]);
    expect(detail(result, 'profile_complete')).toContain('religion and community');
    await t.app.db
      .updateTable('users')
      .set({ isOtherFormFilled: true, isPersonalFormFilled: false, isQualificationFormFilled: false })
      .where('id', '=', asha.id)
      .execute();
    result = await check(asha, ALL_DECLARED);
    expect(detail(result, 'profile_complete')).toMatch(/personal details, education and career sections are/);
    // The location and photo steps are not part of it.
    await t.app.db
      .updateTable('users')
      .set({ isPersonalFormFilled: true, isQualificationFormFilled: true, isLocationFormFilled: false })
      .where('id', '=', asha.id)
      .execute();
    expect((await check(asha, ALL_DECLARED)).isEligible).toBe(true);
  });

  it('age_gender: women from 18, men from 21, from the date of birth', async () => {
    const cases = [
      { gender: 'Woman', years: 18, days: 1, eligible: true },
      { gender: 'Woman', years: 18, days: -1, eligible: false },
      { gender: 'Man', years: 21, days: 0, eligible: true },
      { gender: 'Man', years: 20, days: 300, eligible: false },
      { gender: 'Non-binary', years: 18, days: 5, eligible: true },
    ] as const;
    for (const c of cases) {
      const who = await applicant(
        { dateOfBirth: bornYearsAgo(c.years, c.days) },
        { 1: c.gender, 2: c.gender === 'Man' ? 'Woman' : 'Man', 7: 25 },
      );
      const result = await check(who, ALL_DECLARED);
      expect(result.isEligible, JSON.stringify(c)).toBe(c.eligible);
      if (!c.eligible) {
        expect(unmet(result)).toEqual(['age_gender']);
        expect(detail(result, 'age_gender')).toContain(`at least ${c.gender === 'Man' ? 21 : 18}`);
      }
    }
  });

  it('annual_income: the band’s lower bound must reach the threshold; "prefer not to say" asks to share it', async () => {
    const cases = [
      { income: '100000-150000', eligible: true },
      { income: '200000+', eligible: true },
      { income: '75000-100000', eligible: false },
      { income: 'undisclosed', eligible: false },
      { income: null, eligible: false },
    ];
    for (const c of cases) {
      const who = await applicant({ income: c.income });
      const result = await check(who, ALL_DECLARED);
      expect(result.isEligible, String(c.income)).toBe(c.eligible);
      if (!c.eligible) expect(unmet(result)).toEqual(['annual_income']);
      if (c.income === 'undisclosed') expect(detail(result, 'annual_income')).toContain('share your income');
      if (c.income === '75000-100000') expect(detail(result, 'annual_income')).toContain('AU$100,000');
    }
  });

  it('qualification: a bachelor’s degree or higher by default', async () => {
    const cases = [
      { qualification: 'Master of Science (MSc)', eligible: true },
      { qualification: 'Doctor of Philosophy (PhD)', eligible: true },
      { qualification: 'Advanced Diploma', eligible: false },
      { qualification: 'Higher Secondary / Year 12', eligible: false },
      { qualification: null, eligible: false },
    ];
    for (const c of cases) {
      const who = await applicant({ qualification: c.qualification });
      const result = await check(who, ALL_DECLARED);
      expect(result.isEligible, String(c.qualification)).toBe(c.eligible);
      if (!c.eligible) {
        expect(unmet(result)).toEqual(['qualification']);
        expect(detail(result, 'qualification')).toContain("bachelor's degree");
      }
    }
  });
});

describe('reason and params: what each result is, as data for the client to word (ADR 018)', () => {
  const result = (response: { details: ExclusiveCriterionResult[] }, id: ExclusiveCriterionId) => {
    const found = response.details.find((d) => d.id === id);
    return found && { satisfied: found.satisfied, reason: found.reason, params: found.params };
  };

  it('a qualifying member with every declaration made: met and declared, with the thresholds met', async () => {
    const response = await check(await applicant({}, { 1: 'Man', 2: 'Woman' }), ALL_DECLARED);
    expect(result(response, 'profile_complete')).toEqual({ satisfied: true, reason: 'met', params: {} });
    expect(result(response, 'age_gender')).toEqual({ satisfied: true, reason: 'met', params: { minAge: 21 } });
    expect(result(response, 'annual_income')).toEqual({
      satisfied: true,
      reason: 'met',
      params: { minIncomeAud: 100_000 },
    });
    expect(result(response, 'qualification')).toEqual({
      satisfied: true,
      reason: 'met',
      params: { education: 'bachelor' },
    });
    expect(result(response, 'verification_willingness')).toEqual({ satisfied: true, reason: 'declared', params: {} });
  });

  it('each criterion not met says why, with the values its sentence names', async () => {
    const young = await applicant(
      { dateOfBirth: bornYearsAgo(19, 0), income: 'undisclosed', qualification: 'Advanced Diploma' },
      { 1: 'Man', 2: 'Woman', 7: 19 },
    );
    await t.app.db
      .updateTable('users')
      .set({ isPersonalFormFilled: false, isOtherFormFilled: false })
      .where('id', '=', young.id)
      .execute();
    const response = await check(young);
    expect(result(response, 'profile_complete')).toEqual({
      satisfied: false,
      reason: 'sectionsMissing',
      params: { sections: ['personal', 'other'] },
    });
    expect(result(response, 'age_gender')).toEqual({
      satisfied: false,
      reason: 'tooYoung',
      params: { minAge: 21, minAgeWoman: 18, minAgeMan: 21 },
    });
    expect(result(response, 'annual_income')).toEqual({
      satisfied: false,
      reason: 'incomeNotDisclosed',
      params: { minIncomeAud: 100_000, incomeBand: 'undisclosed' },
    });
    expect(result(response, 'qualification')).toEqual({
      satisfied: false,
      reason: 'qualificationBelow',
      params: { education: 'bachelor' },
    });
    expect(result(response, 'no_criminal_background')).toEqual({ satisfied: false, reason: 'notDeclared', params: {} });
    // The English stays beside them, for clients built before.
    expect(detail(response, 'annual_income')).toContain('AU$100,000');

    const below = await check(await applicant({ income: '75000-100000', qualification: null }), ALL_DECLARED);
    expect(result(below, 'annual_income')).toMatchObject({ reason: 'incomeBelow', params: { minIncomeAud: 100_000 } });
    expect(result(below, 'qualification')).toMatchObject({ reason: 'noQualification' });
    const none = await check(await applicant({ income: null }), ALL_DECLARED);
    expect(result(none, 'annual_income')).toMatchObject({ reason: 'noIncome', params: { minIncomeAud: 100_000 } });
  });

  it('no account: no date of birth, with both minimum ages', async () => {
    const facts = await loadEligibilityFacts(t.app, '00000000-0000-4000-8000-000000000000');
    const response = evaluateExclusiveEligibility(facts, undefined, t.config, t.clock.now());
    expect(result(response, 'age_gender')).toEqual({
      satisfied: false,
      reason: 'noDateOfBirth',
      params: { minAgeWoman: 18, minAgeMan: 21 },
    });
    expect(result(response, 'profile_complete')?.params.sections).toEqual(['personal', 'qualification', 'other']);
  });

  it('a refused Exclusive checkout carries the same results in `details`', async () => {
    const member = await applicant({ income: '50000-75000' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/subscription/createCheckoutSession',
      headers: member.headers,
      payload: { planId: 'exclusive-monthly', declarations: ALL_DECLARED },
    });
    expect(res.statusCode, res.body).toBe(400);
    const body = ErrorBodySchema.parse(res.json());
    expect(body.code).toBe('NOT_ELIGIBLE');
    expect(body.details?.filter((d) => !d.satisfied)).toEqual([
      {
        id: 'annual_income',
        title: 'Annual income',
        satisfied: false,
        message: 'Exclusive asks for an annual income of at least AU$100,000.',
        reason: 'incomeBelow',
        params: { minIncomeAud: 100_000 },
      },
    ]);
  });
});

describe('thresholds from configuration', () => {
  it('follows the configured ages, income and education level', async () => {
    const ravi = await applicant(
      { dateOfBirth: bornYearsAgo(24, 10), income: '150000-200000', qualification: 'Bachelor of Laws (LLB)' },
      { 1: 'Man', 2: 'Woman', 7: 24 },
    );
    const facts = await loadEligibilityFacts(t.app, ravi.id);
    const now = t.clock.now();
    expect(evaluateExclusiveEligibility(facts, ALL_DECLARED, t.config, now).isEligible).toBe(true);

    const strict = testConfig({
      EXCLUSIVE_MIN_AGE_MALE: '25',
      EXCLUSIVE_MIN_INCOME_AUD: '200000',
      EXCLUSIVE_MIN_EDUCATION: 'master',
    });
    const result = evaluateExclusiveEligibility(facts, ALL_DECLARED, strict, now);
    expect(unmet(result)).toEqual(['age_gender', 'annual_income', 'qualification']);
    expect(detail(result, 'age_gender')).toContain('at least 25');
    expect(detail(result, 'annual_income')).toContain('AU$200,000');
    expect(detail(result, 'qualification')).toContain("master's degree");
    expect(result.details.filter((d) => !d.satisfied).map((d) => d.params)).toEqual([
      { minAge: 25, minAgeWoman: 18, minAgeMan: 25 },
      { minIncomeAud: 200_000 },
      { education: 'master' },
    ]);
  });

  it('a member with no account row meets nothing it reads from the profile', async () => {
    const facts = await loadEligibilityFacts(t.app, '00000000-0000-4000-8000-000000000000');
    const result = evaluateExclusiveEligibility(facts, ALL_DECLARED, t.config, t.clock.now());
    expect(unmet(result)).toEqual(['profile_complete', 'age_gender', 'annual_income', 'qualification']);
  });
});
