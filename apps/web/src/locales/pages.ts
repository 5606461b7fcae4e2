import { defineNamespace } from '../lib/i18n';
import en from './en/pages.json';

/**
 * The text of the public pages other than home, and of the pages of later releases:
 * `useTranslation(pageMessages)`.
 */
export const pageMessages = defineNamespace({
  en,
  hi: () => import('./hi/pages.json'),
  pa: () => import('./pa/pages.json'),
});
