import type { VerificationStatusResponse, VerificationSubmitResponse } from '@app/shared/verification';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { apiSlice } from '../../../lib/api/api-slice';

const STATUS_TAG = { type: 'Verification', id: 'mine' } as const;

/**
 * GET verification/status: where the member's own verification stands. The photos themselves are sent by the upload
 * helper (for its progress events) to POST verification/submit; `verificationSubmitted` puts its answer in the cache.
 */
const verificationApi = apiSlice.enhanceEndpoints({ addTagTypes: ['Verification'] }).injectEndpoints({
  endpoints: (build) => ({
    getVerificationStatus: build.query<VerificationStatusResponse, void>({
      query: () => ({ url: 'verification/status', method: 'GET' }),
      providesTags: [STATUS_TAG],
    }),
  }),
});

/** After POST verification/submit: its answer is the new state (pending), put in the cache as it is. */
export function verificationSubmitted(result: VerificationSubmitResponse) {
  return (dispatch: ThunkDispatch<any, any, UnknownAction>) => {
    void dispatch(
      verificationApi.util.upsertQueryData('getVerificationStatus', undefined, { success: true, data: result.data }),
    );
  };
}

export const { useGetVerificationStatusQuery } = verificationApi;
