import type {
  ContactAccessLogResponse,
  ContactAccessState,
  ContactAccessStateResponse,
  ContactDetailsResponse,
} from '@app/shared/connections';
import { CONTACT_LOG_TAG, connectionsApi, contactAccessTag } from './connections';

/**
 * The moves of contact sharing (docs/privacy.md, "Contact details by consent"): ask to see the other's details;
 * as the owner, share or decline when asked, and stop sharing at any time.
 */
export type ContactMove = 'request' | 'grant' | 'decline' | 'revoke';

const bodyOf = (move: ContactMove, userId: string) => {
  switch (move) {
    case 'request':
      return { url: 'contact-details/requestAccess', body: { userId } };
    case 'revoke':
      return { url: 'contact-details/revokeAccess', body: { userId } };
    default:
      return { url: 'contact-details/respondToRequest', body: { requesterId: userId, grant: move === 'grant' } };
  }
};

/**
 * Contact details by consent (issue 11 point 2), used by the connections feature (the profile page's panel and
 * the owner's log) and the Notifications tab (an answer to a request), so it lives here. Every move answers with
 * the state both ways, which replaces the one cached for that member; the details themselves are a mutation, read
 * only when the member asks: every read is written to the owner's log, so nothing may fetch them on its own (a
 * query would, on focus and on reconnection).
 */
export const contactDetailsApi = connectionsApi.injectEndpoints({
  endpoints: (build) => ({
    contactAccessState: build.query<ContactAccessState, string>({
      query: (userId) => ({ url: 'contact-details/getAccessState', method: 'POST', body: { userId } }),
      transformResponse: (response: ContactAccessStateResponse) => response.data,
      providesTags: (_result, _error, userId) => [contactAccessTag(userId)],
    }),
    changeContactAccess: build.mutation<ContactAccessState, { move: ContactMove; userId: string }>({
      query: ({ move, userId }) => ({ method: 'POST', ...bodyOf(move, userId) }),
      transformResponse: (response: ContactAccessStateResponse) => response.data,
      invalidatesTags: (result) => (result ? [CONTACT_LOG_TAG] : []),
      async onQueryStarted({ userId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(contactDetailsApi.util.upsertQueryData('contactAccessState', userId, data));
        } catch {
          // Refused (409: the connection ended, or the owner already answered): what is true now is fetched again.
          dispatch(contactDetailsApi.util.invalidateTags([contactAccessTag(userId)]));
        }
      },
    }),
    contactDetails: build.mutation<ContactDetailsResponse['data'], string>({
      query: (userId) => ({ url: 'contact-details/getContactDetails', method: 'POST', body: { userId } }),
      transformResponse: (response: ContactDetailsResponse) => response.data,
      async onQueryStarted(userId, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          // Refused (403: the grant ended meanwhile): the panel follows what is true now.
          dispatch(contactDetailsApi.util.invalidateTags([contactAccessTag(userId)]));
        }
      },
    }),
    contactAccessLog: build.query<ContactAccessLogResponse['data'], void>({
      query: () => ({ url: 'contact-details/getAccessLog', method: 'GET' }),
      transformResponse: (response: ContactAccessLogResponse) => response.data,
      providesTags: [CONTACT_LOG_TAG],
    }),
  }),
});

export const {
  useContactAccessStateQuery,
  useChangeContactAccessMutation,
  useContactDetailsMutation,
  useContactAccessLogQuery,
} = contactDetailsApi;
