import type { z } from 'zod';
import type { RegistrationInput, RegistrationResponseSchema } from '@app/shared';
import { apiSlice } from '../../../lib/api/api-slice';

export type RegistrationResponse = z.infer<typeof RegistrationResponseSchema>;

/** POST user/registration: sends the six-digit code and returns the activation token. */
const registerUserApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    registerUser: build.mutation<RegistrationResponse, RegistrationInput>({
      query: (body) => ({ url: 'user/registration', method: 'POST', body }),
    }),
  }),
});

export const { useRegisterUserMutation } = registerUserApi;
