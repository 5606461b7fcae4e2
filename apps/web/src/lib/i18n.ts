import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { STORAGE_KEY } from '@app/shared/constants';
import { en } from '../locales/en/index';
import { readStorage } from './session/browser-storage';

/**
 * Every piece of UI text comes from the message catalogue (src/locales/<lang>/*.json, one file per feature). A new language is a new
 * file listed in LANGUAGES (Hindi is planned), not a rewrite. Long documents (policies, articles) are
 * per-language files under features/content/documents/<lang>/.
 */
export const LANGUAGES = {
  en: { label: 'English (Australia)', flag: '/flags/au.svg', htmlLang: 'en-AU' },
} as const;
export type Language = keyof typeof LANGUAGES;

export const resources = { en: { translation: en } } as const;

export function initI18n(language: Language = (readStorage(STORAGE_KEY.language) as Language | null) ?? 'en') {
  const lng = language in LANGUAGES ? language : 'en';
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      resources,
      lng,
      fallbackLng: 'en',
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
    });
  }
  return i18next;
}

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
