import type { FastifyBaseLogger } from 'fastify';
import { Redis, type RedisOptions } from 'ioredis';

/**
 * Redis is optional and never essential (ADR 015): it shares rate-limit counters and carries realtime events
 * between server processes. While it is away, commands fail at once instead of waiting, the client reconnects by
 * itself for as long as the process runs, and the callers fall back to this process alone.
 */
const COMMAND_OPTIONS: RedisOptions = {
  // A command sent while Redis is away fails at once (callers fall back), rather than queueing until it returns.
  enableOfflineQueue: false,
  // A command cut off by a lost connection fails after one reconnection attempt…
  maxRetriesPerRequest: 1,
  // …and none waits longer than a second for an answer (a Redis that hangs counts as away).
  commandTimeout: 1_000,
  // Reconnect for ever, at most every 2 s.
  retryStrategy: (times) => Math.min(times * 200, 2_000),
  lazyConnect: false,
};

/** The app's Redis client (`REDIS_URL`): rate limits and the Socket.IO adapter's publishing side. */
export function connectRedis(url: string): Redis {
  return new Redis(url, COMMAND_OPTIONS);
}

/**
 * A subscriber beside `redis` (Socket.IO's adapter): its subscriptions wait for Redis instead of failing, and
 * ioredis subscribes again on every reconnection.
 */
export function subscriberOf(redis: Redis): Redis {
  return redis.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null, commandTimeout: undefined });
}

/** Quits when connected; otherwise drops the connection (a QUIT to an absent Redis would fail the shutdown). */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'ready') {
    try {
      await redis.quit();
      return;
    } catch {
      // Lost during the quit: fall through.
    }
  }
  redis.disconnect();
}

/**
 * `client` for a caller that sends commands without awaiting them (Socket.IO's Redis adapter publishes and
 * subscribes that way): every command's promise is marked handled, so a command failing while Redis is away
 * is not an unhandled rejection. A caller that awaits the command still sees its error.
 */
export function withoutUnhandledRejections(client: Redis): Redis {
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const result: unknown = (value as (...a: unknown[]) => unknown).apply(target, args);
        if (result instanceof Promise) result.catch(() => undefined);
        return result;
      };
    },
  });
}

export type RedisState = 'ok' | 'degraded';

/** What the app knows of its Redis connections (`app.redisLink`). */
export interface RedisLink {
  /** `ok` when every watched client is connected; `degraded` otherwise (away, or still connecting). */
  state(): RedisState;
  /** Watches another client of the same Redis (the realtime subscriber). */
  watch(client: Redis): void;
  /** Runs `listener` each time Redis comes back after being lost (not on the first connection). */
  onRecovered(listener: () => void): void;
  /** The app is closing: connections closed from now on are not an outage. */
  stop(): void;
}

/**
 * Watches the app's Redis clients and logs once when Redis is lost and once when it is back, whatever the
 * number of requests or reconnection attempts in between (ioredis reports an error on each attempt).
 */
export function watchRedis(log: FastifyBaseLogger, first: Redis): RedisLink {
  const clients: Redis[] = [];
  const recoveredListeners: (() => void)[] = [];
  /** What was last logged: nothing yet, lost, or connected. */
  let reported: 'none' | 'lost' | 'ok' = 'none';
  let lastError: string | undefined;
  let stopped = false;

  const allReady = () => clients.every((client) => client.status === 'ready');

  const lost = () => {
    if (reported === 'lost' || stopped) return;
    reported = 'lost';
    log.warn(
      { redis: 'degraded', reason: lastError },
      'Redis is unavailable: rate limits count in this process only and realtime events reach only its own sockets until it is back',
    );
  };
  const maybeRecovered = () => {
    if (stopped || !allReady()) return;
    const wasLost = reported === 'lost';
    if (reported === 'ok') return;
    reported = 'ok';
    if (!wasLost) {
      log.info({ redis: 'ok' }, 'Redis connected');
      return;
    }
    log.info({ redis: 'ok' }, 'Redis is back: rate limits and realtime events are shared across processes again');
    for (const listener of recoveredListeners) {
      try {
        listener();
      } catch (error) {
        log.error({ err: error }, 'a Redis recovery listener failed');
      }
    }
  };

  const watch = (client: Redis) => {
    clients.push(client);
    // Without an error listener ioredis prints every failed reconnection attempt to the console.
    client.on('error', (error: Error) => {
      lastError = error.message;
      lost();
    });
    // A connection that was up and closed: Redis is gone (a client quitting at shutdown ends instead).
    client.on('close', () => {
      if (reported === 'ok') lost();
    });
    client.on('ready', maybeRecovered);
  };
  watch(first);

  return {
    state: () => (allReady() ? 'ok' : 'degraded'),
    watch(client) {
      watch(client);
      maybeRecovered();
    },
    onRecovered(listener) {
      recoveredListeners.push(listener);
    },
    stop() {
      stopped = true;
    },
  };
}
