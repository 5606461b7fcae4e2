import { defineNamespace } from '../lib/i18n';
import en from './en/home.json';

/** The home page's first screen: `useTranslation(homeMessages)`. */
export const homeMessages = defineNamespace({
  en,
  hi: () => import('./hi/home.json'),
  pa: () => import('./pa/home.json'),
});
