import type { PublicProfile, PublicProfileResponseSchema } from '@app/shared/profile';
import type { z } from 'zod';
import { apiSlice } from '../../../lib/api/api-slice';

type PublicProfileResponse = z.infer<typeof PublicProfileResponseSchema>;

/**
 * POST profile/getUserDetails { userId }: one member as this viewer may see them (the server's privacy presenter
 * decides; hidden sections are absent). A profile that cannot be shown, for whatever reason, answers 404.
 */
const userDetailsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getUserDetails: build.query<PublicProfile | null, string>({
      query: (userId) => ({ url: 'profile/getUserDetails', method: 'POST', body: { userId } }),
      transformResponse: (response: PublicProfileResponse) => response.data[0] ?? null,
      providesTags: (_result, _error, userId) => [
        { type: 'Profile', id: `user-${userId}` },
        { type: 'Profile', id: 'users' },
      ],
    }),
  }),
});

export const { useGetUserDetailsQuery } = userDetailsApi;
export const userDetailsUtil = userDetailsApi.util;
