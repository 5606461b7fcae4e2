// Benchmark: realtime (issue 11, points 5 and 9). On a fresh PostgreSQL database (BENCH_DATABASE_URL, else the
// local server; created and dropped here), with rate limits off, server processes started as children
// (realtime-server.ts, production settings, e-mail to a local SMTP sink) and clients on 127.0.0.1 only:
//  a. request-to-recipient latency: 1,000 members with a live socket each; connection requests sent through
//     POST /api/v1/connection/addConnection at a fixed rate, each timed from sending the HTTP request to the
//     receiver's socket getting `connection_request`. Baseline in the same run: a bare Socket.IO server told to
//     emit to a member's room by a bare HTTP request, timed the same way. Also across two processes sharing Redis
//     (request to process 1, receiver's socket on process 2), and on that cluster with the receiver on process 1.
//     All servers run at once and the four take turns (5 rounds of 100 requests each, after 100 warm-up
//     requests each), so other load on the machine falls on all alike. Targets: p99 ≤ bare p99 + 100 ms; two
//     processes p99 ≤ 1.5 × one process p99.
//  b. heap per idle authenticated socket: 10,000 sockets (clients in two processes of their own) on one app
//     process, heapUsed after full collections, against a bare Socket.IO server measured the same way. Target ≤ 1.5×.
// Writes bench/results/realtime.json and exits non-zero when a target is not met. Knobs: BENCH_REALTIME_MEMBERS
// (1000), BENCH_REALTIME_REQUESTS (per scenario, 500), BENCH_REALTIME_RATE (requests/s, 10), BENCH_REALTIME_IDLE
// (10000), BENCH_REALTIME_ONLY=one-process (the bare server and one app process alone: no cluster, no idle part;
// writes realtime-one-process.json), BENCH_REDIS_URL (else REDIS_URL, else redis://127.0.0.1:6379), BENCH_DATABASE_URL.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import pg from 'pg';
import type { Socket } from 'socket.io-client';
import { memberRoom, type NotificationItem } from '@app/shared/realtime';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import { connectPostgres } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrator';
import { newUid } from '../src/modules/auth/sessions.service';
import { hashPassword } from '../src/modules/auth/passwords';
import { getAuthKeys } from '../src/lib/security/secrets';
import { signAccessToken } from '../src/lib/auth/tokens';
import { createMember } from '../test/factories/profiles';
import {
  fdLimits,
  nextMessage,
  percentiles,
  spawnChild,
  stopAllChildren,
  stopChild,
  type Percentiles,
} from './child-processes';
import { openClients, type ClientsMessage, type ClientsRequest } from './realtime-clients';
import type { ServerMessage, ServerRequest } from './realtime-server';
import type { DiagnosticsSnapshot } from './server-diagnostics';
import { startSmtpSink } from './smtp-sink';
import { writeResult } from './write-result';

const MEMBERS = Number(process.env.BENCH_REALTIME_MEMBERS ?? 1000);
const REQUESTS = Number(process.env.BENCH_REALTIME_REQUESTS ?? 500);
const RATE = Number(process.env.BENCH_REALTIME_RATE ?? 10);
const IDLE = Number(process.env.BENCH_REALTIME_IDLE ?? 10_000);
/** `one-process`: only the bare server and one app process, no cluster and no idle-socket part (a focused run). */
const ONLY_ONE_PROCESS = process.env.BENCH_REALTIME_ONLY === 'one-process';
const WARMUP = 100;
const ROUNDS = 5;
const CLIENT_PROCESSES = 2;
const ARRIVAL_TIMEOUT_MS = 10_000;
const SETTLE_MS = 5_000;
const TARGET = { addedP99Ms: 100, twoProcessRatio: 1.5, heapRatio: 1.5 };

const databaseServer = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.BENCH_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const JWT_SECRET = randomBytes(32).toString('base64url');

