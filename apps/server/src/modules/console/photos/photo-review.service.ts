import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { DecidePhotoInput, DuplicatePhoto, PendingPhoto, PendingPhotosResponse } from '@app/shared/console/photos';
import type { Database } from '../../../db/schema';
import { AppError, notFound } from '../../../lib/app-error';
import { staffPhotoUrls } from '../../staff/index';
import { removeStoredFiles } from '../../photos/index';
import { lockMember } from '../../photos/index';
import { deletePhotoWithin } from '../../photos/index';
import { recordStaffAction } from '../../staff/index';
import { staffActor, type StaffUser } from '../../staff/index';
import * as repo from './photo-review.repository';

/**
 * Photo review (issue 15 point 2). A photo waits for review while `reviewed_at` is null (every new photo, whatever
 * PHOTO_REVIEW says: `before` also keeps it `pending`, shown to its owner only). Approving marks it reviewed (and
 * `approved`); rejecting deletes it the way a member deletes their own photo (row, order, photo step, files).
 *
 * Duplicates: `photos.phash` holds a 64-bit perceptual hash in hex; the distance to every other member's photo is
 * `bit_count(('x' || a)::bit(64) # ('x' || b)::bit(64))` (PostgreSQL 14+, PGlite alike). No index can serve a
 * Hamming distance, so each photo on a page is compared with every hashed photo of the other members (a scan of
 * `photos`, at most `DUPLICATES_PER_PHOTO` answers each): fine for tens of thousands of photos and a page of 20;
 * beyond that, split the hash into bands with an index each (any two within 6 bits share one of 8 bytes).
 */

type Db = Kysely<Database> | Transaction<Database>;

const PHOTO_NOT_FOUND = 'That photo does not exist.';
const ALREADY_REVIEWED = 'That photo has already been reviewed.';

type Names = { firstName: string | null; lastName: string | null; displayName: string | null; email: string };

/** How staff see a member's name: the full name, else the display name, else the e-mail address. */
function staffName(row: Names): string {
  const full = [row.firstName, row.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return full || row.displayName?.trim() || row.email;
}

// ---- cursor (oldest first: created_at, id) -------------------------------------------------------------------

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function encodeCursor(row: { createdAt: Date; id: string }): string {
  return Buffer.from(JSON.stringify([row.createdAt.toISOString(), row.id])).toString('base64url');
}

function decodeCursor(cursor: string | undefined): { at: Date; id: string } | null {
  if (!cursor) return null;
  const message = 'That page link is not valid any more. Please start from the first page.';
  const invalid = () =>
    new AppError('VALIDATION_FAILED', message, {
      reason: 'consolePageLink',
      fieldErrors: [{ path: 'cursor', message }],
    });
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) throw invalid();
  const [at, id] = parsed as unknown[];
  if (typeof at !== 'string' || typeof id !== 'string' || !UUID.test(id)) throw invalid();
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) throw invalid();
  return { at: date, id };
}

// ---- duplicates ------------------------------------------------------------------------------------------------

/**
 * For each photo named (with a hash), the other members' photos within DUPLICATE_MAX_DISTANCE bits, closest first,
 * at most DUPLICATES_PER_PHOTO each. Staff accounts' photos (none are expected) are never compared.
 */
export async function findDuplicates(db: Db, photoIds: readonly string[]): Promise<Map<string, repo.DuplicateRow[]>> {
  const found = new Map<string, repo.DuplicateRow[]>();
  if (!photoIds.length) return found;
  const rows = await repo.listDuplicateRows(db, photoIds);
  for (const row of rows) {
    const list = found.get(row.ofId) ?? [];
    list.push(row);
    found.set(row.ofId, list);
  }
  return found;
}

// ---- GET admin-photos/pending ----------------------------------------------------------------------------------

