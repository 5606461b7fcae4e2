import { getCountries, getCountryCallingCode } from 'libphonenumber-js';
import { describe, expect, it } from 'vitest';
import { DIAL_CODES, REGIONS_EN } from './calling-codes';
import { contactNumberField } from './phone';

describe('calling codes', () => {
  it('list every region libphonenumber-js knows, with its calling code, and name each in English', () => {
    const copy = Object.fromEntries(DIAL_CODES.map((entry) => [entry.country, entry.value]));
    expect(copy).toEqual(
      Object.fromEntries(getCountries().map((country) => [country, `+${getCountryCallingCode(country)}`])),
    );
    expect(REGIONS_EN.map((region) => region.country).sort()).toEqual([...getCountries()].sort());
  });

  it('the server’s phone check takes a number of every Gulf country', () => {
    for (const [number, stored] of [
      ['+971 50 123 4567', '+971501234567'],
      ['+966 50 123 4567', '+966501234567'],
      ['+974 3312 3456', '+97433123456'],
      ['+965 5012 3456', '+96550123456'],
      ['+968 9212 3456', '+96892123456'],
      ['+973 3600 1234', '+97336001234'],
    ]) {
      expect(contactNumberField.parse(number)).toBe(stored);
    }
  });
});
