import { spawnSync } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MessagesPageSchema } from '@app/shared/chat';
import { MyPhotosResponseSchema } from '@app/shared/photos';
import { buildApp } from '../../app';
import { connectPostgres, type DatabaseHandle } from '../../db/connect';
import { migrations } from '../../db/migrations/index';
import { fixedClock } from '../../lib/clock';
import { LocalDiskStorage, type FileStorage } from '../../lib/storage/index';
import { createUser, signIn, type SignedIn } from '../../../test/factories/users';
import { createTestApp, testConfig, type TestApp } from '../../../test/test-app';
import { BLUE, connect, fetchMedia, jpeg, member, photoPart, RED, upload, type Member } from '../photos/test-support';
import { createBackup, restoreBackup, type BackupManifest } from './backup.service';

/**
 * `npm run db:backup` and `npm run db:restore` against PostgreSQL (pg_dump and pg_restore need a server, so this
 * file runs only in the PostgreSQL suite: the `server-postgres` project, run by .ci/run).
 */
const postgresUrl = process.env.TEST_DATABASE_URL;
if (!postgresUrl) throw new Error('backup.pg.test.ts needs TEST_DATABASE_URL: pg_dump and pg_restore need PostgreSQL.');

const folders: string[] = [];
const tempFolder = (prefix: string) => {
  const folder = mkdtempSync(path.join(tmpdir(), prefix));
  folders.push(folder);
  return folder;
};
const databases: string[] = [];

/** A new database with nothing in it (not migrated), dropped at the end. */
async function emptyDatabase(): Promise<string> {
  const name = `t_restore_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  databases.push(name);
  const url = new URL(postgresUrl!);
  url.pathname = `/${name}`;
  return url.toString();
}

async function urlOf(db: DatabaseHandle['db']): Promise<string> {
  const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(db);
  const url = new URL(postgresUrl!);
  url.pathname = `/${rows[0]!.name}`;
  return url.toString();
}

async function keysOf(storage: FileStorage): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of storage.list()) keys.push(key);
  return keys;
}

let source: TestApp;
let sourceStorage: LocalDiskStorage;
let sourceUrl: string;
let asha: Member;
let ravi: Member;
let meera: Member;
const sent: { from: string; text: string }[] = [];
let backup: string;
let manifest: BackupManifest;

async function sendMessage(app: FastifyInstance, from: Member, to: Member, text: string) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/v1/chat/conversations/${to.id}/messages`,
    headers: from.session.headers,
    payload: { text, clientMessageId: randomUUID() },
  });
  expect(res.statusCode, res.body).toBe(201);
  sent.push({ from: from.id, text });
}

beforeAll(async () => {
  sourceStorage = new LocalDiskStorage(tempFolder('backup-source-media-'));
  source = await createTestApp({ deps: { storage: sourceStorage } });
  sourceUrl = await urlOf(source.app.db);
  asha = await member(source.app, { firstName: 'Asha' });
  ravi = await member(source.app, { firstName: 'Ravi' });
  meera = await member(source.app, { firstName: 'Meera' });
  for (const [who, colour] of [
    [asha, RED],
    [ravi, BLUE],
  ] as const) {
    const res = await upload(source.app, who, [photoPart(await jpeg(320, 240, colour))]);
    expect(res.statusCode, res.body).toBe(200);
  }
  await connect(source.app, asha, ravi);
  await sendMessage(source.app, asha, ravi, 'Namaste Ravi, lovely to connect.');
  await sendMessage(source.app, ravi, asha, 'Namaste Asha! Likewise.');
  await sendMessage(source.app, asha, ravi, 'Shall we talk on Sunday?');

  backup = path.join(tempFolder('backup-'), 'today');
  ({ manifest } = await createBackup({
    config: { DATABASE_URL: sourceUrl, DATA_DIR: source.config.DATA_DIR },
    storage: sourceStorage,
    out: backup,
  }));
});

