import { describe, expect, it } from 'vitest';
import { EnvError, loadConfig, originNotice } from './env';

/** The problems `loadConfig` lists for `source` (none when it loads). */
const problemsOf = (source: Record<string, string>) => {
  try {
    loadConfig(source);
    return [];
  } catch (error) {
    return (error as EnvError).problems;
  }
};

describe('configuration', () => {
  it('works with no variables at all (embedded defaults)', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      apiDocs: true,
      devOutbox: true,
      cookieSecure: false,
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.brand.isPlaceholder).toBe(true);
  });

  it('without PUBLIC_URL, takes the public origin from PORT and says so', () => {
    const config = loadConfig({ PORT: '8080' });
    expect(config.PUBLIC_URL).toBe('http://localhost:8080');
    expect(config.brand.siteUrl).toBe('http://localhost:8080');
    expect(originNotice(config)).toBe(
      'site origin http://localhost:8080 (from PORT; set PUBLIC_URL when the site is opened at any other address)',
    );
    expect(loadConfig({}).PUBLIC_URL).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '8080', PUBLIC_URL: ' ' }).PUBLIC_URL).toBe('http://localhost:8080');
  });

  it('keeps a given PUBLIC_URL whatever the port, and names it at start-up', () => {
    const config = loadConfig({ PORT: '8080', PUBLIC_URL: 'https://example.com.au' });
    expect(config.PUBLIC_URL).toBe('https://example.com.au');
    expect(config.cookieSecure).toBe(true);
    expect(originNotice(config)).toBe('site origin https://example.com.au (PUBLIC_URL)');
    expect(() => loadConfig({ PUBLIC_URL: 'not a url' })).toThrow(EnvError);
  });

  it('lists every problem at once', () => {
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url', APP_ENV: 'production', LOG_LEVEL: 'loud' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      const problems = (error as EnvError).problems.join('\n');
      expect(problems).toContain('PORT');
      expect(problems).toContain('DATABASE_URL');
      expect(problems).toContain('LOG_LEVEL');
      expect(problems).toContain('JWT_SECRET: is required in production');
    }
  });

  it('turns API docs and the dev outbox off in production and makes cookies Secure over https', () => {
    const config = loadConfig({
      APP_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      PUBLIC_URL: 'https://example.com.au',
      SMTP_URL: 'smtp://mail.example.com:587',
      SITE_NAME: 'Real Name',
      COMPANY_NAME: 'Real Name Pty Ltd',
    });
    expect(config).toMatchObject({ apiDocs: false, devOutbox: false, cookieSecure: true });
    expect(config.brand.isPlaceholder).toBe(false);
  });

  it('keeps photos in DATA_DIR/media unless S3_BUCKET is set, and reads the S3 variables', () => {
    const local = loadConfig({});
    expect(local.S3_BUCKET).toBeUndefined();
    expect(local.S3_REGION).toBe('us-east-1');
    expect(local.S3_FORCE_PATH_STYLE).toBe(false);
    const s3 = loadConfig({
      S3_BUCKET: 'member-photos',
      S3_REGION: 'auto',
      S3_ENDPOINT: 'https://account.r2.cloudflarestorage.com',
      S3_ACCESS_KEY_ID: 'key-id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: '1',
    });
    expect(s3).toMatchObject({
      S3_BUCKET: 'member-photos',
      S3_REGION: 'auto',
      S3_ENDPOINT: 'https://account.r2.cloudflarestorage.com',
      S3_ACCESS_KEY_ID: 'key-id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: true,
    });
  });

  it('refuses half an S3 configuration', () => {
    expect(problemsOf({ S3_ENDPOINT: 'https://s3.example.com' }).join('\n')).toContain('S3_BUCKET: is required');
    expect(problemsOf({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'only-the-id' }).join('\n')).toContain(
      'S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY',
    );
    expect(problemsOf({ S3_BUCKET: 'b', S3_ENDPOINT: 'not a url' }).join('\n')).toContain('S3_ENDPOINT');
    expect(problemsOf({ S3_BUCKET: 'b' })).toEqual([]);
  });

  it('times the shutdown: no delay and 10 s by default; a delay must fit inside the limit', () => {
    expect(loadConfig({})).toMatchObject({ SHUTDOWN_DELAY_MS: 0, SHUTDOWN_TIMEOUT_MS: 10_000 });
    expect(loadConfig({ SHUTDOWN_DELAY_MS: '5000', SHUTDOWN_TIMEOUT_MS: '30000' })).toMatchObject({
      SHUTDOWN_DELAY_MS: 5000,
      SHUTDOWN_TIMEOUT_MS: 30_000,
    });
    expect(() => loadConfig({ SHUTDOWN_DELAY_MS: '10000' })).toThrow(/SHUTDOWN_DELAY_MS: must be shorter/);
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_MS: '10' })).toThrow(/SHUTDOWN_TIMEOUT_MS/);
  });

  it('serves no metrics unless METRICS_PORT is set, and then on 127.0.0.1 unless METRICS_HOST says otherwise', () => {
    expect(loadConfig({}).METRICS_PORT).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: ' ' }).METRICS_PORT).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: '9464' })).toMatchObject({ METRICS_PORT: 9464, METRICS_HOST: '127.0.0.1' });
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' }).METRICS_HOST).toBe('10.0.0.5');
    expect(loadConfig({ APP_ENV: 'test', METRICS_PORT: '0' }).METRICS_PORT).toBe(0);
  });

  it('refuses a METRICS_PORT that is no port, is 0 outside tests, or is the public PORT', () => {
    expect(problemsOf({ METRICS_PORT: 'nine' })).toEqual(['METRICS_PORT: must be a port number from 1 to 65535']);
    expect(problemsOf({ METRICS_PORT: '70000' })).toEqual(['METRICS_PORT: must be a port number from 1 to 65535']);
    expect(problemsOf({ METRICS_PORT: '0' })).toEqual([
      'METRICS_PORT: must be a port number from 1 to 65535 (0, any free port, is for tests only)',
    ]);
    expect(problemsOf({ METRICS_PORT: '3000' })).toEqual([
      'METRICS_PORT: must differ from PORT (metrics are never served on the public port)',
    ]);
    expect(problemsOf({ PORT: '8080', METRICS_PORT: '8080' })).toEqual([
      'METRICS_PORT: must differ from PORT (metrics are never served on the public port)',
    ]);
    expect(problemsOf({ PORT: '8080', METRICS_PORT: '3000' })).toEqual([]);
  });

  it('takes the proxies as a hop count, addresses or subnets, everything or nothing', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,loopback' }).TRUST_PROXY).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      'loopback',
    ]);
    expect(loadConfig({ TRUST_PROXY: '::1, fd00::/8' }).TRUST_PROXY).toEqual(['::1', 'fd00::/8']);
    expect(problemsOf({ TRUST_PROXY: 'nginx.internal' })[0]).toMatch(/^TRUST_PROXY: /);
    expect(problemsOf({ TRUST_PROXY: 'yes' })[0]).toMatch(/^TRUST_PROXY: /);
    expect(problemsOf({ TRUST_PROXY: 'deadbeef' })[0]).toMatch(/^TRUST_PROXY: /);
    expect(problemsOf({ TRUST_PROXY: '10.0.0.0/33' })[0]).toMatch(/^TRUST_PROXY: /);
  });
});
