import { defineNamespace } from '../lib/i18n';
import en from './en/members.json';

/** The member card every list of members shows (Discover, Favourites, who viewed me, Connections). */
export const membersMessages = defineNamespace({
  en,
  hi: () => import('./hi/members.json'),
  pa: () => import('./pa/members.json'),
});
