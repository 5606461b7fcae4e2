import type { z } from 'zod';
import type { DeleteUserInputSchema, MessageResponseSchema } from '@app/shared';
import type { DeleteAccountResponse } from '@app/shared/data-export';
import { apiSlice } from '../../../lib/api/api-slice';

/**
 * DELETE user/delete-user (signed in, password re-entered): removes the account and everything tied to it, and
 * answers the receipt (what was deleted, what the law makes us keep).
 */
const deleteUserApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** POST user/check-password: the password checked before the last step (nothing changes). */
    checkPassword: build.mutation<z.output<typeof MessageResponseSchema>, z.input<typeof DeleteUserInputSchema>>({
      query: (body) => ({ url: 'user/check-password', method: 'POST', body }),
    }),
    deleteUser: build.mutation<DeleteAccountResponse, z.input<typeof DeleteUserInputSchema>>({
      query: (body) => ({ url: 'user/delete-user', method: 'DELETE', body }),
    }),
  }),
});

export const { useCheckPasswordMutation, useDeleteUserMutation } = deleteUserApi;
