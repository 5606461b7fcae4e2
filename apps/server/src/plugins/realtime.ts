import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { decodeJwt } from 'jose';
import { Server, type Socket } from 'socket.io';
import { memberRoom, REALTIME, type ClientToServerEvents, type ServerToClientEvents } from '@app/shared/realtime';
import { AppError } from '../lib/app-error';
import { subscriberOf, withoutUnhandledRejections, type RedisLink } from '../lib/redis';
import { accessTokenFrom, authenticateAccessToken, type AuthUser } from '../lib/auth/authenticate';

type SocketData = { user: AuthUser };

/**
 * Rooms (ADR 017). A member's own sockets are in their member room; a family manager's socket, acting for another's
 * profile, is in that profile's family room and in one room per right it holds there, never in the member room
 * (calls are the candidate's: they go to the member room alone). Every socket is also in its account's room, by
 * which a session's end or a manager's removal finds it.
 */
const familyRoom = (profileId: string) => `family:${profileId}`;
const familyRightRoom = (profileId: string, right: string) => `family:${profileId}:${right}`;
const accountRoom = (accountId: string) => `account:${accountId}`;
/** Everyone on the profile: the candidate's sockets and every manager's. */
const everyoneOn = (profileId: string) => [memberRoom(profileId), familyRoom(profileId)];
/** The candidate's sockets and those of the managers holding `right`. */
const withRight = (profileId: string, right: string) => [memberRoom(profileId), familyRightRoom(profileId, right)];
export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
type MemberSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

/** What the rest of the server knows of realtime: whether a member is connected, on any process. */
export interface Realtime {
  readonly io: RealtimeServer;
  /**
   * True when the member has at least one live socket on any server process (through Redis with several); while
   * Redis is away, on this process (so a member on another one counts as offline and gets the e-mail or push).
   */
  isOnline(userId: string): Promise<boolean>;
}

/** The error a refused handshake carries to the client (`err.data.code`): TOKEN_EXPIRED means refresh and retry. */
type HandshakeError = Error & { data: { code: string } };
const refused = (code: string, message: string): HandshakeError =>
  Object.assign(new Error(message), { data: { code } });

/** The access token of a handshake: `auth.token` (the web app), else the Authorization header (other clients). */
function handshakeToken(socket: MemberSocket): string | undefined {
  const fromAuth: unknown = (socket.handshake.auth as Record<string, unknown> | undefined)?.token;
  if (typeof fromAuth === 'string' && fromAuth.trim()) return fromAuth.trim().replace(/^bearer\s+/i, '');
  return accessTokenFrom({ headers: socket.handshake.headers } as Parameters<typeof accessTokenFrom>[0]);
}

/**
 * Socket.IO on the app's own HTTP server (docs/ARCHITECTURE.md): websocket transport only,
 * authenticated with the access token at the handshake, one room per member, and only server-originated events,
 * sent from domain events that modules emit after their transaction committed. Clients emit nothing the server
 * acts on. A socket is disconnected when its access token expires; the client refreshes and connects again. With
 * Redis (`REDIS_URL`), the Redis adapter carries every event to the member's sockets on every process.
 */
