import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import tzLookup from '@photostructure/tz-lookup';
import type { BirthCity } from '@app/shared/horoscope';
import { countryZones, findCountry, stateName } from './places';

/**
 * Cities of birth (issue 31, docs/horoscope.md "The opt-in and the stored chart"), from `country-state-city`'s city
 * list: each row is `[name, countryCode, stateCode, latitude, longitude]`, 148,000 of them (8 MB of JSON).
 *
 * - **Loaded once, on first use**, by reading the file (not `require`, which would keep the parsed 40 MB array in its
 *   cache for ever). The rows are kept by country in a compact form: the names, the state codes (one string per
 *   state), and the coordinates in a `Float64Array`; the raw array is dropped once read. A country's search keys and
 *   ids are made the first time that country is asked for.
 * - **The time zone** is the country's when `country.json` gives it one zone, else the IANA zone at the city's
 *   coordinates (`@photostructure/tz-lookup`): near a border a country's own single zone is the better answer.
 * - **The id** is stable across releases of the list as long as the city keeps its country, state and name:
 *   `<country>-<state code>-<slug of the name>` (the slug: accents removed, lower case, anything but letters and
 *   digits as one hyphen), e.g. `IN-PB-amritsar`, `AU-NSW-broken-hill`. The few names whose slugs collide within one
 *   state ("Deutsch Griffen" and "Deutsch-Griffen") are told apart by `-2`, `-3`… in the order of their names, then
 *   their coordinates. A member's chosen city is kept with its coordinates and zone, so an id a later release
 *   no longer lists moves no chart (the profile keeps the place as it was).
 */

type CountryCities = {
  names: string[];
  states: string[];
  /** latitude, longitude, latitude, longitude… */
  coordinates: Float64Array;
  /** Made on the country's first search or lookup. */
  index?: { keys: string[]; ids: string[] };
};

type RawCity = [string, string, string, string, string];

let cities: Map<string, CountryCities> | undefined;

function load(): Map<string, CountryCities> {
  if (cities) return cities;
  const require = createRequire(import.meta.url);
  const file = require.resolve('country-state-city/lib/cjs/assets/city.json');
  const raw = JSON.parse(readFileSync(file, 'utf8')) as RawCity[];
  const counts = new Map<string, number>();
  for (const row of raw) counts.set(row[1], (counts.get(row[1]) ?? 0) + 1);
  const byCountry = new Map<string, CountryCities & { filled: number }>();
  for (const [country, count] of counts) {
    byCountry.set(country, {
      names: [],
      states: [],
      coordinates: new Float64Array(count * 2),
      filled: 0,
    });
  }
  const stateCodes = new Map<string, string>();
  for (const [name, country, state, latitude, longitude] of raw) {
    const list = byCountry.get(country)!;
    // One string per state code, whatever the number of rows that repeat it.
    let code = stateCodes.get(state);
    if (code === undefined) stateCodes.set(state, (code = state));
    list.names.push(name);
    list.states.push(code);
    list.coordinates[list.filled * 2] = Number(latitude);
    list.coordinates[list.filled * 2 + 1] = Number(longitude);
    list.filled += 1;
  }
  cities = new Map(
    [...byCountry].map(([country, { names, states, coordinates }]) => [country, { names, states, coordinates }]),
  );
  return cities;
}

/** Letter case, accents and punctuation do not matter ("Sao Paulo" finds "São Paulo"). */
function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const slug = (name: string) => searchKey(name).replace(/ /g, '-');

function indexOf(country: string, list: CountryCities): NonNullable<CountryCities['index']> {
  if (list.index) return list.index;
  const keys = list.names.map(searchKey);
  const ids: string[] = new Array<string>(list.names.length);
  const groups = new Map<string, number[]>();
  list.names.forEach((name, at) => {
    const base = `${country}-${list.states[at]}-${slug(name)}`;
    const group = groups.get(base);
    if (group) group.push(at);
    else groups.set(base, [at]);
  });
  for (const [base, group] of groups) {
    group.sort(
      (a, b) =>
        (list.names[a]! < list.names[b]! ? -1 : list.names[a]! > list.names[b]! ? 1 : 0) ||
        list.coordinates[a * 2]! - list.coordinates[b * 2]! ||
        list.coordinates[a * 2 + 1]! - list.coordinates[b * 2 + 1]!,
    );
    group.forEach((at, order) => (ids[at] = order === 0 ? base : `${base}-${order + 1}`));
  }
  list.index = { keys, ids };
  return list.index;
}

/** The IANA zone whose rules a city's clocks follow. */
function zoneOf(country: string, latitude: number, longitude: number): string {
  const zones = countryZones(country);
  return zones.length === 1 ? zones[0]! : tzLookup(latitude, longitude);
}

function cityAt(country: string, list: CountryCities, at: number): BirthCity {
  const latitude = list.coordinates[at * 2]!;
  const longitude = list.coordinates[at * 2 + 1]!;
  return {
    id: indexOf(country, list).ids[at]!,
    name: list.names[at]!,
    state: stateName(country, list.states[at]!) ?? '',
    country,
    latitude,
    longitude,
    timeZone: zoneOf(country, latitude, longitude),
  };
}

export const MAX_CITY_RESULTS = 20;

/**
 * The cities of a country (ISO code) whose name has a word starting with `query` (case, accents and punctuation
 * aside), best first: those whose whole name starts with it, then shorter names, then alphabetical. At most 20.
 */
export function searchCities(countryCode: string, query: string, limit = MAX_CITY_RESULTS): BirthCity[] {
  const country = countryCode.trim().toUpperCase();
  const list = load().get(country);
  const wanted = searchKey(query);
  if (!list || !wanted) return [];
  const { keys } = indexOf(country, list);
  const found: Array<{ at: number; prefix: boolean }> = [];
  for (let at = 0; at < keys.length; at++) {
    const key = keys[at]!;
    if (key.startsWith(wanted)) found.push({ at, prefix: true });
    else if (key.includes(` ${wanted}`)) found.push({ at, prefix: false });
  }
  found.sort(
    (a, b) =>
      Number(b.prefix) - Number(a.prefix) ||
      keys[a.at]!.length - keys[b.at]!.length ||
      list.names[a.at]!.localeCompare(list.names[b.at]!, 'en') ||
      list.states[a.at]!.localeCompare(list.states[b.at]!, 'en') ||
      a.at - b.at,
  );
  return found.slice(0, limit).map(({ at }) => cityAt(country, list, at));
}

/** A city by its id; undefined when the list has no such city. */
export function findCity(id: string | null | undefined): BirthCity | undefined {
  if (!id) return undefined;
  const country = findCountry(id.slice(0, 2))?.code;
  if (!country || id[2] !== '-') return undefined;
  const list = load().get(country);
  if (!list) return undefined;
  // A scan of the country's ids (tens of thousands at most, well under a millisecond) rather than a map kept for
  // every country searched.
  const at = indexOf(country, list).ids.indexOf(id);
  return at < 0 ? undefined : cityAt(country, list, at);
}

/** How a city reads as a place of birth: "Amritsar, Punjab" (its name alone when the list gives no state). */
export function cityPlaceName(city: Pick<BirthCity, 'name' | 'state'>): string {
  return city.state ? `${city.name}, ${city.state}` : city.name;
}
