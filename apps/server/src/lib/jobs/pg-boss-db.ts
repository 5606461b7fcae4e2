import { CompiledQuery, type Kysely } from 'kysely';
import type PgBoss from 'pg-boss';

/**
 * pg-boss's database adapter over the app's own Kysely instance, so the queue uses the connection the app already
 * has: a `pg` pool on PostgreSQL, the one embedded PGlite otherwise (PGlite cannot be shared with a second pool).
 * Plugins are dropped because pg-boss names its own columns (the app's camel-case plugin would rename them).
 * pg-boss sends its multi-statement commands (`BEGIN; …; COMMIT;`) without parameters, as one simple query, so
 * each stays one round trip and one transaction on either engine.
 */
export function pgBossDb(db: Kysely<any>): PgBoss.Db {
  const raw = db.withoutPlugins();
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const result = await raw.executeQuery(CompiledQuery.raw(text, values));
      return { rows: result.rows as never[] };
    },
  };
}
