import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { UserType } from '@app/shared/constants';
import type { FamilyRelation, FamilyRight } from '@app/shared/family';
import { AppError } from '../app-error';
import { findSessionForAccess, touchFamilyActivity } from './access-session';
import { getAuthKeys } from '../security/secrets';
import { TokenError, verifyAccessToken } from './tokens';

/**
 * A family manager's place on the profile they act for (ADR 017): their relation and rights, whether they made the
 * profile (and so may fill it in), and whether the profile still waits for its candidate to confirm it.
 */
export type FamilyAccess = {
  relation: FamilyRelation;
  rights: FamilyRight[];
  madeProfile: boolean;
  awaitingCandidate: boolean;
};

/**
 * Who is asking (ADR 017). `id` is the profile acted for and `accountId` the signed-in account: equal for a member
 * acting for themselves, so every rule about "the member" reads `id`. `family` is the manager's relation and rights
 * when the account acts for another's profile, else null. `usertype` is the profile's plan, read with the session
 * on every request (never from the token).
 */
export type AuthUser = {
  id: string;
  accountId: string;
  sessionId: string;
  usertype: UserType;
  family: FamilyAccess | null;
  /** The member's own profile was made by a relative and they have not confirmed it yet (ADR 017 point 8). */
  awaitingConfirmation?: boolean;
  /** An account that only helps (ADR 017 points 8–9), acting for itself: it has no profile of its own. */
  familyOnly?: boolean;
};

/**
 * Whether a route is open to a family manager: with one of the candidate's rights, or `any` manager of the profile
 * whatever their rights (the family paths, sign-out, `user/me`: code that means the signed-in person reads `accountId`),
 * or `prepare`: the relative who made the profile, until its candidate confirms it (the profile's privacy choices and
 * the order of its photos; afterwards they are the candidate's alone).
 */
export type FamilyRouteAccess = FamilyRight | 'any' | 'prepare';

const SIGN_IN_AGAIN = 'Please sign in to continue.';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The suspension screen's own endpoints only (docs/safety.md, "Suspension"): a suspended member may call this
     * route. Every other route behind `app.authenticate` answers them 403 `SUSPENDED`.
     */
    allowSuspended?: boolean;
    /**
     * Whether a family manager acting for another's profile may call this route (ADR 017): with the named right (`edit`:
     * changing the profile's content, recorded for the candidate to undo), any manager for `any`, or the manager who
     * made the profile while it awaits its candidate for `prepare`. A route that says nothing is the candidate's alone:
     * a manager gets 403 `FAMILY_NOT_ALLOWED`.
     */
    family?: FamilyRouteAccess;
  }
}

/** What a suspended member hears from every endpoint but the suspension screen's. */
export const SUSPENDED_MESSAGE =
  'Your account is suspended for now. Please open your account page to see why and what you can do.';
export const suspendedError = () => new AppError('SUSPENDED', SUSPENDED_MESSAGE);

const FAMILY_ACCESS_ENDED = 'You no longer look after this profile. Please sign in again to continue.';
const FAMILY_CANDIDATE_ONLY = 'Only the person this profile is for can do this.';
const FAMILY_RIGHT_MISSING = 'The person this profile is for has not asked you to do this for them.';
const FAMILY_NOT_LIVE =
  'This profile is not shown to anyone until the person it is for has confirmed it, so nothing can be sent from it yet.';
/** What reaches other members: none of it from a profile its candidate has not confirmed. */
const REACHES_OTHERS: ReadonlySet<FamilyRouteAccess> = new Set(['request', 'respond', 'chat']);
const FAMILY_ONLY =
  'This account helps with the profiles of people in your family and has no profile of its own. Choose whose profile to act for in Family help.';
/** Routes that write the profile acted for: an account that only helps has none of its own to write. */
const WRITES_PROFILE: ReadonlySet<FamilyRouteAccess> = new Set(['edit', 'prepare']);
const FAMILY_PROFILE_SUSPENDED =
  'This profile is suspended for now. The person it is for can see why on their account page.';

