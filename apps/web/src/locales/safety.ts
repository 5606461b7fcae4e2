import { defineNamespace } from '../lib/i18n';
import en from './en/safety.json';

/**
 * Safety (issue 14): blocking and unblocking a member, reporting one (from a profile, a chat message or a warning),
 * the Blocked list and "My reports": `useTranslation(safetyMessages)`.
 */
export const safetyMessages = defineNamespace({
  en,
  hi: () => import('./hi/safety.json'),
  pa: () => import('./pa/safety.json'),
});
