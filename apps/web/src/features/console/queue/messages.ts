import { defineNamespace } from '../../../lib/i18n';
import en from './messages.en.json';

/** The console's moderation queue (`useTranslation(queueMessages)`). */
export const queueMessages = defineNamespace({ en });
