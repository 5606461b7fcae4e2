import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOKIE } from '@app/shared';
import type { PendingPhoto, PendingPhotosResponse } from '@app/shared/console/photos';
import type { FavouritesResponse } from '@app/shared/discover';
import type { MyPhotosResponse, PhotoView } from '@app/shared/photos';
import type { PublicProfile } from '@app/shared/profile';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { createSignedInStaff, type SignedInStaff } from '../../../../test/factories/staff';
import { getAuthKeys } from '../../../lib/security/secrets';
import { mediaExpiry, mediaUrl } from '../../photos/media-tokens';
import { variantKeys } from '../../photos/photo-files';
import { api, fetchMedia, member, photoPart, tempStorage, upload, type Member } from '../../photos/test-support';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../photos/fixtures');
const PORTRAIT_A = readFileSync(path.join(FIXTURES, 'portrait-a.jpg'));
const PORTRAIT_B = readFileSync(path.join(FIXTURES, 'portrait-b.jpg'));
const GATE_MESSAGE = 'No such API endpoint.';

type Staff = SignedInStaff;

/** One test app per review mode, each with its own storage folder and a moderator. */
async function setUp(mode: 'before' | 'after') {
  const disk = tempStorage();
  const t = await createTestApp({
    env: { PHOTO_REVIEW: mode, RATE_LIMIT_ENABLED: '0' },
    deps: { storage: disk.storage },
  });
  const moderator = await createSignedInStaff(t.app, { role: 'moderator' });
  return { t, disk, moderator };
}

function pending(t: TestApp, who: { headers: Record<string, string> } | null, query: Record<string, string> = {}) {
  return t.app.inject({
    method: 'GET',
    url: '/api/v1/admin-photos/pending',
    query: { limit: '50', ...query },
    ...(who ? { headers: who.headers } : {}),
  });
}

function decide(t: TestApp, who: { headers: Record<string, string> } | null, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/admin-photos/decide',
    payload,
    ...(who ? { headers: who.headers } : {}),
  });
}

async function pendingPhoto(t: TestApp, staff: Staff, photoId: string): Promise<PendingPhoto | undefined> {
  const res = await pending(t, staff);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as PendingPhotosResponse).photos.find((photo) => photo.photoId === photoId);
}

/** Uploads one image; answers the new photo as the owner's list shows it. */
async function uploadOne(t: TestApp, who: Member, image: Buffer): Promise<PhotoView> {
  const res = await upload(t.app, who, [photoPart(image)]);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { data: PhotoView[]; imageUploadData: { image: string[] } };
  const added = body.data.find((view) => view.url === body.imageUploadData.image[0]);
  if (!added) throw new Error('the upload did not list the new photo');
  return added;
}

/** What another member sees of `owner`: the profile's photos, the favourites card's photo, and the media route. */
async function seenBy(t: TestApp, viewer: Member, owner: Member, photoId: string) {
  const profile = await api(t.app, viewer, 'POST', 'profile/getUserDetails', { userId: owner.id });
  expect(profile.statusCode, profile.body).toBe(200);
  const shown = (profile.json() as { data: PublicProfile[] }).data[0]!;
  const favourites = await api(t.app, viewer, 'GET', 'profile/favorite/getFavProfile');
  const card = (favourites.json() as FavouritesResponse).data.find((item) => item.userId === owner.id)?.profile;
  // A URL signed for this viewer by hand (a forged or stale list): the media route decides by itself.
  const key = getAuthKeys(t.config).mediaUrl;
  const expiresAt = mediaExpiry(t.clock.now());
  const media = async (variant: 'medium' | 'blurred') =>
    (await fetchMedia(t.app, mediaUrl(key, { photoId, variant, viewerId: viewer.id, expiresAt }), viewer)).statusCode;
  return {
    profilePhotos: shown.photos.map((photo) => photo.photoId),
    profileImage: shown.profileImage.length,
    cardPhoto: card?.photo ?? null,
    medium: await media('medium'),
    blurred: await media('blurred'),
  };
}

async function staffMedia(t: TestApp, staff: Staff, url: string) {
  return t.app.inject({
    method: 'GET',
    url,
    cookies: { [COOKIE.mediaSession]: staff.cookies[COOKIE.mediaSession] ?? '' },
  });
}

