import { STORAGE_KEY, isExclusiveUserType } from '@app/shared/constants';
import { useAppSelector } from './hooks';
import { readStorage } from './session/browser-storage';

/** Exclusive theme: from the member's usertype, or the stored `isExclusive` flag. */
export function useIsExclusive(): boolean {
  const usertype = useAppSelector((state) => state.user.user?.usertype);
  return isExclusiveUserType(usertype) || readStorage(STORAGE_KEY.isExclusive) === 'true';
}
