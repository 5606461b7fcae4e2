import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGE_CODES } from '@app/shared/i18n';
import {
  AUSTRALIAN_VISA_STATUSES,
  BODY_TYPES,
  CASTES,
  COMMUNITIES,
  COMPLEXIONS,
  DIETS,
  DRINKING_HABITS,
  EDUCATION_LEVEL_LABELS,
  EDUCATION_LEVELS,
  ETHNICITIES,
  GOTRAS,
  INCOME_BANDS,
  MARITAL_STATUSES,
  MOTHER_TONGUES,
  OCCUPATION_GROUPS,
  OCCUPATIONS,
  PARENT_OCCUPATIONS,
  QUALIFICATION_GROUPS,
  QUALIFICATIONS,
  RELIGIONS,
  SMOKING_HABITS,
  WORKING_STATUSES,
} from '@app/shared/profile/options';
import { DIAL_CODES } from '@app/shared/profile/calling-codes';
import { CHILDREN_FILTER_LABELS } from '@app/shared/discover';
import { describe, expect, it } from 'vitest';
import { preloadNamespace, setLanguage } from '../lib/i18n';
import { optionLabel, type OptionList } from '../lib/option-labels';
import { optionsMessages } from './options';

/**
 * Issue 30: every option of every list has a label in every language, and nothing else; English is exactly the
 * label shown before (the value, or the list's own `label`), so English pages do not change.
 */
type Lists = Record<string, Record<string, string>>;
const read = (language: string): Lists =>
  (JSON.parse(readFileSync(path.join(import.meta.dirname, language, 'options.json'), 'utf8')) as { options: Lists })
    .options;
const same = (values: readonly string[]) => Object.fromEntries(values.map((value) => [value, value]));

/** Each list's English, as the forms showed it before the lists were translated. */
const ENGLISH: Record<Exclude<OptionList, 'country'>, Record<string, string>> = {
  maritalStatus: same(MARITAL_STATUSES),
  children: CHILDREN_FILTER_LABELS,
  religion: same(RELIGIONS),
  community: same(COMMUNITIES),
  motherTongue: same(MOTHER_TONGUES),
  caste: same(CASTES),
  gotra: same(GOTRAS),
  bodyType: same(BODY_TYPES),
  smoking: same(SMOKING_HABITS),
  drinking: same(DRINKING_HABITS),
  diet: same(DIETS),
  complexion: same(COMPLEXIONS),
  ethnicity: same(ETHNICITIES),
  parentOccupation: same(PARENT_OCCUPATIONS),
  income: Object.fromEntries(INCOME_BANDS.map((band) => [band.value, band.label])),
  workingStatus: Object.fromEntries(WORKING_STATUSES.map((status) => [status.value, status.label])),
  educationLevel: Object.fromEntries(EDUCATION_LEVELS.map((level) => [level, EDUCATION_LEVEL_LABELS[level]])),
  qualificationGroup: same(QUALIFICATION_GROUPS.map((group) => group.group)),
  qualification: same(QUALIFICATIONS),
  occupationGroup: same(OCCUPATION_GROUPS.map((group) => group.group)),
  occupation: same(OCCUPATIONS),
  visaStatus: same(AUSTRALIAN_VISA_STATUSES),
};

const english = read('en');

describe('the option lists’ labels', () => {
  it('English is each list’s own text, every option once, and nothing else', () => {
    const { country, ...lists } = english;
    expect(lists).toEqual(ENGLISH);
    // Countries: every region the phone field offers (the server's own list is checked on the server).
    expect(Object.keys(country ?? {})).toEqual(expect.arrayContaining(DIAL_CODES.map((entry) => entry.country)));
  });

  it.each(LANGUAGE_CODES.filter((language) => language !== 'en'))(
    '%s: a label for every option of every list (countries included), and nothing else',
    (language) => {
      const translated = read(language);
      expect(Object.keys(translated)).toEqual(Object.keys(english));
      for (const [list, options] of Object.entries(english)) {
        expect(Object.keys(translated[list] ?? {}), list).toEqual(Object.keys(options));
        for (const [value, label] of Object.entries(translated[list] ?? {})) {
          expect(label.trim(), `${list} ${value}`).not.toBe('');
          // Written in the language's script (codes and abbreviations in Latin letters may stay beside it).
          expect(label, `${list} ${value}`).toMatch(language === 'hi' ? /[\u0900-\u097f]/ : /[\u0a00-\u0a7f]/);
        }
      }
    },
  );

  it('are looked up by the value itself, dots and all, in the language shown; English is the list’s', async () => {
    preloadNamespace(optionsMessages);
    expect(optionLabel('en', 'income', '200000+')).toBe('More than AU$200,000');
    expect(optionLabel('en', 'country', 'IN', 'India')).toBe('India');
    await setLanguage('hi');
    try {
      expect(optionLabel('hi', 'religion', 'Hindu')).toBe('हिंदू');
      expect(optionLabel('hi', 'qualification', 'Bachelor of Engineering / Technology (BE, BTech)')).toBe(
        'इंजीनियरिंग / टेक्नोलॉजी में स्नातक (BE, BTech)',
      );
      expect(optionLabel('hi', 'country', 'IN', 'India')).toBe('भारत');
      // A value the list no longer has is shown as stored.
      expect(optionLabel('hi', 'religion', 'Zoroastrian')).toBe('Zoroastrian');
    } finally {
      await setLanguage('en');
    }
  });
});
