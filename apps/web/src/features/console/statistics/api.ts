import type {
  ConnectionDataResponse,
  GenderRatioResponse,
  NewUserDataResponse,
  ProfileFillResponse,
  StatsRangeQuery,
  UserStatsResponse,
} from '@app/shared/console/statistics';
import { apiSlice } from '../../../lib/api/api-slice';

const STATS_TAG = { type: 'ConsoleStats', id: 'ALL' } as const;

/** The Statistics section's reads: GET admin-dashboard/* (issue 15 point 2). */
export const statisticsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    userStats: build.query<UserStatsResponse, void>({
      query: () => 'admin-dashboard/user-stats',
      providesTags: [STATS_TAG],
    }),
    newUserData: build.query<NewUserDataResponse, Required<StatsRangeQuery>>({
      query: (params) => ({ url: 'admin-dashboard/new-user-data', params }),
      providesTags: [STATS_TAG],
    }),
    genderRatio: build.query<GenderRatioResponse, void>({
      query: () => 'admin-dashboard/gender-ratio',
      providesTags: [STATS_TAG],
    }),
    profileFill: build.query<ProfileFillResponse, void>({
      query: () => 'admin-dashboard/profile-fill-percentage',
      providesTags: [STATS_TAG],
    }),
    connectionData: build.query<ConnectionDataResponse, Required<StatsRangeQuery>>({
      query: (params) => ({ url: 'admin-dashboard/connection-data', params }),
      providesTags: [STATS_TAG],
    }),
  }),
});

export const {
  useUserStatsQuery,
  useNewUserDataQuery,
  useGenderRatioQuery,
  useProfileFillQuery,
  useConnectionDataQuery,
} = statisticsApi;
