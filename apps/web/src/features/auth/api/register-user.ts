import type { z } from 'zod';
import type { RegistrationInput, RegistrationResponseSchema } from '@app/shared';
import { currentLanguage } from '../../../lib/i18n';
import { apiSlice } from '../../../lib/api/api-slice';

export type RegistrationResponse = z.infer<typeof RegistrationResponseSchema>;

/** POST user/registration: sends the six-digit code and returns the activation token. */
const registerUserApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    registerUser: build.mutation<RegistrationResponse, RegistrationInput>({
      // The code's e-mail is written in the language the visitor reads the site in (issue 30).
      query: (body) => ({ url: 'user/registration', method: 'POST', body: { ...body, language: currentLanguage() } }),
    }),
  }),
});

export const { useRegisterUserMutation } = registerUserApi;