/** A family manager acting for a profile (the manager's relation and rights beside the profile they act for). */
export type ActingManager = AuthUser & { family: FamilyAccess };

/**
 * A manager acting for a profile its candidate has confirmed, or null (the member themselves, or the maker of a
 * profile still awaiting its candidate, who reviews all of it before confirming). What such a manager changes is the
 * candidate's to undo, and the photos they add wait for the candidate's approval (ADR 017 point 12).
 */
export function managerOfConfirmedProfile(user: AuthUser | null | undefined): ActingManager | null {
  return user?.family && !user.family.awaitingCandidate ? { ...user, family: user.family } : null;
}

/** Manager activity is kept to the hour, like a member's own. */
const FAMILY_ACTIVITY_RESOLUTION_MS = 60 * 60 * 1000;

/**
 * The family gate (ADR 017): whether a manager may call a route that declares `family` (undefined: the candidate's
 * alone). A member acting for themselves passes every route.
 */
export function assertFamilyMayCall(user: AuthUser, access: FamilyRouteAccess | undefined): void {
  // A profile not confirmed by its candidate reaches nobody, whoever acts for it (the candidate reading it too).
  const awaiting = user.family ? user.family.awaitingCandidate : user.awaitingConfirmation === true;
  if (awaiting && access !== undefined && REACHES_OTHERS.has(access)) {
    throw new AppError('FAMILY_NOT_ALLOWED', FAMILY_NOT_LIVE, { reason: 'notConfirmedYet' });
  }
  if (user.familyOnly && access !== undefined && WRITES_PROFILE.has(access)) {
    throw new AppError('FAMILY_NOT_ALLOWED', FAMILY_ONLY, { reason: 'helpsOnly' });
  }
  if (!user.family || access === 'any') return;
  if (access === undefined)
    throw new AppError('FAMILY_NOT_ALLOWED', FAMILY_CANDIDATE_ONLY, { reason: 'candidateOnly' });
  if (access === 'prepare') {
    // Setting up the profile: the relative who made it, until the candidate has read and confirmed it (ADR 017
    // point 8). Afterwards these choices are the candidate's.
    if (!user.family.madeProfile || !user.family.awaitingCandidate) {
      throw new AppError('FAMILY_NOT_ALLOWED', FAMILY_CANDIDATE_ONLY, { reason: 'candidateOnly' });
    }
    return;
  }
  if (!user.family.rights.includes(access))
    throw new AppError('FAMILY_NOT_ALLOWED', FAMILY_RIGHT_MISSING, { reason: 'rightMissing' });
}

/** `Authorization: Bearer <jwt>` or the raw `<jwt>` (the reference clients send it bare). Never a cookie. */
export function accessTokenFrom(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization?.trim();
  if (!header) return undefined;
  const match = /^bearer\s+(.+)$/i.exec(header);
  const token = (match ? match[1] : header)?.trim();
  return token || undefined;
}

/**
 * Whether a session may still act: not revoked, not past its absolute life, and not cut off by the member's
 * `tokens_valid_after` (set when the password changes). `issuedAt` (seconds since the epoch) is when the
 * credential in hand was issued: the access token's `iat`, or the session's start for the media cookie. Whole
 * seconds: a credential from the same second as the cut-off is judged by its session (revoked or not).
 * Suspension is the caller's to check, as it has its own answer.
 */
export function isLiveSession(
  session: { revokedAt: Date | null; absoluteExpiresAt: Date; tokensValidAfter: Date | null },
  now: Date,
  issuedAt: number,
): boolean {
  if (session.revokedAt || session.absoluteExpiresAt.getTime() <= now.getTime()) return false;
  return !session.tokensValidAfter || issuedAt >= Math.floor(session.tokensValidAfter.getTime() / 1000);
}

