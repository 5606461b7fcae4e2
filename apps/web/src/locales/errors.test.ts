import { describe, expect, it } from 'vitest';
import { USER_TYPES } from '@app/shared/constants';
import { ERROR_CODES } from '@app/shared/errors/codes';
import { ERROR_REASONS, REASON_REQUIRED } from '@app/shared/errors/reasons';
import en from './en/errors.json';
import hi from './hi/errors.json';
import pa from './pa/errors.json';

type Sentences = Record<string, Record<string, string>>;
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

/** Reasons whose sentence is not the web's to word: a field's own schema message, and the English-only console. */
const notWorded = (reason: string) => reason === 'invalidField' || /^(console|staff|webhook)/.test(reason);
const reasonsOf = (code: string): readonly string[] =>
  (REASON_REQUIRED as readonly string[]).includes(code)
    ? (ERROR_REASONS as Record<string, readonly string[]>)[code]!
    : // A code with one sentence carries no reason: it is worded by its `generic` one.
      ['generic'];

describe('the errors namespace', () => {
  it('words every code, every reason members can meet, and only reasons the server has', () => {
    const catalogue = en.apiErrors as Sentences;
    expect(Object.keys(catalogue).sort()).toEqual([...ERROR_CODES].sort());
    for (const code of ERROR_CODES) {
      const worded = Object.keys(catalogue[code] ?? {}).sort();
      expect(worded, code).toEqual(
        reasonsOf(code)
          .filter((reason) => !notWorded(reason))
          .sort(),
      );
    }
    // Every code with reasons requires them (so the web never meets one of its errors without).
    expect(Object.keys(ERROR_REASONS).sort()).toEqual([...REASON_REQUIRED].sort());
  });

  it('has the same keys and placeholders in Hindi and Punjabi as in English, each sentence ending with “।”', () => {
    for (const [language, messages] of [
      ['hi', hi],
      ['pa', pa],
    ] as const) {
      const theirs = messages.apiErrors as Sentences;
      expect(Object.keys(theirs).sort(), language).toEqual(Object.keys(en.apiErrors).sort());
      for (const [code, sentences] of Object.entries(en.apiErrors as Sentences)) {
        expect(Object.keys(theirs[code] ?? {}).sort(), `${language} ${code}`).toEqual(Object.keys(sentences).sort());
        for (const [reason, english] of Object.entries(sentences)) {
          const text = theirs[code]?.[reason] ?? '';
          expect(placeholders(text), `${language} ${code}.${reason}`).toEqual(placeholders(english));
          expect(text, `${language} ${code}.${reason}`).toMatch(/।$/);
        }
      }
    }
  });

  it('names every plan in every language, for the params that name one', () => {
    for (const messages of [en, hi, pa]) expect(Object.keys(messages.apiParams.tier)).toEqual([...USER_TYPES]);
    expect(Object.values(en.apiParams.tier)).toEqual([...USER_TYPES]);
  });
});
