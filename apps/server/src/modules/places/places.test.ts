import { readFileSync } from 'node:fs';
import path from 'node:path';
import tzLookup from '@photostructure/tz-lookup';
import { describe, expect, it } from 'vitest';
import { findCity, searchCities } from './cities';
import { countryName, findCountry, findState, hasStates, listCountries, listStates } from './places';

describe('places', () => {
  it('finds a country by ISO code (any case) or English name, accents and case aside', () => {
    expect(findCountry('au')).toEqual({ code: 'AU', name: 'Australia' });
    expect(findCountry(' India ')).toEqual({ code: 'IN', name: 'India' });
    expect(findCountry('united kingdom')).toEqual({ code: 'GB', name: 'United Kingdom' });
    expect(findCountry('Åland Islands')?.code).toBe('AX');
    for (const unknown of ['ZZ', 'Atlantis', '', null, undefined]) expect(findCountry(unknown)).toBeUndefined();
  });

  it('finds a state of that country only, by name or code', () => {
    expect(findState('AU', 'victoria')).toEqual({ code: 'VIC', name: 'Victoria', countryCode: 'AU' });
    expect(findState('au', 'NSW')?.name).toBe('New South Wales');
    expect(findState('IN', 'Victoria')).toBeUndefined();
    expect(findState('AU', 'Maharashtra')).toBeUndefined();
    expect(findState('AU', '')).toBeUndefined();
  });

  it('lists countries and states by name; some countries have no states', () => {
    const countries = listCountries();
    expect(countries.length).toBe(250);
    expect(countries.map((country) => country.name)).toEqual(
      [...countries.map((country) => country.name)].sort((a, b) => a.localeCompare(b, 'en')),
    );
    expect(listStates('AU').map((state) => state.code)).toEqual(['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA']);
    expect(hasStates('AU')).toBe(true);
    expect(hasStates('AX')).toBe(false);
    expect(listStates('ZZ')).toEqual([]);
  });

  it('names a stored code, and keeps an unknown one as it is', () => {
    expect(countryName('NZ')).toBe('New Zealand');
    expect(countryName('QQ')).toBe('QQ');
    expect(countryName(null)).toBeNull();
  });
});

// The web names countries in Hindi and Punjabi from its options catalogue, by ISO code (ADR 018): every country this
// list offers has its name there, and the English there is the name sent here (a package release that adds or renames
// a country fails this test until the catalogue follows).
describe('the web catalogue’s country names', () => {
  const catalogue = path.resolve(import.meta.dirname, '../../../../web/src/locales/en/options.json');
  const english = (JSON.parse(readFileSync(catalogue, 'utf8')) as { options: { country: Record<string, string> } })
    .options.country;

  it('has every country of the list, with the same English name', () => {
    const missing = listCountries().filter((country) => english[country.code] !== country.name);
    expect(missing).toEqual([]);
  });
});

describe('cities of birth', () => {
  it('have ids of country, state code and name, told apart when two names of one state make the same id', () => {
    expect(findCity('IN-PB-amritsar')).toEqual({
      id: 'IN-PB-amritsar',
      name: 'Amritsar',
      state: 'Punjab',
      country: 'IN',
      latitude: 31.67,
      longitude: 74.84,
      timeZone: 'Asia/Kolkata',
    });
    // "Deutsch Griffen" and "Deutsch-Griffen" (Carinthia): the first name in order keeps the plain id.
    expect(findCity('AT-2-deutsch-griffen')?.name).toBe('Deutsch Griffen');
    expect(findCity('AT-2-deutsch-griffen-2')?.name).toBe('Deutsch-Griffen');
    for (const unknown of ['IN-PB-atlantis', 'ZZ-01-nowhere', 'IN', '', null, undefined]) {
      expect(findCity(unknown)).toBeUndefined();
    }
  });

  it('give every city of a country its own id, and find each by it', () => {
    for (const country of ['IN', 'AT', 'BR']) {
      const all = listCountries().find((each) => each.code === country);
      expect(all).toBeDefined();
      // Every city whose name starts with "sa" (hundreds in Brazil) comes back from its id.
      const cities = searchCities(country, 'sa', 10_000);
      expect(cities.length).toBeGreaterThan(country === 'BR' ? 300 : 5);
      expect(new Set(cities.map((city) => city.id)).size).toBe(cities.length);
      for (const city of cities) expect(findCity(city.id)).toEqual(city);
    }
  });

  it('take the country’s zone when it has one, else the zone at the coordinates, and the two agree', () => {
    const zone = (id: string) => findCity(id)?.timeZone;
    expect(zone('AU-NSW-broken-hill')).toBe('Australia/Broken_Hill');
    expect(zone('AU-WA-perth')).toBe('Australia/Perth');
    expect(zone('AU-TAS-perth')).toBe('Australia/Hobart');
    expect(zone('US-NY-new-york-city')).toBe('America/New_York');
    // India and Nepal have one zone each: the country's, which the coordinates' zone agrees with.
    for (const id of ['IN-PB-amritsar', 'IN-MH-mumbai', 'NP-1-kathmandu']) {
      const city = findCity(id);
      expect(city, id).toBeDefined();
      expect(tzLookup(city!.latitude, city!.longitude)).toBe(city!.timeZone);
    }
    expect(zone('IN-PB-amritsar')).toBe('Asia/Kolkata');
    expect(zone('NP-1-kathmandu')).toBe('Asia/Kathmandu');
  });

  it('are searched by the start of any word of the name, accents and case aside, the whole name’s prefix first', () => {
    const names = (country: string, query: string, limit?: number) =>
      searchCities(country, query, limit).map((city) => city.name);
    expect(names('IN', 'AMRIT')).toEqual(['Amritsar']);
    expect(names('BR', 'sao paulo')[0]).toBe('São Paulo');
    const york = names('US', 'york', 200);
    expect(york[0]).toBe('York');
    expect(york).toContain('New York City');
    expect(york.every((name) => /(^|[^\p{L}])york/iu.test(name))).toBe(true);
    // Prefixes of the whole name come first, shorter before longer.
    const perth = searchCities('AU', 'perth');
    expect(perth.slice(0, 2).map((city) => city.id)).toEqual(['AU-TAS-perth', 'AU-WA-perth']);
    expect(perth.findIndex((city) => !city.name.startsWith('Perth'))).toBeGreaterThan(2);
    expect(names('AU', 'erth')).not.toContain('Perth');
    expect(searchCities('IN', 'a')).toHaveLength(20);
    expect(searchCities('ZZ', 'a')).toEqual([]);
    expect(searchCities('IN', ' ,. ')).toEqual([]);
  });
});
