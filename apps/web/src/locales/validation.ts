import { defineNamespace } from '../lib/i18n';
import en from './en/validation.json';

/**
 * The forms' validation messages, keyed by the ids of `@app/shared/validation` (whose English this is: a test holds
 * the two equal). Worded by `FieldError` (components/ui/field.tsx) through `useValidationMessage`.
 */
export const validationMessages = defineNamespace({
  en,
  hi: () => import('./hi/validation.json'),
  pa: () => import('./pa/validation.json'),
});
