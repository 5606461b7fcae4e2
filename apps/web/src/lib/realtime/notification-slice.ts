import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { NotificationItem } from '@app/shared/realtime';
import { injectSlice } from '../store';

/**
 * The notification state: `data` (the latest), `notifacations` (sic: the list, newest first), `notificationCount` (how many are
 * unread: the bell's number). Filled from GET notifications/getAllNotification and from realtime events. It joins
 * the store with the first code that uses it (the member area's), never with the home page's first load (ADR 006).
 */
export type NotificationState = {
  data: NotificationItem | null;
  notifacations: NotificationItem[];
  notificationCount: number;
};

const initialState: NotificationState = { data: null, notifacations: [], notificationCount: 0 };

export const notificationSlice = createSlice({
  name: 'notification',
  initialState,
  reducers: {
    /** The list and its unread count (the server's; `markRead` below derives both for a change made here). */
    setNotification(state, action: PayloadAction<{ notifications: NotificationItem[]; unreadCount: number }>) {
      state.notifacations = action.payload.notifications;
      state.notificationCount = action.payload.unreadCount;
      state.data = action.payload.notifications[0] ?? null;
    },
    /** A realtime `connection_request`: becomes the latest and joins the top of the list (once). */
    addNotification(state, action: PayloadAction<NotificationItem>) {
      state.data = action.payload;
      if (state.notifacations.some((item) => item.notificationId === action.payload.notificationId)) return;
      state.notifacations.unshift(action.payload);
      if (!action.payload.isRead) state.notificationCount += 1;
    },
    removeNotificationData(state, action: PayloadAction<string>) {
      state.notifacations = state.notifacations.filter((item) => item.notificationId !== action.payload);
      if (state.data?.notificationId === action.payload) state.data = state.notifacations[0] ?? null;
    },
    clearNotifications() {
      return initialState;
    },
  },
});

export const notificationActions = notificationSlice.actions;
export const notificationReducer = notificationSlice.reducer;
injectSlice(notificationSlice);

/** The state after the ones named (every one without `ids`) were read, with the unread count to show. */
export function markRead(state: NotificationState, ids: readonly string[] | undefined) {
  const notifications = state.notifacations.map((item) =>
    !ids || ids.includes(item.notificationId) ? { ...item, isRead: true } : item,
  );
  return { notifications, unreadCount: ids ? notifications.filter((item) => !item.isRead).length : 0 };
}
