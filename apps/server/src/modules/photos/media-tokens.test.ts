import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MEDIA_PHOTO_PATH, mediaExpiry, mediaUrl, signMediaToken, verifyMediaToken } from './media-tokens';

const key = randomBytes(32);
const now = new Date('2026-03-01T10:07:00Z');
const grant = {
  photoId: randomUUID(),
  variant: 'medium' as const,
  viewerId: randomUUID(),
  expiresAt: mediaExpiry(now),
};

describe('media tokens', () => {
  it('round-trip the photo, variant, viewer and expiry', () => {
    expect(verifyMediaToken(key, signMediaToken(key, grant), now)).toEqual(grant);
    expect(mediaUrl(key, grant).startsWith(`${MEDIA_PHOTO_PATH}/`)).toBe(true);
  });

  it('expire between 45 and 60 minutes, on quarter-hour steps (so a URL stays the same for a while)', () => {
    expect(new Date(mediaExpiry(now) * 1000).toISOString()).toBe('2026-03-01T11:00:00.000Z');
    expect(mediaExpiry(new Date('2026-03-01T10:14:59Z'))).toBe(mediaExpiry(now));
    expect(mediaExpiry(new Date('2026-03-01T10:15:00Z'))).toBe(mediaExpiry(now) + 15 * 60);
    const token = signMediaToken(key, grant);
    expect(verifyMediaToken(key, token, new Date('2026-03-01T10:59:59Z'))).not.toBeNull();
    expect(verifyMediaToken(key, token, new Date('2026-03-01T11:00:00Z'))).toBeNull();
  });

  it('refuse another key, any changed byte, another spelling and junk', () => {
    const token = signMediaToken(key, grant);
    expect(verifyMediaToken(randomBytes(32), token, now)).toBeNull();
    const bytes = Buffer.from(token, 'base64url');
    for (let index = 0; index < bytes.length; index += 7) {
      const changed = Buffer.from(bytes);
      changed[index] = (changed[index] ?? 0) ^ 0x01;
      expect(verifyMediaToken(key, changed.toString('base64url'), now), `byte ${index}`).toBeNull();
    }
    // The same bytes spelled with a different spare bit in the last character (70 bytes leave 4 spare bits).
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = alphabet.indexOf(token.at(-1) ?? 'A');
    const respelled = `${token.slice(0, -1)}${alphabet[last ^ 1]}`;
    expect(Buffer.from(respelled, 'base64url').equals(bytes)).toBe(true);
    expect(verifyMediaToken(key, respelled, now)).toBeNull();
    for (const junk of ['', 'x', `${token}=`, `${token}.`, token.slice(1), '../../etc/passwd']) {
      expect(verifyMediaToken(key, junk, now), junk).toBeNull();
    }
  });
});
