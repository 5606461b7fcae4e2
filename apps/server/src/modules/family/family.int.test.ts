import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '@app/shared';
import {
  FamilyActivityResponseSchema,
  FamilyInvitationsResponseSchema,
  FamilyInviteResponseSchema,
  FamilyMembersResponseSchema,
  FamilyProfilesResponseSchema,
  FamilySwitchResponseSchema,
} from '@app/shared/family';
import { decodeJwt } from 'jose';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { candidateAndMother, codeOf, familyApi, invitationToken, joinFamily, type Headers } from './test-support';
import { createSignedInMember, type SignedInMember } from '../../../test/factories/profiles';
import { connected, nextEvent, socketClients } from '../../../test/sockets';
import { MeResponseSchema } from '@app/shared/auth';
import { ConnectionListResponseSchema } from '@app/shared/connections';
import { PublicProfileResponseSchema } from '@app/shared/profile';
import { NotificationListResponseSchema } from '@app/shared/notifications';
import { MessagesPageSchema, SendMessageResponseSchema } from '@app/shared/chat';
import { chatMember, connect } from '../chat/test-support';

/**
 * Families over HTTP and sockets (issue 29, ADR 017): the candidate invites a relative by e-mail; the relative,
 * signed in with that address, accepts and acts for the profile with the rights given, and nothing else; the
 * candidate changes those rights or removes them, and their access ends at once.
 */
let t: TestApp;
let origin: string;
const { open: openSocket, closeSockets } = socketClients();
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_ENABLED: '0' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterEach(() => closeSockets());
afterAll(async () => t.close());
const call = (...args: Parameters<ReturnType<typeof familyApi>>) => familyApi(t.app)(...args);

