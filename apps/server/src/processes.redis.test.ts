import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { migrations } from './db/migrations/index';
import { defaultPlanRows } from './db/reference-plans';
import { startServerProcess, type ServerProcess } from '../test/server-process';

/**
 * Several server processes as production runs them (PostgreSQL, Redis): started together on an empty database,
 * they apply every migration exactly once between them and all become ready.
 */
const postgresUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
if (!postgresUrl || !redisUrl) {
  throw new Error('processes.redis.test.ts needs TEST_DATABASE_URL and REDIS_URL: it starts several processes.');
}

const name = `processes_${Date.now().toString(36)}`;
const databaseUrl = Object.assign(new URL(postgresUrl), { pathname: `/${name}` }).toString();
const dataDir = mkdtempSync(path.join(tmpdir(), 'processes-'));
const processes: ServerProcess[] = [];

async function admin<T>(work: (client: pg.Client) => Promise<T>, url = postgresUrl!): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The migration names a process's log says it applied (none when another process had applied them first). */
function appliedBy(server: ServerProcess): string[] {
  const line = server
    .output()
    .split('\n')
    .find((text) => text.includes('"msg":"database migrated"'));
  return line ? (JSON.parse(line) as { applied: string[] }).applied : [];
}

afterAll(async () => {
  await Promise.all(processes.map((server) => server.stop()));
  await admin((client) => client.query(`drop database if exists ${name} with (force)`));
  rmSync(dataDir, { recursive: true, force: true });
}, 40_000);

describe('several server processes', () => {
  it('started together on an empty database apply each migration once between them, and all become ready', async () => {
    await admin((client) => client.query(`create database ${name}`));
    const started = await Promise.all(
      ['one', 'two', 'three'].map((processName) =>
        startServerProcess(processName, {
          APP_ENV: 'test',
          LOG_LEVEL: 'info',
          DATABASE_URL: databaseUrl,
          REDIS_URL: redisUrl,
          JWT_SECRET: 'processes-test-secret-processes-test-secret-01',
          DATA_DIR: path.join(dataDir, processName),
          WEB_DIST_DIR: '/nonexistent-web-dist',
        }),
      ),
    );
    processes.push(...started);

    const known = Object.keys(migrations);
    const applied = started.flatMap(appliedBy);
    expect(applied.sort()).toEqual([...known].sort());
    const recorded = await admin(
      (client) => client.query<{ name: string }>('select name from kysely_migration order by name'),
      databaseUrl,
    );
    expect(recorded.rows.map((row) => row.name)).toEqual([...known].sort());
    const plans = await admin((client) => client.query<{ id: string }>('select id from plans'), databaseUrl);
    expect(plans.rows).toHaveLength(defaultPlanRows().length);

    for (const server of started) {
      const res = await fetch(`${server.origin}/readyz`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: 'ready', database: true, migrations: true, redis: 'ok' });
    }
  }, 120_000);
});
