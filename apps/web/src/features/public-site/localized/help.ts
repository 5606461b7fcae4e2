import type { Localized } from '../../../lib/localized';
import { helpTopics as helpTopicsEn } from '../../content/documents/en/help';

export const helpTopics: Localized<typeof helpTopicsEn> = {
  en: helpTopicsEn,
  hi: () => import('../../content/documents/hi/help').then((m) => m.helpTopics),
  pa: () => import('../../content/documents/pa/help').then((m) => m.helpTopics),
};
