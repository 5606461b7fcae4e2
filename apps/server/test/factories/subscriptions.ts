import type { FastifyInstance } from 'fastify';
import type { UserType } from '@app/shared/constants';
import { findPlanRow } from '../../src/modules/plans/plans.repository';
import { grantSubscription, lockMember, type SubscriptionRow } from '../../src/modules/plans/subscriptions.service';

/**
 * Gives a member a paid tier the way the product does: a complimentary subscription row through
 * `grantSubscription`, which sets the usertype. Starts at the app clock's now (or when a running plan of the same
 * tier ends). Paid subscriptions come only from the webhook: tests of those go through checkout.
 */
export async function grantPlan(
  app: FastifyInstance,
  userId: string,
  tier: Exclude<UserType, 'Standard'>,
  options: { months?: number; period?: 'monthly' | 'yearly' } = {},
): Promise<SubscriptionRow> {
  const plan = await findPlanRow(app.db, `${tier.toLowerCase()}-${options.period ?? 'monthly'}`);
  if (!plan) throw new Error(`grantPlan: no plan row for ${tier}`);
  const now = app.clock.now();
  return app.db.transaction().execute(async (trx) => {
    await lockMember(trx, userId);
    return grantSubscription(trx, {
      userId,
      plan,
      ...(options.months ? { months: options.months } : {}),
      amountCents: 0,
      provider: 'complimentary',
      grantedBy: 'tests',
      grantReason: 'test fixture',
      now,
    });
  });
}
