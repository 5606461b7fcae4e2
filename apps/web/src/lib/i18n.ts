import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { STORAGE_KEY } from '@app/shared/constants';
import {
  DEFAULT_LANGUAGE,
  isLanguageCode,
  LOCALES,
  translateWith,
  type Gender,
  type LanguageCode,
  type MessageValues,
  type PluralForm,
} from '@app/shared/i18n';
import { en } from '../locales/en/index';
import { externalValue } from './external-value';
import { readStorage, writeStorage } from './session/browser-storage';

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
 * Each language: its name in its own script (the language list), a short name beside the flag of the navigation bar,
 * the flag of the country whose locale it is, and `<html lang>`, which dates and numbers are formatted with
 * (lib/intl.ts).
 */
export const LANGUAGES = {
  en: { label: 'English', short: 'EN', flag: '/flags/au.svg', htmlLang: LOCALES.en.htmlLang },
  hi: { label: 'हिन्दी', short: 'हिं', flag: '/flags/in.svg', htmlLang: LOCALES.hi.htmlLang },
  pa: { label: 'ਪੰਜਾਬੀ', short: 'ਪੰ', flag: '/flags/in.svg', htmlLang: LOCALES.pa.htmlLang },
} as const satisfies Record<LanguageCode, { label: string; short: string; flag: string; htmlLang: string }>;
export type Language = LanguageCode;

type Messages = { readonly [key: string]: string | Messages };

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

/** The shell's Hindi and Punjabi: its two files, loaded together when the language is chosen. */
const SHELL: Namespace<ShellMessages> = {
  en,
  hi: () => import('../locales/hi/shell').then((module) => ({ default: module.hi })),
  pa: () => import('../locales/pa/shell').then((module) => ({ default: module.pa })),
};
const catalogues: { [L in Language]?: Record<string, unknown> } = {};
/** Every namespace asked for so far, in order: choosing a language loads them all in it before it shows. */
const registered = new Set<Namespace>();
/** Which languages of a namespace are in the catalogue, and the loads under way. */
const ready = new Map<Namespace, Set<Language>>();
const loads = new Map<Namespace, Map<Language, Promise<void>>>();

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

function register(namespace: Namespace): void {
  if (registered.has(namespace)) return;
  registered.add(namespace);
  add('en', namespace.en);
  ready.set(namespace, new Set(['en']));
}
register(SHELL);

/**
 * The load of `namespace` in `language`, or null when there is nothing to wait for (English, loaded already, or a
 * namespace without that language: it shows English). A load that failed is forgotten, so the next asks again.
 */
function load(namespace: Namespace, language: Language): Promise<void> | null {
  if (ready.get(namespace)?.has(language)) return null;
  const loader = language === 'en' ? undefined : namespace[language];
  if (!loader) return null;
  let byLanguage = loads.get(namespace);
  if (!byLanguage) {
    byLanguage = new Map();
    loads.set(namespace, byLanguage);
  }
  let pending = byLanguage.get(language);
  if (!pending) {
    pending = loader().then(
      (module) => {
        add(language, module.default);
        ready.get(namespace)?.add(language);
      },
      (error: unknown) => {
        byLanguage.delete(language);
        throw error;
      },
    );
    byLanguage.set(language, pending);
  }
  return pending;
}

const current = externalValue<Language>(DEFAULT_LANGUAGE);

/** The language pages are shown in now. */
export const currentLanguage = (): Language => current.get();

/** The language chosen in this browser before (`localStorage.language`), else English. */
export function storedLanguage(): Language {
  const stored = readStorage(STORAGE_KEY.language);
  return isLanguageCode(stored) ? stored : DEFAULT_LANGUAGE;
}

/**
 * Shows the site in `language`: the shell and every namespace asked for so far are loaded in it first, so nothing
 * shown changes language piece by piece; then components re-render and `<html lang>` follows. A choice (`keep`, the
 * default) is also kept in this browser; a page shown in the language of its address is not one. Rejects (and keeps
 * the language shown) when a file could not be loaded.
 */
export async function setLanguage(language: Language, { keep = true }: { keep?: boolean } = {}): Promise<void> {
  await Promise.all([
    ...[...registered].map((namespace) => load(namespace, language)),
    ...[...localizedEntries.keys()].map((variants) => loadLocalized(variants, language)),
  ]);
  current.set(language);
  if (keep) writeStorage(STORAGE_KEY.language, language);
  if (typeof document !== 'undefined') document.documentElement.lang = LANGUAGES[language].htmlLang;
}

