import { randomUUID } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '@app/shared';
import {
  MyDetailsResponseSchema,
  PHONE_MESSAGES,
  ProfilePercentageResponseSchema,
  type MyDetails,
} from '@app/shared/profile';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createMember, createProfile } from '../../../test/factories/profiles';
import { createUser, signIn, type UserOverrides } from '../../../test/factories/users';
import { getAuthKeys } from '../../lib/security/secrets';
import { verifyMediaToken } from '../photos/media-tokens';

/**
 * My Details: GET profile/mydetails, the section updates (each answers its section as GET now shows it and
 * touches nothing else), the contact number (own id only), section switches, completion and the header photo.
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

async function signedIn<T extends { email: string }>(user: T) {
  const { headers } = await signIn(t.app, user.email);
  return { ...user, headers };
}
const member = async (overrides: Parameters<typeof createMember>[1] = {}) =>
  signedIn(await createMember(t.app, overrides));
const newcomer = async (overrides: UserOverrides = {}) => signedIn(await createUser(t.app, overrides));

function expectFieldErrors(res: LightMyRequestResponse, expected: Array<{ path: string; message?: string }>) {
  expect(res.statusCode, res.body).toBe(400);
  const body = ErrorBodySchema.parse(res.json());
  expect(body.code).toBe('VALIDATION_FAILED');
  for (const { path, message } of expected) {
    const error = body.errors?.find((item) => item.path === path);
    expect(error, `an error on ${path} in ${res.body}`).toBeDefined();
    if (message) expect(error?.message).toBe(message);
  }
}

async function myDetails(headers: Record<string, string>): Promise<MyDetails> {
  const res = await api('GET', 'profile/mydetails', headers);
  expect(res.statusCode, res.body).toBe(200);
  const body = MyDetailsResponseSchema.parse(res.json());
  expect(body.data).toHaveLength(1);
  return body.data[0] as MyDetails;
}

async function addPhoto(userId: string, position: number): Promise<string> {
  const row = await t.app.db
    .insertInto('photos')
    .values({
      userId,
      position,
      storageKey: `test/${userId}/${randomUUID()}`,
      width: 800,
      height: 1000,
      bytes: 54_321,
      createdAt: t.clock.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The grant inside a signed photo URL (photo, size, viewer), or null when it is not one of ours. */
function grantOf(url: string) {
  return verifyMediaToken(getAuthKeys(t.config).mediaUrl, url.split('/').pop() ?? '', t.clock.now());
}

