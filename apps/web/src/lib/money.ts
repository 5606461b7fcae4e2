import { numberFormat } from './intl';

/**
 * Australian dollars as the plan pages show them: "A$29.99" (the "A" keeps it unambiguous for visitors abroad).
 * Whole amounts keep their cents too, so prices line up in a column.
 */
export function formatAud(cents: number, locale: string): string {
  const amount = numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100);
  return `A$${amount}`;
}

/** "29.99" (the dollars string the API sends) → 2999 cents; null when it is not a price. */
export function centsOf(dollars: string): number | null {
  const match = /^\s*\$?(\d+)(?:\.(\d{1,2}))?\s*$/.exec(dollars);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/**
 * Whole Australian dollars as a sentence names a threshold: "AU$100,000" ("AU$1,00,000" in Hindi), written as the
 * income bands write theirs (no cents), the number grouped for the language (`locale`: its `htmlLang`).
 */
export function formatAudDollars(dollars: number, locale: string): string {
  return `AU$${numberFormat(locale, { maximumFractionDigits: 0 }).format(dollars)}`;
}