describe('invitations', () => {
  it('are e-mailed with a link, listed to the candidate and to the invitee, and accepted by that e-mail only', async () => {
    const candidate = await createSignedInMember(t.app, { profile: { firstName: 'Anjali', displayName: null } });
    const brother = await createSignedInMember(t.app, { profile: { firstName: 'Rohan', displayName: null } });
    const stranger = await createSignedInMember(t.app);

    const invited = await call('POST', 'family/invite', candidate.headers, {
      email: brother.email.toUpperCase(),
      relation: 'brother',
      rights: ['shortlist', 'browse'],
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const invitation = FamilyInviteResponseSchema.parse(invited.json()).data;
    expect(invitation).toMatchObject({ email: brother.email, relation: 'brother', status: 'pending' });
    // Rights are kept in the order of the list, whatever order they were sent in.
    expect(invitation.rights).toEqual(['browse', 'shortlist']);
    expect(new Date(invitation.expiresAt).getTime() - new Date(invitation.sentAt).getTime()).toBe(7 * 86_400_000);

    const mail = await t.app.db
      .selectFrom('emailOutbox')
      .select(['subject', 'text'])
      .where('toAddress', '=', brother.email)
      .executeTakeFirstOrThrow();
    expect(mail.subject).toContain('Anjali invites you');
    expect(mail.text).toContain('as their brother');
    const token = await invitationToken(t.app, brother.email);
    // Only its hash is stored.
    const stored = await t.app.db.selectFrom('familyInvitations').select('tokenHash').executeTakeFirstOrThrow();
    expect(stored.tokenHash).not.toContain(token);

    const sent = FamilyInvitationsResponseSchema.parse(
      (await call('GET', 'family/invitations', candidate.headers)).json(),
    );
    expect(sent.data.sent.map((row) => row.id)).toEqual([invitation.id]);
    const waiting = FamilyInvitationsResponseSchema.parse(
      (await call('GET', 'family/invitations', brother.headers)).json(),
    );
    expect(waiting.data.received).toEqual([
      expect.objectContaining({ id: invitation.id, profileName: 'Anjali', relation: 'brother' }),
    ]);

    // Someone else signed in, holding the forwarded link, is refused.
    const forwarded = await call('POST', 'family/accept', stranger.headers, { token });
    expect(forwarded.statusCode).toBe(403);
    expect(codeOf(forwarded)).toBe('FORBIDDEN');
    expect((await call('POST', 'family/accept', brother.headers, { token: 'x'.repeat(43) })).statusCode).toBe(404);

    const accepted = await call('POST', 'family/accept', brother.headers, { token });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const again = await call('POST', 'family/accept', brother.headers, { token });
    expect(again.statusCode).toBe(409);

    const members = FamilyMembersResponseSchema.parse((await call('GET', 'family/members', candidate.headers)).json());
    expect(members.data).toEqual([
      expect.objectContaining({
        accountId: brother.id,
        name: 'Rohan',
        relation: 'brother',
        rights: ['browse', 'shortlist'],
      }),
    ]);
    const afterwards = FamilyInvitationsResponseSchema.parse(
      (await call('GET', 'family/invitations', candidate.headers)).json(),
    );
    expect(afterwards.data.sent[0]?.status).toBe('accepted');
  });

  it('expire after seven days, can be withdrawn, and a second one to the same address replaces the first', async () => {
    const candidate = await createSignedInMember(t.app);
    const aunt = await createSignedInMember(t.app);
    const invite = () =>
      call('POST', 'family/invite', candidate.headers, { email: aunt.email, relation: 'relative', rights: ['browse'] });

    expect((await invite()).statusCode).toBe(201);
    const first = await invitationToken(t.app, aunt.email);
    const second = FamilyInviteResponseSchema.parse((await invite()).json()).data;
    const replaced = await call('POST', 'family/accept', aunt.headers, { token: first });
    expect(replaced.statusCode).toBe(409);
    expect(ErrorBodySchema.parse(replaced.json()).message).toMatch(/withdrawn/);

    const withdrawn = await call('DELETE', `family/invitations/${second.id}`, candidate.headers);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect((await call('DELETE', `family/invitations/${second.id}`, candidate.headers)).statusCode).toBe(404);
    expect(
      (await call('POST', 'family/accept', aunt.headers, { token: await invitationToken(t.app, aunt.email) }))
        .statusCode,
    ).toBe(409);

    expect((await invite()).statusCode).toBe(201);
    const third = await invitationToken(t.app, aunt.email);
    const now = t.clock.now();
    t.clock.set(new Date(now.getTime() + 7 * 86_400_000 + 1000));
    try {
      // Signed in again, as an access token lasts minutes, not days.
      const expired = await call('POST', 'family/accept', await freshHeaders(aunt), { token: third });
      expect(expired.statusCode).toBe(409);
      expect(ErrorBodySchema.parse(expired.json()).message).toMatch(/expired/);
    } finally {
      t.clock.set(now);
    }
  });

  it('refuse the candidate’s own address and bad input, clearly', async () => {
    const candidate = await createSignedInMember(t.app);
    const own = await call('POST', 'family/invite', candidate.headers, {
      email: candidate.email,
      relation: 'mother',
      rights: [],
    });
    expect(own.statusCode).toBe(400);
    const bad = await call('POST', 'family/invite', candidate.headers, {
      email: 'not an address',
      relation: 'uncle',
      rights: ['call'],
    });
    expect(bad.statusCode).toBe(400);
    expect(
      ErrorBodySchema.parse(bad.json())
        .errors?.map((error) => error.path)
        .sort(),
    ).toEqual(expect.arrayContaining(['email', 'relation']));
  });
});

/** The member's headers from a new sign-in at the clock's present time. */
async function freshHeaders(member: SignedInMember): Promise<Headers> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/user/login',
    payload: { email: member.email, password: member.password },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { authorization: `Bearer ${(res.json() as { accessToken: string }).accessToken}` };
}

describe('a manager acting for the profile', () => {
  it('switches to it with a token that names it, and back to their own', async () => {
    const { candidate, mother, acting, accessToken } = await candidateAndMother(t.app, ['browse']);
    expect(decodeJwt(accessToken)).toMatchObject({ sub: mother.id, act: candidate.id });

    const profiles = FamilyProfilesResponseSchema.parse((await call('GET', 'family/profiles', acting)).json()).data;
    expect(profiles).toEqual([
      { profileId: mother.id, name: 'Sunita', relation: null, rights: [], acting: false },
      { profileId: candidate.id, name: 'Anjali', relation: 'mother', rights: ['browse'], acting: true },
    ]);
    // user/me is the profile acted for, with the manager's own e-mail and who is acting; never the candidate's e-mail.
    const me = MeResponseSchema.parse((await call('GET', 'user/me', acting)).json()).user;
    expect(me).toMatchObject({
      userId: candidate.id,
      email: mother.email,
      role: 'member',
      actingAs: { accountId: mother.id, name: 'Sunita', relation: 'mother', rights: ['browse'], profileName: 'Anjali' },
    });
    expect(JSON.stringify(me)).not.toContain(candidate.email);
    const own = MeResponseSchema.parse((await call('GET', 'user/me', mother.headers)).json()).user;
    expect(own).toMatchObject({ userId: mother.id, email: mother.email, actingAs: null });

    const back = await call('POST', 'family/switch', acting, { profileId: mother.id });
    expect(back.statusCode).toBe(200);
    expect(decodeJwt(FamilySwitchResponseSchema.parse(back.json()).accessToken).act).toBeUndefined();
    const stranger = await createSignedInMember(t.app);
    expect((await call('POST', 'family/switch', mother.headers, { profileId: stranger.id })).statusCode).toBe(404);
  });

  it('may do what their rights allow and nothing that is the candidate’s alone', async () => {
    const { candidate, acting } = await candidateAndMother(t.app, ['browse']);
    const other = await createSignedInMember(t.app);

    // browse: matches and profiles, as the candidate would see them.
    expect((await call('GET', 'profile/filtered-profiles', acting)).statusCode).not.toBe(403);
    const viewed = await call('POST', 'profile/getUserDetails', acting, { userId: other.id });
    expect([200, 404]).toContain(viewed.statusCode);

    // Not given: the shortlist.
    const shortlist = await call('GET', 'profile/favorite/getFavProfile', acting);
    expect(shortlist.statusCode).toBe(403);
    expect(codeOf(shortlist)).toBe('FAMILY_NOT_ALLOWED');

    // The candidate's alone, whatever the rights: password, sessions, contact grants, e-mail, deletion, calls,
    // inviting or removing family, the activity log.
    for (const [method, path, payload] of [
      ['POST', 'user/change-password', { currentPassword: 'x', newPassword: 'y' }],
      ['POST', 'user/check-password', { password: 'x' }],
      ['POST', 'contact-details/respondToRequest', { requesterId: other.id, accept: true }],
      ['GET', 'contact-details/getAccessLog', undefined],
      ['DELETE', 'user/delete-user', { password: 'x' }],
      ['POST', 'call/start', { receiverId: other.id, type: 'video' }],
      ['POST', 'family/invite', { email: 'cousin@example.com', relation: 'relative', rights: [] }],
      ['GET', 'family/activity', undefined],
      ['PATCH', `family/members/${candidate.id}`, { rights: ['chat'] }],
    ] as const) {
      const res = await call(method, path, acting, payload);
      expect([res.statusCode, codeOf(res)], `${method} ${path}`).toEqual([403, 'FAMILY_NOT_ALLOWED']);
    }
    // What the candidate sees of the family is open to them too.
    expect((await call('GET', 'family/members', acting)).statusCode).toBe(200);
  });

  it('keeps acting for the profile after a token refresh', async () => {
    const { candidate, mother } = await candidateAndMother(t.app, ['browse']);
    // Sign in with cookies, switch, then refresh: the new token still acts for the candidate.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { email: mother.email, password: mother.password },
    });
    const cookies = Object.fromEntries(login.cookies.map((cookie) => [cookie.name, cookie.value]));
    const headers = { authorization: `Bearer ${(login.json() as { accessToken: string }).accessToken}` };
    expect((await call('POST', 'family/switch', headers, { profileId: candidate.id })).statusCode).toBe(200);
    const refreshed = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/refresh',
      cookies,
      headers: { origin: new URL(t.config.PUBLIC_URL).origin },
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect(decodeJwt((refreshed.json() as { accessToken: string }).accessToken).act).toBe(candidate.id);
  });
});

