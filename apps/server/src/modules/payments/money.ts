import { formatPlanDate } from '@app/shared/plans';

/** How amounts and dates read on our payment pages, e-mails and receipts (Australian conventions). */

/** "A$29.99", "A$1,299.00". */
// Formatters made once: `toLocaleString` builds a new one on every call, which showed in the webhook benchmark's
// profile (receipts rendered beside the acknowledgements).
const DOLLARS = new Intl.NumberFormat('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function aud(cents: number): string {
  return `A$${DOLLARS.format(cents / 100)}`;
}

/** The company's time zone: dates on receipts and e-mails are Australian calendar days (one constant, shared). */
export { BUSINESS_TIME_ZONE } from '@app/shared/plans';

/** "28 November 2026": the shared plan-date formatter, as on the member's dashboard. */
export function longDate(date: Date): string {
  return formatPlanDate(date) ?? '';
}
