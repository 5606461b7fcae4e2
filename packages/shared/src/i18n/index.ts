/**
 * The translator both sides use (ADR 018): which message of a catalogue a key and its values choose, and the
 * message with its placeholders filled. No framework and no catalogue here: the web keeps its namespaces in
 * `apps/web/src/locales/`, the server its e-mails and pushes in `apps/server/src/locales/`.
 */

/** The languages the site speaks. A new language is a code here and a folder of translations (docs/translating.md). */
export const LANGUAGE_CODES = ['en', 'hi', 'pa'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

/** English: the language of a member who has not chosen one, and the fallback of every message. */
export const DEFAULT_LANGUAGE: LanguageCode = 'en';

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

/**
 * Each language's `<html lang>`, and the locales it formats numbers and chooses plurals with. Chromium has no Punjabi
 * data (it would format and count as English), so Punjabi formats numbers as `en-IN` (the same Latin digits and lakh
 * grouping) and counts as Hindi (both count 0 and 1 as `one`, and the rest as `other`, for whole numbers). Its month
 * and weekday names come from its catalogue.
 */
export const LOCALES: Readonly<Record<LanguageCode, { htmlLang: string; numbers: string; plurals: string }>> = {
  en: { htmlLang: 'en-AU', numbers: 'en-AU', plurals: 'en-AU' },
  hi: { htmlLang: 'hi-IN', numbers: 'hi-IN', plurals: 'hi-IN' },
  pa: { htmlLang: 'pa-IN', numbers: 'en-IN', plurals: 'hi-IN' },
};

/** The grammatical gender a message may agree with: `_man` and `_woman` variants of a key. */
export type Gender = 'man' | 'woman';

/** `Man` and `Woman` (the questionnaire's GENDERS) agree as such; Non-binary and unknown take the plain message. */
export function grammaticalGender(value: string | null | undefined): Gender | undefined {
  return value === 'Man' ? 'man' : value === 'Woman' ? 'woman' : undefined;
}

/** What a message's placeholders are filled with; `count` picks a plural form, `gender` a gender variant. */
export type MessageValues = Readonly<Record<string, string | number | undefined>> & { readonly gender?: Gender };

/** The plural categories of `Intl.PluralRules`, and `zero` for exactly 0 in every language. */
export type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

const pluralRules = new Map<LanguageCode, Intl.PluralRules>();
export function pluralForm(language: LanguageCode, count: number): PluralForm {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(LOCALES[language].plurals);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

/**
 * The keys to try for `key`, best first: gender and plural, gender, plural, plain. A count of exactly 0 tries `_zero`
 * before the language's own form (Hindi and Punjabi count 0 as `one`).
 */
export function candidateKeys(language: LanguageCode, key: string, values?: MessageValues): string[] {
  const count = values?.count;
  const forms =
    typeof count === 'number'
      ? [...new Set([...(count === 0 ? ['zero'] : []), pluralForm(language, count), 'other'])]
      : [];
  const bases = values?.gender ? [`${key}_${values.gender}`, key] : [key];
  return bases.flatMap((base) => [...forms.map((form) => `${base}_${form}`), base]);
}

/** `{{name}}` replaced by `values.name` (as given: a caller formats a date or an amount first); unknown ones stay. */
export function fillPlaceholders(message: string, values?: MessageValues): string {
  if (!values) return message;
  return message.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    return value === undefined ? placeholder : String(value);
  });
}

/**
 * The message for `key` in `language`, else in English: `find(language, key)` answers one exact key of a catalogue.
 * `undefined` when neither has it.
 */
export function translateWith(
  find: (language: LanguageCode, key: string) => string | undefined,
  language: LanguageCode,
  key: string,
  values?: MessageValues,
): string | undefined {
  for (const lang of language === DEFAULT_LANGUAGE ? [language] : [language, DEFAULT_LANGUAGE]) {
    for (const candidate of candidateKeys(lang, key, values)) {
      const message = find(lang, candidate);
      if (message !== undefined) return fillPlaceholders(message, values);
    }
  }
  return undefined;
}
