export declare const CODE_DIGITS = 6;
/** A code lives 10 minutes (ASVS 6.5.5), allows 5 wrong tries (then it is burned) and can be resent after 60 s. */
export declare const CODE_TTL_MS: number;
export declare const CODE_MAX_ATTEMPTS = 5;
export declare const RESEND_COOLDOWN_MS: number;
/** A 6-digit code from the CSPRNG (about 20 bits; ASVS 6.5.3, 6.5.4). */
export declare function generateCode(): string;
/**
 * HMAC-SHA-256 of the code, bound to the verification it belongs to, its purpose and its e-mail, so a
 * stored value can neither be reversed without the server key nor replayed on another verification.
 */
export declare function hmacCode(key: Buffer, binding: {
    verificationId: string;
    purpose: string;
    email: string;
}, code: string): string;
/** Constant-time comparison of two HMACs; a missing stored value (a decoy) never matches. */
export declare function hmacMatches(stored: string | null, candidate: string): boolean;
/** An opaque, unguessable identifier (256 bits, base64url): activation tokens and refresh secrets. */
export declare function randomToken(bytes?: number): string;
/** How opaque tokens are stored: SHA-256 is enough for 256-bit random values (nothing to brute-force). */
export declare function sha256(value: string): string;