/** Keeps `language` as this browser's choice, for a page that shows itself in it (its address says so). */
export function rememberLanguage(language: Language): void {
  writeStorage(STORAGE_KEY.language, language);
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
 * Something written in each language that is not catalogue text (a policy, the FAQs): its English, and loaders of
 * its other languages, each loaded when first shown in it.
 */
export type Localized<T> = { readonly en: T } & { readonly [L in Exclude<Language, 'en'>]?: () => Promise<T> };

type LocalizedEntry = { value?: unknown; failed?: boolean; pending: Promise<void> };
/** Every `Localized` shown so far (choosing a language loads them too), and each one's loads by language. */
const localizedEntries = new Map<Localized<unknown>, Map<Language, LocalizedEntry>>();

function loadLocalized(variants: Localized<unknown>, language: Language): Promise<void> | null {
  const loader = language === 'en' ? undefined : variants[language];
  if (!loader) return null;
  let byLanguage = localizedEntries.get(variants);
  if (!byLanguage) {
    byLanguage = new Map();
    localizedEntries.set(variants, byLanguage);
  }
  const known = byLanguage.get(language);
  if (known) return known.value === undefined && !known.failed ? known.pending : null;
  const entry: LocalizedEntry = {
    pending: loader().then(
      (value) => void (entry.value = value),
      // Shown in English rather than not at all.
      () => void (entry.failed = true),
    ),
  };
  byLanguage.set(language, entry);
  return entry.pending;
}

/** `variants` in the language shown: suspends while its text in that language loads (English if it cannot). */
export function useLocalized<T>(variants: Localized<T>): T {
  const language = useSyncExternalStore(current.subscribe, current.get, current.get);
  if (!localizedEntries.has(variants)) localizedEntries.set(variants, new Map());
  const pending = loadLocalized(variants, language);
  if (pending) throw pending;
  return (localizedEntries.get(variants)?.get(language)?.value as T | undefined) ?? variants.en;
}

const switching = new Map<Language, Promise<void>>();
const unavailable = new Set<Language>();

/**
 * Shows the page in `language`, the language its address is in (`/hi/mission`, issue 30): its first render suspends
 * until the language has loaded. Only the first: while the next page's address takes over (a navigation keeps the
 * page shown until the next is ready), this one must not take the language back. Opening a page at a Hindi or
 * Punjabi address is choosing that language (kept in this browser); an English address shows English and leaves the
 * choice as it was. A language whose files cannot arrive leaves the page in the language shown.
 */
export function usePageLanguage(language: Language): void {
  const shown = useSyncExternalStore(current.subscribe, current.get, current.get);
  const settled = useRef(false);
  useEffect(() => {
    settled.current = true;
  }, []);
  if (settled.current || shown === language || unavailable.has(language)) return;
  let pending = switching.get(language);
  if (!pending) {
    pending = setLanguage(language, { keep: language !== DEFAULT_LANGUAGE })
      .catch(() => void unavailable.add(language))
      .finally(() => switching.delete(language));
    switching.set(language, pending);
  }
  throw pending;
}

/**
 * Adds `namespace` to the catalogue outside a component (text a module words itself, such as the API's refusals) and
 * starts loading it in the language shown; it follows every language chosen later. A load that fails shows English.
 */
export function preloadNamespace(namespace: Namespace): void {
  register(namespace);
  void load(namespace, current.get())?.catch(() => undefined);
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

/**
 * The label of option `value` of the option list `list` (`options.<list>` of the catalogue, `locales/options.ts`) in
 * `language`, else undefined: the caller then shows the list's own English. The value is one key, never split at
 * dots, since option values hold dots, slashes and commas. Nothing is looked up in English: the lists carry their
 * English themselves.
 */
export function findOption(list: string, value: string, language: Language = current.get()): string | undefined {
  const lists = catalogues[language]?.options as Record<string, Record<string, unknown> | undefined> | undefined;
  const label = lists?.[list]?.[value];
  return typeof label === 'string' ? label : undefined;
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
  for (const namespace of namespaces) {
    const pending = load(namespace, language);
    if (pending) throw pending;
  }
  return useMemo(() => translator(language), [language]);
}
