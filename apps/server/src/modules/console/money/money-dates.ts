import type { ErrorReason } from '@app/shared';
import { AppError } from '../../../lib/app-error';
import { BUSINESS_TIME_ZONE } from '../../payments/index';

/**
 * The money views count in Australian calendar months and days (the company's time zone, as receipts do). Ranges
 * are half-open local dates [start, end) turned into instants by the database (`at time zone`), so daylight saving
 * is the database's business.
 */

/** "2026-11" for a date and month string "2026-11-28"/"2026-11". */
const parts = (text: string) => text.split('-').map(Number) as [number, number, number?];

const pad = (value: number, size = 2) => String(value).padStart(size, '0');

/** The local calendar month of `instant`, "2026-11". */
export function monthOf(instant: Date): string {
  const formatted = new Intl.DateTimeFormat('en-CA', {
    timeZone: BUSINESS_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(instant);
  const year = formatted.find((part) => part.type === 'year')?.value ?? '1970';
  const month = formatted.find((part) => part.type === 'month')?.value ?? '01';
  return `${year}-${month}`;
}

/** "2026-11" plus `count` months. */
export function addMonthsTo(month: string, count: number): string {
  const [year, monthNumber] = parts(month);
  const index = year * 12 + (monthNumber - 1) + count;
  return `${pad(Math.floor(index / 12), 4)}-${pad((index % 12) + 1)}`;
}

/** Every month from `from` to `to`, both included. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  for (let month = from; month <= to; month = addMonthsTo(month, 1)) months.push(month);
  return months;
}

/** The next day of "2026-11-28" (calendar arithmetic, no time zone involved). */
function nextDay(day: string): string {
  const [year, month, date] = parts(day);
  const next = new Date(Date.UTC(year, month - 1, (date ?? 1) + 1));
  return `${pad(next.getUTCFullYear(), 4)}-${pad(next.getUTCMonth() + 1)}-${pad(next.getUTCDate())}`;
}

/** A real calendar day ("2026-02-30" is not one). */
function isRealDay(day: string): boolean {
  const [year, month, date] = parts(day);
  const value = new Date(Date.UTC(year, month - 1, date ?? 1));
  return value.getUTCFullYear() === year && value.getUTCMonth() === month - 1 && value.getUTCDate() === date;
}

/** Local dates (YYYY-MM-DD): `start` included, `end` excluded; either may be open. */
export type LocalRange = { start: string | null; end: string | null };

const invalid = (reason: ErrorReason<'VALIDATION_FAILED'>, path: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, { reason, fieldErrors: [{ path, message }] });

/**
 * `from` and `to` as the filters take them: a day, or a month meaning all of it; both included. Refuses a day
 * that does not exist and a range that ends before it starts.
 */
export function localRange(from: string | undefined, to: string | undefined): LocalRange {
  for (const [path, value] of [
    ['from', from],
    ['to', to],
  ] as const) {
    if (value && value.length === 10 && !isRealDay(value)) {
      throw invalid('consoleNoSuchDate', path, 'That date does not exist. Please give a date as YYYY-MM-DD.');
    }
  }
  const start = from ? (from.length === 7 ? `${from}-01` : from) : null;
  const end = to ? (to.length === 7 ? `${addMonthsTo(to, 1)}-01` : nextDay(to)) : null;
  if (start && end && end <= start)
    throw invalid('consoleRangeOrder', 'to', 'The end of the range is before its start.');
  return { start, end };
}
