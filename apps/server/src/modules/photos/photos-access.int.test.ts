import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOKIE } from '@app/shared';
import type { PhotoView } from '@app/shared/photos';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { listPhotoViews } from './photos.service';
import {
  api,
  approvePhotos,
  block,
  connect,
  fetchMedia,
  jpeg,
  member,
  photoPart,
  tempStorage,
  upload,
  type Member,
} from './test-support';

let t: TestApp;
const disk = tempStorage();

beforeAll(async () => {
  t = await createTestApp({ deps: { storage: disk.storage } });
});
afterAll(async () => {
  await t.close();
  disk.cleanup();
});

type Visibility = 'members' | 'connections' | 'on_request';

/** An owner with one photo and the given setting. */
async function owner(photoVisibility: Visibility = 'members', overrides: Parameters<typeof member>[1] = {}) {
  const who = await member(t.app, { firstName: 'Owner', photoVisibility, ...overrides });
  const res = await upload(t.app, who, [photoPart(await jpeg(900, 900))]);
  expect(res.statusCode).toBe(200);
  // Reviewed: these tests are about who may see an approved photo (photo review: console/photos).
  await approvePhotos(t.app, who);
  return who;
}

/**
 * URLs as the profile module hands them to `viewer`: `sharp: true` signs the sharp sizes even where the rules
 * would not (a stale or forged list), so the test shows the media route decides again by itself.
 */
async function urlsFor(ownerId: string, viewer: Member, sharp: boolean): Promise<PhotoView> {
  const [view] = await listPhotoViews(t.app, { ownerId, viewerId: viewer.id, sharp });
  if (!view) throw new Error('no photo');
  return view;
}

/** Status of medium, thumb, large and blurred for this viewer (with their own cookie unless told otherwise). */
async function statuses(ownerId: string, viewer: Member, cookieOf: Member | null = viewer) {
  const sharp = await urlsFor(ownerId, viewer, true);
  const blurred = await urlsFor(ownerId, viewer, false);
  const get = async (url: string | undefined) => (await fetchMedia(t.app, url ?? '', cookieOf)).statusCode;
  return {
    medium: await get(sharp.url),
    thumb: await get(sharp.thumbUrl),
    large: await get(sharp.largeUrl),
    blurred: await get(blurred.url),
  };
}

const SHARP_OK = { medium: 200, thumb: 200, large: 200, blurred: 200 };
const BLURRED_ONLY = { medium: 404, thumb: 404, large: 404, blurred: 200 };
const NOTHING = { medium: 404, thumb: 404, large: 404, blurred: 404 };

