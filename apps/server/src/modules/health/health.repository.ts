import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The readiness probe's one statement (architecture: repositories are the only place SQL lives). */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
