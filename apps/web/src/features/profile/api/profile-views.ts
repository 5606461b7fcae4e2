import type { AddProfileViewInput } from '@app/shared/discover';
import { apiSlice } from '../../../lib/api/api-slice';

/** POST profile-view/add-view { receiverId }: "I opened this profile" (the server counts it once a day). */
const profileViewsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    addProfileView: build.mutation<void, AddProfileViewInput>({
      query: (body) => ({ url: 'profile-view/add-view', method: 'POST', body }),
    }),
  }),
});

export const { useAddProfileViewMutation } = profileViewsApi;
