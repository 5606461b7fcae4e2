// Benchmark: chat (issue 13, point 8). On a fresh PostgreSQL database (BENCH_DATABASE_URL, else the local server;
// created and dropped here) with complete Premium members in accepted connections (chat-seed.ts), the app in a
// child process with production settings and rate limits off (realtime-server.ts, e-mail to a local SMTP sink),
// clients on 127.0.0.1 only:
//  a. send → recipient delivery: 1,000 members with a live socket each, in 500 conversations (800 messages of
//     history each). Messages sent through POST /api/v1/chat/conversations/{userId}/messages at a fixed rate, taking
//     turns over the conversations and both directions, each timed from sending the HTTP request to the recipient's
//     socket getting `chat_message` with the message's clientMessageId. Baseline in the same run: a bare Socket.IO
//     server with the same 1,000 sockets, told by a bare HTTP request to emit a chat-message-shaped payload to the
//     recipient's room, timed the same way. Both servers run at once and take turns (5 rounds, after 100 warm-up
//     sends each), so other load on the machine falls on both alike. Target: p99 ≤ raw p99 + 50 ms.
//  b. history page at depth: one conversation of 100,050 messages (a fifth of the table, its messages among the
//     others' in id order); GET chat/conversations/{userId}/messages with `before` = the cursor reached after
//     100,000 messages (found by walking the pages through `nextCursor`, as a client does) against the first page
//     without a cursor, the two requests taking turns one at a time. Target: median at depth ≤ 1.2× the first
//     page's median. The repository's page query alone (in this process) and its plans at both depths are
//     reported beside it.
// Writes bench/results/chat.json (chat-custom.json when a size knob is changed) and exits non-zero when a target is
// not met. Knobs: BENCH_CHAT_MEMBERS (1000, even), BENCH_CHAT_PER_CONVERSATION (history of the 500, 800),
// BENCH_CHAT_SENDS (measured sends per setup, 1000), BENCH_CHAT_RATE (sends/s, 20), BENCH_CHAT_WARMUP (100),
// BENCH_CHAT_DEPTH (100000), BENCH_CHAT_PAGES (requests per depth, 300), BENCH_DATABASE_URL.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import pg from 'pg';
import type { Socket } from 'socket.io-client';
import { CHAT_LIMITS, type ChatMessage, type ChatMessageEvent } from '@app/shared/chat';
import { memberRoom } from '@app/shared/realtime';
import { loadConfig } from '../src/config/env';
import { connectPostgres } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrator';
import { listMessages, pairOf } from '../src/modules/chat/chat.repository';
import { startServer, stopAllChildren, type ServerChild } from './chat-processes';
import { fdLimits, percentiles, type Percentiles } from './child-processes';
import { seedChat, type Member } from './chat-seed';
import { openClients } from './realtime-clients';
import type { DiagnosticsSnapshot } from './server-diagnostics';
import { startSmtpSink } from './smtp-sink';
import { writeResult } from './write-result';

const DEFAULTS = {
  members: 1000,
  perConversation: 800,
  sends: 1000,
  rate: 20,
  warmup: 100,
  depth: 100_000,
  pages: 300,
};
const knob = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
  return value;
};
const MEMBERS = knob('BENCH_CHAT_MEMBERS', DEFAULTS.members);
const PER_PAIR = knob('BENCH_CHAT_PER_CONVERSATION', DEFAULTS.perConversation);
const SENDS = knob('BENCH_CHAT_SENDS', DEFAULTS.sends);
const RATE = knob('BENCH_CHAT_RATE', DEFAULTS.rate);
const WARMUP = knob('BENCH_CHAT_WARMUP', DEFAULTS.warmup);
const DEPTH = knob('BENCH_CHAT_DEPTH', DEFAULTS.depth);
const PAGES = knob('BENCH_CHAT_PAGES', DEFAULTS.pages);
const PAGE_SIZE = CHAT_LIMITS.pageSize;
const ROUNDS = 5;
const PAGE_WARMUP = 20;
const SQL_SAMPLES = 200;
const ARRIVAL_TIMEOUT_MS = 10_000;
const TARGET = { addedP99Ms: 50, depthRatio: 1.2 };
const RESULT_NAME = Object.entries({
  members: MEMBERS,
  perConversation: PER_PAIR,
  sends: SENDS,
  rate: RATE,
  warmup: WARMUP,
  depth: DEPTH,
  pages: PAGES,
}).every(([key, value]) => DEFAULTS[key as keyof typeof DEFAULTS] === value)
  ? 'chat'
  : 'chat-custom';

