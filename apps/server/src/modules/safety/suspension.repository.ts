import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database, SuspensionsTable } from '../../db/schema';

/** The SQL of suspensions and the review queue (suspension.service.ts decides). */

type Db = Kysely<Database> | Transaction<Database>;
export type SuspensionRow = Selectable<SuspensionsTable>;

/** Locks the member's account row for the transaction; undefined when the account does not exist. */
export function lockAccount(trx: Transaction<Database>, userId: string) {
  return trx.selectFrom('users').select(['id', 'email']).where('id', '=', userId).forUpdate().executeTakeFirst();
}

export function findAccountByEmail(db: Db, email: string) {
  return db.selectFrom('users').select(['id', 'email']).where('email', '=', email).executeTakeFirst();
}

export function findSuspensionReason(db: Db, userId: string) {
  return db.selectFrom('users').select('suspensionReason').where('id', '=', userId).executeTakeFirst();
}

export function findSuspendedAt(db: Db, userId: string) {
  return db.selectFrom('users').select('suspendedAt').where('id', '=', userId).executeTakeFirst();
}

/** The member's open suspension (at most one: a unique index). */
export function findOpenSuspension(db: Db, userId: string): Promise<SuspensionRow | undefined> {
  return db
    .selectFrom('suspensions')
    .selectAll()
    .where('userId', '=', userId)
    .where('liftedAt', 'is', null)
    .executeTakeFirst();
}

export function findSuspension(db: Db, id: string): Promise<SuspensionRow | undefined> {
  return db.selectFrom('suspensions').selectAll().where('id', '=', id).executeTakeFirst();
}

export function insertSuspension(
  trx: Transaction<Database>,
  row: { userId: string; reason: string; suspendedAt: Date; unsuspendAt: Date | null; suspendedBy: string | null },
): Promise<SuspensionRow> {
  return trx.insertInto('suspensions').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Ends an open suspension; undefined when it had already ended. */
export function closeSuspension(
  trx: Transaction<Database>,
  id: string,
  end: { liftedAt: Date; liftedBy: string | null; liftNote: string | null },
): Promise<SuspensionRow | undefined> {
  return trx
    .updateTable('suspensions')
    .set(end)
    .where('id', '=', id)
    .where('liftedAt', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/** Mirrors the open suspension on the account row (null: none), which every other reader checks. */
export async function mirrorOnAccount(
  trx: Transaction<Database>,
  userId: string,
  open: { suspendedAt: Date; reason: string } | null,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('users')
    .set({ suspendedAt: open?.suspendedAt ?? null, suspensionReason: open?.reason ?? null, updatedAt: now })
    .where('id', '=', userId)
    .execute();
}

/** Open suspensions whose end has come, oldest end first. */
export function listDueSuspensions(db: Db, now: Date) {
  return db
    .selectFrom('suspensions')
    .select(['id', 'userId'])
    .where('liftedAt', 'is', null)
    .where('unsuspendAt', '<=', now)
    .orderBy('unsuspendAt')
    .execute();
}

/** The suspension and its member, for the e-mails. */
export function findSuspensionForEmail(db: Db, id: string) {
  return db
    .selectFrom('suspensions as s')
    .innerJoin('users as u', 'u.id', 's.userId')
    .leftJoin('profiles as p', 'p.userId', 's.userId')
    .select([
      's.id',
      's.userId',
      's.reason',
      's.suspendedAt',
      's.unsuspendAt',
      's.liftedAt',
      's.liftNote',
      'u.email',
      'u.suspendedAt as accountSuspendedAt',
      'p.displayName',
      'p.firstName',
    ])
    .where('s.id', '=', id)
    .executeTakeFirst();
}

/** What the suspension screen shows of the member (besides the photos). */
export function findScreenDetails(db: Db, userId: string) {
  return db
    .selectFrom('users as u')
    .leftJoin('profiles as p', 'p.userId', 'u.id')
    .select([
      'u.id',
      'u.email',
      'u.usertype',
      'u.suspendedAt',
      'p.displayName',
      'p.firstName',
      'p.about',
      'p.aboutSecond',
      'p.aboutSecondLanguage',
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
}

/**
 * Writes the corrected about text (a profile row is made when there is none yet) and removes its text in a second
 * language: that was written with the text being corrected, and the team reviews the new text alone. The member
 * writes it again in My Details once the suspension is lifted.
 */
export async function writeAbout(trx: Transaction<Database>, userId: string, about: string, now: Date): Promise<void> {
  const columns = { about, aboutSecond: null, aboutSecondLanguage: null };
  await trx
    .insertInto('profiles')
    .values({ userId, ...columns, createdAt: now, updatedAt: now })
    .onConflict((conflict) => conflict.column('userId').doUpdateSet({ ...columns, updatedAt: now }))
    .execute();
}

/**
 * Opens the member's `self-correction` review item, or refreshes the open one (a unique index keeps one open):
 * `payload` says what changed, and the item moves to the back of the queue's order by its `updated_at` only.
 */
export async function openSelfCorrection(
  trx: Transaction<Database>,
  userId: string,
  payload: Record<string, unknown>,
  now: Date,
): Promise<void> {
  const json = JSON.stringify(payload);
  const updated = await trx
    .updateTable('reviewQueue')
    .set({ payload: json, updatedAt: now })
    .where('userId', '=', userId)
    .where('kind', '=', 'self-correction')
    .where('state', '=', 'open')
    .returning('id')
    .executeTakeFirst();
  if (updated) return;
  await trx
    .insertInto('reviewQueue')
    .values({ kind: 'self-correction', userId, createdAt: now, updatedAt: now, payload: json })
    .execute();
}

/** Whether the member has an open `self-correction` item. */
export async function hasOpenSelfCorrection(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('reviewQueue')
    .select('id')
    .where('userId', '=', userId)
    .where('kind', '=', 'self-correction')
    .where('state', '=', 'open')
    .executeTakeFirst();
  return Boolean(row);
}

/** Closes the member's open `self-correction` items (the suspension ended). */
export async function closeSelfCorrections(
  trx: Transaction<Database>,
  userId: string,
  now: Date,
  note: string,
): Promise<void> {
  await trx
    .updateTable('reviewQueue')
    .set({ state: 'closed', closedAt: now, closeNote: note, updatedAt: now })
    .where('userId', '=', userId)
    .where('kind', '=', 'self-correction')
    .where('state', '=', 'open')
    .execute();
}

/** The member's review items, newest first (tests and the console). */
export function listReviewItems(db: Db, userId: string) {
  return db
    .selectFrom('reviewQueue')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy(sql`id`)
    .execute();
}
