import type { PartnerPreferences, PreferencesResponse } from '@app/shared/profile';
import { apiSlice } from '../../../lib/api/api-slice';

/** What the editor sends: any of our preference keys (the reference's nine legacy keys are never sent from here). */
export type PreferencesPatch = Partial<PartnerPreferences>;

/**
 * GET preferences/ and PATCH preferences/: the member's partner preferences. A save answers with the stored
 * preferences, which replace the cached ones at once; matches computed from them are refetched by tag.
 */
const preferencesApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getPreferences: build.query<PreferencesResponse['preferences'], void>({
      query: () => ({ url: 'preferences/', method: 'GET' }),
      transformResponse: (response: PreferencesResponse) => response.preferences,
      providesTags: ['Preferences'],
    }),
    updatePreferences: build.mutation<PreferencesResponse, PreferencesPatch>({
      query: (body) => ({ url: 'preferences/', method: 'PATCH', body }),
      async onQueryStarted(_patch, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(preferencesApi.util.upsertQueryData('getPreferences', undefined, data.preferences));
        } catch {
          // The editor shows the failure and keeps the choices made.
        }
      },
    }),
  }),
});

export const { useGetPreferencesQuery, useUpdatePreferencesMutation } = preferencesApi;
