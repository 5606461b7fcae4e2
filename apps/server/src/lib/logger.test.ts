import { randomBytes, randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/env';
import { fileUrl, fileUrlKey } from '../modules/files/file-tokens';
import { LOCAL_SESSION_PREFIX, localCheckoutPath } from '../modules/payments/providers';
import { mediaUrl } from '../modules/photos/media-tokens';
import { loggerOptions, REDACT_PATHS } from './logger';

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

/** Every line a Fastify app with the server's logger options prints while answering `urls`. */
async function requestLog(urls: string[]): Promise<string> {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(String(chunk));
      callback();
    },
  });
  const options = loggerOptions(loadConfig({ LOG_LEVEL: 'info' })) as Record<string, unknown>;
  const app = Fastify({ logger: { ...options, stream: sink } });
  app.get('/*', async () => ({ ok: true }));
  for (const url of urls) await app.inject({ method: 'GET', url });
  await app.close();
  return lines.join('');
}

describe('request URLs in the log', () => {
  const key = randomBytes(32);
  const viewerId = randomUUID();
  const expiresAt = Math.floor(Date.now() / 1000) + 3600;
  const photoUrl = mediaUrl(key, { photoId: randomUUID(), variant: 'medium', viewerId, expiresAt });
  const chatFileUrl = fileUrl(fileUrlKey(key), { fileId: randomUUID(), variant: 'thumb', viewerId, expiresAt });
  const checkoutId = `${LOCAL_SESSION_PREFIX}${randomBytes(24).toString('base64url')}`;
  const exportToken = randomBytes(32).toString('base64url');
  const secretOf = (url: string) => url.split('/').pop() ?? '';

  it('never prints a signed photo or file token, a checkout id, or a query value', async () => {
    const output = await requestLog([
      photoUrl,
      chatFileUrl,
      localCheckoutPath(checkoutId),
      `${localCheckoutPath(checkoutId)}/pay`,
      `/api/v1/subscription/getCheckoutStatus?sessionId=${checkoutId}`,
      `/api/v1/user/export/download?token=${exportToken}`,
      `/success?session_id=${checkoutId}`,
      `/api/v1/notifications/unsubscribe?token=abc.def&sig=s1gn4ture&email=asha%40example.com`,
      `/api/v1/media/photos?${exportToken}`,
    ]);
    expect(output).toContain('incoming request');
    for (const secret of [
      secretOf(photoUrl),
      secretOf(chatFileUrl),
      checkoutId,
      exportToken,
      's1gn4ture',
      'abc.def',
      'asha',
    ]) {
      expect(output, secret).not.toContain(secret);
    }
  });

  it('keeps what is not secret: the route, the segment after the secret, the query names', async () => {
    const urls = JSON.parse(
      `[${(
        await requestLog([
          photoUrl,
          chatFileUrl,
          `${localCheckoutPath(checkoutId)}/pay`,
          '/api/v1/payment-process/local-checkout.css',
          `/api/v1/user/export/download?token=${exportToken}&x=1`,
          `/api/v1/profile/filtered-profiles?religion=Hindu&${exportToken}`,
          '/user-dashboard',
        ])
      )
        .trim()
        .split('\n')
        .join(',')}]`,
    )
      .filter((line: { msg: string }) => line.msg === 'incoming request')
      .map((line: { req: { url: string } }) => line.req.url);
    expect(urls).toEqual([
      '/api/v1/media/photos/[redacted]',
      '/api/v1/media/files/[redacted]',
      '/api/v1/payment-process/local-checkout/[redacted]/pay',
      '/api/v1/payment-process/local-checkout.css',
      '/api/v1/user/export/download?token=[redacted]&x=[redacted]',
      '/api/v1/profile/filtered-profiles?religion=[redacted]&[redacted]',
      '/user-dashboard',
    ]);
  });
});
