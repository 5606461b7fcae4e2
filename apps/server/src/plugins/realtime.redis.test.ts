import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/connect';
import { freshPostgres, testConfig } from '../../test/test-app';
import { createMember } from '../../test/factories/profiles';
import { signIn } from '../../test/factories/users';
import { startServerProcess, type ServerProcess } from '../../test/server-process';
import { connected, EVENT_TIMEOUT_MS, nextEvent, socketClients } from '../../test/sockets';
import { connectRedis } from '../lib/redis';

/**
 * Several server processes behind one site (REDIS_URL): the Socket.IO Redis adapter carries every event to the
 * member's sockets on whichever process holds them, and presence (`isOnline`) counts sockets on every process.
 * Two real server processes (`src/server.ts`, as `npm start` runs it) on one fresh PostgreSQL database and Redis;
 * presence, which the HTTP API does not expose, with two app instances in this process sharing Redis.
 */
const redisUrl = process.env.REDIS_URL;
const postgresUrl = process.env.TEST_DATABASE_URL;
if (!redisUrl) throw new Error('The server-redis suite needs REDIS_URL (CI sets it when Redis answers).');
if (!postgresUrl) {
  throw new Error('realtime.redis.test.ts needs TEST_DATABASE_URL: two server processes cannot share PGlite.');
}

type Member = Awaited<ReturnType<typeof member>>;

let database: DatabaseHandle & { url: string };
let dataDir: string;
/** Creates members and signs them in (in process, not listening); the processes under test see the same rows. */
let seeder: FastifyInstance;
const { open, closeSockets } = socketClients();

/** One `node src/server.ts` child on the test database and Redis, listening on a free loopback port. */
function startProcess(name: string): Promise<ServerProcess> {
  return startServerProcess(name, {
    APP_ENV: 'test',
    LOG_LEVEL: 'info',
    PUBLIC_URL: 'http://localhost:3000',
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl,
    JWT_SECRET: seeder.config.JWT_SECRET,
    DATA_DIR: path.join(dataDir, name),
    WEB_DIST_DIR: '/nonexistent-web-dist',
    DEV_OUTBOX: '1',
    RATE_LIMIT_ENABLED: '0',
  });
}

const next = nextEvent;

async function member(usertype: 'Standard' | 'Premium' = 'Standard') {
  const created = await createMember(seeder, { usertype });
  const session = await signIn(seeder, created.email);
  return { ...created, ...session };
}

