import { defineNamespace } from '../lib/i18n';
import en from './en/discover.json';

/** Discover, favourites and who viewed me (the dashboard's lists of members): `useTranslation(discoverMessages)`. */
export const discoverMessages = defineNamespace({
  en,
  hi: () => import('./hi/discover.json'),
  pa: () => import('./pa/discover.json'),
});
