import { useMemo, useSyncExternalStore } from 'react';
import { STORAGE_KEY } from '@app/shared/constants';
import { en } from '../locales/en/index';
import { externalValue } from './external-value';
import { readStorage } from './session/browser-storage';

/**
 * Every piece of UI text comes from the message catalogue (src/locales/<lang>/*.json, one file per feature).
 * Only the text of the app shell (common, the navigation bar) is part of it; everything else is in namespaces
 * (src/locales/*.ts: auth, contact, home, frame, menus, ui, pages…) that travel with the code that uses them: a
 * component asks for them with `useTranslation(authMessages)`, so their text can never be missing when it renders
 * and never weighs on the first load of pages that do not use it (ADR 006).
 *
 * A new language is a sibling folder with the same files (Hindi is planned), listed in LANGUAGES. Long documents
 * (policies, articles) are per-language files under features/content/documents/<lang>/.
 */
export const LANGUAGES = {
  en: { label: 'English (Australia)', flag: '/flags/au.svg', htmlLang: 'en-AU' },
} as const;
export type Language = keyof typeof LANGUAGES;

type Messages = { readonly [key: string]: string | Messages };

/** A part of the catalogue, per language; English is always there and is the fallback. */
export type Namespace<M extends Messages = Messages> = { readonly en: M } & { readonly [L in Language]?: M };

/** The plural categories of `Intl.PluralRules`. */
export type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type WithoutPlural<K extends string> = K extends `${infer Base}_${PluralForm}` ? Base : K;

/** Dot paths of a catalogue's messages (`site.nav.login`); plural variants (`x_one`, `x_other`) count as `x`. */
export type MessageKey<T> = {
  [K in keyof T & string]: T[K] extends string ? WithoutPlural<K> : `${K}.${MessageKey<T[K]>}`;
}[keyof T & string];

export type MessageValues = Readonly<Record<string, string | number>>;

type ShellMessages = typeof en;

export type Translator<T = ShellMessages> = {
  language: Language;
  /**
   * The message, with `{{name}}` replaced by `values.name`; a numeric `count` picks the plural form. A message with
   * markup (`<link>text</link>`) is given its components by `withMarkup` (lib/i18n-markup.ts).
   */
  t: (key: MessageKey<T>, values?: MessageValues) => string;
};

export function defineNamespace<M extends Messages>(messages: Namespace<M>): Namespace<M> {
  return messages;
}

const SHELL: Namespace<ShellMessages> = { en };
const catalogues: { [L in Language]?: Record<string, unknown> } = {};
const registered = new WeakSet<Namespace>();

/** Namespaces may add to the same branch (`site.nav` in the shell, `site.plans` in a page's namespace). */
function merge(into: Record<string, unknown>, messages: Messages): Record<string, unknown> {
  const merged = { ...into };
  for (const [key, value] of Object.entries(messages)) {
    const existing = merged[key];
    merged[key] =
      typeof value === 'object' && existing && typeof existing === 'object'
        ? merge(existing as Record<string, unknown>, value)
        : value;
  }
  return merged;
}

function register(namespace: Namespace): void {
  if (registered.has(namespace)) return;
  registered.add(namespace);
  for (const [language, messages] of Object.entries(namespace) as Array<[Language, Messages]>) {
    catalogues[language] = merge(catalogues[language] ?? {}, messages);
  }
}
register(SHELL);

function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && Object.hasOwn(LANGUAGES, value);
}

const current = externalValue<Language>('en');

/** Chooses the language (the stored choice when none is given); components re-render with it. */
export function initI18n(language?: string): Language {
  const chosen = language ?? readStorage(STORAGE_KEY.language);
  current.set(isLanguage(chosen) ? chosen : 'en');
  return current.get();
}

function lookup(language: Language, key: string): string | undefined {
  for (const catalogue of [catalogues[language], catalogues.en]) {
    let node: unknown = catalogue;
    for (const part of key.split('.')) {
      node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
    }
    if (typeof node === 'string') return node;
  }
  return undefined;
}

const pluralRules = new Map<Language, Intl.PluralRules>();
function pluralForm(language: Language, count: number): PluralForm {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(LANGUAGES[language].htmlLang);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

/**
 * The message under this exact key (no plural form chosen) in `language`, else English; registers `namespace` first.
 * For `hasMessage` (lib/i18n-markup.ts), outside the shell.
 */
export function findMessage(
  key: string,
  namespace?: Namespace,
  language: Language = current.get(),
): string | undefined {
  if (namespace) register(namespace);
  return lookup(language, key);
}

function translate(language: Language, key: string, values?: MessageValues): string {
  const count = values?.count;
  const message =
    (typeof count === 'number'
      ? (lookup(language, `${key}_${pluralForm(language, count)}`) ?? lookup(language, `${key}_other`))
      : undefined) ?? lookup(language, key);
  if (message === undefined) {
    // A key the catalogue lacks is a bug: loud in development and tests, the key itself for members.
    if (import.meta.env.DEV) console.error(`Missing message "${key}" (${language})`);
    return key;
  }
  if (!values) return message;
  return message.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}

function translator(language: Language): Translator<any> {
  return { language, t: (key: string, values?: MessageValues) => translate(language, key, values) } as Translator<any>;
}

/**
 * The current language's messages. Without arguments: the app shell's text. With namespaces: theirs too (they are
 * added to the catalogue the first time a component asks for them).
 */
export function useTranslation(): Translator;
export function useTranslation<A extends Messages>(a: Namespace<A>): Translator<ShellMessages & A>;
export function useTranslation<A extends Messages, B extends Messages>(
  a: Namespace<A>,
  b: Namespace<B>,
): Translator<ShellMessages & A & B>;
export function useTranslation(...namespaces: Namespace[]): Translator<any> {
  for (const namespace of namespaces) register(namespace);
  const language = useSyncExternalStore(current.subscribe, current.get, current.get);
  return useMemo(() => translator(language), [language]);
}
