import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { NotificationItem } from '@app/shared/realtime';

/** Spec §3: `data` (latest), `notifacations` (sic, the list), `notificationCount`. */
export type NotificationState = {
  data: NotificationItem | null;
  notifacations: NotificationItem[];
  notificationCount: number;
};

const initialState: NotificationState = { data: null, notifacations: [], notificationCount: 0 };

const notificationSlice = createSlice({
  name: 'notification',
  initialState,
  reducers: {
    setNotification(state, action: PayloadAction<NotificationItem[]>) {
      state.notifacations = action.payload;
      state.notificationCount = action.payload.length;
    },
    /** A realtime `connection_request`: becomes the latest and joins the list (once). */
    addNotification(state, action: PayloadAction<NotificationItem>) {
      state.data = action.payload;
      if (state.notifacations.some((item) => item.notificationId === action.payload.notificationId)) return;
      state.notifacations.unshift(action.payload);
      state.notificationCount = state.notifacations.length;
    },
    removeNotificationData(state, action: PayloadAction<string>) {
      state.notifacations = state.notifacations.filter((item) => item.notificationId !== action.payload);
      state.notificationCount = state.notifacations.length;
      if (state.data?.notificationId === action.payload) state.data = null;
    },
    clearNotifications() {
      return initialState;
    },
  },
});

export const notificationActions = notificationSlice.actions;
export const notificationReducer = notificationSlice.reducer;
