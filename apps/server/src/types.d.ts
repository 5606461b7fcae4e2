import type { Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import type { AppConfig } from './config/env';
import type { Database } from './db/schema';
import type { Mailer } from './lib/mail/mailer';
import type { Clock } from './lib/clock';
import type { RedisLink } from './lib/redis';
import type { EventBus } from './lib/events';
import type { JobQueue } from './lib/jobs/index';
import type { Realtime } from './plugins/realtime';
import type { FileStorage } from './lib/storage/file-storage';
import type { AuthUser } from './lib/auth/authenticate';
import type { Lifecycle } from './lib/lifecycle';
import type { AppMetrics, MetricsListener } from './lib/metrics/index';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Kysely<Database>;
    mailer: Mailer;
    clock: Clock;
    redis: Redis | undefined;
    /** The state of Redis (lib/redis.ts, ADR 015): `ok`, or `degraded` while it is away; undefined without REDIS_URL. */
    redisLink: RedisLink | undefined;
    /** In-process domain events, emitted after commit (lib/events.ts). */
    events: EventBus;
    /** Socket.IO (plugins/realtime.ts): rooms per member, events from `events`, presence across processes. */
    realtime: Realtime;
    /** The one background job queue on the database (lib/jobs, ADR 010): `work`, `send`, `schedule`, `drain`. */
    jobs: JobQueue;
    /** Whether the process is stopping (lib/lifecycle.ts): /readyz answers 503 and new sockets are refused. */
    lifecycle: Lifecycle;
    /** Prometheus metrics (lib/metrics): counters modules increment, gauges read when scraped. */
    metrics: AppMetrics;
    /** The metrics endpoint's own listener, once the app is ready, when METRICS_PORT is set; else null. */
    metricsListener: MetricsListener | null;
    /** Member files (photos): S3 when configured, else DATA_DIR/media. */
    storage: FileStorage;
    /**
     * Route hook for signed-in members (`{ onRequest: app.authenticate }` or in `preHandler`): accepts
     * `Authorization: Bearer <jwt>` or a raw `<jwt>`, sets `request.user`, else 401. Decorated by the auth
     * module, so it exists for every API module registered after it.
     */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    /** The signed-in member, set by `app.authenticate`; null on routes that do not authenticate. */
    user: AuthUser | null;
  }
}
