import type { Localized } from '../../../lib/localized';
import { childSafetyDocument as childSafetyDocumentEn } from '../../content/documents/en/child-safety-policy';

export const childSafetyDocument: Localized<typeof childSafetyDocumentEn> = {
  en: childSafetyDocumentEn,
  hi: () => import('../../content/documents/hi/child-safety-policy').then((m) => m.childSafetyDocument),
  pa: () => import('../../content/documents/pa/child-safety-policy').then((m) => m.childSafetyDocument),
};
