import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PhotoView } from '@app/shared/photos';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  api,
  fetchMedia,
  jpeg,
  member,
  photoPart,
  RED,
  BLUE,
  GREEN,
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

type PhotosBody = { success: boolean; message: string; data: PhotoView[]; user?: { isImageFormFilled: boolean } };

/** A member with `count` photos (red, blue, green… in that order); returns their ids in order. */
async function withPhotos(count: number): Promise<{ who: Member; ids: string[] }> {
  const who = await member(t.app);
  const colours = [RED, BLUE, GREEN, RED, BLUE, GREEN];
  const files = await Promise.all(colours.slice(0, count).map((colour) => jpeg(300, 300, colour)));
  const res = await upload(
    t.app,
    who,
    files.map((data) => photoPart(data)),
  );
  expect(res.statusCode).toBe(200);
  return { who, ids: (res.json() as PhotosBody).data.map((view) => view.photoId) };
}

const order = async (userId: string) =>
  (
    await t.app.db
      .selectFrom('photos')
      .select(['id', 'position'])
      .where('userId', '=', userId)
      .orderBy('position')
      .execute()
  ).map((row) => row.id);

const positions = async (userId: string) =>
  (
    await t.app.db.selectFrom('photos').select('position').where('userId', '=', userId).orderBy('position').execute()
  ).map((row) => row.position);

const filesOf = (userId: string) => disk.files().filter((file) => file.startsWith(`photos/${userId}/`));

