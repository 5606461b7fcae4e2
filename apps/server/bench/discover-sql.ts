import {
  CamelCasePlugin,
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
} from 'kysely';
import type { Database } from '../src/db/schema';
import * as repo from '../src/modules/discover/matching.repository';

/**
 * The discover benchmark's view of the matcher's SQL: the statements the repository builds
 * (`orderedMatchesQuery`, behind `matchesByActivity` and `matchesByJoined`; `scoredPoolQuery`), compiled by a Kysely with the app's
 * dialect and camel-case plugin that executes nothing. So the SQL run "directly" and explained is exactly the app's.
 */
const compiling = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
  plugins: [new CamelCasePlugin()],
});

export type SqlStatement = { sql: string; parameters: unknown[] };

type ListInput = Parameters<typeof repo.orderedMatchesQuery>[2];

function listStatement(column: 'last_active_at' | 'joined_at', input: ListInput): SqlStatement | null {
  const query = repo.orderedMatchesQuery(compiling, column, input)?.compile();
  return query ? { sql: query.sql, parameters: [...query.parameters] } : null;
}

/** The statement behind a best-match pool (or the activity-ordered tail after `after`), or null when none is sent. */
export const poolStatement = (input: ListInput) => listStatement('last_active_at', input);

/** The statement behind a best-match first page: the pool in activity order, scored (`scoredPool`). */
export function scoredPoolStatement(input: ListInput, now: Date): SqlStatement | null {
  const query = repo.scoredPoolQuery(compiling, input, now)?.compile(compiling);
  return query ? { sql: query.sql, parameters: [...query.parameters] } : null;
}

/** The statement behind the "newest members" sort. */
export const joinedStatement = (input: ListInput) => listStatement('joined_at', input);

/** Index names a plan reads (from EXPLAIN's text format). */
export function indexesIn(plan: string): string[] {
  return [...new Set([...plan.matchAll(/Index (?:Only )?Scan(?: Backward)? using (\w+)/g)].map((m) => m[1] as string))];
}
