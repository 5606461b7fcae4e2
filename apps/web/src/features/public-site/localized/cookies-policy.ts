import type { Localized } from '../../../lib/localized';
import { cookiesPolicyDocument as cookiesPolicyDocumentEn } from '../../content/documents/en/cookies-policy';

export const cookiesPolicyDocument: Localized<typeof cookiesPolicyDocumentEn> = {
  en: cookiesPolicyDocumentEn,
  hi: () => import('../../content/documents/hi/cookies-policy').then((m) => m.cookiesPolicyDocument),
  pa: () => import('../../content/documents/pa/cookies-policy').then((m) => m.cookiesPolicyDocument),
};