/** A request to a server process, as the web app sends it. */
function post(origin: string, url: string, who: Member, payload: Record<string, unknown>) {
  return fetch(`${origin}${url}`, {
    method: 'POST',
    headers: { ...who.headers, 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
}

beforeAll(async () => {
  database = await freshPostgres(postgresUrl);
  dataDir = mkdtempSync(path.join(tmpdir(), 'realtime-redis-'));
  seeder = await buildApp(testConfig({ DATA_DIR: path.join(dataDir, 'seeder'), RATE_LIMIT_ENABLED: '0' }), {
    database,
    logger: false,
  });
  await seeder.ready();
}, 60_000);
afterEach(() => {
  closeSockets();
});
afterAll(async () => {
  await seeder?.close();
  await database?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('two server processes sharing Redis', () => {
  let first: ServerProcess;
  let second: ServerProcess;

  beforeAll(async () => {
    // One after the other: each process's first start writes its start-up rows (e.g. generated keys) once.
    first = await startProcess('process-1');
    second = await startProcess('process-2');
  }, 150_000);
  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
  }, 40_000);

  it('deliver a request sent through process 1 to the receiver connected to process 2, and to nobody else', async () => {
    const [asha, ravi, meera] = [await member(), await member(), await member()];
    const aSocket = open(first.origin, asha.accessToken);
    const rSocket = open(second.origin, ravi.accessToken);
    const mSocket = open(first.origin, meera.accessToken);
    await Promise.all([aSocket, rSocket, mSocket].map(connected));
    const seenByMeera: string[] = [];
    mSocket.onAny((event: string) => seenByMeera.push(event));

    const [notification, ravisStatus, ashasStatus] = [
      next(rSocket, 'connection_request'),
      next(rSocket, 'connection_Status'),
      next(aSocket, 'connection_Status'),
    ];
    const sent = await post(first.origin, '/api/v1/connection/addConnection', asha, { receiverId: ravi.id });
    expect(sent.status, await sent.text()).toBe(201);
    expect(await notification).toMatchObject({ body: { type: 'connection_request', senderId: asha.id } });
    expect(await ravisStatus).toEqual({ connection_status: 'pending', connectionType: 'receiver', userId: asha.id });
    expect(await ashasStatus).toEqual({ connection_status: 'pending', connectionType: 'sender', userId: ravi.id });

    // And back: Ravi accepts through process 2; Asha's socket on process 1 hears it.
    const accepted = next(aSocket, 'connection_request');
    const answered = await post(second.origin, '/api/v1/connection/acceptConnection', ravi, { senderId: asha.id });
    expect(answered.status, await answered.text()).toBe(200);
    expect(await accepted).toMatchObject({ body: { type: 'connection_accepted', senderId: ravi.id } });
    // Meera's socket, on the process that sent both events' requests, heard nothing all along.
    expect(seenByMeera).toEqual([]);
  });

  it('deliver a chat message sent through process 1 to both members’ sockets on process 2, and to nobody else', async () => {
    const [asha, ravi, meera] = [await member('Premium'), await member('Premium'), await member('Premium')];
    const asked = await post(first.origin, '/api/v1/connection/addConnection', asha, { receiverId: ravi.id });
    expect(asked.status, await asked.text()).toBe(201);
    const accepted = await post(second.origin, '/api/v1/connection/acceptConnection', ravi, { senderId: asha.id });
    expect(accepted.status, await accepted.text()).toBe(200);
    // Ravi on process 2; Asha with one tab on each process; Meera on process 1.
    const rSocket = open(second.origin, ravi.accessToken);
    const aOther = open(second.origin, asha.accessToken);
    const aSame = open(first.origin, asha.accessToken);
    const mSocket = open(first.origin, meera.accessToken);
    await Promise.all([rSocket, aOther, aSame, mSocket].map(connected));
    const seenByMeera: string[] = [];
    mSocket.onAny((event: string) => seenByMeera.push(event));

    const [received, otherTab, sameTab] = [
      next(rSocket, 'chat_message'),
      next(aOther, 'chat_message'),
      next(aSame, 'chat_message'),
    ];
    const clientMessageId = '3f2b8c1d-9e4a-4b7c-8d6e-5a1f2b3c4d5e';
    const sent = await post(first.origin, `/api/v1/chat/conversations/${ravi.id}/messages`, asha, {
      text: 'Namaste Ravi, shall we speak on Sunday?',
      clientMessageId,
    });
    expect(sent.status, await sent.text()).toBe(201);
    expect(await received).toMatchObject({
      userId: asha.id,
      message: {
        senderId: asha.id,
        recipientId: ravi.id,
        clientMessageId,
        text: 'Namaste Ravi, shall we speak on Sunday?',
      },
    });
    for (const tab of [await otherTab, await sameTab]) {
      expect(tab).toMatchObject({ userId: ravi.id, message: { clientMessageId } });
    }
    // Ravi reads it through process 2: Asha's tab on process 1 hears "Seen".
    const seen = next(aSame, 'chat_read');
    const { message } = await received;
    const read = await post(second.origin, `/api/v1/chat/conversations/${asha.id}/read`, ravi, {
      upToMessageId: message.messageId,
    });
    expect(read.status, await read.text()).toBe(200);
    expect(await seen).toMatchObject({ readerId: ravi.id, userId: ravi.id, upToMessageId: message.messageId });
    expect(seenByMeera).toEqual([]);
  });

  it('end the sockets of a session signed out on the other process', async () => {
    const asha = await member();
    const onSecond = open(second.origin, asha.accessToken);
    await connected(onSecond);
    const revoked = next(onSecond, 'session_revoked');
    const closed = new Promise((resolve) => onSecond.once('disconnect', resolve));
    const cookie = Object.entries(asha.cookies)
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
    const res = await fetch(`${first.origin}/api/v1/user/logout`, { headers: { ...asha.headers, cookie } });
    expect(res.status, await res.text()).toBe(200);
    expect(await revoked).toEqual({ reason: 'signed_out' });
    expect(await closed).toBe('io server disconnect');
  });
});

describe('presence with two app instances in this process sharing Redis', () => {
  const apps: FastifyInstance[] = [];
  const clients: ReturnType<typeof connectRedis>[] = [];

  const listening = async () => {
    const redis = connectRedis(redisUrl);
    clients.push(redis);
    const app = await buildApp(testConfig({ DATA_DIR: dataDir, REDIS_URL: redisUrl, RATE_LIMIT_ENABLED: '0' }), {
      database,
      redis,
      logger: false,
    });
    apps.push(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
    return { app, origin: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
  };

  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const redis of clients) await redis.quit();
  });

  it('isOnline on one instance counts the member’s sockets on the other, and stops when they close', async () => {
    const one = await listening();
    const two = await listening();
    const [ravi, absent] = [await member(), await member()];
    const socket = open(two.origin, ravi.accessToken);
    await connected(socket);

    expect(await one.app.realtime.isOnline(ravi.id)).toBe(true);
    expect(await two.app.realtime.isOnline(ravi.id)).toBe(true);
    expect(await one.app.realtime.isOnline(absent.id)).toBe(false);

    socket.disconnect();
    await expect.poll(() => one.app.realtime.isOnline(ravi.id), { timeout: EVENT_TIMEOUT_MS }).toBe(false);
  });
});
