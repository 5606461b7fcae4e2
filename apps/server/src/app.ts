import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { API_PREFIX } from '@app/shared';
import type { AppConfig } from './config/env';
import type { DatabaseHandle } from './db/connect';
import { systemClock, type Clock } from './lib/clock';
import { createEventBus } from './lib/events';
import { createJobQueue } from './lib/jobs/index';
import { createLifecycle } from './lib/lifecycle';
import { runWithLogContext } from './lib/log-context';
import { trustProxyOption } from './lib/http/trust-proxy';
import { createMetrics, processMetrics, startMetricsListener, type MetricsListener } from './lib/metrics/index';
import { watchRedis } from './lib/redis';
import { createStorage, type FileStorage } from './lib/storage/index';
import { loggerOptions } from './lib/logger';
import { healthRoutes } from './modules/health/health.routes';
import { devOutboxPage } from './modules/auth/auth.plugin';
import { apiModules } from './modules/index';
import { registerAccountErasers } from './modules/account-erasers';
import { registerMemberWriteHooks } from './modules/member-write-hooks';
import { registerErrorHandler } from './plugins/error-handler';
import { registerHttpMetrics } from './plugins/metrics';
import { countedMailer, createMailer, type Mailer } from './lib/mail/mailer';
import { registerRateLimit } from './plugins/rate-limit';
import { registerRealtime } from './plugins/realtime';
import { registerSecurity } from './plugins/security';
import { registerWebApp } from './plugins/web-app';

export type AppDependencies = {
  database: DatabaseHandle;
  mailer?: Mailer;
  clock?: Clock;
  redis?: Redis;
  /** Where member files go (default: S3 when S3_BUCKET is set, else DATA_DIR/media); tests pass their own. */
  storage?: FileStorage;
  /** Overrides the logger (tests pass false). */
  logger?: boolean;
  /** Job queue settings (ADR 010): it polls unless APP_ENV is test, where tests call `app.jobs.drain()`. */
  jobs?: {
    poll?: boolean;
    pollIntervalMs?: number;
    stopTimeoutMs?: number;
    leaseMs?: number;
    leaseRenewMs?: number;
    acceptSchedule?: (name: string) => boolean;
  };
};

/** Builds the whole application as one Fastify instance; `server.ts` only starts and stops it. */
export async function buildApp(config: AppConfig, deps: AppDependencies): Promise<FastifyInstance> {
  registerMemberWriteHooks();
  registerAccountErasers();
  const app = Fastify({
    logger: deps.logger === false ? false : loggerOptions(config),
    genReqId: () => randomUUID(),
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    // A request that reaches a stopping process on a connection it already had is served (with Connection: close),
    // not refused with 503: behind a proxy it may be a POST the proxy would not send again (ADR 016).
    return503OnClosing: false,
    routerOptions: { maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  // Everything a request sets off (jobs, domain events, socket events) logs its id (lib/log-context.ts).
  app.addHook('onRequest', (request, _reply, done) => runWithLogContext({ reqId: request.id }, done));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const metrics = createMetrics({
    onCollectError: (error) => app.log.warn({ err: error }, 'a metric could not be read'),
  });
  app.decorate('metrics', metrics);
  const stopObservingQueries = deps.database.observeQueries((durationMs, failed) =>
    metrics.dbQueryDuration.observe({ outcome: failed ? 'error' : 'ok' }, durationMs / 1000),
  );
  app.addHook('onClose', async () => stopObservingQueries());
  const mailer = countedMailer(deps.mailer ?? createMailer(config, deps.database.db), metrics);
  app.decorate('config', config);
  app.decorate('db', deps.database.db);
  app.decorate('mailer', mailer);
  app.decorate('clock', deps.clock ?? systemClock);
  app.decorate('lifecycle', createLifecycle());
  app.decorate('redis', deps.redis);
  const redisLink = deps.redis ? watchRedis(app.log, deps.redis) : undefined;
  app.decorate('redisLink', redisLink);
  if (redisLink) app.addHook('preClose', async () => redisLink.stop());
  app.decorate(
    'events',
    createEventBus((error, name) => app.log.error({ err: error, event: name }, 'a domain event handler failed')),
  );
  const jobs = createJobQueue({
    db: deps.database.db,
    clock: app.clock,
    log: app.log,
    poll: config.APP_ENV !== 'test',
    // Running jobs get what the shutdown leaves after its delay, less a margin to close the database.
    stopTimeoutMs: Math.max(500, config.SHUTDOWN_TIMEOUT_MS - config.SHUTDOWN_DELAY_MS - 2_000),
    metrics,
    ...deps.jobs,
  });
  app.decorate('jobs', jobs);
  metrics.readFrom({
    pool: () => deps.database.poolUse(),
    queues: () => jobs.stats(),
    ...(redisLink ? { redisConnected: () => redisLink.state() === 'ok' } : {}),
  });
  // Prometheus metrics on a listener of their own (METRICS_PORT), never on the public port.
  app.decorate('metricsListener', null as MetricsListener | null);
  if (config.METRICS_PORT !== undefined) {
    const port = config.METRICS_PORT;
    app.addHook('onReady', async () => {
      app.metricsListener = await startMetricsListener({
        registries: [processMetrics(), metrics.registry],
        host: config.METRICS_HOST,
        port,
        log: app.log,
      });
    });
    app.addHook('onClose', async () => app.metricsListener?.close());
  }
  app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => jobs.stop());
  const storage = deps.storage ?? (await createStorage(config));
  app.decorate('storage', storage);
  // Filled by the console gate as console routes register (modules/staff/console-guard.ts).
  app.decorate('consoleRoutes', []);
  // Only a storage the app made is the app's to close; an injected one belongs to its caller.
  if (!deps.storage) app.addHook('onClose', async () => storage.close?.());
  app.addHook('onClose', async () => mailer.close());
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // API answers may carry personal data: never cached by browsers or proxies (A1.8, 14.3.2).
    if (request.url.startsWith(API_PREFIX)) reply.header('cache-control', 'no-store');
  });

  registerErrorHandler(app);
  registerHttpMetrics(app, metrics);
  await app.register(cookie);
  await registerSecurity(app, config);
  await app.register(compress, { global: true, threshold: 1024 });
  await registerRateLimit(app, config, deps.redis);

  if (config.apiDocs) {
    await app.register(swagger, {
      openapi: {
        info: { title: `${config.brand.siteName} API`, version: '1.0.0' },
        servers: [{ url: config.PUBLIC_URL }],
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  }

  // Socket.IO on the same HTTP server; it reacts to domain events, so it is ready before any module emits one.
  app.decorate('realtime', await registerRealtime(app, deps.redis, redisLink));

  await app.register(healthRoutes);
  await app.register(
    async (api) => {
      for (const module of apiModules) await api.register(module.plugin);
    },
    { prefix: API_PREFIX },
  );
  // Development only: the e-mail outbox as a page (registers nothing unless DEV_OUTBOX is on).
  await app.register(devOutboxPage);
  await registerWebApp(app, config);
  return app;
}
