import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { deriveKeys } from '../security/secrets';
import { signAccessToken, signVerifiedEmail, TokenError, verifyAccessToken, verifyVerifiedEmail } from './tokens';

const keys = deriveKeys('unit-test-secret-unit-test-secret-0123');
const now = new Date('2026-11-22T10:00:00Z');
const claims = { userId: 'b8a4d3c4-1111-4222-8333-444455556666', sessionId: 'c9b5e4d5-1111-4222-8333-444455556666' };

async function rejects(promise: Promise<unknown>, reason: 'expired' | 'invalid') {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(TokenError);
  expect((error as TokenError).reason).toBe(reason);
}

describe('access tokens', () => {
  it('round-trip sub, sid and iat', async () => {
    const token = await signAccessToken(keys.accessJwt, claims, now, 900);
    const header = JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString()) as Record<
      string,
      unknown
    >;
    expect(header).toEqual({ alg: 'HS256', typ: 'at+jwt' });
    expect(await verifyAccessToken(token, keys.accessJwt, now)).toEqual({
      ...claims,
      issuedAt: Math.floor(now.getTime() / 1000),
    });
  });

  it('expire after their lifetime (judged by the given clock)', async () => {
    const token = await signAccessToken(keys.accessJwt, claims, now, 900);
    await expect(verifyAccessToken(token, keys.accessJwt, new Date(now.getTime() + 899_000))).resolves.toBeTruthy();
    await rejects(verifyAccessToken(token, keys.accessJwt, new Date(now.getTime() + 901_000)), 'expired');
  });

  it('refuse another key, a tampered payload, alg none and other algorithms', async () => {
    const token = await signAccessToken(keys.accessJwt, claims, now, 900);
    await rejects(verifyAccessToken(token, keys.verifiedEmail, now), 'invalid');

    const [header, , signature] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ typ: 'access', sid: claims.sessionId, sub: 'someone-else', iat: 1, exp: 9e9 }),
    ).toString('base64url');
    await rejects(verifyAccessToken(`${header}.${forged}.${signature}`, keys.accessJwt, now), 'invalid');

    const unsecured = new UnsecuredJWT({ typ: 'access', sid: claims.sessionId })
      .setSubject(claims.userId)
      .setIssuedAt(Math.floor(now.getTime() / 1000))
      .setExpirationTime('15m')
      .encode();
    await rejects(verifyAccessToken(unsecured, keys.accessJwt, now), 'invalid');

    const hs512 = await new SignJWT({ typ: 'access', sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS512', typ: 'at+jwt' })
      .setSubject(claims.userId)
      .setIssuedAt(Math.floor(now.getTime() / 1000))
      .setExpirationTime(Math.floor(now.getTime() / 1000) + 900)
      .sign(keys.accessJwt);
    await rejects(verifyAccessToken(hs512, keys.accessJwt, now), 'invalid');
  });

  it('refuse a token of another type, even signed with the access key', async () => {
    const iat = Math.floor(now.getTime() / 1000);
    const wrongClaim = await new SignJWT({ typ: 'refresh', sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .setSubject(claims.userId)
      .setIssuedAt(iat)
      .setExpirationTime(iat + 900)
      .sign(keys.accessJwt);
    await rejects(verifyAccessToken(wrongClaim, keys.accessJwt, now), 'invalid');

    const wrongHeader = await new SignJWT({ typ: 'access', sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.userId)
      .setIssuedAt(iat)
      .setExpirationTime(iat + 900)
      .sign(keys.accessJwt);
    await rejects(verifyAccessToken(wrongHeader, keys.accessJwt, now), 'invalid');

    const noExpiry = await new SignJWT({ typ: 'access', sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .setSubject(claims.userId)
      .setIssuedAt(iat)
      .sign(keys.accessJwt);
    await rejects(verifyAccessToken(noExpiry, keys.accessJwt, now), 'invalid');

    const proof = await signVerifiedEmail(
      keys.accessJwt,
      { email: 'a@example.test', purpose: 'signup', verificationId: 'v1' },
      now,
      900,
    );
    await rejects(verifyAccessToken(proof, keys.accessJwt, now), 'invalid');
  });
});

describe('verified-e-mail proofs', () => {
  it('are bound to one purpose and expire', async () => {
    const proof = await signVerifiedEmail(
      keys.verifiedEmail,
      { email: 'a@example.test', purpose: 'reset', verificationId: 'v1' },
      now,
      900,
    );
    expect(await verifyVerifiedEmail(proof, keys.verifiedEmail, 'reset', now)).toEqual({
      email: 'a@example.test',
      purpose: 'reset',
      verificationId: 'v1',
    });
    await rejects(verifyVerifiedEmail(proof, keys.verifiedEmail, 'signup', now), 'invalid');
    await rejects(verifyVerifiedEmail(proof, keys.accessJwt, 'reset', now), 'invalid');
    await rejects(
      verifyVerifiedEmail(proof, keys.verifiedEmail, 'reset', new Date(now.getTime() + 901_000)),
      'expired',
    );
    const access = await signAccessToken(keys.verifiedEmail, claims, now, 900);
    await rejects(verifyVerifiedEmail(access, keys.verifiedEmail, 'reset', now), 'invalid');
  });
});
