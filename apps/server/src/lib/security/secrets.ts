import { randomBytes, hkdfSync } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../../config/env';

/** Separate keys derived from the one root secret, so a key can never be used for another purpose. */
export type AuthKeys = {
  /** HS256 key for access tokens. */
  accessJwt: Uint8Array;
  /** HMAC-SHA-256 key for one-time codes. */
  otpHmac: Buffer;
  /** HS256 key for the short-lived "this e-mail is verified" proof in the `token` cookie. */
  verifiedEmail: Uint8Array;
  /** HMAC-SHA-256 key for signed photo URLs (photo, variant, viewer, expiry). */
  mediaUrl: Buffer;
  /** HMAC-SHA-256 key for the `media_session` cookie (the session id, proven to photo requests). */
  mediaCookie: Buffer;
  /** HMAC-SHA-256 key for one-click unsubscribe links in e-mails (member and e-mail kind). */
  unsubscribe: Buffer;
  /** AES-256-GCM key for staff TOTP secrets at rest. */
  staffTotp: Buffer;
  /** HS256 key for the five-minute staff sign-in challenge (password checked, second factor next). */
  staffChallenge: Uint8Array;
  /** HMAC-SHA-256 key for the `signin_device` cookie (a browser that signed in to an account before). */
  deviceCookie: Buffer;
};

export const KEY_PURPOSES = [
  'access-jwt',
  'otp-hmac',
  'verified-email',
  'media-url',
  'media-cookie',
  'unsubscribe',
  'staff-totp',
  'staff-challenge',
  'device-cookie',
] as const;
const HKDF_SALT = 'matrimony-auth-keys-v1';

/** HKDF-SHA-256 (RFC 5869) of the root secret, one 256-bit key per purpose. */
export function deriveKeys(rootSecret: string): AuthKeys {
  const derive = (info: (typeof KEY_PURPOSES)[number]) =>
    Buffer.from(hkdfSync('sha256', Buffer.from(rootSecret, 'utf8'), HKDF_SALT, info, 32));
  return {
    accessJwt: new Uint8Array(derive('access-jwt')),
    otpHmac: derive('otp-hmac'),
    verifiedEmail: new Uint8Array(derive('verified-email')),
    mediaUrl: derive('media-url'),
    mediaCookie: derive('media-cookie'),
    unsubscribe: derive('unsubscribe'),
    staffTotp: derive('staff-totp'),
    staffChallenge: new Uint8Array(derive('staff-challenge')),
    deviceCookie: derive('device-cookie'),
  };
}

/**
 * The root secret: JWT_SECRET when configured (required in production by the config loader). In development
 * without one, a random secret is generated once and kept in `${DATA_DIR}/secrets.json` (mode 0600), so a
 * restart keeps everyone signed in.
 */
export function resolveRootSecret(config: Pick<AppConfig, 'JWT_SECRET' | 'APP_ENV' | 'DATA_DIR'>): string {
  if (config.JWT_SECRET) return config.JWT_SECRET;
  if (config.APP_ENV === 'production') throw new Error('JWT_SECRET is required in production');
  const dir = path.resolve(config.DATA_DIR);
  const file = path.join(dir, 'secrets.json');
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { jwtSecret?: unknown };
    if (typeof stored.jwtSecret === 'string' && stored.jwtSecret.length >= 32) return stored.jwtSecret;
    throw new Error(`${file} does not hold a usable jwtSecret; delete it to generate a new one`);
  }
  mkdirSync(dir, { recursive: true });
  const jwtSecret = randomBytes(48).toString('base64url');
  // 'wx': never overwrite a file another process created meanwhile.
  try {
    writeFileSync(file, `${JSON.stringify({ jwtSecret }, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return resolveRootSecret(config);
    throw error;
  }
  chmodSync(file, 0o600);
  return jwtSecret;
}

const cache = new WeakMap<object, AuthKeys>();

/** Keys for this configuration, derived once. */
export function getAuthKeys(config: AppConfig): AuthKeys {
  let keys = cache.get(config);
  if (!keys) {
    keys = deriveKeys(resolveRootSecret(config));
    cache.set(config, keys);
  }
  return keys;
}
