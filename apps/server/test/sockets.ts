import { io as connectClient, type Socket } from 'socket.io-client';
import { REALTIME, type ClientToServerEvents, type ServerToClientEvents } from '@app/shared/realtime';

/** A member's Socket.IO client as the web app makes it (websocket only, the access token at the handshake). */
export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** How long a test waits for one event before it fails naming the event. */
export const EVENT_TIMEOUT_MS = 10_000;

/**
 * Sockets opened by a test file, closed by `closeSockets()` (call it after each test). No reconnection: a test
 * sees exactly what one connection received.
 */
export function socketClients() {
  const open: ClientSocket[] = [];
  return {
    /** A new socket to `origin` with `token` (none: no `auth` at all). */
    open(origin: string, token: string | undefined): ClientSocket {
      const socket: ClientSocket = connectClient(origin, {
        path: REALTIME.path,
        transports: [...REALTIME.transports],
        auth: token === undefined ? {} : { token },
        reconnection: false,
        forceNew: true,
      });
      open.push(socket);
      return socket;
    },
    closeSockets(): void {
      for (const socket of open.splice(0)) socket.disconnect();
    },
  };
}

/** Resolves on `connect`; rejects with the refusal's code (`err.data.code`) or message. */
export function connected(socket: ClientSocket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error: Error & { data?: { code?: string } }) =>
      reject(new Error(error.data?.code ?? error.message)),
    );
  });
}

/** The socket's next `event`, or a rejection naming it after EVENT_TIMEOUT_MS. */
export function nextEvent<E extends keyof ServerToClientEvents>(
  socket: ClientSocket,
  event: E,
): Promise<Parameters<ServerToClientEvents[E]>[0]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${EVENT_TIMEOUT_MS} ms`)), EVENT_TIMEOUT_MS);
    socket.once(
      event as 'connection_request',
      ((payload: unknown) => {
        clearTimeout(timer);
        resolve(payload as never);
      }) as never,
    );
  });
}
