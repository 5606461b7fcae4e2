/**
 * socket.io-client as the web tests see it (setup-tests.ts mocks the package with this module): no network, and a
 * socket the test drives as the server would — accept or refuse the handshake, send events, drop the connection.
 */

type Handler = (...args: unknown[]) => void;
type AuthCallback = (send: (data: Record<string, unknown>) => void) => void;
type Options = { path?: string; transports?: string[]; auth?: AuthCallback; autoConnect?: boolean } & Record<
  string,
  unknown
>;

class Emitter {
  private handlers = new Map<string, Handler[]>();
  on(event: string, handler: Handler) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }
  off(event: string, handler?: Handler) {
    this.handlers.set(event, handler ? (this.handlers.get(event) ?? []).filter((h) => h !== handler) : []);
    return this;
  }
  emitLocal(event: string, ...args: unknown[]) {
    for (const handler of this.handlers.get(event) ?? []) handler(...args);
  }
  listens(event: string) {
    return (this.handlers.get(event) ?? []).length > 0;
  }
}

export class FakeSocket extends Emitter {
  connected = false;
  /** Connecting or connected, as socket.io's `active`: a refused handshake or a disconnect() ends it. */
  active = false;
  /** What each handshake sent as `auth`, in order. */
  handshakes: Array<Record<string, unknown>> = [];
  disconnects = 0;
  readonly io = new Emitter();

  constructor(readonly options: Options) {
    super();
  }

  connect() {
    // As socket.io: a socket already connecting or connected does not start another handshake.
    if (this.active) return this;
    this.active = true;
    const auth = this.options.auth;
    if (auth) auth((data) => this.handshakes.push(data));
    else this.handshakes.push({});
    return this;
  }

  disconnect() {
    this.disconnects += 1;
    const was = this.connected;
    this.connected = false;
    this.active = false;
    if (was) this.emitLocal('disconnect', 'io client disconnect');
    return this;
  }

  // What the server does:
  /** The handshake succeeds. */
  accept() {
    this.connected = true;
    this.active = true;
    this.emitLocal('connect');
  }
  /** The handshake is refused by the server's middleware (`err.data.code`); the client does not retry by itself. */
  refuse(code: string) {
    this.active = false;
    this.emitLocal('connect_error', Object.assign(new Error('refused'), { data: { code } }));
  }
  /** The network drops; socket.io tries again by itself (`active` stays true) and the test accepts again later. */
  drop() {
    this.connected = false;
    this.emitLocal('disconnect', 'transport close');
  }
  /** The server ends the socket (a token that expired, a session that ended), as it does after `session_revoked`. */
  serverDisconnect(reason = 'token_expired') {
    this.emitLocal('session_revoked', { reason });
    this.connected = false;
    this.active = false;
    this.emitLocal('disconnect', 'io server disconnect');
  }
  /** A server event. */
  serverEmit(event: string, payload: unknown) {
    this.emitLocal(event, payload);
  }
}

/** Every socket made since the last `resetFakeSockets()`. */
export const fakeSockets: FakeSocket[] = [];
export const resetFakeSockets = () => {
  fakeSockets.length = 0;
};
export const lastFakeSocket = () => fakeSockets.at(-1);

export function io(uriOrOptions?: string | Options, maybeOptions?: Options): FakeSocket {
  const options = (typeof uriOrOptions === 'object' ? uriOrOptions : maybeOptions) ?? {};
  const socket = new FakeSocket(options);
  fakeSockets.push(socket);
  if (options.autoConnect !== false) socket.connect();
  return socket;
}
