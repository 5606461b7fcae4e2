import { defineNamespace } from '../lib/i18n';
import en from './en/console-statistics.json';

/** The console's Statistics section (issue 15): `useTranslation(consoleStatisticsMessages)`. */
export const consoleStatisticsMessages = defineNamespace({ en });
