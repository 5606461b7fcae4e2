import type { LoginInput, LoginResponse } from '@app/shared';
import { apiSlice } from '../../../lib/api/api-slice';

/** POST user/login. */
const loginApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginInput>({
      query: (body) => ({ url: 'user/login', method: 'POST', body }),
      invalidatesTags: ['Session'],
    }),
  }),
});

export const { useLoginMutation } = loginApi;
