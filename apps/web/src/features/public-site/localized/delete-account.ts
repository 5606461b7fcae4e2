import type { Localized } from '../../../lib/localized';
import { deleteAccountDocument as deleteAccountDocumentEn } from '../../content/documents/en/delete-account';

export const deleteAccountDocument: Localized<typeof deleteAccountDocumentEn> = {
  en: deleteAccountDocumentEn,
  hi: () => import('../../content/documents/hi/delete-account').then((m) => m.deleteAccountDocument),
  pa: () => import('../../content/documents/pa/delete-account').then((m) => m.deleteAccountDocument),
};
