// Benchmark: payment webhooks (issue 12 point 10). On a fresh PostgreSQL database (BENCH_DATABASE_URL, else the
// local server; created and dropped here), the whole app in a server process of its own (this file again, with
// WEBHOOKS_BENCH_ROLE=server) listening on 127.0.0.1 with production settings (APP_ENV production, the job queue
// polling, receipts e-mailed over SMTP to a local sink that discards them, logs at warn) and rate limits off:
//  - 100 members, each with a pending local checkout whose card was accepted (what the local checkout's pay form
//    records before it sends its event);
//  - 100 distinct `checkout.session.completed` events, each delivered 10 times: 1,000 deliveries, shuffled, sent
//    over HTTP 50 at a time, each signed at sending time as Stripe signs (t=…,v1=…);
//  - each acknowledgement timed from sending the request to the end of the answer (the webhook stores the event and
//    queues its fulfilment job; the grant runs in the job, after the answer);
//  - then, once every fulfilment job has run (the database polled every 50 ms, from the first delivery, until the
//    100 subscriptions exist; 120 s at most), checked: exactly 100 subscriptions (one per checkout), 100 Premium
//    members, 100 event ids stored, 100 checkouts paid, and 100 receipt e-mails delivered by the job queue;
//  - reported without a target: the time from the first delivery of each event to its subscription being seen
//    (an upper bound: the poll's 50 ms and one query late at most).
// Before the measured run, 20 other checkouts are paid the same way (twice each) to warm the process up, and their
// subscriptions and receipts are waited for.
// Targets: exactly 100 effects; acknowledgement p99 ≤ 200 ms. Writes bench/results/webhooks.json and exits non-zero
// when a target is not met. Knobs: BENCH_WEBHOOKS_MEMBERS (100), BENCH_WEBHOOKS_COPIES (10),
// BENCH_WEBHOOKS_CONCURRENCY (50), BENCH_DATABASE_URL; BENCH_CPU_PROF=<folder> writes the server process's CPU profile
// (node --cpu-prof) there.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import { connectDatabase, connectPostgres } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrator';
import { localEvent, signPayload } from '../src/modules/payments/local-checkout';
import { WEBHOOK_PATH } from '../src/modules/payments/payment-jobs';
import { LOCAL_CHECKOUT_TTL_MS, LOCAL_SESSION_PREFIX } from '../src/modules/payments/providers';
import { createMember } from '../test/factories/profiles';
import { startDiagnostics, type DiagnosticsSnapshot } from './server-diagnostics';
import { startSmtpSink } from './smtp-sink';
import { writeResult } from './write-result';

const MEMBERS = Number(process.env.BENCH_WEBHOOKS_MEMBERS ?? 100);
const COPIES = Number(process.env.BENCH_WEBHOOKS_COPIES ?? 10);
const CONCURRENCY = Number(process.env.BENCH_WEBHOOKS_CONCURRENCY ?? 50);
const WARMUP_MEMBERS = 20;
const PLAN_ID = 'premium-monthly';
const TARGET = { p99Ms: 200 };
const RECEIPT_WAIT_MS = 120_000;
const FULFILMENT_WAIT_MS = 120_000;
const WATCH_INTERVAL_MS = 50;

const databaseServer = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const WEBHOOK_SECRET = `whsec_${randomBytes(24).toString('base64url')}`;

type Percentiles = { n: number; p50: number; p95: number; p99: number; max: number };

/** Nearest-rank percentiles, rounded to 0.1 ms. */
function percentiles(values: number[]): Percentiles {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? NaN;
  const round = (value: number) => Math.round(value * 10) / 10;
  return { n: sorted.length, p50: round(at(0.5)), p95: round(at(0.95)), p99: round(at(0.99)), max: round(at(1)) };
}

