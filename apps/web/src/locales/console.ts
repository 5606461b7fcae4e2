import { defineNamespace } from '../lib/i18n';
import en from './en/console.json';

/** The operations console's frame and staff set-up (issue 15): `useTranslation(consoleMessages)`. */
export const consoleMessages = defineNamespace({ en });
