import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signMediaToken } from '../photos/media-tokens';
import { fileExpiry, fileUrlKey, signFileToken, verifyFileToken, type FileGrant } from './file-tokens';

const mediaKey = Buffer.alloc(32, 7);
const key = fileUrlKey(mediaKey);
const now = new Date('2026-11-29T10:00:00Z');
const grant = (): FileGrant => ({
  fileId: randomUUID(),
  variant: 'file',
  viewerId: randomUUID(),
  expiresAt: fileExpiry(now),
});

describe('chat file tokens', () => {
  it('round-trip their grant until they expire', () => {
    const g = grant();
    const token = signFileToken(key, g);
    expect(verifyFileToken(key, token, now)).toEqual(g);
    expect(verifyFileToken(key, token, new Date(g.expiresAt * 1000))).toBeNull();
  });

  it('refuse another key, an altered byte, and a photo token signed with the photo key', () => {
    const g = grant();
    const token = signFileToken(key, g);
    expect(verifyFileToken(fileUrlKey(Buffer.alloc(32, 8)), token, now)).toBeNull();
    const bytes = Buffer.from(token, 'base64url');
    bytes[20] = (bytes[20] ?? 0) ^ 1;
    expect(verifyFileToken(key, bytes.toString('base64url'), now)).toBeNull();
    const photo = signMediaToken(mediaKey, {
      photoId: g.fileId,
      variant: 'thumb',
      viewerId: g.viewerId,
      expiresAt: g.expiresAt,
    });
    expect(verifyFileToken(key, photo, now)).toBeNull();
    expect(verifyFileToken(key, 'not a token', now)).toBeNull();
  });
});
