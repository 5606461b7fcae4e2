import type { LoginResponse } from '@app/shared';
import type { VerifyTotpInput } from '@app/shared/console';
import { apiSlice } from '../../../lib/api/api-slice';

/** POST admin/auth/verify-totp: a staff sign-in's second step (after user/login answered with a challenge). */
const verifyStaffCodeApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    verifyStaffCode: build.mutation<LoginResponse, VerifyTotpInput>({
      query: (body) => ({ url: 'admin/auth/verify-totp', method: 'POST', body }),
      invalidatesTags: ['Session'],
    }),
  }),
});

export const { useVerifyStaffCodeMutation } = verifyStaffCodeApi;
