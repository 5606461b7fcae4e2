/** OWASP / ASVS Appendix C: argon2id, m=19 MiB, t=2, p=1 (about 20–30 ms here, see guide B1.4). */
export declare const ARGON2_PARAMS: {
    readonly memoryCost: 19456;
    readonly timeCost: 2;
    readonly parallelism: 1;
};
export declare function hashPassword(password: string): Promise<string>;
/** Verifies against a PHC string; a malformed hash counts as a mismatch, never as an error. */
export declare function verifyPassword(phc: string, password: string): Promise<boolean>;
/** True when the stored hash is weaker than today's parameters (or not argon2id): rehash after login. */
export declare function needsRehash(phc: string): boolean;
/** A hash of a random password with today's parameters: unknown e-mails are verified against it (same timing). */
export declare function getDummyHash(): Promise<string>;
/**
 * The server's rule for a new password: 8–128 characters (the schema checks that first), no composition
 * rules, and not one of the common passwords (ASVS 6.2.1, 6.2.4, 6.2.5, 6.2.9).
 */
export declare function assertAcceptablePassword(password: string, field?: string): void;
