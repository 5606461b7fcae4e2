// Benchmark: discover (issue 10, ADR 008). GET /api/v1/profile/filtered-profiles on seeded databases: the first page
// of matches (best match: the pool ranked into a snapshot) and a three-filter search, p50/p95 server time over
// distinct viewers; page 50 through the cursor against page 1 (best match and newest); the endpoint against every
// statement it sends, recorded and replayed directly on another connection; EXPLAIN (ANALYZE, BUFFERS) of the SQL; PGlite beside PostgreSQL; seeding time of each size.
// "Server time" is the time `app.inject` takes to answer: the whole Fastify stack in process, no network.
//
// Each size gets a fresh temporary PostgreSQL database on BENCH_DATABASE_URL (else the local server), dropped
// afterwards, and PGlite a temporary folder. Knobs: BENCH_DISCOVER_SIZES (default 100000,1000000),
// BENCH_DISCOVER_PGLITE (default 100000; 0 skips), BENCH_DISCOVER_VIEWERS (default 80), BENCH_DISCOVER_WARMUP
// (default 10), BENCH_DISCOVER_DEEP_VIEWERS (default 5), MATCH_POOL_SIZE (the app's setting, default 200),
// BENCH_DISCOVER_POOL_SWEEP (default 100: other pool sizes timed on PostgreSQL for comparison; empty skips),
// BENCH_DISCOVER_DATABASE (measure an already seeded database on that server instead of seeding one; one size).
// Before measuring, each database is made to look like a running site's (answers in member order, vacuum and
// analyze, PostgreSQL's tables read into memory): see `tidy` in discover-run.ts; the seed time excludes it.
// Exits non-zero when a target is not met (the results are written first).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { runOne, sizeLabel, type RunResult } from './discover-run';
import { writeResult } from './write-result';

const numbers = (value: string) =>
  value
    .split(',')
    .map((part) => Number(part.trim().replace(/_/g, '')))
    .filter((n) => Number.isInteger(n) && n > 0);

const sizes = numbers(process.env.BENCH_DISCOVER_SIZES ?? '100000,1000000').sort((a, b) => a - b);
const pgliteSize = Number(process.env.BENCH_DISCOVER_PGLITE ?? 100_000);
const viewers = Number(process.env.BENCH_DISCOVER_VIEWERS ?? 80);
const warmup = Number(process.env.BENCH_DISCOVER_WARMUP ?? 10);
const deepViewers = Number(process.env.BENCH_DISCOVER_DEEP_VIEWERS ?? 10);
const poolSweep = numbers(process.env.BENCH_DISCOVER_POOL_SWEEP ?? '100');
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** Measure an already seeded database on that server instead (one size: BENCH_DISCOVER_SIZES names its count). */
const existingDatabase = process.env.BENCH_DISCOVER_DATABASE || undefined;
const DEEP_PAGES = 50;

const TARGETS = {
  p95Ms: 50,
  scaling: 2,
  deepRatio: 1.2,
  endpointOverSql: 1.5,
  pgliteOverPostgres: 3,
};

const resultsFolder = path.resolve(import.meta.dirname, '../../../bench/results');
const explainFile = (label: string) => path.join(resultsFolder, `discover-explain-${label}.txt`);
const writeText = (file: string, text: string) => {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
};

if (existingDatabase && sizes.length !== 1) {
  console.error('BENCH_DISCOVER_DATABASE measures one database: give its member count as BENCH_DISCOVER_SIZES.');
  process.exit(1);
}
if (sizes.length > 0) {
  const probe = new pg.Client({ connectionString: serverUrl });
  try {
    await probe.connect();
    await probe.end();
  } catch (error) {
    console.error(`discover needs a PostgreSQL server at ${serverUrl} (BENCH_DATABASE_URL): ${String(error)}`);
    process.exit(1);
  }
}

const common = {
  viewers,
  warmup,
  deepViewers,
  deepPages: DEEP_PAGES,
  serverUrl,
  existingDatabase,
  poolSize: process.env.MATCH_POOL_SIZE,
  writeText,
};
const runs: RunResult[] = [];
for (const members of sizes) {
  runs.push(await runOne({ ...common, engine: 'postgres', members, explainFile, poolSweep }));
}
if (pgliteSize > 0) runs.push(await runOne({ ...common, engine: 'pglite', members: pgliteSize, poolSweep: [] }));

