import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database, VerificationReasonColumn, VerificationRequestsTable } from '../../db/schema';

/** The verified tick's SQL (verification.service.ts decides; this file only reads and writes rows). */

type Db = Kysely<Database> | Transaction<Database>;
export type VerificationRow = Selectable<VerificationRequestsTable>;

/** The member's account row, locked until the transaction ends (a submit, a decision and a deletion take turns). */
export async function lockMemberAccount(
  trx: Transaction<Database>,
  userId: string,
): Promise<{ id: string; verifiedAt: Date | null } | undefined> {
  return trx.selectFrom('users').select(['id', 'verifiedAt']).where('id', '=', userId).forUpdate().executeTakeFirst();
}

export function findVerifiedAt(db: Db, userId: string): Promise<{ verifiedAt: Date | null } | undefined> {
  return db.selectFrom('users').select('verifiedAt').where('id', '=', userId).executeTakeFirst();
}

/** The member's newest request, if any. */
export function findLatestRequest(db: Db, userId: string): Promise<VerificationRow | undefined> {
  return (
    db
      .selectFrom('verificationRequests')
      .selectAll()
      .where('userId', '=', userId)
      // A waiting request is the newest by definition (one at a time, sent after every earlier one was decided).
      .orderBy(sql`state = 'pending'`, 'desc')
      .orderBy('createdAt', 'desc')
      .orderBy('decidedAt', 'desc')
      .limit(1)
      .executeTakeFirst()
  );
}

export function findPendingRequest(db: Db, userId: string): Promise<VerificationRow | undefined> {
  return db
    .selectFrom('verificationRequests')
    .selectAll()
    .where('userId', '=', userId)
    .where('state', '=', 'pending')
    .executeTakeFirst();
}

export function findRequest(db: Db, requestId: string): Promise<VerificationRow | undefined> {
  return db.selectFrom('verificationRequests').selectAll().where('id', '=', requestId).executeTakeFirst();
}

/** The request, locked until the transaction ends (two decisions of one request cannot both pass). */
export function lockRequest(trx: Transaction<Database>, requestId: string): Promise<VerificationRow | undefined> {
  return trx.selectFrom('verificationRequests').selectAll().where('id', '=', requestId).forUpdate().executeTakeFirst();
}

export async function insertRequest(
  db: Db,
  row: { id: string; userId: string; documentKey: string; selfieKey: string; createdAt: Date },
): Promise<VerificationRow> {
  return db
    .insertInto('verificationRequests')
    .values({ ...row, state: 'pending' })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Records the decision and forgets the images' keys (their files are deleted with the decision). */
export async function markDecided(
  trx: Transaction<Database>,
  input: {
    id: string;
    state: 'approved' | 'declined';
    decidedAt: Date;
    decidedBy: string | null;
    reason: VerificationReasonColumn | null;
    note: string | null;
  },
): Promise<VerificationRow> {
  return trx
    .updateTable('verificationRequests')
    .set({
      state: input.state,
      decidedAt: input.decidedAt,
      decidedBy: input.decidedBy,
      decisionReason: input.reason,
      decisionNote: input.note,
      documentKey: null,
      selfieKey: null,
    })
    .where('id', '=', input.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function setVerifiedAt(trx: Transaction<Database>, userId: string, at: Date): Promise<void> {
  await trx.updateTable('users').set({ verifiedAt: at, updatedAt: at }).where('id', '=', userId).execute();
}

/** Who decided what, for the record (the command line's operator has no staff id: their name goes here). */
export async function recordDecision(
  trx: Transaction<Database>,
  input: {
    userId: string;
    requestId: string;
    state: 'approved' | 'declined';
    by: string | null;
    reason: string | null;
  },
): Promise<void> {
  await trx
    .insertInto('auditEvents')
    .values({
      userId: input.userId,
      type: `verification.${input.state}`,
      ip: null,
      detail: JSON.stringify({ requestId: input.requestId, by: input.by, reason: input.reason }),
    })
    .execute();
}

export type PendingVerificationRow = {
  requestId: string;
  userId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  displayName: string | null;
  submittedAt: Date;
};

/** Requests waiting for a decision, oldest first (the queue's order). */
export function listPending(db: Db, limit: number): Promise<PendingVerificationRow[]> {
  return db
    .selectFrom('verificationRequests as v')
    .innerJoin('users as u', 'u.id', 'v.userId')
    .leftJoin('profiles as p', 'p.userId', 'v.userId')
    .select([
      'v.id as requestId',
      'v.userId',
      'u.email',
      'p.firstName',
      'p.lastName',
      'p.displayName',
      'v.createdAt as submittedAt',
    ])
    .where('v.state', '=', 'pending')
    .orderBy('v.createdAt')
    .orderBy('v.id')
    .limit(limit)
    .execute();
}

export function findMemberByEmail(db: Db, email: string): Promise<{ id: string; email: string } | undefined> {
  return db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

/** The request with its member's e-mail address and names (the decision e-mail). */
export function findRequestForEmail(db: Db, requestId: string) {
  return db
    .selectFrom('verificationRequests as v')
    .innerJoin('users as u', 'u.id', 'v.userId')
    .leftJoin('profiles as p', 'p.userId', 'v.userId')
    .select([
      'v.id',
      'v.state',
      'v.decisionReason',
      'v.decisionNote',
      'u.email',
      'u.verifiedAt',
      'p.firstName',
      'p.displayName',
    ])
    .where('v.id', '=', requestId)
    .executeTakeFirst();
}

/** Every stored image key of the member's requests (only undecided requests have any). */
export async function listFileKeys(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('verificationRequests')
    .select(['documentKey', 'selfieKey'])
    .where('userId', '=', userId)
    .where((eb) => eb.or([eb('documentKey', 'is not', null), eb('selfieKey', 'is not', null)]))
    .execute();
  return rows.flatMap((row) => [row.documentKey, row.selfieKey].filter((key): key is string => key !== null));
}

/** The member's requests that still hold images: removed (the images are being deleted with the account). */
export async function deleteRequestsWithFiles(db: Db, userId: string): Promise<void> {
  await db
    .deleteFrom('verificationRequests')
    .where('userId', '=', userId)
    .where((eb) => eb.or([eb('documentKey', 'is not', null), eb('selfieKey', 'is not', null)]))
    .execute();
}
