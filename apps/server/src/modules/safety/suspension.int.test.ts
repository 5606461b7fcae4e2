import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '@app/shared';
import { CheckSuspensionResponseSchema, SuspensionUpdateResponseSchema } from '@app/shared/suspension';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createSignedInMember, type SignedInMember } from '../../../test/factories/profiles';
import { signIn, type SignedIn } from '../../../test/factories/users';
import { connected, socketClients } from '../../../test/sockets';
import { fetchMedia, jpeg, multipart, photoPart, tempStorage, BLUE, GREEN, type Part } from '../photos/test-support';
import { SUSPENDED_MESSAGE } from '../../lib/auth/authenticate';
import {
  CORRECTION_SAVED,
  liftSuspension,
  NOTHING_TO_UPDATE,
  ONLY_WHILE_SUSPENDED,
  OWN_ACCOUNT_ONLY,
  suspendMember,
} from './suspension.service';
import { listReviewItems } from './suspension.repository';

/**
 * Suspension (issue 14 point 3): a suspended member signs in and reaches only the suspension screen's endpoints;
 * every other member endpoint (enumerated from the app's own routes, so later ones are covered too) answers 403
 * SUSPENDED, and sockets are refused or closed. The screen answers about the caller only, and takes a correction
 * of the about text or photos into the review queue without lifting the suspension. Suspending and lifting e-mail
 * the member, keep the match table in step, and a suspension with an end date lifts itself.
 */
let t: TestApp;
let origin: string;
const disk = tempStorage();
const { open: openSocket, closeSockets } = socketClients();
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_ENABLED: '0' }, deps: { storage: disk.storage } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterEach(() => closeSockets());
afterAll(async () => {
  await t.close();
  disk.cleanup();
});

const DAY = 86_400_000;
const ABOUT = 'I love long walks, good books and cooking for my family on Sundays.';

type Member = SignedInMember & { session: SignedIn };
async function member(): Promise<Member> {
  const created = await createSignedInMember(t.app, {
    profile: { about: 'An about text that was reported by someone.' },
  });
  return { ...created, session: await signIn(t.app, created.email) };
}
async function suspended(until: Date | null = null, reason = 'inappropriate-bio'): Promise<Member> {
  const who = await member();
  await suspendMember(t.app, { userId: who.id, reason, until, by: null });
  return who;
}

