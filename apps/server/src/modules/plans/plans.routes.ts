import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AllPlansResponseSchema,
  BillingInfoResponseSchema,
  ExclusiveEligibilityBodySchema,
  ExclusiveEligibilityResponseSchema,
  PLAN_TYPES,
  PlanFreeResponseSchema,
  SubscriptionHistoryResponseSchema,
  SubscriptionStatusResponseSchema,
  type PlanFreeResponse,
} from '@app/shared/plans';
import { BODY, SIGNED_IN, errorResponses } from '../../lib/error-responses';
import { requireUser } from '../../lib/auth/authenticate';
import { billingInfo, subscriptionHistory, subscriptionStatus } from './billing.service';
import { checkExclusiveEligibility } from './exclusive-eligibility';
import { registerExpiryJobs } from './expiry';
import { dollars, listActivePlans, toPlanDto } from './plans.repository';

/**
 * The price list is the same for everyone and changes rarely (an operator's `npm run plans -- set`): browsers and
 * proxies may keep it for two minutes. Set per route, after the API's default `no-store`.
 */
export const PUBLIC_PLANS_CACHE = 'public, max-age=120';

async function publicCache(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (reply.statusCode === 200) reply.header('cache-control', PUBLIC_PLANS_CACHE);
  return payload;
}

const security = [{ bearer: [] }];

/**
 * Plans, the member's subscription and billing (issue 12 points 1, 5 and 8) on the reference
 * paths. Checkout and the payment webhook are the payments module's; the expiry job is registered here.
 */
export const plansRoutes: FastifyPluginAsyncZod = async (app) => {
  registerExpiryJobs(app);
  const signedIn = { onRequest: [app.authenticate] };

  app.get(
    '/plan/getAllPlans',
    {
      onSend: publicCache,
      schema: {
        tags: ['plans'],
        summary: 'The plans on sale, in display order (no sign-in)',
        response: { 200: AllPlansResponseSchema, ...errorResponses() },
      },
    },
    async () => ({ success: true as const, data: (await listActivePlans(app.db)).map(toPlanDto) }),
  );

  app.get(
    '/plan/getPlanFree',
    {
      onSend: publicCache,
      schema: {
        tags: ['plans'],
        summary: 'The price of every tier, by billing period, Standard included (no sign-in)',
        response: { 200: PlanFreeResponseSchema, ...errorResponses() },
      },
    },
    async () => {
      const rows = await listActivePlans(app.db);
      const data: PlanFreeResponse['data'] = { Monthly: [], Yearly: [] };
      for (const planType of PLAN_TYPES) {
        data[planType] = rows
          .filter((row) => row.planType === planType)
          .map((row) => ({ planType, planName: row.planName, price: dollars(row.priceCents) }));
      }
      return { success: true as const, data };
    },
  );

  // The reference client writes this path with a double slash; the single-slash form is the same endpoint.
  for (const url of ['/subscription//checkSubscriptionStatus', '/subscription/checkSubscriptionStatus']) {
    app.get(
      url,
      {
        ...signedIn,
        schema: {
          tags: ['plans'],
          security,
          summary: 'My plan now: usertype, whether it is Exclusive, and when it ends',
          response: { 200: SubscriptionStatusResponseSchema, ...errorResponses(...SIGNED_IN) },
        },
      },
      async (request) => {
        const user = requireUser(request);
        return subscriptionStatus(app, user.id, user.usertype);
      },
    );
  }

  app.get(
    '/subscription/getSubscriptionHistory',
    {
      ...signedIn,
      schema: {
        tags: ['plans'],
        security,
        summary: 'My orders and complimentary plans, newest first (an empty list when there are none)',
        response: { 200: SubscriptionHistoryResponseSchema, ...errorResponses(...SIGNED_IN) },
      },
    },
    async (request) => ({ success: true as const, data: await subscriptionHistory(app, requireUser(request).id) }),
  );

  app.get(
    '/billing/getBillingInfo',
    {
      ...signedIn,
      schema: {
        tags: ['plans'],
        security,
        summary: 'My Plan & Billing card: current plan, end date, days left, price, renewal',
        response: { 200: BillingInfoResponseSchema, ...errorResponses(...SIGNED_IN) },
      },
    },
    async (request) => ({ success: true as const, data: await billingInfo(app, requireUser(request).id) }),
  );

  app.get(
    '/subscription/checkExclusiveEligibility',
    {
      ...signedIn,
      schema: {
        tags: ['plans'],
        security,
        summary: 'Whether I meet the Exclusive criteria that my profile answers (declarations count as not made)',
        response: { 200: ExclusiveEligibilityResponseSchema, ...errorResponses(...SIGNED_IN) },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await checkExclusiveEligibility(app, requireUser(request).id, undefined)),
    }),
  );

  app.post(
    '/subscription/checkExclusiveEligibility',
    {
      ...signedIn,
      schema: {
        tags: ['plans'],
        security,
        summary: 'Whether I meet every Exclusive criterion, with my declarations',
        // A POST without a body is the check without declarations (as GET).
        body: ExclusiveEligibilityBodySchema.nullish(),
        response: { 200: ExclusiveEligibilityResponseSchema, ...errorResponses(...SIGNED_IN, ...BODY) },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await checkExclusiveEligibility(app, requireUser(request).id, request.body?.declarations)),
    }),
  );
};
