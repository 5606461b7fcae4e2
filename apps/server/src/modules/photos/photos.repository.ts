import type { Kysely, Selectable, Transaction } from 'kysely';
import type { PhotoAccessStatus, PhotoVisibility } from '@app/shared/photos';
import type { Database, FamilyRelationColumn, PhotosTable } from '../../db/schema';
import { anyId } from '../../db/id-list';

/**
 * Database access for photos, "on request" access and the photo setting (a column of the profile row).
 * Services decide; this file only reads and writes.
 */
type Db = Kysely<Database> | Transaction<Database>;

export type PhotoRow = Selectable<PhotosTable>;

/**
 * A member's photos in display order (the first is the primary). `approvedOnly`: what others may be shown (photo
 * review, issue 15: a `pending` photo is its owner's and staff's only; families, issue 29: a photo a manager added
 * is the profile's own until its candidate approves it).
 */
export function listPhotos(db: Db, userId: string, options: { approvedOnly?: boolean } = {}): Promise<PhotoRow[]> {
  let select = db.selectFrom('photos').selectAll().where('userId', '=', userId);
  if (options.approvedOnly)
    select = select.where('reviewStatus', '=', 'approved').where('awaitingCandidate', '=', false);
  return select.orderBy('position').orderBy('createdAt').orderBy('id').execute();
}

/** How many photos the member has. */
export async function countPhotos(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('photos')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * The primary (first) photo of each member named as `viewerId` may be shown it, in one query; members without
 * such a photo are absent. Others see the first approved photo (a `pending` one is its owner's only).
 */
export function listPrimaryPhotos(db: Db, userIds: readonly string[], viewerId: string): Promise<PhotoRow[]> {
  if (!userIds.length) return Promise.resolve([]);
  return db
    .selectFrom('photos')
    .selectAll()
    .distinctOn('userId')
    .where('userId', '=', anyId(userIds))
    .where((eb) =>
      eb.or([
        eb.and([eb('reviewStatus', '=', 'approved'), eb('awaitingCandidate', '=', false)]),
        eb('userId', '=', viewerId),
      ]),
    )
    .orderBy('userId')
    .orderBy('position')
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}

export function findPhoto(db: Db, photoId: string): Promise<PhotoRow | undefined> {
  return db.selectFrom('photos').selectAll().where('id', '=', photoId).executeTakeFirst();
}

/**
 * Locks the member's row until the transaction ends, so two uploads (or an upload and an account deletion) of
 * the same member take turns: the photo count and the list of files stay exact. Undefined if the member is gone.
 */
export function lockMember(trx: Transaction<Database>, userId: string): Promise<{ id: string } | undefined> {
  return trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();
}

export async function insertPhotos(
  trx: Transaction<Database>,
  rows: Array<{
    id: string;
    userId: string;
    position: number;
    storageKey: string;
    width: number;
    height: number;
    bytes: number;
    createdAt: Date;
    reviewStatus: 'pending' | 'approved';
    reviewedAt: Date | null;
    phash: string | null;
    awaitingCandidate?: boolean;
    addedByAccountId?: string | null;
    addedByRelation?: FamilyRelationColumn | null;
  }>,
): Promise<void> {
  if (rows.length) await trx.insertInto('photos').values(rows).execute();
}

/** Writes positions 0..n-1 in the order given (ids of one member). */
export async function writePositions(trx: Transaction<Database>, userId: string, orderedIds: string[]): Promise<void> {
  for (const [position, id] of orderedIds.entries()) {
    await trx.updateTable('photos').set({ position }).where('id', '=', id).where('userId', '=', userId).execute();
  }
}

/** The candidate approves a photo a manager added: it is shown like the others from now on. */
export async function approveAddedPhoto(db: Db, userId: string, photoId: string): Promise<PhotoRow | undefined> {
  return db
    .updateTable('photos')
    .set({ awaitingCandidate: false })
    .where('id', '=', photoId)
    .where('userId', '=', userId)
    .where('awaitingCandidate', '=', true)
    .returningAll()
    .executeTakeFirst();
}

export function deletePhotoRow(trx: Transaction<Database>, userId: string, photoId: string) {
  return trx
    .deleteFrom('photos')
    .where('id', '=', photoId)
    .where('userId', '=', userId)
    .returning(['id', 'storageKey'])
    .executeTakeFirst();
}

/**
 * Whether the media route's viewer is staff: a moderator's or admin's live console session (second factor
 * checked). Staff see every member's photos, awaiting review or not (the console's photo review and member pages).
 */
export async function isStaffSession(db: Db, sessionId: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.userId')
    .select('u.id')
    .where('s.id', '=', sessionId)
    .where('s.userId', '=', userId)
    .where('u.role', 'in', ['moderator', 'admin'])
    .where('s.secondFactorAt', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}

export function setImageFormFilled(trx: Transaction<Database>, userId: string, filled: boolean, now: Date) {
  return trx
    .updateTable('users')
    .set({ isImageFormFilled: filled, updatedAt: now })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * The member's photo setting (`photos/visibility`), kept on the profile row; the row is created when it does not
 * exist yet (photos can be set before the other onboarding steps). No after-write hook: matching does not read it.
 */
export async function savePhotoVisibility(db: Db, userId: string, photoVisibility: PhotoVisibility, now: Date) {
  await db
    .insertInto('profiles')
    .values({ userId, photoVisibility, createdAt: now, updatedAt: now })
    .onConflict((conflict) => conflict.column('userId').doUpdateSet({ photoVisibility, updatedAt: now }))
    .execute();
}

export async function listStorageKeys(db: Db, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('photos').select('storageKey').where('userId', '=', userId).execute();
  return rows.map((row) => row.storageKey);
}

// ---- "on request" ---------------------------------------------------------------------------------------

/** Records a request once; asking again changes nothing (a declined request stays declined). */
export async function insertAccessRequest(db: Db, ownerId: string, viewerId: string, now: Date): Promise<void> {
  await db
    .insertInto('photoAccessRequests')
    .values({ ownerId, viewerId, status: 'pending', createdAt: now })
    .onConflict((oc) => oc.columns(['ownerId', 'viewerId']).doNothing())
    .execute();
}

export async function setAccessRequestStatus(
  db: Db,
  ownerId: string,
  viewerId: string,
  status: PhotoAccessStatus,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('photoAccessRequests')
    .set({ status, respondedAt: now })
    .where('ownerId', '=', ownerId)
    .where('viewerId', '=', viewerId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Pending and granted requests to the owner, newest first, with the requester's names. */
export function listOpenAccessRequests(db: Db, ownerId: string) {
  return db
    .selectFrom('photoAccessRequests as r')
    .leftJoin('profiles as p', 'p.userId', 'r.viewerId')
    .select(['r.viewerId', 'r.status', 'r.createdAt', 'r.respondedAt', 'p.firstName', 'p.displayName'])
    .where('r.ownerId', '=', ownerId)
    .where('r.status', 'in', ['pending', 'granted'])
    .orderBy('r.createdAt', 'desc')
    .execute();
}
