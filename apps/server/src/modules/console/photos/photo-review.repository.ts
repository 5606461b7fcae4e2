import { sql, type Kysely, type Transaction } from 'kysely';
import { DUPLICATE_MAX_DISTANCE, DUPLICATES_PER_PHOTO } from '@app/shared/console/photos';
import type { Database } from '../../../db/schema';
import { anyId } from '../../../db/id-list';

/** The SQL of photo review (photo-review.service.ts decides). Members' photos only. */

type Db = Kysely<Database> | Transaction<Database>;

type Names = { firstName: string | null; lastName: string | null; displayName: string | null; email: string };

export type DuplicateRow = Names & {
  ofId: string;
  id: string;
  userId: string;
  reviewStatus: 'pending' | 'approved';
  createdAt: Date;
  distance: number | string;
};

/**
 * For each photo named (with a hash), the other members' photos within DUPLICATE_MAX_DISTANCE bits, closest first,
 * at most DUPLICATES_PER_PHOTO each, ordered by the photo named.
 */
export async function listDuplicateRows(db: Db, photoIds: readonly string[]): Promise<DuplicateRow[]> {
  const distance = sql`bit_count(('x' || c.phash)::bit(64) # ('x' || q.phash)::bit(64))`;
  const rows = await sql<DuplicateRow>`
    select q.id as of_id, d.id, d.user_id, d.review_status, d.created_at, d.distance,
           p.first_name, p.last_name, p.display_name, u.email
      from photos q
     cross join lateral (
       select c.id, c.user_id, c.review_status, c.created_at, ${distance} as distance
         from photos c
         join users cu on cu.id = c.user_id and cu.role = 'member'
        where c.phash is not null
          and c.user_id <> q.user_id
          and ${distance} <= ${DUPLICATE_MAX_DISTANCE}
        order by distance, c.created_at, c.id
        limit ${DUPLICATES_PER_PHOTO}
     ) d
      join users u on u.id = d.user_id
      left join profiles p on p.user_id = d.user_id
     where q.id = ${anyId(photoIds)}
       and q.phash is not null
     order by q.id, d.distance, d.created_at, d.id`.execute(db);
  return rows.rows;
}

/** Photos awaiting review, oldest first (created_at, id), after the cursor; `limit` rows at most. */
export function listPendingPhotoRows(db: Db, after: { at: Date; id: string } | null, limit: number) {
  let select = db
    .selectFrom('photos as ph')
    .innerJoin('users as u', 'u.id', 'ph.userId')
    .leftJoin('profiles as p', 'p.userId', 'ph.userId')
    .select([
      'ph.id',
      'ph.userId',
      'ph.createdAt',
      'ph.reviewStatus',
      'ph.width',
      'ph.height',
      'u.email',
      'p.firstName',
      'p.lastName',
      'p.displayName',
    ])
    .where('u.role', '=', 'member')
    .where('ph.reviewedAt', 'is', null)
    .orderBy('ph.createdAt')
    .orderBy('ph.id')
    .limit(limit);
  if (after) {
    select = select.where((eb) =>
      eb.or([
        eb('ph.createdAt', '>', after.at),
        eb.and([eb('ph.createdAt', '=', after.at), eb('ph.id', '>', after.id)]),
      ]),
    );
  }
  return select.execute();
}

export function countPendingPhotos(db: Db) {
  return db
    .selectFrom('photos as ph')
    .innerJoin('users as u', 'u.id', 'ph.userId')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('u.role', '=', 'member')
    .where('ph.reviewedAt', 'is', null)
    .executeTakeFirstOrThrow();
}

/** The member who owns the photo (undefined when there is no such photo of a member). */
export function findMemberPhotoOwner(db: Db, photoId: string) {
  return db
    .selectFrom('photos as ph')
    .innerJoin('users as u', 'u.id', 'ph.userId')
    .select('ph.userId')
    .where('ph.id', '=', photoId)
    .where('u.role', '=', 'member')
    .executeTakeFirst();
}

export function lockPhotoForReview(trx: Transaction<Database>, userId: string, photoId: string) {
  return trx
    .selectFrom('photos')
    .select(['id', 'userId', 'reviewStatus', 'reviewedAt', 'position'])
    .where('id', '=', photoId)
    .where('userId', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

export async function approvePhoto(db: Db, photoId: string, staffId: string, now: Date): Promise<void> {
  await db
    .updateTable('photos')
    .set({ reviewStatus: 'approved', reviewedAt: now, reviewedBy: staffId })
    .where('id', '=', photoId)
    .execute();
}