/** Photos awaiting review (members only), oldest first, each with its possible duplicates on other accounts. */
export async function listPendingPhotos(
  app: FastifyInstance,
  staff: StaffUser,
  query: { cursor?: string | undefined; limit: number },
): Promise<Omit<PendingPhotosResponse, 'success'>> {
  const after = decodeCursor(query.cursor);
  const [rows, total] = await Promise.all([
    repo.listPendingPhotoRows(app.db, after, query.limit + 1),
    repo.countPendingPhotos(app.db),
  ]);
  const page = rows.slice(0, query.limit);
  const duplicates = await findDuplicates(
    app.db,
    page.map((row) => row.id),
  );
  const urls = staffPhotoUrls(app, staff.id);
  const photos = page.map((row): PendingPhoto => ({
    photoId: row.id,
    userId: row.userId,
    memberName: staffName(row),
    memberEmail: row.email,
    uploadedAt: row.createdAt.toISOString(),
    reviewStatus: row.reviewStatus,
    width: row.width,
    height: row.height,
    ...urls(row.id),
    duplicates: (duplicates.get(row.id) ?? []).map((dup): DuplicatePhoto => ({
      photoId: dup.id,
      userId: dup.userId,
      memberName: staffName(dup),
      uploadedAt: new Date(dup.createdAt).toISOString(),
      reviewStatus: dup.reviewStatus,
      distance: Number(dup.distance),
      ...urls(dup.id),
    })),
  }));
  const last = page[page.length - 1];
  return {
    mode: app.config.PHOTO_REVIEW,
    total: Number(total.n),
    photos,
    nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null,
  };
}

// ---- POST admin-photos/decide ----------------------------------------------------------------------------------

/**
 * Approves or rejects a photo awaiting review, with the staff audit entry in the same transaction. Under the
 * member's lock (as their own photo changes take it), so a decision and the member's own edits take turns. A photo
 * that is gone answers 404; one already decided (by another moderator, say) answers 409.
 */
export async function decidePhoto(
  app: FastifyInstance,
  staff: StaffUser,
  input: DecidePhotoInput,
): Promise<{ message: string }> {
  const now = app.clock.now();
  const files = await app.db.transaction().execute(async (trx) => {
    const owner = await repo.findMemberPhotoOwner(trx, input.photoId);
    if (!owner) throw notFound('photo', PHOTO_NOT_FOUND);
    await lockMember(trx, owner.userId);
    const photo = await repo.lockPhotoForReview(trx, owner.userId, input.photoId);
    if (!photo) throw notFound('photo', PHOTO_NOT_FOUND);
    if (photo.reviewedAt !== null) throw new AppError('CONFLICT', ALREADY_REVIEWED, { reason: 'consolePhotoReviewed' });
    const duplicateOf = (await findDuplicates(trx, [photo.id])).get(photo.id) ?? [];
    const detail = {
      // Whether others could already see it (PHOTO_REVIEW=after) when it was decided.
      wasShown: photo.reviewStatus === 'approved',
      position: photo.position,
      duplicates: duplicateOf.map((dup) => ({ photoId: dup.id, userId: dup.userId, distance: Number(dup.distance) })),
    };
    const entry = {
      subjectUserId: photo.userId,
      subjectKind: 'photo',
      subjectId: photo.id,
      reason: input.reason,
      detail,
    };
    if (input.decision === 'approve') {
      await repo.approvePhoto(trx, photo.id, staff.id, now);
      await recordStaffAction(trx, staffActor(staff), { action: 'photo.approved', ...entry });
      return [];
    }
    const deleted = await deletePhotoWithin(trx, photo.userId, photo.id, now);
    if (!deleted) throw notFound('photo', PHOTO_NOT_FOUND);
    await recordStaffAction(trx, staffActor(staff), { action: 'photo.rejected', ...entry });
    return deleted.files;
  });
  // After the commit: the rows that named these files are gone (a failure here is logged, never undone).
  await removeStoredFiles(app, files);
  return {
    message:
      input.decision === 'approve'
        ? 'Photo approved: other members can see it.'
        : 'Photo rejected: it has been removed from the member’s profile.',
  };
}
