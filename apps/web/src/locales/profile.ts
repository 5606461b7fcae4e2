import { defineNamespace } from '../lib/i18n';
import en from './en/profile.json';

/** My Details, partner preferences and the member profile page: `useTranslation(profileMessages)`. */
export const profileMessages = defineNamespace({
  en,
  hi: () => import('./hi/profile.json'),
  pa: () => import('./pa/profile.json'),
});
