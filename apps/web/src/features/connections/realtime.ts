import type { ConnectionStatusEvent, NotificationItem } from '@app/shared/realtime';
import { CONNECTION_LISTS_TAG, CONTACT_LOG_TAG, connectionsApi, contactAccessTag } from '../../lib/api/connections';
import { connectionActions } from '../../lib/realtime/connection-slice';
import type { RealtimeListener } from '../../lib/realtime/socket';

/**
 * Connections' share of the socket: `connection_Status` updates the status of the member it names (only theirs:
 * a profile on screen shows its own member's entry), and the lists and the contact sharing with that member (a
 * removal ends it) are fetched again. A notification that a member asked for my contact details, or shared theirs,
 * fetches the sharing with them and my log again. After a reconnection every status, list and sharing on screen is
 * fetched again, since events may have been missed.
 */
export const connectionsRealtime: RealtimeListener = (hub, store) => {
  hub.on('connection_Status', (event: ConnectionStatusEvent) => {
    store.dispatch(connectionActions.setConnectionStatus(event));
    const { userId } = event;
    if (userId) {
      store.dispatch(
        connectionsApi.util.updateQueryData('getConnectionStatus', userId, () => ({
          connection_status: event.connection_status,
          connectionType: event.connectionType,
          userId,
        })),
      );
    }
    store.dispatch(
      connectionsApi.util.invalidateTags(
        userId ? [CONNECTION_LISTS_TAG, contactAccessTag(userId), CONTACT_LOG_TAG] : [CONNECTION_LISTS_TAG],
      ),
    );
  });
  hub.on('connection_request', (item: NotificationItem) => {
    const type = item.body?.type;
    const senderId = item.body?.senderId;
    if ((type === 'contact_request' || type === 'contact_granted') && senderId) {
      store.dispatch(connectionsApi.util.invalidateTags([contactAccessTag(senderId), CONTACT_LOG_TAG]));
    }
  });
  hub.onReconnect(() => store.dispatch(connectionsApi.util.invalidateTags(['Connections'])));
};
