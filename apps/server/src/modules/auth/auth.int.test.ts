import { hash } from '@node-rs/argon2';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOKIE, ErrorBodySchema, LoginResponseSchema, SessionUserSchema, type ErrorCode } from '@app/shared';
import { CURRENT_NOTICE_VERSION } from '@app/shared/auth';
import { toWireAnswers, type WireAnswer } from '@app/shared/questionnaire';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createUser, DEFAULT_PASSWORD, signIn, uniqueEmail, VALID_ANSWERS } from '../../../test/factories/users';

/**
 * The account life cycle through the HTTP API (app.inject), on a fresh database. Rate limits are off here
 * (they have their own file) so the flows can repeat freely. Every answer body is kept and checked at the end
 * for anything secret: codes, refresh secrets, password hashes.
 */
let t: TestApp;
const bodies: string[] = [];
const secrets = new Set<string>();
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const PASSWORD = 'tangerine lighthouse 42';

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_ENABLED: '0' } });
});
afterAll(async () => t.close());

async function api(method: InjectOptions['method'], path: string, options: Omit<InjectOptions, 'method' | 'url'> = {}) {
  const res = await t.app.inject({ method, url: `/api/v1/${path}`, ...options });
  bodies.push(res.body);
  for (const cookie of res.cookies) if (cookie.name === COOKIE.refreshSecret && cookie.value) secrets.add(cookie.value);
  return res;
}

function expectError(res: LightMyRequestResponse, status: number, code: ErrorCode) {
  expect(res.statusCode, res.body).toBe(status);
  const body = ErrorBodySchema.parse(res.json());
  expect(body.code).toBe(code);
  return body;
}

const cookie = (res: LightMyRequestResponse, name: string) => res.cookies.find((item) => item.name === name);
const isCleared = (res: LightMyRequestResponse, name: string) => {
  const found = cookie(res, name);
  return Boolean(
    found && found.value === '' && (found.maxAge === 0 || (found.expires && found.expires.getTime() <= 0)),
  );
};

async function outbox(email: string) {
  return t.app.db
    .selectFrom('emailOutbox')
    .selectAll()
    .where('toAddress', '=', email)
    .orderBy('createdAt', 'desc')
    .execute();
}

async function latestCode(email: string): Promise<string> {
  const [message] = await outbox(email);
  const code = /\b(\d{6})\b/.exec(message?.text ?? '')?.[1];
  if (!code) throw new Error(`no code e-mailed to ${email}`);
  secrets.add(code);
  return code;
}

async function register(email: string): Promise<string> {
  const res = await api('POST', 'user/registration', { payload: { email, acceptTerms: true } });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { activationToken: string }).activationToken;
}

