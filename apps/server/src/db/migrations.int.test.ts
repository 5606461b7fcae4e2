import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { freshDatabase } from '../../test/test-app';
import { createMigrator, migrateToLatest } from './migrator';
import { migrations } from './migrations/index';

/**
 * Runs on PGlite by default and on PostgreSQL when TEST_DATABASE_URL is set (CI runs both), so the same
 * migrations are proven on both engines.
 */
describe(`migrations on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('apply every migration in order, are idempotent, and roll back cleanly', async () => {
    const handle = await freshDatabase();
    try {
      // freshDatabase already migrated: a second run applies nothing.
      expect(await migrateToLatest(handle.db)).toEqual([]);
      const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(handle.db);
      expect(applied.rows.map((row) => row.name)).toEqual(Object.keys(migrations).sort());

      const migrator = createMigrator(handle.db);
      for (let i = 0; i < Object.keys(migrations).length; i += 1) {
        const result = await migrator.migrateDown();
        expect(result.error).toBeUndefined();
      }
      const tables = await sql<{ table_name: string }>`
        select table_name from information_schema.tables
        where table_schema = 'public' and table_name not like 'kysely_%'`.execute(handle.db);
      expect(tables.rows).toEqual([]);

      expect((await migrateToLatest(handle.db)).length).toBe(Object.keys(migrations).length);
    } finally {
      await handle.close();
    }
    // Every migration down and up again on the embedded engine: a minute or more on a loaded 2-core machine.
  }, 180_000);

  it('names migrations so they sort in the order they must run', () => {
    const names = Object.keys(migrations);
    expect(names).toEqual([...names].sort());
    for (const name of names) expect(name).toMatch(/^\d{12}_[a-z0-9_]+$/);
  });
});
