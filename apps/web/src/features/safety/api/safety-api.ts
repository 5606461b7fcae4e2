import type { BlockBody, BlockedByMeResponse, MyReportsResponse, ReportBody, ReportResponse } from '@app/shared/safety';
import { apiSlice } from '../../../lib/api/api-slice';
import { CHAT_LIST_TAG, conversationTag } from '../../../lib/api/chat';
import {
  CONNECTION_LISTS_TAG,
  CONTACT_LOG_TAG,
  connectionStatusTag,
  contactAccessTag,
} from '../../../lib/api/connections';

const BLOCKED_TAG = { type: 'Safety', id: 'BLOCKED' } as const;
const REPORTS_TAG = { type: 'Safety', id: 'REPORTS' } as const;

/**
 * What a block or an unblock changes for the caller, so every list on screen asks again: the conversations (the
 * row moves to or from Blocked, the thread closes), the connection between the two (a block ends it) and the lists
 * it is in, contact sharing, the member's profile (it answers 404 while a block stands), Discover's lists,
 * favourites and who viewed me (the member leaves or comes back), the notifications, and the Blocked list.
 * `Discover` and `Favourites` are Discover's own tags, named here by their names since features do not import
 * each other.
 */
const pairChanged = (userId: string) =>
  [
    CHAT_LIST_TAG,
    conversationTag(userId),
    CONNECTION_LISTS_TAG,
    connectionStatusTag(userId),
    contactAccessTag(userId),
    CONTACT_LOG_TAG,
    { type: 'Profile', id: `user-${userId}` },
    'Discover',
    'Favourites',
    'Notifications',
    BLOCKED_TAG,
  ] as const;

/**
 * Safety's calls (issue 14): POST block/block and block/unblock, GET block/blocked-by-me, POST report/report
 * (which may block in the same step) and GET report/my-reports.
 */
export const safetyApi = apiSlice
  .enhanceEndpoints({ addTagTypes: ['Safety', 'Chat', 'Discover', 'Favourites'] })
  .injectEndpoints({
    endpoints: (build) => ({
      blockedByMe: build.query<BlockedByMeResponse, void>({
        query: () => 'block/blocked-by-me',
        providesTags: [BLOCKED_TAG],
      }),
      block: build.mutation<unknown, BlockBody>({
        query: (body) => ({ url: 'block/block', method: 'POST', body }),
        invalidatesTags: (_result, error, { blockedUserId }) => (error ? [] : [...pairChanged(blockedUserId)]),
      }),
      unblock: build.mutation<unknown, BlockBody>({
        query: (body) => ({ url: 'block/unblock', method: 'POST', body }),
        invalidatesTags: (_result, error, { blockedUserId }) => (error ? [] : [...pairChanged(blockedUserId)]),
      }),
      report: build.mutation<ReportResponse, ReportBody>({
        query: (body) => ({ url: 'report/report', method: 'POST', body }),
        invalidatesTags: (result, _error, { reportedUserId }) =>
          !result ? [] : result.blocked ? [REPORTS_TAG, ...pairChanged(reportedUserId)] : [REPORTS_TAG],
      }),
      myReports: build.query<MyReportsResponse, void>({
        query: () => 'report/my-reports',
        providesTags: [REPORTS_TAG],
      }),
    }),
  });

export const { useBlockedByMeQuery, useBlockMutation, useUnblockMutation, useReportMutation, useMyReportsQuery } =
  safetyApi;
