import type { Localized } from '../../../lib/localized';
import { homeSections as homeSectionsEn } from '../../content/documents/en/home';

export const homeSections: Localized<typeof homeSectionsEn> = {
  en: homeSectionsEn,
  hi: () => import('../../content/documents/hi/home').then((m) => m.homeSections),
  pa: () => import('../../content/documents/pa/home').then((m) => m.homeSections),
};
