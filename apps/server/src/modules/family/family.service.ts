import type { FastifyInstance } from 'fastify';
import {
  FAMILY_INVITATION_DAYS,
  FAMILY_MANAGERS_MAX,
  type FamilyActivity,
  type FamilyActivityKind,
  type FamilyInvitation,
  type FamilyInvitationReceived,
  type FamilyManager,
  type FamilyProfile,
  type FamilyRelation,
  type FamilyRight,
} from '@app/shared/family';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { AuthUser, FamilyAccess } from '../../lib/auth/authenticate';
import { signAccessToken } from '../../lib/auth/tokens';
import { dispatchMail } from '../../lib/mail/dispatch';
import { displayNameOf, memberLabel } from '../../lib/members/display-name';
import { randomToken, sha256 } from '../../lib/security/codes';
import { getAuthKeys } from '../../lib/security/secrets';
import { familyInvitationEmail, readerLanguage } from './family.emails';
import * as repo from './family.repository';

/** Families (issue 29, ADR 017): invitations, the people looking after a profile, their rights and activity. */

type Db = Kysely<Database> | Transaction<Database>;
const DAY_MS = 24 * 60 * 60 * 1000;
const INVITATIONS_LISTED = 50;

const INVITATION_NOT_FOUND = 'This invitation link is not valid. Please ask for a new invitation.';
const MANAGER_NOT_FOUND = 'This person does not look after this profile.';

function invitationStatus(row: repo.InvitationRow, now: Date): FamilyInvitation['status'] {
  if (row.acceptedAt) return 'accepted';
  if (row.withdrawnAt) return 'withdrawn';
  return row.expiresAt.getTime() <= now.getTime() ? 'expired' : 'pending';
}

function presentInvitation(row: repo.InvitationRow, now: Date): FamilyInvitation {
  return {
    id: row.id,
    email: row.email,
    relation: row.relation,
    rights: row.rights,
    sentAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    status: invitationStatus(row, now),
  };
}

function presentManager(row: Awaited<ReturnType<typeof repo.listManagers>>[number]): FamilyManager {
  return {
    accountId: row.accountId,
    name: memberLabel(row),
    relation: row.relation,
    rights: row.rights,
    since: row.createdAt.toISOString(),
    lastActiveAt: row.lastActiveAt?.toISOString() ?? null,
  };
}

/** Who acted: the profile acted for, the signed-in account and, for a manager, their place in the family. */
/** Who acted: the profile, the account, and (for a manager) the relation they act as. */
type Actor = Pick<AuthUser, 'id' | 'accountId'> & { family: Pick<FamilyAccess, 'relation'> | null };

/** The name an acting account is logged by, as it is on the day (the activity log, a profile's kept changes). */
export async function familyActorName(db: Db, accountId: string): Promise<string> {
  return memberLabel(await repo.findAccount(db, accountId));
}

/** Writes one line of the profile's activity log, naming who acted (the candidate, or a manager and relation). */
export async function recordFamilyActivity(
  db: Db,
  actor: Actor,
  kind: FamilyActivityKind,
  detail: Record<string, unknown>,
  now: Date,
): Promise<void> {
  await repo.insertActivity(db, {
    profileId: actor.id,
    accountId: actor.accountId,
    actorName: await familyActorName(db, actor.accountId),
    actorRelation: actor.family?.relation ?? null,
    kind,
    detail,
    now,
  });
}

/**
 * Logs what a family manager did for the profile (a request sent, a message written, a shortlist change), in the
 * transaction of the action; the candidate's own actions are not logged. For modules that act for a profile.
 */
export async function recordManagerAction(
  db: Db,
  actor: Partial<Actor> & Pick<AuthUser, 'id'>,
  kind: FamilyActivityKind,
  detail: Record<string, unknown>,
  now: Date,
): Promise<void> {
  if (!actor.family || !actor.accountId) return;
  await recordFamilyActivity(db, { id: actor.id, accountId: actor.accountId, family: actor.family }, kind, detail, now);
}

