import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterEach, describe, expect, it } from 'vitest';
import { createStorage, InvalidStorageKeyError, LocalDiskStorage } from './index';
import { S3Storage } from './s3-storage';
import { testConfig } from '../../../test/test-app';

const roots: string[] = [];
const freshRoot = () => {
  const root = mkdtempSync(path.join(tmpdir(), 'local-storage-'));
  roots.push(root);
  return root;
};
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

const everything = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? [`${entry.name}/`, ...everything(path.join(dir, entry.name)).map((child) => `${entry.name}/${child}`)]
      : [entry.name],
  );

describe('LocalDiskStorage', () => {
  it('puts, gets, replaces and deletes files under its root', async () => {
    const root = freshRoot();
    const storage = new LocalDiskStorage(root);
    expect(await storage.get('photos/a/b/thumb.webp')).toBeNull();
    await storage.put('photos/a/b/thumb.webp', Buffer.from('first'), 'image/webp');
    await storage.put('photos/a/b/medium.webp', Buffer.from('second'), 'image/webp');
    expect((await storage.get('photos/a/b/thumb.webp'))?.toString()).toBe('first');
    await storage.put('photos/a/b/thumb.webp', Buffer.from('replaced'), 'image/webp');
    expect((await storage.get('photos/a/b/thumb.webp'))?.toString()).toBe('replaced');
    // Written through a temporary file and renamed: none is left behind; files are private to the server.
    expect(everything(root).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    expect(statSync(path.join(root, 'photos/a/b/thumb.webp')).mode & 0o777).toBe(0o600);

    await storage.delete(['photos/a/b/thumb.webp', 'photos/a/b/never-existed.webp']);
    expect(await storage.get('photos/a/b/thumb.webp')).toBeNull();
    expect((await storage.get('photos/a/b/medium.webp'))?.toString()).toBe('second');
    // The last file of a folder takes its empty folders with it, never the root.
    await storage.delete(['photos/a/b/medium.webp']);
    expect(everything(root)).toEqual([]);
    expect(statSync(root).isDirectory()).toBe(true);
    await storage.delete([]);
  });

  it('stores a file from disk and reads it back as a stream (large files: data exports)', async () => {
    const root = freshRoot();
    const storage = new LocalDiskStorage(path.join(root, 'media'));
    const source = path.join(root, 'source.zip');
    const body = Buffer.alloc(3 * 1024 * 1024 + 7, 'z');
    writeFileSync(source, body);
    await storage.putFile('exports/u/e.zip', source, 'application/zip');
    const stream = await storage.getStream('exports/u/e.zip');
    expect(stream).not.toBeNull();
    expect((await buffer(stream!)).equals(body)).toBe(true);
    expect(everything(path.join(root, 'media')).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    expect(statSync(path.join(root, 'media/exports/u/e.zip')).mode & 0o777).toBe(0o600);
    expect(await storage.getStream('exports/u/missing.zip')).toBeNull();
    await expect(storage.getStream('../outside.zip')).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(storage.putFile('../outside.zip', source, 'application/zip')).rejects.toBeInstanceOf(
      InvalidStorageKeyError,
    );
  });

  it('refuses keys that could leave the root or are not plain', async () => {
    const root = freshRoot();
    const storage = new LocalDiskStorage(path.join(root, 'media'));
    for (const key of [
      '../outside.webp',
      'photos/../../outside.webp',
      '/etc/passwd',
      'photos//double.webp',
      'photos/./dot.webp',
      'photos\\back.webp',
      'photos/trailing/',
      '',
      'photos/x.webp.tmp',
      `photos/${'a'.repeat(600)}`,
    ]) {
      await expect(storage.put(key, Buffer.from('x'), 'image/webp'), key).rejects.toBeInstanceOf(
        InvalidStorageKeyError,
      );
      await expect(storage.get(key), key).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.delete([key]), key).rejects.toBeInstanceOf(InvalidStorageKeyError);
    }
    expect(everything(root)).toEqual([]);
  });

  it('lists every key, or those under a prefix, leaving out temporary files and stray names', async () => {
    const root = freshRoot();
    const storage = new LocalDiskStorage(path.join(root, 'media'));
    const listed = async (prefix?: string) => {
      const keys: string[] = [];
      for await (const key of storage.list(prefix)) keys.push(key);
      return keys;
    };
    expect(await listed()).toEqual([]);
    for (const key of [
      'photos/u1/p1/thumb.webp',
      'photos/u1/p1/large.webp',
      'photos/u2/p9/thumb.webp',
      'files/f/document.pdf',
    ])
      await storage.put(key, Buffer.from(key), 'image/webp');
    // A write cut off by a crash leaves a `.tmp` file; a file someone copied in by hand may not be a key.
    writeFileSync(path.join(root, 'media/photos/u1/p1/thumb.webp.0a1b2c.tmp'), 'half');
    writeFileSync(path.join(root, 'media/photos/u1/has space.webp'), 'stray');

    expect(await listed()).toEqual([
      'files/f/document.pdf',
      'photos/u1/p1/large.webp',
      'photos/u1/p1/thumb.webp',
      'photos/u2/p9/thumb.webp',
    ]);
    expect(await listed('photos/')).toEqual([
      'photos/u1/p1/large.webp',
      'photos/u1/p1/thumb.webp',
      'photos/u2/p9/thumb.webp',
    ]);
    expect(await listed('photos/u1')).toEqual(['photos/u1/p1/large.webp', 'photos/u1/p1/thumb.webp']);
    expect(await listed('photos/u1/p1/t')).toEqual(['photos/u1/p1/thumb.webp']);
    expect(await listed('photos/u3/')).toEqual([]);
    expect(await listed('files/f/document.pdf')).toEqual(['files/f/document.pdf']);
    for (const prefix of ['../', '/etc/', 'photos/../../', 'photos//', 'photos/.']) {
      await expect(listed(prefix), prefix).rejects.toBeInstanceOf(InvalidStorageKeyError);
    }
  });

  it('creates nothing until the first file is stored', async () => {
    const root = freshRoot();
    const storage = new LocalDiskStorage(path.join(root, 'media'));
    expect(await storage.get('photos/x/thumb.webp')).toBeNull();
    expect(everything(root)).toEqual([]);
  });
});

describe('createStorage', () => {
  it('uses DATA_DIR/media without S3_BUCKET, and S3 with it', async () => {
    const local = await createStorage(testConfig({ DATA_DIR: '/srv/app-data' }));
    expect(local).toBeInstanceOf(LocalDiskStorage);
    expect(local.kind).toBe('local');
    expect((local as LocalDiskStorage).root).toBe('/srv/app-data/media');
    const s3 = await createStorage(testConfig({ S3_BUCKET: 'member-photos', S3_ENDPOINT: 'http://127.0.0.1:9' }));
    expect(s3).toBeInstanceOf(S3Storage);
    expect(s3.kind).toBe('s3');
    expect((s3 as S3Storage).bucket).toBe('member-photos');
  });
});
