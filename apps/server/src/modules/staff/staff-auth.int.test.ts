import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createSignedInMember } from '../../../test/factories/profiles';
import { createSignedInStaff, createStaff, signInStaff } from '../../../test/factories/staff';
import { COMMAND_LINE } from './audit-log';
import { createStaffAccount } from './staff-auth.service';
import { currentCode } from './totp';

let t: TestApp;
const deps = () => ({ db: t.app.db, now: t.clock.now(), publicUrl: t.app.config.PUBLIC_URL });
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/user/login', payload: { email, password } });
const verify = (challenge: string, code: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/admin/auth/verify-totp', payload: { challenge, code } });
const me = (headers?: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/v1/admin/auth/me', ...(headers ? { headers } : {}) });
const auditActions = async (userId: string) =>
  (
    await t.app.db
      .selectFrom('staffAuditLog')
      .select('action')
      .where('subjectUserId', '=', userId)
      .orderBy('id')
      .execute()
  ).map((row) => row.action);

describe('staff accounts', () => {
  it('are made with a one-time set-up link: QR code, password and a first code; the link then stops working', async () => {
    const { link, userId, created } = await createStaffAccount(deps(), {
      email: 'New.Admin@Example.com',
      role: 'admin',
      actor: COMMAND_LINE,
    });
    expect(created).toBe(true);
    expect(link).toMatch(/^http:\/\/localhost:3000\/admin\/setup#token=/);
    const token = new URL(link).hash.slice('#token='.length);

    // Nobody can sign in before the set-up: the password is random.
    expect((await login('new.admin@example.com', 'correct horse battery staple')).json().code).toBe(
      'INVALID_CREDENTIALS',
    );

    const start = await t.app.inject({ method: 'POST', url: '/api/v1/admin/auth/setup/start', payload: { token } });
    expect(start.statusCode).toBe(200);
    const body = start.json();
    expect(body).toMatchObject({ email: 'new.admin@example.com', role: 'admin' });
    expect(body.otpauthUrl).toMatch(/^otpauth:\/\/totp\/.+secret=/);
    expect(body.qrSvg).toMatch(/^<svg/);
    // The same secret on a second look (a reload of the page).
    const again = await t.app.inject({ method: 'POST', url: '/api/v1/admin/auth/setup/start', payload: { token } });
    expect(again.json().secret).toBe(body.secret);
    // Stored encrypted, never in the clear.
    const stored = await t.app.db
      .selectFrom('staffCredentials')
      .selectAll()
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow();
    expect(stored.totpSecretEnc).not.toContain(body.secret);

    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/auth/setup/finish',
      payload: {
        token,
        password: 'a long enough staff password',
        code: '000000' === currentCode(body.secret, t.clock.now()) ? '111111' : '000000',
      },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('CODE_INVALID');

    const finish = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/auth/setup/finish',
      payload: { token, password: 'a long enough staff password', code: currentCode(body.secret, t.clock.now()) },
    });
    expect(finish.statusCode).toBe(200);
    const reuse = await t.app.inject({ method: 'POST', url: '/api/v1/admin/auth/setup/start', payload: { token } });
    expect(reuse.statusCode).toBe(404);
    expect(await auditActions(userId)).toEqual(['staff.created', 'staff.setup-completed']);
  });

  it('refuse a member’s e-mail address', async () => {
    const member = await createSignedInMember(t.app);
    await expect(
      createStaffAccount(deps(), { email: member.email, role: 'moderator', actor: COMMAND_LINE }),
    ).rejects.toThrow(/member account/);
  });

  it('sign in with the password and then a code, always: no session before the code; each code works once', async () => {
    const staff = await createStaff(t.app, { role: 'moderator' });
    const first = await login(staff.email, staff.password);
    expect(first.statusCode).toBe(200);
    const challenge = first.json();
    expect(challenge).toMatchObject({ success: true, secondFactorRequired: true });
    expect(challenge.accessToken).toBeUndefined();
    expect(first.cookies).toHaveLength(0);

    t.clock.advance(30_000);
    const code = currentCode(staff.secret, t.clock.now());
    const wrongCode = code === '123456' ? '654321' : '123456';
    const wrong = await verify(challenge.challenge, wrongCode);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('CODE_INVALID');
    expect((await verify('not-a-challenge', code)).statusCode).toBe(401);

    const ok = await verify(challenge.challenge, code);
    expect(ok.statusCode).toBe(200);
    const headers = { authorization: `Bearer ${ok.json().accessToken}` };
    expect((await me(headers)).json().staff).toMatchObject({ email: staff.email, role: 'moderator' });

    // The same code again (even with a fresh challenge) is refused: replay.
    const second = await login(staff.email, staff.password);
    expect((await verify(second.json().challenge, code)).json().code).toBe('CODE_INVALID');
    // A challenge older than five minutes is refused.
    t.clock.advance(6 * 60_000);
    expect((await verify(second.json().challenge, currentCode(staff.secret, t.clock.now()))).statusCode).toBe(401);

    expect(await auditActions(staff.id)).toEqual(['staff.created', 'staff.setup-completed', 'staff.signed-in']);
  });

  it('use a sign-in challenge once: the next code with the same challenge opens no second session', async () => {
    const staff = await createStaff(t.app);
    const { challenge } = (await login(staff.email, staff.password)).json();
    t.clock.advance(30_000);
    expect((await verify(challenge, currentCode(staff.secret, t.clock.now()))).statusCode).toBe(200);
    t.clock.advance(30_000);
    const again = await verify(challenge, currentCode(staff.secret, t.clock.now()));
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe('UNAUTHENTICATED');
    const sessions = await t.app.db.selectFrom('sessions').select('id').where('userId', '=', staff.id).execute();
    expect(sessions).toHaveLength(1);
  });

  it('use a sign-in challenge once even when two codes arrive at the same moment', async () => {
    const staff = await createStaff(t.app);
    const { challenge } = (await login(staff.email, staff.password)).json();
    t.clock.advance(30_000);
    // The current code and the next step's (within the allowed drift), sent together.
    const now = t.clock.now();
    const codes = [currentCode(staff.secret, now), currentCode(staff.secret, new Date(now.getTime() + 30_000))];
    const answers = await Promise.all(codes.map((code) => verify(challenge, code)));
    // Whichever takes the account's lock first opens the session. The other is refused: 401 (the challenge is used)
    // when it holds the later code, 400 (its code's step is already spent) when it holds the earlier one.
    const [opened, refused] = [...answers].sort((a, b) => a.statusCode - b.statusCode);
    expect(opened?.statusCode).toBe(200);
    expect([
      [400, 'CODE_INVALID'],
      [401, 'UNAUTHENTICATED'],
    ]).toContainEqual([refused?.statusCode, refused?.json().code]);
    const sessions = await t.app.db.selectFrom('sessions').select('id').where('userId', '=', staff.id).execute();
    expect(sessions).toHaveLength(1);
  });

  it('limit wrong codes per account', async () => {
    const staff = await createStaff(t.app);
    const { challenge } = (await login(staff.email, staff.password)).json();
    const right = currentCode(staff.secret, t.clock.now());
    const wrongCode = right === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i += 1) expect((await verify(challenge, wrongCode)).statusCode).toBe(400);
    const refused = await verify(challenge, wrongCode);
    expect(refused.statusCode).toBe(429);
  });

  it('a new set-up link for an existing staff account ends their sessions and replaces the authenticator', async () => {
    const staff = await createSignedInStaff(t.app, { role: 'admin' });
    expect((await me(staff.headers)).statusCode).toBe(200);
    t.clock.advance(1000);
    const again = await createStaffAccount(deps(), { email: staff.email, role: 'admin', actor: COMMAND_LINE });
    expect(again.created).toBe(false);
    expect((await me(staff.headers)).statusCode).toBe(404);
    const old = await signInStaff(t.app, {
      email: staff.email,
      password: 'correct horse battery staple',
      secret: staff.secret,
    }).catch((error: Error) => error);
    expect(old).toBeInstanceOf(Error);
  });
});

