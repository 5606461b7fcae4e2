import { useCallback, useMemo, type ReactNode } from 'react';
import { countryName } from '@app/shared/contact/countries';
import { isLanguageCode } from '@app/shared/i18n';
import type { ProfileEdit } from '@app/shared/family';
import { useTranslation } from '../../../lib/i18n';
import { formatCalendarDate, numberFormat } from '../../../lib/intl';
import { LANGUAGES } from '../../../lib/language-names';
import { useOptionLabel, type OptionList } from '../../../lib/option-labels';
import { profileFieldKey } from '../../../lib/profile-field-labels';
import english from '../../../locales/en/profile.json';
import { familyMessages } from '../../../locales/family';
import { profileMessages } from '../../../locales/profile';

type Preferences = typeof english.profile.preferences;
type Change = ProfileEdit['changes'][number];

const PARTNER = 'preferences.';

/** The partner preferences' fields as their card names them (`profile.preferences.labels`). */
const PREFERENCE_LABEL: Partial<Record<string, keyof Preferences['labels']>> = {
  genderSought: 'genderSought',
  maritalStatuses: 'maritalStatuses',
  religions: 'religions',
  communities: 'communities',
  motherTongues: 'motherTongues',
  countries: 'countries',
  educationLevel: 'educationLevel',
  diets: 'diets',
  smoking: 'smoking',
  drinking: 'drinking',
  horoscopeImportance: 'horoscopeImportance',
  casteImportance: 'casteImportance',
  livingInAustralia: 'livingInAustralia',
  weddingGoals: 'weddingGoals',
  interests: 'interests',
};
/** …and those their editor names (`profile.preferences.dialog`): the ends of the ranges. */
const PREFERENCE_RANGE_LABEL: Partial<Record<string, 'ageMin' | 'ageMax' | 'heightMin' | 'heightMax'>> = {
  ageMin: 'ageMin',
  ageMax: 'ageMax',
  heightMinCm: 'heightMin',
  heightMaxCm: 'heightMax',
};

/** The fields holding a value of an option list (profile columns, and `preferences.<column>`), by the list's id. */
const OPTION_LIST: Partial<Record<string, OptionList>> = {
  religion: 'religion',
  maritalStatus: 'maritalStatus',
  community: 'community',
  caste: 'caste',
  gotra: 'gotra',
  motherTongue: 'motherTongue',
  language: 'motherTongue',
  bodyType: 'bodyType',
  smokingHabit: 'smoking',
  drinkingHabit: 'drinking',
  diet: 'diet',
  complexion: 'complexion',
  ethnicity: 'ethnicity',
  fatherOccupation: 'parentOccupation',
  motherOccupation: 'parentOccupation',
  qualification: 'qualification',
  occupation: 'occupation',
  workingStatus: 'workingStatus',
  income: 'income',
  australianVisaStatus: 'visaStatus',
  country: 'country',
  nationality: 'country',
  citizenship: 'country',
  'preferences.maritalStatuses': 'maritalStatus',
  'preferences.religions': 'religion',
  'preferences.communities': 'community',
  'preferences.motherTongues': 'motherTongue',
  'preferences.countries': 'country',
  'preferences.educationLevel': 'educationLevel',
  'preferences.diets': 'diet',
  'preferences.smoking': 'smoking',
  'preferences.drinking': 'drinking',
};

/** What the member (or their helper) wrote in their own words: shown as written, never machine-translated. */
const WRITTEN = new Set([
  'firstName',
  'lastName',
  'displayName',
  'about',
  'aboutSecond',
  'subCommunity',
  'state',
  'cityOfResidence',
  'currentLocation',
  'timeOfBirth',
  'placeOfBirth',
  'contactNumber',
]);

