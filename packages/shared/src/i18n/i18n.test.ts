import { describe, expect, it } from 'vitest';
import {
  candidateKeys,
  fillPlaceholders,
  grammaticalGender,
  pluralForm,
  translateWith,
  type LanguageCode,
} from './index';

const catalogue: Record<LanguageCode, Record<string, string>> = {
  en: {
    'x.matches_zero': 'No matches yet',
    'x.matches_one': 'One match',
    'x.matches_other': '{{count}} matches',
    'x.online': '{{name}} is online',
    'x.online_man': '{{name}} is online',
    'x.online_woman': '{{name}} is online',
    'x.onlyEnglish': 'Only in English',
  },
  hi: {
    'x.matches_zero': 'अभी कोई रिश्ता नहीं',
    'x.matches_one': '{{count}} रिश्ता',
    'x.matches_other': '{{count}} रिश्ते',
    'x.online': '{{name}} ऑनलाइन हैं',
    'x.online_man': '{{name}} ऑनलाइन है',
    'x.online_woman': '{{name}} ऑनलाइन है',
  },
  pa: { 'x.matches_one': '{{count}} ਰਿਸ਼ਤਾ', 'x.matches_other': '{{count}} ਰਿਸ਼ਤੇ' },
};
const find = (language: LanguageCode, key: string) => catalogue[language][key];

describe('the shared translator (ADR 018)', () => {
  it('counts 0 as one in Hindi and Punjabi, and as other in English', () => {
    expect([0, 1, 2].map((count) => pluralForm('en', count))).toEqual(['other', 'one', 'other']);
    expect([0, 1, 2].map((count) => pluralForm('hi', count))).toEqual(['one', 'one', 'other']);
    expect([0, 1, 2].map((count) => pluralForm('pa', count))).toEqual(['one', 'one', 'other']);
  });

  it('tries gender and plural, gender, plural, then the plain key; exactly 0 tries _zero first', () => {
    expect(candidateKeys('hi', 'k', { count: 0, gender: 'woman' })).toEqual([
      'k_woman_zero',
      'k_woman_one',
      'k_woman_other',
      'k_woman',
      'k_zero',
      'k_one',
      'k_other',
      'k',
    ]);
    expect(candidateKeys('en', 'k', { count: 3 })).toEqual(['k_other', 'k']);
    expect(candidateKeys('en', 'k')).toEqual(['k']);
  });

  it('words a count in each language, _zero for none where the language has it', () => {
    expect(translateWith(find, 'hi', 'x.matches', { count: 0 })).toBe('अभी कोई रिश्ता नहीं');
    expect(translateWith(find, 'hi', 'x.matches', { count: 1 })).toBe('1 रिश्ता');
    expect(translateWith(find, 'pa', 'x.matches', { count: 0 })).toBe('0 ਰਿਸ਼ਤਾ');
    expect(translateWith(find, 'pa', 'x.matches', { count: 7 })).toBe('7 ਰਿਸ਼ਤੇ');
    expect(translateWith(find, 'en', 'x.matches', { count: 7 })).toBe('7 matches');
  });

  it('agrees with a man or a woman where the language has variants, and is neutral otherwise', () => {
    expect(translateWith(find, 'hi', 'x.online', { name: 'Asha', gender: 'woman' })).toBe('Asha ऑनलाइन है');
    expect(translateWith(find, 'hi', 'x.online', { name: 'Sam', gender: grammaticalGender('Non-binary') })).toBe(
      'Sam ऑनलाइन हैं',
    );
    expect(grammaticalGender('Man')).toBe('man');
    expect(grammaticalGender(null)).toBeUndefined();
  });

  it('falls back to English for a key a language lacks, and answers undefined for an unknown key', () => {
    expect(translateWith(find, 'pa', 'x.onlyEnglish')).toBe('Only in English');
    expect(translateWith(find, 'hi', 'x.nothing')).toBeUndefined();
  });

  it('fills placeholders as given and leaves unknown or missing ones as written', () => {
    expect(fillPlaceholders('{{ a }} and {{b}} and {{c}}', { a: 1, b: 'two', c: undefined })).toBe(
      '1 and two and {{c}}',
    );
  });
});
