import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ErrorBodySchema } from '@app/shared';
import { buildApp } from '../app';
import { AppError } from '../lib/app-error';
import { connectPostgres } from '../db/connect';
import { isDatabaseUnavailable } from '../db/unavailable';
import { createTestApp, freshDatabase, testConfig, type TestApp } from '../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('error handler', () => {
  it('answers an unknown API path with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(ErrorBodySchema.parse(res.json())).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('answers invalid JSON with a 400 in the common shape', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(res.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(res.json())).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  });
});

describe('error shapes from routes', () => {
  it('maps every kind of failure to its status and code, leaking nothing on 500', async () => {
    const database = await freshDatabase();
    const server = await buildApp(testConfig(), { database, logger: false });
    server.post(
      '/probe/validate',
      { schema: { body: z.object({ email: z.string().email('Invalid email address'), age: z.number().int() }) } },
      async () => ({ ok: true }),
    );
    server.get('/probe/app-error/:code', async (request) => {
      const code = (request.params as { code: string }).code;
      if (code === '401') throw new AppError('UNAUTHENTICATED', 'Please sign in.', { reason: 'generic' });
      if (code === '403') throw new AppError('FORBIDDEN', 'Not yours.', { reason: 'generic' });
      if (code === '404') throw new AppError('NOT_FOUND', 'No such member.', { reason: 'member' });
      if (code === '409') throw new AppError('CONFLICT', 'Already exists.', { reason: 'emailTaken' });
      if (code === '429')
        throw new AppError('RATE_LIMITED', 'Slow down.', { reason: 'generic', headers: { 'retry-after': '30' } });
      throw new Error('database password is hunter2 at 10.0.0.5');
    });
    server.post('/probe/large', async () => ({ ok: true }));
    await server.ready();

    const bad = await server.inject({ method: 'POST', url: '/probe/validate', payload: { email: 'nope', age: 'x' } });
    expect(bad.statusCode).toBe(400);
    const badBody = ErrorBodySchema.parse(bad.json());
    expect(badBody.code).toBe('VALIDATION_FAILED');
    expect(badBody.errors?.map((item) => item.path).sort()).toEqual(['age', 'email']);
    expect(badBody.errors?.find((item) => item.path === 'email')?.message).toBe('Invalid email address');

    for (const [status, code] of [
      [401, 'UNAUTHENTICATED'],
      [403, 'FORBIDDEN'],
      [404, 'NOT_FOUND'],
      [409, 'CONFLICT'],
      [429, 'RATE_LIMITED'],
    ] as const) {
      const res = await server.inject({ method: 'GET', url: `/probe/app-error/${status}` });
      expect(res.statusCode).toBe(status);
      expect(ErrorBodySchema.parse(res.json()).code).toBe(code);
    }
    const limited = await server.inject({ method: 'GET', url: '/probe/app-error/429' });
    expect(limited.headers['retry-after']).toBe('30');

    const crash = await server.inject({ method: 'GET', url: '/probe/app-error/500' });
    expect(crash.statusCode).toBe(500);
    expect(crash.json()).toEqual({
      success: false,
      code: 'INTERNAL',
      message: 'Something went wrong on our side. Please try again.',
    });
    expect(crash.body).not.toContain('hunter2');

    const large = await server.inject({
      method: 'POST',
      url: '/probe/large',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ blob: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(large.statusCode).toBe(413);
    expect(ErrorBodySchema.parse(large.json()).code).toBe('PAYLOAD_TOO_LARGE');

    const wrongType = await server.inject({
      method: 'POST',
      url: '/probe/large',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'abc',
    });
    expect(wrongType.statusCode).toBe(415);
    expect(ErrorBodySchema.parse(wrongType.json()).code).toBe('UNSUPPORTED_MEDIA_TYPE');

    await server.close();
    await database.close();
  });
});

describe('a database away for a moment', () => {
  it('answers 503 SERVICE_UNAVAILABLE with Retry-After, not 500, when the database cannot be reached', async () => {
    // A pool pointed at a closed port: every statement fails to connect, as during a restart or a failover.
    const unreachable = connectPostgres('postgres://nobody@127.0.0.1:1/none', 1);
    const server = await buildApp(testConfig(), { database: unreachable, logger: false });
    try {
      const res = await server.inject({
        method: 'POST',
        url: '/api/v1/user/login',
        headers: { origin: 'http://localhost:3000' },
        payload: { email: 'asha@example.com', password: 'a password of hers' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('2');
      expect(ErrorBodySchema.parse(res.json())).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE' });
    } finally {
      await server.close();
      await unreachable.close();
    }
  });

  it('knows a database that is shutting down or lost the connection from an error of the request', () => {
    const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
    expect(isDatabaseUnavailable(withCode('terminating connection due to administrator command', '57P01'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('the database system is starting up', '57P03'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('connection failure', '08006'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    // A pooled client the restart broke, lent out once more before the pool noticed.
    expect(isDatabaseUnavailable(new Error('Client has encountered a connection error and is not queryable'))).toBe(
      true,
    );
    expect(
      isDatabaseUnavailable(new Error('wrapped', { cause: withCode('connect ECONNREFUSED', 'ECONNREFUSED') })),
    ).toBe(true);
    // What the request itself got wrong, or a bug, stays what it is.
    expect(isDatabaseUnavailable(withCode('duplicate key value violates unique constraint', '23505'))).toBe(false);
    expect(isDatabaseUnavailable(withCode('canceling statement due to statement timeout', '57014'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('Cannot read properties of undefined'))).toBe(false);
  });
});
