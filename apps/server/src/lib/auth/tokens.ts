import { errors, jwtVerify, SignJWT } from 'jose';
import type { VerificationPurpose } from '../../db/schema';

/**
 * Self-contained tokens (ASVS V9): HS256 only, the header `typ` and a `typ` claim checked, `exp` enforced
 * against the injected clock. Each kind uses its own key (secrets.ts), so one can never pass as another.
 */
const ALGORITHMS = ['HS256'];
const ACCESS_HEADER_TYP = 'at+jwt';
const VERIFIED_HEADER_TYP = 'verified-email+jwt';

export class TokenError extends Error {
  constructor(readonly reason: 'expired' | 'invalid') {
    super(reason === 'expired' ? 'token expired' : 'token invalid');
    this.name = 'TokenError';
  }
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * `userId` is the signed-in account; `actingFor` the profile it acts for when that is another's (the `act` claim,
 * ADR 017), else undefined.
 */
export type AccessClaims = { userId: string; sessionId: string; issuedAt: number; actingFor?: string };

export async function signAccessToken(
  key: Uint8Array,
  claims: { userId: string; sessionId: string; actingFor?: string | null | undefined },
  now: Date,
  ttlSeconds: number,
): Promise<string> {
  const iat = seconds(now);
  const acting = claims.actingFor && claims.actingFor !== claims.userId ? { act: claims.actingFor } : {};
  return new SignJWT({ typ: 'access', sid: claims.sessionId, ...acting })
    .setProtectedHeader({ alg: 'HS256', typ: ACCESS_HEADER_TYP })
    .setSubject(claims.userId)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlSeconds)
    .sign(key);
}

async function verifyJwt(token: string, key: Uint8Array, typ: string, now: Date) {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ALGORITHMS,
      typ,
      currentDate: now,
      requiredClaims: ['exp', 'iat', 'sub'],
    });
    return payload;
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new TokenError('expired');
    throw new TokenError('invalid');
  }
}

/** Signature, algorithm, header type, claim type and expiry; the session check is the caller's (authenticate.ts). */
export async function verifyAccessToken(token: string, key: Uint8Array, now: Date): Promise<AccessClaims> {
  const payload = await verifyJwt(token, key, ACCESS_HEADER_TYP, now);
  if (payload.typ !== 'access' || typeof payload.sid !== 'string' || typeof payload.sub !== 'string') {
    throw new TokenError('invalid');
  }
  if (typeof payload.iat !== 'number' || payload.iat > seconds(now) + 60) throw new TokenError('invalid');
  if (payload.act !== undefined && typeof payload.act !== 'string') throw new TokenError('invalid');
  const claims: AccessClaims = { userId: payload.sub, sessionId: payload.sid, issuedAt: payload.iat };
  if (typeof payload.act === 'string') claims.actingFor = payload.act;
  return claims;
}

export type VerifiedEmailClaims = { email: string; purpose: VerificationPurpose; verificationId: string };

/** The `token` cookie: proof that the holder owns `email`, for one purpose, from one verification. */
export async function signVerifiedEmail(
  key: Uint8Array,
  claims: VerifiedEmailClaims,
  now: Date,
  ttlSeconds: number,
): Promise<string> {
  const iat = seconds(now);
  return new SignJWT({ typ: 'verified-email', purpose: claims.purpose })
    .setProtectedHeader({ alg: 'HS256', typ: VERIFIED_HEADER_TYP })
    .setSubject(claims.email)
    .setJti(claims.verificationId)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlSeconds)
    .sign(key);
}

export async function verifyVerifiedEmail(
  token: string,
  key: Uint8Array,
  purpose: VerificationPurpose,
  now: Date,
): Promise<VerifiedEmailClaims> {
  const payload = await verifyJwt(token, key, VERIFIED_HEADER_TYP, now);
  if (
    payload.typ !== 'verified-email' ||
    payload.purpose !== purpose ||
    typeof payload.sub !== 'string' ||
    typeof payload.jti !== 'string'
  ) {
    throw new TokenError('invalid');
  }
  return { email: payload.sub, purpose, verificationId: payload.jti };
}
