import { onMemberWrite } from '../lib/after-write';
import { refreshMatchProfiles } from './discover/match-profile';

/**
 * Wires the after-write hooks of this process (ADR 014, `lib/after-write`): what is derived from a member is
 * refreshed in the transaction of every write to them. Called by the app as it is built and by every operator
 * command that writes to members; calling it again changes nothing.
 */
export function registerMemberWriteHooks(): void {
  onMemberWrite('discover: match table', refreshMatchProfiles);
}
