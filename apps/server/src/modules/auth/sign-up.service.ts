import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { ZodError } from 'zod';
import { CURRENT_NOTICE_VERSION, type MeUser, type SessionUser } from '@app/shared/auth';
import { MIN_MEMBER_AGE } from '@app/shared';
import { fromWireAnswers, type WireAnswer } from '@app/shared/questionnaire';
import type { Database, VerificationPurpose } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { VERIFIED_EMAIL_TTL_SECONDS } from '../../lib/auth/cookies';
import { signVerifiedEmail, verifyVerifiedEmail } from '../../lib/auth/tokens';
import { DEFAULT_LANGUAGE, type LanguageCode } from '@app/shared/i18n';
import { accountLanguage } from '../../lib/i18n/index';
import { dispatchMail } from '../../lib/mail/dispatch';
import { UNCLAIMED_PROFILE_DOMAIN } from '../../lib/mail/mailer';
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
import { getAuthKeys } from '../../lib/security/secrets';
import { alreadyRegisteredEmail, resetCodeEmail, signupCodeEmail } from './auth.emails';
import { joinByInvitation, nameHelperAccount, startMadeProfile } from '../family/index';
import * as repo from './auth.repository';
import { assertAcceptablePassword, hashPassword } from './passwords';
import { createSession, newUid, sessionUserOf, type IssuedSession, type RequestContext } from './sessions.service';

/**
 * Sign-up and one-time codes: the registration, the codes e-mailed for sign-up and for a password reset (sent, sent
 * again, checked), the signed proof a right code earns, and the account created from it.
 */

type Db = Kysely<Database> | Transaction<Database>;

export const NOT_VERIFIED = 'Please verify your e-mail address first.';
const CODE_GONE = 'This code is no longer valid. Please ask for a new code.';

// ---- registration and one-time codes -------------------------------------------------------------------

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
export async function openVerification(
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

/**
 * The e-mail of a sign-up, in its reader's language: an address with an account is told so in its account's
 * language; a new address gets its code in the language the request asked for (`language`: the one the visitor reads
 * the site in), English when it asked for none. Nothing else is known of someone who has no account yet.
 */
async function signupEmail(app: FastifyInstance, email: string, code: string | undefined, asked?: LanguageCode) {
  const brand = app.config.brand;
  if (code) return signupCodeEmail(brand, asked ?? DEFAULT_LANGUAGE, email, code);
  return alreadyRegisteredEmail(brand, (await accountLanguage(app.db, { email })) ?? asked ?? DEFAULT_LANGUAGE, email);
}

/** POST user/registration: the same answer for a new and an already registered e-mail (A1.7). */
export async function register(
  app: FastifyInstance,
  input: { email: string; noticeVersion?: string | undefined; language?: LanguageCode | undefined },
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
    await repo.insertConsent(trx, {
      email: input.email,
      noticeVersion: input.noticeVersion ?? CURRENT_NOTICE_VERSION,
      acceptedAt: now,
      ip: context.ip,
    });
    return token;
  });
  await dispatchMail(app, await signupEmail(app, input.email, code, input.language));
  return { activationToken };
}

/** POST user/resend-code: a new code replaces the old one, at most once a minute. */
export async function resendCode(
  app: FastifyInstance,
  activationToken: string,
  language?: LanguageCode,
): Promise<void> {
  const now = app.clock.now();
  const row = await repo.findVerificationByTokenHash(app.db, sha256(activationToken));
  if (!row || row.usedAt) throw new AppError('CODE_EXPIRED', CODE_GONE, { reason: 'codeGone' });
  const waitMs = row.lastSentAt.getTime() + RESEND_COOLDOWN_MS - now.getTime();
  const tooSoon = (ms: number) =>
    new AppError('RESEND_TOO_SOON', 'A new code was sent a moment ago. Please wait a minute before asking again.', {
      headers: {
        'retry-after': String(Math.max(1, Math.ceil(ms / 1000))),
      },
    });
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
  if (row.purpose === 'signup') {
    await dispatchMail(app, await signupEmail(app, row.email, code, language));
  } else if (code) {
    const reader = (await accountLanguage(app.db, { email: row.email })) ?? DEFAULT_LANGUAGE;
    await dispatchMail(app, resetCodeEmail(app.config.brand, reader, row.email, code));
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
  if (!row || row.purpose !== purpose) throw new AppError('CODE_EXPIRED', CODE_GONE, { reason: 'codeGone' });
  if (row.usedAt)
    throw new AppError('CODE_EXPIRED', 'This code has already been used. Please ask for a new code.', {
      reason: 'codeUsed',
    });
  if (row.attempts >= CODE_MAX_ATTEMPTS) throw burned();
  if (row.expiresAt.getTime() <= now.getTime()) {
    throw new AppError('CODE_EXPIRED', 'This code has expired. Please ask for a new code.', { reason: 'codeExpired' });
  }

  const candidate = codeHmacFor(app, row.id, purpose, row.email ?? '', input.activationCode);
  if (!hmacMatches(row.codeHmac, candidate)) {
    const attempts = await repo.recordWrongAttempt(app.db, row.id, CODE_MAX_ATTEMPTS);
    if (attempts === undefined || attempts >= CODE_MAX_ATTEMPTS) throw burned();
    throw wrongCode(CODE_MAX_ATTEMPTS - attempts);
  }
  if (!row.email || !(await repo.markVerificationUsed(app.db, row.id, now, CODE_MAX_ATTEMPTS))) {
    throw new AppError('CODE_EXPIRED', 'This code has already been used. Please ask for a new code.', {
      reason: 'codeUsed',
    });
  }
  const proof = await signVerifiedEmail(
    getAuthKeys(app.config).verifiedEmail,
    { email: row.email, purpose, verificationId: row.id },
    now,
    VERIFIED_EMAIL_TTL_SECONDS,
  );
  return { proof };
}

/** 400 CODE_INVALID: a wrong code, with `left` tries left. */
export function wrongCode(left: number): AppError {
  return new AppError(
    'CODE_INVALID',
    `That code is not right. You have ${left} ${left === 1 ? 'try' : 'tries'} left.`,
    left === 1 ? { reason: 'codeWrongLastTry' } : { reason: 'codeWrong', params: { left } },
  );
}

function burned() {
  return new AppError('CODE_BURNED', 'Too many wrong codes. Please ask for a new code.');
}

/** The signed proof of a verified e-mail (the `token` cookie) for `purpose`; 400 `EMAIL_NOT_VERIFIED` otherwise. */
export async function readProof(app: FastifyInstance, cookie: string | undefined, purpose: VerificationPurpose) {
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
    throw new AppError('UNDER_AGE', `You must be ${MIN_MEMBER_AGE} or over to join.`, {
      params: { minAge: MIN_MEMBER_AGE },
    });
  }
  try {
    return fromWireAnswers(wire);
  } catch (error) {
    if (error instanceof ZodError) {
      const errors = error.issues.map((issue) => ({
        path: ['answer', ...issue.path.map(String)].join('.'),
        message: issue.message,
      }));
      throw new AppError('VALIDATION_FAILED', errors[0]?.message ?? 'Please answer every question.', {
        reason: 'invalidField',
        fieldErrors: errors,
      });
    }
    throw error;
  }
}

