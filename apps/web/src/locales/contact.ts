import { defineNamespace } from '../lib/i18n';
import en from './en/contact.json';

/** The contact form's text: `useTranslation(contactMessages)`. */
export const contactMessages = defineNamespace({
  en,
  hi: () => import('./hi/contact.json'),
  pa: () => import('./pa/contact.json'),
});
