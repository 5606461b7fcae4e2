import { DISCOVER_FILTER_KEYS, DISCOVER_FILTERS, DISCOVER_SORTS } from '@app/shared/discover';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/discover.json';
import hi from '../../../locales/hi/discover.json';
import pa from '../../../locales/pa/discover.json';

/**
 * Issue 30: shared names the filters and sorts by id only; the web words them. Every id has a name in every language,
 * and the English names are the ones the server's English `emptyHint.message` uses, so English reads as before.
 */
describe('Discover’s filter and sort names', () => {
  it('English names every filter as shared does', () => {
    expect(en.discover.filterNames).toEqual(DISCOVER_FILTERS);
  });

  it.each([
    ['hi', hi],
    ['pa', pa],
  ])('%s names every filter and sort, in its own words', (_language, catalogue) => {
    expect(Object.keys(catalogue.discover.filterNames).sort()).toEqual([...DISCOVER_FILTER_KEYS].sort());
    expect(Object.keys(catalogue.discover.sort.options).sort()).toEqual([...DISCOVER_SORTS].sort());
    for (const key of DISCOVER_FILTER_KEYS) {
      expect(catalogue.discover.filterNames[key]).not.toBe(DISCOVER_FILTERS[key]);
    }
  });
});
