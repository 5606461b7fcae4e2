import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/connect';
import { KEYED_LIMITS } from './security/rate-limits';
import { freshPostgres, testConfig } from '../../test/test-app';
import { createMember } from '../../test/factories/profiles';
import { createUser, DEFAULT_PASSWORD, signIn } from '../../test/factories/users';
import { ownRedisServer } from '../../test/redis-server';
import { startServerProcess, type ServerProcess } from '../../test/server-process';
import { connected, EVENT_TIMEOUT_MS, nextEvent, socketClients, type ClientSocket } from '../../test/sockets';

/**
 * Redis going away and coming back under real server processes (ADR 015): the site keeps serving HTTP (sign-in with
 * its limits, counted per process meanwhile), the process does not exit, a second process started meanwhile serves
 * too, and once Redis is back, events cross the two processes and limits are shared again. The Redis here is the
 * test's own (`redis-server` on a free port), killed and started again; REDIS_URL's, which other suites share, is
 * not touched.
 */
const postgresUrl = process.env.TEST_DATABASE_URL;
if (!postgresUrl) {
  throw new Error('redis-outage.redis.test.ts needs TEST_DATABASE_URL: several server processes cannot share PGlite.');
}

const LOST = 'Redis is unavailable';
const BACK = 'Redis is back';
const UNHANDLED = 'nobody handled it';

let database: DatabaseHandle & { url: string };
let dataDir: string;
let seeder: FastifyInstance;
let redis: Awaited<ReturnType<typeof ownRedisServer>>;
const processes: ServerProcess[] = [];
const { open, closeSockets } = socketClients();
/** Sockets that outlive one test (closed after the file). */
const lasting = socketClients();

function startProcess(name: string): Promise<ServerProcess> {
  return startServerProcess(name, {
    APP_ENV: 'test',
    LOG_LEVEL: 'info',
    PUBLIC_URL: 'http://localhost:3000',
    DATABASE_URL: database.url,
    REDIS_URL: redis.url,
    JWT_SECRET: seeder.config.JWT_SECRET,
    DATA_DIR: path.join(dataDir, name),
    WEB_DIST_DIR: '/nonexistent-web-dist',
    DEV_OUTBOX: '1',
    RATE_LIMIT_ENABLED: '1',
  }).then((started) => {
    processes.push(started);
    return started;
  });
}

async function member() {
  const created = await createMember(seeder);
  return { ...created, ...(await signIn(seeder, created.email)) };
}

const readiness = async (server: ServerProcess) => {
  const res = await fetch(`${server.origin}/readyz`);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};
/** Waits until every process reports Redis as `state` in /readyz. */
const redisReported = async (state: 'ok' | 'degraded', servers: ServerProcess[]) => {
  for (const server of servers) {
    await vi.waitFor(async () => expect((await readiness(server)).body.redis).toBe(state), {
      timeout: 15_000,
      interval: 100,
    });
  }
};

