import { hash } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { commonPasswords, isCommonPassword } from './common-passwords';
import { ARGON2_PARAMS, assertAcceptablePassword, hashPassword, needsRehash, verifyPassword } from './passwords';

describe('password policy', () => {
  it('loads the common-password list once, lower-cased', () => {
    const list = commonPasswords();
    expect(list.size).toBeGreaterThan(10_000);
    expect(commonPasswords()).toBe(list);
    for (const word of list) expect(word).toBe(word.toLowerCase());
  });

  it('refuses common passwords whatever their case', () => {
    for (const password of ['password', 'PASSWORD1', 'Password1', 'qwertyuiop', '12345678', 'iloveyou']) {
      expect(isCommonPassword(password)).toBe(true);
      expect(() => assertAcceptablePassword(password)).toThrow(
        expect.objectContaining({ code: 'PASSWORD_TOO_COMMON' }) as Error,
      );
    }
  });

  it('accepts 8 to 128 characters with no composition rules, and says which field is wrong', () => {
    expect(() => assertAcceptablePassword('tangerine lighthouse')).not.toThrow();
    expect(() => assertAcceptablePassword('x'.repeat(128) + '')).not.toThrow();
    let error: unknown;
    try {
      assertAcceptablePassword('x'.repeat(129), 'newPassword');
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('VALIDATION_FAILED');
    expect((error as AppError).fieldErrors?.[0]?.path).toBe('newPassword');
    expect(() => assertAcceptablePassword('short')).toThrow(AppError);
  });
});

describe('password hashing', () => {
  it('uses argon2id with m=19456 KiB, t=2, p=1 in a PHC string, and verifies exactly as typed', async () => {
    const phc = await hashPassword('Tangerine lighthouse');
    expect(phc.startsWith('$argon2id$v=19$m=19456,t=2,p=1$')).toBe(true);
    expect(await verifyPassword(phc, 'Tangerine lighthouse')).toBe(true);
    expect(await verifyPassword(phc, 'tangerine lighthouse')).toBe(false);
    expect(await verifyPassword(phc, 'Tangerine lighthous')).toBe(false);
    expect(await verifyPassword('not a hash', 'Tangerine lighthouse')).toBe(false);
    expect(needsRehash(phc)).toBe(false);
  });

  it('asks for a rehash when the stored parameters are weaker than today', async () => {
    const weak = await hash('Tangerine lighthouse', { memoryCost: 4096, timeCost: 1, parallelism: 1 });
    expect(needsRehash(weak)).toBe(true);
    expect(await verifyPassword(weak, 'Tangerine lighthouse')).toBe(true);
    expect(needsRehash('garbage')).toBe(true);
    expect(ARGON2_PARAMS).toEqual({ memoryCost: 19456, timeCost: 2, parallelism: 1 });
  });
});
