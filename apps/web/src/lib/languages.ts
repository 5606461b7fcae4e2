import { useEffect, useRef, useSyncExternalStore } from 'react';
import { pathInLanguage } from '@app/shared/addresses';
import { STORAGE_KEY } from '@app/shared/constants';
import { catalogue, setLanguage as chooseLanguage, type Language, type MessagesLoader, type Namespace } from './i18n';
import { LANGUAGES } from './language-names';
import { writeStorage } from './session/browser-storage';

/**
 * Hindi and Punjabi for the catalogue of lib/i18n.ts (ADR 018): loading a namespace in a language, and choosing the
 * language shown. Loaded the first time a language other than English is wanted (the language flag, a stored choice,
 * a page at `/hi/…`), so an English page's first load does not carry it.
 */

/** The shell's Hindi and Punjabi: its files, loaded together. */
const SHELL_LOADERS: Partial<Record<Language, MessagesLoader>> = {
  hi: () => import('../locales/hi/shell').then((module) => ({ default: module.hi })),
  pa: () => import('../locales/pa/shell').then((module) => ({ default: module.pa })),
};

const loads = new Map<Namespace, Map<Language, Promise<void>>>();

/**
 * The load of `namespace` in `language`, or null when there is nothing to wait for (English, loaded already, or a
 * namespace without that language: it shows English). A load that failed is forgotten, so the next asks again.
 */
export function load(namespace: Namespace, language: Language): Promise<void> | null {
  const { ready, add } = catalogue;
  if (ready.get(namespace)?.has(language)) return null;
  const loader =
    language === 'en' ? undefined : namespace === catalogue.shell ? SHELL_LOADERS[language] : namespace[language];
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

/** What else choosing a language waits for: the documents shown so far in their own language (lib/localized.ts). */
const followers = new Set<(language: Language) => Promise<void> | null>();
export function followLanguage(follow: (language: Language) => Promise<void> | null): void {
  followers.add(follow);
}

/**
 * Shows the site in `language`: the shell and every namespace asked for so far are loaded in it first, so nothing
 * shown changes language piece by piece; then components re-render and `<html lang>` follows. A choice (`keep`, the
 * default) is also kept in this browser; a page shown in the language of its address is not one. Rejects (and keeps
 * the language shown) when a file could not be loaded.
 */
export async function setLanguage(language: Language, { keep = true }: { keep?: boolean } = {}): Promise<void> {
  await Promise.all([
    ...[...catalogue.registered].map((namespace) => load(namespace, language)),
    ...[...followers].map((follow) => follow(language)),
  ]);
  catalogue.current.set(language);
  if (keep) writeStorage(STORAGE_KEY.language, language);
  if (typeof document !== 'undefined') document.documentElement.lang = LANGUAGES[language].htmlLang;
}

/** `to` at its address in `language` where the page has one (`/mission` → `/hi/mission`); query and hash kept. */
export function localizeTo(to: string, language: Language): string {
  if (!to.startsWith('/')) return to;
  const at = to.search(/[?#]/);
  return at === -1 ? pathInLanguage(to, language) : `${pathInLanguage(to.slice(0, at), language)}${to.slice(at)}`;
}

const switching = new Map<Language, Promise<void>>();
const unavailable = new Set<Language>();

/**
 * Shows the page in `language`, the language its address is in (`/hi/mission`): its first render suspends until the
 * language has loaded, and opening it is choosing that language (kept in this browser). Only the first render: while
 * the next page takes over (a navigation keeps this one shown until the next is ready), this one must not take the
 * language back. A language whose files cannot arrive leaves the page in the language shown. `null`: nothing to do.
 */
export function usePageLanguage(language: Language | null): void {
  const shown = useSyncExternalStore(catalogue.current.subscribe, catalogue.current.get, catalogue.current.get);
  const settled = useRef(false);
  useEffect(() => {
    settled.current = true;
  }, []);
  if (language === null || settled.current || shown === language || unavailable.has(language)) return;
  let pending = switching.get(language);
  if (!pending) {
    pending = chooseLanguage(language)
      .catch(() => void unavailable.add(language))
      .finally(() => switching.delete(language));
    switching.set(language, pending);
  }
  throw pending;
}
