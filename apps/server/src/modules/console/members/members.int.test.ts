import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { createMember, createSignedInMember, type SignedInMember } from '../../../../test/factories/profiles';
import { createSignedInStaff, type SignedInStaff } from '../../../../test/factories/staff';
import { signIn } from '../../../../test/factories/users';
import { startCheckout } from '../../payments/testing';
import { findPlanRow } from '../../plans/plans.repository';
import { grantSubscription, lockMember } from '../../plans/subscriptions.service';
import { suspendMember, liftSuspension } from '../../safety/suspension.service';
import { MemberStatusResponseSchema } from '@app/shared/console/members';
import { candidateAndMother } from '../../family/test-support';

let t: TestApp;
let moderator: SignedInStaff;
let admin: SignedInStaff;
beforeAll(async () => {
  t = await createTestApp();
  moderator = await createSignedInStaff(t.app, { role: 'moderator' });
  admin = await createSignedInStaff(t.app, { role: 'admin' });
});
afterAll(async () => t.close());

const GATE_MESSAGE = 'No such API endpoint.';
type Headers = { authorization: string } | undefined;

const search = (query: Record<string, string>, headers: Headers = moderator.headers) =>
  t.app.inject({
    method: 'GET',
    url: '/api/v1/admin-userDetails/all-users',
    query,
    ...(headers ? { headers } : {}),
  });
const status = (userId: string, headers: Headers = moderator.headers) =>
  t.app.inject({
    method: 'GET',
    url: '/api/v1/admin-userDetails/user-status',
    query: { userId },
    ...(headers ? { headers } : {}),
  });
const signOutEverywhere = (payload: Record<string, unknown>, headers: Headers = moderator.headers) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/admin-userControl/sign-out-everywhere',
    payload,
    ...(headers ? { headers } : {}),
  });
const foundIds = (res: { json: () => unknown }) =>
  (res.json() as { members: Array<{ userId: string }> }).members.map((member) => member.userId);
/** This section's audit rows about one account (staff accounts also have their own set-up and sign-in rows). */
const auditRows = (subjectUserId: string) =>
  t.app.db
    .selectFrom('staffAuditLog')
    .selectAll()
    .where('subjectUserId', '=', subjectUserId)
    .where('action', 'in', ['member.viewed', 'member.signed-out-everywhere'])
    .orderBy('id')
    .execute();

describe('the console gate on the Members routes', () => {
  it('answers anonymous visitors and members 404 exactly like an unknown path, and lets moderators in', async () => {
    const member = await createSignedInMember(t.app);
    const routes = [
      { method: 'GET' as const, url: '/api/v1/admin-userDetails/all-users' },
      { method: 'GET' as const, url: `/api/v1/admin-userDetails/user-status?userId=${member.id}` },
      { method: 'POST' as const, url: '/api/v1/admin-userControl/sign-out-everywhere' },
      { method: 'GET' as const, url: '/api/v1/admin-contacts/messages' },
      { method: 'GET' as const, url: '/api/v1/contact/get-contact' },
    ];
    for (const route of routes) {
      for (const headers of [undefined, member.headers]) {
        const res = await t.app.inject({
          ...route,
          ...(headers ? { headers } : {}),
          ...(route.method === 'POST' ? { payload: { userId: member.id, reason: 'testing the gate' } } : {}),
        });
        expect(res.statusCode, `${route.method} ${route.url}`).toBe(404);
        expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: GATE_MESSAGE });
      }
    }
    // Nothing happened to the member on the way.
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: member.headers })).statusCode).toBe(
      200,
    );
    for (const route of routes.filter((route) => route.method === 'GET')) {
      const res = await t.app.inject({ ...route, headers: moderator.headers });
      expect(res.statusCode, route.url).toBe(200);
    }
    expect(t.app.consoleRoutes.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining([
        'GET /api/v1/admin-userDetails/all-users',
        'GET /api/v1/admin-userDetails/user-status',
        'POST /api/v1/admin-userControl/sign-out-everywhere',
        'GET /api/v1/admin-contacts/messages',
        'GET /api/v1/contact/get-contact',
      ]),
    );
  });
});

