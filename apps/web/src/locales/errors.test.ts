import { describe, expect, it } from 'vitest';
import { ERROR_REASONS } from '@app/shared/errors/reasons';
import en from './en/errors.json';
import hi from './hi/errors.json';
import pa from './pa/errors.json';

type Sentences = Record<string, Record<string, string>>;
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

/** Reasons whose sentence is not the web's to word: a field's own schema message, and the English-only console. */
const notWorded = (reason: string) => reason === 'invalidField' || /^(console|staff|webhook)/.test(reason);

describe('the errors namespace', () => {
  it('words every reason members can meet, and only reasons the server has', () => {
    const catalogue = en.apiErrors as Sentences;
    for (const [code, reasons] of Object.entries(ERROR_REASONS) as [string, readonly string[]][]) {
      const worded = Object.keys(catalogue[code] ?? {}).sort();
      expect(worded, code).toEqual(reasons.filter((reason) => !notWorded(reason)).sort());
    }
    for (const code of Object.keys(catalogue)) expect(Object.keys(ERROR_REASONS), code).toContain(code);
  });

  it('has the same keys and placeholders in Hindi and Punjabi as in English, each sentence ending with “।”', () => {
    for (const [language, messages] of [
      ['hi', hi],
      ['pa', pa],
    ] as const) {
      const theirs = messages.apiErrors as Sentences;
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
});
