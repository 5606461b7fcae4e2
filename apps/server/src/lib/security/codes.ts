import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

export const CODE_DIGITS = 6;
/** A code lives 10 minutes (ASVS 6.5.5), allows 5 wrong tries (then it is burned) and can be resent after 60 s. */
export const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_MAX_ATTEMPTS = 5;
export const RESEND_COOLDOWN_MS = 60 * 1000;

/** A 6-digit code from the CSPRNG (about 20 bits; ASVS 6.5.3, 6.5.4). */
export function generateCode(): string {
  return String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0');
}

/**
 * HMAC-SHA-256 of the code, bound to the verification it belongs to, its purpose and its e-mail, so a
 * stored value can neither be reversed without the server key nor replayed on another verification.
 */
export function hmacCode(
  key: Buffer,
  binding: { verificationId: string; purpose: string; email: string },
  code: string,
): string {
  return createHmac('sha256', key)
    .update(`v1\n${binding.verificationId}\n${binding.purpose}\n${binding.email}\n${code}`)
    .digest('base64url');
}

/** Constant-time comparison of two HMACs; a missing stored value (a decoy) never matches. */
export function hmacMatches(stored: string | null, candidate: string): boolean {
  if (stored === null) return false;
  const a = Buffer.from(stored);
  const b = Buffer.from(candidate);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** An opaque, unguessable identifier (256 bits, base64url): activation tokens and refresh secrets. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** How opaque tokens are stored: SHA-256 is enough for 256-bit random values (nothing to brute-force). */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}
