import { useSyncExternalStore } from 'react';
import { externalValue } from './external-value';

/**
 * A family helper whose access to a profile ended (the candidate removed them, ADR 017): the server closes their
 * socket (`session_revoked`, reason `family_access_ended`) and answers their next call 403 `FAMILY_ACCESS_ENDED`.
 * Either is noted here with the profile's name; the app then acts for the helper's own account again, and the
 * acting banner says what happened until it is dismissed.
 */
const ended = externalValue<{ profileName: string } | null>(null);

/** Whether a failed call's body is that refusal. */
export function isFamilyAccessEnded(status: unknown, data: unknown): boolean {
  return (
    status === 403 &&
    typeof data === 'object' &&
    data !== null &&
    (data as { code?: unknown }).code === 'FAMILY_ACCESS_ENDED'
  );
}

export function noteFamilyAccessEnded(profileName: string | null | undefined): void {
  if (profileName) ended.set({ profileName });
}

const dismiss = () => ended.set(null);

/** The profile whose help ended since the notice was last dismissed, if any, and how to dismiss it. */
export function useFamilyAccessEnded(): { ended: { profileName: string } | null; dismiss: () => void } {
  const value = useSyncExternalStore(ended.subscribe, ended.get, () => null);
  return { ended: value, dismiss };
}
