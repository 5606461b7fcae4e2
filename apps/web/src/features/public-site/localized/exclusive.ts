import type { Localized } from '../../../lib/localized';
import {
  exclusiveCriteria as exclusiveCriteriaEn,
  exclusiveDocument as exclusiveDocumentEn,
} from '../../content/documents/en/exclusive';

export const exclusiveCriteria: Localized<typeof exclusiveCriteriaEn> = {
  en: exclusiveCriteriaEn,
  hi: () => import('../../content/documents/hi/exclusive').then((m) => m.exclusiveCriteria),
  pa: () => import('../../content/documents/pa/exclusive').then((m) => m.exclusiveCriteria),
};
export const exclusiveDocument: Localized<typeof exclusiveDocumentEn> = {
  en: exclusiveDocumentEn,
  hi: () => import('../../content/documents/hi/exclusive').then((m) => m.exclusiveDocument),
  pa: () => import('../../content/documents/pa/exclusive').then((m) => m.exclusiveDocument),
};
