import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import type { AppConfig } from '../../config/env';
import { connectPostgres } from '../../db/connect';
import { migrations } from '../../db/migrations/index';
import { CliError } from '../../lib/cli/database';
import { assertStorageKey, LocalDiskStorage, type FileStorage } from '../../lib/storage/index';
import { countMembers, emptySchemasScript, lastAppliedMigration, userSchemas } from './backup.repository';
import { pgTarget, runPgTool } from './pg-tools';

/**
 * `npm run db:backup` and `npm run db:restore` (issue 28 point 6, docs/deployment.md "Backups and restore"): the
 * PostgreSQL database through pg_dump's custom format and every file of the file store, checked by a manifest.
 */

export const DUMP_FILE = 'database.dump';
export const MEDIA_FOLDER = 'media';
export const MANIFEST_FILE = 'manifest.json';

const Sha256 = z.string().regex(/^[0-9a-f]{64}$/);
export const BackupManifestSchema = z.object({
  format: z.literal('matrimony-backup'),
  version: z.literal(1),
  createdAt: z.string(),
  database: z.object({
    file: z.literal(DUMP_FILE),
    /** The last schema migration the database had when it was dumped. */
    lastMigration: z.string().nullable(),
    members: z.number().int().nonnegative(),
    bytes: z.number().int().nonnegative(),
    sha256: Sha256,
  }),
  media: z.object({
    /** Where the files came from: `local` (DATA_DIR/media) or `s3`. */
    storage: z.enum(['local', 's3']),
    files: z.number().int().nonnegative(),
    bytes: z.number().int().nonnegative(),
  }),
  /** Every file, by its storage key (its path under media/). */
  files: z.array(z.object({ key: z.string(), bytes: z.number().int().nonnegative(), sha256: Sha256 })),
});
export type BackupManifest = z.infer<typeof BackupManifestSchema>;

type DatabaseConfig = Pick<AppConfig, 'DATABASE_URL' | 'DATA_DIR'>;
export type Log = (line: string) => void;

/** The refusal on the embedded database: pg_dump cannot reach PGlite, whose data folder is the backup. */
export function embeddedDatabaseMessage(config: Pick<AppConfig, 'DATA_DIR'>, action: 'backup' | 'restore'): string {
  const dataDir = path.resolve(config.DATA_DIR);
  return [
    `DATABASE_URL is not set, so the site uses the embedded database (PGlite) in ${path.join(dataDir, 'pglite')}.`,
    action === 'backup'
      ? `npm run db:backup works on PostgreSQL only. Back up the embedded database by stopping the server and copying the whole data folder ${dataDir} (the database in pglite/ and the files in media/, unless S3_BUCKET is set), then starting the server again.`
      : `npm run db:restore works on PostgreSQL only. Restore the embedded database by stopping the server and putting a copy of the data folder back in ${dataDir}.`,
  ].join('\n');
}

function requirePostgres(config: DatabaseConfig, action: 'backup' | 'restore'): string {
  if (!config.DATABASE_URL) throw new CliError(embeddedDatabaseMessage(config, action));
  return config.DATABASE_URL;
}

async function sha256OfFile(file: string): Promise<{ sha256: string; bytes: number }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { sha256: hash.digest('hex'), bytes };
}

