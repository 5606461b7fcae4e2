import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import tzLookup from '@photostructure/tz-lookup';
import { NAKSHATRA_IDS, RASHI_IDS, type OwnChart } from '@app/shared/horoscope';
import { birthMoment, computeChart, moonId } from '../modules/horoscope/index';
import type { Random } from './random';

/**
 * Demo members' horoscope matching (issue 31, docs/horoscope.md): a share of them opted in with their city of birth,
 * and their chart computed by the real code (`birthMoment`, `computeChart`) from their seeded date, time and city,
 * so Discover's `minGunas` filter finds people and the profile shows real scores.
 *
 * The city is the seeded place of birth looked up in `country-state-city`'s city list (the list the cities dropdown
 * offers), with its coordinates and the IANA zone at them (`@photostructure/tz-lookup`); its id is the dropdown's
 * form, `<country>-<state code>-<slug of the name>`. A place the list does not have leaves the member not opted in.
 */

export type SeedHoroscope = {
  cityId: string;
  latitude: number;
  longitude: number;
  timeZone: string;
  chart: OwnChart;
  /** `nakshatra * 12 + rashi` when the Moon's rashi and nakshatra are certain, else null. */
  moon: number | null;
};

type City = { id: string; latitude: number; longitude: number; timeZone: string };
type RawCity = [string, string, string, string, string];

const slug = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');

/** The first city of each name in each country (`<country>|<name>`), read once. */
let cities: Map<string, [string, string, number, number]> | undefined;
const zoned = new Map<string, City | null>();

function findCity(name: string, countries: readonly string[]): City | null {
  if (!cities) {
    const require = createRequire(import.meta.url);
    const raw = JSON.parse(
      readFileSync(require.resolve('country-state-city/lib/cjs/assets/city.json'), 'utf8'),
    ) as RawCity[];
    cities = new Map();
    for (const [cityName, country, state, latitude, longitude] of raw) {
      const key = `${country}|${cityName}`;
      if (!cities.has(key)) cities.set(key, [country, state, Number(latitude), Number(longitude)]);
    }
  }
  for (const country of countries) {
    const key = `${country}|${name}`;
    let city = zoned.get(key);
    if (city === undefined) {
      const row = cities.get(key);
      city = row
        ? {
            id: `${row[0]}-${row[1]}-${slug(name)}`,
            latitude: row[2],
            longitude: row[3],
            timeZone: tzLookup(row[2], row[3]),
          }
        : null;
      zoned.set(key, city);
    }
    if (city) return city;
  }
  return null;
}

/** How many opt in, by religion: those whose families most often ask for a horoscope match, more. */
const OPT_IN_SHARE: Readonly<Record<string, number>> = { Hindu: 0.4, Jain: 0.3, Sikh: 0.15, Buddhist: 0.15 };
const OTHER_SHARE = 0.05;

/**
 * The member's horoscope when they opted in (drawn from `random`, a stream of its own), else null. The chart is the
 * real computation's; nothing is invented.
 */
export function seedHoroscope(
  random: Random,
  member: {
    religion: string;
    dateOfBirth: string;
    timeOfBirth: string;
    placeOfBirth: string;
    /** Where to look the place up, in order (the heritage's home country, Australia). */
    countries: readonly string[];
    /** Opted in whatever the draw (the demo login, so the demo shows the feature). */
    optedIn?: boolean;
  },
): SeedHoroscope | null {
  const share = OPT_IN_SHARE[member.religion] ?? OTHER_SHARE;
  // Drawn always, so the stream stays the same whether or not `optedIn` decides.
  if (!random.chance(share) && !member.optedIn) return null;
  const city = findCity(member.placeOfBirth, member.countries);
  if (!city) return null;
  const moment = birthMoment({ date: member.dateOfBirth, time: member.timeOfBirth, timeZone: city.timeZone });
  const chart = computeChart({
    utc: moment.utc,
    latitude: city.latitude,
    longitude: city.longitude,
    timeKnown: moment.timeKnown,
    localDay: moment.localDay,
  });
  const { moon, certainty } = chart;
  const matchable = certainty.rashiCertain && certainty.nakshatraCertain;
  const own: OwnChart = {
    rashi: RASHI_IDS[moon.rashi]!,
    nakshatra: NAKSHATRA_IDS[moon.nakshatra]!,
    pada: moon.pada,
    moonLongitude: moon.longitude,
    ...(chart.ascendant
      ? { ascendant: { longitude: chart.ascendant.longitude, rashi: RASHI_IDS[chart.ascendant.rashi]! } }
      : {}),
    manglik: chart.manglik?.manglik ?? null,
    timeKnown: moment.timeKnown,
    certainty: {
      rashiCertain: certainty.rashiCertain,
      nakshatraCertain: certainty.nakshatraCertain,
      padaCertain: certainty.padaCertain,
      rashisOfDay: certainty.rashisOfDay.map((index) => RASHI_IDS[index]!),
      nakshatrasOfDay: certainty.nakshatrasOfDay.map((index) => NAKSHATRA_IDS[index]!),
    },
    matchable,
  };
  return { ...city, cityId: city.id, chart: own, moon: matchable ? moonId(moon) : null };
}
