import { defineNamespace } from '../../../lib/i18n';
import en from './messages.en.json';

/** The console's Plans and money pages (`useTranslation(moneyMessages)`). */
export const moneyMessages = defineNamespace({ en });
