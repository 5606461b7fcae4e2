import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { DiscoverQuerySchema, type DiscoverResponse } from '@app/shared/discover';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import { connectPglite, connectPostgres, type DatabaseHandle } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrator';
import { DEMO_EMAIL } from '../src/seed/generate-member';
import { seedMembers } from '../src/seed/seed-writer';
import { hashPassword } from '../src/modules/auth/passwords';
import type { MatchMember } from '../src/modules/discover/match-rules';
import { findMatchMember, type SearchFilters } from '../src/modules/discover/matching.repository';
import { indexesIn, joinedStatement, poolStatement, scoredPoolStatement, type SqlStatement } from './discover-sql';

/**
 * One database of the discover benchmark: create it, seed it (timed), build the real app on it, sign viewers in
 * through POST /user/login, then time GET /profile/filtered-profiles through `app.inject` (in process, no network:
 * "server time" is routing, authentication, validation, the service, its queries and serialising the answer).
 */

export type Engine = 'postgres' | 'pglite';

export type Stats = { n: number; p50: number; p95: number; mean: number; max: number };

export type RunOptions = {
  engine: Engine;
  members: number;
  viewers: number;
  warmup: number;
  deepViewers: number;
  deepPages: number;
  serverUrl: string;
  /** An already seeded PostgreSQL database to measure instead of a fresh one (kept afterwards; no seeding time). */
  existingDatabase?: string;
  poolSize: string | undefined;
  /** Other pool sizes to time the first page and the search with (fresh viewers each), beside the app's setting. */
  poolSweep: number[];
  /** Where to write EXPLAIN output (PostgreSQL only). */
  explainFile?: (label: string) => string;
  writeText: (file: string, text: string) => void;
};

const PASSWORD = 'bench discover password';
const PAGE_SIZE = 20;
const log = (message: string) => console.error(`[discover] ${message}`);

export function stats(values: readonly number[]): Stats {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (p: number) => sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? 0;
  const round = (value: number) => Math.round(value * 100) / 100;
  return {
    n: sorted.length,
    p50: round(rank(0.5)),
    p95: round(rank(0.95)),
    mean: round(sorted.reduce((sum, value) => sum + value, 0) / (sorted.length || 1)),
    max: round(sorted.at(-1) ?? 0),
  };
}

export const sizeLabel = (members: number) =>
  members >= 1_000_000 && members % 1_000_000 === 0
    ? `${members / 1_000_000}m`
    : members >= 1000 && members % 1000 === 0
      ? `${members / 1000}k`
      : String(members);

/** Statements the app sends while `recording` is set (the endpoint's own SQL, replayed directly). */
const recorded: SqlStatement[] = [];
let recording = false;
const record = (query: { sql: string; parameters: readonly unknown[] }) => {
  if (recording) recorded.push({ sql: query.sql, parameters: [...query.parameters] });
};

type Database = {
  handle: DatabaseHandle;
  /** Runs one statement outside the app (its own connection), returning the rows. */
  direct: (statement: SqlStatement) => Promise<unknown[]>;
  explain?: (statement: SqlStatement) => Promise<string>;
  /** After the seed: what a database that has been running a while looks like (see `tidy`). */
  tidy: () => Promise<string[]>;
  sizes: () => Promise<{ tableMb: number; indexesMb: number }>;
  close: () => Promise<void>;
};

/**
 * The seeded database as a running site's would be: the seed writes each batch's questionnaire answers question by
 * question (a member's twelve answers on twelve pages), where sign-up writes a member's twelve together, so the
 * table is put in member order (the cards read it); then vacuum and analyze, as autovacuum does soon after a bulk
 * load (hint bits and the visibility map set, fresh statistics).
 */
async function tidy(run: (text: string) => Promise<void>): Promise<string[]> {
  await run('cluster questionnaire_answers using questionnaire_answers_pkey');
  await run('vacuum (analyze) users, profiles, questionnaire_answers, partner_preferences, match_profiles');
  return ['cluster questionnaire_answers by member', 'vacuum (analyze) of the seeded tables'];
}

/**
 * After a bulk load the kernel may still be writing it to disk, and reads queue behind those writes: requests timed
 * then would measure the load's aftermath rather than a site in use. Waits until this machine's dirty and in-flight
 * pages are under 64 MB (three minutes at most), when the kernel says (`/proc/meminfo`); returns the seconds waited
 * (recorded with the run, so a run that had to wait says so).
 */
