import type { AllPlansResponse, PlanDto } from '@app/shared/plans';
import { apiSlice } from './api-slice';

/**
 * GET plan/getAllPlans (public): the plan rows an operator keeps in the database, with prices, periods and what
 * each includes. Used by the public pricing and comparison pages and by the billing feature (Renew buys the same
 * row again), so it lives here rather than in one feature.
 */
export const plansApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getAllPlans: build.query<PlanDto[], void>({
      query: () => ({ url: 'plan/getAllPlans', method: 'GET' }),
      transformResponse: (response: AllPlansResponse) => response.data,
    }),
  }),
});

export const { useGetAllPlansQuery } = plansApi;
