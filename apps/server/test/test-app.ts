import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type AppDependencies } from '../src/app';
import { loadConfig, type AppConfig } from '../src/config/env';
import { connectPostgres, wrapPglite, type DatabaseHandle } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrator';
import { fixedClock } from '../src/lib/clock';

/**
 * A fresh, migrated database for one test (file).
 * - Default: PGlite in memory, loaded from the migrated data folder `global-setup.ts` made once for the run.
 * - TEST_DATABASE_URL set: a new PostgreSQL database per call, created from the run's migrated template database.
 * Outside a run with that set-up (a single file run with another config), each database is migrated itself.
 */
const provided = (key: 'pgliteTemplate' | 'postgresTemplate'): string | undefined => {
  try {
    return inject(key);
  } catch {
    return undefined;
  }
};

let pgliteTemplate: Promise<Blob> | undefined;

async function freshPglite(): Promise<DatabaseHandle> {
  const file = provided('pgliteTemplate');
  if (!file) {
    const handle = wrapPglite(await PGlite.create());
    await migrateToLatest(handle.db);
    return handle;
  }
  pgliteTemplate ??= readFile(file).then((bytes) => new Blob([bytes]));
  return wrapPglite(await PGlite.create({ loadDataDir: await pgliteTemplate }));
}

/**
 * A new, migrated PostgreSQL database on the server at `url`, dropped by `close()`. `url` on the answer is the new
 * database's own address, for server processes a test starts on it.
 */
export async function freshPostgres(url: string): Promise<DatabaseHandle & { url: string }> {
  const template = provided('postgresTemplate');
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  try {
    await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  } finally {
    await admin.end();
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = connectPostgres(target.toString(), 4);
  if (!template) await migrateToLatest(handle.db);
  return {
    ...handle,
    url: target.toString(),
    close: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export function freshDatabase(): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL;
  return url ? freshPostgres(url) : freshPglite();
}

export function testConfig(overrides: Record<string, string> = {}): AppConfig {
  return loadConfig({
    APP_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    PUBLIC_URL: 'http://localhost:3000',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    DEV_OUTBOX: '1',
    ...overrides,
  });
}

export type TestApp = {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: AppConfig;
  clock: ReturnType<typeof fixedClock>;
  close: () => Promise<void>;
};

export async function createTestApp(
  options: { env?: Record<string, string>; deps?: Partial<AppDependencies> } = {},
): Promise<TestApp> {
  // Files (photos) go to a folder of this app's own, never into the working tree's ./data.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'test-app-'));
  const config = testConfig({ DATA_DIR: dataDir, ...options.env });
  const database = await freshDatabase();
  const clock = fixedClock(new Date());
  const app = await buildApp(config, { database, clock, logger: false, ...options.deps });
  await app.ready();
  return {
    app,
    database,
    config,
    clock,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
