import { hash, parseOptions, verify, type Algorithm } from '@node-rs/argon2';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@app/shared';
import { AppError } from '../../lib/app-error';
import { isCommonPassword } from './common-passwords';
import { randomToken } from '../../lib/security/codes';

// `Algorithm` is an ambient const enum, which isolated modules cannot read at run time: 2 is Argon2id.
const ARGON2ID = 2 as Algorithm;

/** OWASP / ASVS Appendix C: argon2id, m=19 MiB, t=2, p=1 (about 20–30 ms here). */
export const ARGON2_PARAMS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID, ...ARGON2_PARAMS });
}

/** Verifies against a PHC string; a malformed hash counts as a mismatch, never as an error. */
export async function verifyPassword(phc: string, password: string): Promise<boolean> {
  try {
    return await verify(phc, password);
  } catch {
    return false;
  }
}

/** True when the stored hash is weaker than today's parameters (or not argon2id): rehash after login. */
export function needsRehash(phc: string): boolean {
  try {
    const options = parseOptions(phc);
    return (
      options.algorithm !== ARGON2ID ||
      options.memoryCost < ARGON2_PARAMS.memoryCost ||
      options.timeCost < ARGON2_PARAMS.timeCost ||
      options.parallelism !== ARGON2_PARAMS.parallelism
    );
  } catch {
    return true;
  }
}

let dummyHash: Promise<string> | undefined;

/** A hash of a random password with today's parameters: unknown e-mails are verified against it (same timing). */
export function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomToken());
  return dummyHash;
}

/**
 * The server's rule for a new password: 8–128 characters (the schema checks that first), no composition
 * rules, and not one of the common passwords (ASVS 6.2.1, 6.2.4, 6.2.5, 6.2.9).
 */
export function assertAcceptablePassword(password: string, field = 'password'): void {
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) {
    throw new AppError(
      'VALIDATION_FAILED',
      `Use between ${PASSWORD_MIN_LENGTH} and ${PASSWORD_MAX_LENGTH} characters.`,
      {
        reason: 'passwordLength',
        params: { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH },
        fieldErrors: [
          { path: field, message: `Use between ${PASSWORD_MIN_LENGTH} and ${PASSWORD_MAX_LENGTH} characters.` },
        ],
      },
    );
  }
  if (isCommonPassword(password)) {
    throw new AppError(
      'PASSWORD_TOO_COMMON',
      'That password is too common and easy to guess. Please choose a different one — a short phrase works well.',
    );
  }
}
