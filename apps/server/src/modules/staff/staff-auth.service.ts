import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { isStaffRole, STAFF_SETUP_LINK_HOURS, type StaffRole } from '@app/shared/console';
import type { SessionUser } from '@app/shared/auth';
import { AppError } from '../../lib/app-error';
import * as authRepo from '../auth/auth.repository';
import { toSessionUser } from '../../lib/members/session-user';
import { createSession, newUid, type IssuedSession, type RequestContext } from '../auth/sessions.service';
import { randomToken, sha256 } from '../../lib/security/codes';
import { assertAcceptablePassword, hashPassword } from '../auth/passwords';
import { getAuthKeys } from '../../lib/security/secrets';
import { recordStaffAction, type StaffActor } from './audit-log';
import { readStaffChallenge } from './staff-challenge';
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
    const existing = await authRepo.findUserByEmail(trx, email);
    if (existing && !isStaffRole(existing.role)) {
      throw new AppError(
        'CONFLICT',
        'This e-mail address belongs to a member account. Staff need an address of their own.',
      );
    }
    let userId = existing?.id;
    if (!userId) {
      const row = await trx
        .insertInto('users')
        .values({
          uid: newUid(),
          email,
          // Unusable until the set-up link chooses one: no hash ever matches a random 256-bit secret.
          passwordHash: await hashPassword(randomToken()),
          usertype: 'Standard',
          role: input.role,
          createdAt: now,
          updatedAt: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      userId = row.id;
    } else {
      await trx.updateTable('users').set({ role: input.role, updatedAt: now }).where('id', '=', userId).execute();
    }
    await trx
      .insertInto('staffCredentials')
      .values({ userId, setupTokenHash: sha256(token), setupExpiresAt: expiresAt, createdAt: now })
      .onConflict((oc) =>
        oc.column('userId').doUpdateSet({
          setupTokenHash: sha256(token),
          setupExpiresAt: expiresAt,
          totpSecretEnc: null,
          totpConfirmedAt: null,
          totpLastStep: null,
        }),
      )
      .execute();
    if (existing) {
      // A new link replaces the authenticator and the password: nothing from before works meanwhile.
      await trx
        .updateTable('users')
        .set({ passwordHash: await hashPassword(randomToken()), tokensValidAfter: now })
        .where('id', '=', userId)
        .execute();
      await authRepo.revokeUserSessions(trx, userId, now);
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
  const row = await app.db
    .selectFrom('staffCredentials as c')
    .innerJoin('users as u', 'u.id', 'c.userId')
    .select(['c.userId', 'c.totpSecretEnc', 'c.setupExpiresAt', 'u.email', 'u.role'])
    .where('c.setupTokenHash', '=', sha256(token))
    .executeTakeFirst();
  if (!row || !row.setupExpiresAt || row.setupExpiresAt.getTime() <= app.clock.now().getTime()) {
    throw new AppError('NOT_FOUND', LINK_GONE);
  }
  if (!isStaffRole(row.role)) throw new AppError('NOT_FOUND', LINK_GONE);
  return { ...row, role: row.role };
}

/** POST admin/auth/setup/start: the secret to scan (made on the first call, the same one after). */
export async function startSetup(app: FastifyInstance, token: string) {
  const setup = await findSetup(app, token);
  const key = getAuthKeys(app.config).staffTotp;
  let secret = setup.totpSecretEnc ? decryptSecret(key, setup.totpSecretEnc) : null;
  if (!secret) {
    secret = newTotpSecret();
    await app.db
      .updateTable('staffCredentials')
      .set({ totpSecretEnc: encryptSecret(key, secret) })
      .where('userId', '=', setup.userId)
      .execute();
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
  if (!setup.totpSecretEnc) throw new AppError('CONFLICT', 'Please open the set-up link again to see the QR code.');
  assertAcceptablePassword(input.password);
  const now = app.clock.now();
  const step = matchingStep(decryptSecret(getAuthKeys(app.config).staffTotp, setup.totpSecretEnc), input.code, now);
  if (step === null) throw new AppError('CODE_INVALID', CODE_WRONG);
  const passwordHash = await hashPassword(input.password);
  await app.db.transaction().execute(async (trx) => {
    const done = await trx
      .updateTable('staffCredentials')
      .set({ totpConfirmedAt: now, totpLastStep: step, setupTokenHash: null, setupExpiresAt: null })
      .where('userId', '=', setup.userId)
      .where('setupTokenHash', '=', sha256(input.token))
      .executeTakeFirst();
    if (!done.numUpdatedRows) throw new AppError('NOT_FOUND', LINK_GONE);
    await trx.updateTable('users').set({ passwordHash, updatedAt: now }).where('id', '=', setup.userId).execute();
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
  if (!claims) throw new AppError('UNAUTHENTICATED', CHALLENGE_GONE);
  const now = app.clock.now();
  return app.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('staffCredentials as c')
      .innerJoin('users as u', 'u.id', 'c.userId')
      .selectAll('u')
      .select(['c.totpSecretEnc', 'c.totpConfirmedAt', 'c.totpLastStep'])
      .where('c.userId', '=', claims.userId)
      .forUpdate()
      .executeTakeFirst();
    if (!row || !isStaffRole(row.role) || !row.totpSecretEnc || !row.totpConfirmedAt) {
      throw new AppError('UNAUTHENTICATED', CHALLENGE_GONE);
    }
    const step = matchingStep(decryptSecret(getAuthKeys(app.config).staffTotp, row.totpSecretEnc), input.code, now);
    if (step === null || (row.totpLastStep !== null && step <= Number(row.totpLastStep))) {
      await authRepo.recordAudit(trx, {
        userId: row.id,
        type: 'login.failure',
        ip: context.ip,
        detail: { reason: 'wrong-second-factor' },
      });
      throw new AppError('CODE_INVALID', CODE_WRONG);
    }
    await trx.deleteFrom('staffChallengeUses').where('expiresAt', '<=', now).execute();
    const fresh = await trx
      .insertInto('staffChallengeUses')
      .values({ challengeId: claims.id, userId: row.id, expiresAt: claims.expiresAt })
      .onConflict((oc) => oc.column('challengeId').doNothing())
      .returning('challengeId')
      .executeTakeFirst();
    if (!fresh) throw new AppError('UNAUTHENTICATED', CHALLENGE_GONE);
    await trx.updateTable('staffCredentials').set({ totpLastStep: step }).where('userId', '=', row.id).execute();
    const session = await createSession(app, trx, {
      userId: row.id,
      rememberMe: claims.rememberMe,
      context,
      secondFactorAt: now,
    });
    await authRepo.recordAudit(trx, {
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
    return { user: toSessionUser(row as authRepo.UserRow), session, userId: row.id };
  });
}
