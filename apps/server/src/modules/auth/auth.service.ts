import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { ZodError } from 'zod';
import { CURRENT_NOTICE_VERSION, type SessionUser } from '@app/shared/auth';
import type { DeletionReceipt } from '@app/shared/data-export';
import { MIN_MEMBER_AGE } from '@app/shared';
import { fromWireAnswers, type WireAnswer } from '@app/shared/questionnaire';
import type { Database, VerificationPurpose } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { toSessionUser } from '../../lib/members/session-user';
import { alreadyRegisteredEmail, passwordChangedEmail, resetCodeEmail, signupCodeEmail } from './auth.emails';
import { dispatchMail } from '../../lib/mail/dispatch';
import { recordActivity } from '../discover/match-profile';
import * as repo from './auth.repository';
import {
  CODE_MAX_ATTEMPTS,
  CODE_TTL_MS,
  RESEND_COOLDOWN_MS,
  generateCode,
  hmacCode,
  hmacMatches,
  randomToken,
  sha256,
} from '../../lib/security/codes';
import { VERIFIED_EMAIL_TTL_SECONDS } from '../../lib/auth/cookies';
import { assertAcceptablePassword, getDummyHash, hashPassword, needsRehash, verifyPassword } from './passwords';
import { getAuthKeys } from '../../lib/security/secrets';
import { signAccessToken, signVerifiedEmail, verifyVerifiedEmail } from '../../lib/auth/tokens';
import { endCallsOf } from '../calls/calls.service';
import {
  collectAccountFiles,
  countAccountData,
  countVerificationRequests,
  deleteOrphanedChatFiles,
  deletionReceipt,
  deletionReceiptEmail,
  removeFilesOrRetry,
} from '../safety/account-deletion';
import { deleteVerificationFiles } from '../safety/verification.service';
import { isStaffRole } from '@app/shared/console';
import { signStaffChallenge } from '../staff/staff-challenge';

type Db = Kysely<Database> | Transaction<Database>;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Who is asking: used for consent records, audit events and the session list. */
export type RequestContext = { ip: string | null; userAgent: string | null };

export type IssuedSession = {
  accessToken: string;
  sessionId: string;
  refreshSecret: string;
  rememberMe: boolean;
};

const INVALID_CREDENTIALS = 'The e-mail address or password is not right.';
const NOT_VERIFIED = 'Please verify your e-mail address first.';
const CODE_GONE = 'This code is no longer valid. Please ask for a new code.';

/** A public identifier for a member (not the database id, not guessable): 96 random bits, base64url. */
export function newUid(): string {
  return randomBytes(12).toString('base64url');
}

// ---- sessions -------------------------------------------------------------------------------------------

