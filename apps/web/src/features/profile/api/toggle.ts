import type { ToggleInputSchema, ToggleResponseSchema } from '@app/shared/profile';
import type { z } from 'zod';
import { apiSlice } from '../../../lib/api/api-slice';
import { sessionActions } from '../../../lib/session/session-slice';
import type { RootState } from '../../../lib/store';

export type ToggleInput = z.output<typeof ToggleInputSchema>;

/**
 * POST toggle/toggle: shows or hides one section from other members. The switch moves at once (the session's
 * `myDetails.toggleStatus`), and moves back if the server refuses or cannot be reached.
 */
const toggleApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    toggleSection: build.mutation<z.infer<typeof ToggleResponseSchema>, ToggleInput>({
      query: (body) => ({ url: 'toggle/toggle', method: 'POST', body }),
      invalidatesTags: (result) => (result ? [{ type: 'Profile', id: 'users' }] : []),
      async onQueryStarted({ section, status }, { dispatch, getState, queryFulfilled }) {
        const switches = (getState() as RootState).user.myDetails?.toggleStatus;
        if (!switches || typeof switches !== 'object' || Array.isArray(switches)) return;
        const before = (switches as Record<string, unknown>)[section];
        const set = (value: unknown) => {
          const current = (getState() as RootState).user.myDetails?.toggleStatus as Record<string, unknown> | undefined;
          dispatch(
            sessionActions.updateMyDetailsSection({ section: 'toggleStatus', data: { ...current, [section]: value } }),
          );
        };
        set(status);
        try {
          await queryFulfilled;
        } catch {
          set(before);
        }
      },
    }),
  }),
});

export const { useToggleSectionMutation } = toggleApi;
