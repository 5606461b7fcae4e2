import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ReadResponseSchema } from '@app/shared/chat';
import { buildApp } from '../../app';
import type { DatabaseHandle } from '../../db/connect';
import { connectRedis } from '../../lib/redis';
import { freshPostgres, testConfig } from '../../../test/test-app';
import { connected, nextEvent, socketClients } from '../../../test/sockets';
import { api, chatMember, connect, send } from './test-support';

/**
 * Chat across server processes (REDIS_URL): a message, a typing signal and a read receipt handled by one app
 * instance reach the members' sockets held by another through the Socket.IO Redis adapter, on every tab of both
 * members and nobody else's. Two app instances in this process, each with its own Redis clients, on one fresh
 * PostgreSQL database (the pattern of plugins/realtime.redis.test.ts).
 */
const redisUrl = process.env.REDIS_URL;
const postgresUrl = process.env.TEST_DATABASE_URL;
if (!redisUrl) throw new Error('The server-redis suite needs REDIS_URL (CI sets it when Redis answers).');
if (!postgresUrl) throw new Error('chat.redis.test.ts needs TEST_DATABASE_URL: two app instances cannot share PGlite.');

let database: DatabaseHandle & { url: string };
let dataDir: string;
const apps: FastifyInstance[] = [];
const clients: ReturnType<typeof connectRedis>[] = [];
const { open, closeSockets } = socketClients();

async function instance(): Promise<{ app: FastifyInstance; origin: string }> {
  const redis = connectRedis(redisUrl ?? '');
  clients.push(redis);
  const app = await buildApp(testConfig({ DATA_DIR: dataDir, REDIS_URL: redisUrl ?? '', RATE_LIMIT_ENABLED: '0' }), {
    database,
    redis,
    logger: false,
  });
  apps.push(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, origin: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

let one: Awaited<ReturnType<typeof instance>>;
let two: Awaited<ReturnType<typeof instance>>;

beforeAll(async () => {
  database = await freshPostgres(postgresUrl);
  dataDir = mkdtempSync(path.join(tmpdir(), 'chat-redis-'));
  one = await instance();
  two = await instance();
}, 60_000);
afterEach(() => closeSockets());
afterAll(async () => {
  for (const app of apps) await app.close();
  for (const redis of clients) await redis.quit();
  await database?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('chat across two app instances sharing Redis', () => {
  it('delivers a message, typing and “Seen” handled by one instance to sockets on the other, to the two members only', async () => {
    const [asha, ravi, meera] = [await chatMember(one.app), await chatMember(one.app), await chatMember(one.app)];
    await connect(one.app, asha, ravi);
    // Asha has a tab on each instance; Ravi and Meera are on the second only.
    const ashaOnOne = open(one.origin, asha.accessToken);
    const ashaOnTwo = open(two.origin, asha.accessToken);
    const raviOnTwo = open(two.origin, ravi.accessToken);
    const meeraOnTwo = open(two.origin, meera.accessToken);
    await Promise.all([ashaOnOne, ashaOnTwo, raviOnTwo, meeraOnTwo].map(connected));
    const heardByMeera: string[] = [];
    meeraOnTwo.onAny((event: string) => heardByMeera.push(event));

    const arriving = [
      nextEvent(raviOnTwo, 'chat_message'),
      nextEvent(ashaOnTwo, 'chat_message'),
      nextEvent(ashaOnOne, 'chat_message'),
    ];
    const sent = await send(one.app, asha, ravi, 'Hello across processes', randomUUID());
    const [toRavi, toAshaTwo, toAshaOne] = await Promise.all(arriving);
    expect(toRavi).toEqual({ userId: asha.id, message: sent });
    expect(toAshaTwo).toEqual({ userId: ravi.id, message: sent });
    expect(toAshaOne).toEqual(toAshaTwo);

    // Ravi answers through the second instance; Asha's tab on the first hears it, typing and "Seen" too.
    const typing = nextEvent(ashaOnOne, 'chat_typing');
    const typed = await api(two.app, ravi, 'POST', `chat/conversations/${asha.id}/typing`, { typing: true });
    expect(typed.statusCode, typed.body).toBe(200);
    expect(await typing).toEqual({ userId: ravi.id, typing: true });
    const seen = nextEvent(ashaOnOne, 'chat_read');
    const receipt = await api(two.app, ravi, 'POST', `chat/conversations/${asha.id}/read`, {
      upToMessageId: sent.messageId,
    });
    expect(receipt.statusCode, receipt.body).toBe(200);
    expect(await seen).toEqual({
      readerId: ravi.id,
      userId: ravi.id,
      upToMessageId: sent.messageId,
      readAt: ReadResponseSchema.parse(receipt.json()).readAt,
    });
    const reply = nextEvent(ashaOnOne, 'chat_message');
    const answered = await send(two.app, ravi, asha, 'Hello back');
    expect(await reply).toEqual({ userId: ravi.id, message: answered });
    expect(heardByMeera).toEqual([]);
  });
});