/** Starts a session (a new refresh-token family) and signs its first access token. */
export async function createSession(
  app: FastifyInstance,
  db: Db,
  input: { userId: string; rememberMe: boolean; context: RequestContext; secondFactorAt?: Date | null },
): Promise<IssuedSession> {
  const now = app.clock.now();
  const sessionId = randomUUID();
  const refreshSecret = randomToken();
  await repo.insertSession(db, {
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
    { userId: input.userId, sessionId },
    now,
    app.config.ACCESS_TOKEN_TTL_SECONDS,
  );
  return { accessToken, sessionId, refreshSecret, rememberMe: input.rememberMe };
}

// ---- one-time codes -------------------------------------------------------------------------------------

function codeHmacFor(
  app: FastifyInstance,
  verificationId: string,
  purpose: VerificationPurpose,
  email: string,
  code: string,
) {
  return hmacCode(getAuthKeys(app.config).otpHmac, { verificationId, purpose, email }, code);
}

/**
 * Opens a verification and returns its activation token. `code` undefined makes a decoy: it looks and
 * behaves like a real one (same answers, same counters) but nothing can ever verify it.
 */
async function openVerification(
  app: FastifyInstance,
  db: Db,
  input: { email: string; storedEmail: string | null; purpose: VerificationPurpose; code: string | undefined },
): Promise<string> {
  const now = app.clock.now();
  const id = randomUUID();
  const token = randomToken();
  await repo.deleteOpenVerifications(db, input.email, input.purpose, now);
  await repo.insertVerification(db, {
    id,
    tokenHash: sha256(token),
    email: input.storedEmail,
    purpose: input.purpose,
    codeHmac: input.code ? codeHmacFor(app, id, input.purpose, input.email, input.code) : null,
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    now,
  });
  return token;
}

/** POST user/registration: the same answer for a new and an already registered e-mail (A1.7). */
export async function register(
  app: FastifyInstance,
  input: { email: string; noticeVersion?: string | undefined },
  context: RequestContext,
): Promise<{ activationToken: string }> {
  const now = app.clock.now();
  const existing = await repo.findUserByEmail(app.db, input.email);
  const code = existing ? undefined : generateCode();
  const activationToken = await app.db.transaction().execute(async (trx) => {
    const token = await openVerification(app, trx, {
      email: input.email,
      storedEmail: input.email,
      purpose: 'signup',
      code,
    });
    await trx
      .insertInto('consents')
      .values({
        email: input.email,
        noticeVersion: input.noticeVersion ?? CURRENT_NOTICE_VERSION,
        acceptedAt: now,
        ip: context.ip,
        userId: null,
      })
      .execute();
    return token;
  });
  await dispatchMail(
    app,
    code ? signupCodeEmail(app.config.brand, input.email, code) : alreadyRegisteredEmail(app.config.brand, input.email),
  );
  return { activationToken };
}

/** POST user/resend-code: a new code replaces the old one, at most once a minute. */
export async function resendCode(app: FastifyInstance, activationToken: string): Promise<void> {
  const now = app.clock.now();
  const row = await repo.findVerificationByTokenHash(app.db, sha256(activationToken));
  if (!row || row.usedAt) throw new AppError('CODE_EXPIRED', CODE_GONE);
  const waitMs = row.lastSentAt.getTime() + RESEND_COOLDOWN_MS - now.getTime();
  const tooSoon = (ms: number) =>
    new AppError(
      'RESEND_TOO_SOON',
      'A new code was sent a moment ago. Please wait a minute before asking again.',
      undefined,
      {
        'retry-after': String(Math.max(1, Math.ceil(ms / 1000))),
      },
    );
  if (waitMs > 0) throw tooSoon(waitMs);

  const isDecoy = row.codeHmac === null;
  const code = isDecoy || !row.email ? undefined : generateCode();
  const replaced = await repo.replaceVerificationCode(
    app.db,
    row.id,
    code && row.email ? codeHmacFor(app, row.id, row.purpose, row.email, code) : null,
    new Date(now.getTime() + CODE_TTL_MS),
    now,
    new Date(now.getTime() - RESEND_COOLDOWN_MS),
  );
  if (!replaced) throw tooSoon(RESEND_COOLDOWN_MS);

  if (!row.email) return; // a decoy for an unknown e-mail: nobody to write to
  const brand = app.config.brand;
  if (row.purpose === 'signup') {
    await dispatchMail(app, code ? signupCodeEmail(brand, row.email, code) : alreadyRegisteredEmail(brand, row.email));
  } else if (code) {
    await dispatchMail(app, resetCodeEmail(brand, row.email, code));
  }
}

/**
 * POST user/activate-user and user/verify-otp: checks the code (expiry, used, burned, then the HMAC in
 * constant time), counts wrong tries atomically, and returns the signed proof for the `token` cookie.
 */
export async function verifyCode(
  app: FastifyInstance,
  input: { activationToken: string; activationCode: string },
  purpose: VerificationPurpose,
): Promise<{ proof: string }> {
  const now = app.clock.now();
  const row = await repo.findVerificationByTokenHash(app.db, sha256(input.activationToken));
  if (!row || row.purpose !== purpose) throw new AppError('CODE_EXPIRED', CODE_GONE);
  if (row.usedAt) throw new AppError('CODE_EXPIRED', 'This code has already been used. Please ask for a new code.');
  if (row.attempts >= CODE_MAX_ATTEMPTS) throw burned();
  if (row.expiresAt.getTime() <= now.getTime()) {
    throw new AppError('CODE_EXPIRED', 'This code has expired. Please ask for a new code.');
  }

  const candidate = codeHmacFor(app, row.id, purpose, row.email ?? '', input.activationCode);
  if (!hmacMatches(row.codeHmac, candidate)) {
    const attempts = await repo.recordWrongAttempt(app.db, row.id, CODE_MAX_ATTEMPTS);
    if (attempts === undefined || attempts >= CODE_MAX_ATTEMPTS) throw burned();
    const left = CODE_MAX_ATTEMPTS - attempts;
    throw new AppError(
      'CODE_INVALID',
      `That code is not right. You have ${left} ${left === 1 ? 'try' : 'tries'} left.`,
    );
  }
  if (!row.email || !(await repo.markVerificationUsed(app.db, row.id, now, CODE_MAX_ATTEMPTS))) {
    throw new AppError('CODE_EXPIRED', 'This code has already been used. Please ask for a new code.');
  }
  const proof = await signVerifiedEmail(
    getAuthKeys(app.config).verifiedEmail,
    { email: row.email, purpose, verificationId: row.id },
    now,
    VERIFIED_EMAIL_TTL_SECONDS,
  );
  return { proof };
}

function burned() {
  return new AppError('CODE_BURNED', 'Too many wrong codes. Please ask for a new code.');
}

async function readProof(app: FastifyInstance, cookie: string | undefined, purpose: VerificationPurpose) {
  if (!cookie) throw new AppError('EMAIL_NOT_VERIFIED', NOT_VERIFIED);
  try {
    return await verifyVerifiedEmail(cookie, getAuthKeys(app.config).verifiedEmail, purpose, app.clock.now());
  } catch {
    throw new AppError('EMAIL_NOT_VERIFIED', NOT_VERIFIED);
  }
}

// ---- account creation -----------------------------------------------------------------------------------

/** Questionnaire answers keyed by question id (never by position); under-18 is its own error. */
export function parseAnswers(wire: readonly WireAnswer[]) {
  const age = wire.find((item) => item.questionId === 7)?.answerValue;
  if (age !== undefined && !Array.isArray(age) && Number.isFinite(Number(age)) && Number(age) < MIN_MEMBER_AGE) {
    throw new AppError('UNDER_AGE', `You must be ${MIN_MEMBER_AGE} or over to join.`);
  }
  try {
    return fromWireAnswers(wire);
  } catch (error) {
    if (error instanceof ZodError) {
      const errors = error.issues.map((issue) => ({
        path: ['answer', ...issue.path.map(String)].join('.'),
        message: issue.message,
      }));
      throw new AppError('VALIDATION_FAILED', errors[0]?.message ?? 'Please answer every question.', errors);
    }
    throw error;
  }
}

/** POST user/set-password: creates the member from a verified e-mail and signs them in. */
export async function setPassword(
  app: FastifyInstance,
  input: { proof: string | undefined; password: string; answer: WireAnswer[] },
  context: RequestContext,
): Promise<{ user: SessionUser; session: IssuedSession }> {
  const claims = await readProof(app, input.proof, 'signup');
  assertAcceptablePassword(input.password);
  const answers = parseAnswers(input.answer);
  const passwordHash = await hashPassword(input.password);
  const now = app.clock.now();

  return app.db.transaction().execute(async (trx) => {
    if (!(await repo.consumeVerifiedVerification(trx, claims.verificationId, claims.email, 'signup'))) {
      throw new AppError('EMAIL_NOT_VERIFIED', NOT_VERIFIED);
    }
    if (await repo.findUserByEmail(trx, claims.email)) {
      // The caller proved they own this address, so saying it is registered reveals nothing new.
      throw new AppError(
        'CONFLICT',
        'This e-mail address already has an account. Please sign in or reset your password.',
      );
    }
    const user = await trx
      .insertInto('users')
      .values({
        uid: newUid(),
        email: claims.email,
        passwordHash,
        usertype: 'Standard',
        role: 'member',
        createdAt: now,
        updatedAt: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('questionnaireAnswers')
      .values(
        Object.entries(answers).map(([questionId, answer]) => ({
          userId: user.id,
          questionId: Number(questionId),
          answer: JSON.stringify(answer),
          createdAt: now,
          updatedAt: now,
        })),
      )
      .execute();
    await trx
      .updateTable('consents')
      .set({ userId: user.id })
      .where('email', '=', claims.email)
      .where('userId', 'is', null)
      .execute();
    await repo.recordAudit(trx, { userId: user.id, type: 'account.created', ip: context.ip });
    const session = await createSession(app, trx, { userId: user.id, rememberMe: false, context });
    await repo.recordAudit(trx, {
      userId: user.id,
      type: 'login.success',
      ip: context.ip,
      detail: { via: 'set-password', sessionId: session.sessionId },
    });
    return { user: toSessionUser(user), session };
  });
}

// ---- sign-in --------------------------------------------------------------------------------------------

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
    throw new AppError('INVALID_CREDENTIALS', INVALID_CREDENTIALS);
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    await repo.recordAudit(app.db, {
      userId: user.id,
      type: 'login.failure',
      ip: context.ip,
      detail: { reason: 'wrong-password' },
    });
    throw new AppError('INVALID_CREDENTIALS', INVALID_CREDENTIALS);
  }
  const now = app.clock.now();
  if (needsRehash(user.passwordHash)) {
    const passwordHash = await hashPassword(input.password);
    await app.db.updateTable('users').set({ passwordHash, updatedAt: now }).where('id', '=', user.id).execute();
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
  return { kind: 'session', user: toSessionUser(user), session, suspended: Boolean(user.suspendedAt) };
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
  const unauthenticated = () => new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
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
    { userId: row.userId, sessionId: row.sessionId },
    now,
    app.config.ACCESS_TOKEN_TTL_SECONDS,
  );
  return { accessToken, sessionId: row.sessionId, refreshSecret: nextSecret, rememberMe: row.rememberMe };
}

/** GET user/logout: ends the session of the refresh cookie (or of the access token) on the server. */
export async function logout(
  app: FastifyInstance,
  input: { refreshSecret: string | undefined; accessSession: { id: string; sessionId: string } | undefined },
  context: RequestContext,
): Promise<void> {
  const now = app.clock.now();
  let ended: { userId: string; sessionId: string } | undefined;
  if (input.refreshSecret) {
    const row = await repo.findRefreshToken(app.db, sha256(input.refreshSecret));
    if (row && !row.revokedAt) ended = { userId: row.userId, sessionId: row.sessionId };
  }
  if (!ended && input.accessSession)
    ended = { userId: input.accessSession.id, sessionId: input.accessSession.sessionId };
  if (!ended) return;
  await repo.revokeSession(app.db, ended.sessionId, now);
  await app.db.deleteFrom('devices').where('sessionId', '=', ended.sessionId).execute();
  await repo.recordAudit(app.db, {
    userId: ended.userId,
    type: 'logout',
    ip: context.ip,
    detail: { sessionId: ended.sessionId },
  });
  await app.events.emit('session.ended', { userId: ended.userId, sessionId: ended.sessionId, reason: 'signed_out' });
}

// ---- password reset and change --------------------------------------------------------------------------

/** POST user/forgot-password: the same answer, work and token shape whether or not the account exists. */
export async function forgotPassword(app: FastifyInstance, email: string): Promise<{ activationToken: string }> {
  const user = await repo.findUserByEmail(app.db, email);
  const code = user ? generateCode() : undefined;
  const activationToken = await app.db
    .transaction()
    .execute((trx) => openVerification(app, trx, { email, storedEmail: user ? email : null, purpose: 'reset', code }));
  if (user && code) await dispatchMail(app, resetCodeEmail(app.config.brand, user.email, code));
  return { activationToken };
}

/** POST user/reset-password: new password, every session ended; the member signs in again. Answers the account. */
export async function resetPassword(
  app: FastifyInstance,
  input: { proof: string | undefined; password: string },
  context: RequestContext,
): Promise<{ email: string }> {
  const claims = await readProof(app, input.proof, 'reset');
  assertAcceptablePassword(input.password);
  const passwordHash = await hashPassword(input.password);
  const now = app.clock.now();
  const user = await app.db.transaction().execute(async (trx) => {
    if (!(await repo.consumeVerifiedVerification(trx, claims.verificationId, claims.email, 'reset'))) {
      throw new AppError('EMAIL_NOT_VERIFIED', NOT_VERIFIED);
    }
    const found = await repo.findUserByEmail(trx, claims.email);
    if (!found) throw new AppError('EMAIL_NOT_VERIFIED', NOT_VERIFIED);
    await trx
      .updateTable('users')
      .set({ passwordHash, tokensValidAfter: now, updatedAt: now })
      .where('id', '=', found.id)
      .execute();
    await repo.revokeUserSessions(trx, found.id, now);
    await trx.deleteFrom('devices').where('userId', '=', found.id).execute();
    await repo.recordAudit(trx, { userId: found.id, type: 'password.reset', ip: context.ip });
    return found;
  });
  await app.events.emit('session.ended', { userId: user.id, sessionId: null, reason: 'password_changed' });
  await dispatchMail(app, passwordChangedEmail(app.config.brand, user.email));
  return { email: user.email };
}

/**
 * POST user/change-password: checks the current password, sets the new one, ends every session and starts a
 * fresh one for this device (new access token and refresh secret; ASVS 7.2.4, 7.4.3).
 */
export async function changePassword(
  app: FastifyInstance,
  auth: { id: string; sessionId: string },
  input: { currentPassword: string; newPassword: string },
  context: RequestContext,
): Promise<IssuedSession> {
  const user = await repo.findUserById(app.db, auth.id);
  if (!user) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    await repo.recordAudit(app.db, {
      userId: user.id,
      type: 'login.failure',
      ip: context.ip,
      detail: { reason: 'wrong-current-password', via: 'change-password' },
    });
    throw new AppError('INVALID_CREDENTIALS', 'Your current password is not right.');
  }
  assertAcceptablePassword(input.newPassword, 'newPassword');
  const passwordHash = await hashPassword(input.newPassword);
  const now = app.clock.now();
  const current = await app.db
    .selectFrom('sessions')
    .select(['rememberMe', 'secondFactorAt'])
    .where('id', '=', auth.sessionId)
    .executeTakeFirst();
  const session = await app.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ passwordHash, tokensValidAfter: now, updatedAt: now })
      .where('id', '=', user.id)
      .execute();
    await repo.revokeUserSessions(trx, user.id, now);
    await trx.deleteFrom('devices').where('userId', '=', user.id).execute();
    await repo.recordAudit(trx, { userId: user.id, type: 'password.changed', ip: context.ip });
    // This device's new session keeps the second factor its old one proved (staff).
    return createSession(app, trx, {
      userId: user.id,
      rememberMe: current?.rememberMe ?? false,
      context,
      secondFactorAt: current?.secondFactorAt ?? null,
    });
  });
  // Every socket opened with an old token closes; this device reconnects with its new one.
  await app.events.emit('session.ended', { userId: user.id, sessionId: null, reason: 'password_changed' });
  await dispatchMail(app, passwordChangedEmail(app.config.brand, user.email));
  return session;
}

