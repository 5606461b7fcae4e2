import { defineNamespace } from '../lib/i18n';
import en from './en/notifications.json';

/** Notifications: the dashboard's bell, the Notifications tab and its e-mail settings. */
export const notificationsMessages = defineNamespace({
  en,
  hi: () => import('./hi/notifications.json'),
  pa: () => import('./pa/notifications.json'),
});
