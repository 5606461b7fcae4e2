import { useSyncExternalStore } from 'react';
import { externalValue } from './external-value';

/**
 * A suspended member's calls answer 403 `SUSPENDED` (every endpoint but the suspension screen's). The base query
 * notes it here, in one place; the member area's frame (app/member-pages.tsx) then sends the member to /suspended.
 */
const suspended = externalValue<boolean>(false);

/** The code of a 403 refusal (`SUSPENDED`, a family helper's `FAMILY_ACCESS_ENDED`), else undefined. */
export function refusalCode(status: unknown, data: unknown): unknown {
  return status === 403 && typeof data === 'object' && data !== null ? (data as { code?: unknown }).code : undefined;
}

export function noteSuspended(): void {
  suspended.set(true);
}

const clear = () => suspended.set(false);

/** Whether a call was refused for suspension since the last `clear`, and how to clear it (once redirected). */
export function useSuspendedNotice(): { suspended: boolean; clear: () => void } {
  const value = useSyncExternalStore(suspended.subscribe, suspended.get, () => false);
  return { suspended: value, clear };
}
