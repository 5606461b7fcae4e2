import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '@app/shared';
import { CONTACT_MESSAGES } from '@app/shared/contact';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY } from './contact.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const valid = {
  firstName: 'Asha',
  lastName: 'Kumar',
  email: 'Asha.Kumar@Example.com',
  country: 'AU',
  phone: { countryCode: '+61', number: '412 345 678' },
  message: `Hello <team>, I'd like to ask about the Exclusive plan & how profiles are verified. ${'More detail. '.repeat(30)}END-OF-MESSAGE`,
  privacyConsent: true,
};

let nextAddress = 1;
/** Each test posts from its own address so the per-address rate limit of one test never spills into another. */
function post(payload: unknown, remoteAddress = `203.0.113.${nextAddress++}`) {
  return t.app.inject({ method: 'POST', url: '/api/v1/contact/contact', payload: payload as object, remoteAddress });
}

describe('POST /api/v1/contact/contact', () => {
  it('stores the message and sends an acknowledgement and a support notification', async () => {
    const res = await post(valid, '203.0.113.200');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ success: true });

    const rows = await t.app.db.selectFrom('contactMessages').selectAll().execute();
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row).toMatchObject({
      firstName: 'Asha',
      lastName: 'Kumar',
      email: 'asha.kumar@example.com',
      country: 'AU',
      phone: '+61 412 345 678',
      message: valid.message,
      status: 'new',
    });
    expect(row.consentAt).toBeInstanceOf(Date);
    // The IP address is stored only as a keyed hash.
    expect(row.ipHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain('203.0.113.200');

    const mails = await t.app.db.selectFrom('emailOutbox').selectAll().orderBy('template').execute();
    expect(mails.map((mail) => [mail.template, mail.toAddress])).toEqual([
      ['contact-acknowledgement', 'asha.kumar@example.com'],
      ['contact-notification', t.config.brand.supportEmail],
    ]);
    const [ack, notification] = mails as [(typeof mails)[number], (typeof mails)[number]];
    // Brand from configuration, and only the first 200 characters of the message.
    expect(ack.subject).toContain(t.config.brand.siteName);
    expect(ack.text).toContain('Dear Asha,');
    expect(ack.text).toContain(valid.message.slice(0, 150));
    expect(ack.text).not.toContain('END-OF-MESSAGE');
    expect(ack.html).not.toContain('END-OF-MESSAGE');
    // HTML-escaped: the visitor's text never becomes markup.
    expect(ack.html).toContain('Hello &#60;team&#62;');
    expect(ack.html).not.toContain('<team>');
    // The team gets the whole message.
    expect(notification.text).toContain('END-OF-MESSAGE');
    expect(notification.text).toContain('+61 412 345 678');
    expect(notification.html).toContain('&#38; how profiles');
    expect(notification.html).not.toContain('<team>');
  });

  it('rejects bad input with 400 and an error for each field, storing nothing', async () => {
    const before = await t.app.db.selectFrom('contactMessages').select('id').execute();
    const res = await post({
      ...valid,
      firstName: '',
      email: 'not-an-email',
      country: 'ZZ',
      phone: { countryCode: '+61', number: '12-34' },
      message: 'hi',
      privacyConsent: false,
    });
    expect(res.statusCode).toBe(400);
    const body = ErrorBodySchema.parse(res.json());
    expect(body.code).toBe('VALIDATION_FAILED');
    const byPath = Object.fromEntries((body.errors ?? []).map((error) => [error.path, error.message]));
    expect(byPath).toMatchObject({
      firstName: CONTACT_MESSAGES.firstNameRequired,
      email: CONTACT_MESSAGES.emailInvalid,
      country: CONTACT_MESSAGES.countryRequired,
      'phone.number': CONTACT_MESSAGES.phoneCharacters,
      message: CONTACT_MESSAGES.messageTooShort,
      privacyConsent: CONTACT_MESSAGES.privacyConsent,
    });
    expect(await t.app.db.selectFrom('contactMessages').select('id').execute()).toHaveLength(before.length);
  });

  it('allows 5 messages per hour from one address, then answers 429 RATE_LIMITED', async () => {
    const address = '198.51.100.7';
    for (let i = 0; i < 5; i += 1) {
      const res = await post({ ...valid, email: `sender${i}@example.com` }, address);
      expect(res.statusCode).toBe(201);
    }
    const limited = await post(valid, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await post({ ...valid, email: 'other@example.com' }, '198.51.100.8')).statusCode).toBe(201);
  });

  it('counts an IPv6 /64 as one client', async () => {
    for (let i = 0; i < 5; i += 1) {
      const res = await post({ ...valid, email: `v6-${i}@example.com` }, `2001:db8:1:2::${i + 1}`);
      expect(res.statusCode).toBe(201);
    }
    expect((await post(valid, '2001:db8:1:2:ffff::9')).statusCode).toBe(429);
  });

  it(`acknowledges at most ${ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY} messages a day to one e-mail address, but stores them all`, async () => {
    const email = 'repeat@example.com';
    for (let i = 0; i < ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY + 2; i += 1) {
      expect((await post({ ...valid, email })).statusCode).toBe(201);
    }
    const acks = await t.app.db
      .selectFrom('emailOutbox')
      .select('id')
      .where('toAddress', '=', email)
      .where('template', '=', 'contact-acknowledgement')
      .execute();
    expect(acks).toHaveLength(ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY);
    const stored = await t.app.db.selectFrom('contactMessages').select('id').where('email', '=', email).execute();
    expect(stored).toHaveLength(ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY + 2);
  });
});
