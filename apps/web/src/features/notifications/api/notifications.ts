import type {
  NotificationListResponse,
  NotificationSettings,
  NotificationSettingsResponse,
  UnreadCountResponse,
} from '@app/shared/notifications';
import { apiSlice } from '../../../lib/api/api-slice';
import { markRead, notificationActions, type NotificationState } from '../../../lib/realtime/notification-slice';
import type { SessionSliceState } from '../../../lib/session/session-slice';
import { saveOfflineCopy } from '../lib/offline-copy';

/** The notification slice's state (it is injected by the time anything here runs). */
export const notificationsOf = (getState: () => unknown): NotificationState['notifacations'] =>
  (getState() as { notification?: NotificationState }).notification?.notifacations ?? [];

/** The one API with the e-mail settings' own tag (the list's, `Notifications`, is refetched far more often). */
const api = apiSlice.enhanceEndpoints({ addTagTypes: ['NotificationSettings'] });

/**
 * GET notifications/getAllNotification, DELETE deleteNotification, POST markAsRead, GET/PUT settings. The list goes
 * into the notification slice, which the bell and the tab show and realtime events add to; each fetched
 * list is also kept for offline use.
 */
export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAllNotification: build.query<NotificationListResponse, void>({
      query: () => ({ url: 'notifications/getAllNotification', method: 'GET' }),
      providesTags: ['Notifications'],
      async onQueryStarted(_arg, { dispatch, getState, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(notificationActions.setNotification({ notifications: data.data, unreadCount: data.unreadCount }));
          const userId = (getState() as unknown as SessionSliceState).user.user?.userId;
          if (userId) {
            saveOfflineCopy({
              userId,
              savedAt: new Date().toISOString(),
              notifications: data.data,
              unreadCount: data.unreadCount,
            });
          }
        } catch {
          // The tab shows the failure (and the last copy, when there is one).
        }
      },
    }),
    deleteNotification: build.mutation<UnreadCountResponse, string>({
      query: (notificationId) => ({
        url: 'notifications/deleteNotification',
        method: 'DELETE',
        body: { notificationId },
      }),
      async onQueryStarted(notificationId, { dispatch, getState, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(notificationActions.removeNotificationData(notificationId));
          dispatch(
            notificationActions.setNotification({
              notifications: notificationsOf(getState),
              unreadCount: data.unreadCount,
            }),
          );
          dispatch(
            notificationsApi.util.updateQueryData('getAllNotification', undefined, (draft) => {
              draft.data = draft.data.filter((item) => item.notificationId !== notificationId);
              draft.unreadCount = data.unreadCount;
            }),
          );
        } catch {
          // The item stays; the button says it failed.
        }
      },
    }),
    /** The ones named, or every one without ids. Shown as read at once; the server's count follows. */
    markAsRead: build.mutation<UnreadCountResponse, string[] | undefined>({
      query: (notificationIds) => ({
        url: 'notifications/markAsRead',
        method: 'POST',
        body: notificationIds ? { notificationIds } : {},
      }),
      async onQueryStarted(notificationIds, { dispatch, getState, queryFulfilled }) {
        const state = (getState() as { notification?: NotificationState }).notification;
        if (state) dispatch(notificationActions.setNotification(markRead(state, notificationIds)));
        try {
          const { data } = await queryFulfilled;
          dispatch(
            notificationActions.setNotification({
              notifications: notificationsOf(getState),
              unreadCount: data.unreadCount,
            }),
          );
        } catch {
          // What is true is fetched again.
          dispatch(notificationsApi.util.invalidateTags(['Notifications']));
        }
      },
    }),
    notificationSettings: build.query<NotificationSettings, void>({
      query: () => ({ url: 'notifications/settings', method: 'GET' }),
      transformResponse: (response: NotificationSettingsResponse) => response.data,
      providesTags: ['NotificationSettings'],
    }),
    updateNotificationSettings: build.mutation<NotificationSettings, NotificationSettings>({
      query: (settings) => ({ url: 'notifications/settings', method: 'PUT', body: settings }),
      transformResponse: (response: NotificationSettingsResponse) => response.data,
      async onQueryStarted(_settings, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(notificationsApi.util.upsertQueryData('notificationSettings', undefined, data));
        } catch {
          // The switch goes back to what is saved.
        }
      },
    }),
  }),
});

export const {
  useGetAllNotificationQuery,
  useDeleteNotificationMutation,
  useMarkAsReadMutation,
  useNotificationSettingsQuery,
  useUpdateNotificationSettingsMutation,
} = notificationsApi;