// ---- deletion, devices, me ------------------------------------------------------------------------------

/**
 * The signed-in member's own password, checked before anything irreversible (account deletion asks for it first,
 * on `user/check-password`, and again when it deletes). Answers the member's row; 400 `INVALID_CREDENTIALS`
 * when the password is not theirs.
 */
export async function requireOwnPassword(app: FastifyInstance, auth: { id: string }, password: string) {
  const user = await repo.findUserById(app.db, auth.id);
  if (!user) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new AppError('INVALID_CREDENTIALS', 'That password is not right.');
  }
  return user;
}

/**
 * DELETE user/delete-user: re-checks the password, then removes the member in one transaction. Tables that
 * reference users(id) go with it through ON DELETE CASCADE (profile, photos, connections, notifications, messages
 * sent and received — their text with them — and every session). Payment records are kept for the tax office but
 * detached (their user_id is ON DELETE SET NULL), so the records outlive the account without naming it. After the commit every socket is
 * closed and the stored files go (photos in every size, chat files, copies of their data, verification images;
 * a failure is retried by the job queue). Answers, and e-mails, the receipt: what was removed and what is kept.
 */
export async function deleteAccount(
  app: FastifyInstance,
  auth: { id: string },
  password: string,
  context: RequestContext,
): Promise<DeletionReceipt> {
  const user = await requireOwnPassword(app, auth, password);
  const receipt = await eraseAccount(app, user, context);
  await dispatchMail(app, deletionReceiptEmail(app.config.brand, user.email, receipt));
  return receipt;
}

