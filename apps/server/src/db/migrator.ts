import { Migrator, type Kysely, type MigrationResultSet } from 'kysely';
import { seedDefaultPlans } from './reference-plans';
import { migrations } from './migrations/index';

export function createMigrator(db: Kysely<any>): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => migrations } });
}

/**
 * Applies every pending migration, then inserts the reference rows that are missing (the default plans); throws
 * with the failing migration's name on error.
 */
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const result: MigrationResultSet = await createMigrator(db).migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((item) => item.status === 'Error');
    const reason = result.error instanceof Error ? result.error.message : String(result.error);
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${reason}`);
  }
  await seedDefaultPlans(db);
  return (result.results ?? []).filter((item) => item.status === 'Success').map((item) => item.migrationName);
}