// ---- targets ----------------------------------------------------------------------------------------------

type Target = { name: string; at: string; value: number; limit: number; met: boolean; detail: string };
const targets: Target[] = [];
/** A target is met when its value is at or under its limit. */
const addTarget = (target: Omit<Target, 'met'>) => targets.push({ ...target, met: target.value <= target.limit });
const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;
const postgres = runs.filter((run) => run.engine === 'postgres');
const largest = postgres.at(-1);
const smallest = postgres.length > 1 ? postgres[0] : undefined;
const where = (run: RunResult) => `${run.engine} ${run.members.toLocaleString('en-AU')}`;

if (largest) {
  for (const [key, name] of [
    ['firstPage', 'first page p95 (ms)'],
    ['search', 'three-filter search p95 (ms)'],
    ['horoscope', 'horoscope filter (minGunas) p95 (ms)'],
  ] as const) {
    const value = largest[key].p95;
    addTarget({
      name,
      at: where(largest),
      value,
      limit: TARGETS.p95Ms,
      detail: `p50 ${largest[key].p50} ms, p95 ${value} ms`,
    });
  }
  if (smallest) {
    for (const [key, name] of [
      ['firstPage', 'scaling, first page p95'],
      ['search', 'scaling, search p95'],
      ['horoscope', 'scaling, horoscope filter p95'],
    ] as const) {
      const value = round(largest[key].p95 / smallest[key].p95);
      addTarget({
        name: `${name} (× from ${sizeLabel(smallest.members)} to ${sizeLabel(largest.members)})`,
        at: `${where(smallest)} → ${largest.members.toLocaleString('en-AU')}`,
        value,
        limit: TARGETS.scaling,
        detail: `${smallest[key].p95} → ${largest[key].p95} ms`,
      });
    }
  }
  if (largest.deep) {
    for (const sort of ['bestMatch', 'newest'] as const) {
      const deep = largest.deep[sort];
      addTarget({
        name: `${sort} page 50 / page 1 (median)`,
        at: where(largest),
        value: deep.ratio,
        limit: TARGETS.deepRatio,
        detail: `page 1 ${deep.page1.p50} ms, page 50 ${deep.page50.p50} ms (${deep.page50Path}), ${deep.viewers} viewers`,
      });
    }
  }
  addTarget({
    name: 'endpoint p95 / its SQL replayed directly, p95',
    at: where(largest),
    value: largest.endpointVsSql.ratio,
    limit: TARGETS.endpointOverSql,
    detail: `endpoint ${largest.endpointVsSql.endpoint.p95} ms, SQL ${largest.endpointVsSql.sql.p95} ms`,
  });
}
const pglite = runs.find((run) => run.engine === 'pglite');
const pgTwin = pglite && postgres.find((run) => run.members === pglite.members);
if (pglite && pgTwin) {
  for (const [key, name] of [
    ['firstPage', 'PGlite / PostgreSQL, first page p95'],
    ['search', 'PGlite / PostgreSQL, search p95'],
  ] as const) {
    const value = round(pglite[key].p95 / pgTwin[key].p95);
    addTarget({
      name,
      at: `${pglite.members.toLocaleString('en-AU')} members`,
      value,
      limit: TARGETS.pgliteOverPostgres,
      detail: `${pglite[key].p95} vs ${pgTwin[key].p95} ms`,
    });
  }
}
const met = targets.every((target) => target.met);

// ---- report -----------------------------------------------------------------------------------------------

