import { createApi } from '@reduxjs/toolkit/query/react';
import { QUERY_KEEP_UNUSED_SECONDS } from '@app/shared/constants';
import { baseQueryWithReauth } from './base-query';

/** The one RTK Query API. Features add their endpoints with `apiSlice.injectEndpoints`. */
export const apiSlice = createApi({
  reducerPath: 'apiSlice',
  baseQuery: baseQueryWithReauth,
  keepUnusedDataFor: QUERY_KEEP_UNUSED_SECONDS,
  tagTypes: ['Session', 'Preferences', 'Profile', 'Notifications', 'Connections', 'Subscription'],
  endpoints: () => ({}),
});
