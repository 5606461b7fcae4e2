import type { Kysely } from 'kysely';
import { FUNNEL_STEPS, type FunnelStep } from '@app/shared/analytics';
import type { Database } from '../../db/schema';
import { countFunnel, countTotals, deleteEventsBefore, listPageViews } from './analytics.repository';

/** Events are kept 13 months (a year plus a month, to compare a month with the same month last year). */
export const RETENTION_MONTHS = 13;

export type PageViewRow = { path: string; views: number; visitors: number };
export type FunnelRow = {
  step: FunnelStep;
  /** Visitors who recorded this step in the period, however they got there. */
  visitors: number;
  /** Visitors who reached this step after reaching every earlier step, in order (first time of each). */
  inOrder: number;
  /** inOrder of this step ÷ inOrder of the previous one; null for the first step or when the previous is 0. */
  conversionFromPrevious: number | null;
};
export type MeasurementSummary = {
  from: Date;
  to: Date;
  totals: { pageViews: number; visitors: number };
  pageViews: PageViewRow[];
  funnel: FunnelRow[];
};

const ratio = (part: number, whole: number | undefined) => (whole ? part / whole : null);

/**
 * Page views per path and the sign-up funnel for [from, to). Every number is a count of random visitor ids; no
 * account, e-mail or address is involved (there is none in the table).
 */
export async function summariseMeasurement(
  db: Kysely<Database>,
  period: { from: Date; to: Date },
): Promise<MeasurementSummary> {
  const { from, to } = period;

  const pageViews = await listPageViews(db, from, to);
  const totals = await countTotals(db, from, to);
  const row = (await countFunnel(db, from, to)) ?? {};

  const funnel: FunnelRow[] = [];
  FUNNEL_STEPS.forEach((step, index) => {
    const inOrder = Number(row[`o${index}`] ?? 0);
    funnel.push({
      step,
      visitors: Number(row[`v${index}`] ?? 0),
      inOrder,
      conversionFromPrevious: index === 0 ? null : ratio(inOrder, funnel[index - 1]?.inOrder),
    });
  });

  return {
    from,
    to,
    totals: { pageViews: Number(totals.pageViews), visitors: Number(totals.visitors) },
    pageViews: pageViews.map((item) => ({
      path: item.path ?? '',
      views: Number(item.views),
      visitors: Number(item.visitors),
    })),
    funnel,
  };
}

/** The oldest moment still kept: now minus RETENTION_MONTHS calendar months. */
export function retentionCutoff(now: Date, months: number = RETENTION_MONTHS): Date {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/** Deletes events older than the retention period (ASVS 14.2.7, APP 11.2); returns how many went. */
export async function pruneMeasurement(
  db: Kysely<Database>,
  now: Date,
  months: number = RETENTION_MONTHS,
): Promise<number> {
  return deleteEventsBefore(db, retentionCutoff(now, months));
}

function table(headers: string[], rows: string[][], alignRight: boolean[]): string {
  const widths = headers.map((header, index) =>
    Math.max(header.length, ...rows.map((row) => (row[index] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, index) => (alignRight[index] ? cell.padStart(widths[index] ?? 0) : cell.padEnd(widths[index] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(headers), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

const percent = (value: number | null) => (value === null ? '' : `${(value * 100).toFixed(1)}%`);

/** The summary as plain-text tables (what the CLI prints). */
export function formatSummary(summary: MeasurementSummary): string {
  const out: string[] = [];
  out.push(`Period: ${summary.from.toISOString()} to ${summary.to.toISOString()} (end exclusive)`);
  out.push(
    `Page views: ${summary.totals.pageViews}   Visitors (random ids, consented only): ${summary.totals.visitors}`,
  );
  out.push('');
  out.push('Page views per path');
  out.push(
    summary.pageViews.length
      ? table(
          ['Path', 'Views', 'Visitors'],
          summary.pageViews.map((row) => [row.path, String(row.views), String(row.visitors)]),
          [false, true, true],
        )
      : '(none)',
  );
  out.push('');
  out.push('Sign-up funnel (in order = reached every earlier step first; conversion is from the previous step)');
  out.push(
    table(
      ['#', 'Step', 'Visitors', 'In order', 'Conversion'],
      summary.funnel.map((row, index) => [
        String(index + 1),
        row.step,
        String(row.visitors),
        String(row.inOrder),
        percent(row.conversionFromPrevious),
      ]),
      [true, false, true, true, true],
    ),
  );
  return out.join('\n');
}
