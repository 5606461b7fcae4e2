import { catalogue, type Messages } from './i18n';
import { watchEnglishDocuments } from './localized';

/**
 * The pseudo-locale of the journeys (issue 30 point 6; e2e/pseudo-locale.ts): English with every letter accented, its
 * vowels doubled, between ⟦ and ⟧, placeholders and markup untouched. A page shown with it has no plain
 * English word left but what did not come through the catalogue (or is a member's own text). Loaded only when the
 * journeys ask for it; members never get it.
 */
const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, index) => [
    letter,
    [...'áƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÁƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][index] as string,
  ]),
);

/**
 * One message: its letters accented outside `{{placeholders}}` and `<tags>`, and each vowel doubled, which makes it
 * about a third longer with its words still breaking where they break in English.
 */
export function pseudoMessage(message: string): string {
  const accented = message.replace(/(\{\{[^}]*\}\}|<[^>]*>)|[A-Za-z]/g, (match, kept?: string) => {
    if (kept) return kept;
    const letter = ACCENTED[match] ?? match;
    return /[aeiou]/i.test(match) ? letter + letter : letter;
  });
  return `⟦${accented}⟧`;
}

function pseudoMessages(messages: Messages): Messages {
  return Object.fromEntries(
    Object.entries(messages).map(([key, value]) => [
      key,
      typeof value === 'string' ? pseudoMessage(value) : pseudoMessages(value),
    ]),
  );
}

/** Every piece of text of the English documents shown (policies, FAQs): localized text, not catalogue messages. */
const documentText = new Set<string>();
function noteText(value: unknown): void {
  if (typeof value === 'string') documentText.add(value);
  else if (value && typeof value === 'object') for (const part of Object.values(value)) noteText(part);
}

declare global {
  interface Window {
    /** Set by the journeys before the app loads; read here, never by the app otherwise. */
    pseudoLocale?: { documentText?: () => string[] };
  }
}

export async function start(): Promise<void> {
  catalogue.rewriteEnglish(pseudoMessages);
  // The option lists' English is their own text, outside the catalogue (locales/options.ts): here it goes in, so
  // the labels come through the catalogue like every other word (lib/option-labels.ts).
  catalogue.add('en', pseudoMessages((await import('../locales/en/options.json')).default));
  // The API's refusals: an English page shows the server's own sentence (locales/errors.ts). Here they are worded
  // through the catalogue as in any other language (lib/api/api-failure.ts), so a refusal it lacks stands out.
  const errors = (await import('../locales/en/errors.json')).default;
  catalogue.add('en', { ...pseudoMessages(errors), englishApiErrors: errors.apiErrors });
  // The documents are translated as wholes (lib/localized.ts, checked by content.test.ts): the journeys' check
  // accepts their English text as it is.
  watchEnglishDocuments(noteText);
  if (window.pseudoLocale) window.pseudoLocale.documentText = () => [...documentText];
}
