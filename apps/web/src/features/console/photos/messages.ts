import { defineNamespace } from '../../../lib/i18n';
import en from './messages.en.json';

/** The console's photo review section (`useTranslation(photoReviewMessages)`). */
export const photoReviewMessages = defineNamespace({ en });
