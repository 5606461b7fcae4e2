import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '@app/shared';
import { ProfileEditsResponseSchema, ProfileEditUndoResponseSchema } from '@app/shared/family';
import {
  MyDetailsResponseSchema,
  OwnReligiousBackgroundSchema,
  PublicProfileResponseSchema,
  SectionUpdatedResponseSchema,
  type MyDetails,
} from '@app/shared/profile';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createSignedInMember } from '../../../test/factories/profiles';
import { birthMoment, computeChart } from '../horoscope/index';
import { connect } from '../photos/test-support';
import { candidateAndMother, familyApi } from '../family/test-support';
import { JSON_AREAS } from '../safety/export-contents';

/**
 * Horoscope matching, the member's own part (issue 31, docs/horoscope.md "The opt-in and the stored chart"): the
 * opt-in and the city of birth on every path that writes birth details, the chart stored and kept in step with them
 * (and the match row's Moon and Manglik status), what My Details shows its owner and another member does not see.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_ENABLED: '0' } });
});
afterAll(async () => t.close());

type Headers = { authorization: string };

function api(method: InjectOptions['method'], path: string, headers: Headers, payload?: unknown) {
  return t.app.inject({
    method,
    url: `/api/v1/${path}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

const AMRITSAR = {
  id: 'IN-PB-amritsar',
  name: 'Amritsar',
  state: 'Punjab',
  country: 'IN',
  latitude: 31.67,
  longitude: 74.84,
  timeZone: 'Asia/Kolkata',
};

/** Born 1990 December 6 at 22:46 IST: the Moon in Ashlesha pada 2, Karkata (chart.test.ts' published birth). */
const member = () =>
  createSignedInMember(t.app, { profile: { dateOfBirth: '1990-12-06', timeOfBirth: '22:46', placeOfBirth: null } });

async function myDetails(headers: Headers): Promise<MyDetails> {
  const res = await api('GET', 'profile/mydetails', headers);
  expect(res.statusCode, res.body).toBe(200);
  return MyDetailsResponseSchema.parse(res.json()).data[0]!;
}

async function religious(headers: Headers, body: Record<string, unknown>) {
  const res = await api('PUT', 'profile/updateReligiousBackground', headers, body);
  expect(res.statusCode, res.body).toBe(200);
  return OwnReligiousBackgroundSchema.parse(SectionUpdatedResponseSchema.parse(res.json()).data);
}

const stored = (userId: string) =>
  t.app.db
    .selectFrom('profiles')
    .select([
      'horoscopeOptIn',
      'birthCityId',
      'birthLatitude',
      'birthLongitude',
      'birthTimeZone',
      'placeOfBirth',
      'horoscopeChart',
      'horoscopeMoon',
      'dateOfBirth',
      'timeOfBirth',
    ])
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();

const matchRow = (userId: string) =>
  t.app.db
    .selectFrom('matchProfiles')
    .select(['horoscopeMoon', 'manglik'])
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();

/** The Manglik status computed directly for Amritsar at that date and time. */
function manglikAt(date: string, time: string): boolean {
  const { utc } = birthMoment({ date, time, timeZone: 'Asia/Kolkata' });
  const chart = computeChart({ utc, latitude: AMRITSAR.latitude, longitude: AMRITSAR.longitude, timeKnown: true });
  return chart.manglik!.manglik;
}

