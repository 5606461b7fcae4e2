import type { MyDetails, MyDetailsResponseSchema } from '@app/shared/profile';
import type { z } from 'zod';
import { apiSlice } from '../../../lib/api/api-slice';
import { sessionActions } from '../../../lib/session/session-slice';

export type MyDetailsResponse = z.infer<typeof MyDetailsResponseSchema>;

/**
 * GET profile/mydetails: the member's own profile, every section. Kept in the session as `myDetails`, which
 * is what My Details renders: section saves replace their part of it there without another round trip.
 */
const myDetailsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getMyDetails: build.query<MyDetails | null, void>({
      query: () => ({ url: 'profile/mydetails', method: 'GET' }),
      transformResponse: (response: MyDetailsResponse) => response.data[0] ?? null,
      providesTags: [{ type: 'Profile', id: 'mine' }],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          if (data) dispatch(sessionActions.setMyDetails(data));
        } catch {
          // The screen shows the failure from the query's own state.
        }
      },
    }),
  }),
});

export const { useGetMyDetailsQuery } = myDetailsApi;