const ms = (value: number) => `${value.toFixed(1)} ms`;
console.log('discover: GET /api/v1/profile/filtered-profiles, server time = app.inject in process (no network)');
for (const run of runs) {
  console.log(`\n${where(run)} members (pool ${run.poolSize})`);
  console.log(
    `  seed: ${run.seedSeconds.toFixed(0)} s (match_profiles ${run.matchTable.tableMb} MB + indexes ${run.matchTable.indexesMb} MB); then ${run.tidy.steps.join(', ')}: ${run.tidy.seconds.toFixed(0)} s`,
  );
  console.log(
    `  load average (1/5/15 min) before ${run.loadAverage.before.join(' / ')}, after ${run.loadAverage.after.join(' / ')}`,
  );
  console.log(
    `  first page (bestMatch): p50 ${ms(run.firstPage.p50)}, p95 ${ms(run.firstPage.p95)}, max ${ms(run.firstPage.max)} — ${run.firstPage.withResults}/${run.firstPage.n} viewers with matches`,
  );
  console.log(
    `  three-filter search:    p50 ${ms(run.search.p50)}, p95 ${ms(run.search.p95)}, max ${ms(run.search.max)} — ${run.search.withResults}/${run.search.n} viewers with results`,
  );
  console.log(
    `  horoscope (${run.horoscope.query}): p50 ${ms(run.horoscope.p50)}, p95 ${ms(run.horoscope.p95)}, max ${ms(run.horoscope.max)} — ${run.horoscope.withResults}/${run.horoscope.n} viewers with a Moon with results`,
  );
  const e = run.endpointVsSql;
  console.log(
    `  endpoint vs its SQL:   endpoint p95 ${ms(e.endpoint.p95)} (p50 ${ms(e.endpoint.p50)}), SQL p95 ${ms(e.sql.p95)} (p50 ${ms(e.sql.p50)}) → ${e.ratio}× — pool full for ${e.poolFull}/${e.viewers} viewers, ${e.meanPoolRows} rows on average`,
  );
  if (run.deep) {
    for (const sort of ['bestMatch', 'newest'] as const) {
      const deep = run.deep[sort];
      console.log(
        `  ${sort.padEnd(9)} page 50 vs 1: ${ms(deep.page50.p50)} vs ${ms(deep.page1.p50)} (medians, ${deep.viewers} viewers × 5) → ${deep.ratio}× (walk alone: ${ms(deep.walk.page50)} vs ${ms(deep.walk.page1)}) — page 50 via ${deep.page50Path}; pages between: ${Object.entries(
          deep.middlePagesMs,
        )
          .map(([way, value]) => `${way} ${ms(value)}`)
          .join(', ')}`,
      );
    }
  } else {
    console.log('  deep paging: skipped (no viewer with 1,000 matches)');
  }
  for (const sweep of run.poolSweep) {
    console.log(
      `  pool ${String(sweep.poolSize).padEnd(4)}: first page p50 ${ms(sweep.firstPage.p50)}, p95 ${ms(sweep.firstPage.p95)}; search p50 ${ms(sweep.search.p50)}, p95 ${ms(sweep.search.p95)} (${sweep.firstPage.n} other viewers)`,
    );
  }
  if (run.explain) {
    console.log(
      `  EXPLAIN: ${run.explain.file} — pool uses ${run.explain.poolIndexes.join(', ') || 'no index'}; search ${run.explain.searchIndexes.join(', ') || 'no index'}; page 50 / newest ${run.explain.tailIndexes.join(', ') || 'no index'}`,
    );
  }
}
console.log('\nTargets:');
for (const target of targets) {
  console.log(
    `  ${target.met ? 'met    ' : 'NOT met'}  ${target.name} at ${target.at}: ${target.value} (limit ${target.limit}) — ${target.detail}`,
  );
}
if (targets.length === 0) console.log('  none evaluated (no PostgreSQL size given)');

const file = writeResult('discover', {
  name: 'discover',
  description:
    'GET /api/v1/profile/filtered-profiles through app.inject (server time, in process, no network) on seeded databases; first page for distinct viewers',
  settings: {
    sizes,
    pgliteSize,
    viewers,
    warmup,
    deepViewers,
    deepPages: DEEP_PAGES,
    pageSize: 20,
    poolSweep,
    poolSize: runs[0]?.poolSize,
  },
  runs,
  targets,
  met,
});
console.log(`\nresults: ${path.relative(process.cwd(), file)}; all targets ${met ? 'met' : 'NOT met'}`);
if (!met) process.exitCode = 1;
