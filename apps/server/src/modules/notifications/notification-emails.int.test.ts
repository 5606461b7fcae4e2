import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_SETTINGS, type EmailKind } from '@app/shared/notifications';
import type { Answers } from '@app/shared/questionnaire';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createMember, createSignedInMember, type SignedInMember } from '../../../test/factories/profiles';
import { VALID_ANSWERS } from '../../../test/factories/users';
import { getAuthKeys } from '../../lib/security/secrets';
import { unsubscribeToken, UNSUBSCRIBE_PATH } from './notification-emails';

/**
 * Notification e-mails through the job queue and the outbox: requests and acceptances by e-mail per each member's
 * settings, with RFC 8058 one-click unsubscribe, and the daily digest of new mutual matches.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_ENABLED: '0' } });
});
afterAll(async () => t.close());

type Member = SignedInMember;
const member = (overrides: Parameters<typeof createMember>[1] = {}) => createSignedInMember(t.app, overrides);
const post = (who: Member, path: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/v1/${path}`, headers: who.headers, payload });
const mailTo = (who: { email: string }, template?: string) => {
  let query = t.app.db.selectFrom('emailOutbox').selectAll().where('toAddress', '=', who.email.toLowerCase());
  if (template) query = query.where('template', '=', template);
  return query.orderBy('createdAt').execute();
};

describe('connection e-mails', () => {
  it('e-mails a request to its receiver and an acceptance to its sender, each with one-click unsubscribe', async () => {
    const [asha, ravi] = [await member({ profile: { displayName: 'Asha' } }), await member()];
    await post(asha, 'connection/addConnection', { receiverId: ravi.id });
    // Queued with the notification, sent by the job queue.
    expect(await mailTo(ravi)).toHaveLength(0);
    await t.app.jobs.drain();
    const [request] = await mailTo(ravi, 'connection-request');
    expect(request?.subject).toBe('Asha would like to connect with you');
    expect(request?.text).toContain('/user-dashboard?tab=notifications');
    expect(request?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(request?.headers['List-Unsubscribe']).toMatch(
      /^<http:\/\/localhost:3000\/api\/v1\/notifications\/unsubscribe\?token=.+>$/,
    );
    // The address is never in the link.
    expect(request?.headers['List-Unsubscribe']).not.toContain(encodeURIComponent(ravi.email));

    await post(ravi, 'connection/acceptConnection', { senderId: asha.id });
    await t.app.jobs.drain();
    const [accepted] = await mailTo(asha, 'connection-accepted');
    expect(accepted?.text).toContain(`/profile/`);
    expect(accepted?.text).toContain(ravi.id);
  });

  it('follows each member’s settings, and sends nothing about a request already read or a member since blocked', async () => {
    const [asha, ravi, meera, dev] = [await member(), await member(), await member(), await member()];
    await t.app.inject({
      method: 'PUT',
      url: '/api/v1/notifications/settings',
      headers: ravi.headers,
      payload: { emailConnectionRequests: false },
    });
    await post(asha, 'connection/addConnection', { receiverId: ravi.id });
    await post(asha, 'connection/addConnection', { receiverId: meera.id });
    await post(meera, 'notifications/markAsRead', {});
    await post(asha, 'connection/addConnection', { receiverId: dev.id });
    await t.app.db
      .insertInto('blocks')
      .values({ blockerId: dev.id, blockedId: asha.id, createdAt: t.clock.now() })
      .execute();
    await t.app.jobs.drain();
    expect(await mailTo(ravi)).toHaveLength(0);
    expect(await mailTo(meera)).toHaveLength(0);
    expect(await mailTo(dev)).toHaveLength(0);
  });
});

describe('e-mail settings (GET/PUT notifications/settings)', () => {
  const get = (who: Member) =>
    t.app.inject({ method: 'GET', url: '/api/v1/notifications/settings', headers: who.headers });
  const put = (who: Member, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/api/v1/notifications/settings', headers: who.headers, payload });

  it('answers the four choices, all on until changed, and keeps the chat e-mail’s apart from the others', async () => {
    const asha = await member();
    expect((await get(asha)).json()).toEqual({ success: true, data: DEFAULT_NOTIFICATION_SETTINGS });
    expect(DEFAULT_NOTIFICATION_SETTINGS).toEqual({
      emailConnectionRequests: true,
      emailConnectionAccepted: true,
      emailDailyDigest: true,
      emailChatMessages: true,
    });
    const off = await put(asha, { emailChatMessages: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json<{ data: unknown }>().data).toEqual({ ...DEFAULT_NOTIFICATION_SETTINGS, emailChatMessages: false });
    // Another choice changed later keeps this one.
    expect((await put(asha, { emailDailyDigest: false })).statusCode).toBe(200);
    expect((await get(asha)).json<{ data: unknown }>().data).toEqual({
      ...DEFAULT_NOTIFICATION_SETTINGS,
      emailChatMessages: false,
      emailDailyDigest: false,
    });
    expect((await put(asha, { emailChatMessages: true })).json<{ data: unknown }>().data).toEqual({
      ...DEFAULT_NOTIFICATION_SETTINGS,
      emailDailyDigest: false,
    });
    expect((await put(asha, { emailChatMessages: 'no' })).statusCode).toBe(400);
    expect((await put(asha, { emailChatMessage: false })).statusCode).toBe(400);
  });

  it('a member whose settings row predates the column has the chat e-mail on (the column’s default)', async () => {
    const asha = await member();
    await t.app.db
      .insertInto('notificationSettings')
      .values({
        userId: asha.id,
        emailConnectionRequests: false,
        emailConnectionAccepted: true,
        emailDailyDigest: true,
        updatedAt: t.clock.now(),
      })
      .execute();
    expect((await get(asha)).json<{ data: unknown }>().data).toEqual({
      ...DEFAULT_NOTIFICATION_SETTINGS,
      emailConnectionRequests: false,
    });
  });
});

describe('one-click unsubscribe (RFC 8058)', () => {
  const token = (userId: string, kind: EmailKind) => unsubscribeToken(getAuthKeys(t.config).unsubscribe, userId, kind);
  const settings = async (who: Member) =>
    (await t.app.inject({ method: 'GET', url: '/api/v1/notifications/settings', headers: who.headers })).json<{
      data: Record<string, boolean>;
    }>().data;

  it('POST with List-Unsubscribe=One-Click turns that kind off, without signing in; GET changes nothing', async () => {
    const asha = await member();
    const url = `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token(asha.id, 'connection_request'))}`;
    const page = await t.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('method="post"');
    expect((await settings(asha)).emailConnectionRequests).toBe(true);

    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await settings(asha)).toEqual({
      emailConnectionRequests: false,
      emailConnectionAccepted: true,
      emailDailyDigest: true,
      emailChatMessages: true,
    });
  });

  it('the chat_message kind turns off the unread chat e-mail only', async () => {
    const asha = await member();
    const url = `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token(asha.id, 'chat_message'))}`;
    const page = await t.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('chat messages waiting unread');
    expect((await settings(asha)).emailChatMessages).toBe(true);
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await settings(asha)).toEqual({
      emailConnectionRequests: true,
      emailConnectionAccepted: true,
      emailDailyDigest: true,
      emailChatMessages: false,
    });
  });

  it('speaks the member’s language, with its <html lang>; a link naming nobody, the browser’s (issue 30)', async () => {
    const asha = await member();
    await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/user/settings',
      headers: asha.headers,
      payload: { language: 'hi' },
    });
    const url = `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token(asha.id, 'chat_message'))}`;
    const ask = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en-AU' } });
    expect(ask.statusCode).toBe(200);
    expect(ask.body).toContain('<html lang="hi-IN">');
    expect(ask.body).toContain('<title>ये ईमेल बंद करें?</title>');
    expect(ask.body).toContain('बिना पढ़े चैट संदेशों के बारे में आपको अब ईमेल नहीं आएँगे।');
    expect(ask.body).toContain('<button type="submit">ये ईमेल बंद करें</button>');
    expect(ask.body).not.toMatch(/e-mails about|Stop these/);

    await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/user/settings',
      headers: asha.headers,
      payload: { language: 'pa' },
    });
    const done = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.body).toContain('<html lang="pa-IN">');
    expect(done.body).toContain('<h1>ਇਹ ਈਮੇਲਾਂ ਬੰਦ ਹੋ ਗਈਆਂ ਹਨ</h1>');
    expect((await settings(asha)).emailChatMessages).toBe(false);

    const broken = (language?: string) =>
      t.app.inject({
        method: 'GET',
        url: `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token(asha.id, 'chat_message').slice(0, 40))}`,
        headers: language ? { 'accept-language': language } : {},
      });
    const punjabi = await broken('fr-FR, pa-IN;q=0.8, en;q=0.5');
    expect(punjabi.statusCode).toBe(400);
    expect(punjabi.body).toContain('<html lang="pa-IN">');
    expect(punjabi.body).toContain('ਇਹ ਲਿੰਕ ਕੰਮ ਨਹੀਂ ਕਰ ਰਿਹਾ');
    const english = await broken();
    expect(english.body).toContain('<html lang="en-AU">');
    expect(english.body).toContain('This link does not work');
  });

  it('refuses a forged or altered token and changes nothing', async () => {
    const asha = await member();
    const genuine = token(asha.id, 'daily_digest');
    for (const bad of [
      '',
      'x.y.z',
      genuine.replace('daily_digest', 'connection_request'),
      genuine.replace('daily_digest', 'chat_message'),
      `${genuine}x`,
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(bad)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(res.statusCode, bad).toBe(400);
    }
    expect((await settings(asha)).emailDailyDigest).toBe(true);
  });
});

describe('the daily digest', () => {
  const MAN: Partial<Answers> = { ...VALID_ANSWERS, 1: 'Man', 2: 'Woman', 7: 31, 8: { min: 24, max: 32 } };
  const country = 'NZ';
  const woman = (profile = {}) =>
    member({ profile: { country, ...profile }, preferences: { countries: [country], mustHave: ['countries'] } });
  const man = (displayName: string) => createMember(t.app, { answers: MAN, profile: { country, displayName } });

  it('names the mutual matches who joined in the last day, once, and only to members who want it', async () => {
    const priya = await woman();
    const optedOut = await woman();
    await t.app.inject({
      method: 'PUT',
      url: '/api/v1/notifications/settings',
      headers: optedOut.headers,
      payload: { emailDailyDigest: false },
    });
    t.clock.advance(2 * 86_400_000);
    await man('Arjun');
    await man('Kabir');
    await t.app.jobs.send('daily-digest', {});
    await t.app.jobs.drain();
    const [digest, ...more] = await mailTo(priya, 'daily-digest');
    expect(more).toHaveLength(0);
    expect(digest?.subject).toBe('2 new matches for you today');
    expect(digest?.text).toContain('Arjun');
    expect(digest?.text).toContain('Kabir');
    expect(digest?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(await mailTo(optedOut, 'daily-digest')).toHaveLength(0);
    // A second run the same day sends no second digest.
    await t.app.jobs.send('daily-digest', {});
    await t.app.jobs.drain();
    expect(await mailTo(priya, 'daily-digest')).toHaveLength(1);
  });

  it('sends none when no match joined in the last day (older matches were in earlier digests)', async () => {
    const meera = await woman();
    await man('Vikram');
    t.clock.advance(86_400_000 + 60_000);
    await t.app.jobs.send('daily-digest', {});
    await t.app.jobs.drain();
    expect(await mailTo(meera, 'daily-digest')).toHaveLength(0);
  });
});
