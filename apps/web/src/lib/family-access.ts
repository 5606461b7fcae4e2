import { useSyncExternalStore } from 'react';
import { externalValue } from './external-value';

/**
 * A family helper whose access to a profile ended (the candidate removed them, ADR 017): the server closes their
 * socket (`session_revoked`, reason `family_access_ended`) and answers their next call 403 `FAMILY_ACCESS_ENDED`.
 * Either is noted here with the profile's name; the app then acts for the helper's own account again, and the
 * acting banner says what happened until it is dismissed.
 */
type Ended = { profileName: string; restart: boolean };
const ended = externalValue<Ended | null>(null);

/** Whether a failed call's body is that refusal. */
export function isFamilyAccessEnded(status: unknown, data: unknown): boolean {
  return (
    status === 403 &&
    typeof data === 'object' &&
    data !== null &&
    (data as { code?: unknown }).code === 'FAMILY_ACCESS_ENDED'
  );
}

/**
 * Notes it. `restart`: the session has been refreshed (a refused call), and the app is still to start afresh as the
 * helper's own account (the acting banner does, once); the socket's notice needs none (socket.ts restarts itself).
 */
export function noteFamilyAccessEnded(profileName: string | null | undefined, options = { restart: false }): void {
  if (profileName) ended.set({ profileName, restart: options.restart });
}

const dismiss = () => ended.set(null);
/** The restart is under way: asked for once. */
const restarted = () => {
  const value = ended.get();
  if (value?.restart) ended.set({ ...value, restart: false });
};

/** The profile whose help ended since the notice was last dismissed, if any, and how to dismiss it. */
export function useFamilyAccessEnded(): { ended: Ended | null; dismiss: () => void; restarted: () => void } {
  const value = useSyncExternalStore(ended.subscribe, ended.get, () => null);
  return { ended: value, dismiss, restarted };
}
