import { useMemo, useState } from 'react';
import { DIAL_CODES, REGIONS_EN } from '@app/shared/profile/calling-codes';
import { useTranslation, type Language } from '../../lib/i18n';
import { LANGUAGES } from '../../lib/language-names';
import { optionLabel, useOptionLabel } from '../../lib/option-labels';
import { uiMessages } from '../../locales/ui';
import { inputClasses, FieldError } from './field';

export type PhoneValue = { countryCode: string; number: string };

export { DIAL_CODES, type DialCode } from '@app/shared/profile/calling-codes';

/** Shown first: where most members live or come from (the Gulf countries among them). */
const COMMON_COUNTRIES = [
  'AU',
  'NZ',
  'IN',
  'LK',
  'PK',
  'BD',
  'NP',
  'SG',
  'MY',
  'AE',
  'SA',
  'QA',
  'KW',
  'OM',
  'BH',
  'GB',
  'US',
  'CA',
  'ZA',
  'FJ',
];

const CODE_OF = new Map(DIAL_CODES.map((entry) => [entry.country, entry.value]));
const MAIN_COUNTRY = new Map(DIAL_CODES.filter((entry) => entry.main).map((entry) => [entry.value, entry.country]));

/**
 * Splits a stored number ("+61412345678", or "+61 0412 345 678" as this field writes it) into calling code and
 * the rest. Calling codes are prefix-free, so the first code the digits start with is the one.
 */
export function splitPhoneNumber(text: string): PhoneValue {
  const spaced = /^(\+\d{1,4}) (.*)$/s.exec(text);
  if (spaced?.[1] && MAIN_COUNTRY.has(spaced[1])) return { countryCode: spaced[1], number: spaced[2] ?? '' };
  const compact = text.trim();
  for (let length = 2; length <= 5 && compact.startsWith('+'); length += 1) {
    const code = compact.slice(0, length);
    if (MAIN_COUNTRY.has(code)) return { countryCode: code, number: compact.slice(length).trim() };
  }
  return { countryCode: '', number: text };
}

type CountryOption = { country: string; label: string };
type Groups = { common: CountryOption[]; all: CountryOption[] };

const split = (options: CountryOption[]): Groups => ({
  common: COMMON_COUNTRIES.flatMap((country) => options.filter((option) => option.country === country)),
  all: options.filter((option) => !COMMON_COUNTRIES.includes(option.country)),
});

const lists = new Map<Language, Groups>();
/**
 * Every region with a calling code, as the field shows it, made once per language. English from the written-out
 * names, already in the browser's order (`REGIONS_EN`), so no `Intl` formatter is set up on a step's first render
 * (slow on a phone, docs/performance.md). Hindi and Punjabi name them from the catalogue's option lists, like every
 * other country name (ADR 018: Chromium has no Punjabi region names), sorted for the language; the catalogue must be
 * loaded in it (`useOptionLabel`).
 */
export function countriesFor(language: Language): Groups {
  const kept = lists.get(language);
  if (kept) return kept;
  let options: CountryOption[];
  if (language === 'en') {
    options = REGIONS_EN.map(({ country, name }) => ({ country, label: `${name} (${CODE_OF.get(country) ?? ''})` }));
  } else {
    const collator = new Intl.Collator(LANGUAGES[language].htmlLang);
    options = REGIONS_EN.map(({ country, name }) => ({
      country,
      label: `${optionLabel(language, 'country', country, name)} (${CODE_OF.get(country) ?? ''})`,
    })).sort((a, b) => collator.compare(a.label, b.label));
  }
  const groups = split(options);
  lists.set(language, groups);
  return groups;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
const optionList = (options: readonly CountryOption[]) =>
  options.map((option) => `<option value="${escape(option.country)}">${escape(option.label)}</option>`).join('');

/**
 * The country select's options as one HTML string (as `options-html.ts` does for the location lists: some 250
 * options as React elements made a step's longest task): the placeholder when nothing is chosen, then the common
 * countries and every other one in two groups. Made once per list and labels.
 */
const htmlCache = new Map<string, string>();
function countryOptionsHtml(
  language: Language,
  labels: { choose: string | null; common: string; all: string },
): string {
  const key = [language, labels.choose ?? '', labels.common, labels.all].join('|');
  const kept = htmlCache.get(key);
  if (kept) return kept;
  const groups = countriesFor(language);
  const html =
    (labels.choose === null ? '' : `<option value="" disabled>${escape(labels.choose)}</option>`) +
    `<optgroup label="${escape(labels.common)}">${optionList(groups.common)}</optgroup>` +
    `<optgroup label="${escape(labels.all)}">${optionList(groups.all)}</optgroup>`;
  htmlCache.set(key, html);
  return html;
}

type PhoneFieldProps = {
  legend: string;
  name: string;
  value: PhoneValue;
  onChange: (value: PhoneValue) => void;
  error?: string | undefined;
  required?: boolean;
};

export function PhoneField({ legend, name, value, onChange, error, required }: PhoneFieldProps) {
  const { t, language } = useTranslation(uiMessages);
  // The country names' language must have arrived before the list is made (the field suspends until it has).
  useOptionLabel();
  const errorId = error ? `${name}-error` : undefined;
  // Several regions share a calling code (+1, +44, +61…): the region picked is remembered here, so the list shows
  // Canada rather than the United States after Canada was chosen; a value set from outside shows the main region.
  const [chosen, setChosen] = useState<string>();
  const selected =
    chosen && CODE_OF.get(chosen) === value.countryCode ? chosen : (MAIN_COUNTRY.get(value.countryCode) ?? '');
  const options = useMemo(
    () => ({
      __html: countryOptionsHtml(language, {
        choose: selected === '' ? t('ui.phoneChooseCountry') : null,
        common: t('ui.phoneCommonCountries'),
        all: t('ui.phoneAllCountries'),
      }),
    }),
    [language, selected, t],
  );
  return (
    <fieldset className="flex flex-col gap-1" aria-describedby={errorId}>
      <legend className="mb-1 text-sm font-semibold text-ink-900">
        {legend}
        {required ? (
          <span aria-hidden="true" className="text-danger-600">
            {' '}
            *
          </span>
        ) : null}
      </legend>
      <div className="grid grid-cols-[minmax(7rem,1fr)_2fr] gap-2">
        <select
          aria-label={t('ui.phoneCountry')}
          className={inputClasses}
          value={selected}
          onChange={(e) => {
            setChosen(e.target.value);
            onChange({ ...value, countryCode: CODE_OF.get(e.target.value) ?? '' });
          }}
          dangerouslySetInnerHTML={options}
        />
        <input
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          aria-label={t('ui.phoneNumber')}
          aria-invalid={Boolean(error)}
          aria-required={required}
          name={name}
          className={inputClasses}
          value={value.number}
          onChange={(e) => onChange({ ...value, number: e.target.value })}
        />
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
