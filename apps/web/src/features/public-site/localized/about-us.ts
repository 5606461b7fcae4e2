import type { Localized } from '../../../lib/localized';
import { aboutUsDocument as aboutUsDocumentEn } from '../../content/documents/en/about-us';

export const aboutUsDocument: Localized<typeof aboutUsDocumentEn> = {
  en: aboutUsDocumentEn,
  hi: () => import('../../content/documents/hi/about-us').then((m) => m.aboutUsDocument),
  pa: () => import('../../content/documents/pa/about-us').then((m) => m.aboutUsDocument),
};
