import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PhotoView } from '@app/shared/photos';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { variantKeys } from '../../modules/photos/photo-files';
import { api, fetchMedia, jpeg, member, photoPart, upload } from '../../modules/photos/test-support';
import { InvalidStorageKeyError } from './file-storage';
import { S3Storage } from './s3-storage';

/** An S3-compatible server in this process (s3rver), on the loopback address, files in a temporary folder. */
const BUCKET = 'member-photos';
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
let directory: string;
let server: S3rver;
let endpoint: string;
const made: S3Storage[] = [];

const newStorage = () => {
  const storage = new S3Storage({
    bucket: BUCKET,
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    ...CREDENTIALS,
  });
  made.push(storage);
  return storage;
};

beforeAll(async () => {
  directory = mkdtempSync(path.join(tmpdir(), 's3rver-'));
  server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: BUCKET }] });
  const address = await server.run();
  endpoint = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  for (const storage of made) await storage.close();
  await server.close();
  rmSync(directory, { recursive: true, force: true });
});

describe('S3Storage (against s3rver)', () => {
  it('puts, gets, replaces and deletes objects; a missing key reads as null', async () => {
    const storage = newStorage();
    expect(await storage.get('photos/u/p/thumb.webp')).toBeNull();
    await storage.put('photos/u/p/thumb.webp', Buffer.from('thumb bytes'), 'image/webp');
    await storage.put('photos/u/p/medium.webp', Buffer.from('medium bytes'), 'image/webp');
    expect((await storage.get('photos/u/p/thumb.webp'))?.toString()).toBe('thumb bytes');
    await storage.put('photos/u/p/thumb.webp', Buffer.from('new thumb'), 'image/webp');
    expect((await storage.get('photos/u/p/thumb.webp'))?.toString()).toBe('new thumb');

    // Stored with its content type, as a plain private object.
    const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: CREDENTIALS });
    const object = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: 'photos/u/p/thumb.webp' }));
    expect(object.ContentType).toBe('image/webp');
    client.destroy();

    await storage.delete(['photos/u/p/thumb.webp', 'photos/u/p/medium.webp', 'photos/u/p/never-existed.webp']);
    expect(await storage.get('photos/u/p/thumb.webp')).toBeNull();
    expect(await storage.get('photos/u/p/medium.webp')).toBeNull();
    await storage.delete([]);
  });

  it('stores a file from disk and reads it back as a stream (large files: data exports)', async () => {
    const storage = newStorage();
    const source = path.join(directory, 'export-source.zip');
    const body = Buffer.alloc(2 * 1024 * 1024 + 3, 'e');
    writeFileSync(source, body);
    await storage.putFile('exports/u/e.zip', source, 'application/zip');
    const stream = await storage.getStream('exports/u/e.zip');
    expect(stream).not.toBeNull();
    expect((await buffer(stream!)).equals(body)).toBe(true);
    expect(await storage.getStream('exports/u/missing.zip')).toBeNull();
    await storage.delete(['exports/u/e.zip']);
    expect(await storage.getStream('exports/u/e.zip')).toBeNull();
  });

  it('shares files between two instances (two server processes on one bucket)', async () => {
    const first = newStorage();
    const second = newStorage();
    await first.put('photos/shared/x/large.webp', Buffer.from('from the first process'), 'image/webp');
    expect((await second.get('photos/shared/x/large.webp'))?.toString()).toBe('from the first process');
    await second.delete(['photos/shared/x/large.webp']);
    expect(await first.get('photos/shared/x/large.webp')).toBeNull();
  });

  // Paging is checked in s3-storage.test.ts: s3rver makes its continuation tokens with DES, which Node's OpenSSL 3
  // refuses, so it fails any listing longer than a page.
  it('lists every key, or those under a prefix', async () => {
    const storage = newStorage();
    const listed = async (prefix?: string) => {
      const keys: string[] = [];
      for await (const key of storage.list(prefix)) keys.push(key);
      return keys;
    };
    const keys = [
      'listing/files/f/document.pdf',
      'listing/photos/u1/p1/large.webp',
      'listing/photos/u1/p1/thumb.webp',
      'listing/photos/u2/p9/thumb.webp',
      'listing/photos/u2/p9/medium.webp',
    ];
    for (const key of keys) await storage.put(key, Buffer.from(key), 'image/webp');
    expect(await listed('listing/')).toEqual([...keys].sort());
    expect(await listed('listing/photos/u2/')).toEqual([
      'listing/photos/u2/p9/medium.webp',
      'listing/photos/u2/p9/thumb.webp',
    ]);
    expect(await listed('listing/nothing/')).toEqual([]);
    expect(await listed()).toEqual(expect.arrayContaining(keys));
    await expect(listed('../')).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await storage.delete(keys);
    expect(await listed('listing/')).toEqual([]);
  });

  it('refuses keys that are not plain', async () => {
    const storage = newStorage();
    await expect(storage.put('../escape', Buffer.from('x'), 'image/webp')).rejects.toBeInstanceOf(
      InvalidStorageKeyError,
    );
    await expect(storage.get('/absolute')).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(storage.delete(['a//b'])).rejects.toBeInstanceOf(InvalidStorageKeyError);
  });
});

describe('photos on S3 storage, end to end', () => {
  let t: TestApp;
  let storage: S3Storage;

  beforeAll(async () => {
    storage = newStorage();
    t = await createTestApp({ deps: { storage } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('uploads into the bucket, serves from it to an allowed viewer, and deletes from it', async () => {
    const owner = await member(t.app);
    const res = await upload(t.app, owner, [photoPart(await jpeg(1000, 800), 'to-s3.jpg')]);
    expect(res.statusCode).toBe(200);
    const [view] = (res.json() as { data: PhotoView[] }).data;
    const row = await t.app.db
      .selectFrom('photos')
      .selectAll()
      .where('userId', '=', owner.id)
      .executeTakeFirstOrThrow();
    const keys = variantKeys(row.storageKey);
    for (const key of keys) expect(await storage.get(key), key).not.toBeNull();

    // Another "process" on the same bucket serves the same bytes the app does.
    const medium = await fetchMedia(t.app, view?.url ?? '', owner);
    expect(medium.statusCode).toBe(200);
    expect(medium.headers['content-type']).toBe('image/webp');
    expect(medium.rawPayload.equals((await newStorage().get(keys[1] ?? '')) ?? Buffer.alloc(0))).toBe(true);
    expect((await sharp(medium.rawPayload).metadata()).width).toBe(800);

    const deleted = await api(t.app, owner, 'DELETE', 'photos/deletePhoto', { photoId: view?.photoId });
    expect(deleted.statusCode).toBe(200);
    for (const key of keys) expect(await storage.get(key), key).toBeNull();
    expect((await fetchMedia(t.app, view?.url ?? '', owner)).statusCode).toBe(404);
  });
});
