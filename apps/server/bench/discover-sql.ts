import {
  CamelCasePlugin,
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type CompiledQuery,
} from 'kysely';
import type { Database } from '../src/db/schema';
import * as repo from '../src/modules/discover/matching.repository';
import type { MatchMember } from '../src/modules/discover/match-rules';

/**
 * The discover benchmark's view of the matcher's SQL: the statement `matchesByActivity` sends, captured by running
 * the repository's own function on a Kysely that compiles (PostgreSQL dialect, the app's camel-case plugin) and
 * executes nothing. So the SQL run "directly" and explained is exactly the app's, whatever the repository does.
 */

let captured: CompiledQuery | undefined;
const compiling = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
  plugins: [new CamelCasePlugin()],
  log: (event) => {
    if (event.level === 'query') captured = event.query;
  },
});

export type SqlStatement = { sql: string; parameters: unknown[] };

/** The statement behind a best-match pool (or the activity-ordered tail after `after`), or null when none is sent. */
export async function poolStatement(input: {
  viewer: MatchMember;
  filters: repo.SearchFilters;
  today: Date;
  limit: number;
  after?: repo.ActivityAnchor;
}): Promise<SqlStatement | null> {
  captured = undefined;
  await repo.matchesByActivity(compiling, input);
  const query = captured as CompiledQuery | undefined;
  return query ? { sql: query.sql, parameters: [...query.parameters] } : null;
}

/** The statement behind the "newest members" sort. */
export async function joinedStatement(input: {
  viewer: MatchMember;
  filters: repo.SearchFilters;
  today: Date;
  limit: number;
  after?: repo.JoinedAnchor;
}): Promise<SqlStatement | null> {
  captured = undefined;
  await repo.matchesByJoined(compiling, input);
  const query = captured as CompiledQuery | undefined;
  return query ? { sql: query.sql, parameters: [...query.parameters] } : null;
}

/** Index names a plan reads (from EXPLAIN's text format). */
export function indexesIn(plan: string): string[] {
  return [...new Set([...plan.matchAll(/Index (?:Only )?Scan(?: Backward)? using (\w+)/g)].map((m) => m[1] as string))];
}
