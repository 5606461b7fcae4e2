import type { FastifyInstance } from 'fastify';
import { REPORT_REASONS } from '@app/shared/safety';
import {
  FEWER_THAN_10_DECISIONS,
  publishedCount,
  SMALL_NUMBER_THRESHOLD,
  TRANSPARENCY_ACTIONS,
  type Quarter,
  type TransparencyReport,
} from '@app/shared/transparency';
import { AppError } from '../../lib/app-error';
import {
  countReportDecisions,
  countReports,
  countReportsByReason,
  countStaffActions,
  countSuspendedMembers,
  countVerifications,
  findEarliestModeration,
} from './transparency.repository';

/**
 * The public transparency report (issue 15 point 3), one calendar quarter (UTC) at a time, built from the moderation
 * data: reports (received, by reason; decided, and the median time to a decision), the staff audit log (actions
 * taken, accounts removed), suspensions and verification requests. Every count goes through `publishedCount`
 * before it leaves this file: 1–9 become "fewer than 10", so a small figure cannot point at a person.
 */

export type QuarterRange = { quarter: Quarter; start: Date; end: Date };

export function quarterOf(date: Date): Quarter {
  return `${date.getUTCFullYear()}-Q${Math.floor(date.getUTCMonth() / 3) + 1}`;
}

export function quarterRange(quarter: Quarter): QuarterRange {
  const [year, q] = quarter.split('-Q').map(Number) as [number, number];
  return { quarter, start: new Date(Date.UTC(year, (q - 1) * 3, 1)), end: new Date(Date.UTC(year, q * 3, 1)) };
}

/** The quarter before `quarter`. */
function previousQuarter(quarter: Quarter): Quarter {
  const { start } = quarterRange(quarter);
  return quarterOf(new Date(start.getTime() - 1));
}

/** The last quarter that has ended by `now`. */
export function lastCompleteQuarter(now: Date): Quarter {
  return previousQuarter(quarterOf(now));
}

/** Published quarters, newest first: from the first with any moderation data to the last complete one. */
async function publishedQuarters(app: FastifyInstance, latest: Quarter): Promise<Quarter[]> {
  const { earliest } = await findEarliestModeration(app.db);
  const first = earliest ? quarterOf(new Date(earliest)) : latest;
  const quarters: Quarter[] = [latest];
  // Quarter names sort as text in time order.
  while (quarters.length < 400 && (quarters[quarters.length - 1] as Quarter) > first) {
    quarters.push(previousQuarter(quarters[quarters.length - 1] as Quarter));
  }
  return quarters;
}

const toInt = (value: unknown) => Number(value ?? 0);

/** GET transparency/report */
export async function transparencyReport(
  app: FastifyInstance,
  requested: Quarter | undefined,
): Promise<TransparencyReport> {
  const latest = lastCompleteQuarter(app.clock.now());
  const quarters = await publishedQuarters(app, latest);
  const quarter = requested ?? latest;
  if (!quarters.includes(quarter)) {
    throw quarter > latest
      ? new AppError('NOT_FOUND', 'That quarter has not ended yet: its report is published once it has.', {
          reason: 'quarterNotEnded',
        })
      : new AppError('NOT_FOUND', 'There is no transparency report for that quarter.', { reason: 'quarterNoReport' });
  }
  const { start, end } = quarterRange(quarter);
  const db = app.db;

  const period = { start, end };
  const [reportTotal, byReason, actions, decisions, suspended, verification] = await Promise.all([
    countReports(db, period),
    countReportsByReason(db, period),
    countStaffActions(db, period),
    countReportDecisions(db, period),
    countSuspendedMembers(db, period),
    countVerifications(db, period),
  ]);

  const reasonCounts = new Map(byReason.map((row) => [row.reason, toInt(row.count)]));
  const actionCounts = new Map(actions.map((row) => [row.action, toInt(row.count)]));
  const decided = toInt(decisions.count);
  const medianSeconds = decisions.medianSeconds === null ? null : Number(decisions.medianSeconds);

  return {
    success: true,
    quarter,
    period: { start: start.toISOString().slice(0, 10), end: new Date(end.getTime() - 1).toISOString().slice(0, 10) },
    quarters,
    reports: {
      total: publishedCount(toInt(reportTotal.count)),
      byReason: REPORT_REASONS.map((reason) => ({ reason, count: publishedCount(reasonCounts.get(reason) ?? 0) })),
    },
    actions: TRANSPARENCY_ACTIONS.map((action) => ({ action, count: publishedCount(actionCounts.get(action) ?? 0) })),
    decisions: {
      count: publishedCount(decided),
      medianHours:
        decided >= SMALL_NUMBER_THRESHOLD && medianSeconds !== null
          ? Math.round((medianSeconds / 3600) * 10) / 10
          : FEWER_THAN_10_DECISIONS,
    },
    accounts: {
      suspended: publishedCount(toInt(suspended.count)),
      removed: publishedCount(actionCounts.get('member.deleted') ?? 0),
    },
    verification: {
      submitted: publishedCount(toInt(verification.submitted)),
      approved: publishedCount(toInt(verification.approved)),
      rejected: publishedCount(toInt(verification.rejected)),
    },
  };
}
