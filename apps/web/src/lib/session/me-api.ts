import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { MeResponse } from '@app/shared/auth';
import { apiSlice } from '../api/api-slice';
import { sessionActions } from './session-slice';

/**
 * GET user/me: whom the session acts for, put in the session as `user` (with the completion flags it carries, and
 * `actingAs` when a family manager acts for someone's profile, ADR 017).
 */
const meApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getMe: build.query<MeResponse, void>({
      query: () => ({ url: 'user/me', method: 'GET' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(sessionActions.setUser({ user: data.user }));
        } catch {
          // Nothing to restore: a refused session is handled by the API layer (sign-out on 401).
        }
      },
    }),
  }),
});

export const { useGetMeQuery } = meApi;

/**
 * After the session's access token changed whom it acts for (a family manager switching profile, or their access
 * ending): forgets every answer the app holds for the profile before and asks the server whom the session is now.
 */
export function startAfresh() {
  return async (dispatch: ThunkDispatch<unknown, unknown, UnknownAction>) => {
    dispatch(apiSlice.util.resetApiState());
    await dispatch(meApi.endpoints.getMe.initiate(undefined, { subscribe: false, forceRefetch: true }));
  };
}
