import type { z } from 'zod';
import type { LoginResponse, SetPasswordInputSchema } from '@app/shared';
import { apiSlice } from '../../../lib/api/api-slice';

/** POST user/set-password (needs the `token` cookie): creates the account and signs the member in. */
const setPasswordApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    setPassword: build.mutation<LoginResponse, z.input<typeof SetPasswordInputSchema>>({
      query: (body) => ({ url: 'user/set-password', method: 'POST', body }),
      invalidatesTags: ['Session'],
    }),
  }),
});

export const { useSetPasswordMutation } = setPasswordApi;
