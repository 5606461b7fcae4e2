import type { z } from 'zod';
import type { MessageResponseSchema, VerifyOtpInputSchema } from '@app/shared';
import { apiSlice } from '../../../lib/api/api-slice';

/** POST user/verify-otp: checks the password-reset code; the server then sets the httpOnly `token` cookie. */
const verifyOtpApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    verifyOtp: build.mutation<z.infer<typeof MessageResponseSchema>, z.input<typeof VerifyOtpInputSchema>>({
      query: (body) => ({ url: 'user/verify-otp', method: 'POST', body }),
    }),
  }),
});

export const { useVerifyOtpMutation } = verifyOtpApi;
