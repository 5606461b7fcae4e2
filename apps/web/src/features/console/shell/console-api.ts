import type { StaffMeResponse, StaffSetupFinishInput, StaffSetupStartResponse } from '@app/shared/console';
import { apiSlice } from '../../../lib/api/api-slice';

/** The console's own identity, and the one-time set-up link's two steps. */
const consoleShellApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    staffMe: build.query<StaffMeResponse, void>({
      query: () => 'admin/auth/me',
      providesTags: ['Session'],
    }),
    staffSetupStart: build.mutation<StaffSetupStartResponse, { token: string }>({
      query: (body) => ({ url: 'admin/auth/setup/start', method: 'POST', body }),
    }),
    staffSetupFinish: build.mutation<{ success: true; message: string }, StaffSetupFinishInput>({
      query: (body) => ({ url: 'admin/auth/setup/finish', method: 'POST', body }),
    }),
  }),
});

export const { useStaffMeQuery, useStaffSetupStartMutation, useStaffSetupFinishMutation } = consoleShellApi;
