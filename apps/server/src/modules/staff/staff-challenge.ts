import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import { getAuthKeys } from '../auth/secrets';

/**
 * The staff sign-in challenge: user/login answers a staff account's right password with this, not a session. It
 * proves the password for five minutes, to `admin/auth/verify-totp` only (its own key and `typ`).
 */
const TYP = 'staff-challenge+jwt';
export const CHALLENGE_TTL_SECONDS = 5 * 60;

export async function signStaffChallenge(app: FastifyInstance, userId: string, rememberMe: boolean): Promise<string> {
  const iat = Math.floor(app.clock.now().getTime() / 1000);
  return new SignJWT({ typ: 'staff-challenge', rm: rememberMe })
    .setProtectedHeader({ alg: 'HS256', typ: TYP })
    .setSubject(userId)
    .setJti(randomUUID())
    .setIssuedAt(iat)
    .setExpirationTime(iat + CHALLENGE_TTL_SECONDS)
    .sign(getAuthKeys(app.config).staffChallenge);
}

/** The challenge's account and "remember me", or null when it is not one of ours or has expired. */
export async function readStaffChallenge(
  app: FastifyInstance,
  challenge: string,
): Promise<{ userId: string; rememberMe: boolean } | null> {
  try {
    const { payload, protectedHeader } = await jwtVerify(challenge, getAuthKeys(app.config).staffChallenge, {
      algorithms: ['HS256'],
      typ: TYP,
      currentDate: app.clock.now(),
    });
    if (protectedHeader.typ !== TYP || payload.typ !== 'staff-challenge' || typeof payload.sub !== 'string')
      return null;
    return { userId: payload.sub, rememberMe: payload.rm === true };
  } catch {
    return null;
  }
}
