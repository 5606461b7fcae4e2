import type { FastifyInstance } from 'fastify';
import type { ExportQuery, PaymentEntry } from '@app/shared/console/money';
import { BUSINESS_TIME_ZONE } from '../../payments/index';
import { dollars } from '../../plans/index';
import { recordStaffAction } from '../../staff/index';
import { staffActor, type StaffUser } from '../../staff/index';
import { toCsv, type CsvCell } from './csv';
import { listPayments } from './payments.service';
import { financialReport } from './report.service';

/** A file of at most this many payments (a page of the list at a time); past it the file says so at the end. */
export const EXPORT_MAX_ROWS = 100_000;
const CHUNK = 1000;

const localTime = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "2026-11-28 14:05", Melbourne time. */
export function localDateTime(iso: string | null): string {
  if (!iso) return '';
  const parts = Object.fromEntries(localTime.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

const PAYMENT_HEADER = [
  'Date (Melbourne)',
  'Order',
  'Member id',
  'Member e-mail',
  'Plan',
  'Tier',
  'Period',
  'Amount (AUD, incl. GST)',
  'GST (AUD)',
  'Net (AUD)',
  'Status',
  'Refunded (AUD)',
  'Refunded on (Melbourne)',
  'Provider',
  'Provider reference',
];

const paymentCells = (payment: PaymentEntry): CsvCell[] => [
  localDateTime(payment.paidAt),
  payment.orderId,
  payment.member.id,
  payment.member.email,
  payment.plan.name,
  payment.plan.tier,
  payment.plan.planType,
  dollars(payment.amountCents),
  dollars(payment.gstCents),
  dollars(payment.amountCents - payment.gstCents),
  payment.status,
  dollars(payment.refundedCents),
  localDateTime(payment.refundedAt),
  payment.provider,
  payment.providerReference,
];

const REPORT_HEADER = [
  'Month',
  'Tier',
  'Period',
  'Payments',
  'Gross (AUD, incl. GST)',
  'GST (AUD)',
  'Net (AUD)',
  'Refunds',
  'Refunded (AUD, incl. GST)',
  'GST refunded (AUD)',
  'Net after refunds (AUD)',
];

type Figures = {
  payments: number;
  grossCents: number;
  gstCents: number;
  netCents: number;
  refunds: number;
  refundCents: number;
  refundGstCents: number;
  netAfterRefundsCents: number;
};
const figureCells = (row: Figures): CsvCell[] => [
  row.payments,
  dollars(row.grossCents),
  dollars(row.gstCents),
  dollars(row.netCents),
  row.refunds,
  dollars(row.refundCents),
  dollars(row.refundGstCents),
  dollars(row.netAfterRefundsCents),
];

type Filters = { kind: 'payments' | 'report' } & Omit<ExportQuery, 'kind'>;

/** The CSV file and its name; writes `payments.exported` (what was exported, how many rows) to the audit log. */
export async function exportCsv(
  app: FastifyInstance,
  staff: StaffUser,
  query: Filters,
): Promise<{ filename: string; body: string }> {
  let body: string;
  let rows: number;
  let filename: string;
  if (query.kind === 'report') {
    const month = (value: string | undefined) => value?.slice(0, 7);
    const report = await financialReport(app, { from: month(query.from), to: month(query.to) });
    const lines: CsvCell[][] = [];
    for (const entry of report.months) {
      for (const plan of entry.plans) lines.push([entry.month, plan.tier, plan.planType, ...figureCells(plan)]);
      lines.push([entry.month, 'All plans', '', ...figureCells(entry.totals)]);
    }
    lines.push([`${report.from} to ${report.to}`, 'All plans', '', ...figureCells(report.totals)]);
    rows = lines.length;
    body = toCsv(REPORT_HEADER, lines);
    filename = `revenue-${report.from}-to-${report.to}.csv`;
  } else {
    const lines: CsvCell[][] = [];
    let cursor: string | undefined;
    let truncated = false;
    for (;;) {
      const page = await listPayments(app.db, {
        from: query.from,
        to: query.to,
        status: query.status,
        cursor,
        limit: CHUNK,
      });
      lines.push(...page.payments.map(paymentCells));
      if (!page.nextCursor) break;
      if (lines.length >= EXPORT_MAX_ROWS) {
        truncated = true;
        break;
      }
      cursor = page.nextCursor;
    }
    rows = lines.length;
    if (truncated) lines.push([`More than ${EXPORT_MAX_ROWS} payments: narrow the dates for the rest.`]);
    body = toCsv(PAYMENT_HEADER, lines);
    filename = `payments-${query.from ?? 'start'}-to-${query.to ?? 'now'}.csv`;
  }
  await recordStaffAction(app.db, staffActor(staff), {
    action: 'payments.exported',
    subjectKind: 'payments',
    detail: {
      kind: query.kind,
      from: query.from ?? null,
      to: query.to ?? null,
      status: query.status ?? null,
      rows,
    },
  });
  return { filename, body };
}
