// Starts the built server for the browser journeys on a throwaway embedded database.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-data-'));

// Demo members for the discover journey (the demo account among them), without photos (fast): the same writer
// as `npm run db:seed`, run before the server opens the embedded database.
const seedProfiles = process.env.E2E_SEED_PROFILES ?? '150';
const seeded = spawnSync(
  'npx',
  ['tsx', 'apps/server/src/seed/seed-cli.ts', '--profiles', seedProfiles, '--no-photos'],
  {
    encoding: 'utf8',
    env: { ...process.env, APP_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  },
);
if (seeded.status !== 0) {
  rmSync(dataDir, { recursive: true, force: true });
  console.error(`e2e: seeding the demo members failed\n${seeded.stderr}`);
  process.exit(1);
}
// One suspended member for the suspension journey (e2e/seed-suspended-member.mjs), on the same database.
const suspended = spawnSync('npx', ['tsx', 'e2e/seed-suspended-member.mjs'], {
  encoding: 'utf8',
  env: { ...process.env, APP_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
});
if (suspended.status !== 0) {
  rmSync(dataDir, { recursive: true, force: true });
  console.error(`e2e: seeding the suspended member failed\n${suspended.stderr}`);
  process.exit(1);
}
// A moderator's set-up link and a member to report, for the console journey (e2e/seed-console.mjs).
const consoleSeed = spawnSync('npx', ['tsx', 'e2e/seed-console.mjs'], {
  encoding: 'utf8',
  env: {
    ...process.env,
    APP_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    PUBLIC_URL: `http://127.0.0.1:${process.env.PORT ?? 3100}`,
  },
});
if (consoleSeed.status !== 0) {
  rmSync(dataDir, { recursive: true, force: true });
  console.error(`e2e: seeding the console journey failed\n${consoleSeed.stderr}`);
  process.exit(1);
}
const child = spawn(process.execPath, ['apps/server/dist/server.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    // Not `test`: a test server leaves its job queue to the tests (`app.jobs.drain()`), and the journeys need the
    // jobs to run as on a real server (the local checkout's payment webhook, receipts, notification e-mails).
    APP_ENV: 'development',
    DATA_DIR: dataDir,
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
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
