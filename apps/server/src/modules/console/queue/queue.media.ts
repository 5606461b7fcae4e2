import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../lib/app-error';
import { readVerificationImages } from '../../safety/index';
import { recordStaffAction } from '../../staff/index';
import { staffActor, type StaffUser } from '../../staff/index';

/**
 * A waiting verification request's identity document or selfie, for staff only, behind the console gate (a bearer
 * token, so the web fetches them and shows object URLs), with `cache-control: no-store`. Members' photos reach
 * staff through the members' own media route instead (staff/staff-photos.ts).
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** One image of a waiting request; each look is recorded in the staff audit log (`member.viewed`). */
export async function readVerificationImageForStaff(
  app: FastifyInstance,
  staff: StaffUser,
  requestId: string,
  field: 'document' | 'selfie',
): Promise<Buffer> {
  if (!UUID.test(requestId))
    throw new AppError('NOT_FOUND', 'That verification request does not exist.', {
      reason: 'consoleVerificationRequest',
    });
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