describe('photo authorisation, through the media URL and cookie', () => {
  it('serves the owner every size, with private, non-sniffable image headers', async () => {
    const me = await owner('on_request');
    expect(await statuses(me.id, me)).toEqual(SHARP_OK);
    const [view] = ((await api(t.app, me, 'GET', 'photos/getMyPhotos')).json() as { data: PhotoView[] }).data;
    const res = await fetchMedia(t.app, view?.url ?? '', me);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('private, max-age=300');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['content-disposition']).toBe('inline');
    // A refusal is an ordinary API answer, never cached.
    const refused = await fetchMedia(t.app, view?.url ?? '', null);
    expect(refused.statusCode).toBe(404);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('"members": every member who may see the profile gets the sharp photos', async () => {
    const photos = await owner('members');
    const stranger = await member(t.app);
    expect(await statuses(photos.id, stranger)).toEqual(SHARP_OK);
  });

  it('"connections": an accepted connection gets sharp photos; a stranger or a pending request only the blurred one', async () => {
    const photos = await owner('connections');
    const friend = await member(t.app);
    const stranger = await member(t.app);
    const pending = await member(t.app);
    await connect(t.app, friend, photos);
    await connect(t.app, photos, pending, 'pending');
    expect(await statuses(photos.id, friend)).toEqual(SHARP_OK);
    expect(await statuses(photos.id, stranger)).toEqual(BLURRED_ONLY);
    expect(await statuses(photos.id, pending)).toEqual(BLURRED_ONLY);
    // Decided on every request: when the connection ends, the same URLs stop working.
    await t.app.db.updateTable('connections').set({ status: 'removed' }).where('senderId', '=', friend.id).execute();
    expect(await statuses(photos.id, friend)).toEqual(BLURRED_ONLY);
  });

  it('"on_request": blurred until the owner grants; a grant can be withdrawn', async () => {
    const photos = await owner('on_request');
    const viewer = await member(t.app, { firstName: 'Viewer' });
    await upload(t.app, viewer, [photoPart(await jpeg(400, 400))]);
    await approvePhotos(t.app, viewer);
    expect(await statuses(photos.id, viewer)).toEqual(BLURRED_ONLY);

    const asked = await api(t.app, viewer, 'POST', 'photos/requestAccess', { userId: photos.id });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({ success: true, status: 'pending', message: 'Your request has been sent.' });
    // Idempotent: asking again keeps one request.
    expect((await api(t.app, viewer, 'POST', 'photos/requestAccess', { userId: photos.id })).json()).toMatchObject({
      status: 'pending',
    });
    expect(
      await t.app.db.selectFrom('photoAccessRequests').selectAll().where('ownerId', '=', photos.id).execute(),
    ).toHaveLength(1);
    expect(await statuses(photos.id, viewer)).toEqual(BLURRED_ONLY);

    // The owner sees the request, with the requester's names and photo as the rules let the owner see it.
    const list = await api(t.app, photos, 'GET', 'photos/accessRequests');
    expect(list.statusCode).toBe(200);
    const [item] = (list.json() as { data: Array<Record<string, unknown> & { photo: PhotoView }> }).data;
    expect(item).toMatchObject({ userId: viewer.id, firstName: 'Viewer', displayName: 'Viewer K.', status: 'pending' });
    expect(item?.photo).toMatchObject({ blurred: false, isPrimary: true });
    expect((await fetchMedia(t.app, item?.photo.thumbUrl ?? '', photos)).statusCode).toBe(200);

    const granted = await api(t.app, photos, 'POST', 'photos/respondToRequest', { userId: viewer.id, grant: true });
    expect(granted.json()).toMatchObject({ success: true, status: 'granted' });
    expect(await statuses(photos.id, viewer)).toEqual(SHARP_OK);
    expect((await api(t.app, viewer, 'POST', 'photos/requestAccess', { userId: photos.id })).json()).toMatchObject({
      status: 'granted',
    });

    const withdrawn = await api(t.app, photos, 'POST', 'photos/respondToRequest', { userId: viewer.id, grant: false });
    expect(withdrawn.json()).toMatchObject({ status: 'declined' });
    expect(await statuses(photos.id, viewer)).toEqual(BLURRED_ONLY);
    // Declined requests leave the owner's list; asking again does not reopen them.
    expect((await api(t.app, photos, 'GET', 'photos/accessRequests')).json()).toMatchObject({ data: [] });
    expect((await api(t.app, viewer, 'POST', 'photos/requestAccess', { userId: photos.id })).json()).toMatchObject({
      status: 'declined',
    });
  });

  it("the access-request list shows a requester's photo blurred when their own setting says so", async () => {
    const photos = await owner('on_request');
    const shy = await member(t.app, { firstName: 'Shy', photoVisibility: 'connections' });
    await upload(t.app, shy, [photoPart(await jpeg(400, 400))]);
    await approvePhotos(t.app, shy);
    await api(t.app, shy, 'POST', 'photos/requestAccess', { userId: photos.id });
    const [item] = (
      (await api(t.app, photos, 'GET', 'photos/accessRequests')).json() as { data: Array<{ photo: PhotoView }> }
    ).data;
    expect(item?.photo).toMatchObject({ blurred: true });
    expect(item?.photo.largeUrl).toBeUndefined();
    expect((await fetchMedia(t.app, item?.photo.url ?? '', photos)).statusCode).toBe(200);

    // A requester the owner has blocked is left out.
    await block(t.app, photos, shy);
    expect((await api(t.app, photos, 'GET', 'photos/accessRequests')).json()).toMatchObject({ data: [] });
  });

  it('refuses requests that make no sense', async () => {
    const open = await owner('members');
    const viewer = await member(t.app);
    const conflict = await api(t.app, viewer, 'POST', 'photos/requestAccess', { userId: open.id });
    expect(conflict.statusCode).toBe(409);
    const self = await api(t.app, viewer, 'POST', 'photos/requestAccess', { userId: viewer.id });
    expect(self.statusCode).toBe(400);
    const nobody = await api(t.app, viewer, 'POST', 'photos/requestAccess', {
      userId: '00000000-0000-4000-8000-000000000000',
    });
    expect(nobody.statusCode).toBe(404);
    const hidden = await owner('on_request');
    await t.app.db.updateTable('profiles').set({ hidden: true }).where('userId', '=', hidden.id).execute();
    expect((await api(t.app, viewer, 'POST', 'photos/requestAccess', { userId: hidden.id })).statusCode).toBe(404);
    // Responding to a request that was never made.
    const none = await api(t.app, open, 'POST', 'photos/respondToRequest', { userId: viewer.id, grant: true });
    expect(none.statusCode).toBe(404);
    expect(
      await t.app.db.selectFrom('photoAccessRequests').selectAll().where('ownerId', '=', open.id).execute(),
    ).toEqual([]);
  });

  it('a block, either way, hides every size (even the blurred one)', async () => {
    const photos = await owner('members');
    const blockedByOwner = await member(t.app);
    const blocker = await member(t.app);
    await block(t.app, photos, blockedByOwner);
    await block(t.app, blocker, photos);
    expect(await statuses(photos.id, blockedByOwner)).toEqual(NOTHING);
    expect(await statuses(photos.id, blocker)).toEqual(NOTHING);
  });

  it('a hidden, suspended or unstarted profile shows nothing to others, but still to its owner', async () => {
    const viewer = await member(t.app);
    const hidden = await owner('members');
    await t.app.db.updateTable('profiles').set({ hidden: true }).where('userId', '=', hidden.id).execute();
    expect(await statuses(hidden.id, viewer)).toEqual(NOTHING);
    expect(await statuses(hidden.id, hidden)).toEqual(SHARP_OK);

    const suspended = await owner('members');
    await t.app.db.updateTable('users').set({ suspendedAt: t.clock.now() }).where('id', '=', suspended.id).execute();
    expect(await statuses(suspended.id, viewer)).toEqual(NOTHING);

    const unstarted = await owner('members', { started: false });
    expect(await statuses(unstarted.id, viewer)).toEqual(NOTHING);
  });

  it('an anonymous visitor (no cookie) gets nothing, whatever the URL', async () => {
    const photos = await owner('members');
    const viewer = await member(t.app);
    expect(await statuses(photos.id, viewer, null)).toEqual(NOTHING);
    // Nor with the Authorization header instead of the cookie: photos are proven by the cookie only.
    const { url } = await urlsFor(photos.id, viewer, true);
    const res = await t.app.inject({ method: 'GET', url, headers: viewer.session.headers });
    expect(res.statusCode).toBe(404);
  });

  it('a copied URL fails for another signed-in member, even one who may see the photo', async () => {
    const photos = await owner('members');
    const first = await member(t.app);
    const second = await member(t.app);
    expect(await statuses(photos.id, first)).toEqual(SHARP_OK);
    expect(await statuses(photos.id, second)).toEqual(SHARP_OK);
    // first's URLs, second's cookie.
    expect(await statuses(photos.id, first, second)).toEqual(NOTHING);
    // A forged cookie naming first's session.
    const { url } = await urlsFor(photos.id, first, true);
    const forged = await t.app.inject({
      method: 'GET',
      url,
      cookies: { [COOKIE.mediaSession]: `${first.session.sessionId}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA` },
    });
    expect(forged.statusCode).toBe(404);
  });

  it('an expired URL fails; a fresh one for the same viewer works', async () => {
    const photos = await owner('members');
    const viewer = await member(t.app);
    const old = await urlsFor(photos.id, viewer, true);
    expect((await fetchMedia(t.app, old.url, viewer)).statusCode).toBe(200);
    t.clock.advance(61 * 60 * 1000);
    expect((await fetchMedia(t.app, old.url, viewer)).statusCode).toBe(404);
    const fresh = await urlsFor(photos.id, viewer, true);
    expect((await fetchMedia(t.app, fresh.url, viewer)).statusCode).toBe(200);
  });

  it('a tampered token fails (changed character, blurred URL turned sharp, truncated, junk)', async () => {
    const photos = await owner('connections');
    const stranger = await member(t.app);
    const blurred = await urlsFor(photos.id, stranger, false);
    expect((await fetchMedia(t.app, blurred.url, stranger)).statusCode).toBe(200);
    const token = blurred.url.split('/').pop() ?? '';
    const bytes = Buffer.from(token, 'base64url');
    const variantSwapped = Buffer.from(bytes);
    variantSwapped[17] = 1; // "medium" in place of "blurred", MAC unchanged
    const flipped = `${token.slice(0, 10)}${token[10] === 'A' ? 'B' : 'A'}${token.slice(11)}`;
    const base = blurred.url.slice(0, -token.length);
    for (const bad of [
      flipped,
      variantSwapped.toString('base64url'),
      token.slice(0, -4),
      'x',
      '..%2F..%2Fetc%2Fpasswd',
    ]) {
      expect((await fetchMedia(t.app, `${base}${bad}`, stranger)).statusCode, bad).toBe(404);
    }
  });

  it('a revoked session, a signed-out member or a suspended viewer gets nothing', async () => {
    const photos = await owner('members');
    const revoked = await member(t.app);
    const suspended = await member(t.app);
    const leaving = await member(t.app);
    await t.app.db.updateTable('sessions').set({ revokedAt: t.clock.now() }).where('userId', '=', revoked.id).execute();
    expect(await statuses(photos.id, revoked)).toEqual(NOTHING);
    await t.app.db.updateTable('users').set({ suspendedAt: t.clock.now() }).where('id', '=', suspended.id).execute();
    expect(await statuses(photos.id, suspended)).toEqual(NOTHING);

    expect(await statuses(photos.id, leaving)).toEqual(SHARP_OK);
    const logout = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/logout',
      headers: leaving.session.headers,
      cookies: leaving.session.cookies,
    });
    expect(logout.statusCode).toBe(200);
    const cleared = logout.cookies.find((cookie) => cookie.name === COOKIE.mediaSession);
    expect(cleared).toMatchObject({ value: '', path: '/api/v1/media' });
    // Even a browser that kept the old cookie.
    expect(await statuses(photos.id, leaving)).toEqual(NOTHING);
  });

  it('a session started before the member’s tokens_valid_after cut-off gets nothing, as its access tokens', async () => {
    const photos = await owner('members');
    const viewer = await member(t.app);
    expect(await statuses(photos.id, viewer)).toEqual(SHARP_OK);
    // The cut-off alone (the session itself is not revoked): the same rule as for the API's access tokens.
    const cutOff = new Date(t.clock.now().getTime() + 1000);
    await t.app.db.updateTable('users').set({ tokensValidAfter: cutOff }).where('id', '=', viewer.id).execute();
    expect((await api(t.app, viewer, 'GET', 'photos/getMyPhotos')).statusCode).toBe(401);
    expect(await statuses(photos.id, viewer)).toEqual(NOTHING);
  });

  it('signing in sets the media cookie: httpOnly, SameSite=Strict, for the media path only', async () => {
    const viewer = await member(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      remoteAddress: '10.9.8.7',
      payload: { email: viewer.email, password: viewer.password },
    });
    const cookie = res.cookies.find((item) => item.name === COOKIE.mediaSession);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/v1/media' });
    expect(cookie?.value.startsWith(`${res.cookies.find((item) => item.name === COOKIE.refreshToken)?.value}.`)).toBe(
      true,
    );
  });
});

