import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOKIE } from '@app/shared';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** The activation e-mail through real SMTP (nodemailer → an in-process smtp-server), parsed with mailparser. */
let t: TestApp;
let server: SMTPServer;
const received: Array<{ mail: ParsedMail; to: string[] }> = [];
const waiters: Array<() => void> = [];

function nextMail(count: number): Promise<void> {
  if (received.length >= count) return Promise.resolve();
  return new Promise((resolve) => waiters.push(() => received.length >= count && resolve()));
}

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({ mail, to: session.envelope.rcptTo.map((rcpt) => rcpt.address) });
          for (const wake of waiters) wake();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  t = await createTestApp({
    env: {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'Test Site <no-reply@example.test>',
      SITE_NAME: 'Asha & Ravi <Matrimony>',
      DEV_OUTBOX: '0',
      RATE_LIMIT_ENABLED: '0',
    },
  });
});

afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('activation e-mail over SMTP', () => {
  it('arrives with the subject, a plain-text part with the code, and escaped branded HTML', async () => {
    expect(t.app.mailer.kind).toBe('smtp');
    const email = 'smtp-member@example.test';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/registration',
      payload: { email, acceptTerms: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    await nextMail(1);
    const [{ mail, to } = { mail: undefined, to: [] }] = received;
    expect(to).toEqual([email]);
    expect(mail?.from?.text).toContain('no-reply@example.test');
    expect(mail?.subject).toBe('Your Asha & Ravi <Matrimony> verification code');

    const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(mail?.text).toContain('expires in 10 minutes');
    const html = typeof mail?.html === 'string' ? mail.html : '';
    expect(html).toContain(`<strong>${code}</strong>`);
    expect(html).toContain('<h1>Asha &#38; Ravi &#60;Matrimony&#62;</h1>');
    expect(html).not.toContain('<Matrimony>');
    expect(res.body).not.toContain(code);

    // The code from the real e-mail activates the sign-up.
    const { activationToken } = res.json() as { activationToken: string };
    const activated = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/activate-user',
      payload: { activationToken, activationCode: code },
    });
    expect(activated.statusCode).toBe(200);
    expect(activated.cookies.find((cookie) => cookie.name === COOKIE.token)).toBeDefined();
  });

  it('does not serve the development outbox when DEV_OUTBOX is off', async () => {
    expect(t.config.devOutbox).toBe(false);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/dev/outbox' });
    expect(res.statusCode).toBe(404);
  });
});