/**
 * Verifies an access token completely: signature (HS256 only), type, expiry, then the server-side state —
 * the session is live (not revoked, not past its absolute life), the member still exists, was not cut off by
 * `tokens_valid_after`, and is not suspended (403 `SUSPENDED`) unless `allowSuspended` (the suspension screen's
 * own endpoints, sign-out). Usable outside HTTP routes too (socket handshakes, which never allow a suspended member).
 */
export async function authenticateAccessToken(
  app: FastifyInstance,
  token: string,
  options: { allowSuspended?: boolean } = {},
): Promise<AuthUser> {
  const now = app.clock.now();
  let claims;
  try {
    claims = await verifyAccessToken(token, getAuthKeys(app.config).accessJwt, now);
  } catch (error) {
    if (error instanceof TokenError && error.reason === 'expired') {
      throw new AppError('TOKEN_EXPIRED', 'Your session needs refreshing. Please try again.');
    }
    throw new AppError('UNAUTHENTICATED', SIGN_IN_AGAIN, { reason: 'generic' });
  }
  const session = await findSessionForAccess(app.db, claims.sessionId, claims.userId, claims.actingFor);
  if (!session || !isLiveSession(session, now, claims.issuedAt)) {
    throw new AppError('UNAUTHENTICATED', SIGN_IN_AGAIN, { reason: 'generic' });
  }
  if (session.suspendedAt && options.allowSuspended !== true) throw suspendedError();
  const base = { accountId: claims.userId, sessionId: claims.sessionId };
  if (!claims.actingFor) {
    return {
      ...base,
      id: claims.userId,
      usertype: session.usertype,
      family: null,
      ...(session.accountAwaitingSince ? { awaitingConfirmation: true } : {}),
      ...(session.familyOnly ? { familyOnly: true } : {}),
    };
  }
  // A manager acting for another's profile: the membership must still be there, and the profile not suspended.
  if (!session.relation || !session.rights || !session.profileUsertype) {
    throw new AppError('FAMILY_ACCESS_ENDED', FAMILY_ACCESS_ENDED);
  }
  if (session.profileSuspendedAt)
    throw new AppError('FAMILY_NOT_ALLOWED', FAMILY_PROFILE_SUSPENDED, { reason: 'profileSuspended' });
  if (
    !session.familyLastActiveAt ||
    now.getTime() - session.familyLastActiveAt.getTime() > FAMILY_ACTIVITY_RESOLUTION_MS
  ) {
    await touchFamilyActivity(app.db, claims.actingFor, claims.userId, now, FAMILY_ACTIVITY_RESOLUTION_MS);
  }
  return {
    ...base,
    id: claims.actingFor,
    usertype: session.profileUsertype,
    family: {
      relation: session.relation,
      rights: session.rights,
      madeProfile: session.madeProfile === true,
      awaitingCandidate: session.profileAwaitingSince !== null,
    },
  };
}

/**
 * preHandler/onRequest hook: sets `request.user` or answers 401 (UNAUTHENTICATED or TOKEN_EXPIRED). This is the
 * suspension gate too: a suspended member gets 403 `SUSPENDED` unless the route's config says `allowSuspended`.
 */
export function createAuthenticate(app: FastifyInstance) {
  return async function authenticate(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const token = accessTokenFrom(request);
    if (!token) throw new AppError('UNAUTHENTICATED', SIGN_IN_AGAIN, { reason: 'generic' });
    const user = await authenticateAccessToken(app, token, {
      allowSuspended: request.routeOptions.config.allowSuspended === true,
    });
    assertFamilyMayCall(user, request.routeOptions.config.family);
    request.user = user;
  };
}

/** The signed-in member of a route that ran `app.authenticate`. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError('UNAUTHENTICATED', SIGN_IN_AGAIN, { reason: 'generic' });
  return request.user;
}
