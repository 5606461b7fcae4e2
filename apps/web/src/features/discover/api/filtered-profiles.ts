import type { DiscoverResponse } from '@app/shared/discover';
import { discoverApi } from './tags';

/**
 * GET profile/filtered-profiles?<filters>: the member's mutual matches, a page at a time. The argument is the
 * filters' query string (`discoverApiQuery`), so each set of filters is its own list; "Show more" asks for the next
 * page with the previous page's `nextCursor`, until it is null.
 */
export const filteredProfilesApi = discoverApi.injectEndpoints({
  endpoints: (build) => ({
    filteredProfiles: build.infiniteQuery<DiscoverResponse, string, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ queryArg, pageParam }) => {
        const params = new URLSearchParams(queryArg);
        if (pageParam) params.set('cursor', pageParam);
        return { url: `profile/filtered-profiles?${params.toString()}`, method: 'GET' };
      },
      providesTags: ['Discover'],
    }),
  }),
});

export const { useFilteredProfilesInfiniteQuery } = filteredProfilesApi;
