import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The readiness probe's statements (architecture: repositories are the only place SQL lives). */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}

/** The names of the migrations applied to the database (Kysely's own table; none before the first). */
export async function appliedMigrationNames(db: Kysely<Database>): Promise<string[]> {
  const table = await sql<{ found: string | null }>`select to_regclass('kysely_migration')::text as found`.execute(db);
  if (!table.rows[0]?.found) return [];
  const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  return rows.map((row) => row.name);
}
