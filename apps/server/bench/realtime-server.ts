// One server process of the realtime benchmark (started by realtime.ts with --expose-gc and an IPC channel).
// `app`: the whole application as `npm start` builds it (DATABASE_URL, REDIS_URL, every other setting from the
// environment). `bare`: a bare Socket.IO server with the same transport settings, each socket in a room named
// after the member it says it is (no authentication, no database), and a bare node:http route that emits to a
// room (POST /emit?room=…, the body is the payload): the baseline. Both listen on 127.0.0.1 on a free port and
// answer `{ type: 'heap' }` with the heap after two full garbage collections.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import { memberRoom, REALTIME } from '@app/shared/realtime';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import { connectDatabase } from '../src/db/connect';
import { closeRedis, connectRedis } from '../src/lib/redis';
import { startDiagnostics, type DiagnosticsSnapshot } from './server-diagnostics';

/** What the benchmark asks a server process over IPC. */
export type ServerRequest = { type: 'heap' } | { type: 'stop' } | { type: 'diagnostics'; reset?: boolean };
/** What a server process says over IPC. */
export type ServerMessage =
  | { type: 'ready'; port: number }
  | { type: 'heap'; heapUsed: number; rss: number; sockets: number }
  | { type: 'diagnostics'; snapshot: DiagnosticsSnapshot | null }
  | { type: 'error'; message: string };

const send = (message: ServerMessage) => process.send?.(message);

/** Heap after two full collections (the second collects what the first's finalisers freed). */
function measureHeap(sockets: number): ServerMessage {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('realtime-server needs --expose-gc');
  gc();
  gc();
  const usage = process.memoryUsage();
  return { type: 'heap', heapUsed: usage.heapUsed, rss: usage.rss, sockets };
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

async function startBare(): Promise<{ http: HttpServer; count: () => number; close: () => Promise<void> }> {
  // The route runs only once the server listens, when `io` exists.
  const http = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const room = url.searchParams.get('room');
    if (request.method !== 'POST' || url.pathname !== '/emit' || !room) {
      response.writeHead(404).end();
      return;
    }
    void readBody(request).then((body) => {
      io.to(room).emit('connection_request', JSON.parse(body) as unknown);
      response.writeHead(204).end();
    });
  });
  const io = new Server(http, {
    path: REALTIME.path,
    transports: [...REALTIME.transports],
    serveClient: false,
    maxHttpBufferSize: 16 * 1024,
  });
  io.on('connection', (socket) => {
    const userId = (socket.handshake.auth as { userId?: unknown }).userId;
    if (typeof userId === 'string') void socket.join(memberRoom(userId));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  return {
    http,
    count: () => io.engine.clientsCount,
    close: () => new Promise<void>((resolve) => void io.close(() => resolve())),
  };
}

async function startApp(): Promise<{ http: HttpServer; count: () => number; close: () => Promise<void> }> {
  const config = loadConfig(process.env);
  const database = await connectDatabase(config);
  const redis = config.REDIS_URL ? connectRedis(config.REDIS_URL) : undefined;
  const app = await buildApp(config, { database, ...(redis ? { redis } : {}) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    http: app.server,
    count: () => app.realtime.io.engine.clientsCount,
    close: async () => {
      await app.close();
      if (redis) await closeRedis(redis);
      await database.close();
    },
  };
}

const mode = process.argv[2];
if (mode !== 'app' && mode !== 'bare') throw new Error('usage: realtime-server.ts app|bare');
const server = mode === 'app' ? await startApp() : await startBare();
// The app process measures where its requests spend their time (see server-diagnostics.ts).
const diagnostics = mode === 'app' ? startDiagnostics(server.http) : undefined;
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  const timer = setTimeout(() => process.exit(1), 10_000);
  timer.unref();
  await server.close().catch(() => undefined);
  process.exit(0);
};
process.on('message', (message: ServerRequest) => {
  try {
    if (message.type === 'heap') send(measureHeap(server.count()));
    if (message.type === 'stop') void stop();
    if (message.type === 'diagnostics') {
      send({ type: 'diagnostics', snapshot: diagnostics?.snapshot() ?? null });
      if (message.reset) diagnostics?.reset();
    }
  } catch (error) {
    send({ type: 'error', message: String(error) });
  }
});
// The benchmark going away (even killed) closes the channel: never outlive it.
process.on('disconnect', () => void stop());
process.on('SIGTERM', () => void stop());
send({ type: 'ready', port: (server.http.address() as AddressInfo).port });
