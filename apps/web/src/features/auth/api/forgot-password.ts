import type { z } from 'zod';
import type { ForgotPasswordInputSchema, RegistrationResponseSchema } from '@app/shared';
import { apiSlice } from '../../../lib/api/api-slice';

/** POST user/forgot-password: e-mails a reset code and returns the activation token for it. */
const forgotPasswordApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    forgotPassword: build.mutation<
      z.infer<typeof RegistrationResponseSchema>,
      z.input<typeof ForgotPasswordInputSchema>
    >({
      query: (body) => ({ url: 'user/forgot-password', method: 'POST', body }),
    }),
  }),
});

export const { useForgotPasswordMutation } = forgotPasswordApi;
