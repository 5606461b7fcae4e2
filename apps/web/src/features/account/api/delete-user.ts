import type { z } from 'zod';
import type { DeleteUserInputSchema } from '@app/shared';
import type { DeleteAccountResponse } from '@app/shared/data-export';
import { apiSlice } from '../../../lib/api/api-slice';

/**
 * DELETE user/delete-user (signed in, password re-entered): removes the account and everything tied to it, and
 * answers the receipt (what was deleted, what the law makes us keep).
 */
const deleteUserApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    deleteUser: build.mutation<DeleteAccountResponse, z.input<typeof DeleteUserInputSchema>>({
      query: (body) => ({ url: 'user/delete-user', method: 'DELETE', body }),
    }),
  }),
});

export const { useDeleteUserMutation } = deleteUserApi;