async function settleWriteBack(): Promise<number | null> {
  if (!existsSync('/proc/meminfo')) return null;
  const pendingMb = () => {
    const info = readFileSync('/proc/meminfo', 'utf8');
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(info)?.[1] ?? 0);
    return (kb('Dirty') + kb('Writeback')) / 1024;
  };
  const started = performance.now();
  while (pendingMb() > 64 && performance.now() - started < 180_000) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return Math.round((performance.now() - started) / 1000);
}

async function openPostgres(serverUrl: string, existing: string | undefined): Promise<Database> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const name = existing ?? `bench_discover_${randomBytes(4).toString('hex')}`;
  if (existing) log(`using the seeded database ${name} (kept afterwards)`);
  else {
    await admin.query(`create database ${name}`);
    log(`created database ${name}`);
  }
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  // The app's pool, as in production (connectDatabase's default size).
  const handle = connectPostgres(target.toString(), undefined, record);
  const client = new pg.Client({ connectionString: target.toString() });
  await client.connect();
  // As the app's connections run (db/connect.ts): the replay and EXPLAIN see the plans the app runs.
  await client.query('set jit = off');
  return {
    handle,
    direct: async (statement) => (await client.query(statement.sql, statement.parameters)).rows,
    explain: async (statement) => {
      const result = await client.query(`explain (analyze, buffers) ${statement.sql}`, statement.parameters);
      return result.rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n');
    },
    tidy: async () => {
      const steps = await tidy((text) => client.query(text).then(() => undefined));
      // The load's pages written out by PostgreSQL (and fsynced), then by the kernel, before anything is timed.
      try {
        await client.query('checkpoint');
        steps.push('checkpoint');
      } catch (error) {
        steps.push(`no checkpoint (${String(error).slice(0, 80)})`);
      }
      const waited = await settleWriteBack();
      if (waited !== null) steps.push(`${waited} s for this machine's write-back to settle`);
      try {
        // The tables and indexes the endpoint reads, into memory (as on a server that has been answering a while).
        await client.query('create extension if not exists pg_prewarm');
        await client.query(
          `select pg_prewarm(c.oid, 'read') from pg_class c join pg_namespace n on n.oid = c.relnamespace
           where n.nspname = 'public' and c.relkind in ('r', 'i')`,
        );
        steps.push('pg_prewarm (read) of every table and index');
      } catch (error) {
        steps.push(`no pg_prewarm (${String(error).slice(0, 80)})`);
      }
      return steps;
    },
    sizes: async () => {
      const { rows } = await client.query(
        `select pg_table_size('match_profiles') as t, pg_indexes_size('match_profiles') as i`,
      );
      const row = rows[0] as { t: string | number; i: string | number };
      return { tableMb: Math.round(Number(row.t) / 2 ** 20), indexesMb: Math.round(Number(row.i) / 2 ** 20) };
    },
    close: async () => {
      await client.end();
      await handle.close();
      // Let the pool's sockets finish closing, so the drop does not cut them (and warn).
      await new Promise((resolve) => setTimeout(resolve, 500));
      if (!existing) {
        await admin.query(`drop database if exists ${name} with (force)`);
        log(`dropped database ${name}`);
      }
      await admin.end();
    },
  };
}

