import type { UpdateDateOfBirthInputSchema } from '@app/shared/profile';
import type { z } from 'zod';
import { apiSlice } from '../../../lib/api/api-slice';
import { sessionActions, type MyDetailsPart } from '../../../lib/session/session-slice';
import type { SectionUpdatedResponse } from './update-sections';

/**
 * PUT profile/updateDateOfBirth: the member corrects their date of birth (the server keeps 18+, records the change
 * and allows a few a year). The answer is the religious background with the new date; the age shown in the basic
 * details follows from it, so My Details and the percentage are fetched again.
 */
const dateOfBirthApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    updateDateOfBirth: build.mutation<SectionUpdatedResponse, z.output<typeof UpdateDateOfBirthInputSchema>>({
      query: (body) => ({ url: 'profile/updateDateOfBirth', method: 'PUT', body }),
      invalidatesTags: (result) =>
        result
          ? [
              { type: 'Profile', id: 'mine' },
              { type: 'Profile', id: 'percentage' },
              { type: 'Profile', id: 'users' },
            ]
          : [],
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            sessionActions.updateMyDetailsSection({
              section: 'religious_background',
              data: data.data as MyDetailsPart,
            }),
          );
        } catch {
          // The dialog shows the failure and keeps the date chosen.
        }
      },
    }),
  }),
});

export const { useUpdateDateOfBirthMutation } = dateOfBirthApi;
