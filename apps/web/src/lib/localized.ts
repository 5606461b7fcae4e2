import { useTranslation, type Language } from './i18n';
import { followLanguage } from './languages';

/**
 * Something written in each language that is not catalogue text (a policy, the FAQs): its English, and loaders of
 * its other languages, each loaded when first shown in it. Only pages loaded on demand use these, so they are not in
 * the app shell's first load (ADR 006); choosing a language waits for the ones shown so far (`followLanguage`).
 */
export type Localized<T> = { readonly en: T } & { readonly [L in Exclude<Language, 'en'>]?: () => Promise<T> };

type LocalizedEntry = { value?: unknown; failed?: boolean; pending: Promise<void> };
/** Every `Localized` shown so far, and each one's loads by language. */
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

followLanguage(async (language) => {
  await Promise.all([...localizedEntries.keys()].map((variants) => loadLocalized(variants, language)));
});

/** Who is told of each English text shown (the journeys' pseudo-locale, lib/pseudo-locale.ts). */
const englishWatchers = new Set<(value: unknown) => void>();
export function watchEnglishDocuments(watch: (value: unknown) => void): void {
  englishWatchers.add(watch);
}

/** `variants` in the language shown: suspends while its text in that language loads (English if it cannot). */
export function useLocalized<T>(variants: Localized<T>): T {
  const { language } = useTranslation();
  if (!localizedEntries.has(variants)) localizedEntries.set(variants, new Map());
  const pending = loadLocalized(variants, language);
  if (pending) throw pending;
  const value = localizedEntries.get(variants)?.get(language)?.value as T | undefined;
  if (value === undefined) for (const watch of englishWatchers) watch(variants.en);
  return value ?? variants.en;
}
