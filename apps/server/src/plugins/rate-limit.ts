import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../config/env';
import { AppError } from '../lib/app-error';

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counted) => void;
/** The stores of @fastify/rate-limit, with the `read` (count without counting) that `{ increment: false }` uses. */
type Store = FastifyRateLimitStore & { read(key: string, callback: Callback, timeWindow: number, max: number): void };
type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0];

/**
 * The counters of every limit (ADR 015): in Redis while it answers, so every server process shares them; in this
 * process's memory while it does not, so each limit still holds per process (sign-in guessing included) instead of
 * vanishing (fail-open) or refusing everyone (fail-closed). A Redis command that fails falls back for that request.
 * Counts made in memory during an outage are not carried into Redis when it returns.
 */
function fallbackStore(redis: Redis, redisStore: Store, localStore: Store): Store {
  const run = (method: 'incr' | 'read', key: string, callback: Callback, timeWindow: number, max: number) => {
    if (redis.status !== 'ready') {
      localStore[method](key, callback, timeWindow, max);
      return;
    }
    redisStore[method](
      key,
      (error, result) => {
        if (error) localStore[method](key, callback, timeWindow, max);
        else callback(null, result);
      },
      timeWindow,
      max,
    );
  };
  return {
    incr: (key, callback, timeWindow, max) => run('incr', key, callback, timeWindow, max),
    read: (key, callback, timeWindow, max) => run('read', key, callback, timeWindow, max),
    child: (routeOptions: ChildOptions) =>
      fallbackStore(redis, redisStore.child(routeOptions) as Store, localStore.child(routeOptions) as Store),
  };
}

/**
 * Rate limits are opt-in per route (`config.rateLimit` or `app.rateLimit()`), kept in process memory, or in
 * Redis when REDIS_URL is set so every server process shares the same counters (in memory again while Redis is
 * away).
 */
export async function registerRateLimit(app: FastifyInstance, config: AppConfig, redis?: Redis): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { store: storeOn(redis) } : {}),
    skipOnError: false,
    enableDraftSpec: false,
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', 'Too many attempts. Please wait a little and try again.', {
        reason: 'generic',
        headers: {
          'retry-after': String(Math.ceil(context.ttl / 1000)),
        },
      }),
    ...(config.RATE_LIMIT_ENABLED ? {} : { allowList: () => true }),
  });
}

/** The store class the plugin instantiates (with its global options): Redis, falling back to memory. */
function storeOn(redis: Redis): FastifyRateLimitStoreCtor {
  return class {
    constructor(options: { continueExceeding: boolean; exponentialBackoff: boolean }) {
      const shared = new RedisStore(options.continueExceeding, options.exponentialBackoff, redis, 'rl:');
      const local = new LocalStore(options.continueExceeding, options.exponentialBackoff);
      return fallbackStore(redis, shared as Store, local as Store);
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
