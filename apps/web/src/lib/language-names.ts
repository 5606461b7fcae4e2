import { LOCALES, type LanguageCode } from '@app/shared/i18n';

/**
 * Each language: its name in its own script (the language list), a short name beside the flag of the navigation bar,
 * the flag of the country whose locale it is, and `<html lang>`, which dates and numbers are formatted with
 * (lib/intl.ts). Apart from lib/i18n.ts: the home page's first load does not carry it (ADR 006).
 */
export const LANGUAGES = {
  en: { label: 'English', short: 'EN', flag: '/flags/au.svg', htmlLang: LOCALES.en.htmlLang },
  hi: { label: 'हिन्दी', short: 'हिं', flag: '/flags/in.svg', htmlLang: LOCALES.hi.htmlLang },
  pa: { label: 'ਪੰਜਾਬੀ', short: 'ਪੰ', flag: '/flags/in.svg', htmlLang: LOCALES.pa.htmlLang },
} as const satisfies Record<LanguageCode, { label: string; short: string; flag: string; htmlLang: string }>;