/**
 * The load generator's HTTP client: node:http with kept-alive connections (fetch's own overhead, in the same
 * process as the timing, added tens of milliseconds to every answer at 50 in flight).
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
function post(origin: string, payload: string, signature: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${origin}${WEBHOOK_PATH}`,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          'stripe-signature': signature,
        },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
}

type ServerMessage = { type: 'ready'; port: number } | { type: 'diagnostics'; snapshot: DiagnosticsSnapshot };
type ServerRequest = { type: 'stop' } | { type: 'diagnostics'; reset: boolean };

// ---- the server process ------------------------------------------------------------------------------------------
if (process.env.WEBHOOKS_BENCH_ROLE === 'server') {
  const config = loadConfig(process.env);
  const database = await connectDatabase(config);
  const app = await buildApp(config, { database });
  const diagnostics = startDiagnostics(app.server);
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.send?.({ type: 'ready', port: (app.server.address() as AddressInfo).port } satisfies ServerMessage);
  process.on('message', (message: ServerRequest) => {
    if (message.type === 'diagnostics') {
      process.send?.({ type: 'diagnostics', snapshot: diagnostics.snapshot() } satisfies ServerMessage);
      if (message.reset) diagnostics.reset();
      return;
    }
    void app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0));
  });
  await new Promise(() => undefined); // serves until told to stop
}

// ---- the benchmark -----------------------------------------------------------------------------------------------
const admin = new pg.Client({ connectionString: databaseServer });
try {
  await admin.connect();
} catch (error) {
  console.error(`webhooks needs a PostgreSQL server at ${databaseServer} (BENCH_DATABASE_URL): ${String(error)}`);
  process.exit(1);
}
const databaseName = `bench_webhooks_${randomBytes(4).toString('hex')}`;
await admin.query(`create database ${databaseName}`);
const databaseUrl = new URL(databaseServer);
databaseUrl.pathname = `/${databaseName}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-webhooks-'));
const handle = connectPostgres(databaseUrl.toString());
const loadStart = os.loadavg();

// E-mails go out over SMTP, as in production, to a local server that accepts and discards them.
const smtp = await startSmtpSink();
const smtpPort = smtp.port;

const TSX_LOADER = path.resolve(import.meta.dirname, '../../../node_modules/tsx/dist/loader.mjs');
let server: ChildProcess | undefined;
let exitCode = 0;
try {
  await migrateToLatest(handle.db);
  const serverEnv = {
    APP_ENV: 'production',
    LOG_LEVEL: 'warn',
    JWT_SECRET: randomBytes(32).toString('base64url'),
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    PUBLIC_URL: 'http://localhost:3000',
    DATABASE_URL: databaseUrl.toString(),
    DATA_DIR: dataDir,
    WEB_DIST_DIR: '/nonexistent-web-dist',
    RATE_LIMIT_ENABLED: '0',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  };
  // Seeding goes through an app of its own here (test settings: no job queue running, e-mail to the outbox).
  const seeder = await buildApp(
    loadConfig({ ...serverEnv, APP_ENV: 'test', SMTP_URL: '', DEV_OUTBOX: '1', LOG_LEVEL: 'silent' }),
    { database: handle, logger: false },
  );
  await seeder.ready();

  // Members with complete profiles (the factories), four at a time, and a paid-by-card local checkout each.
  console.error(`webhooks: seeding ${MEMBERS + WARMUP_MEMBERS} members and their checkouts`);
  const plan = await handle.db.selectFrom('plans').selectAll().where('id', '=', PLAN_ID).executeTakeFirstOrThrow();
  async function checkoutsFor(count: number) {
    const sessions: Array<{ id: string; userId: string; planId: string; amountCents: number }> = [];
    for (let start = 0; start < count; start += 4) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(4, count - start) }, () => createMember(seeder).then((member) => member.id)),
      );
      for (const userId of batch) {
        sessions.push({
          id: `${LOCAL_SESSION_PREFIX}${randomBytes(18).toString('base64url')}`,
          userId,
          planId: plan.id,
          amountCents: plan.priceCents,
        });
      }
    }
    const now = new Date();
    await handle.db
      .insertInto('checkoutSessions')
      .values(
        sessions.map((session) => ({
          ...session,
          provider: 'local' as const,
          state: 'pending' as const,
          createdAt: now,
          expiresAt: new Date(now.getTime() + LOCAL_CHECKOUT_TTL_MS),
          completedAt: now,
          updatedAt: now,
        })),
      )
      .execute();
    return sessions;
  }
  const warmupSessions = await checkoutsFor(WARMUP_MEMBERS);
  const sessions = await checkoutsFor(MEMBERS);
  await seeder.close();

  const serverProcess = spawn(
    process.execPath,
    [
      ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir=' + process.env.BENCH_CPU_PROF] : []),
      '--import',
      TSX_LOADER,
      import.meta.filename,
    ],
    {
      cwd: path.resolve(import.meta.dirname, '..'),
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...serverEnv, WEBHOOKS_BENCH_ROLE: 'server' },
    },
  );
  server = serverProcess;
  const ready = await new Promise<ServerMessage>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the server process did not start within 120 s')), 120_000);
    serverProcess.once('message', (message: ServerMessage) => {
      clearTimeout(timer);
      resolve(message);
    });
    serverProcess.once('exit', (code) => reject(new Error(`the server process exited (${code})`)));
  });
  if (ready.type !== 'ready') throw new Error('the server process said something else first');
  const origin = `http://127.0.0.1:${ready.port}`;
  const child = serverProcess;
  /** The server's own measurements since the last reset (bench/server-diagnostics.ts); `reset` starts them again. */
  function serverDiagnostics(reset: boolean): Promise<DiagnosticsSnapshot> {
    return new Promise((resolve) => {
      const onMessage = (message: ServerMessage) => {
        if (message.type !== 'diagnostics') return;
        child.off('message', onMessage);
        resolve(message.snapshot);
      };
      child.on('message', onMessage);
      child.send({ type: 'diagnostics', reset } satisfies ServerRequest);
    });
  }

  /**
   * Sends every payload `copies` times, shuffled, `CONCURRENCY` at a time; each acknowledgement's time in ms.
   * `firstSent` gets when the first delivery of each payload was sent (performance.now()).
   */
  async function deliverAll(payloads: string[], copies: number, firstSent = new Map<string, number>()) {
    const queue = shuffle(payloads.flatMap((payload) => Array.from({ length: copies }, () => payload)));
    const latencies: number[] = [];
    // The first delivery sent of each event (the one that grants, usually) and the repeats, apart.
    const sent = new Set<string>();
    const firstLatencies: number[] = [];
    const repeatLatencies: number[] = [];
    const statuses = new Map<number, number>();
    let firstError: string | undefined;
    let next = 0;
    async function worker() {
      while (next < queue.length) {
        const payload = queue[next] as string;
        const first = !sent.has(payload);
        sent.add(payload);
        next += 1;
        const signature = signPayload(payload, WEBHOOK_SECRET, Math.floor(Date.now() / 1000));
        const started = performance.now();
        if (first) firstSent.set(payload, started);
        let status = 0;
        try {
          const response = await post(origin, payload, signature);
          const text = response.body;
          status = response.status;
          if (status !== 200) firstError ??= `${status} ${text.slice(0, 200)}`;
        } catch (error) {
          firstError ??= String(error);
        }
        const elapsed = performance.now() - started;
        latencies.push(elapsed);
        (first ? firstLatencies : repeatLatencies).push(elapsed);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }
    const started = performance.now();
    await Promise.all(Array.from({ length: CONCURRENCY }, () => worker()));
    return {
      latencyMs: percentiles(latencies),
      firstDeliveryMs: percentiles(firstLatencies),
      repeatMs: percentiles(repeatLatencies),
      seconds: Math.round(performance.now() - started) / 1000,
      statuses: Object.fromEntries(statuses),
      firstError,
    };
  }
  const eventsFor = (list: typeof sessions) =>
    list.map((session) => localEvent('checkout.session.completed', session, new Date()));

  /**
   * Polls the database for the subscriptions of `list`'s checkouts until all exist or `FULFILMENT_WAIT_MS` passed
   * since `stop()` was called; resolves with when each checkout's subscription was first seen (performance.now()).
   */
  function watchSubscriptions(list: typeof sessions) {
    const ids = list.map((session) => session.id);
    const seen = new Map<string, number>();
    let deadline = Number.POSITIVE_INFINITY;
    const done = (async () => {
      while (seen.size < ids.length && performance.now() < deadline) {
        const rows = await handle.db
          .selectFrom('subscriptions')
          .select('checkoutSessionId')
          .where('checkoutSessionId', 'in', ids)
          .execute();
        const at = performance.now();
        for (const row of rows)
          if (row.checkoutSessionId && !seen.has(row.checkoutSessionId)) seen.set(row.checkoutSessionId, at);
        if (seen.size < ids.length) await sleep(WATCH_INTERVAL_MS);
      }
      return seen;
    })();
    return {
      /** Deliveries are over: wait for the rest, at most FULFILMENT_WAIT_MS from now. */
      finish() {
        deadline = performance.now() + FULFILMENT_WAIT_MS;
        return done;
      },
    };
  }
  async function waitForMails(count: number) {
    const start = performance.now();
    while (smtp.received() < count && performance.now() - start < RECEIPT_WAIT_MS) await sleep(250);
  }

  console.error(`webhooks: warm-up (${WARMUP_MEMBERS} events, twice each)`);
  const warmupWatch = watchSubscriptions(warmupSessions);
  await deliverAll(eventsFor(warmupSessions), 2);
  const warmupGranted = await warmupWatch.finish();
  await waitForMails(WARMUP_MEMBERS);
  console.error(`webhooks: warm-up granted ${warmupGranted.size}, receipts ${smtp.received()}`);
  await sleep(1000);
  await serverDiagnostics(true);

  console.error(`webhooks: ${MEMBERS} events × ${COPIES} deliveries, ${CONCURRENCY} at a time`);
  const measuredEvents = eventsFor(sessions);
  const firstSent = new Map<string, number>();
  const watch = watchSubscriptions(sessions);
  const measured = await deliverAll(measuredEvents, COPIES, firstSent);
  // Inside the server over the measured deliveries (fulfilment jobs already running among them are included).
  const insideServer = await serverDiagnostics(false);
  console.error(`webhooks inside the server: ${JSON.stringify(insideServer)}`);
  const fulfilmentStart = performance.now();
  const granted = await watch.finish();
  const allGrantedAfterLastAckSeconds = Math.round(performance.now() - fulfilmentStart) / 1000;
  // From the first delivery of each event to its subscription seen in the database.
  const toSubscription = percentiles(
    sessions.flatMap((session, index) => {
      const sentAt = firstSent.get(measuredEvents[index] as string);
      const seenAt = granted.get(session.id);
      return sentAt === undefined || seenAt === undefined ? [] : [seenAt - sentAt];
    }),
  );

  // The effects, counted for this run's checkouts only.
  const ids = sessions.map((session) => session.id);
  const userIds = sessions.map((session) => session.userId);
  const count = async (query: Promise<{ n: number | string | bigint } | undefined>) => Number((await query)?.n ?? 0);
  const subscriptions = await count(
    handle.db
      .selectFrom('subscriptions')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('checkoutSessionId', 'in', ids)
      .executeTakeFirst(),
  );
  const premium = await count(
    handle.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('id', 'in', userIds)
      .where('usertype', '=', 'Premium')
      .executeTakeFirst(),
  );
  const events = await count(
    handle.db
      .selectFrom('paymentEvents')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('objectId', 'in', ids)
      .executeTakeFirst(),
  );
  const paid = await count(
    handle.db
      .selectFrom('checkoutSessions')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('id', 'in', ids)
      .where('state', '=', 'paid')
      .executeTakeFirst(),
  );
  // Receipts: the warm-up's and this run's, sent by the job queue after the grants.
  await waitForMails(WARMUP_MEMBERS + MEMBERS);
  await sleep(2000); // anything more would be a duplicate
  const receipts = smtp.received() - WARMUP_MEMBERS;

  const effects = { subscriptions, premiumMembers: premium, eventsStored: events, checkoutsPaid: paid, receipts };
  const exact = Object.values(effects).every((value) => value === MEMBERS);
  const allAcknowledged = measured.statuses[200] === MEMBERS * COPIES;
  const targets = [
    {
      what: `effects of ${MEMBERS * COPIES} deliveries of ${MEMBERS} events`,
      target: `exactly ${MEMBERS} of each`,
      result: Object.entries(effects)
        .map(([name, value]) => `${value} ${name}`)
        .join(', '),
      met: exact && allAcknowledged,
    },
    {
      what: 'acknowledgement p99',
      target: `≤ ${TARGET.p99Ms} ms`,
      result:
        `${measured.latencyMs.p99} ms (p50 ${measured.latencyMs.p50} ms, max ${measured.latencyMs.max} ms; ` +
        `first deliveries p50 ${measured.firstDeliveryMs.p50} ms, p99 ${measured.firstDeliveryMs.p99} ms; ` +
        `repeats p50 ${measured.repeatMs.p50} ms, p99 ${measured.repeatMs.p99} ms)`,
      met: allAcknowledged && measured.latencyMs.p99 <= TARGET.p99Ms,
    },
  ];
  const fulfilment = {
    toSubscriptionMs: toSubscription,
    allGrantedAfterLastAckSeconds,
    note: 'first delivery sent → subscription seen by a 50 ms database poll (upper bound); no target',
  };
  console.log(
    `first delivery → subscription: p50 ${toSubscription.p50} ms, p95 ${toSubscription.p95} ms, ` +
      `p99 ${toSubscription.p99} ms, max ${toSubscription.max} ms (${toSubscription.n} seen; all granted ` +
      `${allGrantedAfterLastAckSeconds} s after the last acknowledgement); no target`,
  );
  for (const target of targets) {
    console.log(`${target.what}: ${target.result}; target ${target.target}: ${target.met ? 'met' : 'NOT met'}`);
    if (!target.met) exitCode = 1;
  }
  if (!allAcknowledged)
    console.log(`not every delivery got 200: ${JSON.stringify(measured.statuses)} ${measured.firstError ?? ''}`);
  const file = writeResult('webhooks', {
    name: 'webhooks',
    settings: {
      members: MEMBERS,
      copiesPerEvent: COPIES,
      deliveries: MEMBERS * COPIES,
      concurrency: CONCURRENCY,
      warmupEvents: WARMUP_MEMBERS,
      database:
        'PostgreSQL (fresh database, dropped afterwards), the server process with DATABASE_POOL_SIZE connections (20 by default)',
      server:
        'its own process: buildApp, listening on 127.0.0.1, APP_ENV production, job queue polling (2 s when idle), SMTP sink',
      client: 'node:http with kept-alive connections, in the benchmark process',
    },
    measured,
    // Measured inside the server process over the measured deliveries (bench/server-diagnostics.ts).
    insideServer,
    fulfilment,
    effects,
    targets,
    loadAverage: { start: loadStart, end: os.loadavg() },
  });
  console.error(`webhooks: results in ${file}`);
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  if (server && server.exitCode === null) {
    const exited = new Promise<void>((resolve) => server?.once('exit', () => resolve()));
    server.send({ type: 'stop' });
    const timer = setTimeout(() => server?.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  }
  await handle.close().catch(() => undefined);
  await admin.query(`drop database if exists ${databaseName} with (force)`);
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
  await smtp.close();
}
process.exit(exitCode);
