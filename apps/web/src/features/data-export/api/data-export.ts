import type { DataExportRequestResponse, DataExportStatusResponse } from '@app/shared/data-export';
import { apiSlice } from '../../../lib/api/api-slice';

/**
 * Your data: GET user/export/status (how the latest copy stands) and GET user/export (ask for a copy; the server
 * builds it in the background and e-mails a link). Asking puts the copy it answers in the status cache.
 */
const dataExportApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getDataExportStatus: build.query<DataExportStatusResponse, void>({
      query: () => ({ url: 'user/export/status', method: 'GET' }),
    }),
    requestDataExport: build.mutation<DataExportRequestResponse, void>({
      query: () => ({ url: 'user/export', method: 'GET' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(
          dataExportApi.util.upsertQueryData('getDataExportStatus', undefined, { success: true, export: data.export }),
        );
      },
    }),
  }),
});

export const { useGetDataExportStatusQuery, useRequestDataExportMutation } = dataExportApi;
