import { defineNamespace } from '../../../lib/i18n';
import en from './messages.en.json';

/** The console's Members section and contact inbox (`useTranslation(membersMessages)`). */
export const membersMessages = defineNamespace({ en });
