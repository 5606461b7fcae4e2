import { externalValue } from './external-value';

/**
 * A family helper whose access to a profile ended (the candidate removed them, ADR 017): the server closes their
 * socket (`session_revoked`, reason `family_access_ended`) and answers their next call 403 `FAMILY_ACCESS_ENDED`.
 * Either is noted here with the profile's name; the app then acts for the helper's own account again, and the
 * acting banner (features/family) says what happened until it is dismissed. `restart`: the session has been
 * refreshed after a refused call, and the app is still to start afresh as the helper's own account (the banner does,
 * once); after the socket's notice socket.ts restarts by itself. Kept small: the base query, in every page's first
 * load, imports it.
 */
export const familyAccessEnded = externalValue<{ profileName: string; restart: boolean } | null>(null);

export function noteFamilyAccessEnded(profileName: string | null | undefined, restart = false): void {
  if (profileName) familyAccessEnded.set({ profileName, restart });
}