/** POST family/invite: the candidate invites a relative by e-mail (a new invitation to one address replaces the last). */
export async function inviteFamily(
  app: FastifyInstance,
  me: AuthUser,
  input: { email: string; relation: FamilyRelation; rights: FamilyRight[] },
): Promise<FamilyInvitation> {
  const now = app.clock.now();
  const token = randomToken();
  const { invitation, candidateName } = await app.db.transaction().execute(async (trx) => {
    const self = await repo.findAccount(trx, me.id);
    if (!self) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.', { reason: 'generic' });
    if (self.email === input.email) {
      throw new AppError('VALIDATION_FAILED', 'This is your own e-mail address. Please enter your relative’s.', {
        reason: 'inviteOwnEmail',
        fieldErrors: [{ path: 'email', message: 'This is your own e-mail address.' }],
      });
    }
    const existing = await repo.findAccountByEmail(trx, input.email);
    if (existing && (await repo.findManager(trx, me.id, existing.id))) {
      throw new AppError('CONFLICT', 'This person already helps with your profile. You can change what they may do.', {
        reason: 'alreadyHelper',
      });
    }
    await repo.withdrawOpenInvitationsTo(trx, me.id, input.email, now);
    if ((await repo.countManagers(trx, me.id)) >= FAMILY_MANAGERS_MAX) {
      throw new AppError(
        'CONFLICT',
        `At most ${FAMILY_MANAGERS_MAX} people can help with one profile. Please remove someone first.`,
        { reason: 'tooManyHelpers', params: { max: FAMILY_MANAGERS_MAX } },
      );
    }
    const row = await repo.insertInvitation(trx, {
      profileId: me.id,
      invitedBy: me.accountId,
      email: input.email,
      relation: input.relation,
      rights: input.rights,
      tokenHash: sha256(token),
      now,
      expiresAt: new Date(now.getTime() + FAMILY_INVITATION_DAYS * DAY_MS),
    });
    await recordFamilyActivity(trx, me, 'invited', { relation: input.relation, rights: input.rights }, now);
    return { invitation: row, candidateName: memberLabel(self) };
  });
  await dispatchMail(
    app,
    familyInvitationEmail(app.config.brand, await readerLanguage(app, input.email, me.accountId), input.email, {
      candidateName,
      relation: input.relation,
      rights: input.rights,
      token,
    }),
  );
  return presentInvitation(invitation, now);
}

/** GET family/invitations: those the profile sent (candidate only), and those waiting for the signed-in account. */
export async function listInvitations(
  app: FastifyInstance,
  me: AuthUser,
): Promise<{ sent: FamilyInvitation[]; received: FamilyInvitationReceived[] }> {
  const now = app.clock.now();
  const account = await repo.findAccount(app.db, me.accountId);
  const sent = me.family ? [] : await repo.listInvitationsOf(app.db, me.id, INVITATIONS_LISTED);
  const received = account ? await repo.listOpenInvitationsTo(app.db, account.email, now) : [];
  return {
    sent: sent.map((row) => presentInvitation(row, now)),
    received: received.map((row) => ({
      id: row.id,
      profileName: memberLabel(row),
      relation: row.relation,
      rights: row.rights,
      expiresAt: row.expiresAt.toISOString(),
    })),
  };
}

/** DELETE family/invitations/{id}: the candidate withdraws an invitation not yet accepted. */
export async function withdrawFamilyInvitation(app: FastifyInstance, me: AuthUser, id: string): Promise<void> {
  const now = app.clock.now();
  await app.db.transaction().execute(async (trx) => {
    const row = await repo.withdrawInvitation(trx, me.id, id, now);
    if (!row)
      throw new AppError('NOT_FOUND', 'There is no open invitation like this to withdraw.', {
        reason: 'invitationToWithdraw',
      });
    await recordFamilyActivity(trx, me, 'invitation_withdrawn', { relation: row.relation }, now);
  });
}

/** POST family/accept: the signed-in account, whose e-mail the invitation was sent to, joins the profile's family. */
export async function acceptFamilyInvitation(
  app: FastifyInstance,
  me: AuthUser,
  token: string,
): Promise<FamilyProfile> {
  const now = app.clock.now();
  return app.db.transaction().execute(async (trx) => {
    const account = await repo.findAccount(trx, me.accountId);
    if (!account) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.', { reason: 'generic' });
    return joinByInvitation(trx, { token, accountId: me.accountId, email: account.email, now });
  });
}

/**
 * Within a transaction: the account with this e-mail joins the family of the profile the invitation is for, with its
 * relation and rights (logged as `joined`). Refuses an unknown, spent or expired invitation, or one sent to another
 * address. `family/accept` calls it for a signed-in account; sign-up calls it for a relative's new family-only account
 * (an invitee who had none), in the sign-up's transaction.
 */
