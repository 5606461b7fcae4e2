import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { isStaffRole, STAFF_SETUP_LINK_HOURS, type StaffRole } from '@app/shared/console';
import type { SessionUser } from '@app/shared/auth';
import { AppError } from '../../lib/app-error';
import { findUserByEmail, recordAudit, revokeUserSessions, type UserRow } from '../auth/index';
import { toSessionUser } from '../../lib/members/session-user';
import { createSession, newUid, type IssuedSession, type RequestContext } from '../auth/index';
import { randomToken, sha256 } from '../../lib/security/codes';
import { assertAcceptablePassword, hashPassword } from '../auth/index';
import { getAuthKeys } from '../../lib/security/secrets';
import { recordStaffAction, type StaffActor } from './audit-log';
import * as staffRepo from './staff.repository';
import { readStaffChallenge } from '../../lib/auth/staff-challenge';
import { decryptSecret, encryptSecret, matchingStep, newTotpSecret, qrSvg, totpUri } from './totp';

const HOUR_MS = 60 * 60 * 1000;
const LINK_GONE = 'This set-up link is not valid any more. Please ask an admin for a new one.';
const CODE_WRONG = 'That code is not right, or it was already used. Please wait for the next code and try again.';
const CHALLENGE_GONE = 'Please sign in again: the sign-in took too long.';

/**
 * Creates a staff account, or gives an existing one a new set-up link (a lost authenticator): the password and
 * the authenticator are (re)set through the link, which lasts STAFF_SETUP_LINK_HOURS. A member's e-mail address
 * cannot become staff: staff accounts are separate from member accounts.
 */
export async function createStaffAccount(
  deps: { db: Kysely<Database>; now: Date; publicUrl: string },
  input: { email: string; role: StaffRole; actor: StaffActor },
): Promise<{ userId: string; link: string; created: boolean }> {
  const now = deps.now;
  const email = input.email.trim().toLowerCase();
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + STAFF_SETUP_LINK_HOURS * HOUR_MS);
  const result = await deps.db.transaction().execute(async (trx) => {
    const existing = await findUserByEmail(trx, email);
    if (existing && !isStaffRole(existing.role)) {
      throw new AppError(
        'CONFLICT',
        'This e-mail address belongs to a member account. Staff need an address of their own.',
        { reason: 'staffMemberEmail' },
      );
    }
    let userId = existing?.id;
    if (!userId) {
      userId = await staffRepo.insertStaffUser(trx, {
        uid: newUid(),
        email,
        // Unusable until the set-up link chooses one: no hash ever matches a random 256-bit secret.
        passwordHash: await hashPassword(randomToken()),
        usertype: 'Standard',
        role: input.role,
        createdAt: now,
        updatedAt: now,
      });
    } else {
      await staffRepo.updateStaffUser(trx, userId, { role: input.role, updatedAt: now });
    }
    await staffRepo.upsertSetupLink(trx, {
      userId,
      setupTokenHash: sha256(token),
      setupExpiresAt: expiresAt,
      createdAt: now,
    });
    if (existing) {
      // A new link replaces the authenticator and the password: nothing from before works meanwhile.
      await staffRepo.updateStaffUser(trx, userId, {
        passwordHash: await hashPassword(randomToken()),
        tokensValidAfter: now,
      });
      await revokeUserSessions(trx, userId, now);
    }
    await recordStaffAction(trx, input.actor, {
      action: 'staff.created',
      subjectUserId: userId,
      subjectKind: 'staff',
      detail: { role: input.role, newAccount: !existing },
    });
    return { userId, created: !existing };
  });
  const link = new URL('/admin/setup', deps.publicUrl);
  link.hash = `token=${token}`;
  return { ...result, link: link.toString() };
}

async function findSetup(app: FastifyInstance, token: string) {
  const row = await staffRepo.findSetupByTokenHash(app.db, sha256(token));
  if (!row || !row.setupExpiresAt || row.setupExpiresAt.getTime() <= app.clock.now().getTime()) {
    throw new AppError('NOT_FOUND', LINK_GONE, { reason: 'staffSetupLink' });
  }
  if (!isStaffRole(row.role)) throw new AppError('NOT_FOUND', LINK_GONE, { reason: 'staffSetupLink' });
  return { ...row, role: row.role };
}

/** POST admin/auth/setup/start: the secret to scan (made on the first call, the same one after). */
export async function startSetup(app: FastifyInstance, token: string) {
  const setup = await findSetup(app, token);
  const key = getAuthKeys(app.config).staffTotp;
  let secret = setup.totpSecretEnc ? decryptSecret(key, setup.totpSecretEnc) : null;
  if (!secret) {
    secret = newTotpSecret();
    await staffRepo.updateTotpSecret(app.db, setup.userId, encryptSecret(key, secret));
  }
  const otpauthUrl = totpUri(secret, `${app.config.brand.siteName} staff`, setup.email);
  return { email: setup.email, role: setup.role, otpauthUrl, qrSvg: await qrSvg(otpauthUrl), secret };
}