function auditOf(t: TestApp, photoId: string) {
  return t.app.db.selectFrom('staffAuditLog').selectAll().where('subjectId', '=', photoId).orderBy('id').execute();
}

describe('PHOTO_REVIEW=before (the default)', () => {
  let t: TestApp;
  let disk: ReturnType<typeof tempStorage>;
  let moderator: Staff;
  beforeAll(async () => {
    ({ t, disk, moderator } = await setUp('before'));
  });
  afterAll(async () => {
    await t.close();
    disk.cleanup();
  });

  it('is the default when PHOTO_REVIEW is not set', async () => {
    const plain = await createTestApp();
    try {
      expect(plain.config.PHOTO_REVIEW).toBe('before');
    } finally {
      await plain.close();
    }
  });

  it('shows a new photo to its owner only (profile, member card, media route) until a moderator approves it', async () => {
    const owner = await member(t.app, { firstName: 'Owner' });
    const viewer = await member(t.app, { firstName: 'Viewer' });
    expect(
      (await api(t.app, viewer, 'POST', 'profile/favorite/toggleFav', { favoritedUserId: owner.id })).statusCode,
    ).toBe(201);

    const uploaded = await upload(t.app, owner, [photoPart(PORTRAIT_A)]);
    expect(uploaded.json()).toMatchObject({
      message: 'Your photo has been added. Other members will see it once our team has checked it.',
    });
    const [photo] = (uploaded.json() as { data: PhotoView[] }).data;
    if (!photo) throw new Error('no photo');
    expect(photo.reviewStatus).toBe('pending');
    const row = await t.app.db
      .selectFrom('photos')
      .selectAll()
      .where('id', '=', photo.photoId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ reviewStatus: 'pending', reviewedAt: null, reviewedBy: null });
    expect(row.phash).toMatch(/^[0-9a-f]{16}$/);

    // The owner sees it, marked as waiting, in every size.
    const mine = (await api(t.app, owner, 'GET', 'photos/getMyPhotos')).json() as MyPhotosResponse;
    expect(mine.data.map((view) => [view.photoId, view.reviewStatus])).toEqual([[photo.photoId, 'pending']]);
    expect((await fetchMedia(t.app, photo.url, owner)).statusCode).toBe(200);
    expect((await fetchMedia(t.app, photo.largeUrl ?? '', owner)).statusCode).toBe(200);

    // Nobody else does: not on the profile, not on a card, not from the media route (not even blurred).
    expect(await seenBy(t, viewer, owner, photo.photoId)).toEqual({
      profilePhotos: [],
      profileImage: 0,
      cardPhoto: null,
      medium: 404,
      blurred: 404,
    });

    // Staff see it in the review list, with URLs signed for them that the media route serves.
    const item = await pendingPhoto(t, moderator, photo.photoId);
    expect(item).toMatchObject({
      userId: owner.id,
      memberName: 'Owner',
      memberEmail: owner.email,
      reviewStatus: 'pending',
      uploadedAt: t.clock.now().toISOString(),
      duplicates: [],
    });
    for (const url of [item!.url, item!.thumbUrl, item!.largeUrl]) {
      const res = await staffMedia(t, moderator, url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/webp/);
    }

    const approved = await decide(t, moderator, { photoId: photo.photoId, decision: 'approve', reason: 'Looks fine' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ success: true, photoId: photo.photoId, decision: 'approve' });
    expect(
      await t.app.db.selectFrom('photos').selectAll().where('id', '=', photo.photoId).executeTakeFirstOrThrow(),
    ).toMatchObject({ reviewStatus: 'approved', reviewedAt: t.clock.now(), reviewedBy: moderator.id });

    const after = await seenBy(t, viewer, owner, photo.photoId);
    expect(after).toMatchObject({ profilePhotos: [photo.photoId], profileImage: 1, medium: 200, blurred: 200 });
    expect(after.cardPhoto).toMatchObject({ blurred: false });
    expect((await fetchMedia(t.app, after.cardPhoto?.url ?? '', viewer)).statusCode).toBe(200);
    const own = (await api(t.app, owner, 'GET', 'photos/getMyPhotos')).json() as MyPhotosResponse;
    expect(own.data[0]?.reviewStatus).toBe('approved');

    // Decided once: it leaves the list, and a second decision is refused.
    expect(await pendingPhoto(t, moderator, photo.photoId)).toBeUndefined();
    const again = await decide(t, moderator, { photoId: photo.photoId, decision: 'reject', reason: 'Second thoughts' });
    expect(again.statusCode).toBe(409);
    expect(await auditOf(t, photo.photoId)).toEqual([
      expect.objectContaining({
        action: 'photo.approved',
        actorId: moderator.id,
        actorEmail: moderator.email,
        actorRole: 'moderator',
        subjectUserId: owner.id,
        subjectKind: 'photo',
        reason: 'Looks fine',
        detail: expect.objectContaining({ wasShown: false, duplicates: [] }),
      }),
    ]);
  });

  it('shows others the first approved photo as the main one while a newer main photo waits', async () => {
    const owner = await member(t.app, { firstName: 'Layla' });
    const viewer = await member(t.app, { firstName: 'Ravi' });
    await api(t.app, viewer, 'POST', 'profile/favorite/toggleFav', { favoritedUserId: owner.id });
    const first = await uploadOne(t, owner, PORTRAIT_A);
    expect(
      (await decide(t, moderator, { photoId: first.photoId, decision: 'approve', reason: 'Looks fine' })).statusCode,
    ).toBe(200);
    const second = await uploadOne(t, owner, PORTRAIT_B);
    // The owner makes the waiting photo their main one: for them it is first…
    const primary = await api(t.app, owner, 'PUT', 'photos/setPrimary', { photoId: second.photoId });
    expect((primary.json() as { data: PhotoView[] }).data.map((view) => [view.photoId, view.reviewStatus])).toEqual([
      [second.photoId, 'pending'],
      [first.photoId, 'approved'],
    ]);
    // …others still see only the approved one, as the main photo, and no review state at all.
    const seen = await seenBy(t, viewer, owner, second.photoId);
    expect(seen).toMatchObject({ profilePhotos: [first.photoId], profileImage: 1, medium: 404 });
    const profile = await api(t.app, viewer, 'POST', 'profile/getUserDetails', { userId: owner.id });
    const [shown] = (profile.json() as { data: PublicProfile[] }).data[0]!.photos;
    expect(shown).toMatchObject({ photoId: first.photoId, isPrimary: true });
    expect(shown).not.toHaveProperty('reviewStatus');
    expect((await fetchMedia(t.app, seen.cardPhoto?.url ?? '', viewer)).statusCode).toBe(200);
  });

  it('rejecting deletes the photo and its files, closes the gap in the order, and is audited', async () => {
    const owner = await member(t.app, { firstName: 'Meera' });
    const doomed = await uploadOne(t, owner, PORTRAIT_B);
    const kept = await uploadOne(t, owner, PORTRAIT_A);
    const key = (
      await t.app.db
        .selectFrom('photos')
        .select('storageKey')
        .where('id', '=', doomed.photoId)
        .executeTakeFirstOrThrow()
    ).storageKey;
    expect(disk.files()).toEqual(expect.arrayContaining(variantKeys(key)));

    const refused = await decide(t, moderator, { photoId: doomed.photoId, decision: 'reject' });
    expect(refused.statusCode).toBe(400);
    const rejected = await decide(t, moderator, {
      photoId: doomed.photoId,
      decision: 'reject',
      reason: 'Not a photo of a person',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await t.app.db.selectFrom('photos').select('id').where('id', '=', doomed.photoId).execute()).toEqual([]);
    for (const file of variantKeys(key)) expect(disk.files()).not.toContain(file);
    const rest = await t.app.db
      .selectFrom('photos')
      .select(['id', 'position'])
      .where('userId', '=', owner.id)
      .execute();
    expect(rest).toEqual([{ id: kept.photoId, position: 0 }]);
    expect(await auditOf(t, doomed.photoId)).toEqual([
      expect.objectContaining({
        action: 'photo.rejected',
        actorId: moderator.id,
        subjectUserId: owner.id,
        reason: 'Not a photo of a person',
        detail: expect.objectContaining({ position: 0 }),
      }),
    ]);
    expect(await pendingPhoto(t, moderator, doomed.photoId)).toBeUndefined();
    expect(
      (await decide(t, moderator, { photoId: doomed.photoId, decision: 'approve', reason: 'Oops' })).json(),
    ).toEqual(expect.objectContaining({ code: 'NOT_FOUND', message: 'That photo does not exist.' }));

    // The last photo rejected: the photo step is open again, as when a member deletes their last photo.
    expect(
      (await decide(t, moderator, { photoId: kept.photoId, decision: 'reject', reason: 'Not a photo of a person' }))
        .statusCode,
    ).toBe(200);
    const account = await t.app.db
      .selectFrom('users')
      .select('isImageFormFilled')
      .where('id', '=', owner.id)
      .executeTakeFirstOrThrow();
    expect(account.isImageFormFilled).toBe(false);
  });

  it('flags the same picture on two accounts on both, a resized copy too, and not a different picture', async () => {
    const first = await member(t.app, { firstName: 'Anika' });
    const second = await member(t.app, { firstName: 'Bina' });
    const third = await member(t.app, { firstName: 'Chitra' });
    const fourth = await member(t.app, { firstName: 'Devi' });
    // A fresh picture for this test (the earlier tests uploaded the fixtures as they are).
    const original = await sharp(PORTRAIT_A).flop().jpeg({ quality: 90 }).toBuffer();
    const a1 = await uploadOne(t, first, original);
    t.clock.advance(60_000);
    const a2 = await uploadOne(t, second, original);
    t.clock.advance(60_000);
    const smaller = await uploadOne(t, third, await sharp(original).resize(300, 400).jpeg({ quality: 60 }).toBuffer());
    t.clock.advance(60_000);
    const other = await uploadOne(t, fourth, await sharp(PORTRAIT_B).flop().jpeg({ quality: 90 }).toBuffer());

    const ofA1 = await pendingPhoto(t, moderator, a1.photoId);
    const ofA2 = await pendingPhoto(t, moderator, a2.photoId);
    const ofSmaller = await pendingPhoto(t, moderator, smaller.photoId);
    const ofOther = await pendingPhoto(t, moderator, other.photoId);
    expect(ofA1?.duplicates.map((dup) => dup.photoId).sort()).toEqual([a2.photoId, smaller.photoId].sort());
    expect(ofA2?.duplicates.map((dup) => dup.photoId).sort()).toEqual([a1.photoId, smaller.photoId].sort());
    expect(ofSmaller?.duplicates.map((dup) => dup.photoId).sort()).toEqual([a1.photoId, a2.photoId].sort());
    expect(ofOther?.duplicates).toEqual([]);
    const twin = ofA1?.duplicates.find((dup) => dup.photoId === a2.photoId);
    expect(twin).toMatchObject({ userId: second.id, memberName: 'Bina', reviewStatus: 'pending', distance: 0 });
    // Staff can open the other account's photo side by side.
    expect((await staffMedia(t, moderator, twin?.url ?? '')).statusCode).toBe(200);

    // The decision's audit entry names the duplicates (ids and distances only).
    await decide(t, moderator, { photoId: a2.photoId, decision: 'reject', reason: 'Same photo as another account' });
    const [entry] = await auditOf(t, a2.photoId);
    expect(entry?.detail).toMatchObject({
      duplicates: expect.arrayContaining([{ photoId: a1.photoId, userId: first.id, distance: 0 }]),
    });
    // A photo's own account is never its duplicate.
    const same = await uploadOne(t, first, original);
    expect((await pendingPhoto(t, moderator, same.photoId))?.duplicates.map((dup) => dup.userId)).not.toContain(
      first.id,
    );
  });

  it('lists the waiting photos oldest first, a page at a time', async () => {
    const all = (await pending(t, moderator)).json() as PendingPhotosResponse;
    expect(all.total).toBe(all.photos.length);
    expect(all.mode).toBe('before');
    const times = all.photos.map((photo) => photo.uploadedAt);
    expect(times).toEqual([...times].sort());
    const walked: string[] = [];
    let cursor: string | null = null;
    do {
      const page = (
        await pending(t, moderator, { limit: '2', ...(cursor ? { cursor } : {}) })
      ).json() as PendingPhotosResponse;
      expect(page.photos.length).toBeLessThanOrEqual(2);
      walked.push(...page.photos.map((photo) => photo.photoId));
      cursor = page.nextCursor;
    } while (cursor);
    expect(walked).toEqual(all.photos.map((photo) => photo.photoId));
    expect((await pending(t, moderator, { cursor: 'not-a-cursor' })).statusCode).toBe(400);
  });

  it('answers members and anonymous visitors 404, like an unknown path', async () => {
    const someone = await member(t.app, { firstName: 'Curious' });
    const photo = await uploadOne(t, someone, PORTRAIT_B);
    for (const who of [null, someone.session]) {
      for (const res of [
        await pending(t, who),
        await decide(t, who, { photoId: photo.photoId, decision: 'approve', reason: 'Looks fine' }),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: GATE_MESSAGE });
      }
    }
    expect(
      await t.app.db.selectFrom('photos').select('reviewStatus').where('id', '=', photo.photoId).executeTakeFirst(),
    ).toEqual({
      reviewStatus: 'pending',
    });
    const admin = await createSignedInStaff(t.app, { role: 'admin' });
    expect((await pending(t, admin)).statusCode).toBe(200);
    expect(t.app.consoleRoutes.map((route) => `${route.method} ${route.url} ${route.staffRole}`)).toEqual(
      expect.arrayContaining([
        'GET /api/v1/admin-photos/pending moderator',
        'POST /api/v1/admin-photos/decide moderator',
      ]),
    );
  });
});

