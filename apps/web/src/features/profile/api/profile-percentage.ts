import type { ProfilePercentageResponse } from '@app/shared/profile';
import { apiSlice } from '../../../lib/api/api-slice';

/** GET profile/getProfilePercentage: how complete the profile is, and what is still missing (the server decides). */
const profilePercentageApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getProfilePercentage: build.query<ProfilePercentageResponse, void>({
      query: () => ({ url: 'profile/getProfilePercentage', method: 'GET' }),
      providesTags: [{ type: 'Profile', id: 'percentage' }],
    }),
  }),
});

export const { useGetProfilePercentageQuery } = profilePercentageApi;
