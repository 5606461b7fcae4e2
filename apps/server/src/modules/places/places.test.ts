import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
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
