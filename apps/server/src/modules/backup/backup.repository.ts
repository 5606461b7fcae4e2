import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The reads a backup and a restore make of the database itself (SQL lives here, ADR 014). */

const isMissingTable = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '42P01';

/** How many accounts the database holds; 0 when it has no `users` table (an empty, never migrated database). */
export async function countMembers(db: Kysely<Database>): Promise<number> {
  try {
    const row = await db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  } catch (error) {
    if (isMissingTable(error)) return 0;
    throw error;
  }
}

/** The name of the last schema migration applied (names sort by date), or null before the first. */
export async function lastAppliedMigration(db: Kysely<Database>): Promise<string | null> {
  try {
    const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name desc limit 1`.execute(
      db,
    );
    return rows[0]?.name ?? null;
  } catch (error) {
    if (isMissingTable(error)) return null;
    throw error;
  }
}

/** Every schema of the database but PostgreSQL's own (`public`, pg-boss's `pgboss`…). */
export async function userSchemas(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select nspname as name from pg_namespace
    where nspname !~ '^pg_' and nspname <> 'information_schema'
    order by nspname`.execute(db);
  return rows.map((row) => row.name);
}

const identifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * The statements a restore runs first, in the restore's transaction: every schema given is dropped with all it
 * holds, and an empty `public` is made for the backup's tables (pg_dump leaves `public` itself out).
 */
export function emptySchemasScript(schemas: readonly string[]): string {
  return [...schemas.map((schema) => `DROP SCHEMA ${identifier(schema)} CASCADE;`), 'CREATE SCHEMA public;', ''].join(
    '\n',
  );
}
