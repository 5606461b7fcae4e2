import { defineNamespace } from '../lib/i18n';
import en from './en/family.json';

/**
 * Families (issue 29, ADR 017): the candidate's Family page (inviting relatives, what each may do, invitations,
 * activity), the My Details card that leads there, and the invitation e-mail's page: `useTranslation(familyMessages)`.
 */
export const familyMessages = defineNamespace({
  en,
  hi: () => import('./hi/family.json'),
  pa: () => import('./pa/family.json'),
});
