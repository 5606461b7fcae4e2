import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { REDACT_PATHS } from './logger';

describe('log redaction', () => {
  it('never prints passwords, codes, tokens, cookies or authorization headers', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, callback) {
        lines.push(String(chunk));
        callback();
      },
    });
    const log = pino({ redact: { paths: REDACT_PATHS, censor: '[redacted]' } }, sink);
    log.info({
      req: { headers: { authorization: 'Bearer secret-jwt', cookie: 'refresh_secret=abc' } },
      body: { password: 'hunter22', activationCode: '123456', refreshToken: 'rt', email: 'asha@example.com' },
    });
    const output = lines.join('');
    for (const secret of ['secret-jwt', 'refresh_secret=abc', 'hunter22', '123456', '"rt"', 'asha@example.com']) {
      expect(output).not.toContain(secret);
    }
    expect(output).toContain('[redacted]');
  });
});
