import type { PhotoAccessRequestsResponse, PhotoAccessStatusResponseSchema } from '@app/shared/photos';
import type { z } from 'zod';
import { apiSlice } from '../../../lib/api/api-slice';
import { userDetailsUtil } from './user-details';

type PhotoAccessStatusResponse = z.infer<typeof PhotoAccessStatusResponseSchema>;

/**
 * "On request" photos: a member asks to see another's photos (POST photos/requestAccess), the owner lists the
 * requests (GET photos/accessRequests) and allows, declines or later revokes one (POST photos/respondToRequest).
 */
const photoAccessApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    requestPhotoAccess: build.mutation<PhotoAccessStatusResponse, { userId: string }>({
      query: (body) => ({ url: 'photos/requestAccess', method: 'POST', body }),
      async onQueryStarted({ userId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          // The profile on screen shows the request at once, without fetching the whole profile again.
          dispatch(
            userDetailsUtil.updateQueryData('getUserDetails', userId, (profile) => {
              if (profile) profile.photoAccess.requestStatus = data.status;
            }),
          );
        } catch {
          // The page says the request could not be sent.
        }
      },
    }),
    getPhotoAccessRequests: build.query<PhotoAccessRequestsResponse['data'], void>({
      query: () => ({ url: 'photos/accessRequests', method: 'GET' }),
      transformResponse: (response: PhotoAccessRequestsResponse) => response.data,
      providesTags: [{ type: 'Profile', id: 'photo-requests' }],
    }),
    respondToPhotoRequest: build.mutation<PhotoAccessStatusResponse, { userId: string; grant: boolean }>({
      query: (body) => ({ url: 'photos/respondToRequest', method: 'POST', body }),
      invalidatesTags: (result) => (result ? [{ type: 'Profile', id: 'photo-requests' }] : []),
    }),
  }),
});

export const { useRequestPhotoAccessMutation, useGetPhotoAccessRequestsQuery, useRespondToPhotoRequestMutation } =
  photoAccessApi;
