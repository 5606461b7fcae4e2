// Benchmark: `npm run db:seed`'s writer on PostgreSQL, a million complete members without photos into a fresh
// database (issue 9: "a million members seed on PostgreSQL in minutes"). Target: under 10 minutes. Needs a
// PostgreSQL server: BENCH_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres (a temporary database is
// created on it and dropped afterwards). BENCH_SEED_PROFILES changes the count.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { connectPostgres } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrator';
import { seedMembers } from '../src/seed/seed-writer';
import { hashPassword } from '../src/modules/auth/passwords';
import { writeResult } from './write-result';

const TARGET_SECONDS = 600;
const profiles = Number(process.env.BENCH_SEED_PROFILES ?? 1_000_000);
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const admin = new pg.Client({ connectionString: serverUrl });
try {
  await admin.connect();
} catch (error) {
  console.error(`seed-million needs a PostgreSQL server at ${serverUrl} (BENCH_DATABASE_URL): ${String(error)}`);
  process.exit(1);
}
const name = `bench_seed_${randomBytes(4).toString('hex')}`;
await admin.query(`create database ${name}`);
const target = new URL(serverUrl);
target.pathname = `/${name}`;
const handle = connectPostgres(target.toString(), 4);

try {
  await migrateToLatest(handle.db);
  const passwordHash = await hashPassword('bench seed password');
  let lastPercent = -1;
  const started = performance.now();
  const result = await seedMembers({
    db: handle.db,
    profiles,
    seed: 1,
    passwordHash,
    connections: 2,
    onProgress: ({ phase, done, total }) => {
      const percent = Math.floor((done / total) * 10) * 10;
      if (percent !== lastPercent) console.error(`${phase}: ${percent}%`);
      lastPercent = percent;
    },
  });
  const seconds = (performance.now() - started) / 1000;
  const met = seconds <= TARGET_SECONDS;
  console.log(
    `seed: ${result.members.toLocaleString('en-AU')} members in ${seconds.toFixed(0)} s (${Math.round(result.members / seconds).toLocaleString('en-AU')} members/s), target ≤ ${TARGET_SECONDS} s: ${met ? 'met' : 'NOT met'}`,
  );
  writeResult('seed-million', {
    profiles,
    members: result.members,
    seconds,
    membersPerSecond: result.members / seconds,
    targetSeconds: TARGET_SECONDS,
    met,
  });
  if (!met) process.exitCode = 1;
} finally {
  await handle.close();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