describe('GET profile/mydetails', () => {
  it('every section with display values, switches, interests, contact number and tier', async () => {
    const asha = await member({
      profile: { heightCm: 168, weightKg: 60, livingWithFamily: true, income: '50000-75000', nationality: 'IN' },
    });
    const details = await myDetails(asha.headers);
    expect(details.userId).toBe(asha.id);
    expect(details.usertype).toBe('Standard');
    expect(details.basic_and_lifestyle).toEqual({
      userId: asha.id,
      firstName: asha.profile.firstName,
      lastName: asha.profile.lastName,
      displayName: asha.profile.displayName,
      gender: 'Woman',
      age: 29,
      about: asha.profile.about,
      aboutSecond: null,
      aboutSecondLanguage: null,
      religion: asha.profile.religion,
      maritalStatus: 'Never Married',
      numberOfChildren: 0,
      postedBy: 'Myself',
    });
    expect(details.personal_background).toMatchObject({
      height: '5 ft 6 in (168 cm)',
      heightCm: 168,
      weight: '60 kg',
      weightKg: 60,
    });
    expect(details.family_details.livingWithFamily).toBe('Yes');
    expect(details.location_background).toMatchObject({
      country: 'Australia',
      countryCode: 'AU',
      nationality: 'India',
      nationalityCode: 'IN',
      state: asha.profile.state,
    });
    expect(details.education_and_financial).toMatchObject({
      income: '50000-75000',
      incomeLabel: 'AU$50,000 – AU$75,000',
    });
    expect(details.religious_background.dateOfBirth).toBe(asha.profile.dateOfBirth);
    expect(details.interest_and_hobbies).toEqual(['Music', 'Cooking']);
    expect(details.toggleStatus).toEqual({
      family_details: true,
      personal_details: true,
      religious_details: true,
      location_details: true,
      education_and_financial_details: true,
    });
    expect(details.photoVisibility).toBe('members');
    expect(details.contactNumber).toBe(asha.profile.contactNumber);
    expect(details.photos).toEqual([]);
    const res = await api('GET', 'profile/mydetails', asha.headers);
    expect(res.body).not.toContain(asha.email);
    expect(res.body).not.toContain(asha.uid);
  });

  it('a member who saved nothing yet gets empty sections and the questionnaire’s answers', async () => {
    const newbie = await newcomer();
    const details = await myDetails(newbie.headers);
    expect(details.basic_and_lifestyle).toMatchObject({
      firstName: null,
      gender: 'Woman',
      age: 29,
      postedBy: 'Myself',
    });
    expect(details.family_details).toEqual({
      fatherOccupation: null,
      motherOccupation: null,
      numberOfSiblings: null,
      livingWithFamily: null,
    });
    expect(details.contactNumber).toBeNull();
    expect(details.toggleStatus.family_details).toBe(true);
  });

  it('"None" as interests is an empty list', async () => {
    const newbie = await newcomer({ answers: { 1: 'Man', 12: ['None'] } });
    expect((await myDetails(newbie.headers)).interest_and_hobbies).toEqual([]);
  });

  it('photos: sharp, primary first, signed for the member; GET profile/getuserImage gives the primary', async () => {
    const asha = await member();
    expect((await api('GET', 'profile/getuserImage', asha.headers)).json()).toEqual({ success: true, data: null });
    const second = await addPhoto(asha.id, 1);
    const first = await addPhoto(asha.id, 0);
    const details = await myDetails(asha.headers);
    expect(details.photos.map((photo) => [photo.photoId, photo.isPrimary, photo.blurred])).toEqual([
      [first, true, false],
      [second, false, false],
    ]);
    expect(details.profileImage).toEqual(details.photos.map((photo) => photo.url));
    expect(grantOf(details.profileImage[0] ?? '')).toMatchObject({
      photoId: first,
      variant: 'medium',
      viewerId: asha.id,
    });
    const image = await api('GET', 'profile/getuserImage', asha.headers);
    expect(image.statusCode).toBe(200);
    const url = (image.json() as { data: string }).data;
    expect(grantOf(url)).toMatchObject({ photoId: first, variant: 'medium', viewerId: asha.id });
  });
});

