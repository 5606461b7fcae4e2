import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import { getAuthKeys } from '../security/secrets';

/**
 * The staff sign-in challenge: user/login answers a staff account's right password with this, not a session. It
 * proves the password for five minutes, to `admin/auth/verify-totp` only (its own key and `typ`), and opens one
 * session at most: its id (`jti`) is recorded when it does (staff-auth.service.ts, `staff_challenge_uses`).
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

export type StaffChallengeClaims = { id: string; userId: string; rememberMe: boolean; expiresAt: Date };

/** The challenge's id, account, "remember me" and expiry, or null when it is not one of ours or has expired. */
export async function readStaffChallenge(
  app: FastifyInstance,
  challenge: string,
): Promise<StaffChallengeClaims | null> {
  try {
    const { payload, protectedHeader } = await jwtVerify(challenge, getAuthKeys(app.config).staffChallenge, {
      algorithms: ['HS256'],
      typ: TYP,
      currentDate: app.clock.now(),
    });
    if (
      protectedHeader.typ !== TYP ||
      payload.typ !== 'staff-challenge' ||
      typeof payload.sub !== 'string' ||
      typeof payload.jti !== 'string' ||
      typeof payload.exp !== 'number'
    )
      return null;
    return {
      id: payload.jti,
      userId: payload.sub,
      rememberMe: payload.rm === true,
      expiresAt: new Date(payload.exp * 1000),
    };
  } catch {
    return null;
  }
}
