import { VALIDATION_MESSAGES } from '@app/shared/validation';
import { defineNamespace } from '../lib/i18n';

/**
 * The forms' validation messages, keyed by the ids of `@app/shared/validation`, whose English this is (the schemas
 * write it): taken from there rather than from en/validation.json, which is its copy for translators and tests (a
 * test holds the two equal), so the English is not downloaded twice. Worded by `FieldError`
 * (components/ui/field.tsx) through lib/forms/validation-message.ts.
 */
export const validationMessages = defineNamespace({
  en: { validation: VALIDATION_MESSAGES },
  hi: () => import('./hi/validation.json'),
  pa: () => import('./pa/validation.json'),
});
