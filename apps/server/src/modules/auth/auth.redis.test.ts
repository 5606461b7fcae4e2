import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { DatabaseHandle } from '../../db/connect';
import { connectRedis } from '../../lib/redis';
import { freshDatabase, testConfig } from '../../../test/test-app';
import { createUser, DEFAULT_PASSWORD } from '../../../test/factories/users';
import { KEYED_LIMITS } from './rate-limits';

/** Two server processes share the per-account sign-in limit through Redis; e-mail addresses never become keys. */
describe('account rate limits shared through Redis', () => {
  const url = process.env.REDIS_URL;
  if (!url) throw new Error('The server-redis suite needs REDIS_URL (CI sets it when Redis answers).');
  const redis = connectRedis(url);
  let database: DatabaseHandle;
  let first: FastifyInstance;
  let second: FastifyInstance;

  const makeApp = async () => {
    const app = await buildApp(testConfig({ REDIS_URL: url }), { database, redis, logger: false });
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

  it('counts failed sign-ins on either process against one limit', async () => {
    const user = await createUser(first);
    let ip = 0;
    const login = (app: FastifyInstance, password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/user/login',
        remoteAddress: `203.0.113.${(ip += 1)}`,
        payload: { email: user.email, password },
      });
    for (let i = 0; i < KEYED_LIMITS.loginAccount.max; i += 1) {
      expect((await login(i % 2 ? first : second, 'wrong password')).statusCode).toBe(400);
    }
    const limited = await login(first, DEFAULT_PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect((await login(second, DEFAULT_PASSWORD)).statusCode).toBe(429);

    const keys = await redis.keys('rl:*');
    expect(keys.some((key) => key.includes('login:'))).toBe(true);
    expect(keys.some((key) => key.includes(user.email) || key.includes('@'))).toBe(false);
  });
});