export async function joinByInvitation(
  trx: Transaction<Database>,
  input: { token: string; accountId: string; email: string; now: Date },
): Promise<FamilyProfile> {
  const { accountId, now } = input;
  const invitation = await repo.findInvitationByTokenHash(trx, sha256(input.token));
  if (!invitation) throw new AppError('NOT_FOUND', INVITATION_NOT_FOUND, { reason: 'invitation' });
  if (input.email !== invitation.email) {
    throw new AppError(
      'FORBIDDEN',
      'This invitation was sent to another e-mail address. Please sign in with the address it was sent to.',
      { reason: 'invitationOtherEmail' },
    );
  }
  const status = invitationStatus(invitation, now);
  if (status === 'expired') {
    throw new AppError('CONFLICT', 'This invitation has expired. Please ask for a new one.', {
      reason: 'invitationExpired',
    });
  }
  if (status === 'withdrawn')
    throw new AppError('CONFLICT', 'This invitation was withdrawn.', { reason: 'invitationWithdrawn' });
  if (status === 'accepted')
    throw new AppError('CONFLICT', 'This invitation has already been accepted.', { reason: 'invitationAccepted' });
  if (invitation.profileId === accountId) {
    throw new AppError('CONFLICT', 'This is an invitation to your own profile.', { reason: 'invitationOwnProfile' });
  }
  if (!(await repo.acceptInvitation(trx, invitation.id, accountId, now))) {
    throw new AppError('CONFLICT', 'This invitation has already been used.', { reason: 'invitationUsed' });
  }
  const joined = await repo.insertManager(trx, {
    profileId: invitation.profileId,
    accountId,
    relation: invitation.relation,
    rights: invitation.rights,
    now,
  });
  if (!joined) throw new AppError('CONFLICT', 'You already help with this profile.', { reason: 'alreadyHelping' });
  const actor: Actor = { id: invitation.profileId, accountId, family: { relation: invitation.relation } };
  await recordFamilyActivity(trx, actor, 'joined', { relation: invitation.relation, rights: invitation.rights }, now);
  const candidate = await repo.findAccount(trx, invitation.profileId);
  return {
    profileId: invitation.profileId,
    name: memberLabel(candidate),
    relation: invitation.relation,
    rights: invitation.rights,
    acting: false,
  };
}

/** GET family/members: the people looking after the profile acted for, with their rights and last activity. */
export async function listFamilyManagers(app: FastifyInstance, me: AuthUser): Promise<FamilyManager[]> {
  return (await repo.listManagers(app.db, me.id)).map(presentManager);
}

/** PATCH family/members/{accountId}: the candidate changes what one person may do; it applies from their next request. */
export async function changeFamilyRights(
  app: FastifyInstance,
  me: AuthUser,
  accountId: string,
  rights: FamilyRight[],
): Promise<FamilyManager> {
  const now = app.clock.now();
  const manager = await app.db.transaction().execute(async (trx) => {
    if (!(await repo.updateRights(trx, me.id, accountId, rights)))
      throw new AppError('NOT_FOUND', MANAGER_NOT_FOUND, { reason: 'helper' });
    const row = await repo.findManager(trx, me.id, accountId);
    if (!row) throw new AppError('NOT_FOUND', MANAGER_NOT_FOUND, { reason: 'helper' });
    await recordFamilyActivity(trx, me, 'rights_changed', { accountId, relation: row.relation, rights }, now);
    return presentManager(row);
  });
  await app.events.emit('family.access_changed', { profileId: me.id, accountId, rights });
  return manager;
}

/**
 * DELETE family/members/{accountId}: the candidate removes someone, or a manager leaves (their own id). Access ends
 * at once: the next request is refused, their sockets on the profile close, their sessions act for their own again.
 */
export async function removeFamilyManager(app: FastifyInstance, me: AuthUser, accountId: string): Promise<void> {
  if (me.family && accountId !== me.accountId) {
    throw new AppError('FAMILY_NOT_ALLOWED', 'Only the person this profile is for can remove someone.', {
      reason: 'candidateRemovesHelpers',
    });
  }
  // The relative who made a profile is all it has until its candidate confirms it: leaving would strand it.
  if (me.family?.madeProfile && me.family.awaitingCandidate) {
    throw new AppError(
      'CONFLICT',
      'This profile is waiting for the person it is for. Ask them to confirm or decline it; if they decline, it is deleted.',
      { reason: 'awaitingCandidate' },
    );
  }
  const now = app.clock.now();
  await app.db.transaction().execute(async (trx) => {
    const removed = await repo.deleteManager(trx, me.id, accountId);
    if (!removed) throw new AppError('NOT_FOUND', MANAGER_NOT_FOUND, { reason: 'helper' });
    await repo.clearActingSessions(trx, accountId, me.id);
    // Their notes on the shortlist go with them: a note speaks for someone on the profile (ADR 017).
    await repo.deleteNotesOf(trx, me.id, accountId);
    const leaving = me.family !== null;
    await recordFamilyActivity(trx, me, leaving ? 'left' : 'removed', { accountId, relation: removed.relation }, now);
  });
  await app.events.emit('family.access_changed', { profileId: me.id, accountId, rights: null });
}

