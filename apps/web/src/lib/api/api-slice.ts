import { createApi, setupListeners } from '@reduxjs/toolkit/query/react';
import type { Middleware } from '@reduxjs/toolkit';
import { QUERY_KEEP_UNUSED_SECONDS } from '@app/shared/constants';
import { injectSlice } from '../store';
import { baseQueryWithReauth } from './base-query';

/**
 * The one RTK Query API. Features add their endpoints with `apiSlice.injectEndpoints`. It joins the store when
 * this module first loads (with the first feature that talks to the server), keeping RTK Query out of the first
 * download of pages that make no request.
 */
export const apiSlice = createApi({
  reducerPath: 'apiSlice',
  baseQuery: baseQueryWithReauth,
  keepUnusedDataFor: QUERY_KEEP_UNUSED_SECONDS,
  tagTypes: [
    'Session',
    'Preferences',
    'Profile',
    'Notifications',
    'Connections',
    'Subscription',
    // The operations console (features/console): each section's data.
    'ConsoleQueue',
    'ConsolePhotos',
    'ConsoleMembers',
    'ConsoleMoney',
    'ConsoleStats',
    'ConsoleAudit',
  ],
  endpoints: () => ({}),
});

/** Refetch on focus and reconnect, for each store the API joins. */
const refetchOnFocusAndReconnect: Middleware = (store) => {
  setupListeners(store.dispatch);
  return (next) => next;
};

injectSlice(apiSlice, apiSlice.middleware, refetchOnFocusAndReconnect);
