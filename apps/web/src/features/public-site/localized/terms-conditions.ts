import type { Localized } from '../../../lib/localized';
import { termsDocument as termsDocumentEn } from '../../content/documents/en/terms-conditions';

export const termsDocument: Localized<typeof termsDocumentEn> = {
  en: termsDocumentEn,
  hi: () => import('../../content/documents/hi/terms-conditions').then((m) => m.termsDocument),
  pa: () => import('../../content/documents/pa/terms-conditions').then((m) => m.termsDocument),
};
