// The backup module's face (ADR 014): the operator commands `npm run db:backup` and `npm run db:restore`.
export { BACKUP_USAGE, parseBackupArgs, parseRestoreArgs, RESTORE_USAGE } from './backup-args';
export {
  BackupManifestSchema,
  createBackup,
  embeddedDatabaseMessage,
  restoreBackup,
  verifyBackup,
  type BackupManifest,
} from './backup.service';