export async function registerRealtime(
  app: FastifyInstance,
  redis: Redis | undefined,
  redisLink: RedisLink | undefined,
): Promise<Realtime> {
  const io: RealtimeServer = new Server(app.server, {
    path: REALTIME.path,
    transports: [...REALTIME.transports],
    serveClient: false,
    // Same origin only: the site's own pages (PUBLIC_URL) connect; the handshake needs a token anyway.
    cors: { origin: new URL(app.config.PUBLIC_URL).origin, credentials: false },
    // Messages are small and server-sent; a client has nothing large to send.
    maxHttpBufferSize: 16 * 1024,
    // A process that is stopping takes no new socket: the refusal is a transport error, so the client retries with
    // its back-off and, through the proxy, reaches a process that stays.
    allowRequest: (_request, answer) =>
      answer(app.lifecycle.draining ? 'the server is restarting' : null, !app.lifecycle.draining),
  });

  // While Redis is away (ADR 015) the adapter still delivers to this process's sockets; its publishes fail at once
  // and are dropped (never an unhandled rejection), and the subscriber subscribes again when Redis is back.
  let subscriber: Redis | undefined;
  if (redis && redisLink) {
    subscriber = subscriberOf(redis);
    redisLink.watch(subscriber);
    io.adapter(
      createAdapter(withoutUnhandledRejections(redis), withoutUnhandledRejections(subscriber), {
        requestsTimeout: 3000,
      }),
    );
    // Events for other processes' sockets were dropped while Redis was away: this process's sockets are closed (as
    // a restart would), so their clients connect again and fetch what they missed (the web app does on reconnect).
    redisLink.onRecovered(() => {
      for (const socket of io.of('/').sockets.values()) socket.conn.close();
    });
  }
  /** The sockets in a room: on every process, or on this one alone while Redis is away. */
  const socketsIn = async (room: string) => {
    if (redisLink?.state() === 'degraded') return io.local.in(room).fetchSockets();
    try {
      return await io.in(room).fetchSockets();
    } catch (error) {
      if (!redisLink) throw error;
      return io.local.in(room).fetchSockets();
    }
  };

  const expiryTimers = new Map<string, NodeJS.Timeout>();
  // app_sockets_connected: this process's sockets, counted when metrics are scraped.
  app.metrics.readFrom({ sockets: () => io.of('/').sockets.size });

  io.use((socket, next) => {
    const token = handshakeToken(socket);
    if (!token) {
      next(refused('UNAUTHENTICATED', 'Please sign in to continue.'));
      return;
    }
    authenticateAccessToken(app, token).then(
      (user) => {
        socket.data.user = user;
        // Disconnect when the token expires: a socket lives no longer than the credential it was opened with.
        const { exp } = decodeJwt(token);
        const remaining = (exp ?? 0) * 1000 - app.clock.now().getTime();
        if (remaining > 0 && remaining < 2 ** 31) {
          const timer = setTimeout(() => {
            socket.emit('session_revoked', { reason: 'token_expired' });
            socket.disconnect(true);
          }, remaining);
          timer.unref();
          expiryTimers.set(socket.id, timer);
        }
        next();
      },
      (error: unknown) => {
        const code = error instanceof AppError ? error.code : 'UNAUTHENTICATED';
        const message = error instanceof AppError ? error.message : 'Please sign in to continue.';
        if (!(error instanceof AppError)) app.log.error({ err: error }, 'socket handshake failed');
        next(refused(code, message));
      },
    );
  });

  io.on('connection', (socket: MemberSocket) => {
    const { user } = socket.data;
    const rooms = [accountRoom(user.accountId)];
    if (user.family) {
      rooms.push(familyRoom(user.id), ...user.family.rights.map((right) => familyRightRoom(user.id, right)));
    } else {
      rooms.push(memberRoom(user.id));
    }
    void socket.join(rooms);
    socket.on('disconnect', () => {
      clearTimeout(expiryTimers.get(socket.id));
      expiryTimers.delete(socket.id);
    });
  });

  /**
   * Sends a socket event to the members' rooms (on every process, through Redis with several); logged at debug
   * level with the request that caused it (lib/log-context.ts), never with its payload.
   */
  const sendTo = <E extends keyof ServerToClientEvents>(
    rooms: string | string[],
    event: E,
    ...payload: Parameters<ServerToClientEvents[E]>
  ) => {
    io.to(rooms).emit(event, ...payload);
    app.log.debug({ socketEvent: event }, 'socket event sent');
  };

  app.events.on('notification.created', ({ userId, notification }) => {
    sendTo(everyoneOn(userId), 'connection_request', notification);
  });
  app.events.on('notification.changed', ({ userId, unreadCount }) => {
    sendTo(everyoneOn(userId), 'notifications_changed', { unreadCount });
  });
  app.events.on('connection.changed', ({ statuses }) => {
    for (const [userId, status] of Object.entries(statuses)) {
      sendTo([...withRight(userId, 'request'), familyRightRoom(userId, 'respond')], 'connection_Status', status);
    }
  });
  app.events.on('chat.message', ({ senderId, recipientId, forSender, forRecipient, toRecipient }) => {
    // Every tab of both members: the sender's other tabs show the message too.
    sendTo(withRight(senderId, 'chat'), 'chat_message', { userId: recipientId, message: forSender });
    if (toRecipient) {
      sendTo(withRight(recipientId, 'chat'), 'chat_message', { userId: senderId, message: forRecipient });
    }
  });
  app.events.on('chat.read', ({ readerId, otherId, upToMessageId, readAt, toOther }) => {
    if (toOther) sendTo(withRight(otherId, 'chat'), 'chat_read', { readerId, userId: readerId, upToMessageId, readAt });
    sendTo(withRight(readerId, 'chat'), 'chat_read', { readerId, userId: otherId, upToMessageId, readAt });
  });
  app.events.on('chat.typing', ({ userId, otherId, typing }) => {
    sendTo(withRight(otherId, 'chat'), 'chat_typing', { userId, typing });
  });
  app.events.on('call.invite', ({ to, event }) => {
    sendTo(to.map(memberRoom), 'call_invite', event);
  });
  app.events.on('call.accept', ({ to, event }) => {
    sendTo(to.map(memberRoom), 'call_accept', event);
  });
  app.events.on('call.decline', ({ to, event }) => {
    sendTo(to.map(memberRoom), 'call_decline', event);
  });
  app.events.on('call.end', ({ to, event }) => {
    sendTo(to.map(memberRoom), 'call_end', event);
  });
  app.events.on('call.signal', ({ to, event }) => {
    sendTo(to.map(memberRoom), 'call_signal', event);
  });
  // A manager removed (ended): their sockets on that profile are told and closed. Rights changed: those sockets
  // leave the rooms of the rights they lost and join those of the rights they gained, on whichever process.
  // Awaited by the emitter, so the answer to the change comes after the sockets follow it.
  app.events.on('family.access_changed', ({ profileId, accountId, rights }) =>
    socketsIn(accountRoom(accountId))
      .then((sockets) => {
        for (const socket of sockets) {
          if (socket.data.user.id !== profileId) continue;
          if (rights === null) {
            socket.emit('session_revoked', { reason: 'family_access_ended' });
            socket.disconnect(true);
            continue;
          }
          for (const room of socket.rooms) if (room.startsWith(`${familyRoom(profileId)}:`)) socket.leave(room);
          socket.join(rights.map((right) => familyRightRoom(profileId, right)));
        }
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'could not update the sockets of a family manager')),
  );

  app.events.on('session.ended', ({ userId, sessionId, reason }) => {
    // Only this process's sockets can be read directly; with Redis the others get the same through the adapter.
    socketsIn(accountRoom(userId))
      .then((sockets) => {
        for (const socket of sockets) {
          if (sessionId && socket.data.user.sessionId !== sessionId) continue;
          socket.emit('session_revoked', { reason });
          socket.disconnect(true);
        }
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'could not end the sockets of a session'));
  });

  // Stopping: every socket's connection is cut (not ended by the server, which a client takes as final), so its
  // client reconnects by itself to a process that stays and fetches what it missed meanwhile.
  app.addHook('preClose', async () => {
    app.lifecycle.drain();
    for (const timer of expiryTimers.values()) clearTimeout(timer);
    expiryTimers.clear();
    for (const socket of io.of('/').sockets.values()) socket.conn.close();
  });
  app.addHook('onClose', async () => {
    await new Promise<void>((resolve) => {
      // Socket.IO closes the HTTP server too; Fastify closes it as well, so an "already closed" error is fine.
      void io.close(() => resolve());
    });
    subscriber?.disconnect();
  });

  return {
    io,
    async isOnline(userId) {
      const sockets = await socketsIn(memberRoom(userId));
      return sockets.length > 0;
    },
  };
}