type Member = { id: string; token: string };
type LatencyResult = {
  latencyMs: Percentiles;
  httpMs: Percentiles;
  lost: number;
  httpErrors: number;
  firstHttpError?: string;
};

if (MEMBERS < 8) throw new Error('BENCH_REALTIME_MEMBERS must be at least 8');
const perProcessSockets = Math.max(IDLE, MEMBERS);
if (fdLimits.hard && fdLimits.hard < perProcessSockets + 512) {
  console.error(
    `realtime: the open-file limit is ${fdLimits.hard} (hard); ${perProcessSockets} sockets in one server process ` +
      `need about ${perProcessSockets + 512}. Raise it (ulimit -Hn) or set BENCH_REALTIME_IDLE lower.`,
  );
  process.exit(1);
}

type ServerChild = {
  origin: string;
  heap: () => Promise<Extract<ServerMessage, { type: 'heap' }>>;
  /** The process's own measurements since the last reset (null for the bare server); `reset` starts them again. */
  diagnostics: (reset?: boolean) => Promise<DiagnosticsSnapshot | null>;
  stop: () => Promise<void>;
};

async function startServer(mode: 'app' | 'bare', env: Record<string, string> = {}): Promise<ServerChild> {
  const child = spawnChild('bench/realtime-server.ts', [mode], env, ['--expose-gc']);
  const ready = await nextMessage<ServerMessage, 'ready'>(child, 'ready', 120_000);
  return {
    origin: `http://127.0.0.1:${ready.port}`,
    heap: () => {
      const reply = nextMessage<ServerMessage, 'heap'>(child, 'heap', 60_000);
      child.send({ type: 'heap' } satisfies ServerRequest);
      return reply;
    },
    diagnostics: async (reset = false) => {
      const reply = nextMessage<ServerMessage, 'diagnostics'>(child, 'diagnostics', 60_000);
      child.send({ type: 'diagnostics', reset } satisfies ServerRequest);
      return (await reply).snapshot;
    },
    stop: () => stopChild(child, { type: 'stop' }),
  };
}

/** Idle clients spread over CLIENT_PROCESSES children; resolves once every handshake has ended. */
async function startIdleClients(origin: string, auths: Array<Record<string, string>>) {
  const share = Math.ceil(auths.length / CLIENT_PROCESSES);
  const procs = Array.from({ length: CLIENT_PROCESSES }, () =>
    spawnChild('bench/realtime-clients.ts', [], { REALTIME_BENCH_ROLE: 'clients' }),
  );
  const replies = await Promise.all(
    procs.map((child, index) => {
      const reply = nextMessage<ClientsMessage, 'connected'>(child, 'connected', 300_000);
      const request: ClientsRequest = {
        type: 'connect',
        origin,
        auths: auths.slice(index * share, (index + 1) * share),
        concurrency: 50,
      };
      child.send(request);
      return reply;
    }),
  );
  return {
    connected: replies.reduce((sum, reply) => sum + reply.connected, 0),
    failed: replies.reduce((sum, reply) => sum + reply.failed, 0),
    firstError: replies.find((reply) => reply.firstError)?.firstError,
    seconds: Math.max(...replies.map((reply) => reply.ms)) / 1000,
    stop: () => Promise.all(procs.map((child) => stopChild(child, { type: 'close' }))),
  };
}

// ---- the database and its members ------------------------------------------------------------------------------

const admin = new pg.Client({ connectionString: databaseServer });
try {
  await admin.connect();
} catch (error) {
  console.error(`realtime needs a PostgreSQL server at ${databaseServer} (BENCH_DATABASE_URL): ${String(error)}`);
  process.exit(1);
}
const probe = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0 });
try {
  await probe.connect();
  await probe.ping();
  probe.disconnect();
} catch (error) {
  console.error(`realtime needs Redis at ${redisUrl} (BENCH_REDIS_URL): ${String(error)}`);
  process.exit(1);
}

