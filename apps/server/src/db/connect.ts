import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { CamelCasePlugin, Kysely, PostgresDialect, type CompiledQuery, type LogEvent } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

export type DatabaseEngine = 'pglite' | 'postgres';

/** Called after every statement with how long it took, and whether it failed. */
export type QueryObserver = (durationMs: number, failed: boolean) => void;

/** The pool's connections now: open, idle, requests waiting for one, and its size. */
export type PoolUse = { total: number; idle: number; waiting: number; max: number };

export type DatabaseHandle = {
  db: Kysely<Database>;
  engine: DatabaseEngine;
  close: () => Promise<void>;
  /** Observes every statement sent through `db` (metrics); returns the function that stops observing. */
  observeQueries: (observer: QueryObserver) => () => void;
  /** The `pg` pool's use at this moment (read when metrics are scraped). */
  poolUse: () => PoolUse;
};

// BIGINT and NUMERIC stay strings by default; counts we read are small, so parse int8 as number.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));
// DATE stays the calendar day it is ('1994-08-21'), never a Date shifted by the server's time zone.
pg.types.setTypeParser(1082, (value) => value);

/** Called with every statement sent (benchmarks replay them; the app passes none). */
export type StatementListener = (query: CompiledQuery) => void;

/**
 * Kysely over `pool` with the handle's statement observers: every statement (the app's, its transactions' and the
 * job queue's, which share the executor) is timed by Kysely's `log` hook and handed to them.
 */
function handleOn(
  pool: pg.Pool,
  engine: DatabaseEngine,
  onStatement: StatementListener | undefined,
): Omit<DatabaseHandle, 'close'> {
  const observers = new Set<QueryObserver>();
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new CamelCasePlugin()],
    log: (event: LogEvent) => {
      onStatement?.(event.query);
      for (const observer of observers) observer(event.queryDurationMillis, event.level === 'error');
    },
  });
  return {
    db,
    engine,
    observeQueries(observer) {
      observers.add(observer);
      return () => observers.delete(observer);
    },
    poolUse: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: pool.options.max,
    }),
  };
}

/** PostgreSQL server from a URL (production, CI database suites). */
export function connectPostgres(url: string, poolSize = 10, onStatement?: StatementListener): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection the server drops (restart, failover, idle timeout) is discarded by the pool and replaced on
  // the next query; without a listener its 'error' event would be thrown and end the process.
  pool.on('error', (error) => {
    process.emitWarning(`PostgreSQL dropped an idle connection: ${error.message}`, { code: 'PG_IDLE_CLIENT' });
  });
  const handle = handleOn(pool, 'postgres', onStatement);
  return { ...handle, close: () => handle.db.destroy() };
}

/** Embedded PostgreSQL (PGlite, WASM) persisted in a folder, or in memory when `dataDir` is undefined. */
export async function connectPglite(
  dataDir: string | undefined,
  onStatement?: StatementListener,
): Promise<DatabaseHandle & { pglite: PGlite }> {
  let pglite: PGlite;
  if (dataDir) {
    const dir = path.resolve(dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    pglite = await PGlite.create(dir);
  } else {
    pglite = await PGlite.create();
  }
  return wrapPglite(pglite, onStatement);
}

export function wrapPglite(pglite: PGlite, onStatement?: StatementListener): DatabaseHandle & { pglite: PGlite } {
  const pool = new pg.Pool(createPgConfig(pglite));
  const handle = handleOn(pool, 'pglite', onStatement);
  return {
    ...handle,
    pglite,
    close: async () => {
      await handle.db.destroy();
      await pglite.close();
    },
  };
}

export async function connectDatabase(options: {
  DATABASE_URL?: string | undefined;
  DATABASE_POOL_SIZE?: number | undefined;
  DATA_DIR: string;
}): Promise<DatabaseHandle> {
  return options.DATABASE_URL
    ? connectPostgres(options.DATABASE_URL, options.DATABASE_POOL_SIZE)
    : connectPglite(options.DATA_DIR);
}
