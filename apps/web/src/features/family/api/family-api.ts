import type {
  FamilyActivity,
  FamilyCandidateBody,
  FamilyClaimBody,
  FamilyConfirmBody,
  FamilyInvitation,
  FamilyInvitationsResponse,
  FamilyInviteBody,
  FamilyManager,
  FamilyProfile,
  FamilyProfilesResponse,
  FamilyRight,
  FamilySwitchResponse,
  ProfileEdit,
} from '@app/shared/family';
import { apiSlice } from '../../../lib/api/api-slice';
import { sessionActions, type SessionSliceState } from '../../../lib/session/session-slice';

const MEMBERS = { type: 'Family', id: 'MEMBERS' } as const;
const INVITATIONS = { type: 'Family', id: 'INVITATIONS' } as const;
const ACTIVITY = { type: 'Family', id: 'ACTIVITY' } as const;
const PROFILES = { type: 'Family', id: 'PROFILES' } as const;
const EDITS = { type: 'Family', id: 'EDITS' } as const;

/** Entries asked for per page of the activity log ("Show more" asks for the next one). */
export const FAMILY_ACTIVITY_PAGE = 20;

type Data<T> = { success: true; message?: string; data: T };

/**
 * Families' calls (issue 29, ADR 017) under `family/`. Every change asks again for the lists it changes and for the
 * activity log, which records it: an invitation (sent or withdrawn) changes the invitations; a change of rights or a
 * removal changes the people helping; accepting changes the invitations waiting and the profiles one may act for.
 */
