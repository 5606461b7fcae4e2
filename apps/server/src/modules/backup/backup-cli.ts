import { loadConfig } from '../../config/env';
import { reportCliFailure } from '../../lib/cli/database';
import { createStorage, type FileStorage } from '../../lib/storage/index';
import { BACKUP_USAGE, parseBackupArgs, parseRestoreArgs, RESTORE_USAGE } from './backup-args';
import { createBackup, restoreBackup } from './backup.service';

/**
 * `npm run db:backup -- --out DIR` and `npm run db:restore -- --from DIR [--force]` (backup-args.ts has the
 * usage). Exit status 0 when done, 2 for a usage error, 1 for a refusal or a failure.
 */

const [command, ...argv] = process.argv.slice(2);
const usage = command === 'restore' ? RESTORE_USAGE : BACKUP_USAGE;
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
const log = (line: string) => console.log(line);

let storage: FileStorage | undefined;
try {
  if (command === 'backup') {
    const args = parseBackupArgs(argv);
    if (args.help) console.log(BACKUP_USAGE);
    else {
      const config = loadConfig();
      storage = await createStorage(config);
      const { out, manifest } = await createBackup({ config, storage, out: args.out, log });
      console.log(
        `Backed up ${manifest.database.members} member(s) (database ${mib(manifest.database.bytes)}, last migration ` +
          `${manifest.database.lastMigration ?? 'none'}) and ${manifest.media.files} file(s) (${mib(manifest.media.bytes)}) into ${out}.`,
      );
    }
  } else if (command === 'restore') {
    const args = parseRestoreArgs(argv);
    if (args.help) console.log(RESTORE_USAGE);
    else {
      const config = loadConfig();
      storage = await createStorage(config);
      const { manifest, replacedMembers } = await restoreBackup({
        config,
        storage,
        from: args.from,
        force: args.force,
        log,
      });
      console.log(
        `Restored the backup of ${manifest.createdAt}: ${manifest.database.members} member(s) and ` +
          `${manifest.media.files} file(s)${replacedMembers ? ` (replacing a database of ${replacedMembers} member(s))` : ''}. ` +
          'Start the server: it applies any newer migrations.',
      );
    }
  } else {
    console.error(`Usage: backup-cli.ts backup|restore …\n\n${BACKUP_USAGE}\n\n${RESTORE_USAGE}`);
    process.exitCode = 2;
  }
} catch (error) {
  reportCliFailure(error, usage);
} finally {
  await storage?.close?.();
}
