import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { SessionUser } from '@app/shared';
import {
  PHOTO_LIMITS,
  type PhotoAccessRequestItem,
  type PhotoAccessStatus,
  type PhotoVariant,
  type PhotoView,
  type PhotoVisibility,
} from '@app/shared/photos';
import type { Database } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { toSessionUser } from '../auth/auth.service';
import { findSessionForAccess } from '../auth/auth.repository';
import { sessionIdFromMediaCookie } from '../auth/cookies';
import { getAuthKeys } from '../auth/secrets';
import { profileEntitlements } from '../plans/entitlements';
import { canSeeProfile, decidePhotoAccess, type PhotoAccessDecision } from '../profile/privacy';
import { findRelation, type Relation } from '../relations/relations.repository';
import { newStorageKey, removeStoredFiles, variantKey, variantKeys } from './photo-files';
import type { ProcessedPhoto } from './photo-pipeline';
import { mediaExpiry, mediaUrl, verifyMediaToken } from './media-tokens';
import * as repo from './photos.repository';

export { collectMemberPhotoKeys, deleteMemberPhotoFiles, removeStoredFiles } from './photo-files';

type Db = Kysely<Database>;

export const PHOTO_NOT_FOUND = 'That photo does not exist.';
export const PROFILE_NOT_FOUND = 'That profile does not exist.';
export const tooManyPhotosMessage = (existing: number) =>
  `You can have up to ${PHOTO_LIMITS.maxPhotos} photos. You have ${existing}, so you can add ${Math.max(
    0,
    PHOTO_LIMITS.maxPhotos - existing,
  )} more; remove one before adding others.`;

// ---- the privacy decision, from the database -------------------------------------------------------------

export type ViewerPhotoAccess =
  | { visible: false }
  | {
      visible: true;
      relation: Relation;
      photoVisibility: PhotoVisibility;
      requestStatus: PhotoAccessStatus | null;
      decision: PhotoAccessDecision;
    };

/**
 * What `viewerId` may see of `ownerId`'s photos right now: nothing (the profile itself is not visible to them),
 * the blurred variant only, or the sharp photos. Decided by the shared rules in profile/privacy.ts; the media
 * route asks on every request, so a block, a removed connection or a withdrawn grant applies at once.
 */
export async function decideViewerPhotoAccess(
  db: Db,
  input: { ownerId: string; viewerId: string },
): Promise<ViewerPhotoAccess> {
  const [relation, owner, viewer] = await Promise.all([
    findRelation(db, input.viewerId, input.ownerId),
    repo.findOwnerFacts(db, input.ownerId),
    repo.findUsertype(db, input.viewerId),
  ]);
  if (!viewer || !canSeeProfile(relation, owner.state)) return { visible: false };
  const requestStatus =
    relation !== 'self' && owner.photoVisibility === 'on_request'
      ? await repo.findAccessRequestStatus(db, input.ownerId, input.viewerId)
      : null;
  const decision = decidePhotoAccess({
    relation,
    photoVisibility: owner.photoVisibility,
    requestStatus,
    entitlements: profileEntitlements(viewer.usertype),
  });
  return { visible: true, relation, photoVisibility: owner.photoVisibility, requestStatus, decision };
}

/** The viewer's "on request" request to the owner, if any. */
export function findPhotoAccessRequest(db: Db, ownerId: string, viewerId: string): Promise<PhotoAccessStatus | null> {
  return repo.findAccessRequestStatus(db, ownerId, viewerId);
}

// ---- views (signed URLs) -----------------------------------------------------------------------------------

function toViews(app: FastifyInstance, rows: repo.PhotoRow[], viewerId: string, sharp: boolean): PhotoView[] {
  const key = getAuthKeys(app.config).mediaUrl;
  const expiresAt = mediaExpiry(app.clock.now());
  const url = (photoId: string, variant: PhotoVariant) => mediaUrl(key, { photoId, variant, viewerId, expiresAt });
  return rows.map((row, index) => {
    const base = { photoId: row.id, isPrimary: index === 0, width: row.width, height: row.height };
    if (!sharp) {
      const blurred = url(row.id, 'blurred');
      return { ...base, url: blurred, thumbUrl: blurred, blurred: true };
    }
    return {
      ...base,
      url: url(row.id, 'medium'),
      thumbUrl: url(row.id, 'thumb'),
      largeUrl: url(row.id, 'large'),
      blurred: false,
    };
  });
}

/**
 * The owner's photos as `viewerId` receives them, primary first, with URLs signed for that viewer. The caller
 * has already decided access (`sharp`): sharp URLs (medium, thumb, large) or the blurred variant only. The media
 * route decides again on every request, so a URL is never more than a hint.
 */
export async function listPhotoViews(
  app: FastifyInstance,
  input: { ownerId: string; viewerId: string; sharp: boolean },
): Promise<PhotoView[]> {
  return toViews(app, await repo.listPhotos(app.db, input.ownerId), input.viewerId, input.sharp);
}