describe('PUT profile/update*: each replaces exactly its section and answers it', () => {
  const cases: Array<{
    path: string;
    section: Exclude<keyof MyDetails, 'userId' | 'usertype' | 'profileImage' | 'photos' | 'photoVisibility'>;
    body: Record<string, unknown>;
    expected: Record<string, unknown> | string[];
  }> = [
    {
      path: 'profile/updatePersonalDetails',
      section: 'basic_and_lifestyle',
      body: { firstName: 'Meera', displayName: null, aboutYourSelf: 'A new paragraph about me, long enough to count.' },
      expected: { firstName: 'Meera', displayName: null, about: 'A new paragraph about me, long enough to count.' },
    },
    {
      path: 'profile/updateFamilyDetails',
      section: 'family_details',
      body: { fatherOccupation: 'Business owner', numberOfSiblings: null, livingWithFamily: 'Yes' },
      expected: { fatherOccupation: 'Business owner', numberOfSiblings: null, livingWithFamily: 'Yes' },
    },
    {
      path: 'profile/updatePersonalBackground',
      section: 'personal_background',
      body: { height: '5ft 6in', weight: '72 kg', smokingHabit: 'smokes occasionally', diet: null, complexion: '' },
      expected: {
        height: '5 ft 6 in (168 cm)',
        heightCm: 168,
        weight: '72 kg',
        weightKg: 72,
        smokingHabbit: 'Smokes occasionally',
        diet: null,
        complexion: null,
      },
    },
    {
      path: 'profile/updateReligiousBackground',
      section: 'religious_background',
      body: { gotra: 'Atri', placeOfBirth: 'Madurai', subCommunity: '', timeOfBirth: null },
      expected: { gotra: 'Atri', placeOfBirth: 'Madurai', subCommunity: null, timeOfBirth: null },
    },
    {
      path: 'profile/updateLocationDetails',
      section: 'location_background',
      body: {
        country: 'India',
        state: 'KA',
        nationality: 'in',
        citizenShip: 'Australia',
        residencyVisaStatus: 'Permanent resident',
        currentLocation: null,
        cityOfResidence: 'Bengaluru',
      },
      expected: {
        country: 'India',
        countryCode: 'IN',
        state: 'Karnataka',
        nationality: 'India',
        nationalityCode: 'IN',
        citizenShip: 'Australia',
        citizenShipCode: 'AU',
        residencyVisaStatus: 'Permanent resident',
        austrailanVisaStatus: 'Permanent resident',
        currentLocation: null,
        cityOfResidence: 'Bengaluru',
      },
    },
    {
      path: 'profile/updateEducationAndFinancialDetails',
      section: 'education_and_financial',
      body: { workingStatus: 'selfEmployed', income: 'More than AU$200,000', occupation: 'Consultant' },
      expected: {
        workingStatus: 'selfEmployed',
        currentWorkingStatus: 'selfEmployed',
        income: '200000+',
        incomeLabel: 'More than AU$200,000',
        occupation: 'Consultant',
      },
    },
    {
      path: 'profile/updateInterstAndHobbies',
      section: 'interest_and_hobbies',
      body: { hobbies: ['Art', 'History'] },
      expected: ['Art', 'History'],
    },
  ];

  it.each(cases)('$path', async ({ path, section, body, expected }) => {
    const asha = await member();
    const before = await myDetails(asha.headers);
    const res = await api('PUT', path, asha.headers, body);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as { success: boolean; message: string; section: string; data: unknown };
    expect(answer.success).toBe(true);
    expect(answer.message).toMatch(/updated/);
    expect(answer.section).toBe(section);
    if (Array.isArray(expected)) expect(answer.data).toEqual(expected);
    else expect(answer.data).toMatchObject(expected);

    const after = await myDetails(asha.headers);
    // The answer is the section exactly as GET shows it now…
    expect(after[section]).toEqual(answer.data);
    // …and nothing else moved.
    expect({ ...after, [section]: null }).toEqual({ ...before, [section]: null });
  });

  it('an empty body changes nothing and answers the section', async () => {
    const asha = await member();
    const before = await myDetails(asha.headers);
    const res = await api('PUT', 'profile/updateFamilyDetails', asha.headers, {});
    expect(res.statusCode).toBe(200);
    expect((res.json() as { data: unknown }).data).toEqual(before.family_details);
  });

  it.each([
    ['profile/updatePersonalDetails', { usertype: 'Exclusive' }, 'usertype'],
    ['profile/updateFamilyDetails', { role: 'admin' }, 'role'],
    ['profile/updateReligiousBackground', { dateOfBirth: '1980-01-01' }, 'dateOfBirth'],
    ['profile/updateLocationDetails', { userId: randomUUID() }, 'userId'],
    ['profile/updateEducationAndFinancialDetails', { isQualificationFormFilled: false }, 'isQualificationFormFilled'],
    ['profile/updatePersonalBackground', { hidden: true }, 'hidden'],
  ])('%s refuses "%s" (mass assignment), changing nothing', async (path, body, key) => {
    const asha = await member();
    const before = await myDetails(asha.headers);
    const userBefore = await t.app.db.selectFrom('users').selectAll().where('id', '=', asha.id).executeTakeFirst();
    expectFieldErrors(await api('PUT', path, asha.headers, body), [
      { path: key, message: `“${key}” is not something that can be set here.` },
    ]);
    expect(await myDetails(asha.headers)).toEqual(before);
    expect(await t.app.db.selectFrom('users').selectAll().where('id', '=', asha.id).executeTakeFirst()).toEqual(
      userBefore,
    );
  });

  it('required values cannot be cleared; wrong values are named', async () => {
    const asha = await member();
    expectFieldErrors(await api('PUT', 'profile/updatePersonalDetails', asha.headers, { firstName: null }), [
      { path: 'firstName', message: 'Please enter your first name.' },
    ]);
    expectFieldErrors(await api('PUT', 'profile/updatePersonalBackground', asha.headers, { height: '9 ft' }), [
      { path: 'height', message: 'Please choose a height between 120 and 230 cm.' },
    ]);
    expectFieldErrors(await api('PUT', 'profile/updateFamilyDetails', asha.headers, { numberOfSiblings: 40 }), [
      { path: 'numberOfSiblings', message: 'Please choose a number from 0 to 12.' },
    ]);
    expectFieldErrors(await api('PUT', 'profile/updateInterstAndHobbies', asha.headers, { hobbies: ['None', 'Art'] }), [
      { path: 'hobbies', message: '“None” cannot be combined with other interests.' },
    ]);
  });

  it('children and marital status are checked against what is stored', async () => {
    const asha = await member();
    expectFieldErrors(await api('PUT', 'profile/updatePersonalDetails', asha.headers, { numberOfChildren: 2 }), [
      {
        path: 'numberOfChildren',
        message: 'Members who have never married list 0 children here. Please check your marital status.',
      },
    ]);
    const divorced = await api('PUT', 'profile/updatePersonalDetails', asha.headers, {
      maritalStatus: 'Divorced',
      numberOfChildren: 2,
    });
    expect(divorced.statusCode, divorced.body).toBe(200);
    expectFieldErrors(
      await api('PUT', 'profile/updatePersonalDetails', asha.headers, { maritalStatus: 'Never Married' }),
      [{ path: 'maritalStatus' }],
    );
    expect((await myDetails(asha.headers)).basic_and_lifestyle).toMatchObject({
      maritalStatus: 'Divorced',
      numberOfChildren: 2,
    });
  });

  it('a new religion must come with a caste of that religion', async () => {
    const asha = await member({ profile: { religion: 'Hindu', caste: 'Brahmin' } });
    expectFieldErrors(await api('PUT', 'profile/updateReligiousBackground', asha.headers, { religion: 'Muslim' }), [
      {
        path: 'caste',
        message: '“Brahmin” is not listed for the Muslim religion. Please choose from the list, or “Caste no bar”.',
      },
    ]);
    const res = await api('PUT', 'profile/updateReligiousBackground', asha.headers, {
      religion: 'Muslim',
      caste: 'Shia',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { data: unknown }).data).toMatchObject({ religion: 'Muslim', caste: 'Shia' });
  });

  it('location: country and state together, the state of that country', async () => {
    const asha = await member();
    expectFieldErrors(await api('PUT', 'profile/updateLocationDetails', asha.headers, { country: 'IN' }), [
      { path: 'state', message: 'Please choose the country and the state together.' },
    ]);
    expectFieldErrors(
      await api('PUT', 'profile/updateLocationDetails', asha.headers, { country: 'IN', state: 'Victoria' }),
      [{ path: 'state', message: 'Please choose a state or region of India from the list.' }],
    );
    expectFieldErrors(await api('PUT', 'profile/updateLocationDetails', asha.headers, { nationality: 'Narnia' }), [
      { path: 'nationality', message: 'We do not know that country. Please choose your nationality from the list.' },
    ]);
  });

  it('interests are the questionnaire’s q12', async () => {
    const asha = await member();
    await api('PUT', 'profile/updateInterstAndHobbies', asha.headers, { hobbies: ['None'] });
    const row = await t.app.db
      .selectFrom('questionnaireAnswers')
      .select('answer')
      .where('userId', '=', asha.id)
      .where('questionId', '=', 12)
      .executeTakeFirstOrThrow();
    expect(row.answer).toEqual(['None']);
    expect((await myDetails(asha.headers)).interest_and_hobbies).toEqual([]);
  });
});

