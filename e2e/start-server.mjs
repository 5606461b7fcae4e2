// Starts the built server for the browser journeys on a throwaway database: the embedded one in a temporary
// DATA_DIR, or, with E2E_DATABASE_URL=postgres://…, a fresh database of its own on that PostgreSQL server (created
// here under a unique name, dropped when the server exits). DATA_DIR stays a temporary folder either way (photos).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-data-'));

/** The journeys' own database on the E2E_DATABASE_URL server, or null for the embedded one. */
let postgres = null;
if (process.env.E2E_DATABASE_URL) {
  try {
    postgres = await createDatabase(process.env.E2E_DATABASE_URL);
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    console.error(`e2e: could not create a database on E2E_DATABASE_URL: ${error.message}`);
    process.exit(1);
  }
}
const database = postgres ? { DATA_DIR: dataDir, DATABASE_URL: postgres.url } : { DATA_DIR: dataDir };

/** Creates an empty database with a unique name on the server of `serverUrl`; answers its URL and name. */
async function createDatabase(serverUrl) {
  const name = `e2e_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { serverUrl, name, url: url.toString() };
}

/** Drops the journeys' database (its last connections with it); a failure is said, not thrown. */
async function dropDatabase() {
  if (!postgres) return;
  const client = new pg.Client({ connectionString: postgres.serverUrl });
  try {
    await client.connect();
    await client.query(`drop database if exists "${postgres.name}" with (force)`);
  } catch (error) {
    console.error(`e2e: could not drop the database ${postgres.name}: ${error.message}`);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Removes what this run made (the folder, the database) and exits with `code`. */
async function cleanUpAndExit(code) {
  rmSync(dataDir, { recursive: true, force: true });
  await dropDatabase();
  process.exit(code);
}

// Demo members for the discover journey (the demo account among them), without photos (fast): the same writer
// as `npm run db:seed`, run before the server opens the embedded database.
const seedProfiles = process.env.E2E_SEED_PROFILES ?? '150';
const seeded = spawnSync(
  'npx',
  ['tsx', 'apps/server/src/seed/seed-cli.ts', '--profiles', seedProfiles, '--no-photos'],
  {
    encoding: 'utf8',
    env: { ...process.env, APP_ENV: 'test', ...database, LOG_LEVEL: 'warn' },
  },
);
if (seeded.status !== 0) {
  console.error(`e2e: seeding the demo members failed\n${seeded.stderr}`);
  await cleanUpAndExit(1);
}
// One suspended member for the suspension journey (e2e/seed-suspended-member.mjs), on the same database.
const suspended = spawnSync('npx', ['tsx', 'e2e/seed-suspended-member.mjs'], {
  encoding: 'utf8',
  env: { ...process.env, APP_ENV: 'test', ...database, LOG_LEVEL: 'warn' },
});
if (suspended.status !== 0) {
  console.error(`e2e: seeding the suspended member failed\n${suspended.stderr}`);
  await cleanUpAndExit(1);
}
// A moderator's set-up link and a member to report, for the console journey (e2e/seed-console.mjs).
const consoleSeed = spawnSync('npx', ['tsx', 'e2e/seed-console.mjs'], {
  encoding: 'utf8',
  env: {
    ...process.env,
    APP_ENV: 'test',
    ...database,
    LOG_LEVEL: 'warn',
    PUBLIC_URL: `http://127.0.0.1:${process.env.PORT ?? 3100}`,
  },
});
if (consoleSeed.status !== 0) {
  console.error(`e2e: seeding the console journey failed\n${consoleSeed.stderr}`);
  await cleanUpAndExit(1);
}
const child = spawn(process.execPath, ['apps/server/dist/server.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    // Not `test`: a test server leaves its job queue to the tests (`app.jobs.drain()`), and the journeys need the
    // jobs to run as on a real server (the local checkout's payment webhook, receipts, notification e-mails).
    APP_ENV: 'development',
    ...database,
    DEV_OUTBOX: '1',
    // Every journey comes from 127.0.0.1: together they sign up, sign in and set passwords more often than the
    // per-address limits allow a real visitor. The limits have their own integration tests (rate-limits.int.test.ts).
    RATE_LIMIT_ENABLED: '0',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    PUBLIC_URL: `http://127.0.0.1:${process.env.PORT ?? 3100}`,
    JWT_SECRET: 'e2e-only-secret-e2e-only-secret-0123456789',
  },
});
const stop = (signal) => {
  child.kill(signal);
};
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
child.on('exit', (code) => {
  void cleanUpAndExit(code ?? 0);
});
