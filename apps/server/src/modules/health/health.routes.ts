import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthSchema, ReadySchema } from '@app/shared/api';
import { migrations } from '../../db/migrations/index';
import { errorResponses } from '../../lib/error-responses';
import { appliedMigrationNames, pingDatabase } from './health.repository';

/**
 * GET /healthz: the process answers. GET /readyz: the process may be sent requests: it is not stopping, the
 * database answers and every migration this process knows is applied (another process may have applied newer
 * ones); 503 otherwise. With REDIS_URL it also says whether Redis is `ok` or `degraded`, which never makes it 503:
 * the site serves HTTP without Redis (ADR 015), and an outage must not take every process out of the proxy at once.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const known = Object.keys(migrations);
  // Migrations are never undone while the process runs: once all were seen, they are not read again.
  let migrated = false;
  const migrationsApplied = async () => {
    if (!migrated) {
      const applied = new Set(await appliedMigrationNames(app.db));
      migrated = known.every((name) => applied.has(name));
    }
    return migrated;
  };

  app.get('/healthz', { schema: { hide: true, response: { 200: HealthSchema, ...errorResponses() } } }, async () => ({
    status: 'ok' as const,
    uptimeSeconds: Math.round(process.uptime()),
  }));

  app.get(
    '/readyz',
    // Its 503 is its own body (what is not ready), not the error body every other route answers 503 with.
    { schema: { hide: true, response: { ...errorResponses(), 200: ReadySchema, 503: ReadySchema } } },
    async (request, reply) => {
      const redis = app.redisLink ? { redis: app.redisLink.state() } : {};
      let database = false;
      let migrationsOk = false;
      try {
        await pingDatabase(app.db);
        database = true;
        migrationsOk = await migrationsApplied();
      } catch (error) {
        request.log.error({ err: error }, 'database not reachable');
      }
      const checks = { database, migrations: migrationsOk, ...redis };
      if (app.lifecycle.draining) return reply.status(503).send({ status: 'stopping' as const, ...checks });
      if (!database || !migrationsOk) return reply.status(503).send({ status: 'unavailable' as const, ...checks });
      return { status: 'ready' as const, ...checks };
    },
  );
};
