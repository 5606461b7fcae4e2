// `npm run bench -- faults` (issue 28, point 4): faults under member load on two real server processes.
//
// The benchmark runs its own PostgreSQL cluster (initdb into a temporary folder, trust authentication on
// 127.0.0.1, a free port), its own Redis (test/redis-server.ts) and two `src/server.ts` processes on them
// (RATE_LIMIT_ENABLED=0: the load would otherwise meet the per-member limits, which are not what is measured). It
// seeds members (Premium, paired into accepted connections, signed in through the real login) and sends a mixed
// member load round-robin to the two processes, retried on the other process after a network error, a timeout or a
// 502/503 (faults-load.ts). Three phases, each a warm-up, a fault under the load and the recovery:
//   a. SIGKILL one server process, start it again after a few seconds;
//   b. Redis stopped (killed) for 10 s, then started again;
//   c. PostgreSQL restarted (`pg_ctl restart -m fast`).
// Then the database is checked against what was acknowledged (faults-verify.ts): nothing lost, nothing duplicated.
// Settings: FAULTS_MEMBERS (200), FAULTS_RATE (requests/s in total, 120), FAULTS_WORKERS (virtual members at once, 24).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { io as connectClient, type Socket } from 'socket.io-client';
import { REALTIME } from '@app/shared/realtime';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import { connectPostgres } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrator';
import { createMember } from '../test/factories/profiles';
import { grantPlan } from '../test/factories/subscriptions';
import { signIn, VALID_ANSWERS } from '../test/factories/users';
import { freePort, ownRedisServer } from '../test/redis-server';
import { cleanUp, onCleanup, ownPostgres, readiness, serverProcess, type ServerHandle } from './faults-cluster';
import { memberLoad, RETRY, type LoadMember, type PhaseCounters } from './faults-load';
import { verify, type Verification } from './faults-verify';
import { writeResult } from './write-result';

const MEMBERS = Number(process.env.FAULTS_MEMBERS ?? 200);
const RATE = Number(process.env.FAULTS_RATE ?? 120);
const WORKERS = Number(process.env.FAULTS_WORKERS ?? 24);
/** Which phases to run (letters), all by default. */
const PHASES = process.env.FAULTS_PHASES ?? 'abc';
const WARM_UP_MS = 10_000;
const KILLED_FOR_MS = 3_000;
/** Chat sends fired at the process just before it is killed, and how long before. */
const BURST = 40;
const BURST_KILL_AFTER_MS = Number(process.env.FAULTS_KILL_AFTER_MS ?? 60);
const REDIS_AWAY_MS = 10_000;
const SETTLE_MS = 10_000;
const JWT_SECRET = 'faults-bench-secret-faults-bench-secret-0123456789';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (line: string) => console.log(`[faults ${new Date().toISOString().slice(11, 19)}] ${line}`);

async function eachLimit<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const item = items[next] as T;
        next += 1;
        await task(item);
      }
    }),
  );
}

/** Readiness of every process sampled every 250 ms for the whole run: a timeline of what /readyz answered. */
function readinessSampler(servers: ServerHandle[]) {
  const samples: Array<{ at: number; server: string; status: number; redis: unknown }> = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      await Promise.all(
        servers.map(async (server) => {
          const { status, body } = await readiness(server.origin);
          samples.push({ at: Date.now(), server: server.name, status, redis: body?.redis });
        }),
      );
      await sleep(250);
    }
  })();
  return {
    samples,
    async stop() {
      running = false;
      await loop;
    },
  };
}

type RealtimeProbe = { sentVia: string; sendStatus: number; heardOn: Record<string, boolean> };

/**
 * One member (the receiver) with a socket on each process, and a partner who sends through one process: whether
 * the message reaches the socket on that process and the socket on the other (across processes, through Redis).
 */
