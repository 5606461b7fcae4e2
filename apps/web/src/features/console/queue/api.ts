import type {
  QueueDecisionInput,
  QueueDecisionResponse,
  QueueEvidenceResponse,
  QueueFilter,
  QueueItemsResponse,
  QueueKind,
  QueueSummaryResponse,
} from '@app/shared/console/queue';
import { API_PREFIX } from '@app/shared/constants';
import { apiSlice } from '../../../lib/api/api-slice';

const itemTag = (kind: QueueKind, id: string) => ({ type: 'ConsoleQueue' as const, id: `${kind}/${id}` });

/**
 * The moderation queue's calls: the summary, the list (a page at a time, by kind), one item's evidence (each load
 * is recorded in the audit log on the server), a decision, and the staff-only images (fetched with the staff
 * session's token and shown as object URLs: an <img> cannot send the token itself).
 */
const queueApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    queueSummary: build.query<QueueSummaryResponse, void>({
      query: () => 'admin-queue/summary',
      providesTags: [{ type: 'ConsoleQueue', id: 'SUMMARY' }],
    }),
    queueItems: build.infiniteQuery<QueueItemsResponse, QueueFilter, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ queryArg, pageParam }) => {
        const params = new URLSearchParams({ kind: queryArg });
        if (pageParam) params.set('cursor', pageParam);
        return `admin-queue/items?${params.toString()}`;
      },
      providesTags: [{ type: 'ConsoleQueue', id: 'LIST' }],
    }),
    queueItem: build.query<QueueEvidenceResponse, { kind: QueueKind; id: string }>({
      query: ({ kind, id }) => `admin-queue/item/${encodeURIComponent(kind)}/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, { kind, id }) => [itemTag(kind, id)],
    }),
    decideQueueItem: build.mutation<QueueDecisionResponse, QueueDecisionInput>({
      query: (body) => ({ url: 'admin-queue/decide', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['ConsoleQueue', 'ConsoleAudit', 'ConsoleMembers']),
    }),
    /** Answers an object URL for the image (the caller revokes it). */
    staffImage: build.mutation<string, string>({
      query: (path) => ({
        url: path.startsWith(`${API_PREFIX}/`) ? path.slice(API_PREFIX.length + 1) : path,
        responseHandler: async (response) =>
          response.ok ? URL.createObjectURL(await response.blob()) : response.json().catch(() => null),
      }),
    }),
  }),
});

export const {
  useQueueSummaryQuery,
  useQueueItemsInfiniteQuery,
  useQueueItemQuery,
  useDecideQueueItemMutation,
  useStaffImageMutation,
} = queueApi;
