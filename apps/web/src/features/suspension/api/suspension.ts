import type { CheckSuspensionResponse, SuspensionUpdateResponse } from '@app/shared/suspension';
import { apiSlice } from '../../../lib/api/api-slice';

/** The suspension screen's two endpoints: the only ones that answer a suspended member. */
const suspensionApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** POST user/check-user-suspension: about the signed-in member only. */
    checkSuspension: build.query<CheckSuspensionResponse, void>({
      query: () => ({ url: 'user/check-user-suspension', method: 'POST', body: {} }),
      keepUnusedDataFor: 0,
    }),
    /** POST form/update-profile (multipart): `aboutYourSelf` and/or `profileImage` files. */
    updateSuspendedProfile: build.mutation<SuspensionUpdateResponse, FormData>({
      query: (body) => ({ url: 'form/update-profile', method: 'POST', body }),
    }),
  }),
});

export const { useCheckSuspensionQuery, useUpdateSuspendedProfileMutation } = suspensionApi;