export async function getMyPhotos(
  app: FastifyInstance,
  userId: string,
): Promise<{ photoVisibility: PhotoVisibility; data: PhotoView[] }> {
  const [photoVisibility, data] = await Promise.all([
    repo.findPhotoVisibility(app.db, userId),
    listPhotoViews(app, { ownerId: userId, viewerId: userId, sharp: true }),
  ]);
  return { photoVisibility, data };
}

export async function countPhotos(app: FastifyInstance, userId: string): Promise<number> {
  return (await repo.listPhotos(app.db, userId)).length;
}

// ---- upload ------------------------------------------------------------------------------------------------

/**
 * Stores photos that passed the pipeline, all or nothing: files first, then every row in one transaction that
 * re-checks the limit under a lock on the member; if anything fails, the files written for this request go.
 */
export async function addPhotos(
  app: FastifyInstance,
  userId: string,
  photos: ProcessedPhoto[],
): Promise<{ user: SessionUser; added: PhotoView[]; data: PhotoView[] }> {
  const now = app.clock.now();
  const rows = photos.map((photo) => {
    const id = randomUUID();
    return { id, photo, storageKey: newStorageKey(userId, id) };
  });
  const written: string[] = [];
  let committed = false;
  try {
    for (const row of rows) {
      await Promise.all(
        Object.entries(row.photo.variants).map(async ([variant, body]) => {
          const key = variantKey(row.storageKey, variant as PhotoVariant);
          written.push(key);
          await app.storage.put(key, body, 'image/webp');
        }),
      );
    }
    const user = await app.db.transaction().execute(async (trx) => {
      if (!(await repo.lockMember(trx, userId))) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
      const existing = (await repo.listPhotos(trx, userId)).length;
      if (existing + rows.length > PHOTO_LIMITS.maxPhotos) {
        const message = tooManyPhotosMessage(existing);
        throw new AppError('VALIDATION_FAILED', message, [{ path: 'profileImage', message }]);
      }
      await repo.insertPhotos(
        trx,
        rows.map((row, index) => ({
          id: row.id,
          userId,
          position: existing + index,
          storageKey: row.storageKey,
          width: row.photo.width,
          height: row.photo.height,
          bytes: Object.values(row.photo.variants).reduce((sum, body) => sum + body.length, 0),
          createdAt: now,
        })),
      );
      return repo.setImageFormFilled(trx, userId, true, now);
    });
    committed = true;
    const all = await repo.listPhotos(app.db, userId);
    const data = toViews(app, all, userId, true);
    const addedIds = new Set<string>(rows.map((row) => row.id));
    return { user: toSessionUser(user), added: data.filter((view) => addedIds.has(view.photoId)), data };
  } catch (error) {
    // Nothing of a refused request stays; after the commit the files belong to the saved rows.
    if (!committed) await removeStoredFiles(app, written);
    throw error;
  }
}

// ---- order, primary, delete ----------------------------------------------------------------------------------

async function ownPhotosLocked(trx: Parameters<typeof repo.lockMember>[0], userId: string) {
  await repo.lockMember(trx, userId);
  return repo.listPhotos(trx, userId);
}

/** `photoIds` must name exactly the member's photos; someone else's (or no) photo answers 404, as if absent. */
export async function reorderPhotos(app: FastifyInstance, userId: string, photoIds: string[]): Promise<PhotoView[]> {
  await app.db.transaction().execute(async (trx) => {
    const own = await ownPhotosLocked(trx, userId);
    const ownIds = new Set(own.map((row) => row.id));
    if (photoIds.some((id) => !ownIds.has(id))) throw notFound(PHOTO_NOT_FOUND);
    if (photoIds.length !== own.length) {
      const message = 'List every one of your photos once, in the order you want them.';
      throw new AppError('VALIDATION_FAILED', message, [{ path: 'photoIds', message }]);
    }
    await repo.writePositions(trx, userId, photoIds);
  });
  return listPhotoViews(app, { ownerId: userId, viewerId: userId, sharp: true });
}

/** Moves the photo to the front; the others keep their order behind it. */
export async function setPrimaryPhoto(app: FastifyInstance, userId: string, photoId: string): Promise<PhotoView[]> {
  await app.db.transaction().execute(async (trx) => {
    const own = await ownPhotosLocked(trx, userId);
    if (!own.some((row) => row.id === photoId)) throw notFound(PHOTO_NOT_FOUND);
    await repo.writePositions(trx, userId, [photoId, ...own.map((row) => row.id).filter((id) => id !== photoId)]);
  });
  return listPhotoViews(app, { ownerId: userId, viewerId: userId, sharp: true });
}

