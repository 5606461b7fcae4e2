// Idle Socket.IO clients for the realtime benchmark, in a process of their own (started by realtime.ts with an
// IPC channel), so the sockets' client side neither shares the server's heap nor the benchmark's file descriptors.
import { io as connectClient, type Socket } from 'socket.io-client';
import { REALTIME } from '@app/shared/realtime';

/** What the benchmark asks a clients process over IPC. */
export type ClientsRequest =
  { type: 'connect'; origin: string; auths: Array<Record<string, string>>; concurrency: number } | { type: 'close' };
/** What a clients process says over IPC. */
export type ClientsMessage = { type: 'connected'; connected: number; failed: number; firstError?: string; ms: number };

/**
 * Opens one websocket client per handshake `auth`, `concurrency` handshakes at a time, and resolves when each has
 * connected or failed (a client that neither connects nor fails in REALTIME.timeout counts as failed).
 */
export async function openClients(
  origin: string,
  auths: Array<Record<string, string>>,
  concurrency: number,
): Promise<{ sockets: Socket[]; failed: number; firstError?: string }> {
  const sockets: Socket[] = [];
  let failed = 0;
  let firstError: string | undefined;
  let nextIndex = 0;
  const worker = async () => {
    while (nextIndex < auths.length) {
      const auth = auths[nextIndex];
      nextIndex += 1;
      const socket = connectClient(origin, {
        path: REALTIME.path,
        transports: [...REALTIME.transports],
        auth,
        reconnection: false,
        forceNew: true,
        timeout: REALTIME.timeout,
      });
      sockets.push(socket);
      await new Promise<void>((resolve) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', (error: Error & { data?: { code?: string } }) => {
          failed += 1;
          firstError ??= error.data?.code ?? error.message;
          resolve();
        });
      });
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return { sockets, failed, ...(firstError ? { firstError } : {}) };
}

// Only as the benchmark's child (the benchmark imports openClients too, and may itself have an IPC channel).
if (process.env.REALTIME_BENCH_ROLE === 'clients' && process.send) {
  let sockets: Socket[] = [];
  const closeAll = () => {
    for (const socket of sockets) socket.disconnect();
    sockets = [];
  };
  process.on('message', (message: ClientsRequest) => {
    if (message.type === 'connect') {
      const started = performance.now();
      void openClients(message.origin, message.auths, message.concurrency).then((opened) => {
        sockets = opened.sockets;
        const reply: ClientsMessage = {
          type: 'connected',
          connected: opened.sockets.length - opened.failed,
          failed: opened.failed,
          ...(opened.firstError ? { firstError: opened.firstError } : {}),
          ms: performance.now() - started,
        };
        process.send?.(reply);
      });
    }
    if (message.type === 'close') {
      closeAll();
      process.exit(0);
    }
  });
  process.on('disconnect', () => {
    closeAll();
    process.exit(0);
  });
}
