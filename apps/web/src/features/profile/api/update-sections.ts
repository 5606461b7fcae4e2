import type {
  SectionUpdatedResponseSchema,
  UpdateEducationAndFinancialInputSchema,
  UpdateFamilyDetailsInputSchema,
  UpdateInterestsInputSchema,
  UpdateLocationDetailsInputSchema,
  UpdatePersonalBackgroundInputSchema,
  UpdatePersonalDetailsInputSchema,
  UpdateReligiousBackgroundInputSchema,
} from '@app/shared/profile';
import type { z } from 'zod';
import { apiSlice } from '../../../lib/api/api-slice';
import { sessionActions, type MyDetailsPart, type MyDetailsSection } from '../../../lib/session/session-slice';

/** The My Details sections a member edits, each with its PUT endpoint (reference names and spelling) and body. */
export const SECTION_ENDPOINTS = {
  basic_and_lifestyle: 'profile/updatePersonalDetails',
  family_details: 'profile/updateFamilyDetails',
  personal_background: 'profile/updatePersonalBackground',
  religious_background: 'profile/updateReligiousBackground',
  location_background: 'profile/updateLocationDetails',
  education_and_financial: 'profile/updateEducationAndFinancialDetails',
  interest_and_hobbies: 'profile/updateInterstAndHobbies',
} as const satisfies Partial<Record<MyDetailsSection, string>>;
export type EditableSection = keyof typeof SECTION_ENDPOINTS;

type Bodies = {
  basic_and_lifestyle: z.output<typeof UpdatePersonalDetailsInputSchema>;
  family_details: z.output<typeof UpdateFamilyDetailsInputSchema>;
  personal_background: z.output<typeof UpdatePersonalBackgroundInputSchema>;
  religious_background: z.output<typeof UpdateReligiousBackgroundInputSchema>;
  location_background: z.output<typeof UpdateLocationDetailsInputSchema>;
  education_and_financial: z.output<typeof UpdateEducationAndFinancialInputSchema>;
  interest_and_hobbies: z.output<typeof UpdateInterestsInputSchema>;
};
export type SectionUpdate = { [S in EditableSection]: { section: S; body: Bodies[S] } }[EditableSection];
export type SectionUpdatedResponse = z.infer<typeof SectionUpdatedResponseSchema>;

/**
 * PUT profile/update*: saves one section. The answer carries the section as now stored, which replaces that part
 * of `myDetails` in the session, and only when myDetails is loaded (the slice keeps that rule). The
 * completion percentage and any profile on screen are fetched again, and after the religious background My Details
 * too (the server works out the horoscope chart from it).
 */
const updateSectionsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    updateSection: build.mutation<SectionUpdatedResponse, SectionUpdate>({
      query: ({ section, body }) => ({ url: SECTION_ENDPOINTS[section], method: 'PUT', body }),
      invalidatesTags: (result, _error, { section }) =>
        result
          ? [
              { type: 'Profile', id: 'percentage' },
              { type: 'Profile', id: 'users' },
              // The birth details and the horoscope opt-in decide the chart My Details shows (issue 31).
              ...(section === 'religious_background' ? [{ type: 'Profile' as const, id: 'mine' }] : []),
            ]
          : [],
      async onQueryStarted({ section }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(sessionActions.updateMyDetailsSection({ section, data: data.data as MyDetailsPart }));
        } catch {
          // The dialog shows the failure and keeps what was typed.
        }
      },
    }),
  }),
});

export const { useUpdateSectionMutation } = updateSectionsApi;
export const updateSectionEndpoint = updateSectionsApi.endpoints.updateSection;