const login = (server: ServerProcess, email: string, password: string) =>
  fetch(`${server.origin}/api/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });

const requestConnection = (server: ServerProcess, from: Awaited<ReturnType<typeof member>>, to: string) =>
  fetch(`${server.origin}/api/v1/connection/addConnection`, {
    method: 'POST',
    headers: { ...from.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ receiverId: to }),
  });

const count = (text: string, part: string) => text.split(part).length - 1;

beforeAll(async () => {
  database = await freshPostgres(postgresUrl);
  dataDir = mkdtempSync(path.join(tmpdir(), 'redis-outage-'));
  seeder = await buildApp(testConfig({ DATA_DIR: path.join(dataDir, 'seeder'), RATE_LIMIT_ENABLED: '0' }), {
    database,
    logger: false,
  });
  await seeder.ready();
  redis = await ownRedisServer();
  await redis.start();
}, 60_000);
afterEach(() => closeSockets());
afterAll(async () => {
  lasting.closeSockets();
  await Promise.all(processes.map((server) => server.stop()));
  await redis?.kill();
  await seeder?.close();
  await database?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}, 40_000);

describe('a Redis outage under server processes', () => {
  let first: ServerProcess;
  /** Started while Redis is away. */
  let second: ServerProcess;
  /** Connected to the first process while Redis is away; closed by the server when Redis is back. */
  let connectedDuringOutage: ClientSocket;
  let closedOnRecovery: Promise<string>;

  beforeAll(async () => {
    first = await startProcess('process-1');
    await redisReported('ok', [first]);
  }, 90_000);

  it('keeps serving HTTP while Redis is away: readiness, sign-in with its limits, local events; no exit', async () => {
    await redis.kill();
    await redisReported('degraded', [first]);
    expect(await readiness(first)).toEqual({
      status: 200,
      body: { status: 'ready', database: true, migrations: true, redis: 'degraded' },
    });

    // Sign-in answers, and the guessing limit per account and address still holds (counted in the process meanwhile).
    const account = await createUser(seeder);
    expect((await login(first, account.email, DEFAULT_PASSWORD)).status).toBe(200);
    for (let i = 0; i < KEYED_LIMITS.loginAccountAddress.max; i += 1) {
      expect((await login(first, account.email, 'wrong password')).status).toBe(400);
    }
    const limited = await login(first, account.email, DEFAULT_PASSWORD);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });

    // Events between sockets of one process still arrive.
    const [asha, ravi] = [await member(), await member()];
    const rSocket = open(first.origin, ravi.accessToken);
    await connected(rSocket);
    const request = nextEvent(rSocket, 'connection_request');
    const sent = await requestConnection(first, asha, ravi.id);
    expect(sent.status, await sent.text()).toBe(201);
    expect(await request).toMatchObject({ body: { type: 'connection_request', senderId: asha.id } });

    connectedDuringOutage = lasting.open(first.origin, (await member()).accessToken);
    await connected(connectedDuringOutage);
    closedOnRecovery = new Promise((resolve) => connectedDuringOutage.once('disconnect', resolve));

    expect(first.exitCode()).toBeNull();
    expect(count(first.output(), LOST)).toBe(1);
    expect(count(first.output(), UNHANDLED)).toBe(0);
  });

  it('starts a second process while Redis is away, and it serves HTTP', async () => {
    second = await startProcess('process-2');
    expect(await readiness(second)).toEqual({
      status: 200,
      body: { status: 'ready', database: true, migrations: true, redis: 'degraded' },
    });
    const account = await createUser(seeder);
    expect((await login(second, account.email, DEFAULT_PASSWORD)).status).toBe(200);
    expect(second.exitCode()).toBeNull();
    expect(first.exitCode()).toBeNull();
  });

  it(
    'once Redis is back: events cross processes again, limits are shared again, and it is logged once',
    async () => {
      await redis.start();
      await redisReported('ok', [first, second]);
      // A socket that may have missed events from other processes is closed, so its client reconnects and refetches.
      expect(await closedOnRecovery).toBe('transport close');

      // Ravi on the process started during the outage hears a request sent through the first.
      const [asha, ravi] = [await member(), await member()];
      const rSocket = open(second.origin, ravi.accessToken);
      await connected(rSocket);
      const request = nextEvent(rSocket, 'connection_request');
      const sent = await requestConnection(first, asha, ravi.id);
      expect(sent.status, await sent.text()).toBe(201);
      expect(await request).toMatchObject({ body: { type: 'connection_request', senderId: asha.id } });
      // And back: Ravi accepts through the second; Asha's socket on the first (subscribed again) hears it.
      const aSocket = open(first.origin, asha.accessToken);
      await connected(aSocket);
      const accepted = nextEvent(aSocket, 'connection_request');
      const answered = await fetch(`${second.origin}/api/v1/connection/acceptConnection`, {
        method: 'POST',
        headers: { ...ravi.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ senderId: asha.id }),
      });
      expect(answered.status, await answered.text()).toBe(200);
      expect(await accepted).toMatchObject({ body: { type: 'connection_accepted', senderId: ravi.id } });

      // Failed sign-ins on either process count against one limit again (half on each: apart, neither would reach it).
      const account = await createUser(seeder);
      for (let i = 0; i < KEYED_LIMITS.loginAccountAddress.max; i += 1) {
        expect((await login(i % 2 ? first : second, account.email, 'wrong password')).status).toBe(400);
      }
      expect((await login(second, account.email, DEFAULT_PASSWORD)).status).toBe(429);

      for (const server of [first, second]) {
        expect(server.exitCode()).toBeNull();
        expect(count(server.output(), LOST)).toBe(1);
        expect(count(server.output(), BACK)).toBe(1);
        expect(count(server.output(), UNHANDLED)).toBe(0);
      }
    },
    30_000 + EVENT_TIMEOUT_MS,
  );
});
