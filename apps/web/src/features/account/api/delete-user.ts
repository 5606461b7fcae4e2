import type { z } from 'zod';
import type { DeleteUserInputSchema, MessageResponseSchema } from '@app/shared';
import { apiSlice } from '../../../lib/api/api-slice';

/** DELETE user/delete-user (signed in, password re-entered): removes the account and everything tied to it. */
const deleteUserApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    deleteUser: build.mutation<z.infer<typeof MessageResponseSchema>, z.input<typeof DeleteUserInputSchema>>({
      query: (body) => ({ url: 'user/delete-user', method: 'DELETE', body }),
    }),
  }),
});

export const { useDeleteUserMutation } = deleteUserApi;