describe('PHOTO_REVIEW=after', () => {
  let t: TestApp;
  let disk: ReturnType<typeof tempStorage>;
  let moderator: Staff;
  beforeAll(async () => {
    ({ t, disk, moderator } = await setUp('after'));
  });
  afterAll(async () => {
    await t.close();
    disk.cleanup();
  });

  it('shows a new photo at once, and it still waits in the review list until decided', async () => {
    const owner = await member(t.app, { firstName: 'Owner' });
    const viewer = await member(t.app, { firstName: 'Viewer' });
    await api(t.app, viewer, 'POST', 'profile/favorite/toggleFav', { favoritedUserId: owner.id });
    const uploaded = await upload(t.app, owner, [photoPart(PORTRAIT_A)]);
    expect(uploaded.json()).toMatchObject({ message: 'Your photo has been added.' });
    const [photo] = (uploaded.json() as { data: PhotoView[] }).data;
    if (!photo) throw new Error('no photo');
    expect(photo.reviewStatus).toBe('approved');
    expect(
      await t.app.db
        .selectFrom('photos')
        .select(['reviewStatus', 'reviewedAt'])
        .where('id', '=', photo.photoId)
        .executeTakeFirst(),
    ).toEqual({
      reviewStatus: 'approved',
      reviewedAt: null,
    });
    const seen = await seenBy(t, viewer, owner, photo.photoId);
    expect(seen).toMatchObject({ profilePhotos: [photo.photoId], medium: 200, blurred: 200 });
    expect(seen.cardPhoto).not.toBeNull();

    const list = (await pending(t, moderator)).json() as PendingPhotosResponse;
    expect(list.mode).toBe('after');
    expect(list.photos.find((item) => item.photoId === photo.photoId)).toMatchObject({ reviewStatus: 'approved' });

    // Rejected after it was shown: gone for everyone.
    const rejected = await decide(t, moderator, {
      photoId: photo.photoId,
      decision: 'reject',
      reason: 'Shows a phone number',
    });
    expect(rejected.statusCode).toBe(200);
    expect(await seenBy(t, viewer, owner, photo.photoId)).toMatchObject({ profilePhotos: [], medium: 404 });
    const [entry] = await auditOf(t, photo.photoId);
    expect(entry).toMatchObject({ action: 'photo.rejected', detail: expect.objectContaining({ wasShown: true }) });

    const next = await uploadOne(t, owner, PORTRAIT_B);
    expect(
      (await decide(t, moderator, { photoId: next.photoId, decision: 'approve', reason: 'Looks fine' })).statusCode,
    ).toBe(200);
    expect(await pendingPhoto(t, moderator, next.photoId)).toBeUndefined();
    expect((await seenBy(t, viewer, owner, next.photoId)).medium).toBe(200);
  });
});
