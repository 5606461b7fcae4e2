import { cloneElement, type ReactElement, type ReactNode } from 'react';
import { findMessage, type Language, type Namespace, type PluralForm } from './i18n';

/**
 * The catalogue's tools that only pages loaded on demand use (the register form, the cookie banner, the contact form,
 * the questionnaire…), kept out of the app shell's first load (ADR 006, ADR 018).
 */

const MARKUP = /<(\w+)>([^<]*)<\/\1>/g;

/**
 * A message with markup: each `<name>text</name>` becomes `components.name` with `text` as its children (links
 * inside a sentence, so translators keep the whole sentence): `withMarkup(t('auth.register.consent'), { terms:
 * <Link to="/terms-conditions" /> })`. A name without a component keeps its text.
 */
export function withMarkup(message: string, components: Readonly<Record<string, ReactElement>>): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of message.matchAll(MARKUP)) {
    const [whole, name = '', inner] = match;
    const component = components[name];
    parts.push(message.slice(last, match.index));
    parts.push(component ? cloneElement(component, { key: parts.length }, inner) : inner);
    last = match.index + whole.length;
  }
  parts.push(message.slice(last));
  return parts;
}

const PLURAL_FORMS: readonly PluralForm[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

/** Whether the catalogue (the shell, the given namespace, and any loaded so far) has this message, in any form. */
export function hasMessage(key: string, namespace?: Namespace, language?: Language): boolean {
  return (
    findMessage(key, namespace, language) !== undefined ||
    PLURAL_FORMS.some((form) => findMessage(`${key}_${form}`, namespace, language) !== undefined)
  );
}