/** POST user/set-password: creates the member from a verified e-mail and signs them in. */
export async function setPassword(
  app: FastifyInstance,
  input: {
    proof: string | undefined;
    password: string;
    answer?: WireAnswer[];
    familyInvitation?: string;
    name?: string;
  },
  context: RequestContext,
): Promise<{ user: SessionUser & Partial<Pick<MeUser, 'actingAs'>>; session: IssuedSession }> {
  const claims = await readProof(app, input.proof, 'signup');
  assertAcceptablePassword(input.password);
  // Without answers, the account is a relative's who only helps: the invitation says with whose profile.
  const answers = input.answer ? parseAnswers(input.answer) : null;
  const passwordHash = await hashPassword(input.password);
  const now = app.clock.now();

  return app.db.transaction().execute(async (trx) => {
    const signedIn = async (user: repo.UserRow) => {
      const session = await createSession(app, trx, { userId: user.id, rememberMe: false, context });
      await repo.recordAudit(trx, {
        userId: user.id,
        type: 'login.success',
        ip: context.ip,
        detail: { via: 'set-password', sessionId: session.sessionId },
      });
      return { user: await sessionUserOf(trx, user, session.acting), session };
    };
    if (!(await repo.consumeVerifiedVerification(trx, claims.verificationId, claims.email, 'signup'))) {
      throw new AppError('EMAIL_NOT_VERIFIED', NOT_VERIFIED);
    }
    if (await repo.findUserByEmail(trx, claims.email)) {
      // The caller proved they own this address, so saying it is registered reveals nothing new.
      throw new AppError(
        'CONFLICT',
        'This e-mail address already has an account. Please sign in or reset your password.',
        { reason: 'emailTaken' },
      );
    }
    const user = await repo.insertMember(trx, { uid: newUid(), email: claims.email, passwordHash, now });
    if (!answers) {
      await repo.claimConsents(trx, user.id, claims.email);
      await repo.recordAudit(trx, { userId: user.id, type: 'account.created', ip: context.ip });
      await repo.markFamilyOnly(trx, user.id);
      if (input.name) await nameHelperAccount(trx, user.id, input.name, now);
      await joinByInvitation(trx, {
        token: input.familyInvitation ?? '',
        accountId: user.id,
        email: claims.email,
        now,
      });
      return signedIn(user);
    }
    const postedBy = answers[6];
    // Answered for someone else (ADR 017 point 8): this account only helps, and the answers describe the candidate,
    // whose profile is made beside it and shown to nobody until they confirm it.
    const profileOwner =
      postedBy === 'Myself'
        ? user
        : await repo.insertAwaitingProfile(trx, {
            uid: newUid(),
            email: `${randomUUID()}@${UNCLAIMED_PROFILE_DOMAIN}`,
            passwordHash: await hashPassword(randomToken()),
            now,
          });
    await repo.insertQuestionnaireAnswers(trx, profileOwner.id, answers, now);
    await repo.claimConsents(trx, user.id, claims.email);
    await repo.recordAudit(trx, { userId: user.id, type: 'account.created', ip: context.ip });
    if (postedBy !== 'Myself') {
      await repo.markFamilyOnly(trx, user.id);
      if (input.name) await nameHelperAccount(trx, user.id, input.name, now);
      await startMadeProfile(trx, { accountId: user.id, profileId: profileOwner.id, postedBy, now });
    }
    return signedIn(user);
  });
}
