import type { MeResponse } from '@app/shared/auth';
import { apiSlice } from '../../../lib/api/api-slice';
import { sessionActions } from '../../../lib/session/session-slice';

/** GET user/me: who is signed in, put in the session as `user` (with the completion flags it carries). */
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
