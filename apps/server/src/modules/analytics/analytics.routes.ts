import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AnalyticsBatchSchema } from '@app/shared/analytics-schema';
import { clientKey } from '../../lib/client-key';
import { BODY, errorResponses } from '../../lib/error-responses';
import { recordBatch } from './analytics.service';

export const ANALYTICS_RATE_LIMIT = { max: 120, timeWindow: '1 minute' } as const;

/** Crawlers, previewers and headless browsers: their requests are accepted and dropped. */
const BOT_USER_AGENT =
  /bot\b|crawl|spider|slurp|headless|lighthouse|pagespeed|preview|facebookexternalhit|embedly|python-requests|curl\/|wget\/|httpclient|phantomjs|puppeteer|playwright/i;

export function isLikelyBot(userAgent: string | undefined): boolean {
  return !userAgent || BOT_USER_AGENT.test(userAgent);
}

/**
 * POST /api/v1/analytics/events: first-party measurement. The browser sends batches only after the visitor chose
 * "Accept measurement" (apps/web/src/lib/analytics.ts); nothing here identifies a person: a random visitor id, a
 * route pattern or a funnel step, and the time. No IP address, no user agent and no account id is stored.
 */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/analytics/events',
    {
      config: {
        rateLimit: { ...ANALYTICS_RATE_LIMIT, keyGenerator: (request) => `analytics:${clientKey(request.ip)}` },
      },
      schema: {
        tags: ['analytics'],
        summary: 'Record consented page views and sign-up funnel steps',
        body: AnalyticsBatchSchema,
        response: { 204: z.null(), ...errorResponses(...BODY, 'RATE_LIMITED') },
      },
    },
    async (request, reply) => {
      if (!isLikelyBot(request.headers['user-agent'])) {
        await recordBatch(app.db, request.body, app.clock.now());
      }
      return reply.status(204).send(null);
    },
  );
};
