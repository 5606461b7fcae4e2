/**
 * Intl's formatters, made when first used and kept. Making one is slow (tens of milliseconds on a phone the first
 * time: the locale's and time zone's data are loaded), so they are never made while a module loads or while a page
 * renders before a date is shown, and never once per message or row.
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

export const dateTimeFormat = keptBy(
  (locale: string, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options),
);

const keptNumberFormat = keptBy(
  (locale: string, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
);
export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}) =>
  keptNumberFormat(locale, options);
