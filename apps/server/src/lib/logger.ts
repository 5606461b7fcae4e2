import type { FastifyServerOptions } from 'fastify';
import type { AppConfig } from '../config/env';

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

export function loggerOptions(config: Pick<AppConfig, 'LOG_LEVEL' | 'APP_ENV'>): FastifyServerOptions['logger'] {
  return {
    level: config.LOG_LEVEL,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      req(request: { id: string; method: string; url: string; ip?: string }) {
        // The URL is logged without its query string: queries may carry e-mail addresses or filters.
        return { id: request.id, method: request.method, url: request.url.split('?')[0], ip: request.ip };
      },
    },
  };
}