describe('GET admin-userDetails/all-users', () => {
  let asha: SignedInMember;
  beforeAll(async () => {
    asha = await createSignedInMember(t.app, {
      email: 'Asha.Search@Example.test',
      profile: { firstName: 'Ashalata', lastName: 'Quenby', displayName: 'AQ' },
    });
  });

  it('finds a member by the start of their e-mail address, in any case', async () => {
    for (const q of ['asha.search@', 'ASHA.SEARCH', 'asha.search@example.test']) {
      expect(foundIds(await search({ q }))).toEqual([asha.id]);
    }
    const [row] = (await search({ q: 'asha.search' })).json().members;
    expect(row).toMatchObject({
      userId: asha.id,
      uid: asha.uid,
      email: 'asha.search@example.test',
      name: 'Ashalata Quenby',
      displayName: 'AQ',
      usertype: 'Standard',
      suspended: false,
      verified: false,
    });
    // The factory's member is complete.
    expect(row.completion).toBe(100);
    expect(Object.keys(row)).not.toContain('passwordHash');
  });

  it('finds a member by first name, last name or both, and by exact id or uid', async () => {
    for (const q of ['ashala', 'QUENB', 'Ashalata Que', asha.id, asha.id.toUpperCase(), asha.uid]) {
      expect(foundIds(await search({ q })), q).toEqual([asha.id]);
    }
    // Ids match exactly, never by their start.
    expect(foundIds(await search({ q: asha.uid.slice(0, 8) }))).not.toContain(asha.id);
    expect(foundIds(await search({ q: 'nobody-like-this' }))).toEqual([]);
  });

  it('never lists staff accounts, by e-mail, id or in the full list', async () => {
    expect(foundIds(await search({ q: moderator.email }))).toEqual([]);
    expect(foundIds(await search({ q: admin.id }))).toEqual([]);
    expect(foundIds(await search({ q: 'staff-' }))).toEqual([]);
    const everyone: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await search(cursor ? { limit: '100', cursor } : { limit: '100' });
      expect(res.statusCode).toBe(200);
      everyone.push(...foundIds(res));
      cursor = res.json().nextCursor;
    } while (cursor);
    const staffIds = (await t.app.db.selectFrom('users').select('id').where('role', '!=', 'member').execute()).map(
      (row) => row.id,
    );
    expect(staffIds.length).toBeGreaterThanOrEqual(2);
    expect(everyone.filter((id) => staffIds.includes(id))).toEqual([]);
    expect(everyone).toContain(asha.id);
  });

  it('takes %, _ and \\ as the characters they are, not as wildcards', async () => {
    expect(foundIds(await search({ q: '%' }))).toEqual([]);
    expect(foundIds(await search({ q: 'asha_search' }))).toEqual([]);
  });

  it('lists newest first, a page at a time, each member once', async () => {
    const made: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      t.clock.advance(1000);
      made.push((await createMember(t.app, { email: `paging-${index}@example.test` })).id);
    }
    const seen: string[] = [];
    let res = await search({ q: 'paging-', limit: '2' });
    seen.push(...foundIds(res));
    while (res.json().nextCursor) {
      expect(foundIds(res)).toHaveLength(2);
      res = await search({ q: 'paging-', limit: '2', cursor: res.json().nextCursor });
      seen.push(...foundIds(res));
    }
    expect(seen).toEqual([...made].reverse());
  });

  it('refuses a cursor it did not make with 400', async () => {
    for (const cursor of ['not-a-cursor', Buffer.from('["x","y"]').toString('base64url')]) {
      const res = await search({ cursor });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('GET admin-userDetails/user-status', () => {
  it('shows the whole member — profile, photos, plan, payments, reports both ways, suspensions, sessions without a secret — and records the look', async () => {
    const member = await createSignedInMember(t.app, {
      profile: { firstName: 'Meera', lastName: 'Iyengar', contactNumber: '+61412345678', about: 'Private words' },
    });
    const other = await createSignedInMember(t.app);
    const third = await createSignedInMember(t.app);
    const now = t.clock.now();
    await t.app.db
      .insertInto('photos')
      .values({
        userId: member.id,
        position: 0,
        storageKey: `photos/${member.id}/x`,
        width: 800,
        height: 600,
        bytes: 1000,
        createdAt: now,
        reviewStatus: 'pending',
      })
      .execute();
    // A paid plan (as the webhook records one) with a partial refund an admin wrote down.
    const checkout = await startCheckout(t.app, member, { planId: 'premium-yearly' });
    await t.app.db
      .updateTable('checkoutSessions')
      .set({ state: 'paid', completedAt: now })
      .where('id', '=', checkout.sessionId)
      .execute();
    const plan = await findPlanRow(t.app.db, 'premium-yearly');
    const paid = await t.app.db.transaction().execute(async (trx) => {
      await lockMember(trx, member.id);
      return grantSubscription(trx, {
        userId: member.id,
        plan: plan!,
        amountCents: 2999,
        provider: 'local',
        checkoutSessionId: checkout.sessionId,
        paymentReference: 'pi_test_1',
        now,
      });
    });
    await t.app.db
      .insertInto('paymentRefunds')
      .values({ subscriptionId: paid.id, amountCents: 1000, gstCents: 91, reason: 'Goodwill', refundedAt: now })
      .execute();
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/v1/report/report',
      headers: member.headers,
      payload: { reportedUserId: other.id, reason: 'fake-profile' },
    });
    expect(made.statusCode).toBe(201);
    const received = await t.app.inject({
      method: 'POST',
      url: '/api/v1/report/report',
      headers: third.headers,
      payload: { reportedUserId: member.id, reason: ['harassment', 'underage'] },
    });
    expect(received.statusCode).toBe(201);
    const deps = { db: t.app.db, clock: t.clock, jobs: t.app.jobs };
    await suspendMember(deps, { userId: member.id, reason: 'inappropriate-bio', until: null, by: moderator.id });
    await liftSuspension(deps, { userId: member.id, by: moderator.id, note: 'fixed' });

    const res = await status(member.id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.member).toMatchObject({
      userId: member.id,
      uid: member.uid,
      email: member.email,
      usertype: 'Premium',
      suspended: false,
      steps: { personal: true },
    });
    // Private fields too: this is the staff view.
    expect(body.profile.basic_and_lifestyle).toMatchObject({ firstName: 'Meera', lastName: 'Iyengar' });
    expect(body.profile.basic_and_lifestyle.about).toBe('Private words');
    expect(body.profile.contactNumber).toBe('+61412345678');
    expect(body.profile.religious_background.dateOfBirth).toEqual(expect.any(String));
    expect(body.completion.percentage).toBe(100);
    expect(body.photos).toEqual([
      expect.objectContaining({ position: 0, reviewStatus: 'pending', reviewedAt: null, width: 800 }),
    ]);
    expect(body.photos[0].url).toMatch(/\/media\/photos\//);

    expect(body.plan.usertype).toBe('Premium');
    expect(body.plan.subscriptions).toEqual([
      expect.objectContaining({
        orderId: paid.orderId,
        tier: 'Premium',
        provider: 'local',
        paymentReference: 'pi_test_1',
        paymentStatus: 'Completed',
        status: 'active',
        running: true,
        amountCents: 2999,
        refundedCents: 1000,
      }),
    ]);
    expect(body.payments.refunds).toEqual([
      expect.objectContaining({ orderId: paid.orderId, amountCents: 1000, gstCents: 91, reason: 'Goodwill' }),
    ]);
    expect(body.payments.checkouts).toEqual([
      expect.objectContaining({ planId: 'premium-yearly', state: 'paid', completedAt: now.toISOString() }),
    ]);
    expect(body.reports.made).toEqual([
      expect.objectContaining({ otherUserId: other.id, otherEmail: other.email, reasons: ['fake-profile'] }),
    ]);
    expect(body.reports.received).toEqual([
      expect.objectContaining({
        otherUserId: third.id,
        reasons: ['harassment', 'underage'],
        urgent: true,
        state: 'open',
        decidedAt: null,
      }),
    ]);
    expect(body.suspensions).toEqual([
      expect.objectContaining({
        reason: 'inappropriate-bio',
        suspendedBy: moderator.id,
        liftedBy: moderator.id,
        liftNote: 'fixed',
      }),
    ]);
    expect(body.sessions.length).toBeGreaterThanOrEqual(1);
    expect(body.sessions.some((session: { live: boolean }) => session.live)).toBe(true);
    expect(Object.keys(body.sessions[0]).sort()).toEqual(
      ['createdAt', 'expiresAt', 'lastUsedAt', 'live', 'rememberMe', 'revokedAt', 'userAgent'].sort(),
    );
    expect(body.verification).toEqual({ verified: false, verifiedAt: null, requests: [] });

    // No secret anywhere: no token hash, no session id (the refresh cookie carries it), no access token or password.
    const sessionIds = await t.app.db.selectFrom('sessions').select('id').where('userId', '=', member.id).execute();
    const hashes = await t.app.db
      .selectFrom('refreshTokens')
      .select('tokenHash')
      .where(
        'sessionId',
        'in',
        sessionIds.map((row) => row.id),
      )
      .execute();
    expect(hashes.length).toBeGreaterThan(0);
    for (const secret of [
      ...sessionIds.map((row) => row.id),
      ...hashes.map((row) => row.tokenHash),
      member.headers.authorization.slice('Bearer '.length),
      member.row.passwordHash,
    ]) {
      expect(res.body).not.toContain(secret);
    }
    expect(res.body).not.toMatch(/tokenHash|passwordHash|token_hash|documentKey|selfieKey/);
    expect(res.headers['cache-control']).toBe('no-store');

    const audit = await auditRows(member.id);
    const viewed = audit.filter((row) => row.action === 'member.viewed');
    expect(viewed).toHaveLength(1);
    expect(viewed[0]).toMatchObject({ actorId: moderator.id, actorEmail: moderator.email, subjectKind: 'member' });
    expect(JSON.stringify(viewed[0]!.detail)).not.toContain('Private words');

    // Each look is recorded.
    await status(member.id, admin.headers);
    expect((await auditRows(member.id)).filter((row) => row.action === 'member.viewed')).toHaveLength(2);
  });

  it('answers its own 404 for a staff account or an unknown id, recording nothing', async () => {
    for (const userId of [admin.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await status(userId);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('That member does not exist.');
      expect(await auditRows(userId)).toEqual([]);
    }
    expect((await status('not-a-uuid')).statusCode).toBe(400);
  });
});

describe('POST admin-userControl/sign-out-everywhere', () => {
  it('ends every session of the member (their tokens get 401), closes their sockets and records why', async () => {
    const member = await createSignedInMember(t.app);
    const second = await signIn(t.app, member.email);
    const bystander = await createSignedInMember(t.app);
    const me = (headers: { authorization: string }) => t.app.inject({ method: 'GET', url: '/api/v1/user/me', headers });
    expect((await me(member.headers)).statusCode).toBe(200);
    expect((await me(second.headers)).statusCode).toBe(200);
    const emit = vi.spyOn(t.app.events, 'emit');

    const res = await signOutEverywhere({ userId: member.id, reason: 'Account takeover reported by the member' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, sessionsEnded: 2 });

    expect((await me(member.headers)).statusCode).toBe(401);
    expect((await me(second.headers)).statusCode).toBe(401);
    expect((await me(bystander.headers)).statusCode).toBe(200);
    // The refresh cookie cannot start a new session either.
    const refresh = await t.app.inject({ method: 'GET', url: '/api/v1/user/refresh', cookies: second.cookies });
    expect(refresh.statusCode).toBe(401);
    expect(emit).toHaveBeenCalledWith('session.ended', {
      userId: member.id,
      sessionId: null,
      reason: 'signed_out_everywhere',
    });
    emit.mockRestore();

    const [entry] = (await auditRows(member.id)).filter((row) => row.action === 'member.signed-out-everywhere');
    expect(entry).toMatchObject({
      actorId: moderator.id,
      reason: 'Account takeover reported by the member',
      subjectKind: 'member',
    });
    expect(entry!.detail).toEqual({ sessionsEnded: 2 });
    // The staff member's own session is untouched.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/admin/auth/me', headers: moderator.headers })).statusCode,
    ).toBe(200);
    // The member can sign in again.
    expect((await me((await signIn(t.app, member.email)).headers)).statusCode).toBe(200);
  });

  it('needs a reason, and answers its own 404 for staff accounts and unknown ids', async () => {
    const member = await createSignedInMember(t.app);
    const noReason = await signOutEverywhere({ userId: member.id });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual([expect.objectContaining({ path: 'reason' })]);
    expect((await signOutEverywhere({ userId: member.id, reason: ' ' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: member.headers })).statusCode).toBe(
      200,
    );

    const staffTarget = await signOutEverywhere({ userId: admin.id, reason: 'Trying a staff account' });
    expect(staffTarget.statusCode).toBe(404);
    expect(staffTarget.json().message).toBe('That member does not exist.');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/admin/auth/me', headers: admin.headers })).statusCode,
    ).toBe(200);
    expect(await auditRows(admin.id)).toEqual([]);
    expect(await auditRows(member.id)).toEqual([]);
  });
});

describe('families in the member record (ADR 017)', () => {
  it('shows who helps with a profile, and whose profiles an account helps with', async () => {
    const { candidate, mother } = await candidateAndMother(t.app, ['browse', 'chat']);
    const record = MemberStatusResponseSchema.parse((await status(candidate.id)).json());
    expect(record.family?.helpers).toEqual([
      expect.objectContaining({
        accountId: mother.id,
        email: mother.email,
        relation: 'mother',
        rights: ['browse', 'chat'],
      }),
    ]);
    expect(record.family?.helps).toEqual([]);
    const hers = MemberStatusResponseSchema.parse((await status(mother.id)).json());
    expect(hers.family?.helps).toEqual([expect.objectContaining({ profileId: candidate.id, relation: 'mother' })]);
  });
});
