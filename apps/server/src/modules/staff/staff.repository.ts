import type { Insertable, Kysely, Transaction, Updateable } from 'kysely';
import type { StaffAuditFilter } from '@app/shared/console';
import type { Database, StaffAuditLogTable, UsersTable } from '../../db/schema';

/** The SQL of staff accounts, their second factor and the staff audit log (the services decide). */

type Db = Kysely<Database> | Transaction<Database>;

// ---- the audit log ------------------------------------------------------------------------------------------

export async function insertStaffAuditEntry(db: Db, values: Insertable<StaffAuditLogTable>): Promise<void> {
  await db.insertInto('staffAuditLog').values(values).execute();
}

/** Newest first, keyset by id; one row more than the page, to tell whether another follows. */
export function listStaffAuditRows(db: Db, query: StaffAuditFilter) {
  let select = db
    .selectFrom('staffAuditLog')
    .selectAll()
    .orderBy('id', 'desc')
    .limit(query.limit + 1);
  if (query.before) select = select.where('id', '<', query.before);
  if (query.subjectUserId) select = select.where('subjectUserId', '=', query.subjectUserId);
  if (query.actorId) select = select.where('actorId', '=', query.actorId);
  if (query.action) select = select.where('action', '=', query.action);
  return select.execute();
}

// ---- the console gate ---------------------------------------------------------------------------------------

/** The account's e-mail and role, and whether the session passed its second factor. */
export function findStaffSession(db: Db, userId: string, sessionId: string) {
  return db
    .selectFrom('users as u')
    .innerJoin('sessions as s', 's.userId', 'u.id')
    .select(['u.email', 'u.role', 's.secondFactorAt'])
    .where('u.id', '=', userId)
    .where('s.id', '=', sessionId)
    .executeTakeFirst();
}

// ---- accounts and their second factor -----------------------------------------------------------------------

export async function insertStaffUser(db: Db, values: Insertable<UsersTable>): Promise<string> {
  const row = await db.insertInto('users').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateStaffUser(db: Db, userId: string, set: Updateable<UsersTable>): Promise<void> {
  await db.updateTable('users').set(set).where('id', '=', userId).execute();
}

/** A new set-up link: the authenticator and its last step are cleared until the link is used. */
export async function upsertSetupLink(
  db: Db,
  values: { userId: string; setupTokenHash: string; setupExpiresAt: Date; createdAt: Date },
): Promise<void> {
  await db
    .insertInto('staffCredentials')
    .values(values)
    .onConflict((oc) =>
      oc.column('userId').doUpdateSet({
        setupTokenHash: values.setupTokenHash,
        setupExpiresAt: values.setupExpiresAt,
        totpSecretEnc: null,
        totpConfirmedAt: null,
        totpLastStep: null,
      }),
    )
    .execute();
}

export function findSetupByTokenHash(db: Db, setupTokenHash: string) {
  return db
    .selectFrom('staffCredentials as c')
    .innerJoin('users as u', 'u.id', 'c.userId')
    .select(['c.userId', 'c.totpSecretEnc', 'c.setupExpiresAt', 'u.email', 'u.role'])
    .where('c.setupTokenHash', '=', setupTokenHash)
    .executeTakeFirst();
}

export async function updateTotpSecret(db: Db, userId: string, totpSecretEnc: string): Promise<void> {
  await db.updateTable('staffCredentials').set({ totpSecretEnc }).where('userId', '=', userId).execute();
}

/** Uses up the set-up link; false when the link was already used or replaced. */
export async function completeSetup(
  db: Db,
  input: { userId: string; setupTokenHash: string; now: Date; step: number },
): Promise<boolean> {
  const done = await db
    .updateTable('staffCredentials')
    .set({ totpConfirmedAt: input.now, totpLastStep: input.step, setupTokenHash: null, setupExpiresAt: null })
    .where('userId', '=', input.userId)
    .where('setupTokenHash', '=', input.setupTokenHash)
    .executeTakeFirst();
  return Boolean(done.numUpdatedRows);
}

/** The staff account and its second factor, locked for the sign-in's transaction. */
export function lockStaffCredentials(trx: Transaction<Database>, userId: string) {
  return trx
    .selectFrom('staffCredentials as c')
    .innerJoin('users as u', 'u.id', 'c.userId')
    .selectAll('u')
    .select(['c.totpSecretEnc', 'c.totpConfirmedAt', 'c.totpLastStep'])
    .where('c.userId', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

export async function deleteExpiredChallengeUses(db: Db, now: Date): Promise<void> {
  await db.deleteFrom('staffChallengeUses').where('expiresAt', '<=', now).execute();
}

/** Takes the challenge; undefined when it was already taken. */
export function insertChallengeUse(db: Db, values: { challengeId: string; userId: string; expiresAt: Date }) {
  return db
    .insertInto('staffChallengeUses')
    .values(values)
    .onConflict((oc) => oc.column('challengeId').doNothing())
    .returning('challengeId')
    .executeTakeFirst();
}

export async function updateTotpLastStep(db: Db, userId: string, step: number): Promise<void> {
  await db.updateTable('staffCredentials').set({ totpLastStep: step }).where('userId', '=', userId).execute();
}
