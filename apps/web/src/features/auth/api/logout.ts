import type { z } from 'zod';
import type { MessageResponseSchema } from '@app/shared';
import { apiSlice } from '../../../lib/api/api-slice';

/** GET user/logout: ends the session on the server (cookies cleared there). */
const logoutApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    logout: build.mutation<z.infer<typeof MessageResponseSchema>, void>({
      query: () => ({ url: 'user/logout', method: 'GET' }),
    }),
  }),
});

export const { useLogoutMutation } = logoutApi;
