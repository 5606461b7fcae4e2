import type { z } from 'zod';
import type { ChangePasswordInputSchema, MessageResponseSchema } from '@app/shared';
import { apiSlice } from '../../../lib/api/api-slice';

export type ChangePasswordResponse = z.infer<typeof MessageResponseSchema> & { accessToken: string };

/** POST user/change-password (signed in): other sessions end; this one continues with the new access token. */
const changePasswordApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    changePassword: build.mutation<ChangePasswordResponse, z.input<typeof ChangePasswordInputSchema>>({
      query: (body) => ({ url: 'user/change-password', method: 'POST', body }),
    }),
  }),
});

export const { useChangePasswordMutation } = changePasswordApi;
