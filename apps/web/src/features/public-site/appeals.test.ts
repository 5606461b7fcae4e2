import { describe, expect, it } from 'vitest';

/**
 * Asking us to look again at a decision has no deadline: an appeal is an e-mail to support, and the server enforces
 * no time limit on it, so the Community Guidelines give none, in any language.
 */
type Section = { id: string; blocks: Array<{ text?: string }> };
const documents = import.meta.glob<Record<string, { sections: Section[] }>>(
  '../content/documents/*/community-guidelines.ts',
  { eager: true },
);

describe.each(Object.keys(documents))('%s', (file) => {
  it('appeals: no number of days', () => {
    const document = Object.values(documents[file] ?? {})[0];
    const appeals = document?.sections.find(({ id }) => id === 'appeals');
    expect(appeals).toBeDefined();
    for (const block of appeals?.blocks ?? []) expect(block.text ?? '').not.toMatch(/\d/);
  });
});
