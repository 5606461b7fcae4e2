import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { UserType } from '@app/shared/constants';
import { AppError } from '../app-error';
import { findSessionForAccess } from './access-session';
import { getAuthKeys } from '../security/secrets';
import { TokenError, verifyAccessToken } from './tokens';

/** The signed-in member; `usertype` is read with the session on every request (never from the token). */
export type AuthUser = { id: string; sessionId: string; usertype: UserType };

const SIGN_IN_AGAIN = 'Please sign in to continue.';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The suspension screen's own endpoints only (docs/safety.md, "Suspension"): a suspended member may call this
     * route. Every other route behind `app.authenticate` answers them 403 `SUSPENDED`.
     */
    allowSuspended?: boolean;
  }
}

/** What a suspended member hears from every endpoint but the suspension screen's. */
export const SUSPENDED_MESSAGE =
  'Your account is suspended for now. Please open your account page to see why and what you can do.';
export const suspendedError = () => new AppError('SUSPENDED', SUSPENDED_MESSAGE);

/** `Authorization: Bearer <jwt>` or the raw `<jwt>` (the reference clients send it bare). Never a cookie. */
export function accessTokenFrom(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization?.trim();
  if (!header) return undefined;
  const match = /^bearer\s+(.+)$/i.exec(header);
  const token = (match ? match[1] : header)?.trim();
  return token || undefined;
}

/**
 * Whether a session may still act: not revoked, not past its absolute life, and not cut off by the member's
 * `tokens_valid_after` (set when the password changes). `issuedAt` (seconds since the epoch) is when the
 * credential in hand was issued: the access token's `iat`, or the session's start for the media cookie. Whole
 * seconds: a credential from the same second as the cut-off is judged by its session (revoked or not).
 * Suspension is the caller's to check, as it has its own answer.
 */
export function isLiveSession(
  session: { revokedAt: Date | null; absoluteExpiresAt: Date; tokensValidAfter: Date | null },
  now: Date,
  issuedAt: number,
): boolean {
  if (session.revokedAt || session.absoluteExpiresAt.getTime() <= now.getTime()) return false;
  return !session.tokensValidAfter || issuedAt >= Math.floor(session.tokensValidAfter.getTime() / 1000);
}

/**
 * Verifies an access token completely: signature (HS256 only), type, expiry, then the server-side state —
 * the session is live (not revoked, not past its absolute life), the member still exists, was not cut off by
 * `tokens_valid_after`, and is not suspended (403 `SUSPENDED`) unless `allowSuspended` (the suspension screen's
 * own endpoints, sign-out). Usable outside HTTP routes too (socket handshakes, which never allow a suspended member).
 */
export async function authenticateAccessToken(
  app: FastifyInstance,
  token: string,
  options: { allowSuspended?: boolean } = {},
): Promise<AuthUser> {
  const now = app.clock.now();
  let claims;
  try {
    claims = await verifyAccessToken(token, getAuthKeys(app.config).accessJwt, now);
  } catch (error) {
    if (error instanceof TokenError && error.reason === 'expired') {
      throw new AppError('TOKEN_EXPIRED', 'Your session needs refreshing. Please try again.');
    }
    throw new AppError('UNAUTHENTICATED', SIGN_IN_AGAIN);
  }
  const session = await findSessionForAccess(app.db, claims.sessionId, claims.userId);
  if (!session || !isLiveSession(session, now, claims.issuedAt)) {
    throw new AppError('UNAUTHENTICATED', SIGN_IN_AGAIN);
  }
  if (session.suspendedAt && options.allowSuspended !== true) throw suspendedError();
  return { id: claims.userId, sessionId: claims.sessionId, usertype: session.usertype };
}

/**
 * preHandler/onRequest hook: sets `request.user` or answers 401 (UNAUTHENTICATED or TOKEN_EXPIRED). This is the
 * suspension gate too: a suspended member gets 403 `SUSPENDED` unless the route's config says `allowSuspended`.
 */
export function createAuthenticate(app: FastifyInstance) {
  return async function authenticate(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const token = accessTokenFrom(request);
    if (!token) throw new AppError('UNAUTHENTICATED', SIGN_IN_AGAIN);
    request.user = await authenticateAccessToken(app, token, {
      allowSuspended: request.routeOptions.config.allowSuspended === true,
    });
  };
}

/** The signed-in member of a route that ran `app.authenticate`. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError('UNAUTHENTICATED', SIGN_IN_AGAIN);
  return request.user;
}
