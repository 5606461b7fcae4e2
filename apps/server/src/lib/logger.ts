import type { FastifyServerOptions } from 'fastify';
import type { AppConfig } from '../config/env';
import { LOCAL_CHECKOUT_PATH, MEDIA_FILE_PATH, MEDIA_PHOTO_PATH } from './http/secret-paths';
import { logContextMixin } from './log-context';

const CENSOR = '[redacted]';

/** Paths pino must never print (A1.10): credentials, codes, tokens, cookies, sensitive profile fields. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.otp',
  '*.code',
  '*.activationCode',
  '*.activationToken',
  '*.token',
  '*.accessToken',
  '*.refreshToken',
  '*.fcmToken',
  '*.email',
  '*.phone',
  '*.religion',
  '*.income',
];

/**
 * Paths whose next segment is a secret: a signed photo or chat-file URL's token, a local checkout's id (whoever
 * holds it may pay or look at that checkout).
 */
export const SECRET_PATH_PREFIXES = [MEDIA_PHOTO_PATH, MEDIA_FILE_PATH, LOCAL_CHECKOUT_PATH] as const;

/** A query parameter's name is kept when it reads like a name (a token never does: it is longer, with digits). */
const PARAMETER_NAME = /^[A-Za-z_]{1,32}$/;

/**
 * A request URL as the logs may show it: the secret segment of the paths above redacted, and every query value
 * redacted (queries carry tokens, signatures, checkout ids, e-mail addresses and filters), its names kept.
 */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  let path = pathname;
  const lower = pathname.toLowerCase();
  for (const prefix of SECRET_PATH_PREFIXES) {
    if (!lower.startsWith(`${prefix.toLowerCase()}/`)) continue;
    const rest = pathname.slice(prefix.length + 1);
    const slash = rest.indexOf('/');
    path = `${pathname.slice(0, prefix.length)}/${CENSOR}${slash === -1 ? '' : rest.slice(slash)}`;
    break;
  }
  if (queryAt === -1) return path;
  const parameters = url
    .slice(queryAt + 1)
    .split('&')
    .filter(Boolean)
    .map((part) => {
      const name = part.split('=')[0] ?? '';
      return PARAMETER_NAME.test(name) ? `${name}=${CENSOR}` : CENSOR;
    });
  return parameters.length ? `${path}?${parameters.join('&')}` : path;
}

export function loggerOptions(config: Pick<AppConfig, 'LOG_LEVEL' | 'APP_ENV'>): FastifyServerOptions['logger'] {
  return {
    level: config.LOG_LEVEL,
    redact: { paths: REDACT_PATHS, censor: CENSOR },
    // The request (and job) that caused a line written outside the request's own logger (lib/log-context.ts).
    mixin: logContextMixin,
    serializers: {
      req(request: { id: string; method: string; url: string; ip?: string }) {
        return { id: request.id, method: request.method, url: redactUrl(request.url), ip: request.ip };
      },
    },
  };
}
