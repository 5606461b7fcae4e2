import { identifyValidationMessage } from '@app/shared/validation';
import { useTranslation, type MessageValues, type Translator } from '../i18n';
import { validationMessages } from '../../locales/validation';

type ValidationTranslator = Translator<typeof validationMessages.en>;

/**
 * A validation message in the language shown (issue 30): the schemas write English (`@app/shared/validation` lists
 * every message with its id), so the English message is identified and worded from the `validation` namespace, with
 * its values (`Use at least 8 characters.` → `validation.passwordTooShort`, `{ min: '8' }`). Any other text (a message
 * a form has worded itself) is shown as it is.
 */
export function wordValidationMessage(t: ValidationTranslator['t'], message: string): string {
  const identified = identifyValidationMessage(message);
  if (!identified) return message;
  return t(`validation.${identified.id}`, identified.values as MessageValues | undefined);
}

/**
 * A field's message, worded in the language shown: what `FieldError` (components/ui/field.tsx) loads just after its
 * form shows, with the `validation` namespace.
 */
export function WordedMessage({ message }: { message: string }) {
  const { t } = useTranslation(validationMessages);
  return wordValidationMessage(t, message);
}
