import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, type LanguageCode } from '@app/shared/i18n';
import { serverMessages, SERVER_CATALOGUES } from '../lib/i18n/index';

/**
 * The server's catalogue (e-mails and pushes, ADR 018; docs/translating.md "The rules a file must keep"): every
 * language has the same files and keys as English, with the same placeholders, and a Hindi or Punjabi `_one` writes
 * `{{count}}` (it also shows 0).
 */
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]))].sort();
const english = serverMessages('en');
const others = LANGUAGE_CODES.filter((language): language is Exclude<LanguageCode, 'en'> => language !== 'en');

describe('the server catalogue', () => {
  it('has messages in every language', () => {
    for (const language of LANGUAGE_CODES) expect(serverMessages(language).size).toBeGreaterThan(100);
  });

  it.each(others)('%s has the same files and the same keys as English', (language) => {
    expect(Object.keys(SERVER_CATALOGUES[language]).sort()).toEqual(Object.keys(SERVER_CATALOGUES.en).sort());
    expect([...serverMessages(language).keys()].sort()).toEqual([...english.keys()].sort());
  });

  it.each(others)('%s keeps every placeholder of English, and invents none', (language) => {
    const messages = serverMessages(language);
    const mismatches = [...english].flatMap(([key, text]) => {
      const translated = messages.get(key);
      if (translated === undefined) return [];
      // English may say "A new match" where Hindi says "{{count}} नया रिश्ता": a count is the plural's own.
      const ours = placeholders(text).filter((name) => name !== 'count');
      const theirs = placeholders(translated).filter((name) => name !== 'count');
      return ours.join() === theirs.join() ? [] : [{ key, english: ours, [language]: theirs }];
    });
    expect(mismatches).toEqual([]);
  });

  it.each(others)('%s writes {{count}} in every _one and _other form, never a literal one', (language) => {
    const plural = [...serverMessages(language)].filter(([key]) => /_(one|other)$/.test(key));
    expect(plural.length).toBeGreaterThan(0);
    for (const [key, text] of plural) expect(text, key).toContain('{{count}}');
  });

  it('has no empty message, and no text left in English in Hindi or Punjabi', () => {
    for (const language of LANGUAGE_CODES) {
      for (const [key, text] of serverMessages(language)) expect(text.trim(), `${language} ${key}`).not.toBe('');
    }
    for (const language of others) {
      const untranslated = [...serverMessages(language)]
        .filter(([key, text]) => english.get(key) === text)
        .map(([key]) => key);
      expect(untranslated).toEqual([]);
    }
  });
});
