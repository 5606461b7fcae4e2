import type { Localized } from '../../../lib/localized';
import { missionDocument as missionDocumentEn } from '../../content/documents/en/mission';

export const missionDocument: Localized<typeof missionDocumentEn> = {
  en: missionDocumentEn,
  hi: () => import('../../content/documents/hi/mission').then((m) => m.missionDocument),
  pa: () => import('../../content/documents/pa/mission').then((m) => m.missionDocument),
};
