import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema, SessionUserSchema } from '@app/shared';
import { DOB_MESSAGES, PHONE_MESSAGES, StepSavedResponseSchema } from '@app/shared/profile';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createMember } from '../../../test/factories/profiles';
import { parseRatesArgs, setRate } from './currency-rates';
import { createUser, signIn, VALID_ANSWERS, type UserOverrides } from '../../../test/factories/users';

/**
 * The onboarding steps (POST/GET form/personalDetails, qualificationDetails, locationDetails, otherDetails):
 * each saves its part of the profile and its completion flag together, can be sent again to change it, and
 * refuses bad input with a 400 naming the field, storing nothing.
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

function expectFieldErrors(res: LightMyRequestResponse, expected: Array<{ path: string; message?: string }>) {
  expect(res.statusCode, res.body).toBe(400);
  const body = ErrorBodySchema.parse(res.json());
  expect(body.code).toBe('VALIDATION_FAILED');
  for (const { path, message } of expected) {
    const error = body.errors?.find((item) => item.path === path);
    expect(error, `an error on ${path} in ${res.body}`).toBeDefined();
    if (message) expect(error?.message).toBe(message);
  }
  return body;
}

/** A date of birth that makes someone `age` on `day`, a hundred days after that birthday. */
function dateOfBirthFor(age: number, day: Date): string {
  const birth = new Date(day);
  birth.setUTCFullYear(birth.getUTCFullYear() - age);
  birth.setUTCDate(birth.getUTCDate() - 100);
  return birth.toISOString().slice(0, 10);
}

const profileOf = (userId: string) =>
  t.app.db.selectFrom('profiles').selectAll().where('userId', '=', userId).executeTakeFirst();
/** The recorded changes of a member's date of birth, oldest first. */
async function dobChanges(userId: string) {
  const rows = await t.app.db
    .selectFrom('auditEvents')
    .select('detail')
    .where('userId', '=', userId)
    .where('type', '=', 'profile.date_of_birth_changed')
    .orderBy('createdAt')
    .execute();
  return rows.map((row) => row.detail);
}
const userRow = (userId: string) =>
  t.app.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();

const PERSONAL = {
  firstName: 'Asha',
  lastName: 'Kumar',
  displayName: 'Asha K.',
  maritalStatus: 'Never Married',
  numberOfChildren: 0,
  contactNumber: '+61 412 345 678',
  aboutYourSelf: 'I teach music in Melbourne and love cooking for my family on Sundays.',
};
const QUALIFICATION = {
  qualification: 'Master of Science (MSc)',
  currentWorkingStatus: 'working',
  occupation: 'Teacher',
  income: '75000-100000',
};
const LOCATION = {
  citizenShip: 'AU',
  country: 'AU',
  state: 'Victoria',
  austrailanVisaStatus: 'Australian citizen',
  cityOfResidence: 'Melbourne',
};
const other = (dateOfBirth: string) => ({
  religion: 'Hindu',
  community: 'Tamil',
  caste: 'Brahmin - Iyer',
  motherTongue: 'Tamil',
  dateOfBirth,
  timeOfBirth: '06:45',
  placeOfBirth: 'Chennai',
  subCommunity: 'Iyer',
  ethnicity: 'South Asian',
});

describe('every endpoint of the profile module needs a signed-in member', () => {
  const uuid = '0b5f6a52-8a3c-4d7e-9f10-2a3b4c5d6e7f';
  const endpoints: Array<[InjectOptions['method'], string]> = [
    ['POST', 'form/personalDetails'],
    ['GET', 'form/personalDetails'],
    ['POST', 'form/qualificationDetails'],
    ['GET', 'form/qualificationDetails'],
    ['POST', 'form/locationDetails'],
    ['GET', 'form/locationDetails'],
    ['POST', 'form/otherDetails'],
    ['GET', 'form/otherDetails'],
    ['GET', 'profile/mydetails'],
    ['PUT', 'profile/updatePersonalDetails'],
    ['PUT', 'profile/updateFamilyDetails'],
    ['PUT', 'profile/updatePersonalBackground'],
    ['PUT', 'profile/updateReligiousBackground'],
    ['PUT', 'profile/updateLocationDetails'],
    ['PUT', 'profile/updateEducationAndFinancialDetails'],
    ['PUT', 'profile/updateInterstAndHobbies'],
    ['GET', `profile/contact/${uuid}`],
    ['PUT', `profile/contact/${uuid}`],
    ['POST', 'toggle/toggle'],
    ['GET', 'profile/getProfilePercentage'],
    ['GET', 'profile/getuserImage'],
    ['POST', 'profile/getUserDetails'],
  ];
  it.each(endpoints)('%s %s → 401 without a token, 401 with a bad one', async (method, path) => {
    const payload = method === 'GET' ? undefined : {};
    for (const headers of [undefined, { authorization: 'Bearer not-a-token' }]) {
      const res = await api(method, path, headers, payload);
      expect(res.statusCode, res.body).toBe(401);
      expect(ErrorBodySchema.parse(res.json()).code).toBe('UNAUTHENTICATED');
    }
  });
});

