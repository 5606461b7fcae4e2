import type {
  ContactMessagesResponse,
  MemberSearchResponse,
  MemberStatusResponse,
  SignOutEverywhereInput,
  SignOutEverywhereResponse,
} from '@app/shared/console/members';
import { apiSlice } from '../../../lib/api/api-slice';

const memberTag = (userId: string) => ({ type: 'ConsoleMembers' as const, id: userId });

/**
 * The Members section's calls: search (a page at a time, "Load more" with the last page's cursor), one member as
 * staff see them (each load is recorded in the audit log on the server), sign out everywhere, and the contact inbox.
 */
const membersApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    searchMembers: build.infiniteQuery<MemberSearchResponse, string, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ queryArg, pageParam }) => {
        const params = new URLSearchParams();
        if (queryArg) params.set('q', queryArg);
        if (pageParam) params.set('cursor', pageParam);
        const search = params.toString();
        return `admin-userDetails/all-users${search ? `?${search}` : ''}`;
      },
      providesTags: [{ type: 'ConsoleMembers', id: 'SEARCH' }],
    }),
    memberStatus: build.query<MemberStatusResponse, string>({
      query: (userId) => `admin-userDetails/user-status?userId=${encodeURIComponent(userId)}`,
      providesTags: (_result, _error, userId) => [memberTag(userId)],
    }),
    signOutEverywhere: build.mutation<SignOutEverywhereResponse, SignOutEverywhereInput>({
      query: (body) => ({ url: 'admin-userControl/sign-out-everywhere', method: 'POST', body }),
      invalidatesTags: (_result, error, { userId }) => (error ? [] : [memberTag(userId), 'ConsoleAudit']),
    }),
    contactMessages: build.infiniteQuery<ContactMessagesResponse, void, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ pageParam }) => `admin-contacts/messages${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`,
      providesTags: [{ type: 'ConsoleMembers', id: 'CONTACTS' }],
    }),
  }),
});

export const {
  useSearchMembersInfiniteQuery,
  useMemberStatusQuery,
  useSignOutEverywhereMutation,
  useContactMessagesInfiniteQuery,
} = membersApi;
