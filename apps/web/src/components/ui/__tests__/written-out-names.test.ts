import { describe, expect, it } from 'vitest';
import { monthNamesIn } from '../date-field';
import { allCountries, firstCountries } from '../phone-field';

// English month and country names are written out (the browser's formatters are slow to set up on a phone's first
// render); they must read exactly as the browser would write them.
describe('names written out for English', () => {
  it('months match Intl.DateTimeFormat', () => {
    const format = new Intl.DateTimeFormat('en-AU', { month: 'long' });
    expect(monthNamesIn('en-AU')).toEqual(Array.from({ length: 12 }, (_, m) => format.format(new Date(2000, m, 1))));
  });

  it('the common countries match Intl.DisplayNames, and a chosen other country is in the first list', () => {
    expect(firstCountries('en-AU', 'AU').common).toEqual(allCountries('en-AU').common);
    expect(firstCountries('en-AU', 'AU').all).toEqual([]);
    expect(firstCountries('en-AU', 'FR').all).toEqual([{ country: 'FR', label: 'France (+33)' }]);
  });
});
