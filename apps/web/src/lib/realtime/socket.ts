import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { io, type Socket } from 'socket.io-client';
import { REALTIME } from '@app/shared/realtime/constants';
import type { ClientToServerEvents, ServerToClientEvents } from '@app/shared/realtime';
import { refreshSession } from '../api/base-query';
import { startAfresh } from '../session/me-api';
import { tokenIdentity } from '../session/token-identity';
import type { AppStore } from '../store';
import { connectionActions } from './connection-slice';
import { notificationActions } from './notification-slice';
import { noteSuspended } from '../suspension';
import { noteFamilyAccessEnded } from '../family-access';

export type MemberSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** What a feature's listener may do with the socket: hear the server's events, and know when it came back. */
export type RealtimeHub = {
  on<E extends keyof ServerToClientEvents>(event: E, handler: ServerToClientEvents[E]): void;
  /** The socket is connected again after a drop (not the first time): fetch what may have been missed. */
  onReconnect(handler: () => void): void;
};

/** The store as a listener uses it: RTK Query's cache updates are thunks typed on the API's own state. */
export type RealtimeStore = Omit<AppStore, 'dispatch'> & { dispatch: ThunkDispatch<any, unknown, UnknownAction> };

/** One feature's listener (docs/ARCHITECTURE.md): it subscribes to the events it owns. */
export type RealtimeListener = (hub: RealtimeHub, store: RealtimeStore) => void;

export type RealtimeController = { socket: MemberSocket; stop: () => void };

const log = (message: string, detail?: unknown) =>
  detail === undefined ? console.info(`[realtime] ${message}`) : console.info(`[realtime] ${message}`, detail);

const started = new WeakMap<AppStore, RealtimeController>();

/**
 * The member's one socket: open while the store holds an access token, closed when it goes
 * (logout, deletion). Same origin, websocket only, authenticated with the access token of the moment at every
 * (re)connection. A refused handshake whose token expired, or a server that ends the socket when the token does,
 * gets one refresh of the session and a new connection; a handshake refused for any other reason stops until the
 * token changes. Features add their listeners; after a reconnection they fetch what they missed.
 */
export function startRealtime(store: AppStore, listeners: readonly RealtimeListener[]): RealtimeController {
  const existing = started.get(store);
  if (existing) return existing;

  const tokenNow = () => store.getState().user.accessToken;
  // The token the last handshake carried: a refresh is only needed when the store has no newer one.
  let handshakeToken: string | null = null;
  const socket: MemberSocket = io({
    path: REALTIME.path,
    transports: [...REALTIME.transports],
    reconnectionAttempts: REALTIME.reconnectionAttempts,
    reconnectionDelay: REALTIME.reconnectionDelay,
    reconnectionDelayMax: REALTIME.reconnectionDelayMax,
    timeout: REALTIME.timeout,
    autoConnect: false,
    auth: (send) => {
      handshakeToken = tokenNow();
      send({ token: handshakeToken });
    },
  });

  let wanted = false;
  let connectedBefore = false;
  let renewing = false;
  // The server ended a family manager's access (ADR 017): the next token is their own profile's, start afresh then.
  let accessEnded = false;
  const reconnectHandlers: Array<() => void> = [];

  const open = () => {
    if (!tokenNow()) {
      log('no access token; not connecting');
      return;
    }
    wanted = true;
    if (!socket.connected && !socket.active) socket.connect();
  };

  /** A new connection with a valid token: the store's, if it is newer than the refused one; else one refresh. */
  const renew = async () => {
    if (renewing || !wanted) return;
    renewing = true;
    try {
      const token = tokenNow();
      const fresh = token && token !== handshakeToken ? true : await refreshSession(store);
      // A failed refresh logged the member out; the store's subscriber below closes everything.
      if (fresh && wanted && !socket.active) socket.connect();
    } finally {
      renewing = false;
    }
  };

  socket.on('connect', () => {
    if (connectedBefore) for (const handler of reconnectHandlers) handler();
    connectedBefore = true;
  });
  socket.on('connect_error', (error) => {
    const code = (error as Error & { data?: { code?: unknown } }).data?.code;
    if (code === 'TOKEN_EXPIRED') void renew();
    else if (code === 'UNAUTHENTICATED') log('the server refused the session; not connecting until it changes');
    else if (code === 'SUSPENDED') noteSuspended();
    else log('could not connect; trying again', error.message);
  });
  socket.on('session_revoked', ({ reason }) => {
    log(`the server ended the connection (${reason})`);
    // Suspended: the member area sends the member to the suspension screen (lib/suspension.ts).
    if (reason === 'suspended') noteSuspended();
    // A family manager whose access ended (ADR 017): the refresh that follows acts for their own profile again.
    if (reason === 'family_access_ended') {
      accessEnded = true;
      noteFamilyAccessEnded(store.getState().user.user?.actingAs?.profileName);
    }
  });
  socket.on('disconnect', (reason) => {
    // The server closed it (the token expired, or the session ended): refresh, or be logged out by the refresh.
    if (reason === 'io server disconnect') void renew();
  });
  socket.io.on('reconnect_failed', () => log('gave up reconnecting; will try again when the browser is back online'));
  const online = () => {
    if (wanted) open();
  };
  window.addEventListener('online', online);

  const hub: RealtimeHub = {
    on: (event, handler) => {
      socket.on(event, handler as never);
    },
    onReconnect: (handler) => {
      reconnectHandlers.push(handler);
    },
  };
  for (const listen of listeners) listen(hub, store);

  const forget = () => {
    connectedBefore = false;
    socket.disconnect();
    store.dispatch(notificationActions.clearNotifications());
    store.dispatch(connectionActions.resetConnections());
  };
  let lastToken = tokenNow();
  let lastIdentity = tokenIdentity(lastToken);
  const unsubscribe = store.subscribe(() => {
    const token = tokenNow();
    if (token === lastToken) return;
    const identity = tokenIdentity(token);
    const someoneElse = identity !== lastIdentity;
    lastToken = token;
    lastIdentity = identity;
    if (token) {
      // A family manager switched profile (ADR 017): the socket's rooms and what it brought belong to the other one,
      // so it connects again as the new one. A refreshed token: later handshakes carry it.
      if (someoneElse && wanted) forget();
      if (someoneElse && accessEnded) void store.dispatch(startAfresh());
      accessEnded = false;
      // A stopped socket starts again with the token.
      open();
    } else if (wanted) {
      wanted = false;
      forget();
    }
  });
  open();

  const controller: RealtimeController = {
    socket,
    stop: () => {
      unsubscribe();
      window.removeEventListener('online', online);
      wanted = false;
      socket.disconnect();
      started.delete(store);
    },
  };
  started.set(store, controller);
  return controller;
}
