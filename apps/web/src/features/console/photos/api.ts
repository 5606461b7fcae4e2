import type { DecidePhotoInput, DecidePhotoResponse, PendingPhotosResponse } from '@app/shared/console/photos';
import { apiSlice } from '../../../lib/api/api-slice';

const PENDING = { type: 'ConsolePhotos' as const, id: 'PENDING' };

/**
 * The photo review section's calls: the photos awaiting review (oldest first, "Load more" with the last page's
 * cursor) and a decision on one. Any answer to a decision refreshes the list (a photo someone else decided, or that
 * is gone, leaves it too); a decision also refreshes the audit log and the queue's counts.
 */
const photosApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    pendingPhotos: build.infiniteQuery<PendingPhotosResponse, void, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ pageParam }) => `admin-photos/pending${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`,
      providesTags: [PENDING],
    }),
    decidePhoto: build.mutation<DecidePhotoResponse, DecidePhotoInput>({
      query: (body) => ({ url: 'admin-photos/decide', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [PENDING] : [PENDING, 'ConsoleAudit', 'ConsoleQueue']),
    }),
  }),
});

export const { usePendingPhotosInfiniteQuery, useDecidePhotoMutation } = photosApi;
