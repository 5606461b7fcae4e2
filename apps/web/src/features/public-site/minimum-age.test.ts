import { describe, expect, it } from 'vitest';
import { MIN_MEMBER_AGE } from '@app/shared/constants';

/**
 * The Child Safety Policy states the site's own rule with the age sign-up and My Details enforce (`MIN_MEMBER_AGE`),
 * before the law, in every language.
 */
type Section = { id: string; blocks: Array<{ text?: string }> };
const documents = import.meta.glob<Record<string, { sections: Section[] }>>(
  '../content/documents/*/child-safety-policy.ts',
  { eager: true },
);

describe.each(Object.keys(documents))('%s', (file) => {
  it('says members, and those a profile is for, must be MIN_MEMBER_AGE or older', () => {
    const document = Object.values(documents[file] ?? {})[0];
    const section = document?.sections.find(({ id }) => id === 'child-and-forced-marriage');
    const rule = section?.blocks[0]?.text ?? '';
    expect(rule).toContain(`${MIN_MEMBER_AGE}`);
    expect(rule).toContain('1961');
  });
});
