import { describe, expect, it } from 'vitest';
import { EnvError, loadConfig } from './env';

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

  it('accepts a proxy hop count', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
  });
});
