import { sql, type Kysely } from 'kysely';
import PgBoss from 'pg-boss';

/**
 * The job queue's tables (ADR 010): pg-boss's own schema `pgboss`, installed here so that every database (and the
 * test template every test file clones) has it before the app starts, and a send inside a request's transaction
 * never has to create tables first. pg-boss writes the SQL; its plan is one `BEGIN; …; COMMIT;` script, and this
 * migration already runs in the migrator's transaction, so the script runs without its own BEGIN and COMMIT.
 * Later pg-boss versions migrate this schema themselves when the server starts (`migrate: true`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const plan = PgBoss.getConstructionPlans('pgboss').trim();
  if (!plan.startsWith('BEGIN;') || !plan.endsWith('COMMIT;')) {
    throw new Error('pg-boss construction plan is not a BEGIN … COMMIT script');
  }
  await sql.raw(plan.slice('BEGIN;'.length, -'COMMIT;'.length)).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop schema if exists pgboss cascade`.execute(db);
}
