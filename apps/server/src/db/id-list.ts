import { sql, type RawBuilder } from 'kysely';

/**
 * `= anyId(ids)` for a list of ids of any length: one array parameter (`any($1::uuid[])`). A list written as
 * `in ($1, $2, …)` sends one parameter per id, and PostgreSQL's protocol allows 65,535 of them per statement, so
 * a list read from the database (everyone who viewed a profile, say) must never be passed that way.
 */
export function anyId(ids: readonly string[]): RawBuilder<string> {
  return sql<string>`any(${sql`${[...ids]}::uuid[]`})`;
}
