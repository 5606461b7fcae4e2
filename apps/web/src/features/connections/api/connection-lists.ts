import type { ConnectionListResponse } from '@app/shared/connections';
import { CONNECTION_LISTS_TAG, connectionsApi } from '../../../lib/api/connections';

/** The three lists of the Connections tab, each newest first, with the cards the viewer may see. */
export type ConnectionList = 'connections' | 'received' | 'sent';

const URLS: Record<ConnectionList, string> = {
  connections: 'connection/getMyConnections',
  received: 'connection/getReceivedConnectionRequests',
  sent: 'connection/getSentConnectionRequests',
};

/** GET connection/getMyConnections, getReceivedConnectionRequests and getSentConnectionRequests. */
const listsApi = connectionsApi.injectEndpoints({
  endpoints: (build) => ({
    connectionList: build.query<ConnectionListResponse, ConnectionList>({
      query: (list) => ({ url: URLS[list], method: 'GET' }),
      providesTags: [CONNECTION_LISTS_TAG],
    }),
  }),
});

export const { useConnectionListQuery } = listsApi;