async function openPglite(): Promise<Database> {
  const folder = mkdtempSync(path.join(tmpdir(), 'bench-discover-pglite-'));
  log(`PGlite in ${folder}`);
  const handle = await connectPglite(folder, record);
  const pglite: PGlite = handle.pglite;
  return {
    handle,
    direct: async (statement) => (await pglite.query(statement.sql, statement.parameters)).rows,
    explain: async (statement) => {
      const result = await pglite.query<Record<string, string>>(
        `explain (analyze, buffers) ${statement.sql}`,
        statement.parameters,
      );
      return result.rows.map((row) => row['QUERY PLAN']).join('\n');
    },
    tidy: () => tidy((text) => pglite.exec(text).then(() => undefined)),
    sizes: async () => {
      const result = await pglite.query<{ t: number; i: number }>(
        `select pg_table_size('match_profiles')::float8 as t, pg_indexes_size('match_profiles')::float8 as i`,
      );
      const row = result.rows[0] as { t: number; i: number };
      return { tableMb: Math.round(row.t / 2 ** 20), indexesMb: Math.round(row.i / 2 ** 20) };
    },
    close: async () => {
      await handle.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

type Viewer = { id: string; email: string; token: string; me: MatchMember };

async function signIn(app: FastifyInstance, email: string, n: number): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/user/login',
    // One address per viewer: the per-address sign-in limit stays out of the way.
    remoteAddress: `10.77.${(n >> 8) & 255}.${n & 255 || 1}`,
    payload: { email, password: PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { accessToken: string }).accessToken;
}

type Answer = { ms: number; body: DiscoverResponse };

/** One GET filtered-profiles through the whole stack; the time is from inject to the complete answer. */
async function discover(app: FastifyInstance, token: string, query: string): Promise<Answer> {
  const started = performance.now();
  const res = await app.inject({
    method: 'GET',
    url: `/api/v1/profile/filtered-profiles${query ? `?${query}` : ''}`,
    headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' },
  });
  const ms = performance.now() - started;
  if (res.statusCode !== 200) throw new Error(`filtered-profiles?${query} answered ${res.statusCode}: ${res.body}`);
  const raw = res.headers['content-encoding'] === 'gzip' ? gunzipSync(res.rawPayload) : res.rawPayload;
  return { ms, body: JSON.parse(raw.toString('utf8')) as DiscoverResponse };
}

/** The three-filter search: the viewer's own religion and diet, and an upper age two years inside their range. */
function searchQuery(me: MatchMember): string {
  const params = new URLSearchParams();
  if (me.religion) params.append('religion', me.religion);
  if (me.diet) params.append('diet', me.diet);
  params.append('ageMax', String(Math.max(me.preferences.ageMin, me.preferences.ageMax - 2)));
  return params.toString();
}

/** The same search as the service receives it (validated by the route's own schema). */
function searchFilters(me: MatchMember): SearchFilters {
  const { sortBy: _sortBy, ...filters } = DiscoverQuerySchema.parse(
    Object.fromEntries(new URLSearchParams(searchQuery(me))),
  );
  return filters;
}

const withCursor = (query: string, cursor: string) => `${query ? `${query}&` : ''}cursor=${encodeURIComponent(cursor)}`;

function cursorPath(cursor: string | null): 'snapshot' | 'keyset' | 'none' {
  if (!cursor) return 'none';
  const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Record<string, unknown>;
  return typeof parsed.id === 'string' ? 'snapshot' : 'keyset';
}

export type DeepResult = {
  viewers: number;
  /** Per viewer, the median of five requests of page 1 (the first of the walk, then four repeats). */
  page1: Stats;
  /** Per viewer, the median of five requests of page 50 (the 50th of the walk, then four repeats, same cursor). */
  page50: Stats;
  /** Median of page 50 over median of page 1. */
  ratio: number;
  /** The first walk alone: the 1st and the 50th request, medians over the viewers. */
  walk: { page1: number; page50: number };
  /** How page 50 was read (the cursor that asked for it). */
  page50Path: string;
  /** Median time of the pages between, by how they were read. */
  middlePagesMs: Record<string, number>;
};

const median = (values: readonly number[]) => stats(values).p50;

async function deepPaging(
  app: FastifyInstance,
  viewers: readonly Viewer[],
  sortBy: 'bestMatch' | 'newest',
  pages: number,
): Promise<DeepResult> {
  const first: number[] = [];
  const last: number[] = [];
  const walkFirst: number[] = [];
  const walkLast: number[] = [];
  const middle: Record<string, number[]> = {};
  const paths = new Set<string>();
  const query = sortBy === 'bestMatch' ? '' : 'sortBy=newest';
  for (const viewer of viewers) {
    let answer = await discover(app, viewer.token, query);
    const firstTimes = [answer.ms];
    const lastTimes: number[] = [];
    let lastQuery = '';
    for (let page = 2; page <= pages; page += 1) {
      const cursor = answer.body.nextCursor;
      if (!cursor) throw new Error(`viewer ${viewer.id} ran out of ${sortBy} pages at page ${page - 1}`);
      const path = cursorPath(cursor);
      const pageQuery = withCursor(query, cursor);
      answer = await discover(app, viewer.token, pageQuery);
      if (page === pages) {
        lastTimes.push(answer.ms);
        lastQuery = pageQuery;
        paths.add(path);
      } else {
        (middle[path] ??= []).push(answer.ms);
      }
    }
    // One request each is at the mercy of whatever else the machine does that moment: four more, alternating (at
    // ≈ 6 ms a page, a millisecond of jitter is 15%; 5 viewers × 3 requests gave 0.90× and 1.205× for the same code,
    // where 10 viewers × 10 requests gave 0.955×).
    for (let repeat = 0; repeat < 4; repeat += 1) {
      firstTimes.push((await discover(app, viewer.token, query)).ms);
      lastTimes.push((await discover(app, viewer.token, lastQuery)).ms);
    }
    walkFirst.push(firstTimes[0] as number);
    walkLast.push(lastTimes[0] as number);
    first.push(median(firstTimes));
    last.push(median(lastTimes));
  }
  const page1 = stats(first);
  const page50 = stats(last);
  return {
    viewers: viewers.length,
    page1,
    page50,
    ratio: Math.round((page50.p50 / page1.p50) * 1000) / 1000,
    walk: { page1: median(walkFirst), page50: median(walkLast) },
    page50Path: [...paths].join(', '),
    middlePagesMs: Object.fromEntries(Object.entries(middle).map(([key, values]) => [key, median(values)])),
  };
}

export type RunResult = {
  engine: Engine;
  members: number;
  seedSeconds: number;
  /** After the seed, before measuring (not part of the seed time): see `tidy`. */
  tidy: { seconds: number; steps: string[] };
  /** The machine's load averages (1, 5, 15 min) before and after measuring: other work shares the two cores. */
  loadAverage: { before: number[]; after: number[] };
  matchTable: { tableMb: number; indexesMb: number };
  poolSize: number;
  firstPage: Stats & { withResults: number };
  search: Stats & { withResults: number; query: string };
  /**
   * The horoscope filter (issue 31): `minGunas=18`, first page of best match, for other viewers who opted in with a
   * certain Moon (the filter needs one).
   */
  horoscope: Stats & { withResults: number; query: string };
  endpointVsSql: {
    viewers: number;
    endpoint: Stats;
    sql: Stats;
    /** Endpoint p95 over SQL p95. */
    ratio: number;
    /** Viewers whose pool was full (more mutual matches than the pool holds: the ranking is cut short). */
    poolFull: number;
    meanPoolRows: number;
    /** Viewers left out: their must-haves exclude each other, so the endpoint answers without a pool query. */
    withoutQuery: number;
    /** How many statements one first page sends (median), all of them replayed for the SQL figure. */
    statementsPerRequest: number;
  };
  deep: { bestMatch: DeepResult; newest: DeepResult } | null;
  /** First page and search with other pool sizes (each with its own fresh viewers). */
  poolSweep: Array<{ poolSize: number; firstPage: Stats; search: Stats }>;
  explain?: { file: string; poolIndexes: string[]; searchIndexes: string[]; tailIndexes: string[] };
};

export async function runOne(options: RunOptions): Promise<RunResult> {
  const { engine, members } = options;
  const label = `${engine} ${members.toLocaleString('en-AU')}`;
  const database =
    engine === 'postgres' ? await openPostgres(options.serverUrl, options.existingDatabase) : await openPglite();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-discover-data-'));
  let app: FastifyInstance | undefined;
  try {
    const { db } = database.handle;
    await migrateToLatest(db);
    let seedSeconds = 0;
    // The viewers' password: every seeded member's, or given to the viewers of a database seeded elsewhere.
    const passwordHash = await hashPassword(PASSWORD);
    if (options.existingDatabase) {
      log(`${label}: not seeded here (an existing database)`);
    } else {
      let lastPercent = -1;
      const seedStarted = performance.now();
      await seedMembers({
        db,
        profiles: members,
        seed: 1,
        passwordHash,
        connections: engine === 'postgres' ? 2 : 1,
        onProgress: ({ phase, done, total }) => {
          const percent = Math.floor((done / total) * 10) * 10;
          if (percent !== lastPercent) log(`${label}: seeding ${phase} ${percent}%`);
          lastPercent = percent;
        },
      });
      seedSeconds = (performance.now() - seedStarted) / 1000;
      log(`${label}: seeded in ${seedSeconds.toFixed(0)} s`);
    }
    const tidyStarted = performance.now();
    const tidySteps = await database.tidy();
    const tidySeconds = (performance.now() - tidyStarted) / 1000;
    log(`${label}: ${tidySteps.join(', ')} in ${tidySeconds.toFixed(0)} s`);
    const matchTable = await database.sizes();
    const loadBefore = os.loadavg().map((value) => Math.round(value * 100) / 100);

    const configFor = (pool: string | undefined) =>
      loadConfig({
        APP_ENV: 'production',
        JWT_SECRET: 'd'.repeat(40),
        SMTP_URL: 'smtp://127.0.0.1:1',
        LOG_LEVEL: 'warn',
        DATA_DIR: dataDir,
        ...(pool ? { MATCH_POOL_SIZE: pool } : {}),
      });
    const config = configFor(options.poolSize);
    const poolSize = config.MATCH_POOL_SIZE;
    // Requests alone: no job polling. A seeded site's plans end and their reminders go out as jobs, which here fail
    // (no SMTP server) and are retried throughout the run, taking the cores from the requests timed.
    app = await buildApp(config, { database: database.handle, jobs: { poll: false } });
    await app.ready();

    // Viewers: a fixed pseudo-random sample of discoverable members (not the demo login).
    const wanted = options.warmup + options.viewers * (1 + options.poolSweep.length);
    const picked = await sql<{ id: string; email: string }>`
      select m.user_id as id, u.email from match_profiles m join users u on u.id = m.user_id
      where u.email <> ${DEMO_EMAIL} order by md5(m.user_id::text) limit ${wanted}`.execute(db);
    // A database seeded elsewhere (`npm run db:seed`) has another password: the viewers get the benchmark's.
    const givePassword = async (ids: string[]) => {
      if (!options.existingDatabase || ids.length === 0) return;
      await db.updateTable('users').set({ passwordHash }).where('id', 'in', ids).execute();
    };
    await givePassword(picked.rows.map((row) => row.id));
    log(`${label}: signing in ${picked.rows.length} viewers`);
    const viewers: Viewer[] = [];
    for (const [n, row] of picked.rows.entries()) {
      const token = await signIn(app, row.email, n);
      // Read after sign-in, which records the activity and refreshes the viewer's own match row.
      const me = await findMatchMember(db, row.id);
      if (!me) throw new Error(`viewer ${row.id} has no match row`);
      viewers.push({ id: row.id, email: row.email, token, me });
    }
    // Viewers for the horoscope filter: others, who opted in with a certain Moon (the filter needs one).
    const HOROSCOPE_MIN = 18;
    const HOROSCOPE_QUERY = `minGunas=${HOROSCOPE_MIN}`;
    const pickedIds = picked.rows.map((row) => row.id);
    const opted = await sql<{ id: string; email: string }>`
      select m.user_id as id, u.email from match_profiles m join users u on u.id = m.user_id
      where u.email <> ${DEMO_EMAIL} and m.horoscope_moon is not null and m.user_id <> all(${pickedIds}::uuid[])
      order by md5(m.user_id::text) limit ${options.warmup + options.viewers}`.execute(db);
    await givePassword(opted.rows.map((row) => row.id));
    log(`${label}: signing in ${opted.rows.length} viewers with a Moon`);
    const horoscopeViewers: Viewer[] = [];
    for (const [n, row] of opted.rows.entries()) {
      const token = await signIn(app, row.email, picked.rows.length + n);
      const me = await findMatchMember(db, row.id);
      if (!me) throw new Error(`viewer ${row.id} has no match row`);
      horoscopeViewers.push({ id: row.id, email: row.email, token, me });
    }
    for (const viewer of horoscopeViewers.slice(0, options.warmup)) {
      await discover(app, viewer.token, HOROSCOPE_QUERY);
    }

    const warm = viewers.slice(0, options.warmup);
    const sample = viewers.slice(options.warmup, options.warmup + options.viewers);
    const sweepViewers = (n: number) =>
      viewers.slice(options.warmup + options.viewers * (n + 1), options.warmup + options.viewers * (n + 2));

    log(`${label}: warm-up (${warm.length} viewers)`);
    for (const viewer of warm) {
      await discover(app, viewer.token, '');
      await discover(app, viewer.token, searchQuery(viewer.me));
      await discover(app, viewer.token, 'sortBy=newest');
    }

    // 1. The first page of matches for distinct viewers: each ranks its pool and stores a snapshot.
    log(`${label}: first page, ${sample.length} viewers`);
    const firstTimes: number[] = [];
    let firstWithResults = 0;
    const firstMs = new Map<string, number>();
    for (const viewer of sample) {
      const answer = await discover(app, viewer.token, '');
      firstTimes.push(answer.ms);
      firstMs.set(viewer.id, answer.ms);
      if (answer.body.profiles.length > 0) firstWithResults += 1;
    }

    log(`${label}: first page p50 ${stats(firstTimes).p50} ms, p95 ${stats(firstTimes).p95} ms`);

    // 2. The three-filter search, first page, same viewers.
    log(`${label}: three-filter search, ${sample.length} viewers`);
    const searchTimes: number[] = [];
    let searchWithResults = 0;
    const searchMs = new Map<string, number>();
    for (const viewer of sample) {
      const answer = await discover(app, viewer.token, searchQuery(viewer.me));
      searchTimes.push(answer.ms);
      searchMs.set(viewer.id, answer.ms);
      if (answer.body.profiles.length > 0) searchWithResults += 1;
    }

    log(`${label}: search p50 ${stats(searchTimes).p50} ms, p95 ${stats(searchTimes).p95} ms`);

    // 2b. The horoscope filter, first page, for the viewers with a Moon.
    const horoscopeSample = horoscopeViewers.slice(options.warmup);
    log(`${label}: horoscope filter (${HOROSCOPE_QUERY}), ${horoscopeSample.length} viewers`);
    const horoscopeTimes: number[] = [];
    let horoscopeWithResults = 0;
    const horoscopeMs = new Map<string, number>();
    for (const viewer of horoscopeSample) {
      const answer = await discover(app, viewer.token, HOROSCOPE_QUERY);
      horoscopeTimes.push(answer.ms);
      horoscopeMs.set(viewer.id, answer.ms);
      if (answer.body.profiles.length > 0) horoscopeWithResults += 1;
    }
    log(`${label}: horoscope p50 ${stats(horoscopeTimes).p50} ms, p95 ${stats(horoscopeTimes).p95} ms`);

    // 3. The endpoint against the same SQL run directly: every statement one first page sends (the session check,
    //    the viewer's row, the pool, its members, the snapshot, the cards' queries), recorded from the app's own
    //    connection and replayed one after another on a separate one. Per viewer: one request to record (and warm),
    //    then the endpoint and the replay back to back, the order alternating.
    log(`${label}: endpoint vs direct SQL, ${sample.length} viewers`);
    const endpointTimes: number[] = [];
    const sqlTimes: number[] = [];
    const poolRows: number[] = [];
    const statementsPerRequest: number[] = [];
    const statements = new Map<string, SqlStatement>();
    // Viewers whose own must-haves exclude each other: the app sends no pool query (nothing can match).
    let withoutQuery = 0;
    for (const [n, viewer] of sample.entries()) {
      const now = new Date();
      const statement = scoredPoolStatement({ viewer: viewer.me, filters: {}, today: now, limit: poolSize }, now);
      if (!statement) {
        withoutQuery += 1;
        continue;
      }
      statements.set(viewer.id, statement);
      recorded.length = 0;
      recording = true;
      try {
        await discover(app, viewer.token, '');
      } finally {
        recording = false;
      }
      // The snapshot's id is chosen by the app and the recorded request stored it: the replay writes its own.
      const replay = recorded.map((sent) =>
        /^with "fresh" as \(insert into "match_snapshots"/.test(sent.sql)
          ? { ...sent, parameters: [randomUUID(), ...sent.parameters.slice(1)] }
          : sent,
      );
      statementsPerRequest.push(replay.length);
      // In a transaction rolled back afterwards (not timed), so the replayed writes (the snapshot, under the id the
      // app chose) leave nothing behind and do not collide with the recorded request's own.
      const runSql = async () => {
        await database.direct({ sql: 'begin', parameters: [] });
        try {
          const started = performance.now();
          for (const sent of replay) await database.direct(sent);
          sqlTimes.push(performance.now() - started);
        } finally {
          await database.direct({ sql: 'rollback', parameters: [] });
        }
      };
      const runEndpoint = async () => endpointTimes.push((await discover(app as FastifyInstance, viewer.token, '')).ms);
      if (n % 2 === 0) {
        await runSql();
        await runEndpoint();
      } else {
        await runEndpoint();
        await runSql();
      }
      poolRows.push((await database.direct(statement)).length);
    }
    const endpointStats = stats(endpointTimes);
    const sqlStats = stats(sqlTimes);
    log(`${label}: endpoint p95 ${endpointStats.p95} ms against its SQL p95 ${sqlStats.p95} ms`);

    // 4. Deep paging: viewers with at least 50 pages of matches in both sorts.
    let deep: RunResult['deep'] = null;
    const needed = options.deepPages * PAGE_SIZE + 1;
    const deepViewers: Viewer[] = [];
    for (const viewer of sample) {
      if (deepViewers.length >= options.deepViewers) break;
      const statement = poolStatement({ viewer: viewer.me, filters: {}, today: new Date(), limit: needed });
      if (statement && (await database.direct(statement)).length >= needed) deepViewers.push(viewer);
    }
    if (deepViewers.length > 0) {
      log(`${label}: deep paging, ${deepViewers.length} viewers × ${options.deepPages} pages × 2 sorts`);
      deep = {
        bestMatch: await deepPaging(app, deepViewers, 'bestMatch', options.deepPages),
        newest: await deepPaging(app, deepViewers, 'newest', options.deepPages),
      };
    } else {
      log(`${label}: no viewer has ${needed} matches; deep paging skipped`);
    }

    // 5. EXPLAIN (ANALYZE, BUFFERS) of the pool query, the search's and the tail's, for the viewers at p50 and p95.
    let explain: RunResult['explain'];
    if (options.explainFile && database.explain) {
      const at = (times: Map<string, number>, p: number) => {
        const ordered = [...times.entries()].sort((a, b) => a[1] - b[1]);
        return ordered[Math.max(0, Math.ceil(p * ordered.length) - 1)] as [string, number];
      };
      const byId = new Map(sample.map((viewer) => [viewer.id, viewer]));
      const sections: string[] = [
        `EXPLAIN (ANALYZE, BUFFERS) — discover benchmark, ${label} members, pool ${poolSize}, ${new Date().toISOString()}`,
        'Statements captured from the repository functions (scoredPool for first pages, matchesByActivity for the tail, matchesByJoined) as the app sends them.',
      ];
      const poolIndexes = new Set<string>();
      const searchIndexes = new Set<string>();
      const tailIndexes = new Set<string>();
      const describe = (viewer: Viewer) =>
        `viewer ${viewer.id}: ${viewer.me.gender}, born ${viewer.me.birthDate}, seeks ${viewer.me.preferences.genderSought.join('/')} ` +
        `aged ${viewer.me.preferences.ageMin}–${viewer.me.preferences.ageMax}, must-haves: ${viewer.me.preferences.mustHave.join(', ') || 'none'}`;
      for (const [name, p] of [
        ['p50', 0.5],
        ['p95', 0.95],
      ] as const) {
        const [poolId, poolMs] = at(new Map([...firstMs].filter(([id]) => statements.has(id))), p);
        const poolViewer = byId.get(poolId) as Viewer;
        const pool = statements.get(poolId) as SqlStatement;
        const poolPlan = await database.explain(pool);
        indexesIn(poolPlan).forEach((index) => poolIndexes.add(index));
        sections.push(
          `\n=== Pool query, scored (first page, bestMatch, no filters), the ${name} viewer (endpoint ${poolMs.toFixed(1)} ms)\n${describe(poolViewer)}\n\n${pool.sql}\n\nparameters: ${JSON.stringify(pool.parameters)}\n\n${poolPlan}`,
        );
        const [searchId, searchTime] = at(searchMs, p);
        const searchViewer = byId.get(searchId) as Viewer;
        const now = new Date();
        const search = scoredPoolStatement(
          { viewer: searchViewer.me, filters: searchFilters(searchViewer.me), today: now, limit: poolSize },
          now,
        );
        if (search) {
          const plan = await database.explain(search);
          indexesIn(plan).forEach((index) => searchIndexes.add(index));
          sections.push(
            `\n=== Three-filter search (${searchQuery(searchViewer.me)}), the ${name} viewer (endpoint ${searchTime.toFixed(1)} ms)\n${describe(searchViewer)}\n\nparameters: ${JSON.stringify(search.parameters)}\n\n${plan}`,
          );
        }
        if (horoscopeMs.size > 0) {
          const [moonId, moonTime] = at(horoscopeMs, p);
          const moonViewer = horoscopeSample.find((viewer) => viewer.id === moonId) as Viewer;
          const filtered = scoredPoolStatement(
            { viewer: moonViewer.me, filters: { minGunas: HOROSCOPE_MIN }, today: now, limit: poolSize },
            now,
          );
          if (filtered) {
            const plan = await database.explain(filtered);
            indexesIn(plan).forEach((index) => searchIndexes.add(index));
            sections.push(
              `\n=== Horoscope filter (${HOROSCOPE_QUERY}), the ${name} viewer with a Moon (endpoint ${moonTime.toFixed(1)} ms)\n${describe(moonViewer)}, Moon ${moonViewer.me.horoscopeMoon}\n\nparameters: ${JSON.stringify(filtered.parameters)}\n\n${plan}`,
            );
          }
        }
      }
      const tailViewer = deepViewers[0];
      if (tailViewer) {
        // Page 50 of best match reads the activity order after the pool's last member: the same query with a keyset.
        const probe = poolStatement({ viewer: tailViewer.me, filters: {}, today: new Date(), limit: needed });
        const rows = probe ? ((await database.direct(probe)) as Array<{ at: Date; user_id: string }>) : [];
        const anchor = rows[options.deepPages * PAGE_SIZE - PAGE_SIZE - 1];
        if (anchor) {
          const after = { at: anchor.at, userId: anchor.user_id };
          for (const [title, statement] of [
            [
              'Best match, page 50: activity order after the pool (keyset)',
              poolStatement({
                viewer: tailViewer.me,
                filters: {},
                today: new Date(),
                limit: PAGE_SIZE + 1,
                after,
              }),
            ],
            [
              'Newest members, page 1',
              joinedStatement({ viewer: tailViewer.me, filters: {}, today: new Date(), limit: PAGE_SIZE + 1 }),
            ],
          ] as const) {
            if (!statement) continue;
            const plan = await database.explain(statement);
            indexesIn(plan).forEach((index) => tailIndexes.add(index));
            sections.push(
              `\n=== ${title}\n${describe(tailViewer)}\n\nparameters: ${JSON.stringify(statement.parameters)}\n\n${plan}`,
            );
          }
        }
      }
      const file = options.explainFile(sizeLabel(members));
      options.writeText(file, `${sections.join('\n')}\n`);
      explain = {
        file: path.relative(path.resolve(import.meta.dirname, '../../..'), file),
        poolIndexes: [...poolIndexes],
        searchIndexes: [...searchIndexes],
        tailIndexes: [...tailIndexes],
      };
    }

    // 6. Other pool sizes: the same first page and search, on an app configured with each, for fresh viewers.
    const poolSweep: RunResult['poolSweep'] = [];
    for (const [n, size] of options.poolSweep.entries()) {
      const group = sweepViewers(n);
      if (group.length === 0) continue;
      log(`${label}: pool ${size}, first page and search, ${group.length} viewers`);
      const other = await buildApp(configFor(String(size)), { database: database.handle, jobs: { poll: false } });
      try {
        await other.ready();
        for (const viewer of warm.slice(0, 3)) await discover(other, viewer.token, '');
        const firstTimesSweep: number[] = [];
        const searchTimesSweep: number[] = [];
        for (const viewer of group) firstTimesSweep.push((await discover(other, viewer.token, '')).ms);
        for (const viewer of group)
          searchTimesSweep.push((await discover(other, viewer.token, searchQuery(viewer.me))).ms);
        poolSweep.push({ poolSize: size, firstPage: stats(firstTimesSweep), search: stats(searchTimesSweep) });
      } finally {
        await other.close();
      }
    }

    return {
      engine,
      members,
      seedSeconds: Math.round(seedSeconds * 10) / 10,
      tidy: { seconds: Math.round(tidySeconds * 10) / 10, steps: tidySteps },
      loadAverage: { before: loadBefore, after: os.loadavg().map((value) => Math.round(value * 100) / 100) },
      matchTable,
      poolSize,
      firstPage: { ...stats(firstTimes), withResults: firstWithResults },
      search: {
        ...stats(searchTimes),
        withResults: searchWithResults,
        query: 'religion=<viewer’s own>&diet=<viewer’s own>&ageMax=<viewer’s preferred maximum − 2>',
      },
      horoscope: { ...stats(horoscopeTimes), withResults: horoscopeWithResults, query: HOROSCOPE_QUERY },
      endpointVsSql: {
        viewers: sample.length,
        endpoint: endpointStats,
        sql: sqlStats,
        ratio: Math.round((endpointStats.p95 / sqlStats.p95) * 1000) / 1000,
        poolFull: poolRows.filter((rows) => rows >= poolSize).length,
        meanPoolRows: Math.round(poolRows.reduce((sum, rows) => sum + rows, 0) / (poolRows.length || 1)),
        withoutQuery,
        statementsPerRequest: median(statementsPerRequest),
      },
      deep,
      poolSweep,
      ...(explain ? { explain } : {}),
    };
  } finally {
    await app?.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
