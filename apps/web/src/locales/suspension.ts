import { defineNamespace } from '../lib/i18n';
import en from './en/suspension.json';

/** The suspension screen (`/suspended`): `useTranslation(suspensionMessages)`. */
export const suspensionMessages = defineNamespace({
  en,
  hi: () => import('./hi/suspension.json'),
  pa: () => import('./pa/suspension.json'),
});
