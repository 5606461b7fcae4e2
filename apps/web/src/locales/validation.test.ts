import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGE_CODES } from '@app/shared/i18n';
import { identifyValidationMessage, validationMessage, VALIDATION_MESSAGES } from '@app/shared/validation';
import { describe, expect, it } from 'vitest';
import { wordValidationMessage } from '../lib/forms/validation-message';
import en from './en/validation.json';

/**
 * The forms' validation messages in the member's language (issue 30, docs/translating.md): the `validation`
 * namespace's English is the shared catalogue's (`@app/shared/validation`), and every message the forms' schemas
 * write is in that catalogue.
 */
const SHARED = path.join(import.meta.dirname, '../../../../packages/shared/src');
/** The schemas of the web's forms. */
const FOLDERS = ['auth', 'questionnaire', 'profile', 'contact', 'family'];

const shape = (text: string) => text.replace(/\$\{[^}]+\}|\{\{\w+\}\}/g, '{{·}}');
const CATALOGUE_SHAPES = new Set(Object.values(VALIDATION_MESSAGES).map(shape));

/** The string literals of the schemas' source that read as messages; `shortText('your city')` as its message. */
function messagesInSource(): Array<{ file: string; text: string }> {
  const found: Array<{ file: string; text: string }> = [];
  for (const folder of FOLDERS) {
    for (const file of readdirSync(path.join(SHARED, folder))) {
      if (!file.endsWith('.ts') || file.endsWith('.test.ts') || file === 'options.ts' || file === 'countries.ts')
        continue;
      for (const line of readFileSync(path.join(SHARED, folder, file), 'utf8').split('\n')) {
        if (/^\s*(\*|\/\/|\/\*)/.test(line)) continue;
        for (const match of line.matchAll(/(['"`])((?:(?!\1)[^\\\n]|\\.)*)\1/g)) {
          const text = match[2] as string;
          if (/shortText\($/.test(line.slice(0, match.index))) found.push({ file, text: `Please enter ${text}.` });
          else if (/^[A-Z]/.test(text) && / /.test(text) && /[.”)]$/.test(text) && text !== 'Please enter ${label}.')
            found.push({ file, text });
        }
      }
    }
  }
  return found;
}

const known = (text: string) => {
  if (text.includes('${')) return CATALOGUE_SHAPES.has(shape(text));
  const identified = identifyValidationMessage(text);
  return identified !== undefined && validationMessage(identified.id, identified.values) === text;
};

describe('the validation namespace', () => {
  it('its English is the shared catalogue’s, id for id', () => {
    expect(en.validation).toEqual(VALIDATION_MESSAGES);
  });

  it('finds the schemas’ messages in their source (the scan works)', () => {
    expect(messagesInSource().length).toBeGreaterThan(120);
  });

  it('every message written in a form’s schema has an id', () => {
    expect(messagesInSource().filter(({ text }) => !known(text))).toEqual([]);
  });

  it('loads with its languages', () => {
    const module = readFileSync(path.join(import.meta.dirname, 'validation.ts'), 'utf8');
    for (const language of LANGUAGE_CODES.filter((code) => code !== 'en'))
      expect(module).toContain(`${language}: () => import('./${language}/validation.json')`);
  });
});

describe('wordValidationMessage', () => {
  const catalogue = (messages: Record<string, string>) => (key: string, values?: Record<string, unknown>) =>
    (messages[key.replace(/^validation\./, '')] ?? `!${key}`).replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
      String(values?.[name]),
    );
  const hindi = JSON.parse(readFileSync(path.join(import.meta.dirname, 'hi/validation.json'), 'utf8')) as typeof en;
  const inHindi = catalogue(hindi.validation) as Parameters<typeof wordValidationMessage>[0];
  const inEnglish = catalogue(en.validation) as Parameters<typeof wordValidationMessage>[0];

  it('English stays word for word what the schemas write', () => {
    for (const { text } of messagesInSource().filter(({ text }) => !text.includes('${')))
      expect(wordValidationMessage(inEnglish, text)).toBe(text);
    expect(wordValidationMessage(inEnglish, 'Use at least 8 characters.')).toBe('Use at least 8 characters.');
  });

  it('words a message in Hindi with its values', () => {
    expect(wordValidationMessage(inHindi, 'Use at least 8 characters.')).toBe('कम से कम 8 अक्षर रखें।');
    expect(wordValidationMessage(inHindi, 'Please enter your first name.')).toBe('कृपया अपना पहला नाम लिखें।');
    expect(wordValidationMessage(inHindi, 'Too big: expected string to have <=128 characters')).toBe(
      'कृपया ज़्यादा से ज़्यादा 128 अक्षर रखें।',
    );
  });

  it('leaves a message it does not know as it is', () => {
    expect(wordValidationMessage(inHindi, 'पासवर्ड मेल नहीं खाते।')).toBe('पासवर्ड मेल नहीं खाते।');
  });
});
