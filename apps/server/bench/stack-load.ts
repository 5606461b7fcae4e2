// What the capacity and rolling-restart benchmarks share: a fresh seeded PostgreSQL database, `npm run stack`'s
// topology started on it (scripts/stack.mjs, always stopped again), virtual members signed in through nginx with a
// socket each, Premium pairs connected so they can chat, an open-loop load (arrivals at a fixed rate) with a mix of
// member requests, chat delivery measured on the recipients' sockets, and the CPU time of the stack's processes.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { REALTIME } from '@app/shared/realtime';
import { percentiles, type Percentiles } from './child-processes';

export const ROOT = path.resolve(import.meta.dirname, '../../..');
/** Every seeded member's password (README, Demo members). */
const PASSWORD = 'namaste-demo-2026';
const REQUEST_TIMEOUT_MS = 10_000;
/** Every member socket open, closed before the stack stops (nginx's graceful stop waits for open WebSockets). */
const openSockets = new Set<Socket>();

// ---- the stack ----------------------------------------------------------------------------------------------

/** What scripts/stack.mjs's startStack() answers (the parts the benchmarks use). */
export type Stack = {
  address: string;
  env: Record<string, string>;
  databaseUrl: string;
  serverPorts: number[];
  processes: Array<{ name: string; pid: number; logFile: string | null }>;
  rollingRestart(options?: { takeOut?: boolean }): Promise<void>;
  stop(): Promise<void>;
};

/** Drops and creates `name` on the local PostgreSQL server and seeds it: `npm run db:seed -- --profiles N --no-photos`. */
export async function freshSeededDatabase(
  name: string,
  profiles: number,
): Promise<{ url: string; seedSeconds: number }> {
  const server = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
  const admin = new pg.Client({ connectionString: `${server}/postgres` });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = `${server}/${name}`;
  console.log(`database ${name}: seeding ${profiles} members without photos (npm run db:seed)…`);
  const started = performance.now();
  const seeded = spawnSync('npm', ['run', 'db:seed', '--', '--profiles', String(profiles), '--no-photos'], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, DATABASE_URL: url, APP_ENV: 'development', LOG_LEVEL: 'warn' },
  });
  if (seeded.status !== 0) throw new Error(`npm run db:seed failed (${seeded.status})`);
  return { url, seedSeconds: (performance.now() - started) / 1000 };
}

/**
 * Starts the stack on `databaseUrl` (STACK_DATABASE_URL), runs `run` and stops the stack whatever happens, Ctrl-C and
 * SIGTERM included.
 */