async function realtimeProbes(servers: ServerHandle[], sender: LoadMember, receiver: LoadMember) {
  const sockets = servers.map((server) =>
    connectClient(server.origin, {
      path: REALTIME.path,
      transports: [...REALTIME.transports],
      auth: { token: receiver.token },
      reconnection: true,
      reconnectionDelay: 200,
      reconnectionDelayMax: 1000,
      forceNew: true,
    }),
  );
  onCleanup(() => {
    for (const socket of sockets) socket.disconnect();
  });
  const disconnects: Record<string, Array<{ at: number; reason: string }>> = {};
  const heard = new Map<string, Set<string>>();
  sockets.forEach((socket: Socket, index) => {
    const name = servers[index]?.name as string;
    disconnects[name] = [];
    socket.on('disconnect', (reason) => disconnects[name]?.push({ at: Date.now(), reason }));
    socket.on('chat_message', (payload: unknown) => {
      const text = JSON.stringify(payload);
      for (const [probe, heardBy] of heard) if (text.includes(probe)) heardBy.add(name);
    });
  });
  await Promise.all(
    sockets.map(
      (socket) =>
        new Promise<void>((resolve, reject) => {
          socket.once('connect', () => resolve());
          setTimeout(() => reject(new Error('a probe socket did not connect in 20 s')), 20_000).unref();
        }),
    ),
  );
  let count = 0;
  return {
    disconnects,
    async probe(via: ServerHandle): Promise<RealtimeProbe> {
      count += 1;
      const text = `realtime probe ${count} ${Date.now()}`;
      heard.set(text, new Set());
      let sendStatus = 0;
      try {
        const res = await fetch(`${via.origin}/api/v1/chat/conversations/${receiver.id}/messages`, {
          method: 'POST',
          headers: { authorization: `Bearer ${sender.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ clientMessageId: crypto.randomUUID(), text }),
          signal: AbortSignal.timeout(5000),
        });
        sendStatus = res.status;
      } catch {
        sendStatus = 0;
      }
      await sleep(2000);
      const heardBy = heard.get(text) ?? new Set();
      heard.delete(text);
      return {
        sentVia: via.name,
        sendStatus,
        heardOn: Object.fromEntries(servers.map((server) => [server.name, heardBy.has(server.name)])),
      };
    },
    close() {
      for (const socket of sockets) socket.disconnect();
    },
  };
}

type PhaseResult = {
  name: string;
  fault: string;
  /** Warm-up, fault, recovery and 10 s more; the counters cover all of it. */
  durationMs: number;
  counters: PhaseCounters;
  /** From the fault until both processes answer /readyz 200 (with redis "ok" after the Redis outage). */
  readyAfterMs: number | null;
  /** … and each process has acknowledged a member's request since. */
  recoveredAfterMs: number | null;
  /** /readyz answers other than 200 during the phase, per process: samples and the longest stretch. */
  notReady: Record<string, { samples: number; longestMs: number; statuses: Record<string, number> }>;
  /** /readyz `redis` values seen during the phase, per process. */
  redisStates: Record<string, Record<string, number>>;
  restartedByBench: string[];
  exitedByThemselves: string[];
  /** Processes that ended by themselves and had to be started again (the bench does it, as a supervisor would). */
  supervisorRestarts: string[];
  realtime: Record<string, RealtimeProbe>;
  socketDisconnects: Record<string, string[]>;
  notes: string[];
};

async function main(): Promise<void> {
  const folder = mkdtempSync(path.join(tmpdir(), 'faults-'));
  onCleanup(() => rmSync(folder, { recursive: true, force: true }));
  log(`working folder ${folder}`);

  // 1. PostgreSQL and Redis of the benchmark's own.
  const postgres = await ownPostgres(await freePort());
  log(`PostgreSQL of its own at ${postgres.url}`);
  const redis = await ownRedisServer();
  onCleanup(() => redis.kill());
  await redis.start();
  log(`Redis of its own at ${redis.url}`);

  // 2. Migrated, then seeded through the test factories and the real login (in this process, then closed).
  const database = connectPostgres(postgres.url, 4);
  await migrateToLatest(database.db);
  const baseEnv = {
    APP_ENV: 'test',
    JWT_SECRET,
    PUBLIC_URL: 'http://localhost:3000',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    DEV_OUTBOX: '1',
    RATE_LIMIT_ENABLED: '0',
    ACCESS_TOKEN_TTL_SECONDS: '3600',
  };
  const seeder: FastifyInstance = await buildApp(
    loadConfig({ ...baseEnv, LOG_LEVEL: 'silent', DATA_DIR: path.join(folder, 'seeder') }),
    { database, logger: false },
  );
  await seeder.ready();
  const total = MEMBERS + 2;
  log(`seeding ${total} members (Premium, pairs connected), signing them in`);
  const seeded: LoadMember[] = new Array(total);
  await eachLimit(
    Array.from({ length: total }, (_, index) => index),
    4,
    async (index) => {
      const woman = index % 2 === 0;
      const created = await createMember(seeder, {
        answers: { ...VALID_ANSWERS, 1: woman ? 'Woman' : 'Man', 2: woman ? 'Man' : 'Woman' },
      });
      await grantPlan(seeder, created.id, 'Premium');
      const { accessToken } = await signIn(seeder, created.email);
      seeded[index] = { index, id: created.id, token: accessToken };
    },
  );
  for (let index = 0; index + 1 < total; index += 2) {
    const [a, b] = [seeded[index] as LoadMember, seeded[index + 1] as LoadMember];
    const asked = await seeder.inject({
      method: 'POST',
      url: '/api/v1/connection/addConnection',
      headers: { authorization: `Bearer ${a.token}` },
      payload: { receiverId: b.id },
    });
    const accepted = await seeder.inject({
      method: 'POST',
      url: '/api/v1/connection/acceptConnection',
      headers: { authorization: `Bearer ${b.token}` },
      payload: { senderId: a.id },
    });
    if (asked.statusCode !== 201 || accepted.statusCode !== 200) {
      throw new Error(`pairing ${index}: ${asked.statusCode} ${asked.body} / ${accepted.statusCode} ${accepted.body}`);
    }
  }
  await seeder.close();
  await database.close();
  const members = seeded.slice(0, MEMBERS);
  const [probeSender, probeReceiver] = [seeded[MEMBERS] as LoadMember, seeded[MEMBERS + 1] as LoadMember];

  // 3. Two server processes on the same database, Redis and secret.
  const serverEnv = {
    ...baseEnv,
    LOG_LEVEL: 'info',
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    DATABASE_POOL_SIZE: '10',
  };
  const servers = [
    serverProcess('process-1', await freePort(), folder, serverEnv),
    serverProcess('process-2', await freePort(), folder, serverEnv),
  ];
  await Promise.all(servers.map((server) => server.start()));
  log(`server processes at ${servers.map((server) => server.origin).join(', ')}`);
  const [first, second] = servers as [ServerHandle, ServerHandle];

  const sampler = readinessSampler(servers);
  onCleanup(() => sampler.stop());
  const realtime = await realtimeProbes(servers, probeSender, probeReceiver);
  const load = memberLoad({ origins: servers.map((server) => server.origin), members, rate: RATE, workers: WORKERS });
  onCleanup(() => load.stop());
  log(`load: ${RATE} requests/s from ${WORKERS} virtual members over ${MEMBERS} members`);
  load.start();

  const phases: PhaseResult[] = [];
  const runPhase = async (
    name: string,
    fault: string,
    inject: (notes: string[], probes: Record<string, RealtimeProbe>) => Promise<void>,
    recovered: (answers: Array<Awaited<ReturnType<typeof readiness>>>) => boolean,
  ) => {
    load.takeCounters();
    const startedAt = Date.now();
    const exitsBefore = servers.map((server) => server.unexpectedExits.length);
    const disconnectsBefore = Object.fromEntries(
      Object.entries(realtime.disconnects).map(([server, list]) => [server, list.length]),
    );
    const notes: string[] = [];
    const probes: Record<string, RealtimeProbe> = {};
    const restartedByBench: string[] = [];
    const supervisorRestarts: string[] = [];
    log(`phase ${name}: warm-up ${WARM_UP_MS / 1000} s`);
    await sleep(WARM_UP_MS);
    probes.before = await realtime.probe(first);
    log(`phase ${name}: ${fault}`);
    const faultAt = Date.now();
    await inject(notes, probes);
    // Recovered: every process answers /readyz as `recovered` wants, then each acknowledges a request.
    let readyAt: number | null = null;
    let recoveredAt: number | null = null;
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline && readyAt === null) {
      // A process that ended by itself is started again at once, as its supervisor (systemd) would, and reported.
      for (const server of servers) {
        if (!server.running()) {
          const exitedAt = Date.now();
          await server.start();
          supervisorRestarts.push(
            `${server.name}: started again by the bench ${Date.now() - faultAt} ms after the fault`,
          );
          notes.push(`${server.name} ended by itself; starting it again took ${Date.now() - exitedAt} ms`);
        }
      }
      const answers = await Promise.all(servers.map((server) => readiness(server.origin)));
      if (recovered(answers)) readyAt = Date.now();
      else await sleep(100);
    }
    if (readyAt !== null) {
      const watch = load.watchSuccess(readyAt);
      while (Date.now() < deadline && watch.firstOkAt.size < servers.length) await sleep(50);
      load.unwatch(watch);
      if (watch.firstOkAt.size === servers.length) recoveredAt = Math.max(...watch.firstOkAt.values());
    }
    log(
      `phase ${name}: ready after ${readyAt === null ? 'never' : `${readyAt - faultAt} ms`}, requests succeed on both after ${recoveredAt === null ? 'never' : `${recoveredAt - faultAt} ms`}`,
    );
    await sleep(SETTLE_MS);
    probes.after = await realtime.probe(first);
    const counters = load.takeCounters();
    const endedAt = Date.now();

    const notReady: PhaseResult['notReady'] = {};
    const redisStates: PhaseResult['redisStates'] = {};
    for (const server of servers) {
      const own = sampler.samples.filter((s) => s.server === server.name && s.at >= startedAt && s.at <= endedAt);
      const states: Record<string, number> = {};
      const statuses: Record<string, number> = {};
      let samples = 0;
      let longestMs = 0;
      let stretchFrom: number | null = null;
      for (const sample of own) {
        const state = String(sample.redis ?? 'none');
        states[state] = (states[state] ?? 0) + 1;
        if (sample.status !== 200) {
          samples += 1;
          statuses[String(sample.status)] = (statuses[String(sample.status)] ?? 0) + 1;
          stretchFrom ??= sample.at;
          longestMs = Math.max(longestMs, sample.at - stretchFrom);
        } else stretchFrom = null;
      }
      notReady[server.name] = { samples, longestMs, statuses };
      redisStates[server.name] = states;
    }
    const socketDisconnects = Object.fromEntries(
      Object.entries(realtime.disconnects).map(([server, list]) => [
        server,
        list.slice(disconnectsBefore[server] ?? 0).map((d) => `+${d.at - faultAt} ms ${d.reason}`),
      ]),
    );
    const exitedByThemselves = servers.flatMap((server, index) => server.unexpectedExits.slice(exitsBefore[index]));
    // A process that ended by itself is started again so that the run can go on, and reported.
    for (const server of servers) {
      if (!server.running()) {
        notes.push(`${server.name} was not running at the end of the phase: started again by the bench`);
        await server.start();
      }
    }
    if (name.startsWith('a.')) restartedByBench.push(`${first.name} (the process killed on purpose)`);
    phases.push({
      name,
      fault,
      durationMs: endedAt - startedAt,
      counters,
      readyAfterMs: readyAt === null ? null : readyAt - faultAt,
      recoveredAfterMs: recoveredAt === null ? null : recoveredAt - faultAt,
      notReady,
      redisStates,
      restartedByBench,
      exitedByThemselves,
      supervisorRestarts,
      realtime: probes,
      socketDisconnects,
      notes,
    });
  };

  if (PHASES.includes('a'))
    await runPhase(
      'a. process killed',
      `SIGKILL ${first.name}, started again after ${KILLED_FOR_MS / 1000} s`,
      async (notes, probes) => {
        // Requests in flight on the process when it dies: a burst of chat sends to it, and the kill a moment later.
        const burst = load.burst(0, BURST);
        await sleep(BURST_KILL_AFTER_MS);
        await first.kill();
        void burst.then(() =>
          notes.push(
            `${BURST} chat sends fired at ${first.name} ${BURST_KILL_AFTER_MS} ms before the kill, 2 ms apart`,
          ),
        );
        await sleep(500);
        probes.during = await realtime.probe(second);
        await sleep(Math.max(0, KILLED_FOR_MS - 2500));
        await first.start();
      },
      (answers) => answers.every((answer) => answer.status === 200),
    );
  let redisBackAt = 0;
  if (PHASES.includes('b'))
    await runPhase(
      'b. Redis away',
      `Redis killed for ${REDIS_AWAY_MS / 1000} s, then started again`,
      async (notes, probes) => {
        await redis.kill();
        const stoppedAt = Date.now();
        await sleep(1500);
        probes.during = await realtime.probe(first);
        await sleep(Math.max(0, REDIS_AWAY_MS - (Date.now() - stoppedAt)));
        await redis.start();
        redisBackAt = Date.now();
        notes.push(`Redis answered again ${redisBackAt - stoppedAt} ms after it was killed`);
      },
      (answers) => answers.every((answer) => answer.status === 200 && answer.body?.redis === 'ok'),
    );
  if (PHASES.includes('c'))
    await runPhase(
      'c. PostgreSQL restarted',
      'pg_ctl restart -m fast',
      async (notes) => {
        const before = Date.now();
        await postgres.restart();
        notes.push(`pg_ctl restart -m fast took ${Date.now() - before} ms`);
      },
      (answers) => answers.every((answer) => answer.status === 200),
    );

  log('stopping the load');
  await load.stop();
  await sampler.stop();
  realtime.close();
  const verification = await verify(
    postgres.url,
    load.ledger,
    members.map((member) => member.id),
  );
  const logs = Object.fromEntries(servers.map((server) => [server.name, logSummary(server.log())]));
  await Promise.all(servers.map((server) => server.stop()));

  const result = {
    settings: {
      members: MEMBERS,
      ratePerSecond: RATE,
      virtualMembers: WORKERS,
      retry: RETRY,
      rateLimits: 'off (RATE_LIMIT_ENABLED=0)',
      processes: servers.length,
      appEnv: 'test (DEV_OUTBOX=1)',
    },
    phases,
    verification,
    logs,
  };
  const file = writeResult('faults', result);
  printSummary(phases, verification, logs);
  log(`results: ${file}`);
  if (verification.lost || verification.duplicated || phases.some((phase) => phase.exitedByThemselves.length)) {
    process.exitCode = 1;
  }
}

type LogSummary = {
  lines: number;
  errors: Record<string, number>;
  redisLost: number;
  redisBack: number;
  unhandled: number;
  /** The first fatal lines in full (with the error's stack): the evidence of a process that ended by itself. */
  fatal: string[];
};

/** Error and fatal lines by message (and error code), and the Redis lines of ADR 015. */
function logSummary(text: string): LogSummary {
  const summary: LogSummary = { lines: 0, errors: {}, redisLost: 0, redisBack: 0, unhandled: 0, fatal: [] };
  for (const line of text.split('\n')) {
    if (!line.startsWith('{')) continue;
    summary.lines += 1;
    let entry: { level?: number; msg?: string; err?: { code?: string; message?: string } };
    try {
      entry = JSON.parse(line) as typeof entry;
    } catch {
      continue;
    }
    if (entry.msg?.includes('Redis is unavailable')) summary.redisLost += 1;
    if (entry.msg?.includes('Redis is back')) summary.redisBack += 1;
    if (line.includes('nobody handled it')) summary.unhandled += 1;
    if (entry.level === 60 && summary.fatal.length < 5) summary.fatal.push(line);
    if ((entry.level ?? 0) >= 50) {
      const key = `${entry.level === 60 ? 'FATAL ' : ''}${entry.msg ?? ''}${entry.err?.code ? ` (${entry.err.code})` : ''}${
        entry.err?.message ? `: ${entry.err.message.slice(0, 80)}` : ''
      }`;
      summary.errors[key] = (summary.errors[key] ?? 0) + 1;
    }
  }
  return summary;
}

function printSummary(phases: PhaseResult[], verification: Verification, logs: Record<string, LogSummary>): void {
  const format = (record: Record<string, number>) =>
    Object.entries(record)
      .sort((a, b) => b[1] - a[1])
      .map(([key, n]) => `${key} ×${n}`)
      .join(', ') || '—';
  const ms = (value: number | null) => (value === null ? 'never' : `${(value / 1000).toFixed(1)} s`);
  console.log('\nFaults under load');
  console.table(
    phases.map((phase) => ({
      phase: phase.name,
      requests: phase.counters.requests,
      'per s': Math.round((phase.counters.requests * 1000) / phase.durationMs),
      acknowledged: phase.counters.acknowledged,
      'not acknowledged': format(phase.counters.unacknowledged),
      retries: phase.counters.retries,
      'acked after retry': phase.counters.acknowledgedAfterRetry,
      'ready after': ms(phase.readyAfterMs),
      recovered: ms(phase.recoveredAfterMs),
      'ended by itself': phase.exitedByThemselves.length ? `${phase.exitedByThemselves.length} PROCESS(ES)` : 'none',
    })),
  );
  for (const phase of phases) {
    console.log(`\n${phase.name} — ${phase.fault}`);
    console.log(`  failed attempts: ${format(phase.counters.errors)}`);
    console.log(`  chat sends answered "Already sent." (a retry of a stored send): ${phase.counters.chatReplays}`);
    console.log(
      `  /readyz not 200: ${Object.entries(phase.notReady)
        .map(([server, n]) => `${server} ${n.samples} samples (${format(n.statuses)}), longest ${n.longestMs} ms`)
        .join('; ')}`,
    );
    console.log(
      `  /readyz redis: ${Object.entries(phase.redisStates)
        .map(([server, states]) => `${server} ${format(states)}`)
        .join('; ')}`,
    );
    for (const [when, probe] of Object.entries(phase.realtime)) {
      console.log(
        `  realtime ${when}: sent via ${probe.sentVia} (${probe.sendStatus}), heard on ${Object.entries(probe.heardOn)
          .map(([server, heard]) => `${server} ${heard ? 'yes' : 'no'}`)
          .join(', ')}`,
      );
    }
    console.log(
      `  probe sockets closed: ${Object.entries(phase.socketDisconnects)
        .map(([server, list]) => `${server} ${list.length ? list.join(', ') : 'none'}`)
        .join('; ')}`,
    );
    if (phase.restartedByBench.length) console.log(`  restarted by the bench: ${phase.restartedByBench.join(', ')}`);
    for (const exit of phase.exitedByThemselves) console.log(`  !!! ${exit}`);
    for (const restart of phase.supervisorRestarts) console.log(`  !!! ${restart}`);
    for (const note of phase.notes) console.log(`  ${note}`);
  }
  const v = verification;
  console.log('\nChecked in the database');
  console.table({
    chat: {
      sent: v.chat.sent,
      acknowledged: v.chat.acknowledged,
      lost: v.chat.lost.length,
      duplicated: v.chat.duplicated.length,
    },
    'profile edits': {
      sent: v.profiles.edits,
      acknowledged: v.profiles.acknowledged,
      lost: v.profiles.lost.length,
      duplicated: 0,
    },
    'connection requests': {
      sent: v.connects.sent,
      acknowledged: v.connects.acknowledged,
      lost: v.connects.lost.length,
      duplicated: v.connects.duplicated.length,
    },
    favourites: {
      sent: v.favourites.sent,
      acknowledged: v.favourites.acknowledged,
      lost: v.favourites.lost.length,
      duplicated: v.favourites.duplicated.length,
    },
    'request notifications': { sent: 0, acknowledged: 0, lost: 0, duplicated: v.notifications.duplicated.length },
  });
  console.log(
    `  chat messages stored without an acknowledgement (the answer never came back; the write went through): ${v.chat.storedUnacknowledged}`,
  );
  const offenders = [
    ...v.chat.lost.map((id) => `lost chat ${id}`),
    ...v.chat.duplicated,
    ...v.profiles.lost,
    ...v.connects.lost.map((pair) => `lost request ${pair}`),
    ...v.connects.duplicated,
    ...v.favourites.lost.map((pair) => `lost favourite ${pair}`),
    ...v.favourites.duplicated,
    ...v.notifications.duplicated,
  ];
  for (const offender of offenders.slice(0, 30)) console.log(`  ${offender}`);
  console.log(`\nlost: ${v.lost}, duplicated: ${v.duplicated}`);
  for (const [server, summary] of Object.entries(logs)) {
    for (const line of summary.fatal) console.log(`!!! ${server} fatal: ${line.slice(0, 1500)}`);
    console.log(
      `${server} log: ${summary.lines} lines; "Redis is unavailable" ×${summary.redisLost}, "Redis is back" ×${summary.redisBack}, unhandled rejections ×${summary.unhandled}; errors: ${format(summary.errors)}`,
    );
  }
}

let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    interrupted = true;
    console.error(`\n${signal}: stopping every process the benchmark started`);
    void cleanUp().finally(() => process.exit(130));
  });
}

try {
  await main();
} catch (error) {
  if (!interrupted) {
    console.error(error);
    process.exitCode = 1;
  }
} finally {
  if (!interrupted) await cleanUp();
}
