import { defineNamespace } from '../lib/i18n';
import en from './en/frame.json';

/** The footer's and the cookie banner's text (both load beside the page): `useTranslation(frameMessages)`. */
export const frameMessages = defineNamespace({
  en,
  hi: () => import('./hi/frame.json'),
  pa: () => import('./pa/frame.json'),
});
