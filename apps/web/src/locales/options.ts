import { defineNamespace } from '../lib/i18n';

/**
 * The option lists' labels (religions, communities, castes, languages, occupations, qualifications, countries, visa
 * statuses…; issue 30), for `useOptionLabel` (lib/option-labels.ts): `options.<list>.<value>`, each list keyed by a
 * stable id and each option by the value stored and sent, which never changes with the language.
 *
 * English is the lists' own text (`@app/shared/profile/options`, the server's country names), which the pages using
 * them carry already; `en/options.json` writes it out for translators and is held to it by a test
 * (options.test.ts), but is not bundled: its 6 KB would not fit the onboarding pages' budget (docs/performance.md).
 */
export const optionsMessages = defineNamespace({
  en: {},
  hi: () => import('./hi/options.json'),
  pa: () => import('./pa/options.json'),
});
