import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOKIE } from '@app/shared';
import { FamilyActivityResponseSchema, FamilySwitchResponseSchema } from '@app/shared/family';
import { MyPhotosResponseSchema, PhotosChangedResponseSchema, type PhotoView } from '@app/shared/photos';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createSignedInMember } from '../../../test/factories/profiles';
import { signIn } from '../../../test/factories/users';
import { candidateAndMother, codeOf, familyApi, type Headers } from '../family/test-support';
import { BLUE, jpeg, multipart, photoPart, RED, tempStorage } from './test-support';

/**
 * Photos a family helper adds to a confirmed profile (issue 29 point 4): shown to the people on the profile only
 * until the candidate approves them; a helper removes only those they added and the candidate has not approved.
 */
const disk = tempStorage();
let t: TestApp;
beforeAll(async () => {
  // Photo review after publication: what these tests see is the candidate's approval alone.
  t = await createTestApp({ env: { RATE_LIMIT_ENABLED: '0', PHOTO_REVIEW: 'after' }, deps: { storage: disk.storage } });
});
afterAll(async () => {
  await t.close();
  disk.cleanup();
});
const call = (...args: Parameters<ReturnType<typeof familyApi>>) => familyApi(t.app)(...args);

async function upload(headers: Headers, image: Buffer) {
  const body = multipart([photoPart(image)]);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/form/profileImageUpload',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}
async function myPhotos(headers: Headers): Promise<PhotoView[]> {
  const res = await call('GET', 'photos/getMyPhotos', headers);
  expect(res.statusCode, res.body).toBe(200);
  return MyPhotosResponseSchema.parse(res.json()).data;
}
async function seenBy(viewer: Headers, ownerId: string): Promise<number> {
  const res = await call('POST', 'profile/getUserDetails', viewer, { userId: ownerId });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: Array<{ photos: unknown[] }> }).data[0]!.photos.length;
}
async function activityKinds(headers: Headers) {
  const res = await call('GET', 'family/activity', headers);
  return FamilyActivityResponseSchema.parse(res.json()).data.map((entry) => entry.kind);
}

describe('photos a helper adds', () => {
  it('wait for the candidate’s approval before anyone else sees them', async () => {
    const { candidate, acting } = await candidateAndMother(t.app, ['browse', 'edit']);
    const viewer = await createSignedInMember(t.app, { usertype: 'Premium' });
    const own = await upload(candidate.headers, await jpeg(640, 480, BLUE));
    expect(own.statusCode, own.body).toBe(200);
    expect(await seenBy(viewer.headers, candidate.id)).toBe(1);

    const added = await upload(acting, await jpeg(640, 480, RED));
    expect(added.statusCode, added.body).toBe(200);
    expect((added.json() as { message: string }).message).toContain('once the person this profile is for approves it');
    // The candidate and the helper see it, marked; nobody else does.
    const mine = await myPhotos(candidate.headers);
    const waiting = mine.find((photo) => photo.awaitingApproval);
    expect(waiting?.awaitingApproval).toEqual({ addedBy: 'mother' });
    expect(mine.filter((photo) => !photo.awaitingApproval)).toHaveLength(1);
    expect((await myPhotos(acting)).some((photo) => photo.awaitingApproval)).toBe(true);
    expect(await seenBy(viewer.headers, candidate.id)).toBe(1);

    // The helper cannot approve it, nor remove the candidate's own photo.
    expect((await call('POST', 'photos/approve', acting, { photoId: waiting!.photoId })).statusCode).toBe(403);
    const ownId = mine.find((photo) => !photo.awaitingApproval)!.photoId;
    const removeOwn = await call('DELETE', 'photos/deletePhoto', acting, { photoId: ownId });
    expect(removeOwn.statusCode).toBe(403);
    expect(codeOf(removeOwn)).toBe('FAMILY_NOT_ALLOWED');

    const approved = await call('POST', 'photos/approve', candidate.headers, { photoId: waiting!.photoId });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(PhotosChangedResponseSchema.parse(approved.json()).data.every((photo) => !photo.awaitingApproval)).toBe(
      true,
    );
    expect(await seenBy(viewer.headers, candidate.id)).toBe(2);
    // Approved once: there is nothing left to approve.
    expect((await call('POST', 'photos/approve', candidate.headers, { photoId: waiting!.photoId })).statusCode).toBe(
      404,
    );
    // Approved, it is the candidate's like the others: the helper can no longer remove it.
    expect((await call('DELETE', 'photos/deletePhoto', acting, { photoId: waiting!.photoId })).statusCode).toBe(403);
    expect(await activityKinds(candidate.headers)).toEqual(expect.arrayContaining(['photo_added', 'photo_approved']));
  });

  it('can be taken back by the helper, or declined by the candidate, before approval', async () => {
    const { candidate, acting } = await candidateAndMother(t.app, ['browse', 'edit']);
    await upload(acting, await jpeg(640, 480, RED));
    const [first] = await myPhotos(acting);
    const taken = await call('DELETE', 'photos/deletePhoto', acting, { photoId: first!.photoId });
    expect(taken.statusCode, taken.body).toBe(200);

    await upload(acting, await jpeg(640, 480, BLUE));
    const [second] = await myPhotos(candidate.headers);
    expect(second?.awaitingApproval).toEqual({ addedBy: 'mother' });
    const declined = await call('DELETE', 'photos/deletePhoto', candidate.headers, { photoId: second!.photoId });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(await myPhotos(candidate.headers)).toEqual([]);
    expect(await activityKinds(candidate.headers)).toContain('photo_declined');
  });

  it('need the edit right', async () => {
    const { acting } = await candidateAndMother(t.app, ['browse']);
    const refused = await upload(acting, await jpeg());
    expect(refused.statusCode).toBe(403);
    expect(codeOf(refused)).toBe('FAMILY_NOT_ALLOWED');
  });

  it('are shown to the helper like every photo they may see: the media route knows the session acts for the profile', async () => {
    const { candidate, mother } = await candidateAndMother(t.app, ['browse', 'edit']);
    const other = await createSignedInMember(t.app, { usertype: 'Premium' });
    await upload(other.headers, await jpeg(640, 480, BLUE));
    await upload(candidate.headers, await jpeg(640, 480, RED));
    // A session of the mother's own (its media cookie), switched to act for her daughter's profile.
    const session = await signIn(t.app, mother.email);
    const switched = await call('POST', 'family/switch', session.headers, { profileId: candidate.id });
    const acting = { authorization: `Bearer ${FamilySwitchResponseSchema.parse(switched.json()).accessToken}` };
    const media = (url: string, cookies: Record<string, string>) =>
      t.app.inject({ method: 'GET', url, cookies: { [COOKIE.mediaSession]: cookies[COOKIE.mediaSession]! } });

    const [own] = await myPhotos(acting);
    expect((await media(own!.thumbUrl, session.cookies)).statusCode).toBe(200);
    const viewed = await call('POST', 'profile/getUserDetails', acting, { userId: other.id });
    const [theirs] = (viewed.json() as { data: Array<{ photos: PhotoView[] }> }).data[0]!.photos;
    expect((await media(theirs!.url, session.cookies)).statusCode).toBe(200);

    // Another account's cookie is not the mother's session, and removing her ends it at once.
    const stranger = await signIn(t.app, other.email);
    expect((await media(own!.thumbUrl, stranger.cookies)).statusCode).toBe(404);
    expect((await call('DELETE', `family/members/${mother.id}`, candidate.headers)).statusCode).toBe(200);
    expect((await media(own!.thumbUrl, session.cookies)).statusCode).toBe(404);
  });
});
