import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { MeUser, SessionUser } from '@app/shared/auth';
import type { FamilyRelation, FamilyRight } from '@app/shared/family';
import { isStaffRole } from '@app/shared/console';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { memberWritten } from '../../lib/after-write';
import type { AuthUser } from '../../lib/auth/authenticate';
import { signAccessToken } from '../../lib/auth/tokens';
import { memberLabel } from '../../lib/members/display-name';
import { toSessionUser } from '../../lib/members/session-user';
import { randomToken, sha256 } from '../../lib/security/codes';
import { getAuthKeys } from '../../lib/security/secrets';
import { defaultActingProfile } from '../family/index';
import { forgetSessionDevices } from '../push/index';
import { signStaffChallenge } from '../../lib/auth/staff-challenge';
import * as repo from './auth.repository';
import { getDummyHash, hashPassword, needsRehash, verifyPassword } from './passwords';

/** Sessions and tokens: sign-in, the refresh-token rotation, sign-out and the signed-in member. */

type Db = Kysely<Database> | Transaction<Database>;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Who is asking: used for consent records, audit events and the session list. */
export type RequestContext = { ip: string | null; userAgent: string | null };

export type IssuedSession = {
  accessToken: string;
  sessionId: string;
  refreshSecret: string;
  rememberMe: boolean;
  /**
   * The profile the session acts for and the account's place on it, when it is not the account's own: a family-only
   * account (a relative who made a profile) starts acting for the profile it looks after (ADR 017).
   */
  acting?: { profileId: string; relation: FamilyRelation; rights: FamilyRight[]; madeProfile: boolean } | null;
};

const INVALID_CREDENTIALS = 'The e-mail address or password is not right.';

/** Activity is kept to the hour: a sign-in or session renewal within the hour changes nothing. */
const ACTIVITY_RESOLUTION_MS = 60 * 60 * 1000;

/** A public identifier for a member (not the database id, not guessable): 96 random bits, base64url. */
export function newUid(): string {
  return randomBytes(12).toString('base64url');
}

/** Starts a session (a new refresh-token family) and signs its first access token. */
export async function createSession(
  app: FastifyInstance,
  db: Db,
  input: { userId: string; rememberMe: boolean; context: RequestContext; secondFactorAt?: Date | null },
): Promise<IssuedSession> {
  const now = app.clock.now();
  const sessionId = randomUUID();
  const refreshSecret = randomToken();
  const acting = await defaultActingProfile(db, input.userId);
  await repo.insertSession(db, {
    actingProfileId: acting?.profileId ?? null,
    id: sessionId,
    userId: input.userId,
    now,
    absoluteExpiresAt: new Date(now.getTime() + app.config.REFRESH_ABSOLUTE_DAYS * DAY_MS),
    rememberMe: input.rememberMe,
    userAgent: input.context.userAgent?.slice(0, 200) ?? null,
    secondFactorAt: input.secondFactorAt ?? null,
  });
  await repo.insertRefreshToken(db, sessionId, sha256(refreshSecret), now);
  const accessToken = await signAccessToken(
    getAuthKeys(app.config).accessJwt,
    { userId: input.userId, sessionId, actingFor: acting?.profileId ?? null },
    now,
    app.config.ACCESS_TOKEN_TTL_SECONDS,
  );
  return { accessToken, sessionId, refreshSecret, rememberMe: input.rememberMe, acting };
}

/**
 * Records that the member was active now (sign-in, session renewal). Activity is what matching reads (ADR 014):
 * when it changed, the write's after-write hooks run in the same executor (`lib/after-write`).
 */
async function recordActivity(db: Db, userId: string, now: Date): Promise<void> {
  if (await repo.markActive(db, userId, now, ACTIVITY_RESOLUTION_MS)) await memberWritten(db, [userId], now);
}

/**
 * POST user/login. An unknown e-mail and a wrong password give the same error after the same work (a dummy
 * argon2 verify). A suspended member is signed in with the right password (`suspended: true`), so that they can
 * reach the suspension screen; every other endpoint answers them 403 `SUSPENDED`. A wrong password says nothing
 * about suspension.
 */
