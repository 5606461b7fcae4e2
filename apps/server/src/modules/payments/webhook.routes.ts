import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses';
import { acknowledgeEvent, verifyEvent } from './webhook.service';

/** Stripe's events are a few kilobytes; a checkout session event well under 64 KB. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

/**
 * POST /api/v1/payment-process/webhook: no sign-in, no cookies; the signature is the authentication. In its own
 * context so that only this route reads its body as raw bytes (the signature covers the exact bytes sent). It
 * answers as soon as the event is stored and its fulfilment queued (`webhook.service.ts`).
 */
export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/payment-process/webhook',
    {
      schema: {
        tags: ['payments'],
        summary: 'Payment events from Stripe (or the local checkout), signed with the endpoint secret',
        headers: z.object({ 'stripe-signature': z.string().max(2048).optional() }).loose(),
        response: {
          200: z.object({ received: z.literal(true) }),
          ...errorResponses('VALIDATION_FAILED', 'PAYLOAD_TOO_LARGE', 'SIGNATURE_INVALID'),
        },
      },
    },
    async (request) => {
      const event = verifyEvent(app, request.body, request.headers['stripe-signature']);
      // Stored, with its fulfilment job queued in the same transaction: the grant runs in the job.
      const outcome = await acknowledgeEvent(app, event);
      request.log.info({ eventId: event.id, type: event.type, outcome }, 'payment event');
      return { received: true as const };
    },
  );
};
