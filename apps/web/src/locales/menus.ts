import { defineNamespace } from '../lib/i18n';
import en from './en/menus.json';

/**
 * Text of what opens or loads beside the page (the mobile menu's drawer, the login panel, the footer's link
 * columns): `useTranslation(menuMessages)`. The bar itself keeps its few words in the shell's `site.json`.
 */
export const menuMessages = defineNamespace({
  en,
  hi: () => import('./hi/menus.json'),
  pa: () => import('./pa/menus.json'),
});
