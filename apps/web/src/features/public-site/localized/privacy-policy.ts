import type { Localized } from '../../../lib/localized';
import { privacyPolicyDocument as privacyPolicyDocumentEn } from '../../content/documents/en/privacy-policy';

export const privacyPolicyDocument: Localized<typeof privacyPolicyDocumentEn> = {
  en: privacyPolicyDocumentEn,
  hi: () => import('../../content/documents/hi/privacy-policy').then((m) => m.privacyPolicyDocument),
  pa: () => import('../../content/documents/pa/privacy-policy').then((m) => m.privacyPolicyDocument),
};
