import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../plugins/security';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { uniqueEmail } from '../../../test/factories/users';
import { devOutboxPage } from './dev-outbox.routes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_ENABLED: '0' } });
});
afterAll(async () => t.close());

describe('GET /api/v1/dev/outbox (DEV_OUTBOX on)', () => {
  it('lists e-mails newest first, filtered by recipient, with the code readable for browser tests', async () => {
    const email = uniqueEmail('outbox');
    for (let i = 0; i < 2; i += 1) {
      await t.app.inject({ method: 'POST', url: '/api/v1/user/registration', payload: { email, acceptTerms: true } });
    }
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/registration',
      payload: { email: uniqueEmail(), acceptTerms: true },
    });

    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/dev/outbox?to=${encodeURIComponent(email.toUpperCase())}`,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as {
      success: boolean;
      messages: Array<{ to: string; subject: string; text: string; createdAt: string }>;
    };
    expect(body.success).toBe(true);
    expect(body.messages).toHaveLength(2);
    for (const message of body.messages) {
      expect(Object.keys(message).sort()).toEqual(['createdAt', 'subject', 'text', 'to']);
      expect(message.to).toBe(email);
      expect(message.text).toMatch(/\b\d{6}\b/);
    }
    const [newest, older] = body.messages;
    expect(Date.parse(newest?.createdAt ?? '')).toBeGreaterThanOrEqual(Date.parse(older?.createdAt ?? ''));

    const all = await t.app.inject({ method: 'GET', url: '/api/v1/dev/outbox' });
    expect((all.json() as { messages: unknown[] }).messages.length).toBeGreaterThanOrEqual(3);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/dev/outbox?to=not-an-email' })).statusCode).toBe(400);
  });
});

describe('GET /dev/outbox page', () => {
  async function page(devOutbox: boolean) {
    const server = Fastify({ logger: false });
    server.decorate('config', { ...t.config, devOutbox });
    server.decorate('db', t.app.db);
    server.decorate('mailer', t.app.mailer);
    await server.register(devOutboxPage);
    await server.ready();
    return server;
  }

  it('renders the latest e-mails as plain HTML with everything escaped and no inline style', async () => {
    await t.app.db
      .insertInto('emailOutbox')
      .values({
        toAddress: 'x@example.test',
        subject: '<script>alert(1)</script>',
        text: 'Hello <img src=x onerror=alert(1)> & "quotes"',
        html: '<p>ignored</p>',
        template: 'probe',
      })
      .execute();
    const server = await page(true);
    const res = await server.inject({ method: 'GET', url: '/dev/outbox' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<h1>Development outbox</h1>');
    expect(res.body).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(res.body).not.toContain('<script');
    expect(res.body).not.toContain('<img');
    expect(res.body).not.toMatch(/\sstyle=/i);
    expect(res.body.match(/<li>/g)?.length ?? 0).toBeLessThanOrEqual(50);
    expect(contentSecurityPolicy(t.config)['style-src']).toEqual(["'self'"]);
    await server.close();
  });

  it('does not exist when DEV_OUTBOX is off', async () => {
    const server = await page(false);
    expect((await server.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
    await server.close();
  });
});