export async function login(
  app: FastifyInstance,
  input: { email: string; password: string; rememberMe?: boolean | undefined },
  context: RequestContext,
): Promise<
  | { kind: 'session'; user: SessionUser; session: IssuedSession; suspended: boolean }
  | { kind: 'second-factor'; challenge: string }
> {
  const user = await repo.findUserByEmail(app.db, input.email);
  if (!user) {
    await verifyPassword(await getDummyHash(), input.password);
    await repo.recordAudit(app.db, {
      userId: null,
      type: 'login.failure',
      ip: context.ip,
      detail: { reason: 'unknown-account' },
    });
    throw new AppError('INVALID_CREDENTIALS', INVALID_CREDENTIALS, { reason: 'signIn' });
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    await repo.recordAudit(app.db, {
      userId: user.id,
      type: 'login.failure',
      ip: context.ip,
      detail: { reason: 'wrong-password' },
    });
    throw new AppError('INVALID_CREDENTIALS', INVALID_CREDENTIALS, { reason: 'signIn' });
  }
  const now = app.clock.now();
  if (needsRehash(user.passwordHash)) {
    await repo.rehashPassword(app.db, user.id, await hashPassword(input.password), now);
  }
  // Staff always prove a second factor before they get a session (issue 15; staff/staff-auth.service.ts).
  if (isStaffRole(user.role)) {
    return { kind: 'second-factor', challenge: await signStaffChallenge(app, user.id, input.rememberMe === true) };
  }
  const session = await createSession(app, app.db, { userId: user.id, rememberMe: input.rememberMe === true, context });
  await recordActivity(app.db, user.id, now);
  await repo.recordAudit(app.db, {
    userId: user.id,
    type: 'login.success',
    ip: context.ip,
    detail: { sessionId: session.sessionId, rememberMe: session.rememberMe, suspended: Boolean(user.suspendedAt) },
  });
  return {
    kind: 'session',
    user: await sessionUserOf(app.db, user, session.acting),
    session,
    suspended: Boolean(user.suspendedAt),
  };
}

/**
 * GET user/refresh: rotates the refresh secret. A secret that was already used means it was copied: the
 * whole family is revoked (RFC 9700 §4.14) and the caller gets 401 like any other failure.
 */
export async function refresh(
  app: FastifyInstance,
  refreshSecret: string | undefined,
  context: RequestContext,
): Promise<IssuedSession> {
  const unauthenticated = () => new AppError('UNAUTHENTICATED', 'Please sign in to continue.', { reason: 'generic' });
  if (!refreshSecret) throw unauthenticated();
  const now = app.clock.now();
  const row = await repo.findRefreshToken(app.db, sha256(refreshSecret));
  if (!row || row.revokedAt) throw unauthenticated();

  const reuse = async () => {
    await repo.revokeSession(app.db, row.sessionId, now);
    await repo.recordAudit(app.db, {
      userId: row.userId,
      type: 'refresh.reuse',
      ip: context.ip,
      detail: { sessionId: row.sessionId },
    });
    return unauthenticated();
  };
  if (row.usedAt) throw await reuse();

  const idleExpired = row.lastUsedAt.getTime() + app.config.REFRESH_IDLE_DAYS * DAY_MS <= now.getTime();
  const absoluteExpired = row.absoluteExpiresAt.getTime() <= now.getTime();
  const cutOff = row.tokensValidAfter !== null && row.sessionCreatedAt.getTime() < row.tokensValidAfter.getTime();
  // A suspended member's session lives on: it reaches the suspension screen only (authenticate.ts).
  if (idleExpired || absoluteExpired || cutOff) {
    await repo.revokeSession(app.db, row.sessionId, now);
    throw unauthenticated();
  }
  if (!(await repo.markRefreshTokenUsed(app.db, row.tokenId, now))) throw await reuse();

  const nextSecret = randomToken();
  await app.db.transaction().execute(async (trx) => {
    await repo.insertRefreshToken(trx, row.sessionId, sha256(nextSecret), now);
    await repo.touchSession(trx, row.sessionId, now);
    await recordActivity(trx, row.userId, now);
  });
  const accessToken = await signAccessToken(
    getAuthKeys(app.config).accessJwt,
    // A family manager's session keeps acting for the profile it chose (ADR 017); the next request checks it still may.
    { userId: row.userId, sessionId: row.sessionId, actingFor: row.actingProfileId },
    now,
    app.config.ACCESS_TOKEN_TTL_SECONDS,
  );
  return { accessToken, sessionId: row.sessionId, refreshSecret: nextSecret, rememberMe: row.rememberMe };
}

