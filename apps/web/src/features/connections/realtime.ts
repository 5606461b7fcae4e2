import type { ConnectionStatusEvent } from '@app/shared/realtime';
import { CONNECTION_LISTS_TAG, connectionsApi } from '../../lib/api/connections';
import { connectionActions } from '../../lib/realtime/connection-slice';
import type { RealtimeListener } from '../../lib/realtime/socket';

/**
 * Connections' share of the socket: `connection_Status` updates the status of the member it names (only theirs:
 * a profile on screen shows its own member's entry), and the lists are fetched again. After a reconnection every
 * status and list on screen is fetched again, since events may have been missed.
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
    store.dispatch(connectionsApi.util.invalidateTags([CONNECTION_LISTS_TAG]));
  });
  hub.onReconnect(() => store.dispatch(connectionsApi.util.invalidateTags(['Connections'])));
};
