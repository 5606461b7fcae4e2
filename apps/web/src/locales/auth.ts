import { defineNamespace } from '../lib/i18n';
import en from './en/auth.json';

/** Sign-up, login, recovery and account text: `useTranslation(authMessages)`. */
export const authMessages = defineNamespace({
  en,
  hi: () => import('./hi/auth.json'),
  pa: () => import('./pa/auth.json'),
});
