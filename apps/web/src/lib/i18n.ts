import { useMemo, useSyncExternalStore } from 'react';
import { STORAGE_KEY } from '@app/shared/constants';
import {
  DEFAULT_LANGUAGE,
  isLanguageCode,
  translateWith,
  type Gender,
  type LanguageCode,
  type MessageValues,
  type PluralForm,
} from '@app/shared/i18n';
import { en } from '../locales/en/index';
import { externalValue } from './external-value';
import type * as LanguagesModule from './languages';
import { readStorage } from './session/browser-storage';

export type { MessageValues, PluralForm } from '@app/shared/i18n';

/**
 * Every piece of UI text comes from the message catalogue (src/locales/<lang>/*.json, one file per feature; ADR 006,
 * ADR 018). Only the text of the app shell (common, the navigation bar) is part of it; everything else is in namespaces
 * (src/locales/*.ts: auth, contact, home, frame, menus, ui, pages…) that travel with the code that uses them: a
 * component asks for them with `useTranslation(authMessages)`, so their text can never be missing when it renders
 * and never weighs on the first load of pages that do not use it.
 *
 * English is part of each namespace; the other languages are loaded when chosen, a namespace at a time. Long
 * documents (policies, articles) are per-language files under features/content/documents/<lang>/.
 */
export type Language = LanguageCode;

export type Messages = { readonly [key: string]: string | Messages };

/** Another language's text of a namespace, loaded when that language is chosen: `() => import('./hi/auth.json')`. */
export type MessagesLoader = () => Promise<{ readonly default: Messages }>;

/** A part of the catalogue: its English text, always there and the fallback, and loaders for the other languages. */
export type Namespace<M extends Messages = Messages> = { readonly en: M } & {
  readonly [L in Exclude<Language, 'en'>]?: MessagesLoader;
};

type WithoutGender<K extends string> = K extends `${infer Base}_${Gender}` ? Base : K;
type WithoutVariant<K extends string> = K extends `${infer Base}_${PluralForm}`
  ? WithoutGender<Base>
  : WithoutGender<K>;

/**
 * Dot paths of a catalogue's messages (`site.nav.login`); plural and gender variants (`x_one`, `x_woman`,
 * `x_man_other`) count as `x`.
 */
export type MessageKey<T> = {
  [K in keyof T & string]: T[K] extends string ? WithoutVariant<K> : `${K}.${MessageKey<T[K]>}`;
}[keyof T & string];

type ShellMessages = typeof en;

export type Translator<T = ShellMessages> = {
  language: Language;
  /**
   * The message, with `{{name}}` replaced by `values.name`; a numeric `count` picks the plural form and `gender` the
   * variant for a man or a woman (ADR 018). A message with markup (`<link>text</link>`) is given its components by
   * `withMarkup` (lib/i18n-markup.ts).
   */
  t: (key: MessageKey<T>, values?: MessageValues) => string;
};

export function defineNamespace<M extends Messages>(messages: Namespace<M>): Namespace<M> {
  return messages;
}

/** The shell's text (its Hindi and Punjabi are loaded by lib/languages.ts). */
const SHELL: Namespace<ShellMessages> = { en };
const catalogues: { [L in Language]?: Record<string, unknown> } = {};
/** Every namespace asked for so far, in order: choosing a language loads them all in it before it shows. */
const registered = new Set<Namespace>();
/** Which languages of a namespace are in the catalogue. */
const ready = new Map<Namespace, Set<Language>>();

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

function add(language: Language, messages: Messages): void {
  catalogues[language] = merge(catalogues[language] ?? {}, messages);
}

/** English as shown: as written, or as the pseudo-locale rewrites it (lib/pseudo-locale.ts, for the journeys). */
let english = (messages: Messages) => messages;

function register(namespace: Namespace): void {
  if (registered.has(namespace)) return;
  registered.add(namespace);
  add('en', english(namespace.en));
  ready.set(namespace, new Set(['en']));
}

/** Shows English through `rewrite` from now on, the namespaces registered so far included. */
function rewriteEnglish(rewrite: (messages: Messages) => Messages): void {
  english = rewrite;
  catalogues.en = {};
  for (const namespace of registered) add('en', rewrite(namespace.en));
}
register(SHELL);

