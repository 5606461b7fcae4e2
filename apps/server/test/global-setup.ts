import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connectPostgres, wrapPglite } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrator';
import { fillGunaMilanPairs } from '../src/modules/horoscope/index';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding a migrated PGlite data folder, which every test database starts from. */
    pgliteTemplate: string;
    /** On PostgreSQL (TEST_DATABASE_URL): a migrated database every test database is created from. */
    postgresTemplate: string;
  }
}

/**
 * Migrates one database for the whole run, before any test file starts: every test database is a copy of it
 * (`freshDatabase` in test-app.ts), so no file pays for creating and migrating its own. Removed at the end.
 */
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `t_template_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const target = new URL(url);
    target.pathname = `/${name}`;
    const handle = connectPostgres(target.toString(), 1);
    await migrateToLatest(handle.db);
    // What every server start writes (discover.routes): in the template, so each test's start finds it equal.
    await fillGunaMilanPairs(handle.db);
    await handle.close();
    project.provide('postgresTemplate', name);
    return async () => {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    };
  }
  const folder = mkdtempSync(path.join(tmpdir(), 'pglite-template-'));
  const file = path.join(folder, 'migrated.tar');
  const handle = wrapPglite(await PGlite.create());
  await migrateToLatest(handle.db);
  await fillGunaMilanPairs(handle.db);
  const dump = await handle.pglite.dumpDataDir('none');
  await handle.close();
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return async () => rmSync(folder, { recursive: true, force: true });
}
