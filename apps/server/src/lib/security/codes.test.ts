import { describe, expect, it } from 'vitest';
import { generateCode, hmacCode, hmacMatches, randomToken, sha256 } from './codes';
import { deriveKeys } from './secrets';

const key = deriveKeys('unit-test-secret-unit-test-secret-0123').otpHmac;
const binding = {
  verificationId: '3f1c2a8e-0000-4000-8000-000000000001',
  purpose: 'signup',
  email: 'asha@example.test',
};

describe('one-time codes', () => {
  it('are six digits, zero-padded, and spread over the whole range', () => {
    const codes = Array.from({ length: 2000 }, generateCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(1950);
    expect(new Set(codes.map((code) => code[0])).size).toBe(10);
  });

  it('are stored as an HMAC that never contains the code and is bound to verification, purpose and e-mail', () => {
    const stored = hmacCode(key, binding, '123456');
    expect(stored).not.toContain('123456');
    expect(stored).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hmacMatches(stored, hmacCode(key, binding, '123456'))).toBe(true);
    expect(hmacMatches(stored, hmacCode(key, binding, '123457'))).toBe(false);
    expect(hmacMatches(stored, hmacCode(key, { ...binding, purpose: 'reset' }, '123456'))).toBe(false);
    expect(hmacMatches(stored, hmacCode(key, { ...binding, email: 'other@example.test' }, '123456'))).toBe(false);
    expect(
      hmacMatches(
        stored,
        hmacCode(key, { ...binding, verificationId: '3f1c2a8e-0000-4000-8000-000000000002' }, '123456'),
      ),
    ).toBe(false);
    const otherKey = deriveKeys('another-secret-another-secret-0123456').otpHmac;
    expect(hmacMatches(stored, hmacCode(otherKey, binding, '123456'))).toBe(false);
  });

  it('never match a decoy (no stored HMAC) or a value of another length', () => {
    expect(hmacMatches(null, hmacCode(key, binding, '000000'))).toBe(false);
    expect(hmacMatches('short', hmacCode(key, binding, '000000'))).toBe(false);
  });
});

describe('opaque tokens', () => {
  it('carry 256 random bits in base64url and are stored as SHA-256', () => {
    const token = randomToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(randomToken()).not.toBe(token);
    expect(sha256(token)).not.toContain(token);
    expect(sha256(token)).toBe(sha256(token));
  });
});
