import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '@app/shared';
import {
  ContactAccessLogResponseSchema,
  ContactAccessStateResponseSchema,
  ContactDetailsResponseSchema,
} from '@app/shared/connections';
import { NotificationListResponseSchema } from '@app/shared/notifications';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createSignedInMember, type SignedInMember } from '../../../test/factories/profiles';

/**
 * Contact details by consent over HTTP: never in a profile; asked for only between connected members; granted,
 * declined and revoked by the owner; every read logged; removing the connection revokes the grant.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_ENABLED: '0' } });
});
afterAll(async () => t.close());

type Member = SignedInMember;
/** Premium unless told otherwise: asking for contact details is a paid feature ("plans" below). */
const member = (usertype: 'Standard' | 'Premium' | 'Exclusive' = 'Premium') =>
  createSignedInMember(t.app, { usertype, profile: { contactNumber: '+61412345678' } });
const post = (who: Member, path: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/v1/${path}`, headers: who.headers, payload });
async function connect(a: Member, b: Member) {
  expect((await post(a, 'connection/addConnection', { receiverId: b.id })).statusCode).toBe(201);
  expect((await post(b, 'connection/acceptConnection', { senderId: a.id })).statusCode).toBe(200);
}
const ask = (who: Member, owner: Member) => post(who, 'contact-details/requestAccess', { userId: owner.id });
const answer = (owner: Member, requester: Member, grant: boolean) =>
  post(owner, 'contact-details/respondToRequest', { requesterId: requester.id, grant });
const revoke = (owner: Member, requester: Member) =>
  post(owner, 'contact-details/revokeAccess', { userId: requester.id });
const read = (who: Member, owner: Member) => post(who, 'contact-details/getContactDetails', { userId: owner.id });
const stateOf = (res: { statusCode: number; body: string; json: () => unknown }) => {
  expect(res.statusCode, res.body).toBe(200);
  return ContactAccessStateResponseSchema.parse(res.json()).data;
};
function expectCode(res: { statusCode: number; json: () => unknown }, status: number, code: string) {
  expect(res.statusCode).toBe(status);
  expect(ErrorBodySchema.parse(res.json()).code).toBe(code);
}

describe('contact details by consent', () => {
  it('are never part of a profile, even for a connection who was granted them', async () => {
    const [asha, ravi] = [await member(), await member()];
    await connect(asha, ravi);
    await ask(ravi, asha);
    await answer(asha, ravi, true);
    const profile = await post(ravi, 'profile/getUserDetails', { userId: asha.id });
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.body).not.toContain('+61412345678');
    expect(profile.body).not.toContain(asha.email);
  });

  it('ask → grant → read (logged for the owner) → revoke → refused', async () => {
    const [asha, ravi] = [await member(), await member()];
    await connect(asha, ravi);
    expectCode(await read(ravi, asha), 403, 'FORBIDDEN');
    expect(stateOf(await ask(ravi, asha))).toEqual({ userId: asha.id, mine: 'pending', theirs: null });
    // Asking twice sends one request.
    expect(stateOf(await ask(ravi, asha)).mine).toBe('pending');
    const inbox = NotificationListResponseSchema.parse(
      (
        await t.app.inject({ method: 'GET', url: '/api/v1/notifications/getAllNotification', headers: asha.headers })
      ).json(),
    );
    expect(inbox.data.filter((item) => item.body?.type === 'contact_request')).toHaveLength(1);
    expectCode(await read(ravi, asha), 403, 'FORBIDDEN');

    expect(stateOf(await answer(asha, ravi, true))).toEqual({ userId: ravi.id, mine: null, theirs: 'granted' });
    const details = await read(ravi, asha);
    expect(details.statusCode, details.body).toBe(200);
    expect(ContactDetailsResponseSchema.parse(details.json()).data).toEqual({
      userId: asha.id,
      email: asha.email,
      phone: '+61412345678',
    });
    // Granting is one way: Asha still cannot read Ravi's.
    expectCode(await read(asha, ravi), 403, 'FORBIDDEN');
    t.clock.advance(60_000);
    await read(ravi, asha);
    const log = ContactAccessLogResponseSchema.parse(
      (
        await t.app.inject({ method: 'GET', url: '/api/v1/contact-details/getAccessLog', headers: asha.headers })
      ).json(),
    ).data;
    expect(log.grants).toMatchObject([{ userId: ravi.id, status: 'granted' }]);
    expect(log.views.map((view) => view.userId)).toEqual([ravi.id, ravi.id]);
    expect(new Date(log.views[0]?.seenAt ?? 0).getTime()).toBeGreaterThan(
      new Date(log.views[1]?.seenAt ?? 0).getTime(),
    );

    expect(stateOf(await revoke(asha, ravi)).theirs).toBe('revoked');
    expectCode(await read(ravi, asha), 403, 'FORBIDDEN');
    // A revoked grant is not asked again within the same connection; the owner may share again.
    expectCode(await ask(ravi, asha), 409, 'CONFLICT');
    expect(stateOf(await answer(asha, ravi, true)).theirs).toBe('granted');
    expect((await read(ravi, asha)).statusCode).toBe(200);
  });

  it('a decline stands within the connection; removing the connection revokes a grant, and a new one starts afresh', async () => {
    const [asha, ravi] = [await member(), await member()];
    await connect(asha, ravi);
    await ask(ravi, asha);
    expect(stateOf(await answer(asha, ravi, false)).theirs).toBe('declined');
    expectCode(await ask(ravi, asha), 409, 'CONFLICT');
    expect(stateOf(await answer(asha, ravi, true)).theirs).toBe('granted');
    expect((await read(ravi, asha)).statusCode).toBe(200);

    await post(asha, 'connection/removeConnection', { receiverId: ravi.id });
    expectCode(await read(ravi, asha), 403, 'FORBIDDEN');
    expectCode(await ask(ravi, asha), 409, 'CONFLICT'); // not connected
    t.clock.advance(1000);
    await connect(ravi, asha);
    // The old grant does not come back with the new connection; asking again is allowed.
    expect(stateOf(await post(ravi, 'contact-details/getAccessState', { userId: asha.id })).mine).toBeNull();
    expectCode(await read(ravi, asha), 403, 'FORBIDDEN');
    expect(stateOf(await ask(ravi, asha)).mine).toBe('pending');
  });

  it('refuses strangers, pending requests, oneself, answers nobody asked for, and blocked members', async () => {
    const [asha, ravi, meera] = [await member(), await member(), await member()];
    expectCode(await ask(ravi, asha), 409, 'CONFLICT');
    await post(ravi, 'connection/addConnection', { receiverId: asha.id });
    expectCode(await ask(ravi, asha), 409, 'CONFLICT');
    expectCode(await ask(ravi, ravi), 400, 'VALIDATION_FAILED');
    await post(asha, 'connection/acceptConnection', { senderId: ravi.id });
    expectCode(await answer(asha, ravi, true), 409, 'CONFLICT');
    expectCode(await read(meera, asha), 403, 'FORBIDDEN');
    await ask(ravi, asha);
    await answer(asha, ravi, true);
    await t.app.db
      .insertInto('blocks')
      .values({ blockerId: asha.id, blockedId: ravi.id, createdAt: t.clock.now() })
      .execute();
    expectCode(await read(ravi, asha), 403, 'FORBIDDEN');
    // Ravi was blocked: the state answers him as it answers anyone outside a connection (nothing; no 404 to tell).
    const state = await post(ravi, 'contact-details/getAccessState', { userId: asha.id });
    expect(state.statusCode, state.body).toBe(200);
    expect(stateOf(state)).toEqual({ userId: asha.id, mine: null, theirs: null });
  });

  it('plans: asking needs Premium (403 PLAN_REQUIRED); a Standard owner may share, and a grant outlives a plan', async () => {
    const [standard, premium] = [await member('Standard'), await member('Premium')];
    await connect(standard, premium);
    const refused = await ask(standard, premium);
    expectCode(refused, 403, 'PLAN_REQUIRED');
    expect(ErrorBodySchema.parse(refused.json()).requiredTier).toBe('Premium');
    expect(await t.app.db.selectFrom('contactAccess').where('requesterId', '=', standard.id).execute()).toEqual([]);
    // The Standard member answers a Premium member's request and reads nothing of theirs without asking.
    expect(stateOf(await ask(premium, standard)).mine).toBe('pending');
    expect(stateOf(await answer(standard, premium, true)).theirs).toBe('granted');
    expect((await read(premium, standard)).statusCode).toBe(200);
    // The Premium member's plan ends: what was granted can still be read; asking again needs the plan.
    await t.app.db.updateTable('users').set({ usertype: 'Standard' }).where('id', '=', premium.id).execute();
    expect((await read(premium, standard)).statusCode).toBe(200);
    expect(stateOf(await revoke(standard, premium)).theirs).toBe('revoked');
    expectCode(await ask(premium, standard), 403, 'PLAN_REQUIRED');
  });

  it('answers 401 without a session', async () => {
    for (const path of ['requestAccess', 'respondToRequest', 'revokeAccess', 'getContactDetails', 'getAccessState']) {
      const res = await t.app.inject({ method: 'POST', url: `/api/v1/contact-details/${path}`, payload: {} });
      expect(res.statusCode, path).toBe(401);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/contact-details/getAccessLog' })).statusCode).toBe(401);
  });
});
