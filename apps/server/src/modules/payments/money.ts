/** How amounts and dates read on our payment pages, e-mails and receipts (Australian conventions). */

/** "A$29.99", "A$1,299.00". */
export function aud(cents: number): string {
  const dollars = (cents / 100).toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `A$${dollars}`;
}

/** The company's time zone: dates on receipts and e-mails are Australian calendar days. */
export const BUSINESS_TIME_ZONE = 'Australia/Melbourne';

/** "28 November 2026". */
export function longDate(date: Date): string {
  return date.toLocaleDateString('en-AU', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: BUSINESS_TIME_ZONE,
  });
}
