import { createRequire } from 'node:module';

/**
 * Countries (ISO 3166-1 alpha-2) and their states, from the maintained `country-state-city` package. Only its
 * country and state data are loaded here: the package's entry point would also load its 8 MB city list, which
 * `cities.ts` reads on its own, only when a city is asked for. Node 20 cannot import JSON from ESM without import attributes, so the two files are read through
 * `require`, once, on first use; the lookup maps are built at the same time.
 */

export type Country = { code: string; name: string };
export type State = { code: string; name: string; countryCode: string };

type RawCountry = { isoCode: string; name: string; timezones?: Array<{ zoneName: string }> | null };
type RawState = { isoCode: string; name: string; countryCode: string };

type Places = {
  countries: Country[];
  countryByKey: Map<string, Country>;
  /** The IANA zones the package lists for each country (ISO code). */
  zonesByCountry: Map<string, string[]>;
  statesByCountry: Map<string, State[]>;
  stateByKey: Map<string, State>;
};

let places: Places | undefined;

/** Letter case, accents and punctuation do not matter when a member types a name ("Sant Julià" = "sant julia"). */
function key(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

function load(): Places {
  if (places) return places;
  const require = createRequire(import.meta.url);
  const rawCountries = require('country-state-city/lib/cjs/assets/country.json') as RawCountry[];
  const rawStates = require('country-state-city/lib/cjs/assets/state.json') as RawState[];

  const countries = rawCountries
    .map((country) => ({ code: country.isoCode, name: country.name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  const countryByKey = new Map<string, Country>();
  for (const country of countries) {
    countryByKey.set(`code:${country.code}`, country);
    countryByKey.set(`name:${key(country.name)}`, country);
  }

  const zonesByCountry = new Map(
    rawCountries.map((country) => [country.isoCode, (country.timezones ?? []).map((zone) => zone.zoneName)]),
  );

  const statesByCountry = new Map<string, State[]>();
  const stateByKey = new Map<string, State>();
  for (const raw of rawStates) {
    const state = { code: raw.isoCode, name: raw.name, countryCode: raw.countryCode };
    const list = statesByCountry.get(state.countryCode) ?? [];
    list.push(state);
    statesByCountry.set(state.countryCode, list);
    // A few countries list two regions under one name (a city and its county): the first one answers for both.
    const byName = `${state.countryCode}|name:${key(state.name)}`;
    if (!stateByKey.has(byName)) stateByKey.set(byName, state);
    const byCode = `${state.countryCode}|code:${state.code.toUpperCase()}`;
    if (!stateByKey.has(byCode)) stateByKey.set(byCode, state);
    // The city list names states by their exact code.
    const exact = `${state.countryCode}|exact:${state.code}`;
    if (!stateByKey.has(exact)) stateByKey.set(exact, state);
  }
  for (const list of statesByCountry.values()) list.sort((a, b) => a.name.localeCompare(b.name, 'en'));

  places = { countries, countryByKey, zonesByCountry, statesByCountry, stateByKey };
  return places;
}

/** Every country, by name. */
export function listCountries(): readonly Country[] {
  return load().countries;
}

/** The states of a country by its ISO code, by name; empty for an unknown country or one without states. */
export function listStates(countryCode: string): readonly State[] {
  return load().statesByCountry.get(countryCode.trim().toUpperCase()) ?? [];
}

/** A country from its ISO alpha-2 code (any case) or its English name; undefined when it is neither. */
export function findCountry(codeOrName: string | null | undefined): Country | undefined {
  if (!codeOrName) return undefined;
  const text = codeOrName.trim();
  if (!text) return undefined;
  const { countryByKey } = load();
  if (/^[A-Za-z]{2}$/.test(text)) {
    const byCode = countryByKey.get(`code:${text.toUpperCase()}`);
    if (byCode) return byCode;
  }
  return countryByKey.get(`name:${key(text)}`);
}

/** Whether the package lists states for this country (when it does not, any state text is accepted). */
export function hasStates(countryCode: string): boolean {
  return listStates(countryCode).length > 0;
}

/** A state of the given country from its name or its code ("Victoria", "VIC"); undefined when it is not one. */
export function findState(countryCode: string, nameOrCode: string | null | undefined): State | undefined {
  if (!nameOrCode) return undefined;
  const text = nameOrCode.trim();
  if (!text) return undefined;
  const country = countryCode.trim().toUpperCase();
  const { stateByKey } = load();
  return stateByKey.get(`${country}|name:${key(text)}`) ?? stateByKey.get(`${country}|code:${text.toUpperCase()}`);
}

/** The English name of a country code; the code itself when it is unknown (stored data never loses meaning). */
export function countryName(code: string | null | undefined): string | null {
  if (!code) return null;
  return findCountry(code)?.name ?? code;
}

/** The IANA zones the package lists for a country (ISO code); empty for an unknown one. */
export function countryZones(countryCode: string): readonly string[] {
  return load().zonesByCountry.get(countryCode) ?? [];
}

/** The name of a state from its exact code in the package (as the city list gives it); undefined when unknown. */
export function stateName(countryCode: string, stateCode: string): string | undefined {
  return load().stateByKey.get(`${countryCode}|exact:${stateCode}`)?.name;
}
