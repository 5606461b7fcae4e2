import { useCallback } from 'react';
// Subpath: the lists without zod or the phone number library.
import { EDUCATION_LEVEL_LABELS, INCOME_BANDS, WORKING_STATUSES } from '@app/shared/profile/labelled-options';
import type english from '../locales/en/options.json';
import { optionsMessages } from '../locales/options';
import { catalogue, useTranslation, type Language } from './i18n';

/** The option lists with labels in the catalogue (`locales/<lang>/options.json`), by their stable id. */
export type OptionList = keyof (typeof english)['options'];

/** A list's own English text: the value itself, or the label the list gives it. */
const OWN_LABELS: Partial<Record<OptionList, ReadonlyMap<string, string>>> = {
  income: new Map(INCOME_BANDS.map((band) => [band.value, band.label])),
  workingStatus: new Map(WORKING_STATUSES.map((status) => [status.value, status.label])),
  educationLevel: new Map(Object.entries(EDUCATION_LEVEL_LABELS)),
};

/**
 * The label of option `value` of the option list `list` (`options.<list>` of the catalogue, `locales/options.ts`) in
 * `language`, else undefined. The value is one key, never split at dots, since option values hold dots, slashes and
 * commas.
 */
function findOption(list: string, value: string, language: Language): string | undefined {
  const lists = catalogue.catalogues[language]?.options as
    Record<string, Record<string, unknown> | undefined> | undefined;
  const label = lists?.[list]?.[value];
  return typeof label === 'string' ? label : undefined;
}

/**
 * The label of `value` in `list` in `language`: the catalogue's, else the list's own English (`english` when given:
 * a country's name from the server). A value no longer listed is shown as it is. The value itself is what forms
 * send and the API stores, whatever the language (issue 30).
 */
export function optionLabel(language: Language, list: OptionList, value: string, english?: string): string {
  return (
    // English has no labels in the catalogue (the lists' own text is), but for the journeys' pseudo-locale.
    findOption(list, value, language) ?? english ?? OWN_LABELS[list]?.get(value) ?? value
  );
}

export type OptionLabel = (list: OptionList, value: string, english?: string) => string;

/**
 * `(list, value, english?) => label` in the language shown: `label('religion', 'Hindu')` is "हिंदू" in Hindi.
 * Loads the option lists' labels in the language chosen (the component suspends until they arrive).
 */
export function useOptionLabel(): OptionLabel {
  const { language } = useTranslation(optionsMessages);
  return useCallback<OptionLabel>((list, value, english) => optionLabel(language, list, value, english), [language]);
}