async function activate(activationToken: string, activationCode: string, path = 'user/activate-user') {
  return api('POST', path, { payload: { activationToken, activationCode } });
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const wire = (): WireAnswer[] => toWireAnswers(VALID_ANSWERS);

/** Registration → code → activation; returns the verified-e-mail cookie. */
async function verifiedSignupCookie(email: string): Promise<string> {
  const token = await register(email);
  const res = await activate(token, await latestCode(email));
  expect(res.statusCode, res.body).toBe(200);
  return cookie(res, COOKIE.token)?.value ?? '';
}

async function signUp(email: string, password = PASSWORD) {
  const proof = await verifiedSignupCookie(email);
  const res = await api('POST', 'user/set-password', {
    cookies: { [COOKIE.token]: proof },
    payload: { password, answer: wire() },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

async function resetProof(email: string): Promise<string> {
  const res = await api('POST', 'user/forgot-password', { payload: { email } });
  const { activationToken } = res.json() as { activationToken: string };
  const verified = await activate(activationToken, await latestCode(email), 'user/verify-otp');
  expect(verified.statusCode, verified.body).toBe(200);
  return cookie(verified, COOKIE.token)?.value ?? '';
}

const me = (authorization?: string, extra: Omit<InjectOptions, 'method' | 'url'> = {}) =>
  api('GET', 'user/me', { ...extra, headers: { ...(authorization ? { authorization } : {}), ...extra.headers } });

describe('POST user/registration', () => {
  it('e-mails a 6-digit code, records consent, and answers with an opaque activation token', async () => {
    const email = uniqueEmail('new');
    const res = await api('POST', 'user/registration', {
      payload: { email: email.toUpperCase(), acceptTerms: true, noticeVersion: CURRENT_NOTICE_VERSION },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { success: boolean; message: string; activationToken: string };
    expect(Object.keys(body).sort()).toEqual(['activationToken', 'message', 'success']);
    expect(body.success).toBe(true);
    expect(body.activationToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const [message] = await outbox(email);
    expect(message?.template).toBe('signup-code');
    const code = await latestCode(email);
    expect(body.activationToken).not.toContain(code);
    expect(message?.html).toContain(`<strong>${code}</strong>`);

    const consent = await t.app.db
      .selectFrom('consents')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(consent).toMatchObject({ noticeVersion: CURRENT_NOTICE_VERSION, userId: null });
    expect(consent.acceptedAt.getTime()).toBe(t.clock.now().getTime());

    const stored = await t.app.db
      .selectFrom('verifications')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(stored.purpose).toBe('signup');
    expect(JSON.stringify(stored)).not.toContain(code);
    expect(JSON.stringify(stored)).not.toContain(body.activationToken);
    expect(stored.expiresAt.getTime() - t.clock.now().getTime()).toBe(10 * MINUTE);
  });

  it('answers an already registered e-mail identically, but e-mails an "already registered" notice', async () => {
    const existing = await createUser(t.app);
    const fresh = uniqueEmail('fresh');
    const a = await api('POST', 'user/registration', { payload: { email: existing.email, acceptTerms: true } });
    const b = await api('POST', 'user/registration', { payload: { email: fresh, acceptTerms: true } });
    expect(a.statusCode).toBe(b.statusCode);
    const [bodyA, bodyB] = [a.json(), b.json()] as Array<Record<string, string>>;
    expect(Object.keys(bodyA ?? {}).sort()).toEqual(Object.keys(bodyB ?? {}).sort());
    expect(bodyA?.message?.replace(existing.email, 'X')).toBe(bodyB?.message?.replace(fresh, 'X'));
    expect(bodyA?.activationToken).toHaveLength(bodyB?.activationToken?.length ?? -1);

    const [notice] = await outbox(existing.email);
    expect(notice?.template).toBe('signup-already-registered');
    expect(notice?.text).toContain('already have an account');
    expect(notice?.text).toContain('/forgot-password');
    expect(notice?.text).not.toMatch(/\b\d{6}\b/);
    expect(await t.app.db.selectFrom('users').select('id').where('email', '=', existing.email).execute()).toHaveLength(
      1,
    );
  });

  it('refuses a bad e-mail and missing consent', async () => {
    const bad = expectError(
      await api('POST', 'user/registration', { payload: { email: 'nope', acceptTerms: true } }),
      400,
      'VALIDATION_FAILED',
    );
    expect(bad.message).toBe('Invalid email address');
    expectError(
      await api('POST', 'user/registration', { payload: { email: uniqueEmail(), acceptTerms: false } }),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await api('POST', 'user/registration', { payload: { email: uniqueEmail() } }),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('replaces the pending code when the same e-mail registers again', async () => {
    const email = uniqueEmail();
    const first = await register(email);
    const firstCode = await latestCode(email);
    const second = await register(email);
    expectError(await activate(first, firstCode), 400, 'CODE_EXPIRED');
    expect((await activate(second, await latestCode(email))).statusCode).toBe(200);
  });
});

describe('POST user/activate-user', () => {
  it('sets a short-lived httpOnly, SameSite=Strict `token` cookie on the right code, once', async () => {
    const email = uniqueEmail();
    const token = await register(email);
    const code = await latestCode(email);
    const res = await activate(token, code);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: expect.any(String) });
    const proof = cookie(res, COOKIE.token);
    expect(proof).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/v1/user', maxAge: 900 });
    expect(proof?.secure).toBeFalsy(); // http PUBLIC_URL in tests; Secure follows config.cookieSecure
    expect(proof?.value).not.toContain(code);

    const again = expectError(await activate(token, code), 400, 'CODE_EXPIRED');
    expect(again.message).toMatch(/already been used/);
  });

  it('counts wrong codes, says how many tries remain, and burns the code after five', async () => {
    const email = uniqueEmail();
    const token = await register(email);
    const code = await latestCode(email);
    for (let i = 1; i <= 4; i += 1) {
      const body = expectError(await activate(token, wrongCode(code)), 400, 'CODE_INVALID');
      expect(body.message).toContain(`${5 - i} ${5 - i === 1 ? 'try' : 'tries'} left`);
    }
    expectError(await activate(token, wrongCode(code)), 400, 'CODE_BURNED');
    expectError(await activate(token, code), 400, 'CODE_BURNED');
  });

  it('expires the code after 10 minutes', async () => {
    const email = uniqueEmail();
    const token = await register(email);
    const code = await latestCode(email);
    t.clock.advance(10 * MINUTE + 1000);
    expectError(await activate(token, code), 400, 'CODE_EXPIRED');
  });

  it('binds the code to its purpose and refuses unknown tokens and malformed codes', async () => {
    const email = uniqueEmail();
    const token = await register(email);
    const code = await latestCode(email);
    expectError(await activate(token, code, 'user/verify-otp'), 400, 'CODE_EXPIRED');
    expectError(await activate('x'.repeat(43), code), 400, 'CODE_EXPIRED');
    expectError(await activate(token, '12345'), 400, 'VALIDATION_FAILED');
    expectError(await activate(token, 'abcdef'), 400, 'VALIDATION_FAILED');
    expect((await activate(token, code)).statusCode).toBe(200);
  });

  it('gives an already registered e-mail a token that behaves like a real one but never verifies', async () => {
    const existing = await createUser(t.app);
    const token = await register(existing.email);
    for (let i = 1; i <= 4; i += 1) {
      expect(expectError(await activate(token, '000000'), 400, 'CODE_INVALID').message).toContain('left');
    }
    expectError(await activate(token, '000000'), 400, 'CODE_BURNED');
  });
});

describe('POST user/resend-code', () => {
  it('waits 60 seconds, then replaces the code: the old one fails, the new one works', async () => {
    const email = uniqueEmail();
    const token = await register(email);
    const oldCode = await latestCode(email);

    const early = await api('POST', 'user/resend-code', { payload: { activationToken: token } });
    expectError(early, 429, 'RESEND_TOO_SOON');
    expect(Number(early.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(early.headers['retry-after'])).toBeLessThanOrEqual(60);

    t.clock.advance(61_000);
    const resent = await api('POST', 'user/resend-code', { payload: { activationToken: token } });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(await outbox(email)).toHaveLength(2);
    let newCode = await latestCode(email);
    if (newCode === oldCode) {
      // One chance in a million: ask once more so the test means something.
      t.clock.advance(61_000);
      await api('POST', 'user/resend-code', { payload: { activationToken: token } });
      newCode = await latestCode(email);
    }
    expectError(await activate(token, oldCode), 400, 'CODE_INVALID');
    expect((await activate(token, newCode)).statusCode).toBe(200);
    expectError(await api('POST', 'user/resend-code', { payload: { activationToken: token } }), 400, 'CODE_EXPIRED');
  });

  it('revives an expired or burned code with a fresh life and fresh tries', async () => {
    const email = uniqueEmail();
    const token = await register(email);
    const code = await latestCode(email);
    for (let i = 0; i < 5; i += 1) await activate(token, wrongCode(code));
    t.clock.advance(11 * MINUTE);
    expect((await api('POST', 'user/resend-code', { payload: { activationToken: token } })).statusCode).toBe(200);
    expect((await activate(token, await latestCode(email))).statusCode).toBe(200);
  });

  it('works for password resets, and refuses unknown tokens', async () => {
    const user = await createUser(t.app);
    const res = await api('POST', 'user/forgot-password', { payload: { email: user.email } });
    const { activationToken } = res.json() as { activationToken: string };
    const first = await latestCode(user.email);
    t.clock.advance(61_000);
    expect((await api('POST', 'user/resend-code', { payload: { activationToken } })).statusCode).toBe(200);
    const [latest] = await outbox(user.email);
    expect(latest?.template).toBe('reset-code');
    const second = await latestCode(user.email);
    if (second !== first) expectError(await activate(activationToken, first, 'user/verify-otp'), 400, 'CODE_INVALID');
    expect((await activate(activationToken, second, 'user/verify-otp')).statusCode).toBe(200);

    expectError(
      await api('POST', 'user/resend-code', { payload: { activationToken: 'y'.repeat(43) } }),
      400,
      'CODE_EXPIRED',
    );
  });
});

describe('POST user/set-password', () => {
  it('needs the verified-e-mail cookie of a sign-up', async () => {
    expectError(
      await api('POST', 'user/set-password', { payload: { password: PASSWORD, answer: wire() } }),
      400,
      'EMAIL_NOT_VERIFIED',
    );
    expectError(
      await api('POST', 'user/set-password', {
        cookies: { [COOKIE.token]: 'forged.jwt.value' },
        payload: { password: PASSWORD, answer: wire() },
      }),
      400,
      'EMAIL_NOT_VERIFIED',
    );
    const user = await createUser(t.app);
    const resetCookie = await resetProof(user.email);
    expectError(
      await api('POST', 'user/set-password', {
        cookies: { [COOKIE.token]: resetCookie },
        payload: { password: PASSWORD, answer: wire() },
      }),
      400,
      'EMAIL_NOT_VERIFIED',
    );
  });

  it('refuses common passwords, under-18s and incomplete questionnaires, keeping the proof for a retry', async () => {
    const email = uniqueEmail();
    const proof = await verifiedSignupCookie(email);
    const send = (password: string, answer: unknown) =>
      api('POST', 'user/set-password', { cookies: { [COOKIE.token]: proof }, payload: { password, answer } });

    expectError(await send('Password123', wire()), 400, 'PASSWORD_TOO_COMMON');
    expectError(await send('short', wire()), 400, 'VALIDATION_FAILED');
    const young = wire().map((item) => (item.questionId === 7 ? { questionId: 7, answerValue: '17' } : item));
    expectError(await send(PASSWORD, young), 400, 'UNDER_AGE');
    const missing = expectError(
      await send(
        PASSWORD,
        wire().filter((item) => item.questionId !== 4),
      ),
      400,
      'VALIDATION_FAILED',
    );
    expect(missing.errors?.[0]?.path).toBe('answer.4');
    const badRange = wire().map((item) => (item.questionId === 8 ? { questionId: 8, answerValue: '40-30' } : item));
    expectError(await send(PASSWORD, badRange), 400, 'VALIDATION_FAILED');

    expect((await send(PASSWORD, wire())).statusCode).toBe(200);
  });

  it('creates the member, stores answers by question id whatever the order, clears `token` and signs in', async () => {
    const email = uniqueEmail();
    await register(email);
    const proof = await verifiedSignupCookie(email);
    const shuffled = [...wire()].reverse();
    const res = await api('POST', 'user/set-password', {
      cookies: { [COOKIE.token]: proof },
      payload: { password: PASSWORD, answer: shuffled },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = LoginResponseSchema.parse(res.json());
    expect(body.user).toMatchObject({
      email,
      usertype: 'Standard',
      role: 'member',
      isPersonalFormFilled: false,
      isQualificationFormFilled: false,
      isOtherFormFilled: false,
      isLocationFormFilled: false,
      isImageFormFilled: false,
    });
    expect(isCleared(res, COOKIE.token)).toBe(true);
    expect(cookie(res, COOKIE.refreshSecret)?.httpOnly).toBe(true);
    expect((await me(`Bearer ${body.accessToken}`)).statusCode).toBe(200);

    const row = await t.app.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    expect(row.passwordHash.startsWith('$argon2id$v=19$m=19456,t=2,p=1$')).toBe(true);
    expect(row.uid).toBe(body.user.uid);
    expect(row.uid).not.toBe(row.id);
    const answers = await t.app.db
      .selectFrom('questionnaireAnswers')
      .select(['questionId', 'answer'])
      .where('userId', '=', row.id)
      .orderBy('questionId')
      .execute();
    expect(answers.map((item) => item.questionId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(answers.find((item) => item.questionId === 1)?.answer).toBe(VALID_ANSWERS[1]);
    expect(answers.find((item) => item.questionId === 8)?.answer).toEqual(VALID_ANSWERS[8]);
    expect(answers.find((item) => item.questionId === 12)?.answer).toEqual(VALID_ANSWERS[12]);
    const consents = await t.app.db.selectFrom('consents').selectAll().where('email', '=', email).execute();
    expect(consents.length).toBeGreaterThan(0);
    for (const consent of consents) expect(consent.userId).toBe(row.id);
    expect(consents[0]?.noticeVersion).toBe(CURRENT_NOTICE_VERSION);

    // The proof works once.
    expectError(
      await api('POST', 'user/set-password', {
        cookies: { [COOKIE.token]: proof },
        payload: { password: PASSWORD, answer: wire() },
      }),
      400,
      'EMAIL_NOT_VERIFIED',
    );
  });

  it('refuses a proof older than 15 minutes', async () => {
    const proof = await verifiedSignupCookie(uniqueEmail());
    t.clock.advance(16 * MINUTE);
    expectError(
      await api('POST', 'user/set-password', {
        cookies: { [COOKIE.token]: proof },
        payload: { password: PASSWORD, answer: wire() },
      }),
      400,
      'EMAIL_NOT_VERIFIED',
    );
  });
});

describe('POST user/login', () => {
  it('answers with safe user fields and an access token, and sets the refresh cookies', async () => {
    const user = await createUser(t.app, { isPersonalFormFilled: true });
    const res = await api('POST', 'user/login', {
      payload: { email: user.email.toUpperCase(), password: DEFAULT_PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = LoginResponseSchema.parse(res.json());
    expect(Object.keys(res.json() as object).sort()).toEqual(['accessToken', 'message', 'success', 'user']);
    expect(Object.keys(body.user).sort()).toEqual(Object.keys(SessionUserSchema.shape).sort());
    expect(body.user).toMatchObject({
      userId: user.id,
      uid: user.uid,
      isPersonalFormFilled: true,
      isImageFormFilled: false,
    });

    const secret = cookie(res, COOKIE.refreshSecret);
    const marker = cookie(res, COOKIE.refreshToken);
    expect(secret).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/v1/user' });
    expect(secret?.maxAge).toBeUndefined();
    expect(marker?.httpOnly).toBeFalsy();
    expect(marker).toMatchObject({ sameSite: 'Strict', path: '/' });
    expect(marker?.maxAge).toBeUndefined();
    expect(marker?.value).toMatch(/^[0-9a-f-]{36}$/);
    expect(marker?.value).not.toBe(secret?.value);
    expect(secret?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const session = await t.app.db
      .selectFrom('sessions')
      .selectAll()
      .where('id', '=', marker?.value ?? '')
      .executeTakeFirstOrThrow();
    expect(session).toMatchObject({ userId: user.id, rememberMe: false, revokedAt: null });
    expect(session.absoluteExpiresAt.getTime() - t.clock.now().getTime()).toBe(60 * DAY);
    const stored = await t.app.db.selectFrom('refreshTokens').selectAll().where('sessionId', '=', session.id).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).not.toBe(secret?.value);
  });

  it('makes both refresh cookies persistent for the idle lifetime when rememberMe is ticked', async () => {
    const user = await createUser(t.app);
    const res = await api('POST', 'user/login', {
      payload: { email: user.email, password: DEFAULT_PASSWORD, rememberMe: true },
    });
    expect(cookie(res, COOKIE.refreshSecret)?.maxAge).toBe(14 * 24 * 3600);
    expect(cookie(res, COOKIE.refreshToken)?.maxAge).toBe(14 * 24 * 3600);
  });

  it('gives an unknown e-mail and a wrong password the same answer, and audits both without the address', async () => {
    const user = await createUser(t.app);
    const unknown = await api('POST', 'user/login', {
      payload: { email: uniqueEmail('ghost'), password: DEFAULT_PASSWORD },
    });
    const wrong = await api('POST', 'user/login', { payload: { email: user.email, password: 'not the password' } });
    expectError(unknown, 400, 'INVALID_CREDENTIALS');
    expect(wrong.statusCode).toBe(unknown.statusCode);
    expect(wrong.body).toBe(unknown.body);
    expect(unknown.cookies).toHaveLength(0);

    const events = await t.app.db.selectFrom('auditEvents').selectAll().where('type', '=', 'login.failure').execute();
    expect(events.some((event) => event.userId === user.id && event.detail.reason === 'wrong-password')).toBe(true);
    expect(events.some((event) => event.userId === null && event.detail.reason === 'unknown-account')).toBe(true);
    expect(JSON.stringify(events)).not.toContain('@example.test');
  });

  it('signs a suspended member in (to reach the suspension screen) only with the right password', async () => {
    const user = await createUser(t.app, { suspendedAt: new Date(), suspensionReason: 'Fake profile reported' });
    const res = await api('POST', 'user/login', { payload: { email: user.email, password: DEFAULT_PASSWORD } });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { suspended?: boolean; accessToken: string };
    expect(body.suspended).toBe(true);
    // Signed in, but every member endpoint but the suspension screen's says so.
    expectError(await me(`Bearer ${body.accessToken}`), 403, 'SUSPENDED');
    // A wrong password says nothing about suspension.
    const wrong = expectError(
      await api('POST', 'user/login', { payload: { email: user.email, password: 'wrong password' } }),
      400,
      'INVALID_CREDENTIALS',
    );
    expect(wrong.message.toLowerCase()).not.toContain('suspend');
  });

  it('rehashes a password stored with weaker parameters', async () => {
    const user = await createUser(t.app);
    const weak = await hash(DEFAULT_PASSWORD, { memoryCost: 4096, timeCost: 1, parallelism: 1 });
    await t.app.db.updateTable('users').set({ passwordHash: weak }).where('id', '=', user.id).execute();
    expect(
      (await api('POST', 'user/login', { payload: { email: user.email, password: DEFAULT_PASSWORD } })).statusCode,
    ).toBe(200);
    const row = await t.app.db
      .selectFrom('users')
      .select('passwordHash')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.passwordHash.startsWith('$argon2id$v=19$m=19456,t=2,p=1$')).toBe(true);
    expect(
      (await api('POST', 'user/login', { payload: { email: user.email, password: DEFAULT_PASSWORD } })).statusCode,
    ).toBe(200);
  });

  it('keeps the spec messages for bad input', async () => {
    const body = expectError(
      await api('POST', 'user/login', { payload: { email: 'x@example.test', password: 'short' } }),
      400,
      'VALIDATION_FAILED',
    );
    expect(body.message).toBe('Password is required');
  });
});

describe('access tokens (GET user/me and app.authenticate)', () => {
  it('accepts Bearer and raw tokens, never a cookie, and answers 401 otherwise', async () => {
    const user = await createUser(t.app);
    const session = await signIn(t.app, user.email);
    const bearer = await me(`Bearer ${session.accessToken}`);
    expect(bearer.statusCode).toBe(200);
    expect(bearer.json()).toEqual({
      success: true,
      user: { ...user.sessionUser, actingAs: null, awaitingConfirmation: false },
    });
    expect((await me(session.accessToken)).statusCode).toBe(200);

    expectError(await me(), 401, 'UNAUTHENTICATED');
    expectError(await me('Bearer not-a-jwt'), 401, 'UNAUTHENTICATED');
    expectError(
      await me(undefined, { cookies: { [COOKIE.accessToken]: session.accessToken } }),
      401,
      'UNAUTHENTICATED',
    );
    const [header, payload] = session.accessToken.split('.');
    expectError(await me(`Bearer ${header}.${payload}.`), 401, 'UNAUTHENTICATED');
  });

  it('answers TOKEN_EXPIRED after the access lifetime, and refresh brings a working token', async () => {
    const user = await createUser(t.app);
    const session = await signIn(t.app, user.email);
    t.clock.advance(15 * MINUTE + 1000);
    expectError(await me(`Bearer ${session.accessToken}`), 401, 'TOKEN_EXPIRED');
    const refreshed = await api('GET', 'user/refresh', { cookies: session.cookies });
    expect(refreshed.statusCode).toBe(200);
    expect((await me(`Bearer ${(refreshed.json() as { accessToken: string }).accessToken}`)).statusCode).toBe(200);
  });

  it('refuses the token of a suspended member', async () => {
    const user = await createUser(t.app);
    const session = await signIn(t.app, user.email);
    await t.app.db.updateTable('users').set({ suspendedAt: new Date() }).where('id', '=', user.id).execute();
    expectError(await me(session.headers.authorization), 403, 'SUSPENDED');
  });
});

describe('GET user/refresh', () => {
  it('rotates the secret and detects reuse: the old secret revokes the whole family', async () => {
    const user = await createUser(t.app);
    const session = await signIn(t.app, user.email);
    const first = await api('GET', 'user/refresh', { cookies: session.cookies });
    expect(first.statusCode).toBe(200);
    expect(Object.keys(first.json() as object).sort()).toEqual(['accessToken', 'success']);
    const rotated = cookie(first, COOKIE.refreshSecret)?.value ?? '';
    expect(rotated).not.toBe(session.cookies[COOKIE.refreshSecret]);
    expect(cookie(first, COOKIE.refreshToken)?.value).toBe(session.sessionId);
    const newAccess = (first.json() as { accessToken: string }).accessToken;

    const replay = await api('GET', 'user/refresh', { cookies: session.cookies });
    expectError(replay, 401, 'UNAUTHENTICATED');
    expect(isCleared(replay, COOKIE.refreshSecret)).toBe(true);
    expect(isCleared(replay, COOKIE.refreshToken)).toBe(true);

    expectError(
      await api('GET', 'user/refresh', { cookies: { [COOKIE.refreshSecret]: rotated } }),
      401,
      'UNAUTHENTICATED',
    );
    expectError(await me(`Bearer ${newAccess}`), 401, 'UNAUTHENTICATED');
    expectError(await me(session.headers.authorization), 401, 'UNAUTHENTICATED');
    const reuse = await t.app.db
      .selectFrom('auditEvents')
      .selectAll()
      .where('type', '=', 'refresh.reuse')
      .where('userId', '=', user.id)
      .execute();
    expect(reuse).toHaveLength(1);
  });

  it('answers 401 without a cookie or with an unknown one, and 403 for a foreign Origin', async () => {
    expectError(await api('GET', 'user/refresh'), 401, 'UNAUTHENTICATED');
    expectError(
      await api('GET', 'user/refresh', { cookies: { [COOKIE.refreshSecret]: 'z'.repeat(43) } }),
      401,
      'UNAUTHENTICATED',
    );
    const user = await createUser(t.app);
    const session = await signIn(t.app, user.email);
    expectError(
      await api('GET', 'user/refresh', { cookies: session.cookies, headers: { origin: 'https://evil.example' } }),
      403,
      'FORBIDDEN',
    );
    expectError(
      await api('GET', 'user/refresh', { cookies: session.cookies, headers: { 'sec-fetch-site': 'cross-site' } }),
      403,
      'FORBIDDEN',
    );
    expectError(
      await api('GET', 'user/refresh', { cookies: session.cookies, headers: { 'sec-fetch-site': 'same-site' } }),
      403,
      'FORBIDDEN',
    );
    const ok = await api('GET', 'user/refresh', {
      cookies: session.cookies,
      headers: { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' },
    });
    expect(ok.statusCode).toBe(200);
    expect(
      (
        await api('HEAD', 'user/refresh', {
          cookies: { [COOKIE.refreshSecret]: cookie(ok, COOKIE.refreshSecret)?.value ?? '' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('keeps remember-me cookies persistent across rotations', async () => {
    const user = await createUser(t.app);
    const session = await signIn(t.app, user.email, DEFAULT_PASSWORD, { rememberMe: true });
    const res = await api('GET', 'user/refresh', { cookies: session.cookies });
    expect(cookie(res, COOKIE.refreshSecret)?.maxAge).toBe(14 * 24 * 3600);
  });

  it('ends a session idle for 14 days, and any session 60 days after sign-in', async () => {
    const user = await createUser(t.app);
    const idle = await signIn(t.app, user.email);
    t.clock.advance(14 * DAY + 1000);
    expectError(await api('GET', 'user/refresh', { cookies: idle.cookies }), 401, 'UNAUTHENTICATED');

    const active = await signIn(t.app, user.email);
    let cookies = active.cookies;
    for (let day = 10; day <= 50; day += 10) {
      t.clock.advance(10 * DAY);
      const res = await api('GET', 'user/refresh', { cookies });
      expect(res.statusCode, `day ${day}`).toBe(200);
      cookies = { [COOKIE.refreshSecret]: cookie(res, COOKIE.refreshSecret)?.value ?? '' };
    }
    t.clock.advance(10 * DAY);
    expectError(await api('GET', 'user/refresh', { cookies }), 401, 'UNAUTHENTICATED');
  });
});

describe('GET user/logout', () => {
  it('revokes the session on the server and clears the cookies', async () => {
    const user = await createUser(t.app);
    const session = await signIn(t.app, user.email);
    const res = await api('GET', 'user/logout', { cookies: session.cookies, headers: session.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: expect.any(String) });
    expect(isCleared(res, COOKIE.refreshSecret)).toBe(true);
    expect(isCleared(res, COOKIE.refreshToken)).toBe(true);
    expectError(await me(session.headers.authorization), 401, 'UNAUTHENTICATED');
    expectError(await api('GET', 'user/refresh', { cookies: session.cookies }), 401, 'UNAUTHENTICATED');
    const events = await t.app.db.selectFrom('auditEvents').select('type').where('userId', '=', user.id).execute();
    expect(events.map((event) => event.type)).toContain('logout');
  });

  it('works with an expired access token as long as the refresh cookie is there, and without anything', async () => {
    const user = await createUser(t.app);
    const session = await signIn(t.app, user.email);
    t.clock.advance(20 * MINUTE);
    expect((await api('GET', 'user/logout', { cookies: session.cookies, headers: session.headers })).statusCode).toBe(
      200,
    );
    expectError(await api('GET', 'user/refresh', { cookies: session.cookies }), 401, 'UNAUTHENTICATED');
    expect((await api('GET', 'user/logout')).statusCode).toBe(200);
  });

  it('ends the session of a valid access token when there is no refresh cookie', async () => {
    const user = await createUser(t.app);
    const session = await signIn(t.app, user.email);
    expect((await api('GET', 'user/logout', { headers: session.headers })).statusCode).toBe(200);
    expectError(await me(session.headers.authorization), 401, 'UNAUTHENTICATED');
  });

  it('refuses a foreign Origin (cannot be used to sign members out from another site)', async () => {
    const user = await createUser(t.app);
    const session = await signIn(t.app, user.email);
    expectError(
      await api('GET', 'user/logout', { cookies: session.cookies, headers: { origin: 'https://evil.example' } }),
      403,
      'FORBIDDEN',
    );
    // A cross-site link or navigation sends no Origin header, but browsers say where it came from.
    const navigation = await api('GET', 'user/logout', {
      cookies: session.cookies,
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expectError(navigation, 403, 'FORBIDDEN');
    expect(navigation.cookies).toHaveLength(0);
    expect((await me(session.headers.authorization)).statusCode).toBe(200);
  });
});

describe('password reset (forgot-password → verify-otp → reset-password)', () => {
  it('answers the same for unknown and known e-mails; only a member gets a code', async () => {
    const user = await createUser(t.app);
    const ghost = uniqueEmail('ghost');
    const known = await api('POST', 'user/forgot-password', { payload: { email: user.email } });
    const unknown = await api('POST', 'user/forgot-password', { payload: { email: ghost } });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    const [a, b] = [known.json(), unknown.json()] as Array<Record<string, string>>;
    expect(Object.keys(a ?? {}).sort()).toEqual(['activationToken', 'message', 'success']);
    expect(Object.keys(b ?? {}).sort()).toEqual(['activationToken', 'message', 'success']);
    expect(a?.message?.replace(user.email, 'X')).toBe(b?.message?.replace(ghost, 'X'));
    expect(a?.activationToken).toHaveLength(b?.activationToken?.length ?? -1);
    expect((await outbox(user.email))[0]?.template).toBe('reset-code');
    expect(await outbox(ghost)).toHaveLength(0);

    // The unknown e-mail's token behaves like a real one: tries counted, then burned.
    for (let i = 1; i <= 4; i += 1) {
      expect(
        expectError(await activate(b?.activationToken ?? '', '123456', 'user/verify-otp'), 400, 'CODE_INVALID').message,
      ).toContain('left');
    }
    expectError(await activate(b?.activationToken ?? '', '123456', 'user/verify-otp'), 400, 'CODE_BURNED');
    t.clock.advance(61_000);
    expect(
      (await api('POST', 'user/resend-code', { payload: { activationToken: b?.activationToken } })).statusCode,
    ).toBe(200);
    expect(await outbox(ghost)).toHaveLength(0);
    expect(JSON.stringify(await t.app.db.selectFrom('verifications').selectAll().execute())).not.toContain(ghost);
  });

  it('sets the new password, ends every session, tells the member, and does not sign them in', async () => {
    const user = await createUser(t.app);
    const other = await signIn(t.app, user.email);
    const proof = await resetProof(user.email);
    const res = await api('POST', 'user/reset-password', {
      cookies: { [COOKIE.token]: proof },
      payload: { password: 'a brand new passphrase' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(Object.keys(res.json() as object).sort()).toEqual(['message', 'success']);
    expect(isCleared(res, COOKIE.token)).toBe(true);
    expect(res.cookies.find((item) => item.name === COOKIE.refreshSecret && item.value)).toBeUndefined();

    expectError(await me(other.headers.authorization), 401, 'UNAUTHENTICATED');
    expectError(await api('GET', 'user/refresh', { cookies: other.cookies }), 401, 'UNAUTHENTICATED');
    expectError(
      await api('POST', 'user/login', { payload: { email: user.email, password: DEFAULT_PASSWORD } }),
      400,
      'INVALID_CREDENTIALS',
    );
    const again = await signIn(t.app, user.email, 'a brand new passphrase');
    expect((await me(again.headers.authorization)).statusCode).toBe(200);
    expect((await outbox(user.email))[0]?.template).toBe('password-changed');
    const types = (await t.app.db.selectFrom('auditEvents').select('type').where('userId', '=', user.id).execute()).map(
      (e) => e.type,
    );
    expect(types).toContain('password.reset');

    // The proof works once.
    expectError(
      await api('POST', 'user/reset-password', {
        cookies: { [COOKIE.token]: proof },
        payload: { password: 'yet another passphrase' },
      }),
      400,
      'EMAIL_NOT_VERIFIED',
    );
  });

  it('needs a reset proof and a password that is not common', async () => {
    expectError(
      await api('POST', 'user/reset-password', { payload: { password: 'a brand new passphrase' } }),
      400,
      'EMAIL_NOT_VERIFIED',
    );
    const signupProof = await verifiedSignupCookie(uniqueEmail());
    expectError(
      await api('POST', 'user/reset-password', {
        cookies: { [COOKIE.token]: signupProof },
        payload: { password: 'a brand new passphrase' },
      }),
      400,
      'EMAIL_NOT_VERIFIED',
    );
    const user = await createUser(t.app);
    const proof = await resetProof(user.email);
    expectError(
      await api('POST', 'user/reset-password', {
        cookies: { [COOKIE.token]: proof },
        payload: { password: 'iloveyou' },
      }),
      400,
      'PASSWORD_TOO_COMMON',
    );
    expect(
      (
        await api('POST', 'user/reset-password', {
          cookies: { [COOKIE.token]: proof },
          payload: { password: 'a brand new passphrase' },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('checks reset codes like sign-up codes (wrong, expired)', async () => {
    const user = await createUser(t.app);
    const res = await api('POST', 'user/forgot-password', { payload: { email: user.email } });
    const { activationToken } = res.json() as { activationToken: string };
    const code = await latestCode(user.email);
    expectError(await activate(activationToken, wrongCode(code), 'user/verify-otp'), 400, 'CODE_INVALID');
    expectError(await activate(activationToken, code, 'user/activate-user'), 400, 'CODE_EXPIRED');
    t.clock.advance(10 * MINUTE + 1);
    expectError(await activate(activationToken, code, 'user/verify-otp'), 400, 'CODE_EXPIRED');
  });
});

describe('POST user/change-password', () => {
  it('needs a signed-in member and the right current password', async () => {
    expectError(
      await api('POST', 'user/change-password', {
        payload: { currentPassword: 'x', newPassword: 'a brand new passphrase' },
      }),
      401,
      'UNAUTHENTICATED',
    );
    const user = await createUser(t.app);
    const session = await signIn(t.app, user.email);
    expectError(
      await api('POST', 'user/change-password', {
        headers: session.headers,
        payload: { currentPassword: 'wrong one', newPassword: 'a brand new passphrase' },
      }),
      400,
      'INVALID_CREDENTIALS',
    );
    const common = expectError(
      await api('POST', 'user/change-password', {
        headers: session.headers,
        payload: { currentPassword: DEFAULT_PASSWORD, newPassword: 'password1' },
      }),
      400,
      'PASSWORD_TOO_COMMON',
    );
    expect(common.message).toBeTruthy();
  });

  it('ends every other session and gives this one fresh tokens', async () => {
    const user = await createUser(t.app);
    const here = await signIn(t.app, user.email);
    const elsewhere = await signIn(t.app, user.email);
    const res = await api('POST', 'user/change-password', {
      headers: here.headers,
      cookies: here.cookies,
      payload: { currentPassword: DEFAULT_PASSWORD, newPassword: 'a brand new passphrase' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { accessToken } = res.json() as { accessToken: string };
    expect((await me(`Bearer ${accessToken}`)).statusCode).toBe(200);
    const newCookies = { [COOKIE.refreshSecret]: cookie(res, COOKIE.refreshSecret)?.value ?? '' };
    expect((await api('GET', 'user/refresh', { cookies: newCookies })).statusCode).toBe(200);

    expectError(await me(elsewhere.headers.authorization), 401, 'UNAUTHENTICATED');
    expectError(await api('GET', 'user/refresh', { cookies: elsewhere.cookies }), 401, 'UNAUTHENTICATED');
    expectError(await me(here.headers.authorization), 401, 'UNAUTHENTICATED');
    expectError(
      await api('POST', 'user/login', { payload: { email: user.email, password: DEFAULT_PASSWORD } }),
      400,
      'INVALID_CREDENTIALS',
    );
    expect(
      (await api('POST', 'user/login', { payload: { email: user.email, password: 'a brand new passphrase' } }))
        .statusCode,
    ).toBe(200);
    expect((await outbox(user.email))[0]?.template).toBe('password-changed');
  });
});

describe('POST user/check-password', () => {
  it('answers whether the password is the signed-in member’s own, and changes nothing', async () => {
    expectError(
      await api('POST', 'user/check-password', { payload: { password: DEFAULT_PASSWORD } }),
      401,
      'UNAUTHENTICATED',
    );
    const user = await createUser(t.app);
    const session = await signIn(t.app, user.email);
    const wrong = expectError(
      await api('POST', 'user/check-password', { headers: session.headers, payload: { password: 'wrong one' } }),
      400,
      'INVALID_CREDENTIALS',
    );
    expect(wrong.message).toBe('That password is not right.');
    expectError(
      await api('POST', 'user/check-password', { headers: session.headers, payload: { password: '' } }),
      400,
      'VALIDATION_FAILED',
    );
    const right = await api('POST', 'user/check-password', {
      headers: session.headers,
      payload: { password: DEFAULT_PASSWORD },
    });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json()).toEqual({ success: true, message: 'Password confirmed.' });
    // Nothing changed: the account is there and the session still works.
    expect(await t.app.db.selectFrom('users').select('id').where('id', '=', user.id).executeTakeFirst()).toBeDefined();
    expect((await api('GET', 'user/me', { headers: session.headers })).statusCode).toBe(200);
  });
});

describe('DELETE user/delete-user', () => {
  it('needs a signed-in member and the password', async () => {
    expectError(
      await api('DELETE', 'user/delete-user', { payload: { password: DEFAULT_PASSWORD } }),
      401,
      'UNAUTHENTICATED',
    );
    const user = await createUser(t.app);
    const session = await signIn(t.app, user.email);
    expectError(
      await api('DELETE', 'user/delete-user', { headers: session.headers, payload: { password: 'wrong one' } }),
      400,
      'INVALID_CREDENTIALS',
    );
    expect(await t.app.db.selectFrom('users').select('id').where('id', '=', user.id).executeTakeFirst()).toBeDefined();
  });

  it('deletes the member and everything theirs; sign-in, access and refresh fail afterwards', async () => {
    const email = uniqueEmail('leaving');
    const signup = LoginResponseSchema.parse((await signUp(email)).json());
    const userId = signup.user.userId;
    const session = await signIn(t.app, email, PASSWORD);
    await api('POST', 'user/updateFcmToken', {
      headers: session.headers,
      payload: { fcmToken: `device-${userId}`, uid: signup.user.uid, userStatus: 'false' },
    });
    await api('POST', 'user/forgot-password', { payload: { email } });

    const res = await api('DELETE', 'user/delete-user', {
      headers: session.headers,
      cookies: session.cookies,
      payload: { password: PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(isCleared(res, COOKIE.refreshSecret)).toBe(true);

    const db = t.app.db;
    expect(await db.selectFrom('users').select('id').where('id', '=', userId).execute()).toHaveLength(0);
    expect(
      await db.selectFrom('questionnaireAnswers').select('userId').where('userId', '=', userId).execute(),
    ).toHaveLength(0);
    expect(await db.selectFrom('sessions').select('id').where('userId', '=', userId).execute()).toHaveLength(0);
    expect(await db.selectFrom('devices').select('id').where('userId', '=', userId).execute()).toHaveLength(0);
    expect(await db.selectFrom('verifications').select('id').where('email', '=', email).execute()).toHaveLength(0);
    expect(await db.selectFrom('consents').select('id').where('email', '=', email).execute()).toHaveLength(0);
    const refreshRows = await db
      .selectFrom('refreshTokens')
      .select('id')
      .where('sessionId', '=', session.sessionId)
      .execute();
    expect(refreshRows).toHaveLength(0);

    const login = expectError(
      await api('POST', 'user/login', { payload: { email, password: PASSWORD } }),
      400,
      'INVALID_CREDENTIALS',
    );
    expect(login.message).toBe(
      ErrorBodySchema.parse(
        (await api('POST', 'user/login', { payload: { email: uniqueEmail(), password: PASSWORD } })).json(),
      ).message,
    );
    expectError(await me(session.headers.authorization), 401, 'UNAUTHENTICATED');
    expectError(await me(`Bearer ${signup.accessToken}`), 401, 'UNAUTHENTICATED');
    expectError(await api('GET', 'user/refresh', { cookies: session.cookies }), 401, 'UNAUTHENTICATED');

    const [receipt] = await outbox(email);
    expect(receipt?.template).toBe('account-deleted');
    const audit = await db
      .selectFrom('auditEvents')
      .selectAll()
      .where('type', '=', 'account.deleted')
      .where('userId', '=', userId)
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain(email);
  });
});

describe('POST user/updateFcmToken', () => {
  it('upserts one row per device token, bound to the member who sent it', async () => {
    const alice = await createUser(t.app);
    const bob = await createUser(t.app);
    const aliceSession = await signIn(t.app, alice.email);
    const bobSession = await signIn(t.app, bob.email);
    const token = `fcm-${alice.id}`;
    expectError(
      await api('POST', 'user/updateFcmToken', { payload: { fcmToken: token, uid: alice.uid, userStatus: 'false' } }),
      401,
      'UNAUTHENTICATED',
    );

    for (let i = 0; i < 2; i += 1) {
      const res = await api('POST', 'user/updateFcmToken', {
        headers: { authorization: aliceSession.accessToken },
        payload: { fcmToken: token, uid: alice.uid, userStatus: 'false' },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    let rows = await t.app.db.selectFrom('devices').selectAll().where('fcmToken', '=', token).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: alice.id, uid: alice.uid, userStatus: 'false' });

    await api('POST', 'user/updateFcmToken', {
      headers: bobSession.headers,
      payload: { fcmToken: token, uid: bob.uid, userStatus: 'false' },
    });
    rows = await t.app.db.selectFrom('devices').selectAll().where('fcmToken', '=', token).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.userId).toBe(bob.id);

    expectError(
      await api('POST', 'user/updateFcmToken', {
        headers: bobSession.headers,
        payload: { fcmToken: token, uid: alice.uid, userStatus: 'false' },
      }),
      403,
      'FORBIDDEN',
    );
    expectError(
      await api('POST', 'user/updateFcmToken', {
        headers: bobSession.headers,
        payload: { fcmToken: token, uid: bob.uid, userStatus: 'maybe' },
      }),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('forgets a device when the session that registered it signs out, and keeps the member’s other devices', async () => {
    const alice = await createUser(t.app);
    const laptop = await signIn(t.app, alice.email);
    const phone = await signIn(t.app, alice.email);
    for (const [session, fcmToken] of [
      [laptop, `laptop-${alice.id}`],
      [phone, `phone-${alice.id}`],
    ] as const) {
      const res = await api('POST', 'user/updateFcmToken', {
        headers: session.headers,
        payload: { fcmToken, uid: alice.uid, userStatus: 'false' },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const devices = () =>
      t.app.db.selectFrom('devices').select('fcmToken').where('userId', '=', alice.id).orderBy('fcmToken').execute();
    expect(await devices()).toHaveLength(2);
    const out = await api('GET', 'user/logout', { headers: laptop.headers, cookies: laptop.cookies });
    expect(out.statusCode, out.body).toBe(200);
    expect(await devices()).toEqual([{ fcmToken: `phone-${alice.id}` }]);
  });
});

describe('nothing secret ever leaves in a response body', () => {
  it('holds across every answer of this file', async () => {
    expect(bodies.length).toBeGreaterThan(100);
    expect(secrets.size).toBeGreaterThan(10);
    const hashes = (await t.app.db.selectFrom('users').select('passwordHash').execute()).map((row) => row.passwordHash);
    for (const body of bodies) {
      expect(body.toLowerCase()).not.toContain('argon2');
      expect(body).not.toContain('passwordHash');
      for (const secret of secrets) {
        if (body.includes(secret)) expect.fail(`a response body contains the secret or code ${secret.slice(0, 3)}…`);
      }
      for (const stored of hashes) expect(body).not.toContain(stored);
    }
  });
});
