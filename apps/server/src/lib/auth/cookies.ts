import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_PREFIX, COOKIE } from '@app/shared';
import type { AppConfig } from '../../config/env';
import { AppError } from '../app-error';
import { getAuthKeys } from '../security/secrets';

/** The httpOnly cookies are sent only to the account endpoints (refresh, logout, set/reset password). */
export const USER_COOKIE_PATH = `${API_PREFIX}/user`;
export const VERIFIED_EMAIL_TTL_SECONDS = 15 * 60;
/** The `media_session` cookie goes only to photo requests. */
export const MEDIA_COOKIE_PATH = `${API_PREFIX}/media`;

type CookieConfig = Pick<AppConfig, 'cookieSecure' | 'REFRESH_IDLE_DAYS'>;

const mediaMac = (config: AppConfig, sessionId: string) =>
  createHmac('sha256', getAuthKeys(config).mediaCookie).update(sessionId, 'utf8').digest('base64url');

/** `sessionId.hmac(sessionId)`: the session, provable to photo requests without the access token. */
export function mediaSessionCookieValue(config: AppConfig, sessionId: string): string {
  return `${sessionId}.${mediaMac(config, sessionId)}`;
}

/** The session id of a genuine `media_session` cookie value, else null. Whether that session is live is the caller's. */
export function sessionIdFromMediaCookie(config: AppConfig, value: string | undefined): string | null {
  if (!value) return null;
  const dot = value.lastIndexOf('.');
  if (dot <= 0) return null;
  const sessionId = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1), 'utf8');
  const expected = Buffer.from(mediaMac(config, sessionId), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected) ? sessionId : null;
}

export function setSessionCookies(
  reply: FastifyReply,
  config: AppConfig,
  session: { sessionId: string; refreshSecret: string; rememberMe: boolean },
): void {
  // Remember me: persistent for the idle lifetime (renewed on every refresh); otherwise browser-session cookies.
  const maxAge = session.rememberMe ? config.REFRESH_IDLE_DAYS * 24 * 60 * 60 : undefined;
  const base = { sameSite: 'strict' as const, secure: config.cookieSecure, ...(maxAge ? { maxAge } : {}) };
  reply.setCookie(COOKIE.refreshSecret, session.refreshSecret, { ...base, httpOnly: true, path: USER_COOKIE_PATH });
  // A readable marker for the client ("a session exists"): the session id only, never the secret (ADR 003).
  reply.setCookie(COOKIE.refreshToken, session.sessionId, { ...base, httpOnly: false, path: '/' });
  // Photos load through <img>, which cannot send the Authorization header: this proves the session instead.
  reply.setCookie(COOKIE.mediaSession, mediaSessionCookieValue(config, session.sessionId), {
    ...base,
    httpOnly: true,
    path: MEDIA_COOKIE_PATH,
  });
}

export function clearSessionCookies(reply: FastifyReply, config: CookieConfig): void {
  const base = { sameSite: 'strict' as const, secure: config.cookieSecure };
  reply.clearCookie(COOKIE.refreshSecret, { ...base, httpOnly: true, path: USER_COOKIE_PATH });
  reply.clearCookie(COOKIE.refreshToken, { ...base, path: '/' });
  // The client keeps its access token in this cookie; ending the session removes it too.
  reply.clearCookie(COOKIE.accessToken, { ...base, path: '/' });
  reply.clearCookie(COOKIE.mediaSession, { ...base, httpOnly: true, path: MEDIA_COOKIE_PATH });
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
    throw new AppError('FORBIDDEN', 'This request did not come from our site.', { reason: 'otherSite' });
  }
}
