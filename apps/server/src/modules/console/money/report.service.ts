import type { FastifyInstance } from 'fastify';
import type { FinancialReportResponse, MoneyFigures, ReportMonth, ReportPlanRow } from '@app/shared/console/money';
import { REPORT_MAX_MONTHS } from '@app/shared/console/money';
import { PLAN_TYPES, USER_TYPES, type PlanType, type UserType } from '@app/shared/plans';
import { AppError } from '../../../lib/app-error';
import { addMonthsTo, localRange, monthOf, monthsBetween } from './money-dates';
import { sumPaymentsByMonth, sumRefundsByMonth } from './money.repository';

/**
 * Monthly revenue by plan (tier and period), in cents. A payment counts in the Australian month it was made, a
 * refund in the month it was made (as the books record it), under the plan of the payment it returns. GST is what
 * each payment's tax invoice said (one eleventh of the price) and each refund's own share.
 */

const empty = (): MoneyFigures => ({
  payments: 0,
  grossCents: 0,
  gstCents: 0,
  netCents: 0,
  refunds: 0,
  refundCents: 0,
  refundGstCents: 0,
  netAfterRefundsCents: 0,
});

function add(into: MoneyFigures, from: MoneyFigures) {
  into.payments += from.payments;
  into.grossCents += from.grossCents;
  into.gstCents += from.gstCents;
  into.refunds += from.refunds;
  into.refundCents += from.refundCents;
  into.refundGstCents += from.refundGstCents;
  settle(into);
}

function settle(figures: MoneyFigures) {
  figures.netCents = figures.grossCents - figures.gstCents;
  figures.netAfterRefundsCents = figures.netCents - (figures.refundCents - figures.refundGstCents);
}

const planOrder = (row: { tier: UserType; planType: PlanType }) =>
  USER_TYPES.indexOf(row.tier) * PLAN_TYPES.length + PLAN_TYPES.indexOf(row.planType);

export function reportRange(
  now: Date,
  query: { from?: string | undefined; to?: string | undefined },
): { from: string; to: string } {
  const to = query.to ?? (query.from ? addMonthsTo(query.from, 11) : monthOf(now));
  const from = query.from ?? addMonthsTo(to, -11);
  if (to < from) {
    const message = 'The last month is before the first.';
    throw new AppError('VALIDATION_FAILED', message, {
      reason: 'consoleRangeOrder',
      fieldErrors: [{ path: 'to', message }],
    });
  }
  if (monthsBetween(from, to).length > REPORT_MAX_MONTHS) {
    const message = `A report covers at most ${REPORT_MAX_MONTHS} months.`;
    throw new AppError('VALIDATION_FAILED', message, {
      reason: 'consoleTooManyMonths',
      params: { months: REPORT_MAX_MONTHS },
      fieldErrors: [{ path: 'from', message }],
    });
  }
  return { from, to };
}

export async function financialReport(
  app: FastifyInstance,
  query: { from?: string | undefined; to?: string | undefined },
): Promise<Omit<FinancialReportResponse, 'success'>> {
  const { from, to } = reportRange(app.clock.now(), query);
  const range = localRange(from, to);

  const paid = await sumPaymentsByMonth(app.db, range);
  const refunded = await sumRefundsByMonth(app.db, range);

  const cells = new Map<string, ReportPlanRow & { month: string }>();
  const cell = (row: { month: string; tier: UserType; planType: PlanType }) => {
    const key = `${row.month}|${row.tier}|${row.planType}`;
    let found = cells.get(key);
    if (!found) {
      found = { month: row.month, tier: row.tier, planType: row.planType, ...empty() };
      cells.set(key, found);
    }
    return found;
  };
  for (const row of paid) {
    const target = cell(row);
    target.payments += row.payments;
    target.grossCents += row.grossCents;
    target.gstCents += row.gstCents;
    settle(target);
  }
  for (const row of refunded) {
    const target = cell(row);
    target.refunds += row.refunds;
    target.refundCents += row.refundCents;
    target.refundGstCents += row.refundGstCents;
    settle(target);
  }

  const totals = empty();
  const byPlan = new Map<string, ReportPlanRow>();
  const months: ReportMonth[] = monthsBetween(from, to).map((key) => {
    const plans = [...cells.values()]
      .filter((row) => row.month === key)
      .sort((a, b) => planOrder(a) - planOrder(b))
      .map(({ month: _month, ...row }) => row);
    const monthTotals = empty();
    for (const row of plans) {
      add(monthTotals, row);
      const planKey = `${row.tier}|${row.planType}`;
      let plan = byPlan.get(planKey);
      if (!plan) {
        plan = { tier: row.tier, planType: row.planType, ...empty() };
        byPlan.set(planKey, plan);
      }
      add(plan, row);
    }
    add(totals, monthTotals);
    return { month: key, plans, totals: monthTotals };
  });
  return {
    from,
    to,
    currency: 'AUD',
    months,
    plans: [...byPlan.values()].sort((a, b) => planOrder(a) - planOrder(b)),
    totals,
  };
}
