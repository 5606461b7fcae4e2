import { describe, expect, it } from 'vitest';
import { documentTexts } from './testing/document-texts';

/**
 * Support promises no reply time: nothing in the product or the customer's specification guarantees one, so the
 * public pages and the contact form say "as soon as we can" and never a number of days.
 */
const documents = import.meta.glob<Record<string, unknown>>('../content/documents/en/*.ts', { eager: true });
const catalogues = import.meta.glob<Record<string, unknown>>('../../locales/en/{pages,contact}.json', {
  eager: true,
  import: 'default',
});

describe('the reply time', () => {
  it('is never promised as a number of days', () => {
    const all = [...Object.values(documents), ...Object.values(catalogues)].flatMap(documentTexts);
    expect(
      all.filter((text) => /repl(y|ies)[^.]*\b(within|in) (\d+|one|two|three) (business |working )?days?/i.test(text)),
    ).toEqual([]);
    expect(all.some((text) => /repl(y|ies)[^.]* as soon as we can/i.test(text))).toBe(true);
  });
});
