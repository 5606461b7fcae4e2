import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Selectable, Transaction } from 'kysely';
import type { SessionUser } from '@app/shared';
import {
  PHOTO_LIMITS,
  type PhotoAccessRequestItem,
  type PhotoAccessStatus,
  type PhotoVariant,
  type PhotoView,
  type PhotoVisibility,
} from '@app/shared/photos';
import type { Database, UsersTable } from '../../db/schema';
import { AppError, notFound, unauthenticated } from '../../lib/app-error';
import { toSessionUser } from '../../lib/members/session-user';
import { memberWritten } from '../../lib/after-write';
import { findMediaSession } from '../../lib/auth/access-session';
import {
  isLiveSession,
  managerOfConfirmedProfile,
  type ActingManager,
  type AuthUser,
} from '../../lib/auth/authenticate';
import { sessionIdFromMediaCookie } from '../../lib/auth/cookies';
import { getAuthKeys } from '../../lib/security/secrets';
import { photoVisibilityOf, PROFILE_NOT_FOUND } from '../privacy/index';
import { findAccessRequestStatus, findProfile } from '../privacy/index';
import { decideViewerAccess } from '../privacy/index';
import { newStorageKey, removeStoredFiles, variantKey, variantKeys } from './photo-files';
import type { ProcessedPhoto } from './photo-pipeline';
import { mediaExpiry, mediaUrl, verifyMediaToken } from './media-tokens';
import * as repo from './photos.repository';
import { recordFamilyActivity } from '../family/index';

type Viewer = Pick<AuthUser, 'id' | 'usertype'>;

export const PHOTO_NOT_FOUND = 'That photo does not exist.';
/** The values of `tooManyPhotosMessage`, for the error's `params` (reason `tooManyPhotos`). */
export const tooManyPhotosParams = (existing: number) => ({
  max: PHOTO_LIMITS.maxPhotos,
  count: existing,
  left: Math.max(0, PHOTO_LIMITS.maxPhotos - existing),
});
export const tooManyPhotosMessage = (existing: number) =>
  `You can have up to ${PHOTO_LIMITS.maxPhotos} photos. You have ${existing}, so you can add ${Math.max(
    0,
    PHOTO_LIMITS.maxPhotos - existing,
  )} more; remove one before adding others.`;

// ---- views (signed URLs) -----------------------------------------------------------------------------------

/** Signs photo URLs for one viewer (the media route checks the rest on every request). */
function urlSigner(app: FastifyInstance, viewerId: string) {
  const key = getAuthKeys(app.config).mediaUrl;
  const expiresAt = mediaExpiry(app.clock.now());
  return (photoId: string, variant: PhotoVariant) => mediaUrl(key, { photoId, variant, viewerId, expiresAt });
}

