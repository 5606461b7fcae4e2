import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '@app/shared';
import { PreferencesResponseSchema, type PreferencesResponse } from '@app/shared/profile';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createUser, signIn, type UserOverrides } from '../../../test/factories/users';

/**
 * GET/PATCH preferences/: created from the questionnaire on first use, patched with our keys or the reference
 * card's nine, always validated as a whole, and never a way to change the member's own gender or age.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_ENABLED: '0' } });
});
afterAll(async () => t.close());

function api(method: InjectOptions['method'], path: string, headers?: Record<string, string>, payload?: unknown) {
  return t.app.inject({
    method,
    url: `/api/v1/${path}`,
    ...(headers ? { headers } : {}),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function member(overrides: UserOverrides = {}) {
  const user = await createUser(t.app, overrides);
  const { headers } = await signIn(t.app, user.email);
  return { ...user, headers };
}

function preferencesOf(res: LightMyRequestResponse): PreferencesResponse['preferences'] {
  expect(res.statusCode, res.body).toBe(200);
  const body = PreferencesResponseSchema.parse(res.json());
  expect(body.success).toBe(true);
  return body.preferences as PreferencesResponse['preferences'];
}

function expectFieldError(res: LightMyRequestResponse, path: string, message?: string) {
  expect(res.statusCode, res.body).toBe(400);
  const body = ErrorBodySchema.parse(res.json());
  const error = body.errors?.find((item) => item.path === path);
  expect(error, `an error on ${path} in ${res.body}`).toBeDefined();
  if (message) expect(error?.message).toBe(message);
}

const storedRow = (userId: string) =>
  t.app.db.selectFrom('partnerPreferences').selectAll().where('userId', '=', userId).executeTakeFirst();

describe('signed-in members only', () => {
  it.each([
    ['GET', 'preferences/'],
    ['GET', 'preferences'],
    ['PATCH', 'preferences/'],
    ['PATCH', 'preferences'],
  ] as const)('%s %s → 401 without a token', async (method, path) => {
    const res = await api(method, path, undefined, method === 'PATCH' ? { religions: [] } : undefined);
    expect(res.statusCode).toBe(401);
    expect(ErrorBodySchema.parse(res.json()).code).toBe('UNAUTHENTICATED');
  });
});

describe('GET preferences/', () => {
  it('is created from the questionnaire on first use, by question id, with the reference keys beside ours', async () => {
    const asha = await member();
    expect(await storedRow(asha.id)).toBeUndefined();
    const preferences = preferencesOf(await api('GET', 'preferences/', asha.headers));
    expect(preferences).toEqual({
      genderSought: ['Man'],
      ageMin: 28,
      ageMax: 36,
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
      minGunas: null,
      casteImportance: 'Prefer not to say',
      livingInAustralia: 'Yes',
      weddingGoals: 'Serious to get married soon',
      interests: ['Music', 'Cooking'],
      mustHave: [],
      // The reference card's keys, derived.
      gender: 'Woman',
      lookingFor: 'Man',
      age: '29',
      lookingPartnerAge: '28-36',
      horoscopeMatch: "Doesn't matter",
      castReligionMatterOrNot: 'Prefer not to say',
      interest_and_hobbies: ['Music', 'Cooking'],
    });
    expect(await storedRow(asha.id)).toMatchObject({ genderSought: ['Man'], ageMin: 28, ageMax: 36 });
    // The same answer without the trailing slash, and no second row.
    expect(preferencesOf(await api('GET', 'preferences', asha.headers))).toEqual(preferences);
    const rows = await t.app.db
      .selectFrom('partnerPreferences')
      .select('userId')
      .where('userId', '=', asha.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('without a questionnaire: everyone, every adult age, neutral answers', async () => {
    const newbie = await member({ answers: false });
    const preferences = preferencesOf(await api('GET', 'preferences/', newbie.headers));
    expect(preferences).toMatchObject({
      genderSought: ['Man', 'Woman', 'Non-binary'],
      ageMin: 18,
      ageMax: 85,
      horoscopeImportance: "Doesn't matter",
      casteImportance: "Doesn't matter",
      livingInAustralia: "Doesn't matter",
      interests: [],
      gender: null,
      age: null,
    });
  });

  it('with only some answers: the opposite of the member’s gender, ages around their own, no "None"', async () => {
    const ravi = await member({ answers: { 1: 'Man', 7: 30, 12: ['None'] } });
    expect(preferencesOf(await api('GET', 'preferences/', ravi.headers))).toMatchObject({
      genderSought: ['Woman'],
      ageMin: 25,
      ageMax: 35,
      interests: [],
      gender: 'Man',
      age: '30',
    });
  });
});

describe('PATCH preferences/', () => {
  it('our keys: merged with what is stored, canonical values, answered whole', async () => {
    const asha = await member();
    const preferences = preferencesOf(
      await api('PATCH', 'preferences/', asha.headers, {
        religions: ['hindu', 'Sikh', 'Hindu'],
        heightMinCm: 160,
        heightMaxCm: '185',
        countries: ['au', 'IN'],
        educationLevel: 'bachelor',
        mustHave: ['religions', 'countries'],
      }),
    );
    expect(preferences).toMatchObject({
      religions: ['Hindu', 'Sikh'],
      heightMinCm: 160,
      heightMaxCm: 185,
      countries: ['AU', 'IN'],
      educationLevel: 'bachelor',
      mustHave: ['religions', 'countries'],
      // untouched, from the questionnaire
      genderSought: ['Man'],
      ageMin: 28,
      ageMax: 36,
    });
    expect(await storedRow(asha.id)).toMatchObject({ religions: ['Hindu', 'Sikh'], countries: ['AU', 'IN'] });
    expect(preferencesOf(await api('GET', 'preferences/', asha.headers))).toEqual(preferences);
  });

  it('the reference card’s keys are mapped to ours', async () => {
    const asha = await member();
    const preferences = preferencesOf(
      await api('PATCH', 'preferences', asha.headers, {
        gender: 'Female',
        age: '29',
        lookingFor: 'Awaiting Divorced',
        lookingPartnerAge: '26-30',
        weddingGoals: 'Within 2 years',
        livingInAustralia: 'No',
        horoscopeMatch: 'Yes',
        castReligionMatterOrNot: "Doesn't Matter",
        interest_and_hobbies: ['Cinema', 'theater', 'Knitting'],
      }),
    );
    expect(preferences).toMatchObject({
      maritalStatuses: ['Awaiting Divorce'],
      ageMin: 26,
      ageMax: 30,
      weddingGoals: 'Should understand each other first',
      livingInAustralia: 'No',
      horoscopeImportance: "It's a must",
      casteImportance: "Doesn't matter",
      interests: ['Cinema', 'Theater'],
      genderSought: ['Man'],
      lookingPartnerAge: '26-30',
    });
    const byGender = preferencesOf(await api('PATCH', 'preferences/', asha.headers, { lookingFor: 'Non-binary' }));
    expect(byGender.genderSought).toEqual(['Non-binary']);
    expect(byGender.lookingFor).toBe('Non-binary');
  });

  it.each([
    ['Never Married', 'Never Married'],
    ['Divorced', 'Divorced'],
    ['Widowed', 'Widowed'],
    ['Awaiting Divorced', 'Awaiting Divorce'],
  ])('the card’s “Looking For” %s is stored as the marital status %s', async (lookingFor, status) => {
    const asha = await member();
    const preferences = preferencesOf(await api('PATCH', 'preferences/', asha.headers, { lookingFor }));
    expect(preferences.maritalStatuses).toEqual([status]);
    expect((await storedRow(asha.id))?.maritalStatuses).toEqual([status]);
  });

  it.each([
    [{ gender: 'Male' }, 'gender'],
    [{ age: '35' }, 'age'],
    [{ age: 30, gender: 'Female' }, 'age'],
  ])('refuses %j: the member’s own gender and age are their profile’s', async (body, path) => {
    const asha = await member();
    const before = preferencesOf(await api('GET', 'preferences/', asha.headers));
    expectFieldError(
      await api('PATCH', 'preferences/', asha.headers, { ...body, religions: ['Jain'] }),
      path,
      'Your own gender and age are part of your profile, not of your partner preferences.',
    );
    expect(preferencesOf(await api('GET', 'preferences/', asha.headers))).toEqual(before);
  });

  it('own gender and age are refused when the profile does not know them', async () => {
    const newbie = await member({ answers: false });
    expectFieldError(await api('PATCH', 'preferences/', newbie.headers, { gender: 'Female' }), 'gender');
  });

  it('ranges are checked against what is stored, and nothing is half-saved', async () => {
    const asha = await member();
    const before = preferencesOf(await api('GET', 'preferences/', asha.headers));
    expectFieldError(
      await api('PATCH', 'preferences/', asha.headers, { ageMin: 40, religions: ['Jain'] }),
      'ageMax',
      'The oldest age must not be below the youngest.',
    );
    expectFieldError(
      await api('PATCH', 'preferences/', asha.headers, { heightMinCm: 190, heightMaxCm: 150 }),
      'heightMaxCm',
      'The tallest height must not be below the shortest.',
    );
    expectFieldError(
      await api('PATCH', 'preferences/', asha.headers, { ageMin: 17 }),
      'ageMin',
      'Please choose ages from 18 to 85.',
    );
    expectFieldError(
      await api('PATCH', 'preferences/', asha.headers, { lookingPartnerAge: '30-20' }),
      'ageMax',
      'The oldest age must not be below the youngest.',
    );
    expectFieldError(await api('PATCH', 'preferences/', asha.headers, { genderSought: [] }), 'genderSought');
    expectFieldError(
      await api('PATCH', 'preferences/', asha.headers, { countries: ['AU', 'XX'] }),
      'countries',
      'Please choose countries from the list.',
    );
    expect(preferencesOf(await api('GET', 'preferences/', asha.headers))).toEqual(before);
  });

  it.each(['userId', 'usertype', 'createdAt'])('refuses "%s" (mass assignment)', async (key) => {
    const asha = await member();
    expectFieldError(
      await api('PATCH', 'preferences/', asha.headers, { [key]: 'x', religions: ['Jain'] }),
      key,
      `“${key}” is not something that can be set here.`,
    );
    expect(await storedRow(asha.id)).toBeUndefined();
  });

  it('keeps a must-have only while it has something to insist on, whatever the client sends', async () => {
    const asha = await member();
    const patch = (body: object) => api('PATCH', 'preferences/', asha.headers, body);
    // Nothing chosen: the must-haves are dropped on the server.
    let saved = preferencesOf(
      await patch({ religions: [], educationLevel: null, mustHave: ['religions', 'educationLevel'] }),
    );
    expect(saved.mustHave).toEqual([]);
    saved = preferencesOf(await patch({ religions: ['Hindu', 'Jain'], mustHave: ['religions'] }));
    expect(saved.mustHave).toEqual(['religions']);
    // A later PATCH that empties the list takes its must-have with it.
    saved = preferencesOf(await patch({ religions: [] }));
    expect(saved.mustHave).toEqual([]);
    expect((await storedRow(asha.id))?.mustHave).toEqual([]);
  });
});
