import { defineNamespace } from '../lib/i18n';
import en from './en/transparency.json';

/** The public transparency report (issue 15 point 3): `useTranslation(transparencyMessages)`. */
export const transparencyMessages = defineNamespace({
  en,
  hi: () => import('./hi/transparency.json'),
  pa: () => import('./pa/transparency.json'),
});