const current = externalValue<Language>(DEFAULT_LANGUAGE);

/** The language pages are shown in now. */
export const currentLanguage = (): Language => current.get();

/** The language chosen in this browser before (`localStorage.language`), else English. */
export function storedLanguage(): Language {
  const stored = readStorage(STORAGE_KEY.language);
  return isLanguageCode(stored) ? stored : DEFAULT_LANGUAGE;
}

/**
 * The other languages' machinery (lib/languages.ts: loading namespaces in a language, choosing one), loaded the first
 * time a language other than English is wanted: an English page's first load does not carry it (ADR 006, ADR 018).
 */
let languages: typeof LanguagesModule | undefined;
const loadLanguages = () => import('./languages').then((module) => (languages = module));

/** What lib/languages.ts works on: the catalogue's own state. */
export const catalogue = { catalogues, registered, ready, add, current, shell: SHELL as Namespace, rewriteEnglish };

/**
 * Shows the site in `language` once the shell and every namespace asked for so far have loaded in it; a choice
 * (`keep`, the default) is also kept in this browser. Rejects (and keeps the language shown) when a file could not be
 * loaded. See lib/languages.ts.
 */
export function setLanguage(language: Language, options?: { keep?: boolean }): Promise<void> {
  return loadLanguages().then((module) => module.setLanguage(language, options));
}

/**
 * Chooses the language at once, for a render that cannot wait (the server's first paint, tests): English, or a
 * language whose shell is loaded already. Anything else is English; `setLanguage` loads and shows it.
 */
export function initI18n(language?: string): Language {
  current.set(isLanguageCode(language) && ready.get(SHELL)?.has(language) ? language : DEFAULT_LANGUAGE);
  return current.get();
}

function lookup(language: Language, key: string): string | undefined {
  let node: unknown = catalogues[language];
  for (const part of key.split('.')) {
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * `to` at its address in the language shown where the page has one (`/mission` → `/hi/mission`, issue 30), so a reader
 * of a page in Hindi stays in Hindi from link to link; English and other paths as they are. (lib/languages.ts is
 * loaded whenever another language is shown.)
 */
export function localizeTo(to: string, language: Language): string {
  return (language !== DEFAULT_LANGUAGE && languages?.localizeTo(to, language)) || to;
}

/**
 * Adds `namespace` to the catalogue outside a component (text a module words itself, such as the API's refusals) and
 * starts loading it in the language shown; it follows every language chosen later. A load that fails shows English.
 */
export function preloadNamespace(namespace: Namespace): void {
  register(namespace);
  void languages?.load(namespace, current.get())?.catch(() => undefined);
}

/**
 * The message under this exact key (no variant chosen) in `language`, else English; registers `namespace` first.
 * For `hasMessage` (lib/i18n-markup.ts), outside the shell.
 */
export function findMessage(
  key: string,
  namespace?: Namespace,
  language: Language = current.get(),
): string | undefined {
  if (namespace) register(namespace);
  return lookup(language, key) ?? lookup(DEFAULT_LANGUAGE, key);
}

function translate(language: Language, key: string, values?: MessageValues): string {
  const message = translateWith(lookup, language, key, values);
  if (message === undefined) {
    // A key the catalogue lacks is a bug: loud in development and tests, the key itself for members.
    if (import.meta.env.DEV) console.error(`Missing message "${key}" (${language})`);
    return key;
  }
  return message;
}

function translator(language: Language): Translator<any> {
  return { language, t: (key: string, values?: MessageValues) => translate(language, key, values) } as Translator<any>;
}

/**
 * The current language's messages. Without arguments: the app shell's text. With namespaces: theirs too (they are
 * added to the catalogue the first time a component asks for them). In a language other than English, a component
 * whose namespace has not arrived in it yet suspends until it has (the nearest `<Suspense>` shows meanwhile).
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
  // Thrown, not given to `use()`: a component then makes no call on the render after its namespace arrived that it
  // did not make before (React requires the same `use()` calls), and nothing is asked of React while nothing waits.
  // English is always there; another language has been chosen through lib/languages.ts, which is loaded then.
  for (const namespace of namespaces) {
    const pending = languages?.load(namespace, language);
    if (pending) throw pending;
  }
  return useMemo(() => translator(language), [language]);
}
