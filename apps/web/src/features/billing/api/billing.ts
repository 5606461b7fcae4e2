import type {
  BillingInfo,
  BillingInfoResponse,
  CheckoutStatusResponse,
  CreateCheckoutBody,
  CreateCheckoutResponse,
  ExclusiveDeclarations,
  ExclusiveEligibilityResponse,
  SubscriptionHistoryItem,
  SubscriptionHistoryResponse,
  SubscriptionStatusResponse,
} from '@app/shared/plans';
import { apiSlice } from '../../../lib/api/api-slice';
import { sessionActions } from '../../../lib/session/session-slice';
import { rememberExclusive } from '../lib/exclusive-flag';

/** The member's plan as the Plan & Billing tab shows it: asked again after every confirmed payment. */
export const SUBSCRIPTION_TAG = { type: 'Subscription', id: 'MINE' } as const;

/**
 * Plans and payments (issue 12): checkout, the state the success page polls, the member's plan and history, and
 * the Exclusive eligibility check. The plan list itself is in lib/api/plans.ts (the public pages use it too).
 */
export const billingApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    createCheckoutSession: build.mutation<CreateCheckoutResponse, Pick<CreateCheckoutBody, 'planId' | 'declarations'>>({
      query: (body) => ({ url: 'subscription/createCheckoutSession', method: 'POST', body }),
    }),
    getCheckoutStatus: build.query<CheckoutStatusResponse, string>({
      query: (sessionId) => ({ url: 'subscription/getCheckoutStatus', method: 'GET', params: { sessionId } }),
      // Every poll is a fresh question: an answer kept from an earlier visit must not end the wait.
      keepUnusedDataFor: 0,
      async onQueryStarted(_sessionId, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          if (data.state !== 'paid') return;
          // The server's word that the plan is granted: the stored usertype and the theme follow it at once.
          // The flag first: the theme reads it when the usertype change re-renders the page.
          rememberExclusive(data.usertype);
          dispatch(sessionActions.setUserType(data.usertype));
          dispatch(billingApi.util.invalidateTags([SUBSCRIPTION_TAG]));
        } catch {
          // The page shows the failure from the query itself.
        }
      },
    }),
    /** The reference product's path, double slash included; the server answers the single-slash form too. */
    checkSubscriptionStatus: build.query<SubscriptionStatusResponse, void>({
      query: () => ({ url: 'subscription//checkSubscriptionStatus', method: 'GET' }),
      providesTags: [SUBSCRIPTION_TAG],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          rememberExclusive(data.usertype);
          dispatch(sessionActions.setUserType(data.usertype));
        } catch {
          // Nothing changes: the stored usertype stays until the next load.
        }
      },
    }),
    getBillingInfo: build.query<BillingInfo, void>({
      query: () => ({ url: 'billing/getBillingInfo', method: 'GET' }),
      transformResponse: (response: BillingInfoResponse) => response.data,
      providesTags: [SUBSCRIPTION_TAG],
    }),
    getSubscriptionHistory: build.query<SubscriptionHistoryItem[], void>({
      query: () => ({ url: 'subscription/getSubscriptionHistory', method: 'GET' }),
      transformResponse: (response: SubscriptionHistoryResponse) => response.data,
      providesTags: [SUBSCRIPTION_TAG],
    }),
    /** POST: the declarations ticked so far are checked with the profile (GET would check the profile alone). */
    checkExclusiveEligibility: build.mutation<ExclusiveEligibilityResponse, ExclusiveDeclarations>({
      query: (declarations) => ({
        url: 'subscription/checkExclusiveEligibility',
        method: 'POST',
        body: { declarations },
      }),
    }),
  }),
});

export const {
  useCreateCheckoutSessionMutation,
  useGetCheckoutStatusQuery,
  useCheckSubscriptionStatusQuery,
  useGetBillingInfoQuery,
  useGetSubscriptionHistoryQuery,
  useCheckExclusiveEligibilityMutation,
} = billingApi;
