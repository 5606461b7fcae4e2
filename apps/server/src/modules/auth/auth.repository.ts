import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Answers } from '@app/shared/questionnaire';
import type { Database, UsersTable, VerificationPurpose, VerificationsTable } from '../../db/schema';

/** Database access for accounts. Services decide; this file only reads and writes rows. */
type Db = Kysely<Database> | Transaction<Database>;

export type UserRow = Selectable<UsersTable>;
export type VerificationRow = Selectable<VerificationsTable>;

export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

export function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A new member's row (sign-up), answered whole. */
export function insertMember(
  db: Db,
  row: { uid: string; email: string; passwordHash: string; now: Date },
): Promise<UserRow> {
  return db
    .insertInto('users')
    .values({
      uid: row.uid,
      email: row.email,
      passwordHash: row.passwordHash,
      usertype: 'Standard',
      role: 'member',
      createdAt: row.now,
      updatedAt: row.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * A profile a relative makes at sign-up (ADR 017 point 8): awaiting its candidate, with an address on a reserved
 * domain that no mail reaches and a password nobody knows, until the candidate claims it.
 */
export async function insertAwaitingProfile(
  db: Db,
  row: { uid: string; email: string; passwordHash: string; now: Date },
): Promise<UserRow> {
  const profile = await insertMember(db, row);
  return db
    .updateTable('users')
    .set({ awaitingCandidateSince: row.now })
    .where('id', '=', profile.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** An account that only helps with others' profiles (a relative who made one). */
export async function markFamilyOnly(db: Db, userId: string): Promise<void> {
  await db.updateTable('users').set({ familyOnly: true }).where('id', '=', userId).execute();
}

/** The questionnaire answered at sign-up, one row per question. */
export async function insertQuestionnaireAnswers(db: Db, userId: string, answers: Answers, now: Date): Promise<void> {
  await db
    .insertInto('questionnaireAnswers')
    .values(
      Object.entries(answers).map(([questionId, answer]) => ({
        userId,
        questionId: Number(questionId),
        answer: JSON.stringify(answer),
        createdAt: now,
        updatedAt: now,
      })),
    )
    .execute();
}

/** A stronger hash of the same password (argon2 parameters raised): sessions are not touched. */
export async function rehashPassword(db: Db, userId: string, passwordHash: string, now: Date): Promise<void> {
  await db.updateTable('users').set({ passwordHash, updatedAt: now }).where('id', '=', userId).execute();
}

/** A new password: every access token signed before `now` stops working. */
export async function replacePassword(db: Db, userId: string, passwordHash: string, now: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({ passwordHash, tokensValidAfter: now, updatedAt: now })
    .where('id', '=', userId)
    .execute();
}

/**
 * Records that the member was active at `now`, kept to `resolutionMs`: answers false when an activity within that
 * time is recorded already (nothing changed).
 */
export async function markActive(db: Db, userId: string, now: Date, resolutionMs: number): Promise<boolean> {
  const updated = await db
    .updateTable('users')
    .set({ lastActiveAt: now })
    .where('id', '=', userId)
    .where('lastActiveAt', '<', new Date(now.getTime() - resolutionMs))
    .returning('id')
    .executeTakeFirst();
  return updated !== undefined;
}

// ---- consents ------------------------------------------------------------------------------------------

/** The privacy notice accepted at sign-up, kept by e-mail until the account exists. */
export async function insertConsent(
  db: Db,
  row: { email: string; noticeVersion: string; acceptedAt: Date; ip: string | null },
): Promise<void> {
  await db
    .insertInto('consents')
    .values({
      email: row.email,
      noticeVersion: row.noticeVersion,
      acceptedAt: row.acceptedAt,
      ip: row.ip,
      userId: null,
    })
    .execute();
}

/** The consents given with this e-mail before the account existed now name the account. */
export async function claimConsents(db: Db, userId: string, email: string): Promise<void> {
  await db.updateTable('consents').set({ userId }).where('email', '=', email).where('userId', 'is', null).execute();
}

// ---- verifications -------------------------------------------------------------------------------------

export function findVerificationByTokenHash(db: Db, tokenHash: string): Promise<VerificationRow | undefined> {
  return db.selectFrom('verifications').selectAll().where('tokenHash', '=', tokenHash).executeTakeFirst();
}

/** One pending code per e-mail and purpose: a new request replaces the old ones; expired rows are swept. */
export async function deleteOpenVerifications(db: Db, email: string, purpose: VerificationPurpose, now: Date) {
  await db
    .deleteFrom('verifications')
    .where((eb) =>
      eb.or([
        eb.and([eb('email', '=', email), eb('purpose', '=', purpose)]),
        eb('expiresAt', '<', new Date(now.getTime() - 24 * 60 * 60 * 1000)),
      ]),
    )
    .execute();
}

export async function insertVerification(
  db: Db,
  row: {
    id: string;
    tokenHash: string;
    email: string | null;
    purpose: VerificationPurpose;
    codeHmac: string | null;
    expiresAt: Date;
    now: Date;
  },
): Promise<void> {
  await db
    .insertInto('verifications')
    .values({
      id: row.id,
      tokenHash: row.tokenHash,
      email: row.email,
      purpose: row.purpose,
      codeHmac: row.codeHmac,
      expiresAt: row.expiresAt,
      attempts: 0,
      lastSentAt: row.now,
      createdAt: row.now,
    })
    .execute();
}

/** Replaces the code: the old one stops working, tries start again, the life starts again. */
export async function replaceVerificationCode(
  db: Db,
  id: string,
  codeHmac: string | null,
  expiresAt: Date,
  now: Date,
  cooldownStart: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('verifications')
    .set({ codeHmac, expiresAt, attempts: 0, lastSentAt: now })
    .where('id', '=', id)
    .where('usedAt', 'is', null)
    .where('lastSentAt', '<=', cooldownStart)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Counts one wrong try atomically; returns the new count, or undefined when the code was already burned. */
export async function recordWrongAttempt(db: Db, id: string, maxAttempts: number): Promise<number | undefined> {
  const row = await db
    .updateTable('verifications')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('attempts', '<', maxAttempts)
    .returning('attempts')
    .executeTakeFirst();
  return row?.attempts;
}

/** Marks the code used, once: a second (or concurrent) use finds nothing to update. */
export async function markVerificationUsed(db: Db, id: string, now: Date, maxAttempts: number): Promise<boolean> {
  const result = await db
    .updateTable('verifications')
    .set({ usedAt: now })
    .where('id', '=', id)
    .where('usedAt', 'is', null)
    .where('attempts', '<', maxAttempts)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Consumes a verified proof: the row goes, so the `token` cookie works once. */
export async function consumeVerifiedVerification(
  db: Db,
  id: string,
  email: string,
  purpose: VerificationPurpose,
): Promise<boolean> {
  const result = await db
    .deleteFrom('verifications')
    .where('id', '=', id)
    .where('email', '=', email)
    .where('purpose', '=', purpose)
    .where('usedAt', 'is not', null)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

// ---- sessions and refresh tokens ------------------------------------------------------------------------

export async function insertSession(
  db: Db,
  row: {
    id: string;
    userId: string;
    now: Date;
    absoluteExpiresAt: Date;
    rememberMe: boolean;
    userAgent: string | null;
    secondFactorAt?: Date | null;
    actingProfileId?: string | null;
  },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      id: row.id,
      userId: row.userId,
      actingProfileId: row.actingProfileId ?? null,
      createdAt: row.now,
      lastUsedAt: row.now,
      secondFactorAt: row.secondFactorAt ?? null,
      absoluteExpiresAt: row.absoluteExpiresAt,
      rememberMe: row.rememberMe,
      userAgent: row.userAgent,
    })
    .execute();
}

/** What a session's successor keeps: "remember me" and when its second factor was proved. */
export function findSessionCarryOver(db: Db, sessionId: string) {
  return db
    .selectFrom('sessions')
    .select(['rememberMe', 'secondFactorAt'])
    .where('id', '=', sessionId)
    .executeTakeFirst();
}

export async function insertRefreshToken(db: Db, sessionId: string, tokenHash: string, now: Date): Promise<void> {
  await db.insertInto('refreshTokens').values({ sessionId, tokenHash, createdAt: now }).execute();
}

export function findRefreshToken(db: Db, tokenHash: string) {
  return db
    .selectFrom('refreshTokens as rt')
    .innerJoin('sessions as s', 's.id', 'rt.sessionId')
    .innerJoin('users as u', 'u.id', 's.userId')
    .select([
      'rt.id as tokenId',
      'rt.usedAt',
      's.id as sessionId',
      's.userId',
      's.createdAt as sessionCreatedAt',
      's.lastUsedAt',
      's.absoluteExpiresAt',
      's.revokedAt',
      's.rememberMe',
      's.actingProfileId',
      'u.suspendedAt',
      'u.tokensValidAfter',
    ])
    .where('rt.tokenHash', '=', tokenHash)
    .executeTakeFirst();
}

/** Marks a refresh token used, once; false when another request used it first. */
export async function markRefreshTokenUsed(db: Db, tokenId: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('refreshTokens')
    .set({ usedAt: now })
    .where('id', '=', tokenId)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function touchSession(db: Db, sessionId: string, now: Date): Promise<void> {
  await db.updateTable('sessions').set({ lastUsedAt: now }).where('id', '=', sessionId).execute();
}

export async function revokeSession(db: Db, sessionId: string, now: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revokedAt: now })
    .where('id', '=', sessionId)
    .where('revokedAt', 'is', null)
    .execute();
}

/** Revokes every session of the member, or every one but `keep`. */
export async function revokeUserSessions(db: Db, userId: string, now: Date, keep?: string): Promise<void> {
  let query = db
    .updateTable('sessions')
    .set({ revokedAt: now })
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null);
  if (keep) query = query.where('id', '!=', keep);
  await query.execute();
}

// ---- erasure --------------------------------------------------------------------------------------------

/**
 * The account's sign-in records, in the erasure's transaction (`lib/account-erasure`): questionnaire answers,
 * sessions (their refresh tokens with them), pending codes and consents (by account and by e-mail address).
 */
export async function deleteSignInRecords(db: Db, member: { id: string; email: string }): Promise<void> {
  await db.deleteFrom('questionnaireAnswers').where('userId', '=', member.id).execute();
  await db.deleteFrom('sessions').where('userId', '=', member.id).execute();
  await db.deleteFrom('verifications').where('email', '=', member.email).execute();
  await db
    .deleteFrom('consents')
    .where((eb) => eb.or([eb('userId', '=', member.id), eb('email', '=', member.email)]))
    .execute();
}

// ---- audit ----------------------------------------------------------------------------------------------

export type AuditType =
  | 'account.created'
  | 'login.success'
  | 'login.failure'
  | 'logout'
  | 'password.changed'
  | 'password.reset'
  | 'refresh.reuse';

/** Security events (A1.10): user id and IP, never a secret or an e-mail address. Time: the database's real clock. */
export async function recordAudit(
  db: Db,
  event: { userId: string | null; type: AuditType; ip: string | null; detail?: Record<string, unknown> },
): Promise<void> {
  await db
    .insertInto('auditEvents')
    .values({
      userId: event.userId,
      type: event.type,
      ip: event.ip,
      detail: JSON.stringify(event.detail ?? {}),
    })
    .execute();
}

/** Deletes the security events recorded before `cutoff` (the retention job); returns how many. */
export async function deleteAuditEventsBefore(db: Db, cutoff: Date): Promise<number> {
  const result = await db.deleteFrom('auditEvents').where('createdAt', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}

// ---- development outbox ---------------------------------------------------------------------------------

/** The latest `limit` e-mails the development outbox kept, newest first; only those to `to` when given. */
export function latestOutboxMessages(db: Db, limit: number, to?: string) {
  let query = db
    .selectFrom('emailOutbox')
    .select(['toAddress', 'subject', 'text', 'createdAt'])
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit);
  if (to) query = query.where('toAddress', '=', to);
  return query.execute();
}

export const jsonb = (value: unknown) => sql<unknown>`${JSON.stringify(value)}::jsonb`;

/** The names members chose for their profiles (display name, first name), by id: for saying who acts for whom. */
export function findProfileNames(db: Db, ids: string[]) {
  return db.selectFrom('profiles').select(['userId', 'displayName', 'firstName']).where('userId', 'in', ids).execute();
}

/** The language an account reads the site, e-mails and pushes in (issue 30); undefined for no such account. */
export async function findAccountLanguage(db: Db, userId: string): Promise<string | undefined> {
  const row = await db.selectFrom('users').select('language').where('id', '=', userId).executeTakeFirst();
  return row?.language;
}

export async function setAccountLanguage(db: Db, userId: string, language: string, now: Date): Promise<void> {
  await db.updateTable('users').set({ language, updatedAt: now }).where('id', '=', userId).execute();
}
