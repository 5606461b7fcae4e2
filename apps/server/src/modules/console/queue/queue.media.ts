import type { FastifyInstance } from 'fastify';
import type { PhotoVariant } from '@app/shared/photos';
import { AppError } from '../../../lib/app-error';
import { variantKey } from '../../photos/photo-files';
import { readVerificationImages } from '../../safety/verification.service';
import { recordStaffAction } from '../../staff/audit-log';
import { staffActor, type StaffUser } from '../../staff/console-guard';

/**
 * Images for staff only, behind the console gate (a bearer token, so the web fetches them and shows object URLs):
 * a member's photo in any review state, and a waiting verification request's identity document or selfie. Served
 * with `cache-control: no-store`.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PHOTO_NOT_FOUND = 'That photo does not exist.';

export async function readPhotoForStaff(app: FastifyInstance, photoId: string, variant: PhotoVariant): Promise<Buffer> {
  if (!UUID.test(photoId)) throw new AppError('NOT_FOUND', PHOTO_NOT_FOUND);
  const photo = await app.db
    .selectFrom('photos as ph')
    .innerJoin('users as u', 'u.id', 'ph.userId')
    .select(['ph.storageKey'])
    .where('ph.id', '=', photoId)
    .where('u.role', '=', 'member')
    .executeTakeFirst();
  if (!photo) throw new AppError('NOT_FOUND', PHOTO_NOT_FOUND);
  const body = await app.storage.get(variantKey(photo.storageKey, variant));
  if (!body) throw new AppError('NOT_FOUND', PHOTO_NOT_FOUND);
  return body;
}

/** One image of a waiting request; each look is recorded in the staff audit log (`member.viewed`). */
export async function readVerificationImageForStaff(
  app: FastifyInstance,
  staff: StaffUser,
  requestId: string,
  field: 'document' | 'selfie',
): Promise<Buffer> {
  if (!UUID.test(requestId)) throw new AppError('NOT_FOUND', 'That verification request does not exist.');
  const images = await readVerificationImages(app, requestId);
  await recordStaffAction(app.db, staffActor(staff), {
    action: 'member.viewed',
    subjectUserId: images.userId,
    subjectKind: 'verification',
    subjectId: requestId,
    detail: { image: field },
  });
  return images[field];
}
