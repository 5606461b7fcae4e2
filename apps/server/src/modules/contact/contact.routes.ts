import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ContactInputSchema, ContactResponseSchema } from '@app/shared/contact';
import { clientKey } from '../../lib/client-key';
import { BODY, errorResponses } from '../../lib/error-responses';
import { submitContactMessage } from './contact.service';

/** Per client address (IPv6 by /64); validation failures count too, so the limit also slows probing. */
export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: '1 hour' } as const;

/** No reply time is promised: the team replies as soon as it can (nothing in the product guarantees a delay). */
export const CONTACT_RECEIVED_MESSAGE = 'Thank you. We have received your message and will reply as soon as we can.';

/** POST /api/v1/contact/contact: the /contact-us form. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact/contact',
    {
      config: {
        rateLimit: { ...CONTACT_RATE_LIMIT, keyGenerator: (request) => `contact:${clientKey(request.ip)}` },
      },
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the support team',
        body: ContactInputSchema,
        response: { 201: ContactResponseSchema, ...errorResponses(...BODY, 'RATE_LIMITED') },
      },
    },
    async (request, reply) => {
      await submitContactMessage(app, request.body, request.ip, request.log);
      return reply.status(201).send({ success: true as const, message: CONTACT_RECEIVED_MESSAGE });
    },
  );
};