/** A field the web does not know: its own name, readable ("someField" → "Some field"), as the server gives it. */
function ownWords(name: string): string {
  const words = name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const has = (words: object, key: string) => Object.hasOwn(words, key);

/**
 * How a helper's change reads in the language shown: each field by the name its editor gives it
 * (`profile.fields`, `lib/profile-field-labels.ts`, as the completion card), and each value as the profile shows it:
 * option values in their list's words, dates and numbers in the language's formats, yes and no, and what members
 * wrote as they wrote it (`translate="no"`). A field the web does not know keeps its own name and its value as stored.
 */
export function useChangeWords() {
  const { t, language } = useTranslation(familyMessages, profileMessages);
  const optionLabel = useOptionLabel();
  const locale = LANGUAGES[language].htmlLang;

  /** The label of `field`; `changes` (the same edit's) give the currency or language a label names. */
  const label = useCallback(
    (field: string, changes: readonly Change[] = []): string => {
      const now = (name: string) => {
        const change = changes.find((each) => each.field === name);
        const value = change?.after ?? change?.before;
        return typeof value === 'string' && value ? value : null;
      };
      if (field.startsWith(PARTNER)) {
        const name = field.slice(PARTNER.length);
        const listed = PREFERENCE_LABEL[name];
        const range = PREFERENCE_RANGE_LABEL[name];
        let words = ownWords(name).toLowerCase();
        if (listed) words = t(`profile.preferences.labels.${listed}`);
        else if (range) words = t(`profile.preferences.dialog.${range}`);
        else if (name === 'mustHave') words = t('profile.preferences.mustHave');
        return t('family.edits.partner', { field: words });
      }
      const key = profileFieldKey(field);
      if (key === 'incomeAmount') {
        const currency = now('incomeCurrency');
        return currency ? t('profile.fields.incomeAmount', { currency }) : t('profile.fields.income');
      }
      if (key === 'aboutSecond') {
        const code = now('aboutSecondLanguage');
        return isLanguageCode(code)
          ? t('profile.fields.aboutSecond', { language: LANGUAGES[code].label })
          : t('profile.fields.aboutSecondLanguage');
      }
      return key ? t(`profile.fields.${key}`) : ownWords(field);
    },
    [t],
  );

  const value = useMemo(() => {
    const numbers = numberFormat(locale);
    /** One value (an item of a list: a list's items are worded one by one). */
    const one = (field: string, item: unknown): string => {
      const name = field.startsWith(PARTNER) ? field.slice(PARTNER.length) : field;
      const preferences = english.profile.preferences;
      if (typeof item === 'boolean') return item ? t('family.edits.yes') : t('family.edits.no');
      if (typeof item === 'number') {
        if (field === 'weightKg') return t('profile.common.kg', { count: item });
        if (['heightCm', 'preferences.heightMinCm', 'preferences.heightMaxCm'].includes(field)) {
          return t('family.edits.centimetres', { cm: numbers.format(item) });
        }
        if (field === 'preferences.ageMin' || field === 'preferences.ageMax') {
          return t('profile.common.years', { count: item });
        }
        return numbers.format(item);
      }
      if (typeof item !== 'string') return JSON.stringify(item);
      const list = OPTION_LIST[field];
      if (list === 'country') return optionLabel(list, item, countryName(item));
      if (list) return optionLabel(list, item);
      if ((field === 'hobbies' || field === 'preferences.interests') && has(english.profile.hobbies, item)) {
        return t(`profile.hobbies.${item as 'Art'}`);
      }
      if (field === 'preferences.genderSought' && has(preferences.genderSought, item)) {
        return t(`profile.preferences.genderSought.${item as 'Man'}`);
      }
      if ((name === 'horoscopeImportance' || name === 'casteImportance') && has(preferences.importance, item)) {
        return t(`profile.preferences.importance.${item as 'Prefer not to say'}`);
      }
      if (field === 'preferences.livingInAustralia' && has(preferences.livingInAustralia, item)) {
        return t(`profile.preferences.livingInAustralia.${item as 'Yes'}`);
      }
      if (field === 'preferences.weddingGoals' && has(preferences.weddingGoals, item)) {
        return t(`profile.preferences.weddingGoals.${item as 'Not sure, just browsing'}`);
      }
      if (field === 'preferences.mustHave' && has(preferences.labels, item)) {
        return t(`profile.preferences.labels.${item as 'age'}`);
      }
      if (field === 'dateOfBirth') return formatCalendarDate(locale, item);
      if (field === 'aboutSecondLanguage' && isLanguageCode(item)) return LANGUAGES[item].label;
      return item;
    };
    /** A value before or after the change: lists joined, "(empty)" for nothing, members' own words marked so. */
    return (field: string, shown: unknown): ReactNode => {
      if (shown === null || shown === undefined || shown === '') return t('family.edits.empty');
      if (Array.isArray(shown)) {
        return shown.length ? shown.map((item) => one(field, item)).join(', ') : t('family.edits.empty');
      }
      const words = one(field, shown);
      return WRITTEN.has(field) ? <span translate="no">{words}</span> : words;
    };
  }, [t, locale, optionLabel]);

  return { label, value };
}
