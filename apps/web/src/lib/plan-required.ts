import { useSyncExternalStore } from 'react';
import type { UserType } from '@app/shared/constants';
import { readApiFailure } from './api/api-failure';
import { externalValue } from './external-value';

/** What a refusal for want of a plan says: the lowest tier that includes it, and the server's reason. */
export type PlanRequired = { requiredTier: Exclude<UserType, 'Standard'>; message: string };

/**
 * The PLAN_REQUIRED refusal inside a failed call (403 `{ code: 'PLAN_REQUIRED', requiredTier }`), or null for any
 * other failure. Features branch on this instead of showing the refusal as an error.
 */
export function planRequiredOf(error: unknown): PlanRequired | null {
  const failure = readApiFailure(error);
  if (failure.kind !== 'rejected' || failure.code !== 'PLAN_REQUIRED') return null;
  const tier = failure.data.requiredTier;
  return { requiredTier: tier === 'Exclusive' ? 'Exclusive' : 'Premium', message: failure.message };
}

// The upgrade prompt a feature asked for: a tiny store, so any feature can ask without importing the billing
// feature, whose prompt (features/billing/components/upgrade-prompt.tsx) shows it and loads with the member area.
const pending = externalValue<PlanRequired | null>(null);

/**
 * Shows the upgrade prompt when `error` is a PLAN_REQUIRED refusal. Resolves whether it did, so a caller shows its
 * own error message only for other failures: `if (!offerUpgrade(error)) toast.error(...)`.
 */
export function offerUpgrade(error: unknown): boolean {
  const required = planRequiredOf(error);
  if (required) pending.set(required);
  return Boolean(required);
}

/** The prompt asked for (null when none), and how to dismiss it. For the component that shows it. */
export function usePendingUpgrade(): { prompt: PlanRequired | null; dismiss: () => void } {
  const prompt = useSyncExternalStore(pending.subscribe, pending.get, () => null);
  return { prompt, dismiss: () => pending.set(null) };
}