export const familyApi = apiSlice.enhanceEndpoints({ addTagTypes: ['Family'] }).injectEndpoints({
  endpoints: (build) => ({
    familyInvitations: build.query<FamilyInvitationsResponse['data'], void>({
      query: () => 'family/invitations',
      transformResponse: (response: FamilyInvitationsResponse) => response.data,
      providesTags: [INVITATIONS],
    }),
    inviteFamily: build.mutation<Data<FamilyInvitation>, FamilyInviteBody>({
      query: (body) => ({ url: 'family/invite', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [INVITATIONS, ACTIVITY]),
    }),
    withdrawFamilyInvitation: build.mutation<unknown, string>({
      query: (invitationId) => ({ url: `family/invitations/${encodeURIComponent(invitationId)}`, method: 'DELETE' }),
      // A refusal (already accepted, or gone) also means the list on screen is out of date.
      invalidatesTags: [INVITATIONS, ACTIVITY],
    }),
    acceptFamilyInvitation: build.mutation<Data<FamilyProfile>, string>({
      query: (token) => ({ url: 'family/accept', method: 'POST', body: { token } }),
      invalidatesTags: (_result, error) => (error ? [] : [INVITATIONS, PROFILES, MEMBERS]),
    }),
    familyMembers: build.query<FamilyManager[], void>({
      query: () => 'family/members',
      transformResponse: (response: Data<FamilyManager[]>) => response.data,
      providesTags: [MEMBERS],
    }),
    changeFamilyRights: build.mutation<Data<FamilyManager>, { accountId: string; rights: FamilyRight[] }>({
      query: ({ accountId, rights }) => ({
        url: `family/members/${encodeURIComponent(accountId)}`,
        method: 'PATCH',
        body: { rights },
      }),
      // The answer is the person as they now are: written into the list at once, then the log asked again.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            familyApi.util.updateQueryData('familyMembers', undefined, (draft) =>
              draft.map((manager) => (manager.accountId === data.data.accountId ? data.data : manager)),
            ),
          );
        } catch {
          // Refused or failed: the list is asked again below.
        }
      },
      invalidatesTags: (_result, error) => (error ? [MEMBERS] : [ACTIVITY]),
    }),
    removeFamilyMember: build.mutation<unknown, string>({
      query: (accountId) => ({ url: `family/members/${encodeURIComponent(accountId)}`, method: 'DELETE' }),
      invalidatesTags: [MEMBERS, ACTIVITY],
    }),
    familyActivity: build.infiniteQuery<FamilyActivity[], void, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        // A full page may have more after it: the next one starts after its last entry.
        getNextPageParam: (lastPage) =>
          lastPage.length < FAMILY_ACTIVITY_PAGE ? undefined : (lastPage[lastPage.length - 1]?.id ?? undefined),
      },
      query: ({ pageParam }) =>
        `family/activity?limit=${FAMILY_ACTIVITY_PAGE}${pageParam ? `&before=${encodeURIComponent(pageParam)}` : ''}`,
      transformResponse: (response: Data<FamilyActivity[]>) => response.data,
      providesTags: [ACTIVITY],
    }),
    /** GET family/edits: the changes helpers made to the profile, newest first, each undoable or not. */
    familyEdits: build.query<ProfileEdit[], void>({
      query: () => 'family/edits',
      transformResponse: (response: Data<ProfileEdit[]>) => response.data,
      providesTags: [EDITS],
    }),
    /**
     * POST family/edits/{editId}/undo: the change is undone (but for what was changed again since); the profile, its
     * preferences and the log are asked again.
     */
    undoFamilyEdit: build.mutation<Data<{ edit: ProfileEdit; restored: string[]; kept: string[] }>, string>({
      query: (editId) => ({ url: `family/edits/${encodeURIComponent(editId)}/undo`, method: 'POST' }),
      invalidatesTags: [
        EDITS,
        ACTIVITY,
        { type: 'Profile', id: 'mine' },
        { type: 'Profile', id: 'percentage' },
        'Preferences',
      ],
    }),
    /**
     * GET family/profiles: the profiles the account may act for, and, for an account that only helps, the name the
     * family knows it by (`helper`, null for a member with a profile of their own).
     */
    familyProfiles: build.query<{ profiles: FamilyProfile[]; helper: FamilyProfilesResponse['helper'] }, void>({
      query: () => 'family/profiles',
      transformResponse: (response: FamilyProfilesResponse) => ({
        profiles: response.data,
        helper: response.helper ?? null,
      }),
      providesTags: [PROFILES],
    }),
    /** PUT family/name: an account that only helps names itself; the lists that name it are asked again. */
    nameHelper: build.mutation<Data<{ name: string }>, string>({
      query: (name) => ({ url: 'family/name', method: 'PUT', body: { name } }),
      // The session's `actingAs` names the helper too (their own notes are told apart by it).
      async onQueryStarted(_name, { dispatch, getState, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          const user = (getState() as unknown as SessionSliceState).user.user;
          if (user?.actingAs) {
            dispatch(
              sessionActions.setUser({ user: { ...user, actingAs: { ...user.actingAs, name: data.data.name } } }),
            );
          }
        } catch {
          // Refused: the form shows why.
        }
      },
      invalidatesTags: (_result, error) => (error ? [] : [PROFILES, MEMBERS, ACTIVITY, EDITS]),
    }),
    /**
     * POST family/switch: act for another profile, or for one's own again. Its access token becomes the session's;
     * the app then starts afresh as that profile (app/acting-watcher.tsx: the cache, `user/me`, the socket).
     */
    switchFamilyProfile: build.mutation<FamilySwitchResponse, string>({
      query: (profileId) => ({ url: 'family/switch', method: 'POST', body: { profileId } }),
      async onQueryStarted(_profileId, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(sessionActions.setCredentials(data.accessToken));
        } catch {
          // Refused (the profile is no longer one the account looks after): the caller shows why.
        }
      },
    }),
    /**
     * A profile a relative made (ADR 017 point 8). POST family/candidate: its maker names the person it is for, who is
     * e-mailed a link to review it (sent again, the earlier link stops working).
     */
    askCandidate: build.mutation<Data<{ email: string; expiresAt: string }>, FamilyCandidateBody>({
      query: (body) => ({ url: 'family/candidate', method: 'POST', body }),
    }),
    /** POST family/claim: from the link, without a session, the person it is for chooses its password. */
    claimMadeProfile: build.mutation<Data<{ email: string }>, FamilyClaimBody>({
      query: (body) => ({ url: 'family/claim', method: 'POST', body }),
    }),
    /**
     * POST family/confirm: they confirm it (signed in to it: it goes live) or decline it (signed in or not: it is
     * erased). The app then starts afresh (confirmed) or signs out (declined while signed in to it): the page does.
     */
    confirmMadeProfile: build.mutation<Data<{ confirmed: boolean; email: string }>, FamilyConfirmBody>({
      query: (body) => ({ url: 'family/confirm', method: 'POST', body }),
    }),
  }),
});

export const {
  useFamilyEditsQuery,
  useUndoFamilyEditMutation,
  useFamilyInvitationsQuery,
  useInviteFamilyMutation,
  useWithdrawFamilyInvitationMutation,
  useAcceptFamilyInvitationMutation,
  useFamilyMembersQuery,
  useChangeFamilyRightsMutation,
  useRemoveFamilyMemberMutation,
  useFamilyActivityInfiniteQuery,
  useFamilyProfilesQuery,
  useNameHelperMutation,
  useSwitchFamilyProfileMutation,
  useAskCandidateMutation,
  useClaimMadeProfileMutation,
  useConfirmMadeProfileMutation,
} = familyApi;
