import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_PREFIX, COOKIE } from '@app/shared';
import type { AppConfig } from '../../config/env';
import { AppError } from '../../lib/app-error';

/** The httpOnly cookies are sent only to the account endpoints (refresh, logout, set/reset password). */
export const USER_COOKIE_PATH = `${API_PREFIX}/user`;
export const VERIFIED_EMAIL_TTL_SECONDS = 15 * 60;

type CookieConfig = Pick<AppConfig, 'cookieSecure' | 'REFRESH_IDLE_DAYS'>;

export function setSessionCookies(
  reply: FastifyReply,
  config: CookieConfig,
  session: { sessionId: string; refreshSecret: string; rememberMe: boolean },
): void {
  // Remember me: persistent for the idle lifetime (renewed on every refresh); otherwise browser-session cookies.
  const maxAge = session.rememberMe ? config.REFRESH_IDLE_DAYS * 24 * 60 * 60 : undefined;
  const base = { sameSite: 'strict' as const, secure: config.cookieSecure, ...(maxAge ? { maxAge } : {}) };
  reply.setCookie(COOKIE.refreshSecret, session.refreshSecret, { ...base, httpOnly: true, path: USER_COOKIE_PATH });
  // A readable marker for the client ("a session exists"): the session id only, never the secret (ADR 003).
  reply.setCookie(COOKIE.refreshToken, session.sessionId, { ...base, httpOnly: false, path: '/' });
}

export function clearSessionCookies(reply: FastifyReply, config: CookieConfig): void {
  const base = { sameSite: 'strict' as const, secure: config.cookieSecure };
  reply.clearCookie(COOKIE.refreshSecret, { ...base, httpOnly: true, path: USER_COOKIE_PATH });
  reply.clearCookie(COOKIE.refreshToken, { ...base, path: '/' });
  // The client keeps its access token in this cookie; ending the session removes it too.
  reply.clearCookie(COOKIE.accessToken, { ...base, path: '/' });
}

export function setVerifiedEmailCookie(reply: FastifyReply, config: CookieConfig, token: string): void {
  reply.setCookie(COOKIE.token, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: config.cookieSecure,
    path: USER_COOKIE_PATH,
    maxAge: VERIFIED_EMAIL_TTL_SECONDS,
  });
}

export function clearVerifiedEmailCookie(reply: FastifyReply, config: CookieConfig): void {
  reply.clearCookie(COOKIE.token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: config.cookieSecure,
    path: USER_COOKIE_PATH,
  });
}

/**
 * Requests that act on a cookie (refresh and logout are GETs, as the reference has them) must not come from
 * another site (A1.9): SameSite=Strict keeps the cookie off cross-site requests; an `Origin` header, when the
 * browser sends one, must be our own; and `Sec-Fetch-Site`, when sent, must say the request came from our own
 * origin or from the member directly (`none`) — this also stops cross-site top-level navigations, which carry
 * no Origin header.
 */
export function assertSameOrigin(request: FastifyRequest, config: Pick<AppConfig, 'PUBLIC_URL'>): void {
  const origin = request.headers.origin;
  const fetchSite = request.headers['sec-fetch-site'];
  const foreignOrigin = origin !== undefined && origin !== new URL(config.PUBLIC_URL).origin;
  const foreignSite = typeof fetchSite === 'string' && fetchSite !== 'same-origin' && fetchSite !== 'none';
  if (foreignOrigin || foreignSite) {
    throw new AppError('FORBIDDEN', 'This request did not come from our site.');
  }
}