describe('the console gate', () => {
  it('answers 404, like an unknown path, to anonymous visitors, members and sessions without a second factor', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/v1/admin/auth/nothing-here' });
    expect((await me()).statusCode).toBe(404);
    expect((await me()).json()).toEqual(unknown.json());
    const member = await createSignedInMember(t.app);
    expect((await me(member.headers)).json()).toEqual(unknown.json());

    // A staff account's session made without the second factor (there is no such path; this checks the gate too).
    const staff = await createSignedInStaff(t.app);
    await t.app.db.updateTable('sessions').set({ secondFactorAt: null }).where('userId', '=', staff.id).execute();
    expect((await me(staff.headers)).statusCode).toBe(404);
  });
});

describe('the staff audit log', () => {
  it('is readable by staff, newest first, and nobody can change or delete an entry', async () => {
    const admin = await createSignedInStaff(t.app, { role: 'admin' });
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/admin-audit/log?limit=2', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.entries).toHaveLength(2);
    expect(body.entries[0].id).toBeGreaterThan(body.entries[1].id);
    expect(body.entries[0]).toMatchObject({ action: 'staff.signed-in', actor: { id: admin.id, role: 'admin' } });
    expect(typeof body.nextBefore).toBe('number');

    await expect(sql`update staff_audit_log set reason = 'changed'`.execute(t.app.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from staff_audit_log`.execute(t.app.db)).rejects.toThrow(/append-only/);
  });
});
