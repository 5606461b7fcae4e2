import { describe, expect, it } from 'vitest';
import { CliUsageError } from '../../lib/cli/database';
import { parseBackupArgs, parseRestoreArgs } from './backup-args';
import { emptySchemasScript } from './backup.repository';
import { contentTypeOf, createBackup, restoreBackup } from './backup.service';
import { pgTarget } from './pg-tools';

describe('parseBackupArgs', () => {
  it('reads --out as a separate or inline value, and --help', () => {
    expect(parseBackupArgs(['--out', '/srv/backups/2026-12-01'])).toEqual({
      help: false,
      out: '/srv/backups/2026-12-01',
    });
    expect(parseBackupArgs(['--out=backups/today'])).toEqual({ help: false, out: 'backups/today' });
    expect(parseBackupArgs(['--help'])).toEqual({ help: true });
    expect(parseBackupArgs(['-h'])).toEqual({ help: true });
  });

  it('refuses a missing or empty --out, unknown flags and positional arguments', () => {
    expect(() => parseBackupArgs([])).toThrow(
      new CliUsageError('--out is required: the folder to write the backup into.'),
    );
    expect(() => parseBackupArgs(['--out', '  '])).toThrow(/--out is required/);
    expect(() => parseBackupArgs(['--out'])).toThrow(CliUsageError);
    expect(() => parseBackupArgs(['--out', 'a', '--force'])).toThrow(/Unknown option '--force'/);
    expect(() => parseBackupArgs(['backups'])).toThrow(CliUsageError);
  });
});

describe('parseRestoreArgs', () => {
  it('reads --from and --force', () => {
    expect(parseRestoreArgs(['--from', 'backups/today'])).toEqual({ help: false, from: 'backups/today', force: false });
    expect(parseRestoreArgs(['--force', '--from=backups/today'])).toEqual({
      help: false,
      from: 'backups/today',
      force: true,
    });
    expect(parseRestoreArgs(['--help', '--force'])).toEqual({ help: true });
  });

  it('refuses a missing --from, a value given to --force and unknown flags', () => {
    expect(() => parseRestoreArgs(['--force'])).toThrow(
      /--from is required: the backup folder made by npm run db:backup/,
    );
    expect(() => parseRestoreArgs(['--from', 'x', '--force=yes'])).toThrow(CliUsageError);
    expect(() => parseRestoreArgs(['--out', 'x'])).toThrow(/Unknown option '--out'/);
  });
});

describe('the embedded database', () => {
  const storage = {
    list: () => {
      throw new Error('the storage must not be touched');
    },
  } as never;

  it('is refused by backup and restore with how to back it up instead, touching nothing', async () => {
    const config = { DATABASE_URL: undefined, DATA_DIR: '/srv/app-data' };
    await expect(createBackup({ config, storage, out: '/nonexistent/backup' })).rejects.toThrow(
      /embedded database \(PGlite\) in \/srv\/app-data\/pglite[\s\S]*stopping the server and copying the whole data folder \/srv\/app-data/,
    );
    await expect(restoreBackup({ config, storage, from: '/nonexistent/backup', force: true })).rejects.toThrow(
      /stopping the server and putting a copy of the data folder back in \/srv\/app-data/,
    );
  });
});

describe('helpers', () => {
  it('keeps the password off the command line', () => {
    const target = pgTarget('postgres://app:s%40cret@db.internal:5433/site?sslmode=require');
    expect(target.dbname).toBe('postgres://app@db.internal:5433/site?sslmode=require');
    expect(target.env.PGPASSWORD).toBe('s@cret');
  });

  it('drops every schema given and makes an empty public, quoting names', () => {
    expect(emptySchemasScript(['pgboss', 'public', 'we"ird'])).toBe(
      'DROP SCHEMA "pgboss" CASCADE;\nDROP SCHEMA "public" CASCADE;\nDROP SCHEMA "we""ird" CASCADE;\nCREATE SCHEMA public;\n',
    );
  });

  it('stores files back with the type the server gave them', () => {
    expect(contentTypeOf('photos/u/p/thumb.webp')).toBe('image/webp');
    expect(contentTypeOf('files/f/document.pdf')).toBe('application/pdf');
    expect(contentTypeOf('exports/u/e.zip')).toBe('application/zip');
    expect(contentTypeOf('other/x.bin')).toBe('application/octet-stream');
  });
});
