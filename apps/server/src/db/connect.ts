import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
  // The pool listens only to its idle connections. One it has lent out (to a request's statement or transaction)
  // that the server ends (a restart, a failover) emits 'error' too, and unheard that ended the process. Heard here
  // and otherwise ignored: the statement or transaction using it fails and says why, and the pool discards the
  // connection when it is given back (it is no longer queryable).
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
    // No JIT compilation: PostgreSQL compiles a statement estimated past `jit_above_cost` with LLVM first, which
    // suits long analytical queries, not a site's. Discover's pool statement with a rare filter is estimated past it
    // at 1,000,000 members and spent 74 ms compiling a plan that ran in 5 ms (docs/performance.md). A setting of the
    // session, sent before the pool lends the connection (a connection runs its statements in order), rather than a
    // startup option, which PgBouncer refuses unless told to ignore it. A failure is the connection's own (it
    // broke): its next statement says so.
    client.query('set jit = off').catch(() => undefined);
  });
  const handle = handleOn(pool, 'postgres', onStatement);
  return { ...handle, close: () => handle.db.destroy() };
}

export class DatabaseInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The embedded database in ${dataDir} is open in another process (pid ${pid}). Only one process at a time can ` +
        'use it: stop that one first (the server, or a seed or operator command), or give every process the same ' +
        'DATABASE_URL.',
    );
    this.name = 'DatabaseInUseError';
  }
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Takes the embedded database's folder for this process: each process keeps its own copy of PGlite in memory, so
 * a second one on the same folder (a seed while the server runs) would write what the first never sees and
 * overwrite each other's files. The lock names the process; one that has ended leaves a lock that is taken over.
 * Answers the function that gives it back.
 */
function lockDataDir(dataDir: string): () => void {
  const lockFile = path.join(dataDir, 'pglite.lock');
  for (;;) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
    if (Number.isInteger(holder) && holder > 0 && isRunning(holder)) throw new DatabaseInUseError(dataDir, holder);
    rmSync(lockFile, { force: true });
  }
}

/** Embedded PostgreSQL (PGlite, WASM) persisted in a folder, or in memory when `dataDir` is undefined. */
export async function connectPglite(
  dataDir: string | undefined,
  onStatement?: StatementListener,
): Promise<DatabaseHandle & { pglite: PGlite }> {
  if (!dataDir) return wrapPglite(await PGlite.create(), onStatement);
  const root = path.resolve(dataDir);
  const dir = path.join(root, 'pglite');
  mkdirSync(dir, { recursive: true });
  const unlock = lockDataDir(root);
  try {
    const handle = wrapPglite(await PGlite.create(dir), onStatement);
    return {
      ...handle,
      close: async () => {
        try {
          await handle.close();
        } finally {
          unlock();
        }
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
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
