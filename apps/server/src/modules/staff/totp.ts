import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { TOTP_SETTINGS } from '@app/shared/console';

/**
 * Staff second factor: TOTP (RFC 6238) with the `otpauth` package: SHA-1, 6 digits, 30-second steps, one step of
 * drift either way. A code is good once: the caller stores the step it matched and refuses that step and earlier
 * ones (replay). Secrets are stored encrypted (AES-256-GCM, key from secrets.ts), never in the clear.
 */

/** A new 160-bit secret, base32 (what authenticator apps take). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totp(secretBase32: string, issuer: string, label: string): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: TOTP_SETTINGS.algorithm,
    digits: TOTP_SETTINGS.digits,
    period: TOTP_SETTINGS.periodSeconds,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** `otpauth://totp/<issuer>:<label>?secret=…` for the QR code. */
export function totpUri(secretBase32: string, issuer: string, label: string): string {
  return totp(secretBase32, issuer, label).toString();
}

export function qrSvg(uri: string): Promise<string> {
  return QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

/** The time step a code matches at `now` (within the drift), or null. */
export function matchingStep(secretBase32: string, code: string, now: Date): number | null {
  const delta = totp(secretBase32, 'x', 'x').validate({
    token: code,
    timestamp: now.getTime(),
    window: TOTP_SETTINGS.driftSteps,
  });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / TOTP_SETTINGS.periodSeconds) + delta;
}

/** The code for `now` (tests, and the e2e journey's stand-in for an authenticator app). */
export function currentCode(secretBase32: string, now: Date): string {
  return totp(secretBase32, 'x', 'x').generate({ timestamp: now.getTime() });
}

/** AES-256-GCM: `v1.<iv>.<tag>.<ciphertext>`, base64url parts. */
export function encryptSecret(key: Buffer, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

export function decryptSecret(key: Buffer, stored: string): string {
  const [version, iv, tag, body] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || !body) throw new Error('unreadable TOTP secret');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