afterAll(async () => {
  await source?.close();
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  for (const name of databases) await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe('npm run db:backup on PostgreSQL', () => {
  it('writes the dump, every stored file under its key and a manifest that checks them', async () => {
    const keys = await keysOf(sourceStorage);
    // Two photos, each in its variants.
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(manifest.files.map((file) => file.key)).toEqual(keys);
    expect(manifest.media).toEqual({
      storage: 'local',
      files: keys.length,
      bytes: manifest.files.reduce((total, file) => total + file.bytes, 0),
    });
    expect(manifest.database.members).toBe(3);
    expect(manifest.database.lastMigration).toBe(Object.keys(migrations).sort().at(-1));
    for (const key of keys) {
      expect(readFileSync(path.join(backup, 'media', key)).equals((await sourceStorage.get(key))!), key).toBe(true);
    }
    expect(readFileSync(path.join(backup, 'database.dump')).subarray(0, 5).toString()).toBe('PGDMP');
  });

  it('refuses to write into a folder that holds anything', async () => {
    await expect(
      createBackup({ config: { DATABASE_URL: sourceUrl, DATA_DIR: '.' }, storage: sourceStorage, out: backup }),
    ).rejects.toThrow(/is not empty: back up into a new folder/);
  });
});

describe('npm run db:restore on PostgreSQL', () => {
  it('restores into an empty database and an empty storage, where the app finds every member, photo and message', async () => {
    const url = await emptyDatabase();
    const storage = new LocalDiskStorage(tempFolder('backup-target-media-'));
    const result = await restoreBackup({
      config: { DATABASE_URL: url, DATA_DIR: '.' },
      storage,
      from: backup,
      force: false,
    });
    expect(result.replacedMembers).toBe(0);

    const database = connectPostgres(url, 4);
    const app = await buildApp(testConfig({ DATA_DIR: tempFolder('backup-target-data-') }), {
      database,
      storage,
      clock: fixedClock(source.clock.now()),
      logger: false,
    });
    await app.ready();
    try {
      const everyone = (db: FastifyInstance['db']) =>
        db.selectFrom('users').select(['id', 'email', 'usertype']).orderBy('email').execute();
      expect(await everyone(app.db)).toEqual(await everyone(source.app.db));
      expect(await everyone(app.db)).toHaveLength(3);

      // Every stored file is back, byte for byte.
      expect(await keysOf(storage)).toEqual(await keysOf(sourceStorage));
      for (const key of await keysOf(sourceStorage)) {
        expect((await storage.get(key))!.equals((await sourceStorage.get(key))!), key).toBe(true);
      }

      // Each member signs in with their password and finds their photo, served as it was before.
      const sessions = new Map<string, SignedIn>();
      for (const who of [asha, ravi, meera]) sessions.set(who.id, await signIn(app, who.email));
      for (const who of [asha, ravi]) {
        const session = sessions.get(who.id)!;
        const listed = await app.inject({ method: 'GET', url: '/api/v1/photos/getMyPhotos', headers: session.headers });
        expect(listed.statusCode, listed.body).toBe(200);
        const photos = MyPhotosResponseSchema.parse(listed.json()).data;
        expect(photos).toHaveLength(1);
        const restored = await fetchMedia(app, photos[0]!.url, { ...who, session });
        expect(restored.statusCode).toBe(200);
        const before = await source.app.inject({
          method: 'GET',
          url: '/api/v1/photos/getMyPhotos',
          headers: who.session.headers,
        });
        const original = await fetchMedia(source.app, MyPhotosResponseSchema.parse(before.json()).data[0]!.url, who);
        expect(restored.rawPayload.equals(original.rawPayload)).toBe(true);
      }
      const meeraPhotos = await app.inject({
        method: 'GET',
        url: '/api/v1/photos/getMyPhotos',
        headers: sessions.get(meera.id)!.headers,
      });
      expect(MyPhotosResponseSchema.parse(meeraPhotos.json()).data).toEqual([]);

      // Their conversation, every message in order.
      const conversation = await app.inject({
        method: 'GET',
        url: `/api/v1/chat/conversations/${ravi.id}/messages`,
        headers: sessions.get(asha.id)!.headers,
      });
      expect(conversation.statusCode, conversation.body).toBe(200);
      const messages = MessagesPageSchema.parse(conversation.json()).messages;
      const byText = (a: { text: string | null }, b: { text: string | null }) =>
        (a.text ?? '').localeCompare(b.text ?? '');
      expect(messages.map((message) => ({ from: message.senderId, text: message.text })).sort(byText)).toEqual(
        [...sent].sort(byText),
      );
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('refuses a database that holds members (exit status 1, nothing changed) and replaces it with --force', async () => {
    // Another site's database, with a member of its own.
    const target = await createTestApp();
    try {
      const targetUrl = await urlOf(target.app.db);
      const stranger = await createUser(target.app);
      const data = tempFolder('backup-cli-data-');
      const cli = spawnSync(
        process.execPath,
        ['--import', 'tsx', path.join(import.meta.dirname, 'backup-cli.ts'), 'restore', '--from', backup],
        { env: { ...process.env, DATABASE_URL: targetUrl, DATA_DIR: data, APP_ENV: 'test' }, encoding: 'utf8' },
      );
      expect(cli.stderr).toContain('already holds 1 member(s): nothing was restored');
      expect(cli.stderr).toContain('add --force');
      expect(cli.status).toBe(1);
      expect(await target.app.db.selectFrom('users').select('id').execute()).toEqual([{ id: stranger.id }]);
      expect(await keysOf(new LocalDiskStorage(path.join(data, 'media')))).toEqual([]);

      const storage = new LocalDiskStorage(tempFolder('backup-forced-media-'));
      const result = await restoreBackup({
        config: { DATABASE_URL: targetUrl, DATA_DIR: data },
        storage,
        from: backup,
        force: true,
      });
      expect(result.replacedMembers).toBe(1);
      const emails = await target.app.db.selectFrom('users').select('email').orderBy('email').execute();
      expect(emails.map((row) => row.email)).toEqual([asha.email, meera.email, ravi.email].sort());
      expect(await keysOf(storage)).toEqual(manifest.files.map((file) => file.key));
    } finally {
      await target.close();
    }
  });

  it('leaves the database as it was when the dump cannot be replayed (one transaction)', async () => {
    const target = await createTestApp();
    try {
      const targetUrl = await urlOf(target.app.db);
      const stranger = await createUser(target.app);
      // A dump cut short, with a manifest made to match it: the checks pass and pg_restore fails part-way.
      const cut = path.join(tempFolder('backup-cut-'), 'copy');
      cpSync(backup, cut, { recursive: true });
      const dump = readFileSync(path.join(cut, 'database.dump'));
      const shorter = dump.subarray(0, Math.floor(dump.length * 0.8));
      writeFileSync(path.join(cut, 'database.dump'), shorter);
      const cutManifest: BackupManifest = {
        ...manifest,
        database: {
          ...manifest.database,
          bytes: shorter.length,
          sha256: createHash('sha256').update(shorter).digest('hex'),
        },
      };
      writeFileSync(path.join(cut, 'manifest.json'), JSON.stringify(cutManifest));
      const storage = new LocalDiskStorage(tempFolder('backup-cut-media-'));

      await expect(
        restoreBackup({ config: { DATABASE_URL: targetUrl, DATA_DIR: '.' }, storage, from: cut, force: true }),
      ).rejects.toThrow(/pg_restore failed/);
      expect(await target.app.db.selectFrom('users').select('id').execute()).toEqual([{ id: stranger.id }]);
      expect(await keysOf(storage)).toEqual([]);
    } finally {
      await target.close();
    }
  });

  it('checks every file against the manifest before touching the database or the storage', async () => {
    const url = await emptyDatabase();
    const storage = new LocalDiskStorage(tempFolder('backup-untouched-media-'));
    const restore = (from: string) =>
      restoreBackup({ config: { DATABASE_URL: url, DATA_DIR: '.' }, storage, from, force: true });

    const damaged = path.join(tempFolder('backup-damaged-'), 'copy');
    cpSync(backup, damaged, { recursive: true });
    const photo = manifest.files[0]!.key;
    const bytes = readFileSync(path.join(damaged, 'media', photo));
    bytes.writeUInt8(bytes.readUInt8(bytes.length - 1) ^ 0xff, bytes.length - 1);
    writeFileSync(path.join(damaged, 'media', photo), bytes);
    writeFileSync(path.join(damaged, 'media', 'stray.webp'), 'not in the manifest');
    rmSync(path.join(damaged, 'media', manifest.files[1]!.key));
    const dump = readFileSync(path.join(damaged, 'database.dump'));
    writeFileSync(path.join(damaged, 'database.dump'), dump.subarray(0, dump.length - 10));

    const failure = restore(damaged);
    await expect(failure).rejects.toThrow(/failed its checks, so nothing was restored/);
    const message = await failure.catch((error: Error) => error.message);
    expect(message).toContain('database.dump does not match its checksum');
    expect(message).toContain(`media/${photo} does not match its checksum`);
    expect(message).toContain(`media/${manifest.files[1]!.key} is missing`);
    expect(message).toContain('media/stray.webp is not in the manifest');

    rmSync(path.join(damaged, 'manifest.json'));
    await expect(restore(damaged)).rejects.toThrow(
      /manifest.json is missing: .* is not a backup made by npm run db:backup, or the backup did not finish/,
    );

    // Nothing reached the empty database or the storage.
    const database = connectPostgres(url, 1);
    try {
      const { rows } = await sql<{ count: number }>`
        select count(*)::int as count from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`.execute(
        database.db,
      );
      expect(rows[0]!.count).toBe(0);
    } finally {
      await database.close();
    }
    expect(await keysOf(storage)).toEqual([]);
  });
});
