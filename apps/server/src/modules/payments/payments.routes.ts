import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CheckoutStatusResponseSchema,
  CreateCheckoutBodySchema,
  CreateCheckoutResponseSchema,
} from '@app/shared/plans';
import { notFound } from '../../lib/app-error';
import { BODY, SIGNED_IN, errorResponses } from '../../lib/error-responses';
import { requireUser } from '../../lib/auth/authenticate';
import { recipientLanguage } from '../../lib/i18n/index';
import { keyedLimit } from '../../lib/security/rate-limits';
import { checkoutStatus, createCheckout } from './checkout.service';
import { localCheckoutRoutes } from './local-checkout.routes';
import { findMemberPaidOrder } from './payments.repository';
import { registerPaymentJobs } from './payment-jobs';
import { receiptFilename, receiptPdf } from './receipts';
import { webhookRoutes } from './webhook.routes';

const tags = ['payments'];
const security = [{ bearer: [] }];

/** Checkouts a member may start: enough for changing one's mind, not for hammering the payment provider. */
export const CHECKOUT_LIMIT = { max: 10, timeWindow: '10 minutes' } as const;

/**
 * Payments (issue 12 points 3 and 4): starting a checkout with Stripe or the local test checkout, the payment
 * webhook (the only place a paid subscription is granted), the checkout's status for the success page, and
 * receipts (tax invoice PDFs) by e-mail and for download.
 */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  registerPaymentJobs(app);
  const signedIn = { onRequest: [app.authenticate] };
  const checkoutLimit = keyedLimit(app, 'checkout', CHECKOUT_LIMIT);

  // A relative helping with the profile may buy it a plan (ADR 017): the checkout, its status and the receipts.
  const anyManager = { family: 'any' as const };

  app.post(
    '/subscription/createCheckoutSession',
    {
      ...signedIn,
      config: anyManager,
      schema: {
        tags,
        security,
        summary: 'Start paying for a plan: the URL of the payment page (Stripe Checkout or the local test checkout)',
        body: CreateCheckoutBodySchema,
        response: {
          201: CreateCheckoutResponseSchema,
          ...errorResponses(
            ...SIGNED_IN,
            ...BODY,
            'RATE_LIMITED',
            'NOT_FOUND',
            'CONFLICT',
            'NOT_ELIGIBLE',
            'SERVICE_UNAVAILABLE',
          ),
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await checkoutLimit.consume(request, user.accountId);
      return reply.status(201).send(await createCheckout(app, user, request.body));
    },
  );

  app.get(
    '/subscription/getCheckoutStatus',
    {
      ...signedIn,
      config: anyManager,
      schema: {
        tags,
        security,
        summary: 'Where one of my checkouts stands (the success page polls it until the webhook has run)',
        querystring: z.object({ sessionId: z.string().min(1).max(255) }),
        response: {
          200: CheckoutStatusResponseSchema,
          ...errorResponses(...SIGNED_IN, 'VALIDATION_FAILED', 'NOT_FOUND'),
        },
      },
    },
    async (request) => checkoutStatus(app, requireUser(request).id, request.query.sessionId),
  );

  app.get(
    '/billing/receipt/:orderId',
    {
      ...signedIn,
      config: anyManager,
      schema: {
        tags,
        security,
        summary: 'The receipt (tax invoice, PDF) of one of my paid orders',
        params: z.object({ orderId: z.string().min(1).max(40) }),
        response: {
          200: z.unknown().describe('The receipt (application/pdf)'),
          ...errorResponses(...SIGNED_IN, 'VALIDATION_FAILED', 'NOT_FOUND'),
        },
      },
    },
    async (request, reply) => {
      const me = requireUser(request).id;
      const row = await findMemberPaidOrder(app.db, me, request.params.orderId);
      if (!row) throw notFound('receipt', 'We could not find a receipt for that order.');
      // In the language of the member who downloads it (their `users.language`).
      const pdf = await receiptPdf(app.config.brand, await recipientLanguage(app.db, { userId: me }), row);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${receiptFilename(row.orderId)}"`)
        .send(pdf);
    },
  );

  await app.register(webhookRoutes);
  await app.register(localCheckoutRoutes);
};