function toViews(app: FastifyInstance, rows: repo.PhotoRow[], viewerId: string, sharp: boolean): PhotoView[] {
  const url = urlSigner(app, viewerId);
  return rows.map((row, index) => {
    const base = {
      photoId: row.id,
      isPrimary: index === 0,
      width: row.width,
      height: row.height,
      // The owner's own list says which photos wait for review; others are only ever given approved ones.
      ...(row.userId === viewerId ? { reviewStatus: row.reviewStatus } : {}),
      // The profile's own list says which photos a family manager added and the candidate has not approved yet.
      ...(row.userId === viewerId && row.awaitingCandidate && row.addedByRelation
        ? { awaitingApproval: { addedBy: row.addedByRelation } }
        : {}),
    };
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
 * route decides again on every request, so a URL is never more than a hint. Photos awaiting review (`pending`)
 * are listed for their owner only: anyone else gets the approved ones, the first of them as the primary.
 */
export async function listPhotoViews(
  app: FastifyInstance,
  input: { ownerId: string; viewerId: string; sharp: boolean },
): Promise<PhotoView[]> {
  const rows = await repo.listPhotos(app.db, input.ownerId, { approvedOnly: input.viewerId !== input.ownerId });
  return toViews(app, rows, input.viewerId, input.sharp);
}

export async function getMyPhotos(
  app: FastifyInstance,
  userId: string,
): Promise<{ photoVisibility: PhotoVisibility; data: PhotoView[] }> {
  const [profile, data] = await Promise.all([
    findProfile(app.db, userId),
    listPhotoViews(app, { ownerId: userId, viewerId: userId, sharp: true }),
  ]);
  return { photoVisibility: photoVisibilityOf(profile), data };
}

/**
 * The primary photo of each member as `viewerId` receives it (lists: discover's cards, favourites, viewers,
 * "on request" requesters): sharp where `sharpFor` says the viewer may see that member's photos, else the blurred
 * variant. Members without photos are absent; of another member, only approved photos count (the first of them).
 */
export async function primaryPhotoViews(
  app: FastifyInstance,
  viewerId: string,
  ownerIds: readonly string[],
  sharpFor: (ownerId: string) => boolean,
): Promise<Map<string, PhotoView>> {
  return (await loadPrimaryPhotoViews(app, viewerId, ownerIds))(sharpFor);
}

/**
 * `primaryPhotoViews` in two steps: the rows are read now, and the views made by the function returned, once the
 * caller knows which members' photos the viewer may see (so the read need not wait for that decision).
 */
export async function loadPrimaryPhotoViews(
  app: FastifyInstance,
  viewerId: string,
  ownerIds: readonly string[],
): Promise<(sharpFor: (ownerId: string) => boolean) => Map<string, PhotoView>> {
  const rows = await repo.listPrimaryPhotos(app.db, ownerIds, viewerId);
  return (sharpFor) => {
    const views = new Map<string, PhotoView>();
    for (const row of rows) {
      const [view] = toViews(app, [row], viewerId, sharpFor(row.userId));
      if (view) views.set(row.userId, view);
    }
    return views;
  };
}

/** The URL of the member's own primary photo (the medium variant), or null without photos. */
export async function ownPrimaryPhotoUrl(app: FastifyInstance, userId: string): Promise<string | null> {
  const [primary] = await repo.listPrimaryPhotos(app.db, [userId], userId);
  return primary ? urlSigner(app, userId)(primary.id, 'medium') : null;
}

export function countPhotos(app: FastifyInstance, userId: string): Promise<number> {
  return repo.countPhotos(app.db, userId);
}

// ---- upload ------------------------------------------------------------------------------------------------

type NewPhotoRow = { id: string; photo: ProcessedPhoto; storageKey: string };

const newPhotoRows = (userId: string, photos: ProcessedPhoto[]): NewPhotoRow[] =>
  photos.map((photo) => {
    const id = randomUUID();
    return { id, photo, storageKey: newStorageKey(userId, id) };
  });

/** Writes every size of each new photo, noting each key in `written` first (so a failure can remove them all). */
async function writePhotoFiles(app: FastifyInstance, rows: NewPhotoRow[], written: string[]): Promise<void> {
  for (const row of rows) {
    await Promise.all(
      Object.entries(row.photo.variants).map(async ([variant, body]) => {
        const key = variantKey(row.storageKey, variant as PhotoVariant);
        written.push(key);
        await app.storage.put(key, body, 'image/webp');
      }),
    );
  }
}

/**
 * How a new photo starts (photo review, issue 15; `PHOTO_REVIEW`): `before` (default) = `pending`, shown to its
 * owner only until a moderator approves it; `after` = `approved`, shown at once. Either way `reviewed_at` stays
 * null, which puts it in the console's review queue.
 */
export function newPhotoReview(app: FastifyInstance): { reviewStatus: 'pending' | 'approved'; reviewedAt: null } {
  return { reviewStatus: app.config.PHOTO_REVIEW === 'after' ? 'approved' : 'pending', reviewedAt: null };
}

/** The rows for new photos, placed from `firstPosition` on. */
const photoRowValues = (
  app: FastifyInstance,
  userId: string,
  rows: NewPhotoRow[],
  firstPosition: number,
  now: Date,
  addedBy: ActingManager | null = null,
) =>
  rows.map((row, index) => ({
    ...(addedBy
      ? { awaitingCandidate: true, addedByAccountId: addedBy.accountId, addedByRelation: addedBy.family.relation }
      : {}),
    id: row.id,
    userId,
    position: firstPosition + index,
    storageKey: row.storageKey,
    width: row.photo.width,
    height: row.photo.height,
    bytes: Object.values(row.photo.variants).reduce((sum, body) => sum + body.length, 0),
    createdAt: now,
    ...newPhotoReview(app),
    phash: row.photo.phash,
  }));

/**
 * Stores photos that passed the pipeline, all or nothing: files first, then every row in one transaction that
 * re-checks the limit under a lock on the member; if anything fails, the files written for this request go.
 * `addedBy`: a family manager's photos, shown to the people on the profile only until its candidate approves them.
 */
export async function addPhotos(
  app: FastifyInstance,
  userId: string,
  photos: ProcessedPhoto[],
  addedBy: ActingManager | null = null,
): Promise<{ user: SessionUser; added: PhotoView[]; data: PhotoView[] }> {
  const now = app.clock.now();
  const rows = newPhotoRows(userId, photos);
  const written: string[] = [];
  let committed = false;
  try {
    await writePhotoFiles(app, rows, written);
    const user = await app.db.transaction().execute(async (trx) => {
      if (!(await repo.lockMember(trx, userId))) throw unauthenticated();
      const existing = await repo.countPhotos(trx, userId);
      if (existing + rows.length > PHOTO_LIMITS.maxPhotos) {
        const message = tooManyPhotosMessage(existing);
        throw new AppError('VALIDATION_FAILED', message, {
          reason: 'tooManyPhotos',
          params: tooManyPhotosParams(existing),
          fieldErrors: [{ path: 'profileImage', message }],
        });
      }
      await repo.insertPhotos(trx, photoRowValues(app, userId, rows, existing, now, addedBy));
      if (addedBy) {
        const photoIds = rows.map((row) => row.id);
        await recordFamilyActivity(trx, addedBy, 'photo_added', { photoIds, count: photoIds.length }, now);
      }
      const user = await repo.setImageFormFilled(trx, userId, true, now);
      // The photo step counts towards a complete (discoverable) profile.
      await memberWritten(trx, [userId], now);
      return user;
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

/**
 * Replaces the member's whole photo list with `photos` (already through the pipeline), all or nothing: the new
 * files first, then one transaction under the member's lock that deletes the old rows, inserts the new ones in
 * order and refreshes the match row, and runs `alsoInTransaction` (the caller's own writes, e.g. the suspension
 * screen's review item); the old files go after the commit. If anything fails, the new files go and the old stay.
 */
export async function replacePhotos(
  app: FastifyInstance,
  userId: string,
  photos: ProcessedPhoto[],
  alsoInTransaction?: (trx: Transaction<Database>) => Promise<void>,
): Promise<PhotoView[]> {
  if (photos.length < 1 || photos.length > PHOTO_LIMITS.maxPhotos) {
    throw new AppError('VALIDATION_FAILED', tooManyPhotosMessage(0), {
      reason: 'tooManyPhotos',
      params: tooManyPhotosParams(0),
    });
  }
  const now = app.clock.now();
  const rows = newPhotoRows(userId, photos);
  const written: string[] = [];
  let committed = false;
  try {
    await writePhotoFiles(app, rows, written);
    const oldKeys = await app.db.transaction().execute(async (trx) => {
      if (!(await repo.lockMember(trx, userId))) throw unauthenticated();
      const old = await repo.listPhotos(trx, userId);
      for (const row of old) await repo.deletePhotoRow(trx, userId, row.id);
      await repo.insertPhotos(trx, photoRowValues(app, userId, rows, 0, now));
      await repo.setImageFormFilled(trx, userId, true, now);
      await memberWritten(trx, [userId], now);
      await alsoInTransaction?.(trx);
      return old.flatMap((row) => variantKeys(row.storageKey));
    });
    committed = true;
    await removeStoredFiles(app, oldKeys);
    return listPhotoViews(app, { ownerId: userId, viewerId: userId, sharp: true });
  } catch (error) {
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
    if (photoIds.some((id) => !ownIds.has(id))) throw notFound('photo', PHOTO_NOT_FOUND);
    if (photoIds.length !== own.length) {
      const message = 'List every one of your photos once, in the order you want them.';
      throw new AppError('VALIDATION_FAILED', message, {
        reason: 'photoOrder',
        fieldErrors: [{ path: 'photoIds', message }],
      });
    }
    await repo.writePositions(trx, userId, photoIds);
  });
  return listPhotoViews(app, { ownerId: userId, viewerId: userId, sharp: true });
}

/** Moves the photo to the front; the others keep their order behind it. */
export async function setPrimaryPhoto(app: FastifyInstance, userId: string, photoId: string): Promise<PhotoView[]> {
  await app.db.transaction().execute(async (trx) => {
    const own = await ownPhotosLocked(trx, userId);
    if (!own.some((row) => row.id === photoId)) throw notFound('photo', PHOTO_NOT_FOUND);
    await repo.writePositions(trx, userId, [photoId, ...own.map((row) => row.id).filter((id) => id !== photoId)]);
  });
  return listPhotoViews(app, { ownerId: userId, viewerId: userId, sharp: true });
}

/**
 * Deletes one photo's row inside the caller's transaction, under the member's lock: closes the gap in the order,
 * and without photos the photo step is open again (the member leaves discover until they add one). Answers the
 * files to remove once the transaction has committed (`removeStoredFiles`) and how many photos are left, or null
 * when the member has no such photo. The member's own deletion, the console's rejection (admin-photos/decide) and
 * the report queue's photo removal all go through here.
 */
export async function deletePhotoWithin(
  trx: Transaction<Database>,
  userId: string,
  photoId: string,
  now: Date,
): Promise<{ files: string[]; user: Selectable<UsersTable>; photosLeft: number } | null> {
  await repo.lockMember(trx, userId);
  const deleted = await repo.deletePhotoRow(trx, userId, photoId);
  if (!deleted) return null;
  const rest = await repo.listPhotos(trx, userId);
  await repo.writePositions(
    trx,
    userId,
    rest.map((row) => row.id),
  );
  const user = await repo.setImageFormFilled(trx, userId, rest.length > 0, now);
  await memberWritten(trx, [userId], now);
  return { files: variantKeys(deleted.storageKey), user, photosLeft: rest.length };
}

const ONLY_THE_CANDIDATE_REMOVES =
  'Only the person this profile is for can remove its photos. You can remove a photo you added until they approve it.';

/**
 * Deletes the row, closes the gap in the order, then the files; without photos the photo step is open again. On a
 * confirmed profile a family manager may remove only a photo they added that still awaits the candidate; the
 * candidate removing such a photo declines it (logged for the family).
 */
export async function deletePhoto(
  app: FastifyInstance,
  me: AuthUser,
  photoId: string,
): Promise<{ user: SessionUser; data: PhotoView[] }> {
  const userId = me.id;
  const now = app.clock.now();
  const { files, user } = await app.db.transaction().execute(async (trx) => {
    const photo = await repo.findPhoto(trx, photoId);
    if (!photo || photo.userId !== userId) throw notFound('photo', PHOTO_NOT_FOUND);
    const manager = managerOfConfirmedProfile(me);
    if (manager && !(photo.awaitingCandidate && photo.addedByAccountId === me.accountId)) {
      throw new AppError('FAMILY_NOT_ALLOWED', ONLY_THE_CANDIDATE_REMOVES, { reason: 'candidateRemovesPhotos' });
    }
    const deleted = await deletePhotoWithin(trx, userId, photoId, now);
    if (!deleted) throw notFound('photo', PHOTO_NOT_FOUND);
    if (photo.awaitingCandidate && !me.family) {
      await recordFamilyActivity(trx, me, 'photo_declined', { photoId, relation: photo.addedByRelation }, now);
    }
    return deleted;
  });
  await removeStoredFiles(app, files);
  return {
    user: toSessionUser(user),
    data: await listPhotoViews(app, { ownerId: userId, viewerId: userId, sharp: true }),
  };
}

export const PHOTO_NOT_AWAITING = 'That photo is not waiting for your approval.';

/** POST photos/approve: the candidate lets others see a photo a family manager added (issue 29 point 4). */
export async function approvePhoto(app: FastifyInstance, me: AuthUser, photoId: string): Promise<PhotoView[]> {
  await app.db.transaction().execute(async (trx) => {
    const approved = await repo.approveAddedPhoto(trx, me.id, photoId);
    if (!approved) throw notFound('photoNotAwaiting', PHOTO_NOT_AWAITING);
    const now = app.clock.now();
    await recordFamilyActivity(trx, me, 'photo_approved', { photoId, relation: approved.addedByRelation }, now);
  });
  return listPhotoViews(app, { ownerId: me.id, viewerId: me.id, sharp: true });
}

export async function setPhotoVisibility(
  app: FastifyInstance,
  userId: string,
  photoVisibility: PhotoVisibility,
): Promise<void> {
  // A profile row is created when it does not exist yet (photos can be set before other steps).
  await repo.savePhotoVisibility(app.db, userId, photoVisibility, app.clock.now());
}

// ---- "on request" --------------------------------------------------------------------------------------------

/** The viewer asks to see the owner's photos. Only where the owner chose "on request" and the profile is visible. */
export async function requestPhotoAccess(
  app: FastifyInstance,
  viewer: Viewer,
  ownerId: string,
): Promise<PhotoAccessStatus> {
  const viewerId = viewer.id;
  if (viewerId === ownerId) {
    throw new AppError('VALIDATION_FAILED', 'You can always see your own photos.', {
      reason: 'photoAccessSelf',
      fieldErrors: [{ path: 'userId', message: 'You can always see your own photos.' }],
    });
  }
  const { view, owner } = await decideViewerAccess(app.db, { ownerId, viewer, readRequestStatus: false });
  if (!view.visible || !owner) throw notFound('profile', PROFILE_NOT_FOUND);
  if (photoVisibilityOf(owner.profile) !== 'on_request') {
    throw new AppError('CONFLICT', 'This member does not share photos on request.', { reason: 'photosNotOnRequest' });
  }
  await repo.insertAccessRequest(app.db, ownerId, viewerId, app.clock.now());
  return (await findAccessRequestStatus(app.db, ownerId, viewerId)) ?? 'pending';
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
  if (!updated) throw notFound('photoRequest', 'There is no request from that member.');
  return status;
}

/**
 * The owner's open requests (pending and granted). Each requester is shown as the owner may see them under the
 * same rules: requesters whose profile the owner cannot see (blocked, hidden, suspended…) are left out.
 */
export async function listPhotoAccessRequests(app: FastifyInstance, owner: Viewer): Promise<PhotoAccessRequestItem[]> {
  const requests = await repo.listOpenAccessRequests(app.db, owner.id);
  const requesterIds = requests.map((request) => request.viewerId);
  // The owner is the viewer here: each requester's profile, as the owner may see it.
  const accesses = new Map(
    await Promise.all(
      requesterIds.map(
        async (ownerId) => [ownerId, (await decideViewerAccess(app.db, { ownerId, viewer: owner })).view] as const,
      ),
    ),
  );
  const photos = await primaryPhotoViews(app, owner.id, requesterIds, (id) => {
    const view = accesses.get(id);
    return Boolean(view?.visible && view.photoAccess.granted);
  });
  return requests.flatMap((request) => {
    if (!accesses.get(request.viewerId)?.visible) return [];
    return [
      {
        userId: request.viewerId,
        firstName: request.firstName,
        displayName: request.displayName,
        status: request.status === 'granted' ? ('granted' as const) : ('pending' as const),
        requestedAt: request.createdAt.toISOString(),
        respondedAt: request.respondedAt?.toISOString() ?? null,
        photo: photos.get(request.viewerId) ?? null,
      },
    ];
  });
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
  const refuse = () => notFound('photo', PHOTO_NOT_FOUND);
  const grant = verifyMediaToken(getAuthKeys(app.config).mediaUrl, token, now);
  if (!grant) throw refuse();
  const sessionId = sessionIdFromMediaCookie(app.config, mediaCookie);
  if (!sessionId) throw refuse();
  const [session, photo, staff] = await Promise.all([
    findMediaSession(app.db, sessionId, grant.viewerId, 'browse'),
    repo.findPhoto(app.db, grant.photoId),
    repo.isStaffSession(app.db, sessionId, grant.viewerId),
  ]);
  // The media cookie was issued with its session: the session's start is the credential's issue time.
  const issuedAt = session ? Math.floor(session.createdAt.getTime() / 1000) : 0;
  if (!session || !isLiveSession(session, now, issuedAt)) throw refuse();
  if (!photo) throw refuse();
  // A suspended member sees their own photos only (the suspension screen shows them).
  if (session.suspended && photo.userId !== grant.viewerId) throw refuse();
  // Staff (a console session, second factor checked) see every member's photos, awaiting review or not.
  if (staff) return readVariant(app, photo, grant.variant, refuse);
  // A photo awaiting review is its owner's only (photo review, issue 15), and so is one a family manager added until
  // the candidate approves it (issue 29).
  if ((photo.reviewStatus !== 'approved' || photo.awaitingCandidate) && photo.userId !== grant.viewerId) {
    throw refuse();
  }
  // A member always sees their own photos; for another's, the blurred variant needs only the profile to be visible.
  if (photo.userId !== grant.viewerId) {
    const blurred = grant.variant === 'blurred';
    const { view } = await decideViewerAccess(app.db, {
      ownerId: photo.userId,
      viewer: { id: grant.viewerId, usertype: session.usertype },
      readRequestStatus: !blurred,
    });
    if (!view.visible) throw refuse();
    if (!blurred && !view.photoAccess.granted) throw refuse();
  }
  return readVariant(app, photo, grant.variant, refuse);
}

async function readVariant(
  app: FastifyInstance,
  photo: repo.PhotoRow,
  variant: PhotoVariant,
  refuse: () => AppError,
): Promise<Buffer> {
  const body = await app.storage.get(variantKey(photo.storageKey, variant));
  if (!body) throw refuse();
  return body;
}
