import { defineNamespace } from '../lib/i18n';
import en from './en/verification.json';

/** The verified tick: the "Get verified" card in My Details: `useTranslation(verificationMessages)`. */
export const verificationMessages = defineNamespace({
  en,
  hi: () => import('./hi/verification.json'),
  pa: () => import('./pa/verification.json'),
});
