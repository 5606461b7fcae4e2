import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { COOKIE, ErrorBodySchema } from '@app/shared';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createUser, DEFAULT_PASSWORD, uniqueEmail } from '../../../test/factories/users';
import { IP_LIMITS, KEYED_LIMITS } from './rate-limits';

/** Rate limits on (the default), and COOKIE_SECURE=true to check the Secure flag. */
let t: TestApp;
let ipCounter = 0;
const freshIp = () => {
  ipCounter += 1;
  return `198.51.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};

beforeAll(async () => {
  t = await createTestApp({ env: { COOKIE_SECURE: 'true' } });
});
afterAll(async () => t.close());

function expectLimited(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(429);
  expect(ErrorBodySchema.parse(res.json())).toMatchObject({ success: false, code: 'RATE_LIMITED' });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

const post = (url: string, payload: object, ip = freshIp()) =>
  t.app.inject({ method: 'POST', url: `/api/v1/${url}`, payload, remoteAddress: ip });

describe('rate limits', () => {
  it('login: per account and address, failures only — that address is refused even the right password; others are not', async () => {
    const user = await createUser(t.app);
    const ip = freshIp();
    for (let i = 0; i < 3; i += 1)
      expect((await post('user/login', { email: user.email, password: DEFAULT_PASSWORD }, ip)).statusCode).toBe(200);
    for (let i = 0; i < KEYED_LIMITS.loginAccountAddress.max; i += 1) {
      expect((await post('user/login', { email: user.email, password: 'wrong password' }, ip)).statusCode).toBe(400);
    }
    expectLimited(await post('user/login', { email: user.email, password: DEFAULT_PASSWORD }, ip));
    // The owner from another address is not locked out (sign-in-devices.int.test.ts has the rest).
    expect((await post('user/login', { email: user.email, password: DEFAULT_PASSWORD })).statusCode).toBe(200);
    // Another account from the same address is unaffected.
    const other = await createUser(t.app);
    expect((await post('user/login', { email: other.email, password: DEFAULT_PASSWORD }, ip)).statusCode).toBe(200);
  });

  it('login: per IP', async () => {
    const ip = freshIp();
    for (let i = 0; i < IP_LIMITS.login.max; i += 1) {
      expect((await post('user/login', { email: uniqueEmail(), password: 'whatever it is' }, ip)).statusCode).toBe(400);
    }
    expectLimited(await post('user/login', { email: uniqueEmail(), password: 'whatever it is' }, ip));
  });

  it('registration and forgot-password: per e-mail', async () => {
    const email = uniqueEmail();
    for (let i = 0; i < KEYED_LIMITS.registrationEmail.max; i += 1) {
      expect((await post('user/registration', { email, acceptTerms: true })).statusCode).toBe(200);
    }
    expectLimited(await post('user/registration', { email, acceptTerms: true }));
    expect((await post('user/registration', { email: uniqueEmail(), acceptTerms: true })).statusCode).toBe(200);

    for (let i = 0; i < KEYED_LIMITS.forgotEmail.max; i += 1) {
      expect((await post('user/forgot-password', { email })).statusCode).toBe(200);
    }
    expectLimited(await post('user/forgot-password', { email }));
  });

  it('registration: per IP', async () => {
    const ip = freshIp();
    for (let i = 0; i < IP_LIMITS.registration.max; i += 1) {
      expect((await post('user/registration', { email: uniqueEmail(), acceptTerms: true }, ip)).statusCode).toBe(200);
    }
    expectLimited(await post('user/registration', { email: uniqueEmail(), acceptTerms: true }, ip));
  });

  it('activate-user: per token, on top of the code burning', async () => {
    const res = await post('user/registration', { email: uniqueEmail(), acceptTerms: true });
    const { activationToken } = res.json() as { activationToken: string };
    for (let i = 0; i < KEYED_LIMITS.verifyToken.max; i += 1) {
      expect((await post('user/activate-user', { activationToken, activationCode: '000000' })).statusCode).toBe(400);
    }
    expectLimited(await post('user/activate-user', { activationToken, activationCode: '000000' }));
  });

  it('resend-code: per token, beyond the one-minute cool-down', async () => {
    const res = await post('user/registration', { email: uniqueEmail(), acceptTerms: true });
    const { activationToken } = res.json() as { activationToken: string };
    for (let i = 0; i < KEYED_LIMITS.resendToken.max; i += 1) {
      t.clock.advance(61_000);
      expect((await post('user/resend-code', { activationToken })).statusCode).toBe(200);
    }
    t.clock.advance(61_000);
    expectLimited(await post('user/resend-code', { activationToken }));
  });

  it('sets Secure on every cookie when COOKIE_SECURE is true', async () => {
    const user = await createUser(t.app);
    const res = await post('user/login', { email: user.email, password: DEFAULT_PASSWORD, rememberMe: true });
    expect(res.statusCode).toBe(200);
    for (const name of [COOKIE.refreshSecret, COOKIE.refreshToken]) {
      expect(res.cookies.find((cookie) => cookie.name === name)?.secure).toBe(true);
    }
  });
});
