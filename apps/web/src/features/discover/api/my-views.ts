import type { MyViewsResponse } from '@app/shared/discover';
import { discoverApi } from './tags';

/** GET profile-view/my-views: who looked at the member's profile, one entry per visitor, most recent first. */
export const myViewsApi = discoverApi.injectEndpoints({
  endpoints: (build) => ({
    myViews: build.query<MyViewsResponse, void>({
      query: () => ({ url: 'profile-view/my-views', method: 'GET' }),
      providesTags: ['Discover'],
    }),
  }),
});

export const { useMyViewsQuery } = myViewsApi;
