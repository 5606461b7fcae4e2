import { defineNamespace } from '../../../lib/i18n';
import en from './messages.en.json';

/** The console's audit log page and the action names in plain words (`useTranslation(auditMessages)`). */
export const auditMessages = defineNamespace({ en });
