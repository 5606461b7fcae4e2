import { describe, expect, it } from 'vitest';
import { CALL_LIMITS } from '@app/shared/chat';
import { iceServersFor, turnCredentials } from './ice-servers';

const userId = '5f0c7f7e-3c1a-4d39-9c3a-2d2b9a8b1c01';
const secret = 'north-coturn-secret-2026';
// 2026-01-01T00:00:00Z; with the 6-hour lifetime the username's expiry is 1767247200 (06:00 UTC).
const now = new Date('2026-01-01T00:00:00Z');

describe('TURN credentials (coturn use-auth-secret)', () => {
  it('match a vector computed outside Node (openssl dgst -sha1 -hmac … -binary | base64)', () => {
    expect(CALL_LIMITS.turnCredentialTtlSeconds).toBe(6 * 60 * 60);
    const turn = turnCredentials(secret, userId, now);
    expect(turn.username).toBe(`1767247200:${userId}`);
    expect(turn.credential).toBe('9CfQCCVHwoA2xMWKl+MiBT4vSVo=');
    expect(turn.expiresAt.toISOString()).toBe('2026-01-01T06:00:00.000Z');
  });

  it('change with the secret, the member and the time', () => {
    const base = turnCredentials(secret, userId, now).credential;
    expect(turnCredentials(`${secret}x`, userId, now).credential).not.toBe(base);
    expect(turnCredentials(secret, '00000000-0000-4000-8000-000000000000', now).credential).not.toBe(base);
    expect(turnCredentials(secret, userId, new Date(now.getTime() + 1000)).credential).not.toBe(base);
  });
});

describe('iceServersFor', () => {
  it('gives nothing without configuration (host candidates only)', () => {
    expect(iceServersFor({ STUN_URLS: [], TURN_URLS: [], TURN_SECRET: undefined }, userId, now)).toEqual({
      iceServers: [],
      expiresAt: null,
    });
  });

  it('gives STUN as configured and TURN with the member’s own credentials', () => {
    const answer = iceServersFor(
      {
        STUN_URLS: ['stun:stun.example.com:3478'],
        TURN_URLS: ['turn:turn.example.com:3478?transport=udp', 'turns:turn.example.com:5349'],
        TURN_SECRET: secret,
      },
      userId,
      now,
    );
    expect(answer).toEqual({
      iceServers: [
        { urls: ['stun:stun.example.com:3478'] },
        {
          urls: ['turn:turn.example.com:3478?transport=udp', 'turns:turn.example.com:5349'],
          username: `1767247200:${userId}`,
          credential: '9CfQCCVHwoA2xMWKl+MiBT4vSVo=',
        },
      ],
      expiresAt: '2026-01-01T06:00:00.000Z',
    });
    // The secret itself is never handed out.
    expect(JSON.stringify(answer)).not.toContain(secret);
  });
});
