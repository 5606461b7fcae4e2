import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOKIE, ErrorBodySchema, LoginResponseSchema } from '@app/shared';
import { MeResponseSchema } from '@app/shared/auth';
import {
  FamilyActivityResponseSchema,
  FamilyMembersResponseSchema,
  FamilyNameResponseSchema,
  FamilyProfilesResponseSchema,
  ProfileEditsResponseSchema,
} from '@app/shared/family';
import { toWireAnswers } from '@app/shared/questionnaire';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createProfile, createSignedInMember } from '../../../test/factories/profiles';
import { createUser, uniqueEmail, VALID_ANSWERS } from '../../../test/factories/users';

/**
 * A profile a relative makes (ADR 017 point 8), through the HTTP API: a mother signs up answering "for my child";
 * her account only helps, and her session acts for the new profile, which nobody can see or be reached from until
 * the daughter, from the e-mailed link, confirms it (choosing her password) or declines it (it is erased, and the
 * mother is told).
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_ENABLED: '0' } });
});
afterAll(async () => t.close());

type Headers = { authorization: string };
const PASSWORD = 'marigold terrace 1987';

async function api(method: InjectOptions['method'], path: string, headers?: Headers, payload?: unknown) {
  return t.app.inject({
    method,
    url: `/api/v1/${path}`,
    ...(headers ? { headers } : {}),
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });
}

function expectError(res: LightMyRequestResponse, status: number, code: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(ErrorBodySchema.parse(res.json()).code).toBe(code);
}

async function mailTo(email: string, template: string) {
  const row = await t.app.db
    .selectFrom('emailOutbox')
    .select(['text', 'subject'])
    .where('toAddress', '=', email)
    .where('template', '=', template)
    .orderBy('createdAt', 'desc')
    .executeTakeFirst();
  return row ?? null;
}

/** Registration, the e-mailed code, then set-password with the questionnaire answered for someone else. */
async function signUpFor(email: string, postedBy: 'Child' | 'Myself' = 'Child', name: string | null = 'Sunita') {
  const registered = await api('POST', 'user/registration', undefined, { email, acceptTerms: true });
  const { activationToken } = registered.json() as { activationToken: string };
  const code = /\b(\d{6})\b/.exec((await mailTo(email, 'signup-code'))?.text ?? '')?.[1];
  const activated = await api('POST', 'user/activate-user', undefined, { activationToken, activationCode: code });
  expect(activated.statusCode, activated.body).toBe(200);
  const proof = activated.cookies.find((cookie) => cookie.name === COOKIE.token)?.value ?? '';
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/user/set-password',
    cookies: { [COOKIE.token]: proof },
    // The name is a helper's; for someone answering for themselves it is ignored (their profile's first step names them).
    payload: {
      password: PASSWORD,
      answer: toWireAnswers({ ...VALID_ANSWERS, 6: postedBy }),
      ...(name === null ? {} : { name }),
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  const body = LoginResponseSchema.parse(res.json());
  return { body, headers: { authorization: `Bearer ${body.accessToken}` } };
}

const confirmToken = async (email: string) => {
  const mail = await mailTo(email, 'family-confirm');
  const token = /\/family\/confirm#([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no confirmation link e-mailed to ${email}`);
  return token;
};

async function motherWithProfile() {
  const motherEmail = uniqueEmail('sunita');
  const mother = await signUpFor(motherEmail);
  const profileId = mother.body.user.userId;
  return { motherEmail, mother, profileId };
}

describe('a relative makes a profile', () => {
  it('signs up as a helper acting for a new profile that nobody can see or be reached from', async () => {
    const { motherEmail, mother, profileId } = await motherWithProfile();
    const account = await t.app.db
      .selectFrom('users')
      .select(['id', 'familyOnly'])
      .where('email', '=', motherEmail)
      .executeTakeFirstOrThrow();
    expect(account.familyOnly).toBe(true);
    expect(profileId).not.toBe(account.id);
    expect(mother.body.user).toMatchObject({
      email: motherEmail,
      actingAs: {
        accountId: account.id,
        relation: 'relative',
        rights: ['browse', 'shortlist', 'request', 'respond', 'chat', 'edit'],
      },
    });
    // The questionnaire describes the candidate: it is the profile's, not the mother's.
    const answered = await t.app.db
      .selectFrom('questionnaireAnswers')
      .select('userId')
      .where('userId', 'in', [profileId, account.id])
      .execute();
    expect(new Set(answered.map((row) => row.userId))).toEqual(new Set([profileId]));

    // She fills it in (as its maker) and may browse, but nothing she does may reach another member yet.
    await createProfile(t.app, profileId);
    const interests = await api('PUT', 'profile/updateInterstAndHobbies', mother.headers, { hobbies: ['Art'] });
    expect(interests.statusCode, interests.body).toBe(200);
    const other = await createSignedInMember(t.app);
    expect((await api('POST', 'profile/getUserDetails', mother.headers, { userId: other.id })).statusCode).toBe(200);
    expectError(
      await api('POST', 'connection/addConnection', mother.headers, { receiverId: other.id }),
      403,
      'FAMILY_NOT_ALLOWED',
    );

    // She cannot walk away from it: until its candidate answers, she is all it has.
    expectError(await api('DELETE', `family/members/${account.id}`, mother.headers), 409, 'CONFLICT');

    // Others see the same 404 as for a hidden profile.
    const seen = await api('POST', 'profile/getUserDetails', other.headers, { userId: profileId });
    const hidden = await api('POST', 'profile/getUserDetails', other.headers, {
      userId: '00000000-0000-4000-8000-000000000000',
    });
    expect(seen.statusCode).toBe(404);
    expect(seen.body).toBe(hidden.body);

    // Signing in again lands on the profile too.
    const login = await api('POST', 'user/login', undefined, { email: motherEmail, password: PASSWORD });
    expect(LoginResponseSchema.parse(login.json()).user).toMatchObject({ userId: profileId, email: motherEmail });
  });

  it('names the candidate, who confirms it from the e-mailed link: it becomes theirs and goes live', async () => {
    const { mother, profileId } = await motherWithProfile();
    await createProfile(t.app, profileId);
    const daughterEmail = uniqueEmail('anjali');
    expectError(
      await api('POST', 'family/candidate', mother.headers, { email: 'nope', relation: 'mother' }),
      400,
      'VALIDATION_FAILED',
    );
    const asked = await api('POST', 'family/candidate', mother.headers, { email: daughterEmail, relation: 'mother' });
    expect(asked.statusCode, asked.body).toBe(200);
    const mail = await mailTo(daughterEmail, 'family-confirm');
    expect(mail?.text).toContain('your mother');
    const token = await confirmToken(daughterEmail);

    // She chooses her password from the link; the profile stays hidden, and confirming needs her signed in.
    expectError(await api('POST', 'family/claim', undefined, { token, password: 'short' }), 400, 'VALIDATION_FAILED');
    expectError(
      await api('POST', 'family/claim', undefined, { token: 'x'.repeat(43), password: PASSWORD }),
      404,
      'NOT_FOUND',
    );
    expectError(await api('POST', 'family/confirm', undefined, { token, confirm: true }), 403, 'FORBIDDEN');
    const claimed = await api('POST', 'family/claim', undefined, { token, password: PASSWORD });
    expect(claimed.statusCode, claimed.body).toBe(200);
    expectError(await api('POST', 'family/claim', undefined, { token, password: PASSWORD }), 409, 'CONFLICT');
    const login = await api('POST', 'user/login', undefined, { email: daughterEmail, password: PASSWORD });
    expect(login.statusCode, login.body).toBe(200);
    const daughter = { authorization: `Bearer ${LoginResponseSchema.parse(login.json()).accessToken}` };
    expect(MeResponseSchema.parse((await api('GET', 'user/me', daughter)).json()).user).toMatchObject({
      userId: profileId,
      email: daughterEmail,
      actingAs: null,
      awaitingConfirmation: true,
    });
    // She reads it as its owner, but nothing goes out from it, and nobody sees it, until she confirms.
    expect((await api('GET', 'profile/mydetails', daughter)).statusCode).toBe(200);
    const stranger = await createSignedInMember(t.app);
    expectError(
      await api('POST', 'connection/addConnection', daughter, { receiverId: stranger.id }),
      403,
      'FAMILY_NOT_ALLOWED',
    );
    expect((await api('POST', 'profile/getUserDetails', stranger.headers, { userId: profileId })).statusCode).toBe(404);
    expectError(await api('POST', 'family/confirm', mother.headers, { token, confirm: true }), 403, 'FORBIDDEN');

    const confirmed = await api('POST', 'family/confirm', daughter, { token, confirm: true });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ data: { confirmed: true, email: daughterEmail } });
    expectError(await api('POST', 'family/confirm', daughter, { token, confirm: true }), 409, 'CONFLICT');
    expect(MeResponseSchema.parse((await api('GET', 'user/me', daughter)).json()).user.awaitingConfirmation).toBe(
      false,
    );

    // Others now see it; the mother may now write from it. Her changes are kept for the daughter to undo, and the
    // profile's privacy choices are the daughter's alone.
    const other = await createSignedInMember(t.app);
    expect((await api('POST', 'profile/getUserDetails', other.headers, { userId: profileId })).statusCode).toBe(200);
    const edited = await api('PUT', 'profile/updateInterstAndHobbies', mother.headers, { hobbies: ['Art'] });
    expect(edited.statusCode, edited.body).toBe(200);
    const edits = ProfileEditsResponseSchema.parse((await api('GET', 'family/edits', daughter)).json()).data;
    expect(edits).toMatchObject([{ section: 'interests', actor: { relation: 'mother' }, undoable: true }]);
    expectError(
      await api('POST', 'toggle/toggle', mother.headers, { section: 'family_details', status: false }),
      403,
      'FAMILY_NOT_ALLOWED',
    );
    const members = (await api('GET', 'family/members', daughter)).json() as {
      data: Array<{ relation: string; name: string }>;
    };
    expect(members.data.map((member) => [member.relation, member.name])).toEqual([['mother', 'Sunita']]);
    const activity = FamilyActivityResponseSchema.parse((await api('GET', 'family/activity', daughter)).json()).data;
    expect(activity.map((entry) => entry.kind).slice(0, 4)).toEqual([
      'profile_edited',
      'profile_confirmed',
      'candidate_asked',
      'profile_made',
    ]);
  });

  it('declining erases the profile and tells the relative; their own account stays', async () => {
    const { motherEmail, mother, profileId } = await motherWithProfile();
    const daughterEmail = uniqueEmail('meera');
    await api('POST', 'family/candidate', mother.headers, { email: daughterEmail, relation: 'mother' });
    const declined = await api('POST', 'family/confirm', undefined, {
      token: await confirmToken(daughterEmail),
      confirm: false,
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(
      await t.app.db.selectFrom('users').select('id').where('id', '=', profileId).executeTakeFirst(),
    ).toBeUndefined();
    expect((await mailTo(motherEmail, 'family-declined'))?.subject).toContain('declined');
    const login = await api('POST', 'user/login', undefined, { email: motherEmail, password: PASSWORD });
    expect(login.statusCode, login.body).toBe(200);
    const alone = LoginResponseSchema.parse(login.json());
    expect(alone.user.actingAs).toBeUndefined();
    // Acting for no one, her account has no profile of its own to fill in or add photos to; her name she may give.
    const headers = { authorization: `Bearer ${alone.accessToken}` };
    for (const [method, path, payload] of [
      ['PUT', 'profile/updateInterstAndHobbies', { hobbies: ['Art'] }],
      ['POST', 'toggle/toggle', { section: 'family_details', status: false }],
    ] as const) {
      const refused = await api(method, path, headers, payload);
      expectError(refused, 403, 'FAMILY_NOT_ALLOWED');
      expect(ErrorBodySchema.parse(refused.json()).message).toMatch(/has no profile of its own/);
    }
    expect((await api('PUT', 'family/name', headers, { name: 'Sunita' })).statusCode).toBe(200);
    expect(
      await t.app.db
        .selectFrom('profiles as p')
        .innerJoin('users as u', 'u.id', 'p.userId')
        .select(['p.firstName'])
        .where('u.email', '=', motherEmail)
        .execute(),
    ).toEqual([{ firstName: 'Sunita' }]);
  });

  it('asks its maker for their name before e-mailing the candidate, whom the e-mail tells who made it', async () => {
    const motherEmail = uniqueEmail('unnamed');
    const mother = await signUpFor(motherEmail, 'Child', null);
    const daughterEmail = uniqueEmail('kavya');
    const refused = await api('POST', 'family/candidate', mother.headers, { email: daughterEmail, relation: 'mother' });
    expectError(refused, 409, 'CONFLICT');
    expect(ErrorBodySchema.parse(refused.json()).message).toMatch(/give your name first/);
    expect(await mailTo(daughterEmail, 'family-confirm')).toBeNull();

    expect((await api('PUT', 'family/name', mother.headers, { name: 'Lakshmi' })).statusCode).toBe(200);
    const asked = await api('POST', 'family/candidate', mother.headers, { email: daughterEmail, relation: 'mother' });
    expect(asked.statusCode, asked.body).toBe(200);
    expect((await mailTo(daughterEmail, 'family-confirm'))?.subject).toMatch(/^Lakshmi has made a /);
  });

  it('refuses to claim it with an address that already has an account, and only the maker may name the candidate', async () => {
    const { mother } = await motherWithProfile();
    const existing = await createUser(t.app);
    await api('POST', 'family/candidate', mother.headers, { email: existing.email, relation: 'father' });
    const token = await confirmToken(existing.email);
    expectError(await api('POST', 'family/claim', undefined, { token, password: PASSWORD }), 409, 'CONFLICT');
    const member = await createSignedInMember(t.app);
    expectError(
      await api('POST', 'family/candidate', member.headers, { email: uniqueEmail(), relation: 'father' }),
      403,
      'FAMILY_NOT_ALLOWED',
    );
  });

  it('an invited relative without an account signs up with the invitation only: an account that just helps', async () => {
    const candidate = await createSignedInMember(t.app);
    const fatherEmail = uniqueEmail('father');
    const invited = await api('POST', 'family/invite', candidate.headers, {
      email: fatherEmail,
      relation: 'father',
      rights: ['browse', 'shortlist'],
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const invitation = /\/family\/invitation#([A-Za-z0-9_-]+)/.exec(
      (await mailTo(fatherEmail, 'family-invitation'))?.text ?? '',
    )?.[1];
    const proofFor = async (email: string) => {
      const registered = await api('POST', 'user/registration', undefined, { email, acceptTerms: true });
      const { activationToken } = registered.json() as { activationToken: string };
      const code = /\b(\d{6})\b/.exec((await mailTo(email, 'signup-code'))?.text ?? '')?.[1];
      const activated = await api('POST', 'user/activate-user', undefined, { activationToken, activationCode: code });
      return activated.cookies.find((cookie) => cookie.name === COOKIE.token)?.value ?? '';
    };
    const setPassword = async (email: string, payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/user/set-password',
        cookies: { [COOKIE.token]: await proofFor(email) },
        payload: { password: PASSWORD, ...payload },
      });

    // Neither answers nor an invitation; an invitation sent to someone else: nothing is created.
    expectError(await setPassword(uniqueEmail('nobody'), {}), 400, 'VALIDATION_FAILED');
    const stranger = uniqueEmail('stranger');
    expectError(await setPassword(stranger, { familyInvitation: invitation }), 403, 'FORBIDDEN');
    expect(
      await t.app.db.selectFrom('users').select('id').where('email', '=', stranger).executeTakeFirst(),
    ).toBeUndefined();

    const res = await setPassword(fatherEmail, { familyInvitation: invitation, name: '  Ramesh  ' });
    expect(res.statusCode, res.body).toBe(200);
    const body = LoginResponseSchema.parse(res.json());
    expect(body.user).toMatchObject({
      userId: candidate.id,
      email: fatherEmail,
      actingAs: { relation: 'father', rights: ['browse', 'shortlist'], madeProfile: false },
      awaitingConfirmation: false,
    });
    const account = await t.app.db
      .selectFrom('users')
      .select(['id', 'familyOnly'])
      .where('email', '=', fatherEmail)
      .executeTakeFirstOrThrow();
    expect(account.familyOnly).toBe(true);
    expect(
      await t.app.db.selectFrom('questionnaireAnswers').select('userId').where('userId', '=', account.id).execute(),
    ).toEqual([]);
    const headers = { authorization: `Bearer ${body.accessToken}` };
    const members = (await api('GET', 'family/members', candidate.headers)).json() as {
      data: Array<{ accountId: string; name: string }>;
    };
    // Listed to the candidate by the name he gave.
    expect(members.data.map((member) => [member.accountId, member.name])).toEqual([[account.id, 'Ramesh']]);
    // The profiles he may act for are the candidate's only (he has none of his own).
    const profiles = FamilyProfilesResponseSchema.parse((await api('GET', 'family/profiles', headers)).json());
    expect(profiles.data.map((profile) => profile.profileId)).toEqual([candidate.id]);
    expect(profiles.helper).toEqual({ name: 'Ramesh' });

    // An invited relative who gave no name signs up too, and names himself later, from any page of the family's.
    const brotherEmail = uniqueEmail('brother');
    await api('POST', 'family/invite', candidate.headers, { email: brotherEmail, relation: 'brother', rights: [] });
    const brotherInvitation = /\/family\/invitation#([A-Za-z0-9_-]+)/.exec(
      (await mailTo(brotherEmail, 'family-invitation'))?.text ?? '',
    )?.[1];
    const brother = LoginResponseSchema.parse(
      (await setPassword(brotherEmail, { familyInvitation: brotherInvitation })).json(),
    );
    const brotherHeaders = { authorization: `Bearer ${brother.accessToken}` };
    const candidateName = () =>
      t.app.db.selectFrom('profiles').select('firstName').where('userId', '=', candidate.id).executeTakeFirst();
    const before = await candidateName();
    const unnamed = FamilyProfilesResponseSchema.parse((await api('GET', 'family/profiles', brotherHeaders)).json());
    expect(unnamed.helper).toEqual({ name: null });
    expectError(await api('PUT', 'family/name', brotherHeaders, { name: '   ' }), 400, 'VALIDATION_FAILED');
    expectError(await api('PUT', 'family/name', brotherHeaders, { name: 'x'.repeat(61) }), 400, 'VALIDATION_FAILED');
    const named = await api('PUT', 'family/name', brotherHeaders, { name: ' Vikram ' });
    expect(named.statusCode, named.body).toBe(200);
    expect(FamilyNameResponseSchema.parse(named.json()).data).toEqual({ name: 'Vikram' });
    const renamed = await api('PUT', 'family/name', brotherHeaders, { name: 'Vikram Sharma' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const listed = FamilyMembersResponseSchema.parse((await api('GET', 'family/members', candidate.headers)).json());
    expect(listed.data.map((member) => member.name).sort()).toEqual(['Ramesh', 'Vikram Sharma']);
    expect(
      FamilyProfilesResponseSchema.parse((await api('GET', 'family/profiles', brotherHeaders)).json()).helper,
    ).toEqual({ name: 'Vikram Sharma' });
    // Acting for the candidate, the brother is still himself: nothing of the candidate's profile is renamed.
    expect(await candidateName()).toEqual(before);
    // A member with a profile of their own is named by it, in My Details.
    expectError(await api('PUT', 'family/name', candidate.headers, { name: 'Someone' }), 409, 'CONFLICT');
    expect(
      FamilyProfilesResponseSchema.parse((await api('GET', 'family/profiles', candidate.headers)).json()).helper,
    ).toBeNull();
    expectError(await api('PUT', 'family/name', undefined, { name: 'Vikram' }), 401, 'UNAUTHENTICATED');
  });

  it('someone answering for themselves gets their own profile, as before', async () => {
    const email = uniqueEmail('self');
    const self = await signUpFor(email, 'Myself');
    expect(self.body.user.actingAs).toBeUndefined();
    const row = await t.app.db
      .selectFrom('users')
      .select(['id', 'familyOnly'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(self.body.user.userId).toBe(row.id);
    expect(row.familyOnly).toBe(false);
    // The name given was a helper's only: their profile is named by its own first step.
    expect(
      await t.app.db.selectFrom('profiles').select('firstName').where('userId', '=', row.id).executeTakeFirst(),
    ).toBeUndefined();
  });
});
