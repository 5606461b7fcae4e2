import type { StepSavedResponse } from '@app/shared/profile';
import { apiSlice } from '../../../lib/api/api-slice';

/** The onboarding steps saved by a form, with their endpoint (reference names). The photo step uploads instead. */
export const STEP_ENDPOINTS = {
  personal: 'form/personalDetails',
  qualification: 'form/qualificationDetails',
  location: 'form/locationDetails',
  other: 'form/otherDetails',
} as const;
export type FormStepKey = keyof typeof STEP_ENDPOINTS;

/** What GET form/* answers: the step as saved (in the shape of the step's schema), or null before it is. */
export type StepValuesResponse = { success: true; data: Record<string, unknown> | null };
export type SaveStepArgs = { step: FormStepKey; body: Record<string, unknown> };

/**
 * GET form/*: the saved values of one step, to prefill its form when it is opened again.
 * POST form/*: saves a step (creates or replaces it); the answer carries the member with the completion flags.
 */
const formStepsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getStepValues: build.query<Record<string, unknown> | null, FormStepKey>({
      query: (step) => ({ url: STEP_ENDPOINTS[step], method: 'GET' }),
      transformResponse: (response: StepValuesResponse) => response.data ?? null,
      providesTags: (_result, _error, step) => [{ type: 'Profile', id: `step-${step}` }],
    }),
    saveStep: build.mutation<StepSavedResponse, SaveStepArgs>({
      query: ({ step, body }) => ({ url: STEP_ENDPOINTS[step], method: 'POST', body }),
      // The saved step, the member's own profile and its completion percentage are fetched again when next shown.
      invalidatesTags: (result, _error, { step }) =>
        result
          ? [
              { type: 'Profile', id: `step-${step}` },
              { type: 'Profile', id: 'mine' },
              { type: 'Profile', id: 'percentage' },
            ]
          : [],
    }),
  }),
});

export const { useGetStepValuesQuery, useSaveStepMutation } = formStepsApi;
