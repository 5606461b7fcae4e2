import { defineNamespace } from '../lib/i18n';
import en from './en/data-export.json';

/** Your data: the My Details card (a copy of your data) and the deletion receipt: `useTranslation(dataExportMessages)`. */
export const dataExportMessages = defineNamespace({
  en,
  hi: () => import('./hi/data-export.json'),
  pa: () => import('./pa/data-export.json'),
});
