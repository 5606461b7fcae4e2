import type { OwnChart } from '@app/shared/horoscope';
import { ownChart } from '../modules/horoscope/index';
import { searchCities } from '../modules/places/index';
import type { Random } from './random';

/**
 * Demo members' horoscope matching (issue 31, docs/horoscope.md): a share of them opted in with their city of birth,
 * and their chart computed by the real code (`ownChart`, as a member's is) from their seeded date, time and city, so
 * Discover's `minGunas` filter finds people and the profile shows real scores.
 *
 * The city is the seeded place of birth as the cities dropdown offers it (`searchCities`: its id, coordinates and
 * IANA zone), the first city of that name in the first country that has one. A place the list does not have leaves
 * the member not opted in.
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

/** Each place looked up once (`<country>|<name>`): the demo's places are few, its members many. */
const found = new Map<string, City | null>();

function findCity(name: string, countries: readonly string[]): City | null {
  for (const country of countries) {
    const key = `${country}|${name}`;
    let city = found.get(key);
    if (city === undefined) {
      // The whole name asked for is the shortest match, so it comes first among the dropdown's answers.
      city = searchCities(country, name).find((candidate) => candidate.name === name) ?? null;
      found.set(key, city);
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
  const { chart, moon } = ownChart({
    dateOfBirth: member.dateOfBirth,
    timeOfBirth: member.timeOfBirth,
    latitude: city.latitude,
    longitude: city.longitude,
    timeZone: city.timeZone,
  });
  return { cityId: city.id, latitude: city.latitude, longitude: city.longitude, timeZone: city.timeZone, chart, moon };
}
