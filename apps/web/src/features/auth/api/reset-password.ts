import type { z } from 'zod';
import type { MessageResponseSchema, ResetPasswordInputSchema } from '@app/shared';
import { apiSlice } from '../../../lib/api/api-slice';

/** POST user/reset-password (needs the `token` cookie from verify-otp); the member signs in afterwards. */
const resetPasswordApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    resetPassword: build.mutation<z.infer<typeof MessageResponseSchema>, z.input<typeof ResetPasswordInputSchema>>({
      query: (body) => ({ url: 'user/reset-password', method: 'POST', body }),
    }),
  }),
});

export const { useResetPasswordMutation } = resetPasswordApi;
