// What a benchmark's server process measures of itself, to tell where a slow request spent its time: each request's
// time inside the process (from node:http's 'request' to the response's 'finish'), the event loop's delay (a
// request waits behind whatever runs on the loop), garbage collection pauses, and the time each database query
// waited for a pooled connection (pg.Pool#connect). Started before the server listens; read with `snapshot()`.
import type { Server as HttpServer } from 'node:http';
import { monitorEventLoopDelay, performance, PerformanceObserver } from 'node:perf_hooks';
import pg from 'pg';

export type Distribution = { n: number; p50: number; p95: number; p99: number; max: number; total: number };

export type DiagnosticsSnapshot = {
  /** POST requests, from arrival in node:http to the end of the response (ms). */
  requests: Distribution;
  /** The event loop's delay, sampled every 10 ms (ms). */
  eventLoopDelay: { p50: number; p99: number; max: number; over50ms: number };
  /** Garbage collection pauses (ms). */
  gc: Distribution;
  /** Waits for a pooled database connection (ms). */
  poolWaits: Distribution;
};

function distribution(values: number[]): Distribution {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? 0;
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    n: sorted.length,
    p50: round(at(0.5)),
    p95: round(at(0.95)),
    p99: round(at(0.99)),
    max: round(at(1)),
    total: round(sorted.reduce((sum, value) => sum + value, 0)),
  };
}

/** Starts measuring. Call before the first request; `reset()` drops what was measured so far (after a warm-up). */
export function startDiagnostics(server: HttpServer) {
  let requests: number[] = [];
  let gcPauses: number[] = [];
  let poolWaits: number[] = [];
  let loopSlow = 0;

  server.prependListener('request', (request, response) => {
    if (request.method !== 'POST') return;
    const started = performance.now();
    response.once('finish', () => requests.push(performance.now() - started));
  });

  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  // Counts the samples over 50 ms separately (the histogram's percentiles hide how many there were).
  let last = performance.now();
  const ticker = setInterval(() => {
    const now = performance.now();
    if (now - last - 10 > 50) loopSlow += 1;
    last = now;
  }, 10);
  ticker.unref();

  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) gcPauses.push(entry.duration);
  });
  observer.observe({ entryTypes: ['gc'] });

  // Every pool of this process: the time from asking for a connection to getting it.
  const original = pg.Pool.prototype.connect;
  pg.Pool.prototype.connect = function timedConnect(this: pg.Pool, ...args: unknown[]) {
    const started = performance.now();
    if (typeof args[0] === 'function') {
      const callback = args[0] as (...results: unknown[]) => void;
      return (original as (...a: unknown[]) => unknown).call(this, (...results: unknown[]) => {
        poolWaits.push(performance.now() - started);
        callback(...results);
      });
    }
    const promise = (original as () => Promise<pg.PoolClient>).call(this);
    return promise.then((client) => {
      poolWaits.push(performance.now() - started);
      return client;
    });
  } as typeof original;

  return {
    reset() {
      requests = [];
      gcPauses = [];
      poolWaits = [];
      loopSlow = 0;
      loop.reset();
    },
    snapshot(): DiagnosticsSnapshot {
      const ms = (ns: number) => Math.round(ns / 1e5) / 10;
      return {
        requests: distribution(requests),
        eventLoopDelay: {
          p50: ms(loop.percentile(50)),
          p99: ms(loop.percentile(99)),
          max: ms(loop.max),
          over50ms: loopSlow,
        },
        gc: distribution(gcPauses),
        poolWaits: distribution(poolWaits),
      };
    },
  };
}
