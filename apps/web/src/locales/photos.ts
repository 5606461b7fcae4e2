import { defineNamespace } from '../lib/i18n';
import en from './en/photos.json';

/** The photo manager's text (onboarding photo step and My Details): `useTranslation(photosMessages)`. */
export const photosMessages = defineNamespace({
  en,
  hi: () => import('./hi/photos.json'),
  pa: () => import('./pa/photos.json'),
});
