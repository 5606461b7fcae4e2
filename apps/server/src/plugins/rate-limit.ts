import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { AppConfig } from '../config/env';
import { AppError } from '../lib/app-error';

/**
 * Rate limits are opt-in per route (`config.rateLimit` or `app.rateLimit()`), kept in process memory, or in
 * Redis when REDIS_URL is set so every server process shares the same counters.
 */
export async function registerRateLimit(app: FastifyInstance, config: AppConfig, redis?: Redis): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'rl:' } : {}),
    skipOnError: false,
    enableDraftSpec: false,
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', 'Too many attempts. Please wait a little and try again.', undefined, {
        'retry-after': String(Math.ceil(context.ttl / 1000)),
      }),
    ...(config.RATE_LIMIT_ENABLED ? {} : { allowList: () => true }),
  });
}

export function connectRedis(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
}
