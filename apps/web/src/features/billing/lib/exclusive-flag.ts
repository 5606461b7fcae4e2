import { STORAGE_KEY, isExclusiveUserType } from '@app/shared/constants';
import { writeStorage } from '../../../lib/session/browser-storage';

/**
 * The stored `isExclusive` flag follows the member's plan (it turns the spinner and the theme purple):
 * set for an Exclusive member, cleared for anyone else, so a plan that ended takes the purple with it.
 */
export function rememberExclusive(usertype: string): void {
  if (isExclusiveUserType(usertype)) writeStorage(STORAGE_KEY.isExclusive, 'true');
  else {
    try {
      localStorage.removeItem(STORAGE_KEY.isExclusive);
    } catch {
      // Storage unavailable: nothing was kept there either.
    }
  }
}