/**
 * Removes an account and everything that goes with it (see `deleteAccount`), without asking for a password: the
 * member's own deletion (after the password check) and the console's (staff, issue 15). `within` runs inside the
 * deletion's transaction before the account row goes (the staff audit log's entry); `auditDetail` goes into the
 * security record. Answers the receipt; sending it is the caller's.
 */
export async function eraseAccount(
  app: FastifyInstance,
  user: { id: string; email: string },
  context: RequestContext,
  options: { within?: (trx: Transaction<Database>) => Promise<void>; auditDetail?: Record<string, unknown> } = {},
): Promise<DeletionReceipt> {
  // A call still ringing or running ends first, so the other member hears it end (the call log goes with the rows).
  await endCallsOf(app, user.id);
  // The verification module removes its images itself; what it could not remove is listed below and retried.
  const verificationRequests = await countVerificationRequests(app.db, user.id);
  await deleteVerificationFiles(app, user.id).catch((error: unknown) => {
    app.log.error({ err: error }, 'could not delete verification files; retrying through the job queue');
  });
  const deletedAt = app.clock.now();
  const { files, counts } = await app.db.transaction().execute(async (trx) => {
    // Listed before the member's rows go (they cascade from users); the files are removed after the commit.
    const files = await collectAccountFiles(trx, user.id);
    const counts = await countAccountData(trx, user.id);
    await deleteOrphanedChatFiles(trx, user.id);
    await trx.deleteFrom('questionnaireAnswers').where('userId', '=', user.id).execute();
    await trx.deleteFrom('sessions').where('userId', '=', user.id).execute();
    await trx.deleteFrom('devices').where('userId', '=', user.id).execute();
    await trx.deleteFrom('verifications').where('email', '=', user.email).execute();
    await trx
      .deleteFrom('consents')
      .where((eb) => eb.or([eb('userId', '=', user.id), eb('email', '=', user.email)]))
      .execute();
    await options.within?.(trx);
    await trx.deleteFrom('users').where('id', '=', user.id).execute();
    await repo.recordAudit(trx, {
      userId: user.id,
      type: 'account.deleted',
      ip: context.ip,
      ...(options.auditDetail ? { detail: options.auditDetail } : {}),
    });
    return { files, counts };
  });
  await app.events.emit('session.ended', { userId: user.id, sessionId: null, reason: 'account_deleted' });
  await removeFilesOrRetry(app, files);
  return deletionReceipt({ ...counts, verificationRequests }, deletedAt);
}

