import { defineNamespace } from '../lib/i18n';
import en from './en/pages.json';

/**
 * The text of the public pages other than home, the form controls and the pages of later releases:
 * `useTranslation(pageMessages)`.
 */
export const pageMessages = defineNamespace({ en });
