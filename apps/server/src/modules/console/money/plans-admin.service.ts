import type { FastifyInstance } from 'fastify';
import type { AdminPlan, UpdatePlanInput } from '@app/shared/console/money';
import { AppError } from '../../../lib/app-error';
import { CliError, CliUsageError } from '../../../lib/cli/database';
import { listPlans, parsePrice, updatePlan, type PlanChanges } from '../../plans/index';
import { dollars, type PlanRow } from '../../plans/index';
import { recordStaffAction } from '../../staff/index';
import { staffActor, type StaffUser } from '../../staff/index';
import { lockPlan } from './money.repository';

/**
 * The console's plan editor: the same list and the same checks as the operator's `npm run plans` (plans-admin.ts),
 * with a reason and an audit row. plan/getAllPlans reads the rows on every request, so a change is served at once
 * (browsers may keep the public price list for up to two minutes: PUBLIC_PLANS_CACHE).
 */

export function toAdminPlan(row: PlanRow): AdminPlan {
  return {
    id: row.id,
    tier: row.tier,
    planName: row.planName,
    planType: row.planType,
    durationInMonths: row.durationInMonths,
    priceCents: row.priceCents,
    price: dollars(row.priceCents),
    currency: 'AUD',
    description: row.description,
    featureList: row.featureList,
    active: row.active,
    highlighted: row.highlighted,
    sortOrder: row.sortOrder,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listAdminPlans(app: FastifyInstance): Promise<AdminPlan[]> {
  return (await listPlans(app.db)).map(toAdminPlan);
}

const fieldError = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, { reason: 'consolePlanRefused', fieldErrors: [{ path, message }] });

/**
 * Which field a refusal of `updatePlan` is about. Its messages are written for the command line; each begins the
 * same way for the same field, which is what this reads (money.int.test.ts tries each field).
 */
function refusalField(message: string): string | null {
  if (/^A plan's name/.test(message)) return 'planName';
  if (/^A description/.test(message)) return 'description';
  if (/feature list|features file/i.test(message)) return 'featureList';
  if (/price/i.test(message)) return 'price';
  return null;
}

/** The fields of a plan row a change touched, before and after (for the audit row). */
const AUDITED = ['planName', 'priceCents', 'description', 'featureList', 'active', 'highlighted'] as const;

export async function updatePlanFromConsole(
  app: FastifyInstance,
  staff: StaffUser,
  input: UpdatePlanInput & { reason: string },
): Promise<AdminPlan> {
  const changes: PlanChanges = {};
  if (input.planName !== undefined) changes.planName = input.planName;
  if (input.price !== undefined) {
    try {
      changes.priceCents = parsePrice(input.price);
    } catch (error) {
      if (!(error instanceof CliUsageError)) throw error;
      throw fieldError('price', 'Please give the price in dollars with at most two decimals, like 34.99.');
    }
  }
  if (input.description !== undefined) changes.description = input.description;
  if (input.featureList !== undefined) changes.featureList = input.featureList;
  if (input.active !== undefined) changes.active = input.active;
  if (input.highlighted !== undefined) changes.highlighted = input.highlighted;
  if (Object.keys(changes).length === 0) {
    throw new AppError('VALIDATION_FAILED', 'Nothing to change: give a new price, features, or another value.', {
      reason: 'consoleNothingToChange',
    });
  }

  return app.db.transaction().execute(async (trx) => {
    const before = await lockPlan(trx, input.planId);
    if (!before) throw new AppError('NOT_FOUND', 'That plan does not exist.', { reason: 'consolePlan' });
    let after: PlanRow;
    try {
      after = await updatePlan(trx, input.planId, changes, app.clock.now());
    } catch (error) {
      if (!(error instanceof CliError)) throw error;
      const field = refusalField(error.message);
      throw field
        ? fieldError(field, error.message)
        : new AppError('VALIDATION_FAILED', error.message, { reason: 'consolePlanRefused' });
    }
    const touched = AUDITED.filter((key) => key in changes);
    const pick = (row: PlanRow) => Object.fromEntries(touched.map((key) => [key, row[key]]));
    await recordStaffAction(trx, staffActor(staff), {
      action: 'plan.updated',
      subjectKind: 'plan',
      subjectId: input.planId,
      reason: input.reason,
      detail: { planId: input.planId, before: pick(before), after: pick(after) },
    });
    return toAdminPlan(after);
  });
}
