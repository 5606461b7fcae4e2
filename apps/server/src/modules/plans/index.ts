/**
 * The plans module's face (ADR 014): what other modules may use of it. They import nothing else from plans/ (lint).
 */
export { BILLING_TIME_ZONE, longAuDate } from './billing.service';
export { checkExclusiveEligibility } from './exclusive-eligibility';
export { listPlans, parsePrice, type PlanChanges, updatePlan } from './plans-admin';
export { dollars, findPlanRow, type PlanRow } from './plans.repository';
export {
  grantSubscription,
  gstOf,
  lockMember,
  recomputeUsertype,
  runningSubscriptions,
  type SubscriptionRow,
  tierOf,
} from './subscriptions.service';
