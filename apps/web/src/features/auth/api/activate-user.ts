import type { z } from 'zod';
import type { ActivateUserInputSchema, MessageResponseSchema } from '@app/shared';
import { apiSlice } from '../../../lib/api/api-slice';

/** POST user/activate-user: checks the sign-up code; the server then sets the httpOnly `token` cookie. */
const activateUserApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    activateUser: build.mutation<z.infer<typeof MessageResponseSchema>, z.input<typeof ActivateUserInputSchema>>({
      query: (body) => ({ url: 'user/activate-user', method: 'POST', body }),
    }),
  }),
});

export const { useActivateUserMutation } = activateUserApi;
