import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The app's Prometheus metrics (docs/deployment.md, "Metrics and alerts"): one registry per app, so every app a
 * process builds (tests build many) counts from zero. Labels are bounded sets (methods, route templates, status
 * codes, error codes, queue names, e-mail templates, providers): never a member, an address or a raw path.
 */

/** The `pg` pool's connections at this moment. */
export type PoolStats = { total: number; idle: number; waiting: number; max: number };

/** One job queue's jobs at this moment (`JobQueue.stats`). */
export type QueueStats = {
  queue: string;
  /** Due and not taken yet (created or retry, start time reached). */
  waiting: number;
  /** Taken by a process and running. */
  active: number;
  /** Seconds since the oldest waiting job became due; 0 when none waits. */
  oldestWaitingSeconds: number;
};

/** What is read when Prometheus scrapes, rather than counted as it happens. */
export type MetricSources = {
  pool?: () => PoolStats | undefined;
  queues?: () => Promise<QueueStats[]>;
  sockets?: () => number;
  redisConnected?: () => boolean;
};

export type HttpLabels = 'method' | 'route' | 'status_code';

export interface AppMetrics {
  readonly registry: Registry;
  readonly httpRequests: Counter<HttpLabels>;
  readonly httpDuration: Histogram<HttpLabels>;
  /** Error answers by the API error code of their body (`@app/shared/errors`). */
  readonly httpErrors: Counter<'code'>;
  /** Every statement sent to the database, in seconds; `outcome` is `ok` or `error`. */
  readonly dbQueryDuration: Histogram<'outcome'>;
  readonly jobsCompleted: Counter<'queue'>;
  /** Failed job attempts; `final` is `true` when no retry remains (the job stays `failed`). */
  readonly jobFailures: Counter<'queue' | 'final'>;
  readonly emailsSent: Counter<'template'>;
  readonly emailsFailed: Counter<'template'>;
  readonly pushesSent: Counter;
  /** `expired`: the push service no longer knows the subscription (removed); `error`: anything else. */
  readonly pushesFailed: Counter<'reason'>;
  /** Paid checkouts that granted a subscription (once per checkout). */
  readonly paymentsFulfilled: Counter<'provider'>;
  /** Sets what a scrape reads (the app's database pool, job queue, sockets, Redis link). */
  readFrom(sources: MetricSources): void;
}

/** Request latency buckets (seconds): 5 ms to 10 s. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Statement latency buckets (seconds): 1 ms to 5 s. */
const DB_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

export function createMetrics(options: { onCollectError?: (error: unknown) => void } = {}): AppMetrics {
  const registry = new Registry();
  const sources: MetricSources = {};
  const registers = [registry];

  const counter = <L extends string>(name: string, help: string, labelNames: readonly L[] = []) =>
    new Counter<L>({ name, help, labelNames, registers });

  const httpRequests = counter('app_http_requests_total', 'HTTP requests answered', [
    'method',
    'route',
    'status_code',
  ] as const);
  const httpDuration = new Histogram<HttpLabels>({
    name: 'app_http_request_duration_seconds',
    help: 'Time from receiving an HTTP request to sending its answer',
    labelNames: ['method', 'route', 'status_code'],
    buckets: HTTP_BUCKETS,
    registers,
  });
  const httpErrors = counter('app_http_errors_total', 'Error answers by API error code', ['code'] as const);
  const dbQueryDuration = new Histogram<'outcome'>({
    name: 'app_db_query_duration_seconds',
    help: 'Time each database statement took',
    labelNames: ['outcome'],
    buckets: DB_BUCKETS,
    registers,
  });

  new Gauge({
    name: 'app_db_pool_connections',
    help: 'Database pool connections by state (total open, idle) and requests waiting for one (waiting)',
    labelNames: ['state'],
    registers,
    collect() {
      this.reset();
      const stats = sources.pool?.();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  new Gauge({
    name: 'app_db_pool_max',
    help: 'The most connections the database pool opens',
    registers,
    collect() {
      this.set(sources.pool?.()?.max ?? 0);
    },
  });

  // One query serves the three queue gauges: a scrape collects them all at once, so the first starts the read and
  // the others share it; the next scrape reads again.
  let queueRead: Promise<QueueStats[] | undefined> | undefined;
  const readQueues = () => {
    if (!queueRead) {
      const reading = (async () => {
        try {
          return await sources.queues?.();
        } catch (error) {
          options.onCollectError?.(error);
          return undefined;
        }
      })();
      queueRead = reading;
      void reading.finally(() => {
        if (queueRead === reading) queueRead = undefined;
      });
    }
    return queueRead;
  };
  const queueGauge = (name: string, help: string, pick: (stats: QueueStats) => number) =>
    new Gauge<'queue'>({
      name,
      help,
      labelNames: ['queue'],
      registers,
      async collect() {
        const stats = await readQueues();
        this.reset();
        for (const item of stats ?? []) this.set({ queue: item.queue }, pick(item));
      },
    });
  queueGauge('app_jobs_waiting', 'Jobs due and waiting for a worker, per queue', (item) => item.waiting);
  queueGauge('app_jobs_active', 'Jobs running, per queue', (item) => item.active);
  queueGauge(
    'app_jobs_oldest_waiting_seconds',
    'Seconds the oldest due job of a queue has waited (0 when none waits)',
    (item) => item.oldestWaitingSeconds,
  );
  const jobsCompleted = counter('app_jobs_completed_total', 'Job attempts that succeeded', ['queue'] as const);
  const jobFailures = counter('app_job_failures_total', 'Job attempts that failed', ['queue', 'final'] as const);

  new Gauge({
    name: 'app_sockets_connected',
    help: 'Realtime sockets connected to this process',
    registers,
    collect() {
      this.set(sources.sockets?.() ?? 0);
    },
  });
  // Registered with its source (REDIS_URL): without Redis there is no series, rather than a 0 that would alert.
  let redisGauge: Gauge | undefined;
  const watchRedis = () => {
    redisGauge ??= new Gauge({
      name: 'app_redis_connected',
      help: 'Whether Redis answers (1) or not (0); absent without REDIS_URL',
      registers,
      collect() {
        this.set(sources.redisConnected?.() ? 1 : 0);
      },
    });
  };

  const emailsSent = counter('app_emails_sent_total', 'E-mails handed to the mail server (or outbox)', [
    'template',
  ] as const);
  const emailsFailed = counter('app_emails_failed_total', 'E-mails the mail server (or outbox) refused', [
    'template',
  ] as const);
  const pushesSent = counter('app_web_pushes_sent_total', 'Web pushes a push service accepted');
  const pushesFailed = counter('app_web_pushes_failed_total', 'Web pushes a push service did not take', [
    'reason',
  ] as const);
  const paymentsFulfilled = counter('app_payments_fulfilled_total', 'Paid checkouts that granted a subscription', [
    'provider',
  ] as const);

  return {
    registry,
    httpRequests,
    httpDuration,
    httpErrors,
    dbQueryDuration,
    jobsCompleted,
    jobFailures,
    emailsSent,
    emailsFailed,
    pushesSent,
    pushesFailed,
    paymentsFulfilled,
    readFrom(more) {
      if (more.redisConnected) watchRedis();
      Object.assign(sources, more);
    },
  };
}

let processRegistry: Registry | undefined;

/**
 * prom-client's default metrics of this process (CPU, memory, event loop lag, garbage collection, handles), under
 * their standard names. Registered once per process, and only when a metrics listener starts: they keep observers
 * running for the life of the process.
 */
export function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}
