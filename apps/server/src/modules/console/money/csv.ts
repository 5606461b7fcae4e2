/**
 * CSV as spreadsheets read it (RFC 4180): fields joined by commas, lines ended by CRLF, a field quoted when it holds
 * a comma, a quote, a line break or starts/ends with spaces, and quotes inside doubled. A text cell that a
 * spreadsheet would run as a formula (starting with = + - @, or a tab or carriage return that hides one) is
 * prefixed with a single quote, so an exported plan name or e-mail can never run on the reader's computer.
 * Numbers are written as they are (amounts are never negative here).
 */
export type CsvCell = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'number' ? String(value) : value;
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  if (/[",\r\n]/.test(text) || /^\s|\s$/.test(text)) return `"${text.replaceAll('"', '""')}"`;
  return text;
}

/** The whole file, header first; a byte-order mark so spreadsheet programs read it as UTF-8. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly CsvCell[]>): string {
  const lines = [header, ...rows].map((cells) => cells.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
