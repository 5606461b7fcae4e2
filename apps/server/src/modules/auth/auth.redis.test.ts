import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { DatabaseHandle } from '../../db/connect';
import { connectRedis } from '../../lib/redis';
import { freshDatabase, testConfig } from '../../../test/test-app';
import { createUser, DEFAULT_PASSWORD } from '../../../test/factories/users';
import { COOKIE } from '@app/shared';
import { KEYED_LIMITS } from '../../lib/security/rate-limits';

/**
 * Two server processes share the sign-in limits through Redis (per account and address, the account's ceiling for
 * untrusted clients) and honour each other's device cookies; e-mail addresses never become keys.
 */
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

  it('counts failed sign-ins on either process against one limit; the owner’s device passes on either', async () => {
    const user = await createUser(first);
    let ip = 0;
    const run = randomInt(256);
    const login = (app: FastifyInstance, password: string, options: { address?: string; device?: string } = {}) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/user/login',
        remoteAddress: options.address ?? `10.${run}.${Math.floor((ip += 1) / 250)}.${(ip % 250) + 1}`,
        payload: { email: user.email, password },
        ...(options.device ? { cookies: { [COOKIE.signinDevice]: options.device } } : {}),
      });
    const earlier = await login(first, DEFAULT_PASSWORD);
    expect(earlier.statusCode).toBe(200);
    const device = earlier.cookies.find((cookie) => cookie.name === COOKIE.signinDevice)?.value;
    expect(device).toBeTruthy();

    // One address, alternating between the processes: one per-address count.
    // Addresses of their own per run: Redis keeps the per-address counts of an earlier run for their window.
    const attacker = `198.18.${randomInt(256)}.${randomInt(1, 255)}`;
    for (let i = 0; i < KEYED_LIMITS.loginAccountAddress.max; i += 1) {
      expect((await login(i % 2 ? first : second, 'wrong password', { address: attacker })).statusCode).toBe(400);
    }
    const limited = await login(first, DEFAULT_PASSWORD, { address: attacker });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect((await login(second, DEFAULT_PASSWORD, { address: attacker })).statusCode).toBe(429);

    // Many addresses, both processes: the account's ceiling for untrusted clients is one count too.
    for (let i = KEYED_LIMITS.loginAccountAddress.max; i < KEYED_LIMITS.loginAccount.max; i += 1) {
      expect((await login(i % 2 ? first : second, 'wrong password')).statusCode).toBe(400);
    }
    expect((await login(first, DEFAULT_PASSWORD)).statusCode).toBe(429);
    expect((await login(second, DEFAULT_PASSWORD)).statusCode).toBe(429);
    // The owner's browser (its cookie from the first process) signs in on the second.
    expect((await login(second, DEFAULT_PASSWORD, { device })).statusCode).toBe(200);

    const keys = await redis.keys('rl:*');
    expect(keys.some((key) => key.includes('login-account:'))).toBe(true);
    expect(keys.some((key) => key.includes('login-address:'))).toBe(true);
    expect(keys.some((key) => key.includes(user.email) || key.includes('@'))).toBe(false);
  });
});
