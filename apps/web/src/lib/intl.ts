import { findMessage } from './i18n';

/**
 * Intl's formatters, made when first used and kept. Making one is slow (tens of milliseconds on a phone the first
 * time: the locale's and time zone's data are loaded), so they are never made while a module loads or while a page
 * renders before a date is shown, and never once per message or row.
 *
 * Callers pass a language's `htmlLang` (LANGUAGES in lib/i18n.ts). Punjabi (`pa-IN`) is formatted here without the
 * browser's Punjabi data, which Chromium does not have (it writes "2026 M11 28"): numbers and lists as `en-IN` (the
 * same digits, grouping and separators), dates as `en-IN` with the month, weekday and day-half words from the Punjabi
 * catalogue (locales/pa/calendar.json, loaded with the language). The same text on the server and in every browser
 * (ADR 018 point 5).
 */
function keptBy<Options, Format>(make: (locale: string, options: Options) => Format) {
  const kept = new Map<string, Format>();
  return (locale: string, options: Options): Format => {
    const key = `${locale} ${JSON.stringify(options)}`;
    let format = kept.get(key);
    if (!format) {
      format = make(locale, options);
      kept.set(key, format);
    }
    return format;
  };
}

const PUNJABI = 'pa-IN';
const PUNJABI_NUMBERS = 'en-IN';

const punjabi = (key: string) => findMessage(`calendar.${key}`, undefined, 'pa');

/** The Punjabi word for an `en-IN` date part (`calendar.month.November`, `calendar.monthShort.Nov`), or the part. */
function punjabiPart({ type, value }: Intl.DateTimeFormatPart): string {
  // "28 November 2026 at 3:05 pm": Punjabi joins a date and a time with a space, and a time and its AM/PM with a
  // plain space where English (in newer ICU data) has a narrow no-break space.
  if (type === 'literal') return value === ' at ' || value === '\u202f' ? ' ' : value;
  if (type === 'month' || type === 'weekday')
    return punjabi(`${type}.${value}`) ?? punjabi(`${type}Short.${value}`) ?? value;
  return (type === 'dayPeriod' && punjabi(`dayPeriod.${value}`)) || value;
}

type DateFormat = Pick<Intl.DateTimeFormat, 'format' | 'formatToParts'>;

/** A formatter of dates in `en-IN` that writes Punjabi words (what `Intl.DateTimeFormat` does with Punjabi data). */
function punjabiDateFormat(options: Intl.DateTimeFormatOptions): DateFormat {
  const english = new Intl.DateTimeFormat(PUNJABI_NUMBERS, options);
  const formatToParts = (date?: Date | number) =>
    english.formatToParts(date).map((part) => ({ ...part, value: punjabiPart(part) }));
  return {
    formatToParts,
    format: (date) =>
      formatToParts(date)
        .map((part) => part.value)
        .join(''),
  };
}

export const dateTimeFormat = keptBy((locale: string, options: Intl.DateTimeFormatOptions): DateFormat =>
  locale === PUNJABI ? punjabiDateFormat(options) : new Intl.DateTimeFormat(locale, options),
);

const CALENDAR_DATE = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' } as const;

/** A calendar day `YYYY-MM-DD` (a date of birth) written in `locale`, the same day wherever the reader is. */
export function formatCalendarDate(locale: string, iso: string): string {
  const parsed = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? iso : dateTimeFormat(locale, CALENDAR_DATE).format(parsed);
}

const keptNumberFormat = keptBy(
  (locale: string, options: Intl.NumberFormatOptions) =>
    new Intl.NumberFormat(locale === PUNJABI ? PUNJABI_NUMBERS : locale, options),
);
export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}) =>
  keptNumberFormat(locale, options);

/** Lists ("mother, father and sister"): Punjabi joins them as `en-IN` does, with its own "and" and "or". */
export const listFormat = keptBy((locale: string, options: Intl.ListFormatOptions): Pick<Intl.ListFormat, 'format'> => {
  if (locale !== PUNJABI) return new Intl.ListFormat(locale, options);
  const english = new Intl.ListFormat(PUNJABI_NUMBERS, options);
  const words: Readonly<Record<string, string | undefined>> = {
    ' and ': punjabi('list.and'),
    ' or ': punjabi('list.or'),
  };
  return {
    format: (items) =>
      english
        .formatToParts(items)
        .map(({ type, value }) => (type === 'literal' ? (words[value] ?? value) : value))
        .join(''),
  };
});