/** GET user/logout: ends the session of the refresh cookie (or of the access token) on the server. */
export async function logout(
  app: FastifyInstance,
  input: { refreshSecret: string | undefined; accessSession: { accountId: string; sessionId: string } | undefined },
  context: RequestContext,
): Promise<void> {
  const now = app.clock.now();
  let ended: { userId: string; sessionId: string } | undefined;
  if (input.refreshSecret) {
    const row = await repo.findRefreshToken(app.db, sha256(input.refreshSecret));
    if (row && !row.revokedAt) ended = { userId: row.userId, sessionId: row.sessionId };
  }
  if (!ended && input.accessSession)
    ended = { userId: input.accessSession.accountId, sessionId: input.accessSession.sessionId };
  if (!ended) return;
  await repo.revokeSession(app.db, ended.sessionId, now);
  await forgetSessionDevices(app.db, ended.sessionId);
  await repo.recordAudit(app.db, {
    userId: ended.userId,
    type: 'logout',
    ip: context.ip,
    detail: { sessionId: ended.sessionId },
  });
  await app.events.emit('session.ended', { userId: ended.userId, sessionId: ended.sessionId, reason: 'signed_out' });
}

/**
 * GET user/me: the member whose profile the session acts for. A family manager acting for a candidate (ADR 017)
 * gets the candidate's profile as the session shows it, with their own e-mail and a member's role (never the
 * candidate's e-mail, nor a staff role the candidate may have), and `actingAs` naming who acts.
 */
export async function me(app: FastifyInstance, auth: AuthUser): Promise<MeUser> {
  const account = await repo.findUserById(app.db, auth.accountId);
  if (!account) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.', { reason: 'generic' });
  const user = await sessionUserOf(app.db, account, auth.family ? { profileId: auth.id, ...auth.family } : null);
  return {
    ...user,
    actingAs: user.actingAs ?? null,
    awaitingConfirmation: user.awaitingConfirmation ?? account.awaitingCandidateSince !== null,
  };
}

/**
 * The member a session answer describes: the account itself (without `actingAs`, as sign-in always answered), or,
 * for a family manager acting for a candidate's
 * profile (ADR 017), that profile as the session shows it, with the manager's own e-mail and a member's role (never
 * the candidate's e-mail, nor a staff role the candidate may have), and `actingAs` naming who acts.
 */
export async function sessionUserOf(
  db: Kysely<Database> | Transaction<Database>,
  account: repo.UserRow,
  acting:
    { profileId: string; relation: FamilyRelation; rights: FamilyRight[]; madeProfile: boolean } | null | undefined,
): Promise<SessionUser & Partial<Pick<MeUser, 'actingAs' | 'awaitingConfirmation'>>> {
  if (!acting) return toSessionUser(account);
  const profile = await repo.findUserById(db, acting.profileId);
  if (!profile) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.', { reason: 'generic' });
  const names = await repo.findProfileNames(db, [account.id, profile.id]);
  const nameOf = (id: string) => memberLabel(names.find((row) => row.userId === id));
  const user: MeUser = {
    ...toSessionUser(profile),
    email: account.email,
    role: 'member',
    actingAs: {
      accountId: account.id,
      name: nameOf(account.id),
      relation: acting.relation,
      rights: acting.rights,
      profileName: nameOf(profile.id),
      madeProfile: acting.madeProfile,
    },
    awaitingConfirmation: profile.awaitingCandidateSince !== null,
  };
  return user;
}