describe('choosing a city and opting in (the religious section)', () => {
  it('keeps the city with its coordinates and zone and names the place; the chart only once opted in', async () => {
    const me = await member();
    const section = await religious(me.headers, { cityOfBirth: AMRITSAR.id });
    expect(section).toMatchObject({ cityOfBirth: AMRITSAR, placeOfBirth: 'Amritsar, Punjab', horoscopeOptIn: false });
    expect(await stored(me.id)).toMatchObject({
      birthCityId: AMRITSAR.id,
      birthLatitude: 31.67,
      birthLongitude: 74.84,
      birthTimeZone: 'Asia/Kolkata',
      horoscopeChart: null,
      horoscopeMoon: null,
    });
    expect((await myDetails(me.headers)).horoscope).toEqual({ optIn: false, chart: null });
    expect(await matchRow(me.id)).toEqual({ horoscopeMoon: null, manglik: null });

    expect(await religious(me.headers, { horoscopeOptIn: true })).toMatchObject({ horoscopeOptIn: true });
    const { horoscope, religious_background } = await myDetails(me.headers);
    expect(religious_background).toMatchObject({ horoscopeOptIn: true, cityOfBirth: AMRITSAR });
    const manglik = manglikAt('1990-12-06', '22:46');
    expect(horoscope).toMatchObject({
      optIn: true,
      chart: {
        rashi: 'karka',
        nakshatra: 'ashlesha',
        pada: 2,
        timeKnown: true,
        manglik,
        matchable: true,
        certainty: { rashiCertain: true, nakshatraCertain: true, padaCertain: true },
      },
    });
    expect(horoscope.chart?.ascendant).toBeDefined();
    expect((await stored(me.id)).horoscopeMoon).toBe(8 * 12 + 3);
    expect(await matchRow(me.id)).toEqual({ horoscopeMoon: 8 * 12 + 3, manglik });
  });

  it('recomputes the chart when the time or the date changes; an unknown time leaves no ascendant or Manglik status', async () => {
    const me = await member();
    await religious(me.headers, { cityOfBirth: AMRITSAR.id, horoscopeOptIn: true });

    // Without a time, 1990 December 6 saw the Moon pass from Pushya into Ashlesha: nothing to match on.
    await religious(me.headers, { timeOfBirth: null });
    const open = (await myDetails(me.headers)).horoscope.chart;
    expect(open).toMatchObject({
      timeKnown: false,
      manglik: null,
      matchable: false,
      certainty: { nakshatraCertain: false, nakshatrasOfDay: ['pushya', 'ashlesha'] },
    });
    expect(open).not.toHaveProperty('ascendant');
    expect((await stored(me.id)).horoscopeMoon).toBeNull();
    expect(await matchRow(me.id)).toEqual({ horoscopeMoon: null, manglik: null });

    // 1990 February 19: a slow Moon stays in Jyeshtha (Vrishchika) the whole day in India.
    const corrected = await api('PUT', 'profile/updateDateOfBirth', me.headers, { dateOfBirth: '1990-02-19' });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(SectionUpdatedResponseSchema.parse(corrected.json()).data).toMatchObject({
      dateOfBirth: '1990-02-19',
      horoscopeOptIn: true,
      cityOfBirth: AMRITSAR,
    });
    expect((await myDetails(me.headers)).horoscope.chart).toMatchObject({
      rashi: 'vrishchika',
      nakshatra: 'jyeshtha',
      matchable: true,
      timeKnown: false,
    });
    expect(await matchRow(me.id)).toEqual({ horoscopeMoon: 17 * 12 + 7, manglik: null });

    await religious(me.headers, { timeOfBirth: '06:15' });
    const timed = (await myDetails(me.headers)).horoscope.chart;
    expect(timed).toMatchObject({ timeKnown: true, manglik: manglikAt('1990-02-19', '06:15') });
    expect(timed?.ascendant).toBeDefined();
    expect(await matchRow(me.id)).toEqual({ horoscopeMoon: 17 * 12 + 7, manglik: manglikAt('1990-02-19', '06:15') });
  });

  it('opting out clears the chart and keeps the date, time and city', async () => {
    const me = await member();
    await religious(me.headers, { cityOfBirth: AMRITSAR.id, horoscopeOptIn: true });
    expect((await stored(me.id)).horoscopeChart).not.toBeNull();
    const section = await religious(me.headers, { horoscopeOptIn: false });
    expect(section).toMatchObject({ horoscopeOptIn: false, cityOfBirth: AMRITSAR, timeOfBirth: '22:46' });
    expect(await stored(me.id)).toMatchObject({
      horoscopeOptIn: false,
      horoscopeChart: null,
      horoscopeMoon: null,
      birthCityId: AMRITSAR.id,
      dateOfBirth: '1990-12-06',
      timeOfBirth: '22:46',
    });
    expect((await myDetails(me.headers)).horoscope).toEqual({ optIn: false, chart: null });
    expect(await matchRow(me.id)).toEqual({ horoscopeMoon: null, manglik: null });
  });

  it('a place of birth as text (older clients) clears the city and the chart; the same text again keeps them', async () => {
    const me = await member();
    await religious(me.headers, { cityOfBirth: AMRITSAR.id, horoscopeOptIn: true });
    // A form sent again unchanged.
    expect(
      await religious(me.headers, { placeOfBirth: 'Amritsar, Punjab', religion: me.profile.religion }),
    ).toMatchObject({
      cityOfBirth: AMRITSAR,
    });
    expect((await stored(me.id)).horoscopeMoon).toBe(99);

    const typed = await religious(me.headers, { placeOfBirth: 'Lahore' });
    expect(typed).toMatchObject({ placeOfBirth: 'Lahore', cityOfBirth: null, horoscopeOptIn: true });
    expect(await stored(me.id)).toMatchObject({
      birthCityId: null,
      birthLatitude: null,
      birthTimeZone: null,
      horoscopeChart: null,
      horoscopeMoon: null,
    });
    expect((await myDetails(me.headers)).horoscope).toEqual({ optIn: true, chart: null });

    // The city chosen again, then cleared with null: the text stays, the chart goes.
    await religious(me.headers, { cityOfBirth: AMRITSAR.id });
    expect((await stored(me.id)).horoscopeMoon).toBe(99);
    expect(await religious(me.headers, { cityOfBirth: null })).toMatchObject({
      cityOfBirth: null,
      placeOfBirth: 'Amritsar, Punjab',
    });
    expect((await stored(me.id)).horoscopeChart).toBeNull();
  });

  it('keeps a city a later list no longer has: its id is accepted again, its place and chart stay as kept', async () => {
    const me = await member();
    // As if a new release of the list had renamed the city after the member chose it.
    await t.app.db
      .updateTable('profiles')
      .set({
        birthCityId: 'IN-PB-old-amritsar',
        birthLatitude: 31.67,
        birthLongitude: 74.84,
        birthTimeZone: 'Asia/Kolkata',
        placeOfBirth: 'Old Amritsar, Punjab',
      })
      .where('userId', '=', me.id)
      .execute();
    const section = await religious(me.headers, { cityOfBirth: 'IN-PB-old-amritsar', horoscopeOptIn: true });
    expect(section.cityOfBirth).toEqual({
      id: 'IN-PB-old-amritsar',
      name: 'Old Amritsar, Punjab',
      state: '',
      country: 'IN',
      latitude: 31.67,
      longitude: 74.84,
      timeZone: 'Asia/Kolkata',
    });
    expect((await myDetails(me.headers)).horoscope.chart).toMatchObject({ rashi: 'karka', nakshatra: 'ashlesha' });
  });

  it('refuses a city the list does not have (unknownCity), writing nothing', async () => {
    const me = await member();
    const res = await api('PUT', 'profile/updateReligiousBackground', me.headers, {
      cityOfBirth: 'IN-PB-atlantis',
      horoscopeOptIn: true,
    });
    expect(res.statusCode).toBe(400);
    const body = ErrorBodySchema.parse(res.json());
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.params).toMatchObject({ reason: 'unknownCity' });
    expect(body.errors).toEqual([
      { path: 'cityOfBirth', message: 'We do not know that city. Please choose it from the list.' },
    ]);
    expect(await stored(me.id)).toMatchObject({ horoscopeOptIn: false, birthCityId: null });
    // A wrong type is the schema's refusal.
    const wrong = await api('PUT', 'profile/updateReligiousBackground', me.headers, { horoscopeOptIn: 'yes' });
    expect(wrong.statusCode).toBe(400);
  });
});

