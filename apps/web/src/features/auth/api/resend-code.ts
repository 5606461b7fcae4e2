import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import type { z } from 'zod';
import type { MessageResponseSchema } from '@app/shared';
import { currentLanguage } from '../../../lib/i18n';
import { apiSlice } from '../../../lib/api/api-slice';

export type ResendCodeResponse = z.infer<typeof MessageResponseSchema> & { activationToken?: string };

/**
 * POST user/resend-code: a new code replaces the old one. A 429 RESEND_TOO_SOON carries a Retry-After header;
 * its seconds are copied into the error body as `retryAfter` so the countdown can follow the server.
 */
const resendCodeApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    resendCode: build.mutation<ResendCodeResponse, { activationToken: string }>({
      // The code's e-mail is written in the language the visitor reads the site in (issue 30).
      query: (body) => ({ url: 'user/resend-code', method: 'POST', body: { ...body, language: currentLanguage() } }),
      transformErrorResponse: (error, meta) => {
        const header = (meta as FetchBaseQueryMeta | undefined)?.response?.headers.get('retry-after');
        const seconds = header ? Number(header) : Number.NaN;
        if (!Number.isFinite(seconds) || typeof error.status !== 'number') return error;
        const data = typeof error.data === 'object' && error.data !== null ? error.data : {};
        return { status: error.status, data: { ...data, retryAfter: seconds } };
      },
    }),
  }),
});

export const { useResendCodeMutation } = resendCodeApi;
