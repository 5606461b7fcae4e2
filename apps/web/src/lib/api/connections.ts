import type { ConnectionStatusResponse } from '@app/shared/connections';
import type { ConnectionStatusEvent } from '@app/shared/realtime';
import { connectionActions } from '../realtime/connection-slice';
import { apiSlice } from './api-slice';

/** The pair's status from the caller's side, as every connection call answers it. */
export type PairStatus = Required<ConnectionStatusEvent>;

/** The five moves of the shared state machine (`CONNECTION_TRANSITIONS`), each its own endpoint. */
export type ConnectionMove = 'request' | 'cancel' | 'remove' | 'accept' | 'decline';

/** Each move's endpoint and how it names the other member. */
const MOVES: Record<ConnectionMove, { url: string; field: 'receiverId' | 'senderId' }> = {
  request: { url: 'connection/addConnection', field: 'receiverId' },
  cancel: { url: 'connection/cancelConnection', field: 'receiverId' },
  remove: { url: 'connection/removeConnection', field: 'receiverId' },
  accept: { url: 'connection/acceptConnection', field: 'senderId' },
  decline: { url: 'connection/rejectConnection', field: 'senderId' },
};

/** The Connections tab's lists, refetched whenever a pair changes. */
export const CONNECTION_LISTS_TAG = { type: 'Connections', id: 'LISTS' } as const;
export const connectionStatusTag = (userId: string) => ({ type: 'Connections', id: `status-${userId}` }) as const;
/**
 * Contact sharing with one member (lib/api/contact-details.ts): asked again whenever the pair changes, since removing
 * a connection ends every grant between the two.
 */
export const contactAccessTag = (userId: string) => ({ type: 'Connections', id: `contact-${userId}` }) as const;
/** The owner's log of who may see, and who saw, their contact details. */
export const CONTACT_LOG_TAG = { type: 'Connections', id: 'CONTACT_LOG' } as const;

/**
 * The connection calls, used by the profile page's actions, the Connections tab and the Notifications tab (so they
 * live here, not in one feature). Every answer is the pair's new status: it goes into the connection slice's entry
 * for that member, which is what the screens show, and the realtime `connection_Status` event updates it
 * the same way.
 */
export const connectionsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getConnectionStatus: build.query<PairStatus, string>({
      query: (userId) => ({ url: 'connection/getConnectionStatus', method: 'POST', body: { userId } }),
      transformResponse: (response: ConnectionStatusResponse) => response.data,
      providesTags: (_result, _error, userId) => [connectionStatusTag(userId)],
      async onQueryStarted(userId, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(connectionActions.setConnectionStatus({ ...data, userId }));
        } catch {
          // The screen shows the failure from the query itself.
        }
      },
    }),
    changeConnection: build.mutation<PairStatus, { move: ConnectionMove; userId: string }>({
      query: ({ move, userId }) => ({
        url: MOVES[move].url,
        method: 'POST',
        body: { [MOVES[move].field]: userId },
      }),
      transformResponse: (response: ConnectionStatusResponse) => response.data,
      // The status comes with the answer; the lists, the notifications (an answered request is read) and the
      // contact sharing between the two (a removal ends it) change.
      invalidatesTags: (result, _error, { userId }) =>
        result ? [CONNECTION_LISTS_TAG, 'Notifications', contactAccessTag(userId), CONTACT_LOG_TAG] : [],
      async onQueryStarted({ userId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(connectionActions.setConnectionStatus({ ...data, userId }));
          dispatch(connectionsApi.util.upsertQueryData('getConnectionStatus', userId, { ...data, userId }));
        } catch {
          // A refused move (409: the pair changed meanwhile): what is true now is fetched again.
          dispatch(connectionsApi.util.invalidateTags([connectionStatusTag(userId)]));
        }
      },
    }),
  }),
});

export const { useGetConnectionStatusQuery, useChangeConnectionMutation } = connectionsApi;
