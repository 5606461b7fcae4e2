import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { deriveKeys, resolveRootSecret } from './secrets';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('auth secrets', () => {
  it('derive a different, stable key per purpose', () => {
    const a = deriveKeys('root-secret-root-secret-root-secret-01');
    const b = deriveKeys('root-secret-root-secret-root-secret-01');
    const c = deriveKeys('root-secret-root-secret-root-secret-02');
    expect(Buffer.from(a.accessJwt).equals(Buffer.from(b.accessJwt))).toBe(true);
    const all = [a.accessJwt, a.otpHmac, a.verifiedEmail].map((key) => Buffer.from(key).toString('hex'));
    expect(new Set(all).size).toBe(3);
    for (const key of all) expect(key).toHaveLength(64);
    expect(Buffer.from(c.accessJwt).equals(Buffer.from(a.accessJwt))).toBe(false);
  });

  it('use JWT_SECRET when given', () => {
    expect(resolveRootSecret({ JWT_SECRET: 'x'.repeat(40), APP_ENV: 'development', DATA_DIR: '/nonexistent' })).toBe(
      'x'.repeat(40),
    );
  });

  it('in development without JWT_SECRET, generate one once and keep it in DATA_DIR/secrets.json (0600)', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'secrets-'));
    dirs.push(dir);
    const config = { JWT_SECRET: undefined, APP_ENV: 'development' as const, DATA_DIR: path.join(dir, 'data') };
    const first = resolveRootSecret(config);
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dir, 'data', 'secrets.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ jwtSecret: first });
    expect(resolveRootSecret(config)).toBe(first);
  });

  it('refuse to run in production without JWT_SECRET', () => {
    expect(() => resolveRootSecret({ JWT_SECRET: undefined, APP_ENV: 'production', DATA_DIR: '/tmp' })).toThrow(
      /JWT_SECRET/,
    );
  });
});
