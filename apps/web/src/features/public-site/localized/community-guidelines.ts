import type { Localized } from '../../../lib/localized';
import { communityGuidelinesDocument as communityGuidelinesDocumentEn } from '../../content/documents/en/community-guidelines';

export const communityGuidelinesDocument: Localized<typeof communityGuidelinesDocumentEn> = {
  en: communityGuidelinesDocumentEn,
  hi: () => import('../../content/documents/hi/community-guidelines').then((m) => m.communityGuidelinesDocument),
  pa: () => import('../../content/documents/pa/community-guidelines').then((m) => m.communityGuidelinesDocument),
};
