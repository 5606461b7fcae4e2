import { createHmac, timingSafeEqual } from 'node:crypto';
import { MEDIA_FILE_PATH } from '../../lib/http/secret-paths';

/**
 * Signed chat-file URLs, made like the photo URLs (photos/media-tokens.ts): a URL names (file, variant, viewer,
 * expiry) under an HMAC, so it cannot be guessed or altered; the media route still checks the viewer's session
 * cookie and decides access again on every request (the two members of the conversation the file was sent in, or
 * its uploader before it is sent), so a copied URL shows nothing to anyone else. The key is derived from the photo
 * URL key for this purpose only, so a photo token can never pass as a file token or the reverse.
 */

/** Under /api/v1/media so that the browser sends the `media_session` cookie (its path) with the request. */
export { MEDIA_FILE_PATH };

export const FILE_VARIANTS = ['file', 'thumb'] as const;
export type FileVariant = (typeof FILE_VARIANTS)[number];

const TTL_SECONDS = 60 * 60;
const ROUNDING_SECONDS = 15 * 60;
const VERSION = 1;
const PAYLOAD_BYTES = 1 + 16 + 1 + 16 + 4;
const MAC_BYTES = 32;

export type FileGrant = { fileId: string; variant: FileVariant; viewerId: string; expiresAt: number };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuidBytes = (uuid: string) => Buffer.from(uuid.replaceAll('-', ''), 'hex');
const uuidText = (bytes: Buffer) => {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/** The file-URL key, from the media URL key (HMAC as a one-step derivation with its own label). */
export function fileUrlKey(mediaUrlKey: Buffer): Buffer {
  return createHmac('sha256', mediaUrlKey).update('chat-file-url-v1').digest();
}

/** Expiry (seconds since the epoch) of URLs made at `now`: 45 to 60 minutes, the same URL for a quarter hour. */
export function fileExpiry(now: Date): number {
  const seconds = Math.floor(now.getTime() / 1000);
  return Math.floor(seconds / ROUNDING_SECONDS) * ROUNDING_SECONDS + TTL_SECONDS;
}

export function signFileToken(key: Buffer, grant: FileGrant): string {
  if (!UUID.test(grant.fileId) || !UUID.test(grant.viewerId)) throw new Error('file token ids must be UUIDs');
  const payload = Buffer.alloc(PAYLOAD_BYTES);
  payload.writeUInt8(VERSION, 0);
  uuidBytes(grant.fileId).copy(payload, 1);
  payload.writeUInt8(FILE_VARIANTS.indexOf(grant.variant), 17);
  uuidBytes(grant.viewerId).copy(payload, 18);
  payload.writeUInt32BE(grant.expiresAt, 34);
  const mac = createHmac('sha256', key).update(payload).digest();
  return Buffer.concat([payload, mac]).toString('base64url');
}

/** The grant of a genuine, unexpired token, else null (whatever is wrong with it). */
export function verifyFileToken(key: Buffer, token: string, now: Date): FileGrant | null {
  if (!/^[A-Za-z0-9_-]+$/.test(token)) return null;
  const bytes = Buffer.from(token, 'base64url');
  if (bytes.length !== PAYLOAD_BYTES + MAC_BYTES || bytes.toString('base64url') !== token) return null;
  const payload = bytes.subarray(0, PAYLOAD_BYTES);
  if (!timingSafeEqual(bytes.subarray(PAYLOAD_BYTES), createHmac('sha256', key).update(payload).digest())) return null;
  if (payload.readUInt8(0) !== VERSION) return null;
  const variant = FILE_VARIANTS[payload.readUInt8(17)];
  const expiresAt = payload.readUInt32BE(34);
  if (!variant || expiresAt * 1000 <= now.getTime()) return null;
  return {
    fileId: uuidText(payload.subarray(1, 17)),
    variant,
    viewerId: uuidText(payload.subarray(18, 34)),
    expiresAt,
  };
}

export function fileUrl(key: Buffer, grant: FileGrant): string {
  return `${MEDIA_FILE_PATH}/${signFileToken(key, grant)}`;
}
