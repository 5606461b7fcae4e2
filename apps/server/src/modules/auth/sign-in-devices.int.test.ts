import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { COOKIE, ErrorBodySchema } from '@app/shared';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createUser, DEFAULT_PASSWORD, uniqueEmail } from '../../../test/factories/users';
import { createStaff, signInStaff } from '../../../test/factories/staff';
import { IP_LIMITS, KEYED_LIMITS } from '../../lib/security/rate-limits';
import { DEVICE_COOKIE_DAYS, DEVICE_COOKIE_PATH, UNTRUSTED_REFUSED } from './sign-in-devices';

/**
 * Guessing is throttled, and nobody can lock an account's owner out with it (issue 26): rate limits on (the
 * default), COOKIE_SECURE=true to check the cookie's flags.
 */
let t: TestApp;
/** A test that plays an attack checks KEYED_LIMITS.loginAccount wrong passwords (argon2 each): slow on a busy machine. */
const ATTACK_TIMEOUT_MS = 120_000;
let addresses = 0;
const freshAddress = () => {
  addresses += 1;
  return `192.0.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
};

beforeAll(async () => {
  t = await createTestApp({ env: { COOKIE_SECURE: 'true' } });
});
afterAll(async () => t.close());

const login = (email: string, password: string, from: { address: string; device?: string | undefined }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/user/login',
    remoteAddress: from.address,
    payload: { email, password },
    ...(from.device ? { cookies: { [COOKIE.signinDevice]: from.device } } : {}),
  });

const deviceCookie = (res: LightMyRequestResponse) => res.cookies.find((cookie) => cookie.name === COOKIE.signinDevice);

function expectLimited(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(429);
  expect(ErrorBodySchema.parse(res.json())).toMatchObject({ success: false, code: 'RATE_LIMITED' });
}

/**
 * An attacker's wrong passwords for `email` from as many addresses as it takes to use up the account's ceiling for
 * untrusted clients (each address stays under the per-address limits). Every one is answered like any wrong password.
 */
async function guessFromEverywhere(email: string) {
  const perAddress = Math.min(KEYED_LIMITS.loginAccountAddress.max, IP_LIMITS.login.max);
  let address = freshAddress();
  for (let i = 0; i < KEYED_LIMITS.loginAccount.max; i += 1) {
    if (i % perAddress === 0) address = freshAddress();
    const res = await login(email, `wrong guess ${i}`, { address });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe('INVALID_CREDENTIALS');
  }
}

describe('sign-in throttling without lock-outs', () => {
  it('issues a signed device cookie on a successful sign-in: httpOnly, Secure, SameSite=Strict, the sign-in path only', async () => {
    const user = await createUser(t.app);
    const res = await login(user.email, DEFAULT_PASSWORD, { address: freshAddress() });
    expect(res.statusCode).toBe(200);
    const cookie = deviceCookie(res);
    expect(cookie).toMatchObject({
      httpOnly: true,
      secure: true,
      sameSite: 'Strict',
      path: DEVICE_COOKIE_PATH,
      maxAge: DEVICE_COOKIE_DAYS * 24 * 60 * 60,
    });
    // It names nobody in the clear.
    expect(cookie?.value).not.toContain(user.email);
    expect(cookie?.value).not.toContain(user.id);
    // A wrong password, or an unknown e-mail, sets nothing.
    expect(deviceCookie(await login(user.email, 'not the password', { address: freshAddress() }))).toBeUndefined();
    expect(deviceCookie(await login(uniqueEmail(), 'not the password', { address: freshAddress() }))).toBeUndefined();
  });

  it('one address is throttled for the account; the owner signs in from another address', async () => {
    const user = await createUser(t.app);
    const attacker = freshAddress();
    for (let i = 0; i < KEYED_LIMITS.loginAccountAddress.max; i += 1) {
      expect((await login(user.email, `wrong guess ${i}`, { address: attacker })).statusCode).toBe(400);
    }
    expectLimited(await login(user.email, 'another guess', { address: attacker }));
    // Even the right password from that address waits: guessing stays throttled.
    expectLimited(await login(user.email, DEFAULT_PASSWORD, { address: attacker }));
    // The owner, from home, with no device cookie at all.
    expect((await login(user.email, DEFAULT_PASSWORD, { address: freshAddress() })).statusCode).toBe(200);
  });

  it(
    'guesses from many addresses stay throttled; the owner’s browser signs in during the attack',
    async () => {
      const user = await createUser(t.app);
      const earlier = await login(user.email, DEFAULT_PASSWORD, { address: freshAddress() });
      const device = deviceCookie(earlier)?.value;
      expect(device).toBeTruthy();

      await guessFromEverywhere(user.email);
      // Every untrusted client is refused now, whatever its address and whatever it sends.
      const refused = await login(user.email, 'one more guess', { address: freshAddress() });
      expectLimited(refused);
      expect(refused.json().message).toBe(UNTRUSTED_REFUSED);
      expectLimited(await login(user.email, DEFAULT_PASSWORD, { address: freshAddress() }));

      // The owner's browser, from yet another address (on the move), signs in: 200, and gets a new device cookie.
      const owner = await login(user.email, DEFAULT_PASSWORD, { address: freshAddress(), device });
      expect(owner.statusCode, owner.body).toBe(200);
      expect(owner.json().accessToken).toEqual(expect.any(String));
      expect(deviceCookie(owner)?.value).toBeTruthy();

      // That browser's own failures count for it alone: it is throttled after its own limit.
      const ownerAddress = freshAddress();
      for (let i = 0; i < KEYED_LIMITS.loginDevice.max; i += 1) {
        const typo = await login(user.email, `a mistyped password ${i}`, { address: ownerAddress, device });
        expect(typo.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
      }
      expectLimited(await login(user.email, DEFAULT_PASSWORD, { address: ownerAddress, device }));

      // The new cookie from the sign-in during the attack works too; then, after DEVICE_COOKIE_DAYS unused, it expires.
      const renewed = deviceCookie(owner)?.value;
      expect((await login(user.email, DEFAULT_PASSWORD, { address: freshAddress(), device: renewed })).statusCode).toBe(
        200,
      );
      t.clock.advance((DEVICE_COOKIE_DAYS + 1) * 24 * 60 * 60 * 1000);
      expectLimited(await login(user.email, DEFAULT_PASSWORD, { address: freshAddress(), device: renewed }));
    },
    ATTACK_TIMEOUT_MS,
  );

  it(
    'a device cookie for one account does nothing for another; a forged or altered one does nothing; a browser keeps several',
    async () => {
      const a = await createUser(t.app);
      const b = await createUser(t.app);
      const deviceOfA = deviceCookie(await login(a.email, DEFAULT_PASSWORD, { address: freshAddress() }))?.value ?? '';
      expect(deviceOfA).not.toBe('');
      // B signs in on the same browser (a family computer): the cookie now holds both accounts, B's entry first.
      const deviceOfBoth =
        deviceCookie(await login(b.email, DEFAULT_PASSWORD, { address: freshAddress(), device: deviceOfA }))?.value ??
        '';
      const [entryOfB = '', entryOfA = ''] = deviceOfBoth.split('~');
      expect(entryOfA).toBe(deviceOfA);

      await guessFromEverywhere(b.email);
      // A's cookie is not B's.
      expectLimited(await login(b.email, DEFAULT_PASSWORD, { address: freshAddress(), device: deviceOfA }));

      const [deviceId = '', expires = '', mac = ''] = entryOfB.split('.');
      const flipped = `${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
      const later = String(Number(expires) + 365 * 24 * 60 * 60);
      for (const forged of [
        `${deviceId}.${expires}.${flipped}`,
        `${deviceId}.${later}.${mac}`,
        `${'A'.repeat(22)}.${expires}.${mac}`,
        `${deviceOfA.split('.').slice(0, 2).join('.')}.${mac}`,
        'not a device cookie',
      ]) {
        expectLimited(await login(b.email, DEFAULT_PASSWORD, { address: freshAddress(), device: forged }));
      }
      // The genuine cookie, holding both accounts, works during the attack.
      expect(
        (await login(b.email, DEFAULT_PASSWORD, { address: freshAddress(), device: deviceOfBoth })).statusCode,
      ).toBe(200);
    },
    ATTACK_TIMEOUT_MS,
  );

  it('answers an unknown e-mail exactly as a known one', async () => {
    const known = await createUser(t.app);
    const unknown = uniqueEmail();
    for (const email of [known.email, unknown]) {
      const address = freshAddress();
      for (let i = 0; i < KEYED_LIMITS.loginAccountAddress.max; i += 1) {
        const res = await login(email, `wrong guess ${i}`, { address });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
        expect(deviceCookie(res)).toBeUndefined();
      }
      expectLimited(await login(email, 'wrong again', { address }));
    }
  });

  it(
    'staff: guessing is throttled, and the staff member’s browser reaches the second step during an attack',
    async () => {
      const staff = await createStaff(t.app, { role: 'moderator' });
      const earlier = await signInStaff(t.app, staff);
      const device = earlier.cookies[COOKIE.signinDevice];
      expect(device).toBeTruthy();

      await guessFromEverywhere(staff.email);
      expectLimited(await login(staff.email, staff.password, { address: freshAddress() }));

      const during = await login(staff.email, staff.password, { address: freshAddress(), device });
      expect(during.statusCode, during.body).toBe(200);
      expect(during.json()).toMatchObject({ secondFactorRequired: true, challenge: expect.any(String) });
      // The password step alone makes no device known: only the whole sign-in does.
      expect(deviceCookie(during)).toBeUndefined();

      // A member's device cookie does nothing for a staff account.
      const member = await createUser(t.app);
      const memberDevice = deviceCookie(
        await login(member.email, DEFAULT_PASSWORD, { address: freshAddress() }),
      )?.value;
      expectLimited(await login(staff.email, staff.password, { address: freshAddress(), device: memberDevice }));
    },
    ATTACK_TIMEOUT_MS,
  );

  it(
    'a password reset (the e-mailed code) makes the browser known, so the owner gets in on a new device',
    async () => {
      const user = await createUser(t.app);
      await guessFromEverywhere(user.email);
      expectLimited(await login(user.email, DEFAULT_PASSWORD, { address: freshAddress() }));

      const address = freshAddress();
      const forgot = await t.app.inject({
        method: 'POST',
        url: '/api/v1/user/forgot-password',
        remoteAddress: address,
        payload: { email: user.email },
      });
      const { activationToken } = forgot.json() as { activationToken: string };
      const [mail] = await t.app.db
        .selectFrom('emailOutbox')
        .select('text')
        .where('toAddress', '=', user.email)
        .orderBy('createdAt', 'desc')
        .execute();
      const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1] ?? '';
      const verified = await t.app.inject({
        method: 'POST',
        url: '/api/v1/user/verify-otp',
        remoteAddress: address,
        payload: { activationToken, activationCode: code },
      });
      expect(verified.statusCode, verified.body).toBe(200);
      const proof = verified.cookies.find((cookie) => cookie.name === COOKIE.token)?.value ?? '';
      const reset = await t.app.inject({
        method: 'POST',
        url: '/api/v1/user/reset-password',
        remoteAddress: address,
        cookies: { [COOKIE.token]: proof },
        payload: { password: 'a brand new long password' },
      });
      expect(reset.statusCode, reset.body).toBe(200);
      const device = deviceCookie(reset)?.value;
      expect(device).toBeTruthy();
      expect(
        (await login(user.email, 'a brand new long password', { address: freshAddress(), device })).statusCode,
      ).toBe(200);
    },
    ATTACK_TIMEOUT_MS,
  );
});
