import type {
  AdminBillingInfoResponse,
  AdminPlansResponse,
  FinancialReportResponse,
  PaymentMoneyStatus,
  RecordRefundInput,
  RecordRefundResponse,
  UpdatePlanInput,
  UpdatePlanResponse,
} from '@app/shared/console/money';
import { apiSlice } from '../../../lib/api/api-slice';

export type BillingArgs = {
  from?: string | undefined;
  to?: string | undefined;
  status?: PaymentMoneyStatus | undefined;
  cursor?: string | undefined;
  limit?: number;
};

/** The query string of the filters (also the CSV download's). */
export function moneySearch(args: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(args))
    if (value !== undefined && value !== '') params.set(key, String(value));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The console's Plans and money section (admin only): the price list, payments and refunds, monthly revenue. */
const moneyApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    adminPlans: build.query<AdminPlansResponse, void>({
      query: () => 'admin-plans/list',
      providesTags: ['ConsoleMoney'],
    }),
    updatePlan: build.mutation<UpdatePlanResponse, UpdatePlanInput>({
      query: (body) => ({ url: 'admin-plans/update', method: 'POST', body }),
      invalidatesTags: ['ConsoleMoney'],
    }),
    billingInfo: build.query<AdminBillingInfoResponse, BillingArgs>({
      query: (args) => `admin-transaction/allbillinginfo${moneySearch(args)}`,
      providesTags: ['ConsoleMoney'],
    }),
    recordRefund: build.mutation<RecordRefundResponse, RecordRefundInput>({
      query: (body) => ({ url: 'admin-transaction/record-refund', method: 'POST', body }),
      invalidatesTags: ['ConsoleMoney'],
    }),
    financialReport: build.query<FinancialReportResponse, { from?: string | undefined; to?: string | undefined }>({
      query: (args) => `admin-transaction/financial-report${moneySearch(args)}`,
      providesTags: ['ConsoleMoney'],
    }),
  }),
});

export const {
  useAdminPlansQuery,
  useUpdatePlanMutation,
  useBillingInfoQuery,
  useFinancialReportQuery,
  useRecordRefundMutation,
} = moneyApi;
