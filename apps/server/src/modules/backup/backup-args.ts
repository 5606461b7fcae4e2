import { parseArgs } from 'node:util';
import { CliUsageError } from '../../lib/cli/database';

/** `npm run db:backup` and `npm run db:restore`: their command lines and usage texts (docs/deployment.md). */

export const BACKUP_USAGE = `Usage: npm run db:backup -- --out DIR

Backs up the site into DIR (a new or empty folder): the PostgreSQL database at DATABASE_URL as DIR/database.dump
(pg_dump's custom format), every stored file (member photos, chat attachments, verification images, data
exports) from the file store the server uses (S3_BUCKET, else DATA_DIR/media) into DIR/media/, and
DIR/manifest.json (when, the last migration applied, and the size and SHA-256 of the dump and of every file),
written last. Safe while the site runs. Needs pg_dump of the server's major version or newer on PATH.
The embedded database (no DATABASE_URL) is backed up by copying DATA_DIR while the server is stopped.

  --out DIR   where to write the backup (required; made if missing, refused if it holds anything)
  --help      this text`;

export const RESTORE_USAGE = `Usage: npm run db:restore -- --from DIR [--force]

Restores a backup made by npm run db:backup into the PostgreSQL database at DATABASE_URL and the file store the
server uses (S3_BUCKET, else DATA_DIR/media). First checks every file of DIR against its manifest (and touches
nothing if one is missing or differs), and refuses a database that already holds members unless --force. The
database's schemas are then replaced by the backup's in one transaction (all or nothing), and the files are
uploaded. Stop the site first, and start it afterwards (it applies any newer migrations). Needs pg_restore and psql
of the backup's pg_dump version or newer on PATH.

  --from DIR  the backup folder (required)
  --force     replace a database that already holds members (everything in it is dropped)
  --help      this text`;

export type BackupArgs = { help: true } | { help: false; out: string };
export type RestoreArgs = { help: true } | { help: false; from: string; force: boolean };

function parse(argv: readonly string[], options: Record<string, { type: 'string' | 'boolean' }>) {
  try {
    return parseArgs({
      args: [...argv],
      options: { ...options, help: { type: 'boolean', short: 'h' } },
      strict: true,
      allowPositionals: false,
    }).values as Record<string, string | boolean | undefined>;
  } catch (error) {
    throw new CliUsageError((error as Error).message);
  }
}

function folder(flag: string, value: string | boolean | undefined, what: string): string {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) throw new CliUsageError(`--${flag} is required: ${what}.`);
  return text;
}

/** `--out DIR` (or `--out=DIR`); throws CliUsageError with a message for the operator. */
export function parseBackupArgs(argv: readonly string[]): BackupArgs {
  const values = parse(argv, { out: { type: 'string' } });
  if (values.help) return { help: true };
  return { help: false, out: folder('out', values.out, 'the folder to write the backup into') };
}

/** `--from DIR [--force]`; throws CliUsageError with a message for the operator. */
export function parseRestoreArgs(argv: readonly string[]): RestoreArgs {
  const values = parse(argv, { from: { type: 'string' }, force: { type: 'boolean' } });
  if (values.help) return { help: true };
  return {
    help: false,
    from: folder('from', values.from, 'the backup folder made by npm run db:backup'),
    force: values.force === true,
  };
}