/**
 * POST user/updateFcmToken: one row per device token, bound to the member who sent it last and to the session it
 * was sent in: signing out of that session forgets the device, so a shared browser stops receiving the member's
 * pushes (the web app registers the token again at its next sign-in).
 */
export async function updateFcmToken(
  app: FastifyInstance,
  auth: { id: string; sessionId: string },
  input: { fcmToken: string; uid: string; userStatus: string },
): Promise<void> {
  const user = await repo.findUserById(app.db, auth.id);
  if (!user) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
  if (input.uid !== user.uid) throw new AppError('FORBIDDEN', 'That device registration is for a different account.');
  const now = app.clock.now();
  await app.db
    .insertInto('devices')
    .values({
      userId: user.id,
      fcmToken: input.fcmToken,
      uid: user.uid,
      userStatus: input.userStatus,
      sessionId: auth.sessionId,
      createdAt: now,
      updatedAt: now,
    })
    .onConflict((oc) =>
      oc.column('fcmToken').doUpdateSet({
        userId: user.id,
        uid: user.uid,
        userStatus: input.userStatus,
        sessionId: auth.sessionId,
        updatedAt: now,
      }),
    )
    .execute();
}

export async function me(app: FastifyInstance, auth: { id: string }): Promise<SessionUser> {
  const user = await repo.findUserById(app.db, auth.id);
  if (!user) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
  return toSessionUser(user);
}
