import { describe, expect, it } from 'vitest';
import { acceptedLanguage } from './notifications.routes';

/** The language of an unsubscribe page whose link names nobody: the browser's first one the site speaks. */
describe('acceptedLanguage', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['hi-IN,hi;q=0.9,en;q=0.8', 'hi'],
    ['fr-FR, pa-IN;q=0.8, en;q=0.5', 'pa'],
    ['en;q=0.4, pa;q=0.9', 'pa'],
    ['de, fr', 'en'],
    ['hi;q=0, en-GB', 'en'],
    ['PA', 'pa'],
  ])('%j → %s', (header, language) => {
    expect(acceptedLanguage(header)).toBe(language);
  });
});
