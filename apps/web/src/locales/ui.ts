import { defineNamespace } from '../lib/i18n';
import en from './en/ui.json';

/** The form controls' text (components/ui): `useTranslation(uiMessages)`. */
export const uiMessages = defineNamespace({
  en,
  hi: () => import('./hi/ui.json'),
  pa: () => import('./pa/ui.json'),
});