const databaseName = `bench_realtime_${randomBytes(4).toString('hex')}`;
await admin.query(`create database ${databaseName}`);
const databaseUrl = new URL(databaseServer);
databaseUrl.pathname = `/${databaseName}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-realtime-'));
const handle = connectPostgres(databaseUrl.toString(), 4);
const loadStart = os.loadavg();
// E-mails go out over SMTP, as in production, to a local server that accepts and discards them.
const smtp = await startSmtpSink();
const smtpPort = smtp.port;

/** Settings every app server process gets: production, rate limits off, this run's database and secret. */
const appEnv = (extra: Record<string, string> = {}) => ({
  APP_ENV: 'production',
  LOG_LEVEL: 'warn',
  JWT_SECRET,
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  PUBLIC_URL: 'http://localhost:3000',
  DATABASE_URL: databaseUrl.toString(),
  DATA_DIR: dataDir,
  WEB_DIST_DIR: '/nonexistent-web-dist',
  RATE_LIMIT_ENABLED: '0',
  ...extra,
});

const latency: Record<string, LatencyResult & { setup: Record<string, unknown>; rounds: Percentiles[] }> = {};
let loadAverageByRound: number[] = [];
let serverDiagnostics: Record<string, DiagnosticsSnapshot | null> = {};
let idle: Record<string, unknown> = {};
let exitCode = 0;

try {
  await migrateToLatest(handle.db);
  const config = loadConfig({
    APP_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET,
    DATA_DIR: dataDir,
    WEB_DIST_DIR: '/nonexistent-web-dist',
    DEV_OUTBOX: '1',
    RATE_LIMIT_ENABLED: '0',
  });

  // Members who can send and receive requests: complete profiles, written by the test factories, four at a time.
  console.error(`realtime: seeding ${MEMBERS} complete members and ${Math.max(0, IDLE - MEMBERS)} accounts`);
  const seeder = await buildApp(config, { database: handle, logger: false });
  await seeder.ready();
  const ids: string[] = [];
  for (let start = 0; start < MEMBERS; start += 4) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(4, MEMBERS - start) }, () => createMember(seeder).then((m) => m.id)),
    );
    ids.push(...batch);
  }
  await seeder.close();
  // The idle sockets' other members only need an account and a session: batched inserts.
  const passwordHash = await hashPassword('bench realtime password');
  for (let start = MEMBERS; start < IDLE; start += 1000) {
    const now = new Date();
    const rows = await handle.db
      .insertInto('users')
      .values(
        Array.from({ length: Math.min(1000, IDLE - start) }, (_, offset) => ({
          uid: newUid(),
          email: `bench-idle-${start + offset}-${randomBytes(3).toString('hex')}@example.test`,
          passwordHash,
          createdAt: now,
          updatedAt: now,
          lastActiveAt: now,
        })),
      )
      .returning('id')
      .execute();
    ids.push(...rows.map((row) => row.id));
  }
  // One session per member and an access token for it, as sign-in would give (valid for this run).
  const keys = getAuthKeys(config);
  const members: Member[] = [];
  for (let start = 0; start < ids.length; start += 1000) {
    const now = new Date();
    const sessions = await handle.db
      .insertInto('sessions')
      .values(
        ids.slice(start, start + 1000).map((userId) => ({
          id: randomUUID(),
          userId,
          createdAt: now,
          lastUsedAt: now,
          absoluteExpiresAt: new Date(now.getTime() + 86_400_000),
          userAgent: 'bench/realtime',
        })),
      )
      .returning(['id', 'userId'])
      .execute();
    for (const session of sessions) {
      const token = await signAccessToken(keys.accessJwt, { userId: session.userId, sessionId: session.id }, now, 3600);
      members.push({ id: session.userId, token });
    }
  }
  const byId = new Map(members.map((member) => [member.id, member]));
  const active = ids.slice(0, MEMBERS).map((id) => byId.get(id) as Member);
  const half = Math.floor(MEMBERS / 2);
  const quarter = Math.floor(half / 2);
  const senders = active.slice(0, half);
  const receivers = active.slice(half, half * 2);

  // ---- a. latency ------------------------------------------------------------------------------------------------
  // Every server runs at once and the scenarios take turns, ROUNDS times, so the load other programs put on the
  // machine falls on all of them alike. Members 0..half-1 send; the others receive (on the cluster, one quarter
  // on each process). A pair is never asked twice: a request already sent sends no second notification.

  type Scenario = {
    name: string;
    setup: Record<string, unknown>;
    receivers: Member[];
    receiverSockets: Socket[];
    send: (sender: Member, receiver: Member) => Promise<Response>;
    expectedStatus: number;
    samples: {
      latencies: number[];
      httpTimes: number[];
      lost: number;
      httpErrors: number;
      firstHttpError?: string;
      /** Latencies per round, to tell a slow scenario from a slow minute of the machine. */
      rounds: number[][];
    };
  };
  const usedPairs = new Set<string>();
  /** The first receiver of the scenario, from position `start` on, whom `sender` has not asked yet. */
  function newReceiver(scenario: Scenario, sender: Member, start: number): Member {
    for (let step = 0; step < scenario.receivers.length; step += 1) {
      const receiver = scenario.receivers[(start + step) % scenario.receivers.length] as Member;
      const key = `${sender.id}|${receiver.id}`;
      if (!usedPairs.has(key)) {
        usedPairs.add(key);
        return receiver;
      }
    }
    throw new Error(`${scenario.name}: ${sender.id} has asked every receiver already`);
  }

  /**
   * Sends requests from senders[from..from+count-1] at RATE a second, each to a receiver it never asked, and times
   * each from the request's start to that receiver's socket getting the `connection_request` from that sender.
   */
  async function timeRequests(scenario: Scenario, from: number, count: number, round?: number): Promise<void> {
    const record = round !== undefined;
    const waiters = new Map<string, (at: number) => void>();
    const listeners = scenario.receiverSockets.map((socket, index) => {
      const receiverId = scenario.receivers[index]?.id;
      const listener = (notification: NotificationItem) =>
        waiters.get(`${receiverId}|${notification.body?.senderId}`)?.(performance.now());
      socket.on('connection_request', listener);
      return () => socket.off('connection_request', listener);
    });
    const samples = scenario.samples;
    const one = async (index: number) => {
      const sender = senders[index % senders.length] as Member;
      const receiver = newReceiver(scenario, sender, index);
      const key = `${receiver.id}|${sender.id}`;
      let timer: NodeJS.Timeout | undefined;
      const arrival = new Promise<number | undefined>((resolve) => {
        waiters.set(key, resolve);
        timer = setTimeout(() => resolve(undefined), ARRIVAL_TIMEOUT_MS);
      });
      const started = performance.now();
      let httpTime: number | undefined;
      let httpError: string | undefined;
      try {
        const res = await scenario.send(sender, receiver);
        const body = await res.text();
        httpTime = performance.now() - started;
        if (res.status !== scenario.expectedStatus) httpError = `${res.status} ${body.slice(0, 200)}`;
      } catch (error) {
        httpError = String(error);
      }
      const arrived = await arrival;
      clearTimeout(timer);
      waiters.delete(key);
      if (!record) return;
      if (httpTime !== undefined) samples.httpTimes.push(httpTime);
      if (httpError) {
        samples.httpErrors += 1;
        samples.firstHttpError ??= httpError;
      }
      if (arrived === undefined) samples.lost += 1;
      else {
        samples.latencies.push(arrived - started);
        (samples.rounds[round] ??= []).push(arrived - started);
      }
    };
    const pending: Array<Promise<void>> = [];
    const start = performance.now();
    for (let index = 0; index < count; index += 1) {
      const wait = start + (index * 1000) / RATE - performance.now();
      if (wait > 0) await sleep(wait);
      pending.push(one(from + index));
    }
    await Promise.all(pending);
    for (const off of listeners) off();
  }

  const tokenAuth = (member: Member) => ({ token: member.token });
  const idAuth = (member: Member) => ({ userId: member.id });
  const addConnection = (origin: string) => (sender: Member, receiver: Member) =>
    fetch(`${origin}/api/v1/connection/addConnection`, {
      method: 'POST',
      headers: { authorization: `Bearer ${sender.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ receiverId: receiver.id }),
    });
  const latencySockets: Socket[] = [];
  async function connectAll(origin: string, list: Member[], auth: (m: Member) => Record<string, string>) {
    const opened = await openClients(origin, list.map(auth), 50);
    latencySockets.push(...opened.sockets);
    if (opened.failed)
      throw new Error(`${opened.failed} of ${list.length} sockets did not connect: ${opened.firstError}`);
    return opened.sockets;
  }
  const closeAll = (sockets: Socket[]) => {
    for (const socket of sockets) socket.disconnect();
  };
  const emptySamples = () => ({ latencies: [], httpTimes: [], lost: 0, httpErrors: 0, rounds: [] });
  const loadByRound: number[] = [];

  console.error('realtime: starting the servers and connecting the latency clients');
  const bare = await startServer('bare');
  const single = await startServer('app', appEnv());
  const first = ONLY_ONE_PROCESS ? undefined : await startServer('app', appEnv({ REDIS_URL: redisUrl }));
  const second = ONLY_ONE_PROCESS ? undefined : await startServer('app', appEnv({ REDIS_URL: redisUrl }));
  const farReceivers = receivers.slice(0, quarter);
  const nearReceivers = receivers.slice(quarter, quarter * 2);
  const bareSockets = await connectAll(bare.origin, active, idAuth);
  const singleSockets = await connectAll(single.origin, active, tokenAuth);
  if (first) await connectAll(first.origin, senders, tokenAuth);
  const farSockets = second ? await connectAll(second.origin, farReceivers, tokenAuth) : [];
  const nearSockets = first ? await connectAll(first.origin, nearReceivers, tokenAuth) : [];

  const allScenarios: Scenario[] = [
    {
      name: 'bareSocketIo',
      setup: { server: 'bare Socket.IO + node:http POST /emit', sockets: active.length },
      receivers,
      receiverSockets: bareSockets.slice(half, half * 2),
      send: (sender, receiver) =>
        fetch(`${bare.origin}/emit?room=${encodeURIComponent(memberRoom(receiver.id))}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            notificationId: randomUUID(),
            title: 'New connection request',
            message: 'A member would like to connect with you.',
            body: { type: 'connection_request', senderId: sender.id, senderName: 'A member', senderImage: null },
            createdAt: new Date().toISOString(),
            isRead: false,
          } satisfies NotificationItem),
        }),
      expectedStatus: 204,
      samples: emptySamples(),
    },
    {
      name: 'oneProcess',
      setup: { server: 'one app process, no Redis', sockets: active.length },
      receivers,
      receiverSockets: singleSockets.slice(half, half * 2),
      send: addConnection(single.origin),
      expectedStatus: 201,
      samples: emptySamples(),
    },
    {
      name: 'twoProcesses',
      setup: {
        server: 'two app processes, Redis adapter',
        requestsTo: 'process 1',
        receivers: `${farReceivers.length} members on process 2`,
        socketsOnProcess1: senders.length + nearReceivers.length,
        socketsOnProcess2: farReceivers.length,
      },
      receivers: farReceivers,
      receiverSockets: farSockets,
      send: addConnection(first?.origin ?? ''),
      expectedStatus: 201,
      samples: emptySamples(),
    },
    {
      name: 'sameProcessWithRedis',
      setup: {
        server: 'the same two app processes, Redis adapter',
        requestsTo: 'process 1',
        receivers: `${nearReceivers.length} members on process 1`,
      },
      receivers: nearReceivers,
      receiverSockets: nearSockets,
      send: addConnection(first?.origin ?? ''),
      expectedStatus: 201,
      samples: emptySamples(),
    },
  ];
  const scenarios = allScenarios.filter(
    (scenario) => !ONLY_ONE_PROCESS || scenario.name === 'bareSocketIo' || scenario.name === 'oneProcess',
  );

  try {
    // Warm-up: each server's code paths, database connections and prepared caches (not counted).
    for (const scenario of scenarios) await timeRequests(scenario, 0, WARMUP);
    await Promise.all([single, first, second].map((server) => server?.diagnostics(true)));
    const perRound = Math.ceil(REQUESTS / ROUNDS);
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const scenario of scenarios) {
        const from = round * perRound;
        await timeRequests(scenario, from, Math.min(perRound, REQUESTS - from), round);
      }
      loadByRound.push(os.loadavg()[0] ?? NaN);
      console.error(`realtime: round ${round + 1} of ${ROUNDS} done (load average ${os.loadavg()[0]?.toFixed(1)})`);
    }
    serverDiagnostics = { oneProcess: await single.diagnostics() };
    if (first) serverDiagnostics.clusterProcess1 = await first.diagnostics();
    if (second) serverDiagnostics.clusterProcess2 = await second.diagnostics();
    for (const [name, snapshot] of Object.entries(serverDiagnostics)) {
      console.error(`realtime ${name} inside the server: ${JSON.stringify(snapshot)}`);
    }
  } finally {
    loadAverageByRound = loadByRound;
    closeAll(latencySockets);
    await Promise.all([bare, single, first, second].map((server) => server?.stop()));
  }
  for (const scenario of scenarios) {
    const { latencies, httpTimes, lost, httpErrors, firstHttpError, rounds } = scenario.samples;
    const result: LatencyResult = {
      latencyMs: percentiles(latencies),
      httpMs: percentiles(httpTimes),
      lost,
      httpErrors,
      ...(firstHttpError ? { firstHttpError } : {}),
    };
    latency[scenario.name] = { ...result, setup: scenario.setup, rounds: rounds.map((values) => percentiles(values)) };
    console.error(
      `realtime ${scenario.name}: p50 ${result.latencyMs.p50} / p95 ${result.latencyMs.p95} / p99 ` +
        `${result.latencyMs.p99} ms (${result.latencyMs.n} arrived, ${lost} lost, ${httpErrors} HTTP errors)`,
    );
  }

  // ---- b. heap per idle socket -----------------------------------------------------------------------------------

  async function idleHeap(server: ServerChild, auth: (m: Member) => Record<string, string>) {
    const everyone = members.slice(0, IDLE);
    // Warm-up: the code paths of a handshake run (and compile) before the baseline is taken.
    closeAll(await connectAll(server.origin, everyone.slice(0, 100), auth));
    await sleep(1000);
    const before = await server.heap();
    const clients = await startIdleClients(server.origin, everyone.map(auth));
    if (clients.failed) {
      await clients.stop();
      throw new Error(`${clients.failed} of ${everyone.length} idle sockets did not connect: ${clients.firstError}`);
    }
    await sleep(SETTLE_MS);
    const after = await server.heap();
    await clients.stop();
    return {
      sockets: after.sockets,
      connectSeconds: Math.round(clients.seconds * 10) / 10,
      heapBeforeBytes: before.heapUsed,
      heapAfterBytes: after.heapUsed,
      rssBeforeBytes: before.rss,
      rssAfterBytes: after.rss,
      heapPerSocketBytes: Math.round((after.heapUsed - before.heapUsed) / after.sockets),
    };
  }

  if (!ONLY_ONE_PROCESS) {
    const bareIdle = await (async () => {
      const bare = await startServer('bare');
      try {
        return await idleHeap(bare, idAuth);
      } finally {
        await bare.stop();
      }
    })();
    console.error(`realtime idle, bare: ${bareIdle.heapPerSocketBytes} bytes of heap per socket (${bareIdle.sockets})`);
    const appIdle = await (async () => {
      const app = await startServer('app', appEnv());
      try {
        return await idleHeap(app, tokenAuth);
      } finally {
        await app.stop();
      }
    })();
    console.error(`realtime idle, app: ${appIdle.heapPerSocketBytes} bytes of heap per socket (${appIdle.sockets})`);
    idle = {
      bare: bareIdle,
      app: appIdle,
      ratio: Number((appIdle.heapPerSocketBytes / bareIdle.heapPerSocketBytes).toFixed(2)),
    };
  }
} finally {
  await stopAllChildren();
  await handle.close();
  await admin.query(`drop database if exists ${databaseName} with (force)`);
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
  await smtp.close();
}

// ---- targets and results -----------------------------------------------------------------------------------------

const p99 = (name: string) => latency[name]?.latencyMs.p99 ?? NaN;
const complete = (name: string) => (latency[name]?.lost ?? 1) === 0 && (latency[name]?.httpErrors ?? 1) === 0;
const idleRatio = (idle as { ratio?: number }).ratio ?? NaN;
const targets = [
  {
    what: 'notification latency p99, one process',
    baseline: `bare Socket.IO p99 ${p99('bareSocketIo')} ms`,
    target: `≤ bare p99 + ${TARGET.addedP99Ms} ms`,
    result: `${p99('oneProcess')} ms (+${Math.round((p99('oneProcess') - p99('bareSocketIo')) * 10) / 10} ms)`,
    met: complete('oneProcess') && p99('oneProcess') <= p99('bareSocketIo') + TARGET.addedP99Ms,
  },
  {
    what: 'notification latency p99, two processes (Redis adapter)',
    baseline: `one process p99 ${p99('oneProcess')} ms`,
    target: `≤ ${TARGET.twoProcessRatio}× one process`,
    result: `${p99('twoProcesses')} ms (${(p99('twoProcesses') / p99('oneProcess')).toFixed(2)}×)`,
    met: complete('twoProcesses') && p99('twoProcesses') <= TARGET.twoProcessRatio * p99('oneProcess'),
  },
  {
    what: `heap per idle authenticated socket (${IDLE.toLocaleString('en-AU')} sockets)`,
    baseline: `bare Socket.IO ${(idle as { bare?: { heapPerSocketBytes: number } }).bare?.heapPerSocketBytes} bytes`,
    target: `≤ ${TARGET.heapRatio}× bare`,
    result: `${(idle as { app?: { heapPerSocketBytes: number } }).app?.heapPerSocketBytes} bytes (${idleRatio}×)`,
    met: idleRatio <= TARGET.heapRatio,
  },
];
const runTargets = ONLY_ONE_PROCESS ? targets.slice(0, 1) : targets;
for (const target of runTargets) {
  console.log(
    `${target.what}: ${target.result}; baseline ${target.baseline}; target ${target.target}: ${target.met ? 'met' : 'NOT met'}`,
  );
  if (!target.met) exitCode = 1;
}
writeResult(ONLY_ONE_PROCESS ? 'realtime-one-process' : 'realtime', {
  name: ONLY_ONE_PROCESS ? 'realtime-one-process' : 'realtime',
  settings: {
    members: MEMBERS,
    requests: REQUESTS,
    warmupRequests: WARMUP,
    requestsPerSecond: RATE,
    idleSockets: IDLE,
    clientProcesses: CLIENT_PROCESSES,
    database: 'PostgreSQL (fresh database, dropped afterwards)',
    openFiles: fdLimits,
    mailsDelivered: smtp.received(),
  },
  latency,
  idle,
  targets: runTargets,
  loadAverage: { start: loadStart, afterEachRound: loadAverageByRound, end: os.loadavg() },
  // Measured inside each app process over the measured rounds (bench/server-diagnostics.ts).
  serverDiagnostics,
});
process.exit(exitCode);