async function isMissingOrEmpty(folder: string): Promise<boolean> {
  try {
    return (await readdir(folder)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

export type BackupSummary = { out: string; manifest: BackupManifest };

/**
 * Dumps the database at DATABASE_URL, then copies every stored file (after the dump, so every photo row in the dump
 * has its file unless it was deleted meanwhile; a file added meanwhile is only one more file), then writes the
 * manifest: a folder without `manifest.json` is an unfinished backup, and a restore refuses it.
 */
export async function createBackup(options: {
  config: DatabaseConfig;
  storage: FileStorage;
  out: string;
  now?: () => Date;
  log?: Log;
}): Promise<BackupSummary> {
  const { storage, log = () => {} } = options;
  const url = requirePostgres(options.config, 'backup');
  const out = path.resolve(options.out);
  if (!(await isMissingOrEmpty(out))) {
    throw new CliError(`${out} is not empty: back up into a new folder (a backup never writes over another).`);
  }
  // The backup holds every member's data: readable by its owner only.
  await mkdir(out, { recursive: true, mode: 0o700 });
  const createdAt = (options.now ?? (() => new Date()))().toISOString();

  const handle = connectPostgres(url, 1);
  let lastMigration: string | null;
  let members: number;
  try {
    lastMigration = await lastAppliedMigration(handle.db);
    members = await countMembers(handle.db);
  } finally {
    await handle.close();
  }

  log(`Dumping the database (pg_dump, custom format) into ${path.join(out, DUMP_FILE)}…`);
  const dumpFile = path.join(out, DUMP_FILE);
  const target = pgTarget(url);
  const dump = runPgTool('pg_dump', ['--format=custom', `--file=${dumpFile}`, `--dbname=${target.dbname}`], target);
  dump.stdin.end();
  await dump.done;
  const dumpSum = await sha256OfFile(dumpFile);

  log(`Copying the stored files (${storage.kind} storage) into ${path.join(out, MEDIA_FOLDER)}…`);
  const files: BackupManifest['files'] = [];
  for await (const key of storage.list()) {
    const source = await storage.getStream(key);
    if (!source) continue; // deleted since it was listed
    const file = path.join(out, MEDIA_FOLDER, ...key.split('/'));
    await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    const hash = createHash('sha256');
    let bytes = 0;
    await pipeline(
      source,
      async function* (chunks: AsyncIterable<Buffer>) {
        for await (const chunk of chunks) {
          hash.update(chunk);
          bytes += chunk.length;
          yield chunk;
        }
      },
      createWriteStream(file, { mode: 0o600, flags: 'wx' }),
    );
    files.push({ key, bytes, sha256: hash.digest('hex') });
  }

  const manifest: BackupManifest = {
    format: 'matrimony-backup',
    version: 1,
    createdAt,
    database: { file: DUMP_FILE, lastMigration, members, bytes: dumpSum.bytes, sha256: dumpSum.sha256 },
    media: {
      storage: storage.kind,
      files: files.length,
      bytes: files.reduce((total, file) => total + file.bytes, 0),
    },
    files,
  };
  const manifestFile = path.join(out, MANIFEST_FILE);
  await writeFile(`${manifestFile}.tmp`, `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
  await rename(`${manifestFile}.tmp`, manifestFile);
  return { out, manifest };
}

/**
 * Reads the manifest and checks the backup against it: the dump and every file present with its size and
 * SHA-256, and no file in media/ the manifest does not list. Throws a CliError naming every problem found.
 */
export async function verifyBackup(from: string): Promise<BackupManifest> {
  const folder = path.resolve(from);
  let text: string;
  try {
    text = await readFile(path.join(folder, MANIFEST_FILE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new CliError(
        `${path.join(folder, MANIFEST_FILE)} is missing: ${folder} is not a backup made by npm run db:backup, or the backup did not finish.`,
      );
    }
    throw error;
  }
  let manifest: BackupManifest;
  try {
    manifest = BackupManifestSchema.parse(JSON.parse(text));
  } catch {
    throw new CliError(
      `${path.join(folder, MANIFEST_FILE)} is not a manifest this version of npm run db:backup writes.`,
    );
  }

  const problems: string[] = [];
  const check = async (label: string, file: string, expected: { bytes: number; sha256: string }) => {
    let actual;
    try {
      actual = await sha256OfFile(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return void problems.push(`${label} is missing`);
      throw error;
    }
    if (actual.bytes !== expected.bytes || actual.sha256 !== expected.sha256) {
      problems.push(`${label} does not match its checksum (${actual.bytes} bytes, ${expected.bytes} expected)`);
    }
  };
  await check(DUMP_FILE, path.join(folder, DUMP_FILE), manifest.database);
  const listed = new Set<string>();
  for (const entry of manifest.files) {
    try {
      assertStorageKey(entry.key);
    } catch {
      problems.push(`the manifest lists a file with an invalid key: ${JSON.stringify(entry.key.slice(0, 80))}`);
      continue;
    }
    listed.add(entry.key);
    await check(`${MEDIA_FOLDER}/${entry.key}`, path.join(folder, MEDIA_FOLDER, ...entry.key.split('/')), entry);
  }
  for await (const key of new LocalDiskStorage(path.join(folder, MEDIA_FOLDER)).list()) {
    if (!listed.has(key)) problems.push(`${MEDIA_FOLDER}/${key} is not in the manifest`);
  }
  if (problems.length) {
    const shown = problems.slice(0, 20).map((problem) => `  - ${problem}`);
    if (problems.length > shown.length) shown.push(`  … and ${problems.length - shown.length} more`);
    throw new CliError([`The backup in ${folder} failed its checks, so nothing was restored:`, ...shown].join('\n'));
  }
  return manifest;
}

/** The content type a file is stored with, by its name (what the server stores: WebP, PDF, ZIP). */
export function contentTypeOf(key: string): string {
  const extension = path.extname(key).toLowerCase();
  if (extension === '.webp') return 'image/webp';
  if (extension === '.pdf') return 'application/pdf';
  if (extension === '.zip') return 'application/zip';
  return 'application/octet-stream';
}

export type RestoreSummary = { manifest: BackupManifest; replacedMembers: number };

/**
 * Restores a backup into DATABASE_URL and `storage`. Checks the backup first (nothing is touched if it fails),
 * refuses a backup made by a newer version (a migration this code does not know) and a database that holds
 * members unless `force`. Then, in one psql transaction, drops every schema of the database but PostgreSQL's own
 * and replays the dump (pg_restore's SQL, without owners or privileges, so any role can restore): a failure leaves
 * the database as it was. Last, uploads every file (a file already stored under the same key is replaced).
 */
export async function restoreBackup(options: {
  config: DatabaseConfig;
  storage: FileStorage;
  from: string;
  force: boolean;
  log?: Log;
}): Promise<RestoreSummary> {
  const { storage, log = () => {} } = options;
  const url = requirePostgres(options.config, 'restore');
  const folder = path.resolve(options.from);
  log(`Checking ${folder} against its manifest…`);
  const manifest = await verifyBackup(folder);
  const { lastMigration } = manifest.database;
  if (lastMigration !== null && !Object.hasOwn(migrations, lastMigration)) {
    throw new CliError(
      `The backup was made by a newer version of the site (its database has migration ${lastMigration}, which this version does not know). Restore it with that version or a later one.`,
    );
  }

  const handle = connectPostgres(url, 1);
  let replacedMembers: number;
  let schemas: string[];
  try {
    replacedMembers = await countMembers(handle.db);
    if (replacedMembers > 0 && !options.force) {
      throw new CliError(
        `The database at DATABASE_URL already holds ${replacedMembers} member(s): nothing was restored. ` +
          'Restore into an empty database, or add --force to drop everything in this one and replace it with the backup.',
      );
    }
    schemas = await userSchemas(handle.db);
  } finally {
    await handle.close();
  }

  log(`Restoring the database (${schemas.length ? `replacing the schemas ${schemas.join(', ')}` : 'empty'})…`);
  const target = pgTarget(url);
  // psql runs the restore as one transaction that is committed only once pg_restore has written all of it: if
  // pg_restore fails, psql's input ends without COMMIT and PostgreSQL rolls everything back; if a statement fails,
  // psql stops (ON_ERROR_STOP) and the same happens.
  const psql = runPgTool(
    'psql',
    ['--no-psqlrc', '--quiet', '--set=ON_ERROR_STOP=1', '--file=-', `--dbname=${target.dbname}`],
    target,
  );
  const restore = runPgTool(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--file=-', path.join(folder, DUMP_FILE)],
    target,
  );
  restore.stdin.end();
  psql.stdin.write(`BEGIN;\n${emptySchemasScript(schemas)}`);
  try {
    await pipeline(restore.stdout, psql.stdin, { end: false });
    await restore.done;
  } catch (error) {
    psql.stdin.end();
    // psql's own message says more than the broken pipe pg_restore met.
    const psqlFailure = await psql.done.then(
      () => null,
      (failure: unknown) => failure,
    );
    await restore.done.catch(() => {});
    throw psqlFailure ?? error;
  }
  psql.stdin.end('COMMIT;\n');
  await psql.done;

  log(`Uploading ${manifest.files.length} file(s) into the ${storage.kind} storage…`);
  for (const entry of manifest.files) {
    const file = path.join(folder, MEDIA_FOLDER, ...entry.key.split('/'));
    await storage.putFile(entry.key, file, contentTypeOf(entry.key));
  }
  return { manifest, replacedMembers };
}
