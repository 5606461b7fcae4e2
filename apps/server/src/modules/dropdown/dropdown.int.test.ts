import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '@app/shared';
import {
  AUSTRALIAN_VISA_STATUSES,
  BirthCitiesResponseSchema,
  BODY_TYPES,
  CASTE_ANY,
  CASTES,
  CASTES_BY_RELIGION,
  COMMUNITIES,
  COMPLEXIONS,
  DIETS,
  DRINKING_HABITS,
  DropdownResponseSchema,
  ETHNICITIES,
  GOTRAS,
  HEIGHT_OPTIONS,
  INCOME_BANDS,
  MARITAL_STATUSES,
  MOTHER_TONGUES,
  OCCUPATIONS,
  PARENT_OCCUPATIONS,
  QUALIFICATIONS,
  RELIGIONS,
  SMOKING_HABITS,
  type DropdownItem,
} from '@app/shared/profile';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createUser, signIn } from '../../../test/factories/users';
import { candidateAndMother } from '../family/test-support';

/** GET dropdown/*: every reference path answers its shared list; countries and states from the places module. */
let t: TestApp;
let headers: { authorization: string };
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_ENABLED: '0' } });
  const user = await createUser(t.app);
  ({ headers } = await signIn(t.app, user.email));
});
afterAll(async () => t.close());

const get = (path: string, auth: Record<string, string> | undefined = headers) =>
  t.app.inject({ method: 'GET', url: `/api/v1/dropdown/${path}`, ...(auth ? { headers: auth } : {}) });

async function list(path: string): Promise<DropdownItem[]> {
  const res = await get(path);
  expect(res.statusCode, res.body).toBe(200);
  // API answers are never cached (app-wide no-store), static lists included.
  expect(res.headers['cache-control']).toBe('no-store');
  return DropdownResponseSchema.parse(res.json()).data;
}

const values = (items: DropdownItem[]) => items.map((item) => item.value);

const PLAIN_LISTS: Array<[string, readonly string[]]> = [
  ['getFatherOccupationDropdown', PARENT_OCCUPATIONS],
  ['getMotherOccupationDropdown', PARENT_OCCUPATIONS],
  ['getReligionDropdown', RELIGIONS],
  ['getCommunityDropdown', COMMUNITIES],
  ['getMotherToungueDropdown', MOTHER_TONGUES],
  ['getSmokingHabbitDropdown', SMOKING_HABITS],
  ['getDrinkingHabbitDropdown', DRINKING_HABITS],
  ['getDietDropdown', DIETS],
  ['getComplexionDropdown', COMPLEXIONS],
  ['getAustralianVisaStatusDropdown', AUSTRALIAN_VISA_STATUSES],
  ['getEthnicsDropdown', ETHNICITIES],
  ['getMaritalStatusDropdown', MARITAL_STATUSES],
  ['getCasteDropdown', CASTES],
  ['getBodyTypeDropdown', BODY_TYPES],
  ['getGotrasDropdown', GOTRAS],
];

describe('the reference lists', () => {
  it.each(PLAIN_LISTS)('%s answers the shared list, id = value', async (path, expected) => {
    const items = await list(path);
    expect(values(items)).toEqual([...expected]);
    expect(items.every((item) => item.id === item.value)).toBe(true);
  });

  it('income: band values as ids, labels as values', async () => {
    expect(await list('getIncomeDropdown')).toEqual(
      INCOME_BANDS.map((band) => ({ id: band.value, value: band.label })),
    );
  });

  it('height: centimetres as ids, "5 ft 6 in (168 cm)" as values', async () => {
    const items = await list('getHeightDropdown');
    expect(items).toEqual(HEIGHT_OPTIONS.map((height) => ({ id: height.value, value: height.label })));
    expect(items).toContainEqual({ id: 168, value: '5 ft 6 in (168 cm)' });
  });

  it('qualifications and occupations carry their group', async () => {
    const qualifications = await list('getQualificationDropdown');
    expect(values(qualifications)).toEqual(QUALIFICATIONS);
    expect(qualifications).toContainEqual({
      id: 'Doctor of Philosophy (PhD)',
      value: 'Doctor of Philosophy (PhD)',
      group: 'Doctorates',
    });
    const occupations = await list('getOccupationDropdown');
    expect(values(occupations)).toEqual([...OCCUPATIONS]);
    expect(occupations).toContainEqual({
      id: 'Software Engineer',
      value: 'Software Engineer',
      group: 'IT and software',
    });
    expect(occupations.every((item) => item.group)).toBe(true);
  });

  it.each(['getCitizenshipDropdown', 'getCountryDropdown'])(
    '%s: every country, ISO code as id, by name',
    async (path) => {
      const items = await list(path);
      expect(items.length).toBeGreaterThan(240);
      expect(items).toContainEqual({ id: 'AU', value: 'Australia' });
      expect(items).toContainEqual({ id: 'IN', value: 'India' });
      const names = values(items);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
      expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
    },
  );
});

describe('GET dropdown/getCasteDropdown?religion=', () => {
  it('filters to that religion’s castes and the answers open to everyone', async () => {
    expect(values(await list('getCasteDropdown?religion=Muslim'))).toEqual([
      ...CASTES_BY_RELIGION.Muslim,
      ...CASTE_ANY,
    ]);
    expect(values(await list('getCasteDropdown?religion=sikh'))).toEqual([...CASTES_BY_RELIGION.Sikh, ...CASTE_ANY]);
  });

  it('a religion without castes gets the open answers only', async () => {
    expect(values(await list('getCasteDropdown?religion=No%20Religion'))).toEqual([...CASTE_ANY]);
  });

  it('an unknown religion is a 400 naming it', async () => {
    const res = await get('getCasteDropdown?religion=Pastafarian');
    expect(res.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(res.json()).errors).toEqual([
      { path: 'religion', message: 'Please choose a religion from the list.' },
    ]);
  });
});