describe('my photos', () => {
  it('lists my photos, primary first, with sharp URLs and my photo setting', async () => {
    const { who, ids } = await withPhotos(3);
    const res = await api(t.app, who, 'GET', 'photos/getMyPhotos');
    expect(res.statusCode).toBe(200);
    const body = res.json() as PhotosBody & { photoVisibility: string };
    expect(body.photoVisibility).toBe('members');
    expect(body.data.map((view) => view.photoId)).toEqual(ids);
    expect(body.data.map((view) => view.isPrimary)).toEqual([true, false, false]);
    for (const view of body.data) {
      expect(view.blurred).toBe(false);
      expect(view.largeUrl).toMatch(/^\/api\/v1\/media\/photos\/[A-Za-z0-9_-]+$/);
      expect(new Set([view.url, view.thumbUrl, view.largeUrl]).size).toBe(3);
    }
  });

  it('reorders my photos; an id that is not mine answers 404 and changes nothing', async () => {
    const { who, ids } = await withPhotos(3);
    const { who: other, ids: otherIds } = await withPhotos(2);
    const reversed = [...ids].reverse();
    const res = await api(t.app, who, 'PUT', 'photos/reorder', { photoIds: reversed });
    expect(res.statusCode).toBe(200);
    expect((res.json() as PhotosBody).data.map((view) => view.photoId)).toEqual(reversed);
    expect(await order(who.id)).toEqual(reversed);
    expect(await positions(who.id)).toEqual([0, 1, 2]);

    // Someone else's photo among mine: 404, as if it did not exist; neither member's order moves.
    const mixed = await api(t.app, who, 'PUT', 'photos/reorder', { photoIds: [reversed[0], reversed[1], otherIds[0]] });
    expect(mixed.statusCode).toBe(404);
    expect(mixed.json()).toMatchObject({ code: 'NOT_FOUND', message: 'That photo does not exist.' });
    const theirs = await api(t.app, who, 'PUT', 'photos/reorder', { photoIds: [...otherIds].reverse() });
    expect(theirs.statusCode).toBe(404);
    expect(await order(who.id)).toEqual(reversed);
    expect(await order(other.id)).toEqual(otherIds);

    // Every photo, once.
    const partial = await api(t.app, who, 'PUT', 'photos/reorder', { photoIds: ids.slice(0, 2) });
    expect(partial.statusCode).toBe(400);
    const twice = await api(t.app, who, 'PUT', 'photos/reorder', { photoIds: [ids[0], ids[0], ids[1]] });
    expect(twice.statusCode).toBe(400);
    expect(await order(who.id)).toEqual(reversed);
  });

  it('makes a photo the primary one, keeping the others in order; not mine answers 404', async () => {
    const { who, ids } = await withPhotos(4);
    const { who: other, ids: otherIds } = await withPhotos(2);
    const res = await api(t.app, who, 'PUT', 'photos/setPrimary', { photoId: ids[2] });
    expect(res.statusCode).toBe(200);
    const body = res.json() as PhotosBody;
    expect(body.data.map((view) => view.photoId)).toEqual([ids[2], ids[0], ids[1], ids[3]]);
    expect(body.data[0]?.isPrimary).toBe(true);
    expect(await positions(who.id)).toEqual([0, 1, 2, 3]);

    for (const photoId of [otherIds[1], '00000000-0000-4000-8000-000000000000']) {
      const refused = await api(t.app, who, 'PUT', 'photos/setPrimary', { photoId });
      expect(refused.statusCode).toBe(404);
    }
    expect(await order(who.id)).toEqual([ids[2], ids[0], ids[1], ids[3]]);
    expect(await order(other.id)).toEqual(otherIds);
    expect((await api(t.app, who, 'PUT', 'photos/setPrimary', { photoId: 'not-a-uuid' })).statusCode).toBe(400);
  });

  it('deletes a photo with its files and closes the gap; not mine answers 404 and deletes nothing', async () => {
    const { who, ids } = await withPhotos(3);
    const { who: other, ids: otherIds } = await withPhotos(1);
    expect(filesOf(who.id)).toHaveLength(12);
    const [, second] = (await (await api(t.app, who, 'GET', 'photos/getMyPhotos')).json()).data as PhotoView[];

    const res = await api(t.app, who, 'DELETE', 'photos/deletePhoto', { photoId: ids[1] });
    expect(res.statusCode).toBe(200);
    const body = res.json() as PhotosBody;
    expect(body.data.map((view) => view.photoId)).toEqual([ids[0], ids[2]]);
    expect(body.user?.isImageFormFilled).toBe(true);
    expect(await positions(who.id)).toEqual([0, 1]);
    expect(filesOf(who.id)).toHaveLength(8);
    expect(filesOf(who.id).some((file) => file.includes(ids[1] ?? '?'))).toBe(false);
    // Its URL now shows nothing.
    expect((await fetchMedia(t.app, second?.url ?? '', who)).statusCode).toBe(404);

    const theirs = await api(t.app, who, 'DELETE', 'photos/deletePhoto', { photoId: otherIds[0] });
    expect(theirs.statusCode).toBe(404);
    expect(await order(other.id)).toEqual(otherIds);
    expect(filesOf(other.id)).toHaveLength(4);
    const again = await api(t.app, who, 'DELETE', 'photos/deletePhoto', { photoId: ids[1] });
    expect(again.statusCode).toBe(404);
  });

  it('opens the photo step again when the last photo goes', async () => {
    const { who, ids } = await withPhotos(1);
    const res = await api(t.app, who, 'DELETE', 'photos/deletePhoto', { photoId: ids[0] });
    expect(res.statusCode).toBe(200);
    const body = res.json() as PhotosBody;
    expect(body.data).toEqual([]);
    expect(body.user?.isImageFormFilled).toBe(false);
    const row = await t.app.db
      .selectFrom('users')
      .select('isImageFormFilled')
      .where('id', '=', who.id)
      .executeTakeFirst();
    expect(row?.isImageFormFilled).toBe(false);
    expect(filesOf(who.id)).toHaveLength(0);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: who.session.headers });
    expect(me.json()).toMatchObject({ user: { isImageFormFilled: false } });
  });

  it('saves the photo setting, creating the profile row when there is none yet', async () => {
    const who = await member(t.app, { started: false });
    expect(
      await t.app.db.selectFrom('profiles').select('userId').where('userId', '=', who.id).executeTakeFirst(),
    ).toBeUndefined();
    const res = await api(t.app, who, 'PUT', 'photos/setVisibility', { photoVisibility: 'on_request' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, photoVisibility: 'on_request' });
    const row = await t.app.db
      .selectFrom('profiles')
      .selectAll()
      .where('userId', '=', who.id)
      .executeTakeFirstOrThrow();
    expect(row.photoVisibility).toBe('on_request');
    expect(row.firstName).toBeNull();

    // An existing row keeps its other columns.
    const named = await member(t.app, { firstName: 'Priya' });
    expect(
      (await api(t.app, named, 'PUT', 'photos/setVisibility', { photoVisibility: 'connections' })).statusCode,
    ).toBe(200);
    const namedRow = await t.app.db
      .selectFrom('profiles')
      .selectAll()
      .where('userId', '=', named.id)
      .executeTakeFirstOrThrow();
    expect(namedRow).toMatchObject({ photoVisibility: 'connections', firstName: 'Priya' });
    expect((await api(t.app, named, 'GET', 'photos/getMyPhotos')).json()).toMatchObject({
      photoVisibility: 'connections',
    });

    const wrong = await api(t.app, named, 'PUT', 'photos/setVisibility', { photoVisibility: 'everyone' });
    expect(wrong.statusCode).toBe(400);
    const extra = await api(t.app, named, 'PUT', 'photos/setVisibility', { photoVisibility: 'members', hidden: true });
    expect(extra.statusCode).toBe(400);
    expect(extra.json()).toMatchObject({ errors: [{ path: 'hidden' }] });
  });

  it('every photo endpoint needs a signed-in member', async () => {
    for (const [method, url] of [
      ['GET', 'photos/getMyPhotos'],
      ['PUT', 'photos/reorder'],
      ['PUT', 'photos/setPrimary'],
      ['DELETE', 'photos/deletePhoto'],
      ['PUT', 'photos/setVisibility'],
      ['POST', 'photos/requestAccess'],
      ['POST', 'photos/respondToRequest'],
      ['GET', 'photos/accessRequests'],
    ] as const) {
      const res = await t.app.inject({ method, url: `/api/v1/${url}` });
      expect(res.statusCode, url).toBe(401);
    }
  });
});

describe('account deletion', () => {
  it("removes the member's photo files with the account", async () => {
    const { who } = await withPhotos(2);
    const { who: other } = await withPhotos(1);
    expect(filesOf(who.id)).toHaveLength(8);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/user/delete-user',
      headers: who.session.headers,
      payload: { password: who.password },
    });
    expect(res.statusCode).toBe(200);
    expect(filesOf(who.id)).toHaveLength(0);
    expect(await t.app.db.selectFrom('photos').select('id').where('userId', '=', who.id).execute()).toEqual([]);
    // Nobody else's files are touched.
    expect(filesOf(other.id)).toHaveLength(4);
  });
});
