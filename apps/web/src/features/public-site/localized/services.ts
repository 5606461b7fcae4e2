import type { Localized } from '../../../lib/localized';
import { servicesDocument as servicesDocumentEn } from '../../content/documents/en/services';

export const servicesDocument: Localized<typeof servicesDocumentEn> = {
  en: servicesDocumentEn,
  hi: () => import('../../content/documents/hi/services').then((m) => m.servicesDocument),
  pa: () => import('../../content/documents/pa/services').then((m) => m.servicesDocument),
};
