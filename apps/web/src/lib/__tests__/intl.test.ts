import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setLanguage } from '../i18n';
import { dateTimeFormat, listFormat, numberFormat } from '../intl';

/**
 * Punjabi without the browser's Punjabi data (Chromium has none): the same text as a full ICU writes (Node's, which
 * the server's e-mails and first paint use), for every date format the site uses (ADR 018 point 5).
 */
const FORMATS: Intl.DateTimeFormatOptions[] = [
  { dateStyle: 'full' },
  { dateStyle: 'long' },
  { dateStyle: 'medium' },
  { timeStyle: 'short' },
  { dateStyle: 'medium', timeStyle: 'short' },
  { dateStyle: 'long', timeStyle: 'short' },
  { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' },
  { month: 'long' },
];
// Every month and weekday, mornings and afternoons.
const DATES = Array.from({ length: 24 }, (_, index) => new Date(2026, index % 12, 1 + index, index % 2 ? 15 : 9, 5));

describe('Punjabi formatting (pa-IN)', () => {
  beforeAll(() => setLanguage('pa'));
  afterAll(() => setLanguage('en'));

  it.each(FORMATS)('writes dates as a full ICU does: %o', (options) => {
    const native = new Intl.DateTimeFormat('pa-IN', options);
    expect(DATES.map((date) => dateTimeFormat('pa-IN', options).format(date))).toEqual(
      DATES.map((date) => native.format(date)),
    );
  });

  it('writes numbers and lists as a full ICU does', () => {
    expect(numberFormat('pa-IN').format(1234567.5)).toBe(new Intl.NumberFormat('pa-IN').format(1234567.5));
    for (const type of ['conjunction', 'disjunction', 'unit'] as const) {
      const items = ['ਮਾਂ', 'ਪਿਤਾ', 'ਭੈਣ'];
      expect(listFormat('pa-IN', { type }).format(items)).toBe(new Intl.ListFormat('pa-IN', { type }).format(items));
    }
  });
});