describe('plans: sharp photos by the viewer’s tier and the owner’s', () => {
  it('a Standard viewer gets the blurred variant only, even with a sharp URL signed for them', async () => {
    const photos = await owner('members');
    const standard = await member(t.app, { usertype: 'Standard' });
    expect(await statuses(photos.id, standard)).toEqual(BLURRED_ONLY);
    // The profile view issues no sharp URL to them either.
    const res = await api(t.app, standard, 'POST', 'profile/getUserDetails', { userId: photos.id });
    const [profile] = (res.json() as { data: Array<{ photos: PhotoView[]; photoAccess: { reason: string } }> }).data;
    expect(profile?.photoAccess.reason).toBe('plan');
    expect(profile?.photos.map((photo) => photo.blurred)).toEqual([true]);
    expect(profile?.photos[0]?.largeUrl).toBeUndefined();
  });

  it('Exclusive members’ sharp photos are for Exclusive viewers only', async () => {
    const exclusive = await owner('members', { usertype: 'Exclusive' });
    const premium = await member(t.app);
    const peer = await member(t.app, { usertype: 'Exclusive' });
    expect(await statuses(exclusive.id, premium)).toEqual(BLURRED_ONLY);
    expect(await statuses(exclusive.id, peer)).toEqual(SHARP_OK);
  });

  it('the owner’s own setting still applies on top of a plan that allows sharp photos', async () => {
    const photos = await owner('connections', { usertype: 'Standard' });
    const exclusive = await member(t.app, { usertype: 'Exclusive' });
    expect(await statuses(photos.id, exclusive)).toEqual(BLURRED_ONLY);
    await connect(t.app, exclusive, photos);
    expect(await statuses(photos.id, exclusive)).toEqual(SHARP_OK);
    // And a member always sees their own photos, whatever their plan.
    expect(await statuses(photos.id, photos)).toEqual(SHARP_OK);
  });

  it('decided on every image request: a plan that ends stops the same URLs at once', async () => {
    const photos = await owner('members');
    const viewer = await member(t.app);
    expect(await statuses(photos.id, viewer)).toEqual(SHARP_OK);
    await t.app.db.updateTable('users').set({ usertype: 'Standard' }).where('id', '=', viewer.id).execute();
    expect(await statuses(photos.id, viewer)).toEqual(BLURRED_ONLY);
  });
});