/** POST admin/auth/setup/finish: password chosen, authenticator proven; the link is used up. */
export async function finishSetup(
  app: FastifyInstance,
  input: { token: string; password: string; code: string },
): Promise<void> {
  const setup = await findSetup(app, input.token);
  if (!setup.totpSecretEnc)
    throw new AppError('CONFLICT', 'Please open the set-up link again to see the QR code.', {
      reason: 'staffSetupAgain',
    });
  assertAcceptablePassword(input.password);
  const now = app.clock.now();
  const step = matchingStep(decryptSecret(getAuthKeys(app.config).staffTotp, setup.totpSecretEnc), input.code, now);
  if (step === null) throw new AppError('CODE_INVALID', CODE_WRONG, { reason: 'staffCodeWrong' });
  const passwordHash = await hashPassword(input.password);
  await app.db.transaction().execute(async (trx) => {
    const done = await staffRepo.completeSetup(trx, {
      userId: setup.userId,
      setupTokenHash: sha256(input.token),
      now,
      step,
    });
    if (!done) throw new AppError('NOT_FOUND', LINK_GONE, { reason: 'staffSetupLink' });
    await staffRepo.updateStaffUser(trx, setup.userId, { passwordHash, updatedAt: now });
    await recordStaffAction(
      trx,
      { id: setup.userId, email: setup.email, role: setup.role },
      { action: 'staff.setup-completed', subjectUserId: setup.userId, subjectKind: 'staff' },
    );
  });
}

/**
 * POST admin/auth/verify-totp: the sign-in challenge and a current code → a session marked with its second factor.
 * Each code is good once (the step is stored, and that step and earlier ones are refused after), and so is each
 * challenge: its id goes into `staff_challenge_uses` in the transaction that opens the session, so a replayed
 * challenge — or a second request racing the first — finds it taken and opens nothing.
 */
export async function verifySecondFactor(
  app: FastifyInstance,
  input: { challenge: string; code: string },
  context: RequestContext,
): Promise<{ user: SessionUser; session: IssuedSession; userId: string }> {
  const claims = await readStaffChallenge(app, input.challenge);
  if (!claims) throw new AppError('UNAUTHENTICATED', CHALLENGE_GONE, { reason: 'staffSignInTooLong' });
  const now = app.clock.now();
  return app.db.transaction().execute(async (trx) => {
    const row = await staffRepo.lockStaffCredentials(trx, claims.userId);
    if (!row || !isStaffRole(row.role) || !row.totpSecretEnc || !row.totpConfirmedAt) {
      throw new AppError('UNAUTHENTICATED', CHALLENGE_GONE, { reason: 'staffSignInTooLong' });
    }
    const step = matchingStep(decryptSecret(getAuthKeys(app.config).staffTotp, row.totpSecretEnc), input.code, now);
    if (step === null || (row.totpLastStep !== null && step <= Number(row.totpLastStep))) {
      await recordAudit(trx, {
        userId: row.id,
        type: 'login.failure',
        ip: context.ip,
        detail: { reason: 'wrong-second-factor' },
      });
      throw new AppError('CODE_INVALID', CODE_WRONG, { reason: 'staffCodeWrong' });
    }
    await staffRepo.deleteExpiredChallengeUses(trx, now);
    const fresh = await staffRepo.insertChallengeUse(trx, {
      challengeId: claims.id,
      userId: row.id,
      expiresAt: claims.expiresAt,
    });
    if (!fresh) throw new AppError('UNAUTHENTICATED', CHALLENGE_GONE, { reason: 'staffSignInTooLong' });
    await staffRepo.updateTotpLastStep(trx, row.id, step);
    const session = await createSession(app, trx, {
      userId: row.id,
      rememberMe: claims.rememberMe,
      context,
      secondFactorAt: now,
    });
    await recordAudit(trx, {
      userId: row.id,
      type: 'login.success',
      ip: context.ip,
      detail: { sessionId: session.sessionId, secondFactor: 'totp' },
    });
    await recordStaffAction(
      trx,
      { id: row.id, email: row.email, role: row.role },
      {
        action: 'staff.signed-in',
        subjectUserId: row.id,
        subjectKind: 'staff',
        detail: { sessionId: session.sessionId },
      },
    );
    return { user: toSessionUser(row as UserRow), session, userId: row.id };
  });
}
