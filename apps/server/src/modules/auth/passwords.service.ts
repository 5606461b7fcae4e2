import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import { asLanguage } from '../../lib/i18n/index';
import { dispatchMail } from '../../lib/mail/dispatch';
import { generateCode } from '../../lib/security/codes';
import { forgetMemberDevices } from '../push/index';
import { passwordChangedEmail, resetCodeEmail } from './auth.emails';
import * as repo from './auth.repository';
import { assertAcceptablePassword, hashPassword, verifyPassword } from './passwords';
import { createSession, type IssuedSession, type RequestContext } from './sessions.service';
import { NOT_VERIFIED, openVerification, readProof } from './sign-up.service';

/**
 * Passwords of signed-up members: the forgotten password (a code, then a new password), the change of a known
 * one, and the check of the member's own password before an irreversible step. Hashing and the password rules are
 * `passwords.ts`.
 */

/** POST user/forgot-password: the same answer, work and token shape whether or not the account exists. */
export async function forgotPassword(app: FastifyInstance, email: string): Promise<{ activationToken: string }> {
  const user = await repo.findUserByEmail(app.db, email);
  const code = user ? generateCode() : undefined;
  const activationToken = await app.db
    .transaction()
    .execute((trx) => openVerification(app, trx, { email, storedEmail: user ? email : null, purpose: 'reset', code }));
  if (user && code)
    await dispatchMail(app, resetCodeEmail(app.config.brand, asLanguage(user.language), user.email, code));
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
    await repo.replacePassword(trx, found.id, passwordHash, now);
    await repo.revokeUserSessions(trx, found.id, now);
    await forgetMemberDevices(trx, found.id);
    await repo.recordAudit(trx, { userId: found.id, type: 'password.reset', ip: context.ip });
    return found;
  });
  await app.events.emit('session.ended', { userId: user.id, sessionId: null, reason: 'password_changed' });
  await dispatchMail(app, passwordChangedEmail(app.config.brand, asLanguage(user.language), user.email));
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
  if (!user) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.', { reason: 'generic' });
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    await repo.recordAudit(app.db, {
      userId: user.id,
      type: 'login.failure',
      ip: context.ip,
      detail: { reason: 'wrong-current-password', via: 'change-password' },
    });
    throw new AppError('INVALID_CREDENTIALS', 'Your current password is not right.', { reason: 'currentPassword' });
  }
  assertAcceptablePassword(input.newPassword, 'newPassword');
  const passwordHash = await hashPassword(input.newPassword);
  const now = app.clock.now();
  const current = await repo.findSessionCarryOver(app.db, auth.sessionId);
  const session = await app.db.transaction().execute(async (trx) => {
    await repo.replacePassword(trx, user.id, passwordHash, now);
    await repo.revokeUserSessions(trx, user.id, now);
    await forgetMemberDevices(trx, user.id);
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
  await dispatchMail(app, passwordChangedEmail(app.config.brand, asLanguage(user.language), user.email));
  return session;
}

/**
 * The signed-in member's own password, checked before anything irreversible (account deletion asks for it first,
 * on `user/check-password`, and again when it deletes). Answers the member's row; 400 `INVALID_CREDENTIALS`
 * when the password is not theirs.
 */
export async function requireOwnPassword(app: FastifyInstance, auth: { id: string }, password: string) {
  const user = await repo.findUserById(app.db, auth.id);
  if (!user) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.', { reason: 'generic' });
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new AppError('INVALID_CREDENTIALS', 'That password is not right.', { reason: 'password' });
  }
  return user;
}
