import type { z } from 'zod';
import type { ChangePasswordInputSchema, MessageResponseSchema } from '@app/shared';
import { apiSlice } from '../../../lib/api/api-slice';
import { sessionReplacingQuery } from '../../../lib/api/base-query';

export type ChangePasswordResponse = z.infer<typeof MessageResponseSchema> & { accessToken: string };

/**
 * POST user/change-password (signed in): other sessions end; this one continues with the new access token, stored
 * before any refresh may run (`sessionReplacingQuery`: a refresh racing the change would be signed out).
 */
export const changePasswordApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    changePassword: build.mutation<ChangePasswordResponse, z.input<typeof ChangePasswordInputSchema>>({
      queryFn: async (body, api, extraOptions) => {
        const result = await sessionReplacingQuery(
          { url: 'user/change-password', method: 'POST', body },
          api,
          extraOptions,
        );
        return result.error ? { error: result.error } : { data: result.data as ChangePasswordResponse };
      },
    }),
  }),
});

export const { useChangePasswordMutation } = changePasswordApi;