/** Deletes the row, closes the gap in the order, then the files; without photos the photo step is open again. */
export async function deletePhoto(
  app: FastifyInstance,
  userId: string,
  photoId: string,
): Promise<{ user: SessionUser; data: PhotoView[] }> {
  const now = app.clock.now();
  const { storageKey, user } = await app.db.transaction().execute(async (trx) => {
    await repo.lockMember(trx, userId);
    const deleted = await repo.deletePhotoRow(trx, userId, photoId);
    if (!deleted) throw notFound(PHOTO_NOT_FOUND);
    const rest = await repo.listPhotos(trx, userId);
    await repo.writePositions(
      trx,
      userId,
      rest.map((row) => row.id),
    );
    return {
      storageKey: deleted.storageKey,
      user: await repo.setImageFormFilled(trx, userId, rest.length > 0, now),
    };
  });
  await removeStoredFiles(app, variantKeys(storageKey));
  return {
    user: toSessionUser(user),
    data: await listPhotoViews(app, { ownerId: userId, viewerId: userId, sharp: true }),
  };
}

export async function setPhotoVisibility(
  app: FastifyInstance,
  userId: string,
  photoVisibility: PhotoVisibility,
): Promise<void> {
  await repo.upsertPhotoVisibility(app.db, userId, photoVisibility, app.clock.now());
}

// ---- "on request" --------------------------------------------------------------------------------------------

/** The viewer asks to see the owner's photos. Only where the owner chose "on request" and the profile is visible. */
export async function requestPhotoAccess(
  app: FastifyInstance,
  viewerId: string,
  ownerId: string,
): Promise<PhotoAccessStatus> {
  if (viewerId === ownerId) {
    throw new AppError('VALIDATION_FAILED', 'You can always see your own photos.', [
      { path: 'userId', message: 'You can always see your own photos.' },
    ]);
  }
  const access = await decideViewerPhotoAccess(app.db, { ownerId, viewerId });
  if (!access.visible) throw notFound(PROFILE_NOT_FOUND);
  if (access.photoVisibility !== 'on_request') {
    throw new AppError('CONFLICT', 'This member does not share photos on request.');
  }
  await repo.insertAccessRequest(app.db, ownerId, viewerId, app.clock.now());
  return (await repo.findAccessRequestStatus(app.db, ownerId, viewerId)) ?? 'pending';
}

/** The owner grants or declines a request; granting can later be withdrawn by declining. */
export async function respondToPhotoAccess(
  app: FastifyInstance,
  ownerId: string,
  viewerId: string,
  grant: boolean,
): Promise<PhotoAccessStatus> {
  const status: PhotoAccessStatus = grant ? 'granted' : 'declined';
  const updated = await repo.setAccessRequestStatus(app.db, ownerId, viewerId, status, app.clock.now());
  if (!updated) throw notFound('There is no request from that member.');
  return status;
}

/**
 * The owner's open requests (pending and granted). Each requester is shown as the owner may see them under the
 * same rules: requesters whose profile the owner cannot see (blocked, hidden, suspended…) are left out.
 */
export async function listPhotoAccessRequests(
  app: FastifyInstance,
  ownerId: string,
): Promise<PhotoAccessRequestItem[]> {
  const requests = await repo.listOpenAccessRequests(app.db, ownerId);
  const items: PhotoAccessRequestItem[] = [];
  for (const request of requests) {
    const access = await decideViewerPhotoAccess(app.db, { ownerId: request.viewerId, viewerId: ownerId });
    if (!access.visible) continue;
    const [primary] = await repo.listPhotos(app.db, request.viewerId);
    items.push({
      userId: request.viewerId,
      firstName: request.firstName,
      displayName: request.displayName,
      status: request.status === 'granted' ? 'granted' : 'pending',
      requestedAt: request.createdAt.toISOString(),
      respondedAt: request.respondedAt?.toISOString() ?? null,
      photo: primary ? (toViews(app, [primary], ownerId, access.decision.granted)[0] ?? null) : null,
    });
  }
  return items;
}

// ---- serving -------------------------------------------------------------------------------------------------

/**
 * The bytes of one photo variant for a media request, or 404 for every reason it may not be shown (so a
 * refusal says nothing about why): a bad or expired URL, no or a forged cookie, a session that is not live or
 * belongs to someone other than the URL's viewer, a photo that is gone, or access the rules deny right now.
 */
export async function readPhotoForViewer(
  app: FastifyInstance,
  token: string,
  mediaCookie: string | undefined,
): Promise<Buffer> {
  const now = app.clock.now();
  const refuse = () => notFound(PHOTO_NOT_FOUND);
  const grant = verifyMediaToken(getAuthKeys(app.config).mediaUrl, token, now);
  if (!grant) throw refuse();
  const sessionId = sessionIdFromMediaCookie(app.config, mediaCookie);
  if (!sessionId) throw refuse();
  const session = await findSessionForAccess(app.db, sessionId, grant.viewerId);
  if (!session || session.revokedAt || session.suspendedAt || session.absoluteExpiresAt.getTime() <= now.getTime()) {
    throw refuse();
  }
  const photo = await repo.findPhoto(app.db, grant.photoId);
  if (!photo) throw refuse();
  const access = await decideViewerPhotoAccess(app.db, { ownerId: photo.userId, viewerId: grant.viewerId });
  if (!access.visible) throw refuse();
  if (grant.variant !== 'blurred' && !access.decision.granted) throw refuse();
  const body = await app.storage.get(variantKey(photo.storageKey, grant.variant));
  if (!body) throw refuse();
  return body;
}