/** GET family/activity: the profile's log, newest first, in pages (`before`: the last entry of the page before). */
export async function listFamilyActivity(
  app: FastifyInstance,
  me: AuthUser,
  query: { before?: string | undefined; limit: number },
): Promise<FamilyActivity[]> {
  const rows = await repo.listActivity(app.db, me.id, query.before, query.limit);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind as FamilyActivityKind,
    actor: { accountId: row.accountId, name: row.actorName, relation: row.actorRelation },
    detail: row.detail,
    at: row.createdAt.toISOString(),
  }));
}

/**
 * GET family/profiles: the account's own profile first (none for a family-only account, which has no profile of its
 * own), then those it looks after; `acting` marks the one in use.
 */
export async function listFamilyProfiles(
  app: FastifyInstance,
  me: AuthUser,
): Promise<{ profiles: FamilyProfile[]; helper: { name: string | null } | null }> {
  const own = await repo.findAccount(app.db, me.accountId);
  const managed = await repo.listManagedProfiles(app.db, me.accountId);
  const profiles = [
    ...(own && !own.familyOnly
      ? [{ profileId: own.id, name: memberLabel(own), relation: null, rights: [], acting: me.id === own.id }]
      : []),
    ...managed.map((row) => ({
      profileId: row.profileId,
      name: memberLabel(row),
      relation: row.relation,
      rights: row.rights,
      acting: me.id === row.profileId,
    })),
  ];
  return { profiles, helper: own?.familyOnly ? { name: displayNameOf(own) } : null };
}

/**
 * The name an account that only helps goes by (ADR 017 point 9), given at sign-up (`POST user/set-password`) or later
 * (`PUT family/name`): the one writer of it.
 */
export async function nameHelperAccount(db: Db, accountId: string, name: string, now: Date): Promise<void> {
  await repo.saveHelperName(db, accountId, name, now);
}

/**
 * PUT family/name: the name an account that only helps goes by, shown to the family beside what it does. An account
 * with a profile of its own is named by that profile (My Details), so it is refused here.
 */
export async function nameHelper(app: FastifyInstance, me: AuthUser, name: string): Promise<{ name: string }> {
  const own = await repo.findAccount(app.db, me.accountId);
  if (!own) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.', { reason: 'generic' });
  if (!own.familyOnly) {
    throw new AppError('CONFLICT', 'Your name comes from your own profile: change it in My Details.', {
      reason: 'nameFromProfile',
    });
  }
  await nameHelperAccount(app.db, own.id, name, app.clock.now());
  return { name };
}

/**
 * POST family/switch: act for another profile the account looks after, or for its own again. The session keeps the
 * choice (a refreshed token acts for it too); the answer's access token acts for it now.
 */
export async function switchFamilyProfile(
  app: FastifyInstance,
  me: AuthUser,
  profileId: string,
): Promise<{ accessToken: string; profile: FamilyProfile }> {
  const { profiles } = await listFamilyProfiles(app, me);
  const chosen = profiles.find((profile) => profile.profileId === profileId);
  if (!chosen) throw new AppError('NOT_FOUND', 'You do not look after this profile.', { reason: 'notLookingAfter' });
  const actingFor = profileId === me.accountId ? null : profileId;
  await repo.setSessionActing(app.db, me.sessionId, actingFor);
  const accessToken = await signAccessToken(
    getAuthKeys(app.config).accessJwt,
    { userId: me.accountId, sessionId: me.sessionId, actingFor },
    app.clock.now(),
    app.config.ACCESS_TOKEN_TTL_SECONDS,
  );
  return { accessToken, profile: { ...chosen, acting: true } };
}

/**
 * Who helps with each of these profiles, by relation only (ADR 017): what cards and profile pages show as "Profile
 * managed with family". Profiles nobody helps with are absent from the map.
 */
export async function loadFamilyRelations(
  db: Db,
  profileIds: readonly string[],
): Promise<Map<string, FamilyRelation[]>> {
  const relations = new Map<string, FamilyRelation[]>();
  if (profileIds.length === 0) return relations;
  for (const row of await repo.listRelationsOf(db, profileIds)) {
    relations.set(row.profileId, [...(relations.get(row.profileId) ?? []), row.relation]);
  }
  return relations;
}