export async function withStack<T>(databaseUrl: string, run: (stack: Stack) => Promise<T>): Promise<T> {
  process.env.STACK_DATABASE_URL = databaseUrl;
  const { startStack } = (await import(pathToFileURL(path.join(ROOT, 'scripts/stack.mjs')).href)) as {
    startStack: (options?: { build?: boolean; serverEnv?: Record<string, string> }) => Promise<Stack>;
  };
  let stack: Stack | undefined;
  let interrupted = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (interrupted) return;
    interrupted = true;
    console.log(`\n${signal}: stopping the stack…`);
    for (const socket of openSockets) socket.disconnect();
    void (stack ? stack.stop() : Promise.resolve()).finally(() => process.exit(130));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  try {
    // The stack's TRUST_PROXY=1, as in production: the server sees each virtual visitor's own loopback address
    // (the address nginx appends), so the per-address sign-in limits count visitors, not nginx.
    stack = await startStack();
    if (interrupted) throw new Error('interrupted');
    return await run(stack);
  } finally {
    if (stack) {
      console.log('stopping the stack…');
      await stack.stop();
    }
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

// ---- HTTP through nginx -------------------------------------------------------------------------------------

/** Member requests share a pool of kept-alive connections from 127.0.0.1 (nginx's 1,024 worker connections hold the sockets too). */
const pool = new http.Agent({ keepAlive: true, maxSockets: 64 });

export type Answer = { status: number; body: unknown; ms: number };

/**
 * One request through nginx. `localAddress` (a loopback address of its own) makes a fresh connection from it: the
 * per-address sign-in limit then sees many visitors, as it would in production.
 */
export function call(
  origin: string,
  method: string,
  route: string,
  options: { token?: string; body?: unknown; localAddress?: string } = {},
): Promise<Answer> {
  const started = performance.now();
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${origin}/api/v1${route}`,
      {
        method,
        ...(options.localAddress ? { localAddress: options.localAddress, agent: false } : { agent: pool }),
        headers: {
          origin,
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...(options.localAddress ? { connection: 'close' } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: unknown = text;
          try {
            body = JSON.parse(text);
          } catch {
            // not JSON (an nginx error page)
          }
          resolve({ status: response.statusCode ?? 0, body, ms: performance.now() - started });
        });
      },
    );
    request.setTimeout(REQUEST_TIMEOUT_MS, () => request.destroy(new Error(`no answer in ${REQUEST_TIMEOUT_MS} ms`)));
    request.on('error', reject);
    request.end(payload);
  });
}

const ok = (answer: Answer) => answer.status >= 200 && answer.status < 300;
const describeAnswer = (answer: Answer) => `${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`;

/** A loopback address per index (127.0.1.1, 127.0.1.2, …): Linux answers the whole of 127/8 on `lo`. */
export const loopbackAddress = (index: number) => `127.0.${1 + Math.floor(index / 250)}.${1 + (index % 250)}`;

// ---- virtual members ----------------------------------------------------------------------------------------

export type Member = {
  index: number;
  id: string;
  email: string;
  tier: string;
  token: string;
  /** The other member of its chat pair (Premium pairs only). */
  partner?: Member;
  socket?: Socket;
  /** Members its Discover page showed (the profiles it views). */
  seen: string[];
  /** When its socket last heard anything (the catch-up after a reconnect reads history since then). */
  lastEventAt: number;
  connects: number;
  disconnects: number;
};

/** Acknowledged chat messages and notifications, each with how its recipient got it (rolling-restart's ledger). */
export type LedgerEntry = { senderId: string; recipientId: string; acked: boolean; live: number; caughtUp: boolean };
/** Entries are made when the request goes out (the event may come before the answer); acked on a 2xx. */
export type Ledger = { messages: Map<string, LedgerEntry>; notifications: Map<string, LedgerEntry> };

export type Setup = {
  stack: Stack;
  members: Member[];
  chatMembers: Member[];
  others: Member[];
  ledger: Ledger;
  /** Delivery latencies of the current step (send issued → recipient's `chat_message`), ms. */
  deliveries: number[];
  pending: Map<string, number>;
  signInsForPrep: number;
  /** Catch-ups running after reconnects. */
  catchUps: Set<Promise<void>>;
};

async function inBatches<T>(items: T[], concurrency: number, run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        const item = items[next];
        next += 1;
        await run(item as T);
      }
    }),
  );
}

/** A sign-in through nginx from `localAddress` (a connection of its own); the answer and the access token. */
async function signIn(origin: string, email: string, localAddress: string): Promise<Answer & { token?: string }> {
  const answer = await call(origin, 'POST', '/user/login', {
    body: { email, password: PASSWORD },
    localAddress,
  });
  const token = (answer.body as { accessToken?: string }).accessToken;
  return { ...answer, ...(token ? { token } : {}) };
}

/** The ledger's key of a connection-request notification: `<recipient id>:<sender id>`. */
const notificationKey = (recipientId: string, senderId: string) => `${recipientId}:${senderId}`;

/** The member's socket through nginx (websocket, the access token), reconnecting as the web app does. */
function openSocket(setup: Setup, member: Member): Promise<void> {
  const socket = io(setup.stack.address, {
    path: REALTIME.path,
    transports: ['websocket'],
    auth: { token: member.token },
    forceNew: true,
    reconnection: true,
    reconnectionDelay: 500,
    reconnectionDelayMax: 2_000,
  });
  member.socket = socket;
  openSockets.add(socket);
  socket.on('chat_message', ({ message }: { message: { clientMessageId: string; recipientId: string } }) => {
    member.lastEventAt = Date.now();
    if (message.recipientId !== member.id) return;
    const sentAt = setup.pending.get(message.clientMessageId);
    if (sentAt !== undefined) {
      setup.deliveries.push(performance.now() - sentAt);
      setup.pending.delete(message.clientMessageId);
    }
    const entry = setup.ledger.messages.get(message.clientMessageId);
    if (entry) entry.live += 1;
  });
  socket.on('connection_request', (item: { body?: { type?: string; senderId?: string } }) => {
    member.lastEventAt = Date.now();
    if (item.body?.type !== 'connection_request' || !item.body.senderId) return;
    const entry = setup.ledger.notifications.get(notificationKey(member.id, item.body.senderId));
    if (entry) entry.live += 1;
  });
  socket.on('disconnect', (reason) => {
    member.disconnects += 1;
    // The server closed it (a stopping process sends its sockets elsewhere): connect again, as the web app does
    // (apps/web/src/lib/realtime/socket.ts, which refreshes the session first; this token is still valid).
    if (reason === 'io server disconnect') socket.connect();
  });
  return new Promise((resolve, reject) => {
    socket.on('connect', () => {
      member.connects += 1;
      if (member.connects === 1) resolve();
      else {
        const running: Promise<void> = catchUp(setup, member)
          .catch((error: unknown) => console.log(`catch-up of ${member.email}: ${String(error)}`))
          .finally(() => setup.catchUps.delete(running));
        setup.catchUps.add(running);
      }
    });
    socket.once('connect_error', (error) => {
      if (member.connects === 0) reject(new Error(`socket of ${member.email}: ${error.message}`));
    });
  });
}

/** After a reconnect the web app fetches again: the conversation's history since the last event, the notifications. */
async function catchUp(setup: Setup, member: Member): Promise<void> {
  const since = member.lastEventAt - 1_000;
  const origin = setup.stack.address;
  if (member.partner) {
    let before: string | undefined;
    for (let page = 0; page < 20; page += 1) {
      const answer = await call(
        origin,
        'GET',
        `/chat/conversations/${member.partner.id}/messages${before ? `?before=${encodeURIComponent(before)}` : ''}`,
        { token: member.token },
      );
      if (!ok(answer)) {
        console.log(`catch-up of ${member.email}: history answered ${describeAnswer(answer)}`);
        break;
      }
      const body = answer.body as {
        messages: Array<{ clientMessageId: string; recipientId: string; createdAt: string }>;
        nextCursor?: string;
      };
      for (const message of body.messages) {
        const entry = setup.ledger.messages.get(message.clientMessageId);
        if (entry && message.recipientId === member.id) entry.caughtUp = true;
      }
      const oldest = body.messages.at(-1);
      if (!body.nextCursor || !oldest || Date.parse(oldest.createdAt) < since) break;
      before = body.nextCursor;
    }
  }
  const answer = await call(origin, 'GET', '/notifications/getAllNotification', { token: member.token });
  if (!ok(answer)) {
    console.log(`catch-up of ${member.email}: notifications answered ${describeAnswer(answer)}`);
    return;
  }
  for (const item of (answer.body as { data: Array<{ body?: { type?: string; senderId?: string } }> }).data) {
    if (item.body?.type !== 'connection_request' || !item.body.senderId) continue;
    const entry = setup.ledger.notifications.get(notificationKey(member.id, item.body.senderId));
    if (entry) entry.caughtUp = true;
  }
}

/**
 * The virtual members: `pairs` Premium pairs (connected through the API: request and accept) and `others` Standard
 * members, each signed in through nginx from a loopback address of its own, with one socket and one Discover page.
 * A pair is two Premium members who see each other in Discover (a request needs the receiver to see the sender).
 */
export async function prepareMembers(
  stack: Stack,
  { pairs, others }: { pairs: number; others: number },
): Promise<Setup> {
  const database = new pg.Client({ connectionString: stack.databaseUrl });
  await database.connect();
  let rows: Array<{ id: string; email: string; usertype: string }>;
  try {
    ({ rows } = await database.query(
      `select id, email, usertype from users
        where email like '%@demo.example' and suspended_at is null and role = 'member'
        order by email`,
    ));
  } finally {
    await database.end();
  }
  const premium = rows.filter((row) => row.usertype === 'Premium');
  const standard = rows.filter((row) => row.usertype === 'Standard').slice(0, others);
  const candidates: Member[] = [...premium, ...standard].map((row, index) => ({
    index,
    id: row.id,
    email: row.email,
    tier: row.usertype,
    token: '',
    seen: [],
    lastEventAt: Date.now(),
    connects: 0,
    disconnects: 0,
  }));
  const origin = stack.address;

  let started = performance.now();
  let signIns = 0;
  await inBatches(candidates, 4, async (member) => {
    const answer = await signIn(origin, member.email, loopbackAddress(member.index));
    if (!answer.token) throw new Error(`sign-in of ${member.email}: ${describeAnswer(answer)}`);
    member.token = answer.token;
    signIns += 1;
  });
  // Some seeded members are hidden or left a step unfinished: Discover tells them so (409), and they stay out.
  const hidden = new Set<Member>();
  await inBatches(candidates, 8, async (member) => {
    const answer = await call(origin, 'GET', '/profile/filtered-profiles', { token: member.token });
    if (answer.status === 409) hidden.add(member);
    else if (!ok(answer)) throw new Error(`Discover of ${member.email}: ${describeAnswer(answer)}`);
    else member.seen = (answer.body as { profiles: Array<{ userId: string }> }).profiles.map(({ userId }) => userId);
  });
  console.log(
    `signed in ${candidates.length} members (${premium.length} Premium) and read a Discover page each in ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s (${hidden.size} hidden or incomplete, left out)`,
  );

  // Pairs: a Premium member and a Premium member on its Discover page who has it on theirs, neither paired yet.
  const byId = new Map(candidates.map((member) => [member.id, member]));
  const chatMembers: Member[] = [];
  for (const a of candidates.filter((member) => member.tier === 'Premium')) {
    if (chatMembers.length >= pairs * 2) break;
    if (a.partner) continue;
    if (hidden.has(a)) continue;
    const b = a.seen
      .map((id) => byId.get(id))
      .find((other) => other && other.tier === 'Premium' && !other.partner && other.seen.includes(a.id));
    if (!b) continue;
    a.partner = b;
    b.partner = a;
    chatMembers.push(a, b);
  }
  if (chatMembers.length < pairs * 2)
    throw new Error(`only ${chatMembers.length / 2} Premium pairs see each other in Discover, ${pairs} wanted`);
  const members = [...chatMembers, ...candidates.filter((member) => member.tier === 'Standard' && !hidden.has(member))];
  const setup: Setup = {
    stack,
    members,
    chatMembers,
    others: members.slice(pairs * 2),
    ledger: { messages: new Map(), notifications: new Map() },
    deliveries: [],
    pending: new Map(),
    signInsForPrep: signIns,
    catchUps: new Set(),
  };

  started = performance.now();
  const firsts = Array.from({ length: pairs }, (_, k) => chatMembers[2 * k] as Member);
  await inBatches(firsts, 8, async (a) => {
    const b = a.partner as Member;
    const request = await call(origin, 'POST', '/connection/addConnection', {
      token: a.token,
      body: { receiverId: b.id },
    });
    if (!ok(request)) throw new Error(`connection request ${a.email} → ${b.email}: ${describeAnswer(request)}`);
    const accept = await call(origin, 'POST', '/connection/acceptConnection', {
      token: b.token,
      body: { senderId: a.id },
    });
    if (!ok(accept)) throw new Error(`accepting ${a.email} by ${b.email}: ${describeAnswer(accept)}`);
  });
  console.log(`connected ${pairs} Premium pairs in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  started = performance.now();
  await inBatches(members, 16, (member) => openSocket(setup, member));
  console.log(`${members.length} sockets open through nginx in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return setup;
}

/** Closes every member's socket. */
export function closeSockets(setup: Setup): void {
  for (const member of setup.members) {
    member.socket?.disconnect();
    if (member.socket) openSockets.delete(member.socket);
  }
}

// ---- the load -----------------------------------------------------------------------------------------------

export const KINDS = ['signIn', 'discover', 'profileView', 'chatSend', 'chatHistory', 'notifications'] as const;
export type Kind = (typeof KINDS)[number];
/** Per 100 requests. */
export const MIX: Readonly<Record<Kind, number>> = {
  signIn: 5,
  discover: 30,
  profileView: 25,
  chatSend: 15,
  chatHistory: 10,
  notifications: 15,
};

/** The 100 kinds of one round of the mix, interleaved (a fixed shuffle, so every run sends the same sequence). */
const SEQUENCE: Kind[] = (() => {
  const kinds = KINDS.flatMap((kind) => Array.from({ length: MIX[kind] }, () => kind));
  let seed = 42;
  for (let i = kinds.length - 1; i > 0; i -= 1) {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    const j = seed % (i + 1);
    [kinds[i], kinds[j]] = [kinds[j] as Kind, kinds[i] as Kind];
  }
  return kinds;
})();

export type LoadResult = {
  offeredPerSecond: number;
  achievedPerSecond: number;
  seconds: number;
  requests: number;
  errors: number;
  errorSamples: string[];
  errorsByKind: Partial<Record<Kind, number>>;
  overall: Percentiles;
  byKind: Record<Kind, Percentiles>;
  chatDelivery: Percentiles & { undelivered: number };
  /** The generator's worst lateness against the arrival schedule (its own event loop), ms. */
  maxScheduleLagMs: number;
};

let arrivals = 0;
let signInAddress = 0;

/**
 * Requests arrive at `rate` a second whatever the answers (open loop), for `seconds` or until `until` says stop;
 * answers when every request issued has answered.
 */
export async function runLoad(
  setup: Setup,
  rate: number,
  seconds: number,
  until: () => boolean = () => false,
): Promise<LoadResult> {
  const origin = setup.stack.address;
  const latencies: Record<Kind, number[]> = Object.fromEntries(KINDS.map((kind) => [kind, []])) as unknown as Record<
    Kind,
    number[]
  >;
  const all: number[] = [];
  const errorSamples: string[] = [];
  const errorsByKind: Partial<Record<Kind, number>> = {};
  let errors = 0;
  setup.deliveries = [];
  const sentThisStep = new Set<string>();
  const inflight = new Set<Promise<void>>();
  const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)] as T;
  let chatTurn = 0;

  const fail = (kind: Kind, detail: string) => {
    errors += 1;
    errorsByKind[kind] = (errorsByKind[kind] ?? 0) + 1;
    if (errorSamples.length < 10) errorSamples.push(`${kind}: ${detail}`);
  };

  const fire = (kind: Kind) => {
    const member = kind === 'chatHistory' ? pick(setup.chatMembers) : pick(setup.members);
    let issue: () => Promise<Answer>;
    let clientMessageId: string | undefined;
    switch (kind) {
      case 'signIn': {
        // A visitor signing in from an address of its own (a rotating set of 1,000 loopback addresses).
        const address = loopbackAddress(1_000 + (signInAddress % 1_000));
        signInAddress += 1;
        issue = () => signIn(origin, member.email, address);
        break;
      }
      case 'discover':
        issue = () => call(origin, 'GET', '/profile/filtered-profiles', { token: member.token });
        break;
      case 'profileView': {
        const userId = member.seen.length ? pick(member.seen) : pick(setup.members).id;
        issue = () => call(origin, 'POST', '/profile/getUserDetails', { token: member.token, body: { userId } });
        break;
      }
      case 'chatSend': {
        // Senders take turns (each member's sends stay under the per-member limit, 30 a minute).
        const sender = setup.chatMembers[chatTurn % setup.chatMembers.length] as Member;
        chatTurn += 1;
        const id = randomUUID();
        clientMessageId = id;
        const entry: LedgerEntry = {
          senderId: sender.id,
          recipientId: (sender.partner as Member).id,
          acked: false,
          live: 0,
          caughtUp: false,
        };
        setup.ledger.messages.set(id, entry);
        issue = () =>
          call(origin, 'POST', `/chat/conversations/${entry.recipientId}/messages`, {
            token: sender.token,
            body: { text: `load message ${arrivals}`, clientMessageId: id },
          }).then((answer) => {
            entry.acked = ok(answer);
            return answer;
          });
        break;
      }
      case 'chatHistory':
        issue = () =>
          call(origin, 'GET', `/chat/conversations/${(member.partner as Member).id}/messages`, { token: member.token });
        break;
      case 'notifications':
        issue = () => call(origin, 'GET', '/notifications/getAllNotification', { token: member.token });
        break;
    }
    const issuedAt = performance.now();
    if (clientMessageId) {
      setup.pending.set(clientMessageId, issuedAt);
      sentThisStep.add(clientMessageId);
    }
    const done = issue()
      .then((answer) => {
        const ms = performance.now() - issuedAt;
        if (ok(answer)) {
          latencies[kind].push(ms);
          all.push(ms);
        } else {
          fail(kind, describeAnswer(answer));
          if (clientMessageId) setup.pending.delete(clientMessageId);
        }
      })
      .catch((error: unknown) => {
        fail(kind, error instanceof Error ? error.message : String(error));
        if (clientMessageId) setup.pending.delete(clientMessageId);
      })
      .finally(() => inflight.delete(done));
    inflight.add(done);
  };

  const total = Math.round(rate * seconds);
  let issued = 0;
  let maxLag = 0;
  const started = performance.now();
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      const elapsed = performance.now() - started;
      const due = Math.min(total, Math.floor((elapsed / 1000) * rate));
      if (due > issued) maxLag = Math.max(maxLag, elapsed - (issued / rate) * 1000);
      while (issued < due) {
        fire(SEQUENCE[arrivals % SEQUENCE.length] as Kind);
        arrivals += 1;
        issued += 1;
      }
      if (issued >= total || until()) {
        clearInterval(timer);
        resolve();
      }
    }, 2);
  });
  const issuing = (performance.now() - started) / 1000;
  await Promise.all([...inflight]);
  // Deliveries still on their way get two seconds.
  const deadline = performance.now() + 2_000;
  while ([...sentThisStep].some((id) => setup.pending.has(id)) && performance.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50));
  const undelivered = [...sentThisStep].filter((id) => setup.pending.has(id)).length;
  for (const id of sentThisStep) setup.pending.delete(id);
  return {
    offeredPerSecond: rate,
    achievedPerSecond: Math.round((all.length / issuing) * 10) / 10,
    seconds: Math.round(issuing * 10) / 10,
    requests: issued,
    errors,
    errorSamples,
    errorsByKind,
    overall: percentiles(all),
    byKind: Object.fromEntries(KINDS.map((kind) => [kind, percentiles(latencies[kind])])) as Record<Kind, Percentiles>,
    chatDelivery: { ...percentiles(setup.deliveries), undelivered },
    maxScheduleLagMs: Math.round(maxLag),
  };
}

// ---- CPU time -----------------------------------------------------------------------------------------------

const CLOCK_TICKS = 100;

/** utime + stime of a process in clock ticks (0 when it is gone). */
function ticksOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

function allProcesses(): Array<{ pid: number; ppid: number; cmdline: string }> {
  const found: Array<{ pid: number; ppid: number; cmdline: string }> = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replace(/\0/g, ' ');
      found.push({ pid: Number(entry), ppid, cmdline });
    } catch {
      // exited meanwhile
    }
  }
  return found;
}

/** Per group of processes, the CPU ticks of each process (pid → ticks). */
export type CpuSample = Record<string, Map<number, number>>;

/**
 * CPU time so far of each server process, nginx (master and workers), PostgreSQL (every `postgres:` process, other
 * databases' work included) and the backends of the stack's database alone, Redis, and this benchmark.
 */
export function sampleCpu(stack: Stack): CpuSample {
  const processes = allProcesses();
  const database = decodeURIComponent(new URL(stack.databaseUrl).pathname.slice(1));
  const group = (pids: number[]) => new Map(pids.map((pid) => [pid, ticksOf(pid)]));
  const sample: CpuSample = {};
  for (const { name, pid } of stack.processes) {
    if (name.startsWith('server-')) sample[name] = group([pid]);
    if (name === 'nginx') sample.nginx = group([pid, ...processes.filter((p) => p.ppid === pid).map((p) => p.pid)]);
  }
  const postgres = processes.filter((p) => p.cmdline.startsWith('postgres:'));
  sample.postgres = group(postgres.map((p) => p.pid));
  sample[`postgres (${database} backends)`] = group(
    postgres.filter((p) => p.cmdline.includes(` ${database} `)).map((p) => p.pid),
  );
  sample.redis = group(processes.filter((p) => p.cmdline.startsWith('redis-server')).map((p) => p.pid));
  // Everything the machine ran (all cores, /proc/stat), so what other work took shows beside the stack's.
  const cpu = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).slice(1).map(Number);
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = cpu;
  sample['machine (every process)'] = new Map([[0, user + nice + system + irq + softirq + steal]]);
  const own = process.cpuUsage();
  sample['load generator'] = new Map([[process.pid, ((own.user + own.system) / 1e6) * CLOCK_TICKS]]);
  return sample;
}

/**
 * CPU seconds spent between two samples, per group: each process's difference (all of it for a process started
 * in between; a process that exited in between is missed).
 */
export function cpuSpent(before: CpuSample, after: CpuSample): Record<string, number> {
  return Object.fromEntries(
    Object.entries(after).map(([name, pids]) => {
      let ticks = 0;
      for (const [pid, now] of pids) ticks += Math.max(0, now - (before[name]?.get(pid) ?? 0));
      return [name, Math.round((ticks / CLOCK_TICKS) * 10) / 10];
    }),
  );
}

/** The ledger's verdict: acknowledged messages and notifications, how each reached its recipient. */
export function ledgerReport(ledger: Ledger) {
  const summarise = (all: LedgerEntry[]) => {
    const entries = all.filter((entry) => entry.acked);
    return {
      acknowledged: entries.length,
      live: entries.filter((e) => e.live === 1).length,
      caughtUpOnly: entries.filter((e) => e.live === 0 && e.caughtUp).length,
      duplicatedLive: entries.filter((e) => e.live > 1).length,
      missing: entries.filter((e) => e.live === 0 && !e.caughtUp).length,
    };
  };
  return {
    messages: summarise([...ledger.messages.values()]),
    notifications: summarise([...ledger.notifications.values()]),
  };
}

export { notificationKey };
