import calendar from './calendar.json';
import common from './common.json';
import site from './site.json';

/**
 * The app shell's text in Punjabi (see ../en/index.ts), loaded when the language is chosen. With it, the names of
 * months, weekdays and the day's halves (CLDR's, as Node's full ICU has them): Chromium has no Punjabi data, so
 * lib/intl.ts formats Punjabi dates in `en-IN` and puts these words in (ADR 018 point 5).
 */
export const pa = { ...common, ...site, ...calendar };