describe('the candidate stays in charge', () => {
  it('changes a manager’s rights, which apply from their next request', async () => {
    const { candidate, mother, acting } = await candidateAndMother(t.app, ['browse']);
    expect((await call('GET', 'profile/favorite/getFavProfile', acting)).statusCode).toBe(403);
    const changed = await call('PATCH', `family/members/${mother.id}`, candidate.headers, {
      rights: ['shortlist', 'browse'],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await call('GET', 'profile/favorite/getFavProfile', acting)).statusCode).toBe(200);
    expect((await call('PATCH', `family/members/${candidate.id}`, candidate.headers, { rights: [] })).statusCode).toBe(
      404,
    );
  });

  it('removes a manager: the next request is refused and their socket on the profile is closed', async () => {
    const { candidate, mother, acting, accessToken } = await candidateAndMother(t.app, ['browse', 'chat']);
    const socket = openSocket(origin, accessToken);
    await connected(socket);
    const revoked = nextEvent(socket, 'session_revoked');

    const removed = await call('DELETE', `family/members/${mother.id}`, candidate.headers);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await revoked).toEqual({ reason: 'family_access_ended' });

    const next = await call('GET', 'profile/filtered-profiles', acting);
    expect([next.statusCode, codeOf(next)]).toEqual([403, 'FAMILY_ACCESS_ENDED']);
    // Their own account is untouched: signed in for themselves, they go on.
    expect((await call('GET', 'family/profiles', mother.headers)).statusCode).toBe(200);
    // Nor can they reconnect acting for it.
    const again = openSocket(origin, accessToken);
    await expect(connected(again)).rejects.toThrow('FAMILY_ACCESS_ENDED');
  });

  it('changes a manager’s socket with their rights: given chat, it hears the profile’s messages', async () => {
    const candidate = await chatMember(t.app, 'Premium', { firstName: 'Anjali', displayName: null });
    const other = await chatMember(t.app, 'Premium');
    const mother = await chatMember(t.app, 'Standard', { firstName: 'Sunita', displayName: null });
    await connect(t.app, candidate, other);
    const { accessToken } = await joinFamily(t.app, candidate, mother, 'mother', ['browse']);
    const socket = openSocket(origin, accessToken);
    await connected(socket);
    const changed = await call('PATCH', `family/members/${mother.id}`, candidate.headers, {
      rights: ['browse', 'chat'],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const heard = nextEvent(socket, 'chat_message');
    const sent = await call('POST', `chat/conversations/${candidate.id}/messages`, other.headers, {
      text: 'Hello Anjali',
      clientMessageId: randomUUID(),
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect((await heard).message.text).toBe('Hello Anjali');
  });

  it('a manager may leave, but not remove anyone else', async () => {
    const { candidate, mother, acting } = await candidateAndMother(t.app, ['browse']);
    expect((await call('DELETE', `family/members/${candidate.id}`, acting)).statusCode).toBe(403);
    expect((await call('DELETE', `family/members/${mother.id}`, acting)).statusCode).toBe(200);
    expect(codeOf(await call('GET', 'family/members', acting))).toBe('FAMILY_ACCESS_ENDED');
  });

  it('reads every step in the activity log, naming who did it', async () => {
    const { candidate, mother, acting } = await candidateAndMother(t.app, ['browse']);
    await call('PATCH', `family/members/${mother.id}`, candidate.headers, { rights: ['browse', 'chat'] });
    await call('DELETE', `family/members/${mother.id}`, acting);
    const log = FamilyActivityResponseSchema.parse((await call('GET', 'family/activity', candidate.headers)).json());
    expect(log.data.map((entry) => [entry.kind, entry.actor.name, entry.actor.relation])).toEqual([
      ['left', 'Sunita', 'mother'],
      ['rights_changed', 'Anjali', null],
      ['joined', 'Sunita', 'mother'],
      ['invited', 'Anjali', null],
    ]);
    expect(log.data[1]?.detail).toMatchObject({ rights: ['browse', 'chat'] });
    // In pages: after an entry, the ones before it.
    const page = FamilyActivityResponseSchema.parse(
      (await call('GET', `family/activity?limit=2&before=${log.data[1]?.id}`, candidate.headers)).json(),
    );
    expect(page.data.map((entry) => entry.kind)).toEqual(['joined', 'invited']);
  });
});

describe('shown honestly to everyone', () => {
  it('a request and a message a manager sends say so, on the profile’s plan, and the candidate’s log lists them', async () => {
    // The candidate is Premium; her mother's own account is Standard: she acts with the profile's plan.
    const candidate = await chatMember(t.app, 'Premium', { firstName: 'Anjali', displayName: null });
    const mother = await chatMember(t.app, 'Standard', { firstName: 'Sunita', displayName: null });
    const other = await chatMember(t.app, 'Premium', { firstName: 'Arjun', displayName: null });
    const { acting } = await joinFamily(t.app, candidate, mother, 'mother', ['browse', 'request', 'chat']);

    const asked = await call('POST', 'connection/addConnection', acting, { receiverId: other.id });
    expect(asked.statusCode, asked.body).toBe(201);
    const received = ConnectionListResponseSchema.parse(
      (await call('GET', 'connection/getReceivedConnectionRequests', other.headers)).json(),
    );
    expect(received.data).toEqual([expect.objectContaining({ userId: candidate.id, actedBy: { relation: 'mother' } })]);
    // Her card and her profile page say the profile is managed with family, by relation only.
    expect(received.data[0]?.profile.managedBy).toEqual(['mother']);
    const profilePage = await call('POST', 'profile/getUserDetails', other.headers, { userId: candidate.id });
    expect(profilePage.statusCode, profilePage.body).toBe(200);
    expect(PublicProfileResponseSchema.parse(profilePage.json()).data[0]?.managedBy).toEqual(['mother']);
    expect(profilePage.body).not.toContain('Sunita');
    const bell = NotificationListResponseSchema.parse(
      (await call('GET', 'notifications/getAllNotification', other.headers)).json(),
    );
    expect(bell.data[0]).toMatchObject({
      message: 'Anjali would like to connect with you. Sent by Anjali’s mother.',
      actedBy: { relation: 'mother' },
    });
    // Answering is not hers: she was not given `respond`. The other member accepts.
    expect(
      (await call('POST', 'connection/acceptConnection', other.headers, { senderId: candidate.id })).statusCode,
    ).toBe(200);

    const sent = await call('POST', `chat/conversations/${other.id}/messages`, acting, {
      text: 'Namaste, I am Anjali’s mother.',
      clientMessageId: randomUUID(),
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(SendMessageResponseSchema.parse(sent.json()).data.actedBy).toEqual({ relation: 'mother' });
    // Her socket, acting for the profile with `chat`, hears the other member's answer as the candidate's does.
    const socket = openSocket(origin, acting.authorization.slice('Bearer '.length));
    await connected(socket);
    const heard = nextEvent(socket, 'chat_message');
    const answer = await call('POST', `chat/conversations/${candidate.id}/messages`, other.headers, {
      text: 'Namaste ji.',
      clientMessageId: randomUUID(),
    });
    expect(answer.statusCode).toBe(201);
    expect((await heard).message.text).toBe('Namaste ji.');
    const ownWords = await call('POST', `chat/conversations/${other.id}/messages`, candidate.headers, {
      text: 'And this is Anjali.',
      clientMessageId: randomUUID(),
    });
    expect(ownWords.statusCode).toBe(201);
    const conversation = MessagesPageSchema.parse(
      (await call('GET', `chat/conversations/${candidate.id}/messages`, other.headers)).json(),
    );
    expect(conversation.messages.map((message) => [message.text, message.actedBy ?? null])).toEqual(
      expect.arrayContaining([
        ['Namaste, I am Anjali’s mother.', { relation: 'mother' }],
        ['And this is Anjali.', null],
      ]),
    );

    const log = FamilyActivityResponseSchema.parse((await call('GET', 'family/activity', candidate.headers)).json());
    expect(log.data.slice(0, 2).map((entry) => [entry.kind, entry.actor.relation, entry.detail.userId])).toEqual([
      ['message_written', 'mother', other.id],
      ['request_sent', 'mother', other.id],
    ]);
    // The message's words are not copied into the log.
    expect(JSON.stringify(log.data)).not.toContain('Namaste');
  });
});

describe('everything else follows', () => {
  it('a manager can be suspended alone; a suspended profile stops its managers too', async () => {
    const { candidate, mother, acting } = await candidateAndMother(t.app, ['browse']);
    await t.app.db.updateTable('users').set({ suspendedAt: t.clock.now() }).where('id', '=', mother.id).execute();
    const refused = await call('GET', 'family/members', acting);
    expect([refused.statusCode, codeOf(refused)]).toEqual([403, 'SUSPENDED']);
    expect((await call('GET', 'family/members', candidate.headers)).statusCode).toBe(200);

    await t.app.db.updateTable('users').set({ suspendedAt: null }).where('id', '=', mother.id).execute();
    await t.app.db.updateTable('users').set({ suspendedAt: t.clock.now() }).where('id', '=', candidate.id).execute();
    const stopped = await call('GET', 'family/members', acting);
    expect([stopped.statusCode, codeOf(stopped)]).toEqual([403, 'FAMILY_NOT_ALLOWED']);
  });

  it('deleting the candidate’s account ends every manager’s access at once; their own accounts stay', async () => {
    const { candidate, mother, acting, accessToken } = await candidateAndMother(t.app, ['browse', 'chat']);
    const socket = openSocket(origin, accessToken);
    await connected(socket);
    const revoked = nextEvent(socket, 'session_revoked');
    const deleted = await call('DELETE', 'user/delete-user', candidate.headers, { password: candidate.password });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await revoked).toEqual({ reason: 'family_access_ended' });
    expect(codeOf(await call('GET', 'family/members', acting))).toBe('FAMILY_ACCESS_ENDED');
    const profiles = FamilyProfilesResponseSchema.parse((await call('GET', 'family/profiles', mother.headers)).json());
    expect(profiles.data.map((profile) => profile.profileId)).toEqual([mother.id]);
  });

  it('a manager deleting their own account leaves the profile and its log, which says they left', async () => {
    const { candidate, mother } = await candidateAndMother(t.app, ['browse']);
    const deleted = await call('DELETE', 'user/delete-user', mother.headers, { password: mother.password });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(
      FamilyMembersResponseSchema.parse((await call('GET', 'family/members', candidate.headers)).json()).data,
    ).toEqual([]);
    const log = FamilyActivityResponseSchema.parse((await call('GET', 'family/activity', candidate.headers)).json());
    expect(log.data[0]).toMatchObject({
      kind: 'left',
      actor: { accountId: null, name: 'Sunita', relation: 'mother' },
      detail: { accountClosed: true },
    });
    expect((await call('GET', 'profile/mydetails', candidate.headers)).statusCode).toBe(200);
  });
});
