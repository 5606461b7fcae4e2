import type { NotificationItem } from '@app/shared/realtime';
import { notificationActions } from '../../lib/realtime/notification-slice';
import type { RealtimeListener } from '../../lib/realtime/socket';
import { notificationsApi, notificationsOf } from './api/notifications';

/**
 * Notifications' share of the socket: `connection_request` (a new request, or an acceptance) joins the top of the
 * list and the bell's count at once; `notifications_changed` (read or removed on another device) takes the server's
 * count and fetches the list again, as does a reconnection (events may have been missed meanwhile).
 */
export const notificationsRealtime: RealtimeListener = (hub, store) => {
  hub.on('connection_request', (item: NotificationItem) => {
    store.dispatch(notificationActions.addNotification(item));
    store.dispatch(
      notificationsApi.util.updateQueryData('getAllNotification', undefined, (draft) => {
        if (draft.data.some((known) => known.notificationId === item.notificationId)) return;
        draft.data.unshift(item);
        if (!item.isRead) draft.unreadCount += 1;
      }),
    );
  });
  hub.on('notifications_changed', ({ unreadCount }) => {
    store.dispatch(
      notificationActions.setNotification({ notifications: notificationsOf(store.getState), unreadCount }),
    );
    store.dispatch(notificationsApi.util.invalidateTags(['Notifications']));
  });
  hub.onReconnect(() => store.dispatch(notificationsApi.util.invalidateTags(['Notifications'])));
};
