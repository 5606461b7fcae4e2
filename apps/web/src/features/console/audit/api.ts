import type { StaffAction, StaffAuditResponse } from '@app/shared/console';
import { apiSlice } from '../../../lib/api/api-slice';

export type AuditLogArgs = {
  before?: number | undefined;
  action?: StaffAction | undefined;
  subjectUserId?: string | undefined;
  limit?: number;
};

/** GET admin-audit/log (read-only): newest first, a page before `before`, filtered by action or member. */
const auditApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    auditLog: build.query<StaffAuditResponse, AuditLogArgs>({
      query: ({ before, action, subjectUserId, limit }) => {
        const params = new URLSearchParams();
        if (before) params.set('before', String(before));
        if (action) params.set('action', action);
        if (subjectUserId) params.set('subjectUserId', subjectUserId);
        if (limit) params.set('limit', String(limit));
        const search = params.toString();
        return `admin-audit/log${search ? `?${search}` : ''}`;
      },
      providesTags: ['ConsoleAudit'],
    }),
  }),
});

export const { useAuditLogQuery } = auditApi;
