import { defineNamespace } from '../lib/i18n';
import en from './en/settings.json';

/** The account's settings (its language): `useTranslation(settingsMessages)`. */
export const settingsMessages = defineNamespace({
  en,
  hi: () => import('./hi/settings.json'),
  pa: () => import('./pa/settings.json'),
});
