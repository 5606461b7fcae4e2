import pg from 'pg';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgres } from '../../test/test-app';
import { connectPostgres, type DatabaseHandle } from './connect';

/**
 * PostgreSQL ending a connection the pool has lent out (a restart, `pg_ctl restart -m fast`, a failover,
 * `pg_terminate_backend`): the request using it fails, the process does not. `pg` emits the connection's end as an
 * 'error' event on its client, and a lent client has no listener of the pool's: without one of ours, the event
 * was thrown as an uncaught exception and ended the server process (found by `npm run bench -- faults`).
 */
const postgresUrl = process.env.TEST_DATABASE_URL;
if (!postgresUrl) throw new Error('connect.pg.test.ts needs TEST_DATABASE_URL.');

let database: DatabaseHandle & { url: string };
let handle: DatabaseHandle;
let admin: pg.Client;

beforeAll(async () => {
  database = await freshPostgres(postgresUrl);
  handle = connectPostgres(database.url, 2);
  admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
});
afterAll(async () => {
  await admin?.end();
  await handle?.close();
  await database?.close();
});

const uncaught = () => {
  const errors: Error[] = [];
  const listener = (error: Error) => errors.push(error);
  // Vitest's own listener reports the run failed as well; this one names what happened in the test.
  process.on('uncaughtException', listener);
  return { errors, stop: () => process.off('uncaughtException', listener) };
};

describe('a connection PostgreSQL ends while the pool has lent it out', () => {
  it('fails the transaction that held it, throws nothing uncaught, and the pool serves again', async () => {
    const seen = uncaught();
    try {
      const outcome = handle.db
        .transaction()
        .execute(async (trx) => {
          const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
          // Between two statements of a transaction, as a request is when PostgreSQL restarts.
          await admin.query('select pg_terminate_backend($1)', [rows[0]?.pid]);
          await new Promise((resolve) => setTimeout(resolve, 300));
          await sql`select 1`.execute(trx);
        })
        .then(
          () => 'committed',
          (error: Error) => error.message,
        );
      expect(await outcome).not.toBe('committed');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(seen.errors.map((error) => error.message)).toEqual([]);

      // The broken connection is not lent again: the next statements get a new one.
      for (let i = 0; i < 4; i += 1) {
        const { rows } = await sql<{ one: number }>`select 1 as one`.execute(handle.db);
        expect(rows).toEqual([{ one: 1 }]);
      }
    } finally {
      seen.stop();
    }
  });

  it('fails the statement running on it when it ends mid-statement, and nothing else', async () => {
    const seen = uncaught();
    try {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(handle.db);
      void rows;
      const running = sql`select pg_sleep(5)`.execute(handle.db).then(
        () => 'answered',
        (error: Error) => error.message,
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where query = 'select pg_sleep(5)' and datname = current_database()`,
      );
      expect(await running).toMatch(/terminat/);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(seen.errors.map((error) => error.message)).toEqual([]);
      expect((await sql<{ one: number }>`select 1 as one`.execute(handle.db)).rows).toEqual([{ one: 1 }]);
    } finally {
      seen.stop();
    }
  });
});

describe("the app's connections", () => {
  // PostgreSQL compiles a statement whose estimated cost passes `jit_above_cost` (100,000) with LLVM before running it.
  // For a site's short statements that costs far more than it saves: Discover's first page with a rare filter was
  // estimated past it at 1,000,000 members and spent 74 ms of 118 compiling a plan that ran in 5 ms.
  it('run without JIT compilation, each connection of the pool', async () => {
    const settings = await Promise.all(
      [0, 1].map(() =>
        handle.db.connection().execute(async (connection) => {
          const { rows } = await sql<{ jit: string; pid: number }>`
            select current_setting('jit') as jit, pg_backend_pid() as pid, pg_sleep(0.05)`.execute(connection);
          return rows[0];
        }),
      ),
    );
    expect(settings.map((setting) => setting?.jit)).toEqual(['off', 'off']);
    expect(new Set(settings.map((setting) => setting?.pid)).size).toBe(2);
  });
});
