import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/connect';
import { freshDatabase, testConfig } from '../../test/test-app';
import { connectRedis } from '../lib/redis';

/** Two server processes behind one site share rate-limit counters through Redis (REDIS_URL). */
describe('rate limits shared through Redis', () => {
  const url = process.env.REDIS_URL;
  if (!url) throw new Error('The server-redis suite needs REDIS_URL (CI sets it when Redis answers).');
  const redis = connectRedis(url);
  const key = `probe-${randomUUID()}`;
  let database: DatabaseHandle;
  let first: FastifyInstance;
  let second: FastifyInstance;

  const makeApp = async () => {
    const app = await buildApp(testConfig({ REDIS_URL: url }), { database, redis, logger: false });
    app.get(
      '/limited',
      { config: { rateLimit: { max: 3, timeWindow: '1 minute', keyGenerator: () => key } } },
      async () => ({
        ok: true,
      }),
    );
    await app.ready();
    return app;
  };

  beforeAll(async () => {
    database = await freshDatabase();
    first = await makeApp();
    second = await makeApp();
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await database.close();
    await redis.quit();
  });

  it('counts requests on either process against one limit and answers 429 in the common shape', async () => {
    const statuses = [];
    for (const app of [first, second, first, second]) {
      statuses.push((await app.inject({ method: 'GET', url: '/limited' })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await first.inject({ method: 'GET', url: '/limited' });
    expect(limited.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
