import type { UpdateContactInputSchema } from '@app/shared/profile';
import type { z } from 'zod';
import { apiSlice } from '../../../lib/api/api-slice';
import { sessionActions } from '../../../lib/session/session-slice';

export type UpdateContactInput = { userId: string; body: z.output<typeof UpdateContactInputSchema> };

/**
 * PUT profile/contact/{userId} (the member's own id): the member's phone number, in international form. My Details
 * reads the number from `myDetails.contactNumber` (GET profile/mydetails carries it), so the reference's
 * GET profile/contact/{userId} is not called; a save replaces that part of myDetails.
 */
const contactApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    updateContact: build.mutation<
      { success: true; message: string; contactNumber?: string | null },
      UpdateContactInput
    >({
      query: ({ userId, body }) => ({ url: `profile/contact/${encodeURIComponent(userId)}`, method: 'PUT', body }),
      invalidatesTags: (result) => (result ? [{ type: 'Profile', id: 'percentage' }] : []),
      async onQueryStarted({ body }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          const stored = data.contactNumber ?? body.contactNumber;
          dispatch(sessionActions.updateMyDetailsSection({ section: 'contactNumber', data: stored }));
        } catch {
          // The dialog shows the failure and keeps the number typed.
        }
      },
    }),
  }),
});

export const { useUpdateContactMutation } = contactApi;