describe('GET/PUT profile/contact/:userId', () => {
  it('reads and changes the member’s own number', async () => {
    const asha = await member();
    const read = await api('GET', `profile/contact/${asha.id}`, asha.headers);
    expect(read.json()).toEqual({ success: true, contactNumber: asha.profile.contactNumber });
    const write = await api('PUT', `profile/contact/${asha.id}`, asha.headers, { contactNumber: '+91 98765 43210' });
    expect(write.statusCode, write.body).toBe(200);
    expect(write.json()).toMatchObject({ success: true, contactNumber: '+919876543210' });
    expect((await myDetails(asha.headers)).contactNumber).toBe('+919876543210');
    expectFieldErrors(await api('PUT', `profile/contact/${asha.id}`, asha.headers, { contactNumber: '12345' }), [
      { path: 'contactNumber', message: PHONE_MESSAGES.invalid },
    ]);
    expectFieldErrors(
      await api('PUT', `profile/contact/${asha.id}`, asha.headers, { contactNumber: '+61412345678', userId: asha.id }),
      [{ path: 'userId' }],
    );
  });

  it('someone else’s id, or no real id, is the same 404, and their number is untouched', async () => {
    const asha = await member();
    const ravi = await member();
    const bodies = new Set<string>();
    for (const id of [ravi.id, randomUUID(), 'not-an-id']) {
      const read = await api('GET', `profile/contact/${id}`, asha.headers);
      const write = await api('PUT', `profile/contact/${id}`, asha.headers, { contactNumber: '+61400000000' });
      for (const res of [read, write]) {
        expect(res.statusCode).toBe(404);
        bodies.add(res.body);
      }
    }
    expect(bodies.size).toBe(1);
    expect(JSON.parse([...bodies][0] ?? '{}')).toEqual({
      success: false,
      code: 'NOT_FOUND',
      message: 'That profile does not exist.',
      params: { reason: 'profile' },
    });
    expect((await myDetails(ravi.headers)).contactNumber).toBe(ravi.profile.contactNumber);
  });
});

