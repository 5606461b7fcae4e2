/**
 * How a plan's dates read everywhere a member or our staff see them: the dashboard's Plan & Billing tab, /plan,
 * receipts and tax invoices (PDF and e-mail), the e-mails about a plan ending, and the console's member and money
 * pages. One time zone, one format, so the same instant is the same calendar day on every page and document
 * (docs/payments.md, "Dates").
 *
 * The time zone is the company's, in Australia, whatever the member's own: a receipt is a tax invoice dated in the
 * seller's time zone, and the member's page must say the same day as the receipt they hold. Zod-free, so a page
 * can import it alone.
 */

/** The company's time zone: every date about a plan or a payment is a calendar day here (AEST/AEDT). */
export const BUSINESS_TIME_ZONE = 'Australia/Melbourne';

/**
 * A formatter made when first used, then kept: building one costs more than formatting (on a phone, tens of
 * milliseconds the first time, as the time zone's data loads), so a page that imports this and shows no date pays
 * nothing.
 */
function kept(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => (format ??= new Intl.DateTimeFormat('en-AU', { ...options, timeZone: BUSINESS_TIME_ZONE }));
}

/** "28 December 2026". */
const PLAN_DATE = kept({ day: 'numeric', month: 'long', year: 'numeric' });

/**
 * A plan's or a payment's date, as the calendar day in `BUSINESS_TIME_ZONE`: "28 December 2026". Takes the instant
 * (a Date, or the ISO string the API sends); an invalid one gives null.
 */
export function formatPlanDate(instant: Date | string): string | null {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  return Number.isNaN(date.getTime()) ? null : PLAN_DATE().format(date);
}

/** "2026-12-28": the parts of the calendar day in `BUSINESS_TIME_ZONE`, in the order `formatToParts` gives them. */
const PLAN_DAY = kept({ year: 'numeric', month: '2-digit', day: '2-digit' });

/**
 * A plan's or a payment's calendar day in `BUSINESS_TIME_ZONE` as `YYYY-MM-DD` (`formatPlanDate`'s day, for a client
 * to write in its reader's language: an error's `params`); an invalid instant gives null.
 */
export function planDay(instant: Date | string): string | null {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) return null;
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    PLAN_DAY()
      .formatToParts(date)
      .find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

const TIME_OF_DAY = kept({ hour: 'numeric', minute: '2-digit' });

/**
 * A payment's or a refund's moment, for our staff (the console's money and member pages): the same day in the same
 * words as `formatPlanDate`, then the time there: "28 November 2026, 12:30 am".
 */
export function formatPlanDateTime(instant: Date | string): string | null {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  const day = formatPlanDate(date);
  return day === null ? null : `${day}, ${TIME_OF_DAY().format(date)}`;
}
