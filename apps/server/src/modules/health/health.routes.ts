import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthSchema, ReadySchema } from '@app/shared/api';
import { errorResponses } from '../../lib/error-responses';
import { pingDatabase } from './health.repository';

/**
 * GET /healthz: the process answers. GET /readyz: the database answers too (503 otherwise); with REDIS_URL it also
 * says whether Redis is `ok` or `degraded`, which never makes it 503: the site serves HTTP without Redis (ADR 015).
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/healthz', { schema: { hide: true, response: { 200: HealthSchema, ...errorResponses() } } }, async () => ({
    status: 'ok' as const,
    uptimeSeconds: Math.round(process.uptime()),
  }));

  app.get(
    '/readyz',
    { schema: { hide: true, response: { 200: ReadySchema, 503: ReadySchema, ...errorResponses() } } },
    async (request, reply) => {
      const redis = app.redisLink ? { redis: app.redisLink.state() } : {};
      try {
        await pingDatabase(app.db);
        return { status: 'ready' as const, database: true, ...redis };
      } catch (error) {
        request.log.error({ err: error }, 'database not reachable');
        return reply.status(503).send({ status: 'unavailable' as const, database: false, ...redis });
      }
    },
  );
};
