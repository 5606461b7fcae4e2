import { defineNamespace } from '../lib/i18n';
import en from './en/home-sections.json';

/** The home page below its first screen, loaded with those sections: `useTranslation(homeSectionsMessages)`. */
export const homeSectionsMessages = defineNamespace({
  en,
  hi: () => import('./hi/home-sections.json'),
  pa: () => import('./pa/home-sections.json'),
});
