import { defineNamespace } from '../lib/i18n';
import en from './en/connections.json';

/** Connections: the profile page's actions and the dashboard's Connections tab: `useTranslation(connectionsMessages)`. */
export const connectionsMessages = defineNamespace({
  en,
  hi: () => import('./hi/connections.json'),
  pa: () => import('./pa/connections.json'),
});