describe('onboarding’s step 5 (form/otherDetails)', () => {
  it('takes the opt-in and the city, and shows them when the step is opened again', async () => {
    const me = await member();
    const { religion, community, caste, motherTongue } = me.profile;
    const res = await api('POST', 'form/otherDetails', me.headers, {
      religion,
      community,
      caste,
      motherTongue,
      dateOfBirth: '1990-12-06',
      timeOfBirth: '22:46',
      cityOfBirth: AMRITSAR.id,
      horoscopeOptIn: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const step = await api('GET', 'form/otherDetails', me.headers);
    expect(step.json().data).toMatchObject({
      placeOfBirth: 'Amritsar, Punjab',
      cityOfBirth: AMRITSAR,
      horoscopeOptIn: true,
    });
    expect((await myDetails(me.headers)).horoscope.chart).toMatchObject({ rashi: 'karka', nakshatra: 'ashlesha' });
    expect(await matchRow(me.id)).toMatchObject({ horoscopeMoon: 99 });

    // Sent again without the two keys (an older client): both stay.
    const again = await api('POST', 'form/otherDetails', me.headers, {
      religion,
      community,
      caste,
      motherTongue,
      dateOfBirth: '1990-12-06',
      timeOfBirth: '22:46',
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(await stored(me.id)).toMatchObject({ horoscopeOptIn: true, birthCityId: AMRITSAR.id, horoscopeMoon: 99 });

    const unknown = await api('POST', 'form/otherDetails', me.headers, {
      religion,
      community,
      caste,
      motherTongue,
      dateOfBirth: '1990-12-06',
      cityOfBirth: 'XX-1-nowhere',
    });
    expect(unknown.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(unknown.json()).params).toMatchObject({ reason: 'unknownCity' });
  });
});

describe('another member', () => {
  it('is shown the place of birth (to connections) and none of the coordinates, zone, opt-in or chart', async () => {
    const me = await member();
    await religious(me.headers, { cityOfBirth: AMRITSAR.id, horoscopeOptIn: true });
    const viewer = await createSignedInMember(t.app, { usertype: 'Premium' });
    await connect(t.app, viewer, me);
    const res = await api('POST', 'profile/getUserDetails', viewer.headers, { userId: me.id });
    expect(res.statusCode, res.body).toBe(200);
    const profile = PublicProfileResponseSchema.parse(res.json()).data[0]!;
    expect(profile.religious_background).toMatchObject({ placeOfBirth: 'Amritsar, Punjab' });
    for (const key of ['horoscopeOptIn', 'cityOfBirth', 'birthCityId', 'timeZone', 'moonLongitude', 'IN-PB-amritsar']) {
      expect(res.body).not.toContain(key);
    }
    expect(res.body).not.toContain('74.84');
  });
});

describe('a family helper', () => {
  const call = (...args: Parameters<ReturnType<typeof familyApi>>) => familyApi(t.app)(...args);

  it('choosing the city and opting in is listed to the candidate by the place and the opt-in, and undone whole', async () => {
    const { candidate, acting } = await candidateAndMother(t.app, ['browse', 'edit']);
    const before = await stored(candidate.id);
    const res = await call('PUT', 'profile/updateReligiousBackground', acting, {
      cityOfBirth: AMRITSAR.id,
      horoscopeOptIn: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await stored(candidate.id)).horoscopeChart).not.toBeNull();

    const list = await call('GET', 'family/edits', candidate.headers);
    const [edit] = ProfileEditsResponseSchema.parse(list.json()).data;
    expect(edit?.changes.map((change) => change.field).sort()).toEqual(['horoscopeOptIn', 'placeOfBirth']);
    expect(edit?.changes).toContainEqual({ field: 'horoscopeOptIn', before: false, after: true });

    const undo = await call('POST', `family/edits/${edit!.id}/undo`, candidate.headers);
    expect(undo.statusCode, undo.body).toBe(200);
    expect(ProfileEditUndoResponseSchema.parse(undo.json()).data.kept).toEqual([]);
    expect(await stored(candidate.id)).toMatchObject({
      horoscopeOptIn: false,
      birthCityId: null,
      birthTimeZone: null,
      placeOfBirth: before.placeOfBirth,
      horoscopeChart: null,
      horoscopeMoon: null,
    });
    expect(await matchRow(candidate.id)).toEqual({ horoscopeMoon: null, manglik: null });
  });

  it('undoing keeps a city chosen again since whole, and the chart follows what stands', async () => {
    const { candidate, acting } = await candidateAndMother(t.app, ['browse', 'edit']);
    await call('PUT', 'profile/updateReligiousBackground', acting, { cityOfBirth: AMRITSAR.id, horoscopeOptIn: true });
    // The candidate then chooses Ludhiana: another city in the same zone.
    await religious(candidate.headers, { cityOfBirth: 'IN-PB-ludhiana' });
    const [edit] = ProfileEditsResponseSchema.parse((await call('GET', 'family/edits', candidate.headers)).json()).data;
    const undo = await call('POST', `family/edits/${edit!.id}/undo`, candidate.headers);
    expect(undo.statusCode, undo.body).toBe(200);
    expect(ProfileEditUndoResponseSchema.parse(undo.json()).data).toMatchObject({
      restored: ['horoscopeOptIn'],
      kept: ['placeOfBirth'],
    });
    expect(await stored(candidate.id)).toMatchObject({
      horoscopeOptIn: false,
      birthCityId: 'IN-PB-ludhiana',
      birthTimeZone: 'Asia/Kolkata',
      placeOfBirth: 'Ludhiana, Punjab',
      horoscopeChart: null,
      horoscopeMoon: null,
    });
  });
});

describe('the member’s copy of their data', () => {
  it('holds the opt-in, the city as kept and the stored chart', async () => {
    const me = await member();
    await religious(me.headers, { cityOfBirth: AMRITSAR.id, horoscopeOptIn: true });
    const area = JSON_AREAS.find((each) => each.file === 'profile.json')!;
    const profile = JSON.parse(JSON.stringify(await area.read(t.app.db, { id: me.id, email: me.email })));
    expect(profile).toMatchObject({
      horoscopeOptIn: true,
      birthCityId: AMRITSAR.id,
      birthLatitude: 31.67,
      birthLongitude: 74.84,
      birthTimeZone: 'Asia/Kolkata',
      placeOfBirth: 'Amritsar, Punjab',
      horoscopeChart: { rashi: 'karka', nakshatra: 'ashlesha', pada: 2 },
      horoscopeMoon: 99,
    });
  });
});