if (MEMBERS % 2 !== 0 || MEMBERS < 4) throw new Error('BENCH_CHAT_MEMBERS must be even and at least 4');
if (DEPTH % PAGE_SIZE !== 0) throw new Error(`BENCH_CHAT_DEPTH must be a multiple of the page size (${PAGE_SIZE})`);
if (fdLimits.hard && fdLimits.hard < 2 * MEMBERS + 512) {
  console.error(`chat: the open-file limit is ${fdLimits.hard}; ${2 * MEMBERS} sockets in this process need more.`);
  process.exit(1);
}

const databaseServer = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const JWT_SECRET = randomBytes(32).toString('base64url');
const log = (line: string) => console.error(`chat: ${line}`);

// ---- the database, its members and the servers ---------------------------------------------------------------

const admin = new pg.Client({ connectionString: databaseServer });
try {
  await admin.connect();
} catch (error) {
  console.error(`chat needs a PostgreSQL server at ${databaseServer} (BENCH_DATABASE_URL): ${String(error)}`);
  process.exit(1);
}
const databaseName = `bench_chat_${randomBytes(4).toString('hex')}`;
await admin.query(`create database ${databaseName}`);
const databaseUrl = new URL(databaseServer);
databaseUrl.pathname = `/${databaseName}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-chat-'));
const handle = connectPostgres(databaseUrl.toString(), 4);
const smtp = await startSmtpSink();
const loadStart = os.loadavg();

type DeliveryResult = {
  setup: string;
  latencyMs: Percentiles;
  httpMs: Percentiles;
  lost: number;
  httpErrors: number;
  firstHttpError?: string;
  rounds: Percentiles[];
};
type PageResult = { n: number; p50: number; p95: number; p99: number; max: number; errors: number };
const delivery: Record<string, DeliveryResult> = {};
const history: Record<string, unknown> = {};
let pages: { first?: PageResult; deep?: PageResult } = {};
let sqlPages: { first?: Percentiles; deep?: Percentiles } = {};
let walk: Record<string, unknown> = {};
let seeded: Record<string, unknown> = {};
let serverDiagnostics: DiagnosticsSnapshot | null = null;
const loadByRound: number[] = [];
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
  const seedStarted = performance.now();
  const seed = await seedChat(
    handle.db,
    config,
    { members: MEMBERS, perPair: PER_PAIR, historyMessages: DEPTH + PAGE_SIZE, tokenTtlSeconds: 6 * 3600 },
    log,
  );
  seeded = {
    ...seed.messages,
    members: MEMBERS + 2,
    seconds: Math.round((performance.now() - seedStarted) / 100) / 10,
  };
  log(`seeded in ${seeded.seconds} s (${seed.messages.total.toLocaleString('en-AU')} messages)`);

  const servers: ServerChild[] = [];
  const sockets: Socket[] = [];
  try {
    log('starting the servers and connecting the sockets');
    const bare = await startServer('bare');
    servers.push(bare);
    const app = await startServer('app', {
      APP_ENV: 'production',
      LOG_LEVEL: 'warn',
      JWT_SECRET,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      PUBLIC_URL: 'http://localhost:3000',
      DATABASE_URL: databaseUrl.toString(),
      DATA_DIR: dataDir,
      WEB_DIST_DIR: '/nonexistent-web-dist',
      RATE_LIMIT_ENABLED: '0',
    });
    servers.push(app);

    // ---- a. send → recipient delivery ------------------------------------------------------------------------

    const members = seed.pairs.flat();
    /** Resolves the arrival of `${recipientId}|${clientMessageId}` with the time it arrived. */
    const waiters = new Map<string, (at: number) => void>();
    async function connect(origin: string, auth: (member: Member) => Record<string, string>, event: string) {
      const opened = await openClients(origin, members.map(auth), 50);
      sockets.push(...opened.sockets);
      if (opened.failed) throw new Error(`${opened.failed} of ${members.length} sockets failed: ${opened.firstError}`);
      opened.sockets.forEach((socket, index) => {
        const memberId = (members[index] as Member).id;
        socket.on(event, (payload: ChatMessageEvent) => {
          const at = performance.now();
          waiters.get(`${memberId}|${payload.message?.clientMessageId}`)?.(at);
        });
      });
    }
    const connectStarted = performance.now();
    await connect(bare.origin, (member) => ({ userId: member.id }), 'connection_request');
    await connect(app.origin, (member) => ({ token: member.token }), 'chat_message');
    const connectSeconds = Math.round((performance.now() - connectStarted) / 100) / 10;
    log(`${sockets.length} sockets connected in ${connectSeconds} s`);

    type Send = (sender: Member, recipient: Member, clientMessageId: string, text: string) => Promise<Response>;
    type Scenario = {
      name: string;
      setup: string;
      send: Send;
      samples: { latencies: number[]; httpTimes: number[]; lost: number; httpErrors: number; firstHttpError?: string };
      rounds: number[][];
    };
    const emptySamples = () => ({ latencies: [], httpTimes: [], lost: 0, httpErrors: 0 });
    const TEXTS = [
      'Hello! How has your day been?',
      'I spoke with my parents about Sunday, they are happy to meet.',
      'Sorry for the late reply, work was busy today.',
      'What kind of music do you enjoy?',
    ];
    const sendChat: Send = (sender, recipient, clientMessageId, text) =>
      fetch(`${app.origin}/api/v1/chat/conversations/${recipient.id}/messages`, {
        method: 'POST',
        headers: { authorization: `Bearer ${sender.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ text, clientMessageId }),
      });
    const sendRaw: Send = (sender, recipient, clientMessageId, text) => {
      const message: ChatMessage = {
        messageId: String(Date.now()),
        senderId: sender.id,
        recipientId: recipient.id,
        text,
        file: null,
        clientMessageId,
        createdAt: new Date().toISOString(),
        readAt: null,
        flags: [],
      };
      return fetch(`${bare.origin}/emit?room=${encodeURIComponent(memberRoom(recipient.id))}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userId: sender.id, message } satisfies ChatMessageEvent),
      });
    };
    const scenarios: Scenario[] = [
      {
        name: 'rawSocketIo',
        setup: 'bare Socket.IO + node:http POST /emit to the recipient room (no auth, no database)',
        send: sendRaw,
        samples: emptySamples(),
        rounds: [],
      },
      {
        name: 'chat',
        setup: 'one app process (production settings, no Redis): POST chat/conversations/{userId}/messages',
        send: sendChat,
        samples: emptySamples(),
        rounds: [],
      },
    ];

    // Send `index` goes to conversation index mod pairs, the direction turning each time round the conversations.
    const pairCount = seed.pairs.length;
    let sequence = 0;
    async function timeSends(scenario: Scenario, count: number, round?: number): Promise<void> {
      const one = async () => {
        const index = sequence;
        sequence += 1;
        const [a, b] = seed.pairs[index % pairCount] as [Member, Member];
        const [sender, recipient] = Math.floor(index / pairCount) % 2 === 0 ? [a, b] : [b, a];
        const clientMessageId = randomUUID();
        const key = `${recipient.id}|${clientMessageId}`;
        let timer: NodeJS.Timeout | undefined;
        const arrival = new Promise<number | undefined>((resolve) => {
          waiters.set(key, resolve);
          timer = setTimeout(() => resolve(undefined), ARRIVAL_TIMEOUT_MS);
        });
        const started = performance.now();
        let httpTime: number | undefined;
        let httpError: string | undefined;
        try {
          const res = await scenario.send(sender, recipient, clientMessageId, TEXTS[index % TEXTS.length] as string);
          const body = await res.text();
          httpTime = performance.now() - started;
          if (!res.ok) httpError = `${res.status} ${body.slice(0, 200)}`;
        } catch (error) {
          httpError = String(error);
        }
        const arrived = await arrival;
        clearTimeout(timer);
        waiters.delete(key);
        if (round === undefined) {
          if (httpError) throw new Error(`${scenario.name} warm-up send failed: ${httpError}`);
          return;
        }
        const samples = scenario.samples;
        if (httpTime !== undefined) samples.httpTimes.push(httpTime);
        if (httpError) {
          samples.httpErrors += 1;
          samples.firstHttpError ??= httpError;
        }
        if (arrived === undefined) samples.lost += 1;
        else {
          samples.latencies.push(arrived - started);
          (scenario.rounds[round] ??= []).push(arrived - started);
        }
      };
      const pending: Array<Promise<void>> = [];
      const start = performance.now();
      for (let index = 0; index < count; index += 1) {
        const wait = start + (index * 1000) / RATE - performance.now();
        if (wait > 0) await sleep(wait);
        pending.push(one());
      }
      await Promise.all(pending);
    }

    // The chat route must exist: one send, and a clear message if the server does not know it.
    {
      const [a, b] = seed.pairs[0] as [Member, Member];
      const res = await sendChat(a, b, randomUUID(), 'Hello, is this working?');
      const body = await res.text();
      if (res.status === 404) throw new Error(`the chat send route is not registered: 404 ${body.slice(0, 200)}`);
      if (!res.ok) throw new Error(`a chat send failed: ${res.status} ${body.slice(0, 300)}`);
    }

    log(`warming up (${WARMUP} sends per setup)`);
    for (const scenario of scenarios) await timeSends(scenario, WARMUP);
    await app.diagnostics(true);
    const perRound = Math.ceil(SENDS / ROUNDS);
    for (let round = 0; round < ROUNDS; round += 1) {
      // The setups take turns, the first one changing each round.
      const order = round % 2 === 0 ? scenarios : [...scenarios].reverse();
      for (const scenario of order) await timeSends(scenario, Math.min(perRound, SENDS - round * perRound), round);
      loadByRound.push(os.loadavg()[0] ?? NaN);
      log(`round ${round + 1} of ${ROUNDS} done (load average ${os.loadavg()[0]?.toFixed(1)})`);
    }
    serverDiagnostics = await app.diagnostics();
    for (const scenario of scenarios) {
      const { latencies, httpTimes, lost, httpErrors, firstHttpError } = scenario.samples;
      delivery[scenario.name] = {
        setup: scenario.setup,
        latencyMs: percentiles(latencies),
        httpMs: percentiles(httpTimes),
        lost,
        httpErrors,
        ...(firstHttpError ? { firstHttpError } : {}),
        rounds: scenario.rounds.map((values) => percentiles(values)),
      };
    }
    for (const socket of sockets) socket.disconnect();
    await bare.stop();

    // ---- b. the history page at depth ------------------------------------------------------------------------

    const [reader, other] = seed.history;
    const pageUrl = (before?: string) =>
      `${app.origin}/api/v1/chat/conversations/${other.id}/messages` +
      (before === undefined ? '' : `?before=${encodeURIComponent(before)}`);
    type Page = { messages: Array<{ messageId: string }>; nextCursor?: string };
    async function getPage(before?: string): Promise<{ ms: number; page?: Page; error?: string }> {
      const started = performance.now();
      try {
        const res = await fetch(pageUrl(before), { headers: { authorization: `Bearer ${reader.token}` } });
        const body = await res.text();
        const ms = performance.now() - started;
        if (!res.ok) return { ms, error: `${res.status} ${body.slice(0, 300)}` };
        return { ms, page: JSON.parse(body) as Page };
      } catch (error) {
        return { ms: performance.now() - started, error: String(error) };
      }
    }

    // The cursor at depth DEPTH, as a client reaches it: page after page through `nextCursor` (bounded).
    log(`walking ${DEPTH / PAGE_SIZE} pages to depth ${DEPTH.toLocaleString('en-AU')}`);
    const walkStarted = performance.now();
    const seen = new Set<string>();
    const walkTimes: number[] = [];
    let cursor: string | undefined;
    for (let index = 0; index < DEPTH / PAGE_SIZE; index += 1) {
      const { ms, page, error } = await getPage(cursor);
      if (!page) throw new Error(`history page ${index + 1} failed: ${error}`);
      walkTimes.push(ms);
      for (const message of page.messages) seen.add(message.messageId);
      if (page.messages.length !== PAGE_SIZE || !page.nextCursor) {
        throw new Error(`history page ${index + 1}: ${page.messages.length} messages, nextCursor ${page.nextCursor}`);
      }
      cursor = page.nextCursor;
    }
    if (seen.size !== DEPTH) throw new Error(`the walk saw ${seen.size} distinct messages, not ${DEPTH}`);
    const deepCursor = cursor as string;
    const deepCheck = await getPage(deepCursor);
    if (deepCheck.page?.messages.length !== PAGE_SIZE) {
      throw new Error(`the page at depth ${DEPTH} has ${deepCheck.page?.messages.length} messages: ${deepCheck.error}`);
    }
    if (deepCheck.page.messages.some((message) => seen.has(message.messageId))) {
      throw new Error(`the page at depth ${DEPTH} repeats messages of earlier pages`);
    }
    const tenth = Math.max(1, Math.floor(walkTimes.length / 10));
    walk = {
      pages: walkTimes.length,
      seconds: Math.round((performance.now() - walkStarted) / 100) / 10,
      // Median page time by tenth of the depth: does a page get slower the deeper it is?
      p50ByTenthMs: Array.from({ length: Math.ceil(walkTimes.length / tenth) }, (_, part) =>
        percentiles(walkTimes.slice(part * tenth, (part + 1) * tenth)),
      ).map((stats) => stats.p50),
      deepCursor,
      lastPageHasNextCursor: deepCheck.page.nextCursor !== undefined,
    };
    log(`walk done in ${walk.seconds} s; median page time by tenth of depth: ${JSON.stringify(walk.p50ByTenthMs)}`);

    // First page and deep page taking turns, one request at a time.
    const timings = { first: [] as number[], deep: [] as number[] };
    const errors = { first: 0, deep: 0 };
    let firstPageError: string | undefined;
    for (let index = 0; index < PAGE_WARMUP + PAGES; index += 1) {
      const order = index % 2 === 0 ? (['first', 'deep'] as const) : (['deep', 'first'] as const);
      for (const which of order) {
        const { ms, page, error } = await getPage(which === 'first' ? undefined : deepCursor);
        if (index < PAGE_WARMUP) continue;
        if (!page || page.messages.length !== PAGE_SIZE) {
          errors[which] += 1;
          firstPageError ??= error ?? `${page?.messages.length} messages`;
        } else timings[which].push(ms);
      }
    }
    pages = {
      first: { ...percentiles(timings.first), errors: errors.first },
      deep: { ...percentiles(timings.deep), errors: errors.deep },
    };
    if (firstPageError) history.firstError = firstPageError;

    // The repository's page query alone, on this process's connection: the database's share of the two.
    const { memberLow, memberHigh } = pairOf(reader.id, other.id);
    const [deepRow] = await handle.db
      .selectFrom('messages')
      .select('id')
      .where('memberLow', '=', memberLow)
      .where('memberHigh', '=', memberHigh)
      .orderBy('id', 'desc')
      .offset(DEPTH - 1)
      .limit(1)
      .execute();
    const deepBefore = Number(deepRow?.id);
    const sqlTimes = { first: [] as number[], deep: [] as number[] };
    for (let index = 0; index < PAGE_WARMUP + SQL_SAMPLES; index += 1) {
      for (const which of ['first', 'deep'] as const) {
        const started = performance.now();
        const rows = await listMessages(handle.db, reader.id, other.id, {
          after: 0,
          before: which === 'first' ? null : deepBefore,
          limit: PAGE_SIZE + 1,
        });
        if (rows.length !== PAGE_SIZE + 1 && !(which === 'deep' && rows.length === PAGE_SIZE)) {
          throw new Error(`listMessages at ${which}: ${rows.length} rows`);
        }
        if (index >= PAGE_WARMUP) sqlTimes[which].push(performance.now() - started);
      }
    }
    sqlPages = { first: percentiles(sqlTimes.first), deep: percentiles(sqlTimes.deep) };
    const explain = async (before: number | null) => {
      const { rows } = await sql<{ 'QUERY PLAN': string }>`
        explain (analyze, buffers, format text)
        select * from messages where member_low = ${memberLow} and member_high = ${memberHigh} and id > 0
          ${before === null ? sql`` : sql`and id < ${before}`}
        order by id desc limit ${PAGE_SIZE + 1}`.execute(handle.db);
      return rows.map((row) => row['QUERY PLAN']);
    };
    Object.assign(history, {
      conversationMessages: DEPTH + PAGE_SIZE,
      depth: DEPTH,
      requestsPerDepth: PAGES,
      warmupRequestsPerDepth: PAGE_WARMUP,
      plans: { first: await explain(null), deep: await explain(deepBefore) },
    });
  } finally {
    for (const socket of sockets) socket.disconnect();
    await Promise.all(servers.map((server) => server.stop()));
  }
} finally {
  await stopAllChildren();
  await handle.close();
  await admin.query(`drop database if exists ${databaseName} with (force)`);
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
  await smtp.close();
}

// ---- the table, the targets and the result ---------------------------------------------------------------------

const raw = delivery.rawSocketIo;
const chat = delivery.chat;
const fmt = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? '—' : value.toFixed(1));
const row = (label: string, stats?: { n: number; p50: number; p95: number; p99: number; max: number }) =>
  `${label.padEnd(44)}${String(stats?.n ?? 0).padStart(6)}${fmt(stats?.p50).padStart(9)}${fmt(stats?.p95).padStart(9)}` +
  `${fmt(stats?.p99).padStart(9)}${fmt(stats?.max).padStart(9)}`;
console.log(`\nChat benchmark (ms; ${MEMBERS} members in ${MEMBERS / 2} conversations, ${RATE} sends/s)`);
console.log(
  `${'what'.padEnd(44)}${'n'.padStart(6)}${'p50'.padStart(9)}${'p95'.padStart(9)}${'p99'.padStart(9)}${'max'.padStart(9)}`,
);
console.log(row('raw Socket.IO round trip (HTTP → socket)', raw?.latencyMs));
console.log(row('chat send → recipient chat_message', chat?.latencyMs));
console.log(row('  chat send HTTP response', chat?.httpMs));
console.log(row('history first page (no cursor)', pages.first));
console.log(row(`history page at depth ${DEPTH.toLocaleString('en-AU')}`, pages.deep));
console.log(row('  page query alone (SQL), first page', sqlPages.first));
console.log(row(`  page query alone (SQL), depth ${DEPTH.toLocaleString('en-AU')}`, sqlPages.deep));
console.log(
  `lost: raw ${raw?.lost ?? '—'}, chat ${chat?.lost ?? '—'}; HTTP errors: raw ${raw?.httpErrors ?? '—'}, chat ` +
    `${chat?.httpErrors ?? '—'}${chat?.firstHttpError ? ` (first: ${chat.firstHttpError})` : ''}; page errors: ` +
    `${(pages.first?.errors ?? 0) + (pages.deep?.errors ?? 0)}`,
);

const deliveryComplete = (result?: DeliveryResult) =>
  result !== undefined && result.lost === 0 && result.httpErrors === 0 && result.latencyMs.n > 0;
const ratio = (pages.deep?.p50 ?? NaN) / (pages.first?.p50 ?? NaN);
const targets = [
  {
    what: 'chat send → recipient p99',
    baseline: `raw Socket.IO p99 ${fmt(raw?.latencyMs.p99)} ms`,
    target: `≤ raw p99 + ${TARGET.addedP99Ms} ms`,
    result: `${fmt(chat?.latencyMs.p99)} ms (+${fmt((chat?.latencyMs.p99 ?? NaN) - (raw?.latencyMs.p99 ?? NaN))} ms)`,
    met:
      deliveryComplete(raw) &&
      deliveryComplete(chat) &&
      (chat?.latencyMs.p99 ?? Infinity) <= (raw?.latencyMs.p99 ?? -Infinity) + TARGET.addedP99Ms,
  },
  {
    what: `history page at depth ${DEPTH.toLocaleString('en-AU')}, median`,
    baseline: `first page median ${fmt(pages.first?.p50)} ms`,
    target: `≤ ${TARGET.depthRatio}× first page`,
    result: `${fmt(pages.deep?.p50)} ms (${Number.isNaN(ratio) ? '—' : ratio.toFixed(2)}×; p95 ${fmt(pages.deep?.p95)} vs ${fmt(pages.first?.p95)} ms)`,
    met:
      (pages.first?.errors ?? 1) === 0 &&
      (pages.deep?.errors ?? 1) === 0 &&
      (pages.deep?.n ?? 0) > 0 &&
      ratio <= TARGET.depthRatio,
  },
];
for (const target of targets) {
  console.log(
    `${target.what}: ${target.result}; baseline ${target.baseline}; target ${target.target}: ${target.met ? 'met' : 'NOT met'}`,
  );
  if (!target.met) exitCode = 1;
}
const file = writeResult(RESULT_NAME, {
  name: RESULT_NAME,
  settings: {
    members: MEMBERS,
    conversations: MEMBERS / 2,
    messagesPerConversation: PER_PAIR,
    sendsPerSetup: SENDS,
    warmupSendsPerSetup: WARMUP,
    sendsPerSecond: RATE,
    rounds: ROUNDS,
    depth: DEPTH,
    pageSize: PAGE_SIZE,
    pageRequestsPerDepth: PAGES,
    database: 'PostgreSQL (fresh database, dropped afterwards)',
    seeded,
    mailsDelivered: smtp.received(),
  },
  delivery,
  history: { ...history, pages, sqlPages, walk },
  targets,
  loadAverage: { start: loadStart, afterEachRound: loadByRound, end: os.loadavg() },
  // Measured inside the app process over the measured rounds (bench/server-diagnostics.ts): POST requests only.
  serverDiagnostics,
});
log(`results written to ${path.relative(process.cwd(), file)}`);
process.exit(exitCode);