describe('POST/GET form/personalDetails', () => {
  it('GET answers null before anything is saved', async () => {
    const asha = await member();
    const res = await api('GET', 'form/personalDetails', asha.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: null });
  });

  it('saves, sets the flag in the same answer, prefills, and a second submit updates', async () => {
    const asha = await member();
    const res = await api('POST', 'form/personalDetails', asha.headers, PERSONAL);
    expect(res.statusCode, res.body).toBe(200);
    const body = StepSavedResponseSchema.parse(res.json());
    expect(body.message).toBe('Your personal details are saved.');
    expect(body.user).toEqual(SessionUserSchema.parse({ ...asha.sessionUser, isPersonalFormFilled: true }));
    expect((await userRow(asha.id)).isPersonalFormFilled).toBe(true);
    expect(await profileOf(asha.id)).toMatchObject({
      firstName: 'Asha',
      lastName: 'Kumar',
      displayName: 'Asha K.',
      maritalStatus: 'Never Married',
      numberOfChildren: 0,
      contactNumber: '+61412345678',
      about: PERSONAL.aboutYourSelf,
    });

    const prefill = await api('GET', 'form/personalDetails', asha.headers);
    expect(prefill.json()).toEqual({
      success: true,
      data: { ...PERSONAL, contactNumber: '+61412345678' },
    });

    const again = await api('POST', 'form/personalDetails', asha.headers, {
      ...PERSONAL,
      firstName: 'Ashwini',
      maritalStatus: 'divorced',
      numberOfChildren: '2',
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(await profileOf(asha.id)).toMatchObject({
      firstName: 'Ashwini',
      maritalStatus: 'Divorced',
      numberOfChildren: 2,
    });
    const rows = await t.app.db.selectFrom('profiles').select('userId').where('userId', '=', asha.id).execute();
    expect(rows).toHaveLength(1);
  });

  it('an empty body names every required field with its message', async () => {
    const asha = await member();
    expectFieldErrors(await api('POST', 'form/personalDetails', asha.headers, {}), [
      { path: 'firstName', message: 'Please enter your first name.' },
      { path: 'lastName', message: 'Please enter your last name.' },
      { path: 'maritalStatus', message: 'Please choose your marital status.' },
      { path: 'contactNumber', message: PHONE_MESSAGES.required },
      { path: 'aboutYourSelf', message: 'Please write a few lines about yourself.' },
    ]);
    expect(await profileOf(asha.id)).toBeUndefined();
    expect((await userRow(asha.id)).isPersonalFormFilled).toBe(false);
  });

  it.each([
    [{ contactNumber: '0412345678' }, 'contactNumber', PHONE_MESSAGES.invalid],
    [{ contactNumber: '+61 12' }, 'contactNumber', PHONE_MESSAGES.invalid],
    [{ firstName: '<b>Asha</b>' }, 'firstName', 'Please use letters, spaces and punctuation only.'],
    [{ firstName: 'A'.repeat(51) }, 'firstName', 'Please use at most 50 characters.'],
    [{ maritalStatus: 'Married' }, 'maritalStatus', 'Please choose your marital status.'],
    [{ numberOfChildren: 13 }, 'numberOfChildren', 'Please choose a number from 0 to 12.'],
    [
      { numberOfChildren: 2 },
      'numberOfChildren',
      'Members who have never married list 0 children here. Please check your marital status.',
    ],
    [
      { aboutYourSelf: 'Hello there' },
      'aboutYourSelf',
      'Please write a little more about yourself: at least 30 characters.',
    ],
  ])('refuses %j on %s', async (change, path, message) => {
    const asha = await member();
    expectFieldErrors(await api('POST', 'form/personalDetails', asha.headers, { ...PERSONAL, ...change }), [
      { path, message },
    ]);
    expect(await profileOf(asha.id)).toBeUndefined();
  });

  it.each([
    ['usertype', 'Exclusive'],
    ['role', 'admin'],
    ['isPersonalFormFilled', true],
    ['isOtherFormFilled', true],
    ['userId', '0b5f6a52-8a3c-4d7e-9f10-2a3b4c5d6e7f'],
    ['hidden', true],
  ])('mass assignment: "%s" in the body → 400 naming it, nothing changed', async (key, value) => {
    const asha = await member();
    const before = await userRow(asha.id);
    const body = expectFieldErrors(
      await api('POST', 'form/personalDetails', asha.headers, { ...PERSONAL, [key]: value }),
      [{ path: key, message: `“${key}” is not something that can be set here.` }],
    );
    expect(body.message).toBe(`“${key}” is not something that can be set here.`);
    expect(await userRow(asha.id)).toEqual(before);
    expect(await profileOf(asha.id)).toBeUndefined();
  });
});

describe('POST/GET form/qualificationDetails', () => {
  it('saves (reference income labels accepted), prefills, updates', async () => {
    const asha = await member();
    const res = await api('POST', 'form/qualificationDetails', asha.headers, {
      ...QUALIFICATION,
      income: 'AU$75,0000-AU$100,000',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(StepSavedResponseSchema.parse(res.json()).user.isQualificationFormFilled).toBe(true);
    expect(await profileOf(asha.id)).toMatchObject({
      qualification: 'Master of Science (MSc)',
      workingStatus: 'working',
      occupation: 'Teacher',
      income: '75000-100000',
    });
    expect((await api('GET', 'form/qualificationDetails', asha.headers)).json()).toEqual({
      success: true,
      data: QUALIFICATION,
    });
    await api('POST', 'form/qualificationDetails', asha.headers, {
      ...QUALIFICATION,
      occupation: 'Lecturer / Professor',
    });
    expect((await profileOf(asha.id))?.occupation).toBe('Lecturer / Professor');
  });

  it('names each wrong field', async () => {
    const asha = await member();
    expectFieldErrors(
      await api('POST', 'form/qualificationDetails', asha.headers, {
        qualification: 'BTech',
        currentWorkingStatus: 'sleeping',
        occupation: 'Wizard',
        income: 'lots',
      }),
      [
        { path: 'qualification', message: 'Please choose your highest qualification.' },
        { path: 'currentWorkingStatus', message: 'Please choose your working status.' },
        { path: 'occupation', message: 'Please choose your occupation.' },
        { path: 'income', message: 'Please choose an income range from the list.' },
      ],
    );
    expect((await userRow(asha.id)).isQualificationFormFilled).toBe(false);
  });
});

describe('POST/GET form/locationDetails', () => {
  it('stores codes and the state’s own name; GET prefills with codes', async () => {
    const asha = await member();
    const res = await api('POST', 'form/locationDetails', asha.headers, { ...LOCATION, state: 'vic' });
    expect(res.statusCode, res.body).toBe(200);
    expect(StepSavedResponseSchema.parse(res.json()).user.isLocationFormFilled).toBe(true);
    expect(await profileOf(asha.id)).toMatchObject({
      citizenship: 'AU',
      country: 'AU',
      state: 'Victoria',
      australianVisaStatus: 'Australian citizen',
      cityOfResidence: 'Melbourne',
    });
    expect((await api('GET', 'form/locationDetails', asha.headers)).json()).toEqual({ success: true, data: LOCATION });
  });

  it('accepts country names (the reference sends them) and the other spelling of the visa key', async () => {
    const asha = await member();
    const { austrailanVisaStatus, ...rest } = LOCATION;
    const res = await api('POST', 'form/locationDetails', asha.headers, {
      ...rest,
      australianVisaStatus: austrailanVisaStatus,
      country: 'India',
      state: 'Maharashtra',
      citizenShip: 'india',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await profileOf(asha.id)).toMatchObject({
      country: 'IN',
      state: 'Maharashtra',
      citizenship: 'IN',
      australianVisaStatus: 'Australian citizen',
    });
  });

  it('refuses a state of another country, an unknown country and an unknown citizenship', async () => {
    const asha = await member();
    expectFieldErrors(await api('POST', 'form/locationDetails', asha.headers, { ...LOCATION, state: 'Maharashtra' }), [
      { path: 'state', message: 'Please choose a state or region of Australia from the list.' },
    ]);
    expectFieldErrors(
      await api('POST', 'form/locationDetails', asha.headers, { ...LOCATION, country: 'Atlantis', citizenShip: 'ZZ' }),
      [
        { path: 'country', message: 'We do not know that country. Please choose it from the list.' },
        { path: 'citizenShip', message: 'We do not know that country. Please choose your citizenship from the list.' },
      ],
    );
    expect(await profileOf(asha.id)).toBeUndefined();
    expect((await userRow(asha.id)).isLocationFormFilled).toBe(false);
  });

  it('a country the package lists no states for accepts any region text', async () => {
    const asha = await member();
    const res = await api('POST', 'form/locationDetails', asha.headers, {
      ...LOCATION,
      country: 'AX',
      state: 'Mariehamn',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await profileOf(asha.id)).toMatchObject({ country: 'AX', state: 'Mariehamn' });
  });

  it('a missing state and a missing visa status are named', async () => {
    const asha = await member();
    expectFieldErrors(await api('POST', 'form/locationDetails', asha.headers, { ...LOCATION, state: '' }), [
      { path: 'state', message: 'Please choose your state or region.' },
    ]);
    const { austrailanVisaStatus: _visa, ...withoutVisa } = LOCATION;
    expectFieldErrors(await api('POST', 'form/locationDetails', asha.headers, withoutVisa), [
      { path: 'austrailanVisaStatus', message: 'Please choose your Australian visa status (or “Not applicable”).' },
    ]);
    expect(await profileOf(asha.id)).toBeUndefined();
  });
});

describe('POST/GET form/otherDetails', () => {
  it('saves when the date of birth agrees with the questionnaire age, and prefills', async () => {
    // The default questionnaire says 29, answered now.
    const asha = await member();
    const dateOfBirth = dateOfBirthFor(29, t.clock.now());
    const res = await api('POST', 'form/otherDetails', asha.headers, other(dateOfBirth));
    expect(res.statusCode, res.body).toBe(200);
    expect(StepSavedResponseSchema.parse(res.json()).user.isOtherFormFilled).toBe(true);
    expect(await profileOf(asha.id)).toMatchObject({
      religion: 'Hindu',
      community: 'Tamil',
      caste: 'Brahmin - Iyer',
      motherTongue: 'Tamil',
      dateOfBirth,
      timeOfBirth: '06:45',
      placeOfBirth: 'Chennai',
      subCommunity: 'Iyer',
      ethnicity: 'South Asian',
    });
    expect((await api('GET', 'form/otherDetails', asha.headers)).json()).toEqual({
      success: true,
      // No city chosen from the list (the place is text) and no horoscope opt-in: docs/horoscope.md.
      data: { ...other(dateOfBirth), cityOfBirth: null, horoscopeOptIn: false },
    });
  });

  it('the date of birth decides the age: one far from the questionnaire age is taken, and q7 follows it', async () => {
    // The questionnaire said 29; the real date of birth makes 45 (one wrong tap in the age list, or a parent who
    // gave their own age): it is accepted, and the age the site shows and matches on is 45.
    const asha = await member();
    const dateOfBirth = dateOfBirthFor(45, t.clock.now());
    const res = await api('POST', 'form/otherDetails', asha.headers, other(dateOfBirth));
    expect(res.statusCode, res.body).toBe(200);
    expect((await profileOf(asha.id))?.dateOfBirth).toBe(dateOfBirth);
    const q7 = await t.app.db
      .selectFrom('questionnaireAnswers')
      .select('answer')
      .where('userId', '=', asha.id)
      .where('questionId', '=', 7)
      .executeTakeFirstOrThrow();
    expect(q7.answer).toBe(45);
    const details = (await api('GET', 'profile/mydetails', asha.headers)).json() as {
      data: [{ basic_and_lifestyle: { age: number } }];
    };
    expect(details.data[0].basic_and_lifestyle.age).toBe(45);
    // The first date given is no correction: nothing is recorded.
    expect(await dobChanges(asha.id)).toEqual([]);
  });

  it('sending step 5 again with another date records the change', async () => {
    const asha = await member();
    const first = dateOfBirthFor(29, t.clock.now());
    const second = dateOfBirthFor(31, t.clock.now());
    expect((await api('POST', 'form/otherDetails', asha.headers, other(first))).statusCode).toBe(200);
    expect((await api('POST', 'form/otherDetails', asha.headers, other(second))).statusCode).toBe(200);
    expect(await dobChanges(asha.id)).toEqual([{ from: first, to: second, by: asha.id, via: 'onboarding' }]);
  });

  it('without a questionnaire age, any adult date of birth is accepted', async () => {
    const asha = await member({ answers: false });
    const res = await api('POST', 'form/otherDetails', asha.headers, other('1970-01-15'));
    expect(res.statusCode, res.body).toBe(200);
  });

  it('names an under-age or impossible date, and a caste of another religion', async () => {
    const asha = await member({ answers: false });
    const seventeen = dateOfBirthFor(17, t.clock.now());
    expectFieldErrors(await api('POST', 'form/otherDetails', asha.headers, other(seventeen)), [
      { path: 'dateOfBirth', message: DOB_MESSAGES.underAge },
    ]);
    expectFieldErrors(await api('POST', 'form/otherDetails', asha.headers, other('1990-02-30')), [
      { path: 'dateOfBirth', message: DOB_MESSAGES.invalid },
    ]);
    expectFieldErrors(
      await api('POST', 'form/otherDetails', asha.headers, { ...other('1990-02-03'), caste: 'Sunni' }),
      [
        {
          path: 'caste',
          message: '“Sunni” is not listed for the Hindu religion. Please choose from the list, or “Caste no bar”.',
        },
      ],
    );
    expectFieldErrors(
      await api('POST', 'form/otherDetails', asha.headers, { ...other('1990-02-03'), religion: 'No Religion' }),
      [{ path: 'caste', message: 'For “No Religion”, please choose “Caste no bar”, “Prefer not to say” or “Other”.' }],
    );
    expect(await profileOf(asha.id)).toBeUndefined();
    const open = await api('POST', 'form/otherDetails', asha.headers, {
      ...other('1990-02-03'),
      religion: 'No Religion',
      caste: 'Caste no bar',
    });
    expect(open.statusCode, open.body).toBe(200);
  });

  it('names each wrong or missing field', async () => {
    const asha = await member();
    expectFieldErrors(
      await api('POST', 'form/otherDetails', asha.headers, {
        religion: 'Wizardry',
        community: 'Atlantean',
        caste: 'Knight',
        motherTongue: 'Klingon',
        dateOfBirth: '21/08/1994',
        timeOfBirth: '25:00',
        placeOfBirth: 'x'.repeat(81),
        ethnicity: 'Martian',
      }),
      [
        { path: 'religion', message: 'Please choose your religion.' },
        { path: 'community', message: 'Please choose your community.' },
        { path: 'caste', message: 'Please choose a caste from the list, or “Caste no bar”.' },
        { path: 'motherTongue', message: 'Please choose your mother tongue.' },
        { path: 'dateOfBirth', message: DOB_MESSAGES.invalid },
        { path: 'timeOfBirth', message: 'Please enter a time like 14:30, or leave it empty.' },
        { path: 'placeOfBirth', message: 'Please use at most 80 characters.' },
        { path: 'ethnicity', message: 'Please choose from the list.' },
      ],
    );
    expectFieldErrors(await api('POST', 'form/otherDetails', asha.headers, {}), [
      { path: 'religion', message: 'Please choose your religion.' },
      { path: 'dateOfBirth', message: DOB_MESSAGES.required },
    ]);
    expect(await profileOf(asha.id)).toBeUndefined();
    expect((await userRow(asha.id)).isOtherFormFilled).toBe(false);
  });

  it('the four steps fill one profile row; flags accumulate', async () => {
    const asha = await member();
    await api('POST', 'form/personalDetails', asha.headers, PERSONAL);
    await api('POST', 'form/qualificationDetails', asha.headers, QUALIFICATION);
    await api('POST', 'form/locationDetails', asha.headers, LOCATION);
    const last = await api('POST', 'form/otherDetails', asha.headers, other(dateOfBirthFor(29, t.clock.now())));
    expect(StepSavedResponseSchema.parse(last.json()).user).toMatchObject({
      isPersonalFormFilled: true,
      isQualificationFormFilled: true,
      isLocationFormFilled: true,
      isOtherFormFilled: true,
      isImageFormFilled: false,
    });
    expect(await profileOf(asha.id)).toMatchObject({
      firstName: 'Asha',
      occupation: 'Teacher',
      state: 'Victoria',
      religion: 'Hindu',
    });
  });
});

describe('the test factory', () => {
  it('makes members whose saved steps pass the endpoints again, unchanged (every persona)', async () => {
    for (let index = 0; index < 6; index += 1) {
      const created = await createMember(t.app, { answers: { 1: index % 2 ? 'Man' : 'Woman', 7: 24 + index } });
      expect(created.sessionUser).toMatchObject({
        isPersonalFormFilled: true,
        isQualificationFormFilled: true,
        isLocationFormFilled: true,
        isImageFormFilled: true,
        isOtherFormFilled: true,
      });
      const { headers } = await signIn(t.app, created.email);
      const before = await profileOf(created.id);
      for (const step of ['personalDetails', 'qualificationDetails', 'locationDetails', 'otherDetails']) {
        const saved = (await api('GET', `form/${step}`, headers)).json() as { data: Record<string, unknown> };
        const values = Object.fromEntries(Object.entries(saved.data).filter(([, value]) => value !== null));
        const res = await api('POST', `form/${step}`, headers, values);
        expect(res.statusCode, `${step}: ${res.body}`).toBe(200);
      }
      expect({ ...(await profileOf(created.id)), updatedAt: null }).toEqual({ ...before, updatedAt: null });
    }
  });
});

describe('a profile created by a parent is about their son', () => {
  it('is his: his gender, whom he seeks, and his age from his date of birth, whatever age q7 held', async () => {
    // The questionnaire as a parent answered it for their son (q6 “Child”), with the age q7 held before the questions
    // were worded about him: the mother's own 55.
    const son = await member({
      answers: { ...VALID_ANSWERS, 6: 'Child', 1: 'Man', 2: 'Woman', 7: 55, 8: { min: 22, max: 30 } },
    });
    const dateOfBirth = dateOfBirthFor(27, t.clock.now());
    const res = await api('POST', 'form/otherDetails', son.headers, other(dateOfBirth));
    expect(res.statusCode, res.body).toBe(200);

    const details = (await api('GET', 'profile/mydetails', son.headers)).json() as {
      data: [{ basic_and_lifestyle: { gender: string; age: number; postedBy: string } }];
    };
    expect(details.data[0].basic_and_lifestyle).toMatchObject({ gender: 'Man', age: 27, postedBy: 'Child' });
    const preferences = (await api('GET', 'preferences/', son.headers)).json() as {
      preferences: { genderSought: string[]; ageMin: number; ageMax: number };
    };
    expect(preferences.preferences).toMatchObject({ genderSought: ['Woman'], ageMin: 22, ageMax: 30 });
  });
});

describe('a member living outside Australia', () => {
  const UAE = { citizenShip: 'IN', country: 'AE', state: 'Dubai', cityOfResidence: 'Dubai' };

  it('is asked the Australian visa status only when living in Australia or planning to move there', async () => {
    const asha = await member();
    // In the UAE with no plan to move: no visa status, and none stored.
    const res = await api('POST', 'form/locationDetails', asha.headers, { ...UAE, plansMoveToAustralia: 'No' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await profileOf(asha.id)).toMatchObject({
      country: 'AE',
      australianVisaStatus: null,
      plansMoveToAustralia: false,
    });
    expect((await api('GET', 'form/locationDetails', asha.headers)).json()).toMatchObject({
      data: { country: 'AE', austrailanVisaStatus: null, plansMoveToAustralia: false },
    });
    // Planning to move, or living in Australia: the visa status is needed.
    expectFieldErrors(
      await api('POST', 'form/locationDetails', asha.headers, { ...UAE, plansMoveToAustralia: 'Yes' }),
      [{ path: 'austrailanVisaStatus' }],
    );
    const { austrailanVisaStatus: _visa, ...inAustralia } = LOCATION;
    expectFieldErrors(await api('POST', 'form/locationDetails', asha.headers, inAustralia), [
      { path: 'austrailanVisaStatus' },
    ]);
    // Abroad, saying nothing of a move and no visa status: the question is named.
    expectFieldErrors(await api('POST', 'form/locationDetails', asha.headers, UAE), [{ path: 'plansMoveToAustralia' }]);
    // The reference's clients send a visa status for everyone: still taken.
    expect((await api('POST', 'form/locationDetails', asha.headers, LOCATION)).statusCode).toBe(200);
  });

  it('gives income in their own currency, compared by its AUD equivalent at the operator’s rate', async () => {
    const asha = await member();
    const res = await api('POST', 'form/qualificationDetails', asha.headers, {
      ...QUALIFICATION,
      income: undefined,
      incomeCurrency: 'AED',
      incomeAmount: 250_000,
    });
    expect(res.statusCode, res.body).toBe(200);
    // 250,000 AED at the launch rate of 0.4166 AUD: AU$104,150, in the AU$100,000–150,000 band.
    expect(await profileOf(asha.id)).toMatchObject({
      income: '100000-150000',
      incomeCurrency: 'AED',
      incomeAmount: 250_000,
      incomeAud: 104_150,
    });
    const details = (await api('GET', 'profile/mydetails', asha.headers)).json() as {
      data: [{ education_and_financial: Record<string, unknown> }];
    };
    expect(details.data[0].education_and_financial).toMatchObject({
      income: '100000-150000',
      incomeLabel: 'AED 250,000 a year (about AU$104,150)',
      incomeCurrency: 'AED',
      incomeAmount: 250_000,
    });
    // A new rate moves the comparison, not the member's own figure.
    await t.app.db.updateTable('currencyRates').set({ audPerUnit: '0.30' }).where('code', '=', 'AED').execute();
    const again = await api('PUT', 'profile/updateEducationAndFinancialDetails', asha.headers, {
      incomeCurrency: 'AED',
      incomeAmount: 250_000,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(await profileOf(asha.id)).toMatchObject({ income: '75000-100000', incomeAud: 75_000 });
    // Another currency needs its amount; an AUD band alone still works and clears the amount.
    expectFieldErrors(
      await api('POST', 'form/qualificationDetails', asha.headers, {
        ...QUALIFICATION,
        income: undefined,
        incomeCurrency: 'SAR',
      }),
      [{ path: 'incomeAmount', message: 'Please enter your yearly income in SAR.' }],
    );
    expect((await api('POST', 'form/qualificationDetails', asha.headers, QUALIFICATION)).statusCode).toBe(200);
    expect(await profileOf(asha.id)).toMatchObject({
      income: '75000-100000',
      incomeCurrency: null,
      incomeAmount: null,
    });
  });

  it('the operator’s new rate converts the incomes given in that currency again (npm run currency:rates)', async () => {
    const asha = await member();
    const res = await api('POST', 'form/qualificationDetails', asha.headers, {
      ...QUALIFICATION,
      income: undefined,
      incomeCurrency: 'QAR',
      incomeAmount: 300_000,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(parseRatesArgs(['set', 'qar', '0.2'])).toEqual({ command: 'set', code: 'QAR', rate: '0.2' });
    expect(() => parseRatesArgs(['set', 'XYZ', '1'])).toThrow();
    const updated = await t.app.db.transaction().execute((trx) => setRate(trx, 'QAR', '0.2', t.clock.now()));
    expect(updated).toBeGreaterThanOrEqual(1);
    expect(await profileOf(asha.id)).toMatchObject({ incomeAmount: 300_000, incomeAud: 60_000, income: '50000-75000' });
  });

  it('gives a phone number of any Gulf country', async () => {
    const asha = await member();
    for (const [number, stored] of [
      ['+971 50 123 4567', '+971501234567'],
      ['+966 50 123 4567', '+966501234567'],
      ['+974 3312 3456', '+97433123456'],
      ['+965 5012 3456', '+96550123456'],
      ['+968 9212 3456', '+96892123456'],
      ['+973 3600 1234', '+97336001234'],
    ]) {
      const res = await api('POST', 'form/personalDetails', asha.headers, { ...PERSONAL, contactNumber: number });
      expect(res.statusCode, `${number}: ${res.body}`).toBe(200);
      expect((await profileOf(asha.id))?.contactNumber).toBe(stored);
    }
  });
});
