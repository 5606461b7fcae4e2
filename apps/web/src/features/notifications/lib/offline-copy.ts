import type { NotificationItem } from '@app/shared/realtime';
import { readStorage, writeStorage } from '../../../lib/session/browser-storage';

/**
 * The last list fetched, kept in local storage so the Notifications tab works offline. Personal data: logout empties
 * local storage and this key is not among the ones kept, so it goes with the session. It names its member,
 * so a copy is never shown to someone else signed in on the same browser.
 */
export const OFFLINE_COPY_KEY = 'notifications:lastList';

export type OfflineCopy = { userId: string; savedAt: string; notifications: NotificationItem[]; unreadCount: number };

export function saveOfflineCopy(copy: OfflineCopy): void {
  writeStorage(OFFLINE_COPY_KEY, JSON.stringify(copy));
}

export function readOfflineCopy(userId: string | undefined): OfflineCopy | null {
  const stored = readStorage(OFFLINE_COPY_KEY);
  if (!stored || !userId) return null;
  try {
    const copy = JSON.parse(stored) as Partial<OfflineCopy>;
    if (copy.userId !== userId || !Array.isArray(copy.notifications) || typeof copy.savedAt !== 'string') return null;
    return {
      userId,
      savedAt: copy.savedAt,
      notifications: copy.notifications,
      unreadCount: typeof copy.unreadCount === 'number' ? copy.unreadCount : 0,
    };
  } catch {
    return null;
  }
}