describe('POST toggle/toggle', () => {
  it('switches a section and says so; GET shows the switch', async () => {
    const asha = await member();
    const off = await api('POST', 'toggle/toggle', asha.headers, { section: 'family_details', status: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({
      success: true,
      message: 'Your family details section is now hidden from other members.',
      data: { section: 'family_details', status: false },
    });
    expect((await myDetails(asha.headers)).toggleStatus).toMatchObject({
      family_details: false,
      personal_details: true,
    });
    const on = await api('POST', 'toggle/toggle', asha.headers, { section: 'family_details', status: true });
    expect((on.json() as { message: string }).message).toBe(
      'Your family details section is now visible to other members.',
    );
    expect((await myDetails(asha.headers)).toggleStatus.family_details).toBe(true);
  });

  it('names a wrong section or status', async () => {
    const asha = await member();
    expectFieldErrors(await api('POST', 'toggle/toggle', asha.headers, { section: 'photos', status: false }), [
      { path: 'section', message: 'That section does not exist.' },
    ]);
    expectFieldErrors(await api('POST', 'toggle/toggle', asha.headers, { section: 'family_details', status: 'no' }), [
      { path: 'status' },
    ]);
    expectFieldErrors(
      await api('POST', 'toggle/toggle', asha.headers, {
        section: 'family_details',
        status: false,
        userId: randomUUID(),
      }),
      [{ path: 'userId' }],
    );
  });
});

describe('GET profile/getProfilePercentage', () => {
  async function percentage(headers: Record<string, string>) {
    const res = await api('GET', 'profile/getProfilePercentage', headers);
    expect(res.statusCode, res.body).toBe(200);
    return ProfilePercentageResponseSchema.parse(res.json());
  }

  it('grows step by step, with what is missing, to 100', async () => {
    const newbie = await newcomer();
    // The questionnaire alone: gender, age, posted by (3 of 9 basic fields) and interests.
    const start = await percentage(newbie.headers);
    expect(start.percentage).toBe(Math.floor((20 * 3) / 9 + 10));
    expect(start.missing).toHaveLength(6 + 4 + 8 + 8 + 5 + 4);

    await api('POST', 'form/personalDetails', newbie.headers, {
      firstName: 'Asha',
      lastName: 'Kumar',
      displayName: 'Asha K.',
      maritalStatus: 'Never Married',
      contactNumber: '+61412345678',
      aboutYourSelf: 'I teach music in Melbourne and love cooking for my family on Sundays.',
    });
    const personal = await percentage(newbie.headers);
    expect(personal.percentage).toBe(27); // 20 × 8/9 + 10
    expect(personal.missing).toContainEqual({ section: 'basic_and_lifestyle', field: 'religion', label: 'Religion' });
    expect(personal.missing).toContainEqual({
      section: 'family_details',
      field: 'fatherOccupation',
      label: 'Father’s occupation',
    });

    await createProfile(t.app, newbie.id);
    expect(await percentage(newbie.headers)).toEqual({ success: true, percentage: 100, missing: [] });

    await api('PUT', 'profile/updateReligiousBackground', newbie.headers, { gotra: null });
    const withoutGotra = await percentage(newbie.headers);
    expect(withoutGotra.percentage).toBe(98); // 100 − 15/8
    expect(withoutGotra.missing).toEqual([{ section: 'religious_background', field: 'gotra', label: 'Gotra' }]);
  });
});

describe('PUT profile/updateDateOfBirth', () => {
  const dobOf = (age: number) => {
    const birth = new Date(t.clock.now());
    birth.setUTCFullYear(birth.getUTCFullYear() - age);
    birth.setUTCDate(birth.getUTCDate() - 40);
    return birth.toISOString().slice(0, 10);
  };
  const correct = (headers: Record<string, string>, dateOfBirth: string) =>
    api('PUT', 'profile/updateDateOfBirth', headers, { dateOfBirth });
  const matchBirthDate = async (userId: string) =>
    (await t.app.db.selectFrom('matchProfiles').select('birthDate').where('userId', '=', userId).executeTakeFirst())
      ?.birthDate;

  it('corrects the date of birth: the age follows, the match row with it, and the change is recorded', async () => {
    const asha = await member();
    const before = (await myDetails(asha.headers)).religious_background.dateOfBirth;
    const next = dobOf(34);
    const res = await correct(asha.headers, next);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ section: 'religious_background', data: { dateOfBirth: next } });
    const details = await myDetails(asha.headers);
    expect(details.religious_background.dateOfBirth).toBe(next);
    expect(details.basic_and_lifestyle.age).toBe(34);
    expect(String(await matchBirthDate(asha.id)).slice(0, 10)).toBe(next);
    const changes = await t.app.db
      .selectFrom('auditEvents')
      .select(['detail', 'createdAt'])
      .where('userId', '=', asha.id)
      .where('type', '=', 'profile.date_of_birth_changed')
      .execute();
    expect(changes).toEqual([
      { detail: { from: before, to: next, by: asha.id, via: 'my-details' }, createdAt: t.clock.now() },
    ]);
  });

  it('keeps the 18+ rule on the server clock, and allows three corrections in a year', async () => {
    const asha = await member();
    expectFieldErrors(await correct(asha.headers, dobOf(17)), [{ path: 'dateOfBirth' }]);
    for (const age of [30, 31, 32]) expect((await correct(asha.headers, dobOf(age))).statusCode).toBe(200);
    const refused = await correct(asha.headers, dobOf(33));
    expect(refused.statusCode).toBe(429);
    expect(ErrorBodySchema.parse(refused.json()).code).toBe('RATE_LIMITED');
    expect((await myDetails(asha.headers)).basic_and_lifestyle.age).toBe(32);
    // Saving the same date again is no correction.
    expect((await correct(asha.headers, dobOf(32))).statusCode).toBe(200);
    // A year after the first, one more is allowed.
    t.clock.advance(366 * 24 * 60 * 60 * 1000);
    const { headers } = await signIn(t.app, asha.email);
    expect((await correct(headers, dobOf(33))).statusCode).toBe(200);
  });
});
