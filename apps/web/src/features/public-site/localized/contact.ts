import type { Localized } from '../../../lib/localized';
import { contactDocument as contactDocumentEn } from '../../content/documents/en/contact';

export const contactDocument: Localized<typeof contactDocumentEn> = {
  en: contactDocumentEn,
  hi: () => import('../../content/documents/hi/contact').then((m) => m.contactDocument),
  pa: () => import('../../content/documents/pa/contact').then((m) => m.contactDocument),
};
