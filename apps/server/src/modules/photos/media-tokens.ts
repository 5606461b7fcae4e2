import { createHmac, timingSafeEqual } from 'node:crypto';
import { PHOTO_VARIANTS, type PhotoVariant } from '@app/shared/photos';
import { MEDIA_PHOTO_PATH } from '../../lib/http/secret-paths';

/**
 * Signed photo URLs. A URL is made for one viewer and names (photo, variant, viewer, expiry) under an HMAC, so
 * it cannot be guessed or altered; the media route still checks the viewer's session cookie and decides access
 * again on every request, so a URL copied to someone else, or kept after access was withdrawn, shows nothing.
 */

export { MEDIA_PHOTO_PATH };
/** A URL lives between 45 and 60 minutes: expiries are rounded up to a quarter hour, so the same photo keeps
 * the same URL for a while and the browser's private cache can serve it again. */
export const MEDIA_URL_TTL_SECONDS = 60 * 60;
const ROUNDING_SECONDS = 15 * 60;

const VERSION = 1;
const PAYLOAD_BYTES = 1 + 16 + 1 + 16 + 4;
const MAC_BYTES = 32;

export type MediaGrant = { photoId: string; variant: PhotoVariant; viewerId: string; expiresAt: number };

const uuidBytes = (uuid: string) => Buffer.from(uuid.replaceAll('-', ''), 'hex');
const uuidText = (bytes: Buffer) => {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Expiry (seconds since the epoch) of URLs made at `now`. */
export function mediaExpiry(now: Date): number {
  const seconds = Math.floor(now.getTime() / 1000);
  return Math.floor(seconds / ROUNDING_SECONDS) * ROUNDING_SECONDS + MEDIA_URL_TTL_SECONDS;
}

export function signMediaToken(key: Buffer, grant: MediaGrant): string {
  if (!UUID.test(grant.photoId) || !UUID.test(grant.viewerId)) throw new Error('media token ids must be UUIDs');
  const payload = Buffer.alloc(PAYLOAD_BYTES);
  payload.writeUInt8(VERSION, 0);
  uuidBytes(grant.photoId).copy(payload, 1);
  payload.writeUInt8(PHOTO_VARIANTS.indexOf(grant.variant), 17);
  uuidBytes(grant.viewerId).copy(payload, 18);
  payload.writeUInt32BE(grant.expiresAt, 34);
  const mac = createHmac('sha256', key).update(payload).digest();
  return Buffer.concat([payload, mac]).toString('base64url');
}

/** The grant of a genuine, unexpired token, else null (whatever is wrong with it). */
export function verifyMediaToken(key: Buffer, token: string, now: Date): MediaGrant | null {
  if (!/^[A-Za-z0-9_-]+$/.test(token)) return null;
  const bytes = Buffer.from(token, 'base64url');
  // Exactly one spelling per token (base64 leaves spare bits in the last character).
  if (bytes.length !== PAYLOAD_BYTES + MAC_BYTES || bytes.toString('base64url') !== token) return null;
  const payload = bytes.subarray(0, PAYLOAD_BYTES);
  const mac = bytes.subarray(PAYLOAD_BYTES);
  if (!timingSafeEqual(mac, createHmac('sha256', key).update(payload).digest())) return null;
  if (payload.readUInt8(0) !== VERSION) return null;
  const variant = PHOTO_VARIANTS[payload.readUInt8(17)];
  const expiresAt = payload.readUInt32BE(34);
  if (!variant || expiresAt * 1000 <= now.getTime()) return null;
  return {
    photoId: uuidText(payload.subarray(1, 17)),
    variant,
    viewerId: uuidText(payload.subarray(18, 34)),
    expiresAt,
  };
}

export function mediaUrl(key: Buffer, grant: MediaGrant): string {
  return `${MEDIA_PHOTO_PATH}/${signMediaToken(key, grant)}`;
}
