import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TransparencyQuerySchema, TransparencyReportSchema } from '@app/shared/transparency';
import { clientKey } from '../../lib/client-key';
import { errorResponses } from '../../lib/error-responses';
import { transparencyReport } from './transparency.service';

/** A published quarter does not change: browsers and proxies may keep it for an hour. */
export const TRANSPARENCY_CACHE = 'public, max-age=3600';
export const TRANSPARENCY_RATE_LIMIT = { max: 60, timeWindow: '1 minute' } as const;

async function publicCache(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (reply.statusCode === 200) reply.header('cache-control', TRANSPARENCY_CACHE);
  return payload;
}

/** The public transparency report (issue 15 point 3): no sign-in, rate-limited per client address. */
export const transparencyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/transparency/report',
    {
      onSend: publicCache,
      config: {
        rateLimit: {
          ...TRANSPARENCY_RATE_LIMIT,
          keyGenerator: (request) => `transparency:${clientKey(request.ip)}`,
        },
      },
      schema: {
        tags: ['transparency'],
        summary:
          'One quarter of the transparency report (default: the last complete quarter), counts of 1–9 as "fewer than 10"',
        querystring: TransparencyQuerySchema,
        response: {
          200: TransparencyReportSchema,
          ...errorResponses('VALIDATION_FAILED', 'NOT_FOUND', 'RATE_LIMITED'),
        },
      },
    },
    async (request) => transparencyReport(app, request.query.quarter),
  );
};