describe('GET dropdown/getStateDropdown?country=', () => {
  it('lists the states of that country (by code or name), and only those', async () => {
    const australia = await list('getStateDropdown?country=AU');
    expect(values(australia)).toEqual([
      'Australian Capital Territory',
      'New South Wales',
      'Northern Territory',
      'Queensland',
      'South Australia',
      'Tasmania',
      'Victoria',
      'Western Australia',
    ]);
    expect(australia).toContainEqual({ id: 'VIC', value: 'Victoria' });
    expect(await list('getStateDropdown?country=australia')).toEqual(australia);
    const india = values(await list('getStateDropdown?country=IN'));
    expect(india).toContain('Maharashtra');
    expect(india).not.toContain('Victoria');
  });

  it('a country the package has no states for answers an empty list', async () => {
    expect(await list('getStateDropdown?country=AX')).toEqual([]);
  });

  it.each([
    ['getStateDropdown?country=ZZ', 'We do not know that country. Please choose it from the list.'],
    ['getStateDropdown', 'Please choose a country first.'],
  ])('%s → 400 on country', async (path, message) => {
    const res = await get(path);
    expect(res.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(res.json()).errors).toEqual([{ path: 'country', message }]);
  });
});

describe('GET dropdown/cities?country=&q=', () => {
  async function cities(query: string) {
    const res = await get(`cities?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return BirthCitiesResponseSchema.parse(res.json()).data;
  }

  it('answers cities of births with their state, coordinates and time zone', async () => {
    expect(await cities('country=IN&q=amrit')).toEqual([
      {
        id: 'IN-PB-amritsar',
        name: 'Amritsar',
        state: 'Punjab',
        country: 'IN',
        latitude: 31.67,
        longitude: 74.84,
        timeZone: 'Asia/Kolkata',
      },
    ]);
    const zones = Object.fromEntries((await cities('country=au&q=Broken%20H')).map((city) => [city.id, city.timeZone]));
    expect(zones['AU-NSW-broken-hill']).toBe('Australia/Broken_Hill');
    const perth = await cities('country=AU&q=PERTH');
    expect(perth.slice(0, 2).map((city) => [city.id, city.timeZone])).toEqual([
      ['AU-TAS-perth', 'Australia/Hobart'],
      ['AU-WA-perth', 'Australia/Perth'],
    ]);
  });

  it('matches the start of any word, accents and case aside, the whole name’s prefix first, at most 20', async () => {
    expect((await cities('country=BR&q=sao%20paulo'))[0]?.name).toBe('São Paulo');
    const delhi = await cities('country=IN&q=delhi');
    expect(delhi[0]?.name).toBe('Delhi');
    expect(delhi.map((city) => city.name)).toContain('New Delhi');
    expect(delhi.every((city) => /(^|[^\p{L}])delhi/iu.test(city.name))).toBe(true);
    expect(await cities('country=IN&q=a')).toHaveLength(20);
    expect(await cities('country=IN&q=zzzzqq')).toEqual([]);
  });

  it.each([
    ['cities?country=ZZ&q=a', 'country', 'We do not know that country. Please choose it from the list.'],
    ['cities?q=a', 'country', 'Please choose a country first.'],
    ['cities?country=IN', 'q', 'Please type the first letters of the city.'],
    ['cities?country=IN&q=%20', 'q', 'Please type the first letters of the city.'],
    [`cities?country=IN&q=${'a'.repeat(61)}`, 'q', 'Please type at most 60 characters.'],
  ])('%s → 400', async (path, field, message) => {
    const res = await get(path);
    expect(res.statusCode).toBe(400);
    const body = ErrorBodySchema.parse(res.json());
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.errors).toEqual([{ path: field, message }]);
  });

  it('names an unknown country as the state list does (unknownCountry)', async () => {
    const res = await get('cities?country=ZZ&q=a');
    expect(ErrorBodySchema.parse(res.json()).params).toMatchObject({ reason: 'unknownCountry' });
  });
});

describe('signed-in members only', () => {
  const paths = [
    ...PLAIN_LISTS.map(([path]) => path),
    'getIncomeDropdown',
    'getHeightDropdown',
    'getQualificationDropdown',
    'getOccupationDropdown',
    'getCitizenshipDropdown',
    'getCountryDropdown',
    'getStateDropdown?country=AU',
    'cities?country=IN&q=amrit',
  ];
  it.each(paths)('%s → 401 without a token', async (path) => {
    const res = await get(path, {});
    expect(res.statusCode).toBe(401);
    expect(ErrorBodySchema.parse(res.json()).code).toBe('UNAUTHENTICATED');
  });
});

describe('family helpers (ADR 017)', () => {
  it('read the lists too: a relative filling in a profile needs them, and they say nothing about anyone', async () => {
    const { acting } = await candidateAndMother(t.app, ['browse']);
    for (const path of ['getCitizenshipDropdown', 'getReligionDropdown', 'getCasteDropdown?religion=Hindu']) {
      const res = await get(path, acting);
      expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
    }
    expect((await get('getStateDropdown?country=AU', acting)).statusCode).toBe(200);
    expect((await get('cities?country=IN&q=amrit', acting)).statusCode).toBe(200);
  });
});
