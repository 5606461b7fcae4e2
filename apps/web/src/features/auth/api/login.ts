import type { LoginInput, LoginResponse } from '@app/shared';
import type { SecondFactorChallenge } from '@app/shared/console';
import { apiSlice } from '../../../lib/api/api-slice';

/** POST user/login: a session, or for staff the challenge for their second step. */
const loginApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse | SecondFactorChallenge, LoginInput>({
      query: (body) => ({ url: 'user/login', method: 'POST', body }),
      invalidatesTags: ['Session'],
    }),
  }),
});

export const { useLoginMutation } = loginApi;
