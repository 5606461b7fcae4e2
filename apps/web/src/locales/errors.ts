import { defineNamespace, type MessagesLoader } from '../lib/i18n';

type Loaded = Awaited<ReturnType<MessagesLoader>>;

/** Another language's sentences, with the English ones beside them (`englishApiErrors`), loaded together. */
const withEnglish = (own: Loaded): Promise<Loaded> =>
  import('./en/errors.json').then((english) => ({
    default: { ...own.default, englishApiErrors: english.default.apiErrors },
  }));

/**
 * The API's refusals in the member's words (ADR 018 point 4): `apiErrors.<CODE>.<reason>`, with the error's
 * `params` as `{{placeholders}}`; a code without reasons is `apiErrors.<CODE>.generic`. The server keys them
 * (`@app/shared/errors/reasons`); a reason the catalogue lacks shows the server's English `message`. Loaded with the
 * API code (lib/api/api-failure.ts), not the shell.
 *
 * English is not bundled: an English page shows the server's `message`, which is the catalogue's English (a server
 * test holds the two together). Another language loads the English with its own, to check that the server still
 * says the sentence it words (`englishApiErrors`).
 */
export const errorsMessages = defineNamespace({
  en: {},
  hi: () => import('./hi/errors.json').then(withEnglish),
  pa: () => import('./pa/errors.json').then(withEnglish),
});