const post = (who: Member | null, path: string, payload?: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/${path}`,
    headers: who?.session.headers ?? {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
const check = (who: Member, payload?: unknown) => post(who, 'user/check-user-suspension', payload);
function update(who: Member, parts: Part[]) {
  const body = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/form/update-profile',
    headers: { ...who.session.headers, ...body.headers },
    payload: body.payload,
  });
}
const aboutPart = (text: string): Part => ({ name: 'aboutYourSelf', data: text });
function expectError(res: { statusCode: number; body: string; json: () => unknown }, status: number, code: string) {
  expect(res.statusCode, res.body).toBe(status);
  const body = ErrorBodySchema.parse(res.json());
  expect(body.code).toBe(code);
  return body;
}
const inMatchTable = async (who: { id: string }) =>
  Boolean(await t.app.db.selectFrom('matchProfiles').select('userId').where('userId', '=', who.id).executeTakeFirst());
const mails = (who: { email: string }, template: string) =>
  t.app.db
    .selectFrom('emailOutbox')
    .selectAll()
    .where('toAddress', '=', who.email.toLowerCase())
    .where('template', '=', template)
    .execute();
const account = (who: { id: string }) =>
  t.app.db
    .selectFrom('users')
    .select(['suspendedAt', 'suspensionReason'])
    .where('id', '=', who.id)
    .executeTakeFirstOrThrow();

// ---- every route of the app --------------------------------------------------------------------------------

/** Every (method, path) the app serves, read from Fastify's own route tree (so routes added later are in it). */
function registeredRoutes(): Array<{ method: string; path: string }> {
  const tree = t.app.printRoutes({ commonPrefix: false });
  const stack: string[] = [];
  const routes: Array<{ method: string; path: string }> = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (.+?)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    const path = `${stack.join('')}${match[2]}`;
    stack.push(match[2] ?? '');
    for (const method of (match[3] ?? '').split(',').map((m) => m.trim())) {
      if (method && method !== '-' && method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, path });
    }
  }
  return routes;
}

/** The suspension screen's own endpoints, and the shell's: the gate lets a suspended member through these only. */
const ALLOWED = new Set([
  'POST /api/v1/user/check-user-suspension',
  'POST /api/v1/form/update-profile',
  'GET /api/v1/user/logout',
  'GET /api/v1/user/refresh',
  // A copy of one's own data stays a right while suspended (APP 12; docs/safety.md, "Your data").
  'GET /api/v1/user/export',
  'GET /api/v1/user/export/status',
  'POST /api/v1/user/export/download',
]);

const concrete = (path: string) => path.replace(/:[^/]+/g, randomUUID()).replace(/\*/g, 'x');
const call = (method: string, url: string, headers: Record<string, string>) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers,
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
  });

describe('the gate', () => {
  it('answers 403 SUSPENDED on every endpoint that needs sign-in, except the suspension screen’s own', async () => {
    const who = await suspended();
    const routes = registeredRoutes().filter((route) => route.path.startsWith('/api/v1/'));
    expect(routes.length).toBeGreaterThan(80);
    const memberRoutes: string[] = [];
    for (const route of routes) {
      const url = concrete(route.path);
      // Needs sign-in: without a token it answers 401 UNAUTHENTICATED (nothing runs for a request without one).
      const anonymous = await call(route.method, url, {});
      if (anonymous.statusCode !== 401) continue;
      const key = `${route.method} ${route.path}`;
      memberRoutes.push(key);
      const res = await call(route.method, url, who.session.headers);
      if (ALLOWED.has(key)) {
        expect(
          res.statusCode === 403 && res.body.includes('"SUSPENDED"'),
          `${key} must let a suspended member in`,
        ).toBe(false);
      } else {
        expect(res.statusCode, `${key}: ${res.body}`).toBe(403);
        expect(ErrorBodySchema.parse(res.json()), key).toMatchObject({ code: 'SUSPENDED', message: SUSPENDED_MESSAGE });
      }
    }
    // The enumeration found the member area (and both of the screen's endpoints among it).
    expect(memberRoutes.length).toBeGreaterThan(50);
    expect(memberRoutes).toEqual(
      expect.arrayContaining(['POST /api/v1/user/check-user-suspension', 'GET /api/v1/user/me']),
    );
    expect(memberRoutes).toContain('POST /api/v1/form/update-profile');
  });

  it('lets the same member through everywhere once the suspension is lifted', async () => {
    const who = await suspended();
    expectError(
      await t.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: who.session.headers }),
      403,
      'SUSPENDED',
    );
    await liftSuspension(t.app, { userId: who.id, by: null, note: 'Reviewed: fine.' });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: who.session.headers })).statusCode,
    ).toBe(200);
  });

  it('signs a suspended member in with the right password, renews their session and signs them out', async () => {
    const who = await suspended();
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { email: who.email, password: who.password },
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json()).toMatchObject({ success: true, suspended: true });
    const cookies = Object.fromEntries(login.cookies.map((cookie) => [cookie.name, cookie.value]));
    const refreshed = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/refresh',
      cookies,
      headers: { origin: t.config.PUBLIC_URL },
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const logout = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/logout',
      cookies,
      headers: {
        origin: t.config.PUBLIC_URL,
        authorization: `Bearer ${(login.json() as { accessToken: string }).accessToken}`,
      },
    });
    expect(logout.statusCode, logout.body).toBe(200);
  });

  it('refuses a suspended member’s socket, and closes the one they had', async () => {
    const earlier = await member();
    const socket = openSocket(origin, earlier.session.accessToken);
    await connected(socket);
    const revoked = new Promise((resolve) => socket.once('session_revoked', resolve));
    const closed = new Promise((resolve) => socket.once('disconnect', resolve));
    await suspendMember(t.app, { userId: earlier.id, reason: 'inappropriate-image', until: null, by: null });
    await t.app.jobs.drain();
    expect(await revoked).toEqual({ reason: 'suspended' });
    expect(await closed).toBe('io server disconnect');
    await expect(connected(openSocket(origin, earlier.session.accessToken))).rejects.toThrow('SUSPENDED');
  });
});

// ---- the suspension screen -----------------------------------------------------------------------------------

describe('POST user/check-user-suspension', () => {
  it('tells the suspended caller why and until when, with their photo list, name and about text', async () => {
    const who = await member();
    const body = multipart([photoPart(await jpeg(640, 480, BLUE))]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/v1/form/profileImageUpload',
      headers: { ...who.session.headers, ...body.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const until = new Date(t.clock.now().getTime() + 10 * DAY);
    await suspendMember(t.app, { userId: who.id, reason: 'inappropriate-image', until, by: null });

    const res = await check(who, {});
    expect(res.statusCode, res.body).toBe(200);
    const answer = CheckSuspensionResponseSchema.parse(res.json());
    if (!answer.isSuspended) throw new Error('expected a suspension');
    expect(answer.reason).toBe('inappropriate-image');
    expect(answer.unsuspendAt).toBe(until.toISOString());
    expect(answer.userDetails).toMatchObject({
      userId: who.id,
      email: who.email,
      aboutYourSelf: 'An about text that was reported by someone.',
    });
    expect(answer.userDetails.displayName).toBeTruthy();
    expect(answer.userDetails.profileImage).toHaveLength(1);
    expect(answer.correctionPending).toBe(false);
    // The member's own photo is served to them while suspended (the screen shows it); nobody else's is.
    expect((await fetchMedia(t.app, answer.userDetails.profileImage[0] ?? '', who)).statusCode).toBe(200);
    // Their own id is fine too (the reference's body), and so is no body at all.
    expect((await check(who, { userId: who.id })).statusCode).toBe(200);
    const bare = await check(who);
    expect(bare.statusCode, bare.body).toBe(200);
  });

  it('answers about the caller only: another member’s id is refused, and nobody signed out is answered', async () => {
    const who = await suspended();
    const other = await suspended();
    const body = expectError(await check(who, { userId: other.id }), 403, 'FORBIDDEN');
    expect(body.message).toBe(OWN_ACCOUNT_ONLY);
    expect(JSON.stringify(body)).not.toContain(other.email);
    expectError(await post(null, 'user/check-user-suspension', { userId: other.id }), 401, 'UNAUTHENTICATED');
  });

  it('says a member who is not suspended is not', async () => {
    const who = await member();
    const res = await check(who, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, isSuspended: false, message: 'Your account is not suspended.' });
  });
});

describe('POST form/update-profile', () => {
  it('replaces the about text, opens one review item, and keeps the suspension', async () => {
    const who = await suspended();
    const res = await update(who, [aboutPart(`  ${ABOUT}  `)]);
    expect(res.statusCode, res.body).toBe(200);
    expect(SuspensionUpdateResponseSchema.parse(res.json())).toMatchObject({
      message: CORRECTION_SAVED,
      aboutYourSelf: ABOUT,
    });
    const profile = await t.app.db
      .selectFrom('profiles')
      .select('about')
      .where('userId', '=', who.id)
      .executeTakeFirst();
    expect(profile?.about).toBe(ABOUT);
    expect((await account(who)).suspendedAt).not.toBeNull();
    expect(await inMatchTable(who)).toBe(false);

    const checked = CheckSuspensionResponseSchema.parse((await check(who, {})).json());
    expect(checked).toMatchObject({ isSuspended: true, correctionPending: true });
    const [item, ...rest] = await listReviewItems(t.app.db, who.id);
    expect(rest).toHaveLength(0);
    expect(item).toMatchObject({ kind: 'self-correction', state: 'open', closedAt: null });
    expect(item?.payload).toMatchObject({ changed: ['about'] });

    // A second correction refreshes the same open item.
    t.clock.advance(60_000);
    expect((await update(who, [aboutPart(`${ABOUT} Also gardening.`)])).statusCode).toBe(200);
    const items = await listReviewItems(t.app.db, who.id);
    expect(items).toHaveLength(1);
    expect(items[0]?.id).toBe(item?.id);
    expect(items[0]?.updatedAt.getTime()).toBeGreaterThan(item?.updatedAt.getTime() ?? Infinity);
  });

  it('replaces the whole photo list through the photo pipeline (re-encoded), up to three', async () => {
    const who = await suspended(null, 'inappropriate-image');
    const before = disk.files().length;
    const res = await update(who, [photoPart(await jpeg(640, 480, GREEN)), photoPart(await jpeg(500, 500, BLUE))]);
    expect(res.statusCode, res.body).toBe(200);
    const answer = SuspensionUpdateResponseSchema.parse(res.json());
    expect(answer.profileImage).toHaveLength(2);
    const rows = await t.app.db
      .selectFrom('photos')
      .selectAll()
      .where('userId', '=', who.id)
      .orderBy('position')
      .execute();
    expect(rows.map((row) => row.position)).toEqual([0, 1]);
    expect(disk.files().length).toBeGreaterThan(before);
    const served = await fetchMedia(t.app, answer.profileImage[0] ?? '', who);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');

    // A second correction replaces them: the old rows and files go.
    const filesAfterFirst = disk.files().length;
    const again = await update(who, [photoPart(await jpeg(640, 480, BLUE))]);
    expect(again.statusCode, again.body).toBe(200);
    const now = await t.app.db.selectFrom('photos').select('id').where('userId', '=', who.id).execute();
    expect(now).toHaveLength(1);
    expect(rows.some((row) => row.id === now[0]?.id)).toBe(false);
    expect(disk.files().length).toBeLessThan(filesAfterFirst);
    expect((await listReviewItems(t.app.db, who.id))[0]?.payload).toMatchObject({ changed: ['photos'], photoCount: 1 });

    const four = await update(who, await Promise.all([1, 2, 3, 4].map(async () => photoPart(await jpeg()))));
    expectError(four, 400, 'VALIDATION_FAILED');
    expect((await t.app.db.selectFrom('photos').select('id').where('userId', '=', who.id).execute()).length).toBe(1);
  });

  it('refuses nothing to update, a text too long or too short, a photo that is not one, and other fields', async () => {
    const who = await suspended();
    expect(expectError(await update(who, []), 400, 'VALIDATION_FAILED').message).toBe(NOTHING_TO_UPDATE);
    expect(expectError(await update(who, [aboutPart('x'.repeat(2001))]), 400, 'VALIDATION_FAILED').message).toContain(
      '2000',
    );
    expect(expectError(await update(who, [aboutPart('Too short')]), 400, 'VALIDATION_FAILED').message).toContain('30');
    expectError(await update(who, [aboutPart(`${ABOUT} <script>`)]), 400, 'VALIDATION_FAILED');
    expectError(
      await update(who, [photoPart(Buffer.from('not an image at all, only text'), 'notes.jpg')]),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
    expectError(
      await update(who, [aboutPart(ABOUT), { name: 'usertype', data: 'Exclusive' }]),
      400,
      'VALIDATION_FAILED',
    );
    const json = await post(who, 'form/update-profile', { aboutYourSelf: ABOUT });
    expectError(json, 415, 'UNSUPPORTED_MEDIA_TYPE');
    // Nothing was written, and no review item opened.
    const profile = await t.app.db
      .selectFrom('profiles')
      .select('about')
      .where('userId', '=', who.id)
      .executeTakeFirst();
    expect(profile?.about).toBe('An about text that was reported by someone.');
    expect(await listReviewItems(t.app.db, who.id)).toHaveLength(0);
  });

  it('is only for a suspended member', async () => {
    const who = await member();
    const body = expectError(await update(who, [aboutPart(ABOUT)]), 403, 'FORBIDDEN');
    expect(body.message).toBe(ONLY_WHILE_SUSPENDED);
    expect(await listReviewItems(t.app.db, who.id)).toHaveLength(0);
  });
});

// ---- suspending and lifting ----------------------------------------------------------------------------------

describe('suspendMember and liftSuspension', () => {
  it('keep the account, the history, the match table and the review queue in step, and e-mail the member', async () => {
    const who = await member();
    expect(await inMatchTable(who)).toBe(true);
    const row = await suspendMember(t.app, { userId: who.id, reason: 'inappropriate-bio', until: null, by: null });
    expect(await account(who)).toEqual({ suspendedAt: row.suspendedAt, suspensionReason: 'inappropriate-bio' });
    expect(await inMatchTable(who)).toBe(false);
    await t.app.jobs.drain();
    const [suspendedMail, ...more] = await mails(who, 'account-suspended');
    expect(more).toHaveLength(0);
    expect(suspendedMail?.text).toContain('about text on your profile does not meet our community guidelines');
    expect(suspendedMail?.text).toContain('until our team has reviewed your profile');

    expect((await update(who, [aboutPart(ABOUT)])).statusCode).toBe(200);
    const staff = randomUUID();
    const lifted = await liftSuspension(t.app, { userId: who.id, by: staff, note: 'Reviewed the new text.' });
    expect(lifted).toMatchObject({ liftedBy: staff, liftNote: 'Reviewed the new text.' });
    expect(await account(who)).toEqual({ suspendedAt: null, suspensionReason: null });
    expect(await inMatchTable(who)).toBe(true);
    expect((await listReviewItems(t.app.db, who.id))[0]).toMatchObject({ state: 'closed' });
    await t.app.jobs.drain();
    expect(await mails(who, 'account-unsuspended')).toHaveLength(1);

    // Lifting again: not suspended.
    await expect(liftSuspension(t.app, { userId: who.id, by: null, note: null })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    const history = await t.app.db.selectFrom('suspensions').selectAll().where('userId', '=', who.id).execute();
    expect(history).toHaveLength(1);
  });

  it('replaces an open suspension (history keeps both) and refuses an end in the past', async () => {
    const who = await member();
    await suspendMember(t.app, { userId: who.id, reason: 'first', until: null, by: null });
    await suspendMember(t.app, { userId: who.id, reason: 'second-reason', until: null, by: null });
    const history = await t.app.db
      .selectFrom('suspensions')
      .selectAll()
      .where('userId', '=', who.id)
      .orderBy('reason')
      .execute();
    expect(history.map((row) => [row.reason, row.liftedAt === null])).toEqual([
      ['first', false],
      ['second-reason', true],
    ]);
    expect((await account(who)).suspensionReason).toBe('second-reason');
    await expect(
      suspendMember(t.app, { userId: who.id, reason: 'x', until: new Date(t.clock.now().getTime() - 1), by: null }),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    await expect(
      suspendMember(t.app, { userId: randomUUID(), reason: 'x', until: null, by: null }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('lifts a suspension with an end date by itself once the clock passes it, and e-mails the member', async () => {
    const start = t.clock.now();
    const who = await suspended(new Date(start.getTime() + 3 * DAY), 'spam-messages');
    const forever = await suspended(null);
    await t.app.jobs.drain();
    const [mail] = await mails(who, 'account-suspended');
    expect(mail?.text).toContain('The reason our team gave is: “spam messages”.');

    t.clock.set(new Date(start.getTime() + 3 * DAY - 60_000));
    await t.app.jobs.drain();
    expect((await account(who)).suspendedAt).not.toBeNull();

    t.clock.set(new Date(start.getTime() + 3 * DAY + 60_000));
    await t.app.jobs.drain();
    expect((await account(who)).suspendedAt).toBeNull();
    expect(await inMatchTable(who)).toBe(true);
    const [row] = await t.app.db.selectFrom('suspensions').selectAll().where('userId', '=', who.id).execute();
    expect(row).toMatchObject({ liftedBy: null, liftNote: 'Ended as scheduled.' });
    expect(await mails(who, 'account-unsuspended')).toHaveLength(1);
    expect((await account(forever)).suspendedAt).not.toBeNull();
    const fresh = await signIn(t.app, who.email);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: fresh.headers })).statusCode).toBe(
      200,
    );
  });
});
