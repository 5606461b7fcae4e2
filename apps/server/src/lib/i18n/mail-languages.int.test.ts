import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LanguageCode } from '@app/shared/i18n';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createSignedInMember, type SignedInMember } from '../../../test/factories/profiles';
import { pushMessageFor } from '../../modules/push/push.service';

/**
 * Issue 30: every e-mail and push is written in its recipient's language (`users.language`, chosen with
 * PATCH user/settings), its HTML marked with the language's `<html lang>`. Through the API and the outbox.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_ENABLED: '0' } });
});
afterAll(async () => t.close());

const member = async (language?: LanguageCode, displayName?: string) => {
  const who = await createSignedInMember(t.app, displayName ? { profile: { displayName } } : {});
  if (language) {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/user/settings',
      headers: who.headers,
      payload: { language },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  return who;
};
const mailTo = async (email: string, template: string) => {
  const rows = await t.app.db
    .selectFrom('emailOutbox')
    .selectAll()
    .where('toAddress', '=', email.toLowerCase())
    .where('template', '=', template)
    .orderBy('createdAt', 'desc')
    .execute();
  expect(rows.length, `an e-mail ${template} to ${email}`).toBeGreaterThan(0);
  return rows[0]!;
};
const forgotPassword = async (email: string) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/user/forgot-password', payload: { email } });
  expect(res.statusCode, res.body).toBe(200);
  return mailTo(email, 'reset-code');
};
const requestConnection = async (from: SignedInMember, to: SignedInMember) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/connection/addConnection',
    headers: from.headers,
    payload: { receiverId: to.id },
  });
  expect(res.statusCode, res.body).toBe(201);
  await t.app.jobs.drain();
  return mailTo(to.email, 'connection-request');
};

describe('e-mails in the recipient’s language', () => {
  it('sends a Hindi member the password-reset code in Hindi, marked hi-IN', async () => {
    const asha = await member('hi');
    const mail = await forgotPassword(asha.email);
    expect(mail.subject).toBe(`अपना ${t.app.config.brand.siteName} पासवर्ड दोबारा बनाएँ`);
    expect(mail.text).toContain('हमें आपका पासवर्ड बदलने का अनुरोध मिला है। आगे बढ़ने के लिए यह कोड डालें:');
    expect(mail.text).toMatch(/\b\d{6}\b/);
    expect(mail.text).not.toContain('We received a request');
    expect(mail.html).toContain('<html lang="hi-IN">');
    expect(mail.html).toContain('आगे बढ़ने के लिए यह कोड डालें');
  });

  it('sends a Punjabi member the password-reset code in Punjabi, marked pa-IN', async () => {
    const harpreet = await member('pa');
    const mail = await forgotPassword(harpreet.email);
    expect(mail.text).toContain('ਸਾਨੂੰ ਤੁਹਾਡਾ ਪਾਸਵਰਡ ਬਦਲਣ ਦੀ ਬੇਨਤੀ ਮਿਲੀ ਹੈ। ਅੱਗੇ ਵਧਣ ਲਈ ਇਹ ਕੋਡ ਭਰੋ:');
    expect(mail.text).toMatch(/\b\d{6}\b/);
    expect(mail.html).toContain('<html lang="pa-IN">');
  });

  it('keeps English, word for word, for a member who chose none, marked en-AU', async () => {
    const ravi = await member();
    const mail = await forgotPassword(ravi.email);
    expect(mail.text).toContain('We received a request to reset your password. Enter this code to continue:');
    expect(mail.html).toContain('<html lang="en-AU">');
  });

  it('writes a notification e-mail in its receiver’s language, whatever the sender reads', async () => {
    const asha = await member('en', 'Asha');
    const meena = await member('hi');
    const hi = await requestConnection(asha, meena);
    expect(hi.subject).toBe('Asha आपसे जुड़ना चाहते हैं');
    expect(hi.text).toContain(`Asha ने ${t.app.config.brand.siteName} पर आपको जुड़ने का अनुरोध भेजा है।`);
    expect(hi.text).toContain('ये ईमेल बंद करें: http');
    expect(hi.html).toContain('<html lang="hi-IN">');

    const gurpreet = await member('pa');
    const pa = await requestConnection(asha, gurpreet);
    expect(pa.subject).toBe('Asha ਤੁਹਾਡੇ ਨਾਲ ਜੁੜਨਾ ਚਾਹੁੰਦੇ ਹਨ');
    expect(pa.text).toContain('ਇਹ ਈਮੇਲਾਂ ਬੰਦ ਕਰੋ: http');
    expect(pa.html).toContain('<html lang="pa-IN">');
    // The one-click unsubscribe works the same in every language.
    expect(pa.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });

  it('follows a change of language from the next e-mail on', async () => {
    const dev = await member('hi');
    expect((await forgotPassword(dev.email)).html).toContain('<html lang="hi-IN">');
    await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/user/settings',
      headers: dev.headers,
      payload: { language: 'en' },
    });
    expect((await forgotPassword(dev.email)).html).toContain('<html lang="en-AU">');
  });
});

describe('a family helper', () => {
  const invite = async (candidate: SignedInMember, email: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/family/invite',
      headers: candidate.headers,
      payload: { email, relation: 'mother', rights: ['browse', 'chat'] },
    });
    expect(res.statusCode, res.body).toBe(201);
    return mailTo(email, 'family-invitation');
  };

  it('is invited in their own account’s language, not the candidate’s', async () => {
    const anjali = await member('en', 'Anjali');
    const mother = await member('hi');
    const mail = await invite(anjali, mother.email);
    expect(mail.html).toContain('<html lang="hi-IN">');
    expect(mail.text).toContain('Anjali ने आपको अपनी माँ के रूप में बुलाया है');
    expect(mail.text).toContain('वे चाहते हैं कि आप उनके लिए ये काम करें: रिश्ते और प्रोफ़ाइल देखना, उनकी चैट पढ़ना और उनमें लिखना।');
  });

  it('with no account yet, is invited in the language of the member who invites them', async () => {
    const simran = await member('pa', 'Simran');
    const mail = await invite(simran, `mother-${Date.now()}@example.com`);
    expect(mail.html).toContain('<html lang="pa-IN">');
    expect(mail.text).toContain('Simran ਨੇ ਤੁਹਾਨੂੰ ਆਪਣੀ ਮਾਂ ਵਜੋਂ ਸੱਦਾ ਦਿੱਤਾ ਹੈ');
  });
});

describe('the sign-up code, before any account exists', () => {
  const register = async (email: string, language?: LanguageCode) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/registration',
      payload: { email, acceptTerms: true, ...(language ? { language } : {}) },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { activationToken: string };
  };

  it('goes in the language the request asks for, and again in the one resend-code asks for', async () => {
    const email = `new-pa-${Date.now()}@example.com`;
    const { activationToken } = await register(email, 'pa');
    const first = await mailTo(email, 'signup-code');
    expect(first.text).toContain('ਆਪਣਾ ਈਮੇਲ ਪਤਾ ਪੱਕਾ ਕਰਨ ਲਈ ਇਹ ਕੋਡ ਭਰੋ:');
    expect(first.html).toContain('<html lang="pa-IN">');

    t.clock.advance(61_000);
    const resent = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/resend-code',
      payload: { activationToken, language: 'hi' },
    });
    expect(resent.statusCode, resent.body).toBe(200);
    const second = await mailTo(email, 'signup-code');
    expect(second.id).not.toBe(first.id);
    expect(second.html).toContain('<html lang="hi-IN">');
  });

  it('goes in English when the request asks for none', async () => {
    const email = `new-en-${Date.now()}@example.com`;
    await register(email);
    const mail = await mailTo(email, 'signup-code');
    expect(mail.text).toContain('Enter this code to confirm your e-mail address:');
    expect(mail.html).toContain('<html lang="en-AU">');
  });

  it('tells an address that has an account so in that account’s language, not the request’s', async () => {
    const neha = await member('hi');
    await register(neha.email, 'pa');
    const mail = await mailTo(neha.email, 'signup-already-registered');
    expect(mail.html).toContain('<html lang="hi-IN">');
    expect(mail.text).toContain('इस पते से आपका खाता पहले से है');
  });
});

describe('pushes in the recipient’s language', () => {
  const notification = (type: 'connection_request' | 'connection_accepted') =>
    ({
      notificationId: 'n1',
      body: { type, senderId: 'u1', senderName: 'Asha' },
    }) as unknown as Parameters<typeof pushMessageFor>[0];

  it('words a request and an acceptance in English, Hindi and Punjabi', () => {
    expect(pushMessageFor(notification('connection_request'), 'en')).toMatchObject({
      title: 'New connection request',
      body: 'Asha would like to connect with you.',
    });
    expect(pushMessageFor(notification('connection_request'), 'hi')).toMatchObject({
      title: 'जुड़ने का नया अनुरोध',
      body: 'Asha आपसे जुड़ना चाहते हैं।',
    });
    expect(pushMessageFor(notification('connection_accepted'), 'pa')).toMatchObject({
      title: 'ਬੇਨਤੀ ਸਵੀਕਾਰ ਹੋਈ',
      body: 'Asha ਨੇ ਤੁਹਾਡੀ ਬੇਨਤੀ ਸਵੀਕਾਰ ਕਰ ਲਈ ਹੈ।',
    });
  });
});
