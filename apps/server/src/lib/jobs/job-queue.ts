import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import PgBoss from 'pg-boss';
import type { Clock } from '../clock';
import { currentLogContext, runWithLogContext } from '../log-context';
import type { AppMetrics, QueueStats } from '../metrics/metrics';
import { assertCron, jobIdFor, latestCronTime } from './cron';
import { pgBossDb } from './pg-boss-db';

/**
 * Every job, by name, with its payload. A module declares its jobs next to their handler by declaration merging:
 *
 * ```ts
 * declare module '../../lib/jobs/job-queue' {
 *   interface JobPayloads {
 *     'notifications.email': { notificationId: string };
 *   }
 * }
 * ```
 * Payloads are stored as JSON: plain objects of strings, numbers, booleans, arrays and null (no Date, no class).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging in each module
export interface JobPayloads {}

/** A declared job name. */
export type JobName = keyof JobPayloads & string;

/** What a handler learns about the job it runs besides its payload. */
export type JobInfo<N extends JobName = JobName> = {
  id: string;
  name: N;
  /** 1 on the first run, 2 on the first retry… */
  attempt: number;
  /** How many retries the job may have after its first run. */
  retryLimit: number;
};

/** Runs one job. Throwing (or rejecting) fails this attempt; the job is retried while retries remain. */
export type JobHandler<N extends JobName> = (payload: JobPayloads[N], job: JobInfo<N>) => Promise<void>;

/** How a job name's jobs are retried and how long one attempt may take. Applies to jobs sent from then on. */
export type WorkOptions = {
  /** Retries after the first attempt (default 3). */
  retryLimit?: number;
  /** Seconds before the first retry (default 30). */
  retryDelaySeconds?: number;
  /** Double the delay on each retry, with jitter: 1–2×, 2–4×, 4–8× the delay… (default true). */
  retryBackoff?: boolean;
  /** An attempt running longer fails (and is retried) (default 900: 15 minutes). */
  expireInSeconds?: number;
};

/** Options of `send`. */
export type SendOptions = {
  /** Not before this time (computed from `app.clock`). */
  startAfter?: Date;
  /**
   * Idempotency key: sends with the same name and key make one job, whichever process sends them, while that job
   * is queued, running, or finished less than 12 hours ago (then pg-boss archives it). The second send returns null.
   */
  singletonKey?: string;
  /** Send inside this transaction: the job exists if and only if the transaction commits. */
  transaction?: Kysely<any>;
};

/** Options of `schedule`. */
export type ScheduleOptions = {
  /** The cron expression's time zone (default UTC). */
  tz?: string;
};

type ScheduleArgs<N extends JobName> = object extends JobPayloads[N]
  ? [payload?: JobPayloads[N], options?: ScheduleOptions]
  : [payload: JobPayloads[N], options?: ScheduleOptions];

/** A stored job, for tests and diagnostics. */
export type JobRecord = {
  id: string;
  name: string;
  state: 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
  payload: unknown;
  /** Retries so far (0 until the first retry starts). */
  retryCount: number;
  startAfter: Date;
  startedOn: Date | null;
  completedOn: Date | null;
  /** What the last failed attempt threw (`{ message, stack }`), or null. */
  output: unknown;
};

/** The app's one background job queue (`app.jobs`), on the app's database through pg-boss (ADR 010). */
export interface JobQueue {
  /**
   * Registers the handler of `name` (one per name, at start-up, next to the job's `JobPayloads` declaration). When
   * the queue polls, every process that registered it competes for its jobs; each job runs in one of them.
   */
  work<N extends JobName>(name: N, handler: JobHandler<N>, options?: WorkOptions): void;
  /**
   * Tells this process's worker of `name` to look for jobs now rather than at its next idle poll: for a job sent
   * inside a transaction, call it once the transaction has committed (a send outside one wakes by itself).
   */
  wake(name: JobName): void;
  /** Queues a job; resolves with its id, or null when `singletonKey` matched an existing job. */
  send<N extends JobName>(name: N, payload: JobPayloads[N], options?: SendOptions): Promise<string | null>;
  /**
   * Sends `name` at each time `cron` (five fields, UTC unless `tz`) fires. Every process declares the same
   * schedules; each firing becomes one job whichever processes see it (its id is derived from name and time). A
   * firing missed while no process ran is still sent when one is back within an hour.
   */
  schedule<N extends JobName>(name: N, cron: string, ...args: ScheduleArgs<N>): void;
  /**
   * Tests: sends the schedules due at `now`, then runs every job due by `now` whose name has a handler here, until
   * none is left; resolves with how many attempts ran. `now` defaults to the app clock, and delays (start times,
   * retry back-off) count from it, so `t.clock.advance(ms)` makes later jobs due.
   */
  drain(options?: { now?: Date; maxAttempts?: number }): Promise<number>;
  /** A stored job (also once archived), or null. */
  job(name: JobName, id: string): Promise<JobRecord | null>;
  /**
   * Every queue's jobs now, from pg-boss's tables (one query, read when metrics are scraped): how many are due and
   * waiting, how many run, and how long the oldest due one has waited, by the database's clock.
   */
  stats(): Promise<QueueStats[]>;
  /** Starts polling (the app calls it on ready); without polling it does nothing until the first send or drain. */
  start(): Promise<void>;
  /**
   * Stops polling, waits for running attempts (up to `stopTimeoutMs`), fails the ones still running so that they
   * are retried, and detaches from the database (which stays open: it is the app's).
   */
  stop(): Promise<void>;
}

/** How `createJobQueue` is set up. */
export type JobQueueOptions = {
  /** The app's database (PostgreSQL or PGlite). */
  db: Kysely<any>;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Poll for jobs and send schedules on a timer from `start()` (servers); tests leave it off and call `drain()`. */
  poll: boolean;
  /** Idle wait between polls of one job name (default 2,000 ms). */
  pollIntervalMs?: number;
  /** How often schedules are checked (default 15,000 ms). */
  scheduleIntervalMs?: number;
  /** How long `stop()` waits for running attempts (default 8,000 ms; the app derives it from SHUTDOWN_TIMEOUT_MS). */
  stopTimeoutMs?: number;
  /**
   * How long a running job's lease lasts without renewal (default 30,000 ms of app clock). A job whose lease ran out
   * belongs to a process that died: the next sweep (every `scheduleIntervalMs` in polling processes, and at each
   * `drain()`) puts it back in the queue, due at once.
   */
  leaseMs?: number;
  /**
   * How often this process renews the leases of the jobs it runs (default 10,000 ms; 0: never, which tests use for
   * a process that dies right after claiming a job).
   */
  leaseRenewMs?: number;
  /** A schedule's firing older than this is not sent any more (default one hour; less than pg-boss's 12 h archive). */
  catchUpMs?: number;
  /** PostgreSQL schema of pg-boss's tables (default `pgboss`). */
  schema?: string;
  /**
   * Which declared schedules this queue keeps (default: all). The job queue's own tests keep only theirs, so the
   * modules' schedules (digest, plan expiry) do not add runs to the counts they check.
   */
  acceptSchedule?: (name: string) => boolean;
  /** Counts completed and failed attempts (`app_jobs_completed_total`, `app_job_failures_total`). */
  metrics?: Pick<AppMetrics, 'jobsCompleted' | 'jobFailures'>;
};

type Registration = { handler: JobHandler<never>; options: Required<WorkOptions> };
type Schedule = { name: JobName; cron: string; tz: string; payload: unknown; lastSent?: number };
type Running = {
  name: string;
  id: string;
  /** This attempt's lease (`job_leases.owner`). */
  owner: string;
  abandoned: boolean;
  /** No retry remains after this attempt. */
  last: boolean;
  timer?: NodeJS.Timeout;
  abandon?: () => void;
};

const NAME = /^[a-z][a-z0-9]*(?:[._-][a-z0-9]+)*$/;
const DEFAULT_WORK: Required<WorkOptions> = {
  retryLimit: 3,
  retryDelaySeconds: 30,
  retryBackoff: true,
  expireInSeconds: 900,
};

/** The key under which a job's data keeps the request that sent it (never part of the payload a handler sees). */
const ORIGIN = '_origin';

/** A job's data as sent: its payload, and the id of the request that sent it when there was one. */
function withoutOrigin(data: unknown): { payload: unknown; reqId?: string } {
  if (!data || typeof data !== 'object' || !(ORIGIN in data)) return { payload: data };
  const { [ORIGIN]: origin, ...payload } = data as Record<string, unknown>;
  const reqId = (origin as { reqId?: unknown } | null)?.reqId;
  return typeof reqId === 'string' ? { payload, reqId } : { payload };
}

/** Creates the job queue on the app's database; nothing touches the database until `start`, `send` or `drain`. */
export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { db, clock, log, poll, metrics } = options;
  const pollIntervalMs = options.pollIntervalMs ?? 2_000;
  const scheduleIntervalMs = options.scheduleIntervalMs ?? 15_000;
  const stopTimeoutMs = options.stopTimeoutMs ?? 8_000;
  const catchUpMs = options.catchUpMs ?? 60 * 60 * 1000;
  const leaseMs = options.leaseMs ?? 30_000;
  const leaseRenewMs = options.leaseRenewMs ?? 10_000;
  const schema = options.schema ?? 'pgboss';

  const registrations = new Map<string, Registration>();
  const schedules: Schedule[] = [];
  const queues = new Map<string, Promise<void>>();
  /** Queues this process has seen created and committed: a send inside a transaction need not look again. */
  const committedQueues = new Set<string>();
  const running = new Set<Running>();
  const calls = new Set<Promise<boolean>>();
  const wakers = new Map<string, () => void>();
  let starting: Promise<void> | undefined;
  let polling = false;
  let stopped = false;
  let scheduleTimer: NodeJS.Timeout | undefined;
  let renewTimer: NodeJS.Timeout | undefined;
  const raw = db.withoutPlugins();

  // Constructing pg-boss touches nothing; its tables come from the app's migrations (202611270003_jobs).
  const boss = new PgBoss({
    db: pgBossDb(db),
    schema,
    // Schedules are ours (sent with ids derived from their firing time, on the app clock); pg-boss's own
    // timekeeper would add timers and a second definition of "once".
    schedule: false,
    // Maintenance (fail attempts that outlived expireInSeconds so they are retried, archive, delete) runs in
    // polling processes; pg-boss lets one of them do it per interval.
    supervise: poll,
    // A newer pg-boss upgrades its schema on start (under its advisory lock, so several processes may start).
    migrate: true,
  });
  boss.on('error', (error: unknown) => log.error({ err: error }, 'job queue error'));

  function queueSettings(name: string) {
    const work = registrations.get(name)?.options ?? DEFAULT_WORK;
    return {
      policy: 'standard' as const,
      retryLimit: work.retryLimit,
      retryDelay: work.retryDelaySeconds,
      retryBackoff: work.retryBackoff,
      expireInSeconds: work.expireInSeconds,
    };
  }

  /**
   * Creates the queue of `name` (a partition of pg-boss's job table) when it is missing, inside the transaction that
   * `target` runs in. Processes starting together would deadlock creating partitions at the same time (seen on
   * PostgreSQL), so creation takes a transaction-scoped advisory lock first.
   */
  async function createQueueIn(target: PgBoss.Db, name: string): Promise<void> {
    const { rows } = await target.executeSql(`select 1 from ${schema}.queue where name = $1`, [name]);
    if (rows.length > 0) return;
    await target.executeSql('select pg_advisory_xact_lock(hashtext($1))', [`${schema}.create_queue`]);
    await target.executeSql(`select ${schema}.create_queue($1, $2::json)`, [name, queueSettings(name)]);
  }

  /** Creates (or updates) the queue of `name` once per process, with its handler's retry settings. */
  async function ensureQueue(name: string): Promise<void> {
    if (stopped) throw new Error('the job queue is stopped');
    let ready = queues.get(name);
    if (!ready) {
      const settings = { name, ...queueSettings(name) };
      ready = (async () => {
        await db
          .withoutPlugins()
          .transaction()
          .execute((trx) => createQueueIn(pgBossDb(trx), name));
        // An existing queue keeps the settings it was created with: bring them up to date with the code.
        await boss.updateQueue(name, settings);
        committedQueues.add(name);
      })();
      queues.set(name, ready);
      ready.catch(() => queues.delete(name));
    }
    await ready;
  }

  /** Fetches one due job of `name` and runs it; false when none was due. `now` set: delays count from it. */
  function runNext(name: string, now?: Date): Promise<boolean> {
    const call = attempt(name, now);
    calls.add(call);
    const forget = () => calls.delete(call);
    call.then(forget, forget);
    return call;
  }

  async function attempt(name: string, now: Date | undefined): Promise<boolean> {
    const registration = registrations.get(name);
    if (!registration || stopped) return false;
    await ensureQueue(name);
    const [job] = await boss.fetch<unknown>(name, { batchSize: 1, includeMetadata: true });
    if (!job) return false;
    const { payload, reqId: origin } = withoutOrigin(job.data);
    const owner = randomUUID();
    await sql`
      insert into job_leases (job_id, name, owner, lease_until)
      values (${job.id}::uuid, ${name}, ${owner}::uuid, ${leaseUntil(now)})
      on conflict (job_id) do update set name = excluded.name, owner = excluded.owner, lease_until = excluded.lease_until
    `.execute(raw);
    const info: JobInfo = {
      id: job.id,
      name: name as JobName,
      attempt: job.retryCount + 1,
      retryLimit: job.retryLimit,
    };
    const entry: Running = {
      name,
      id: job.id,
      owner,
      abandoned: false,
      last: info.attempt > info.retryLimit,
    };
    const expireMs = Math.max(1, Number(job.expireInSeconds)) * 1000;
    running.add(entry);
    renewLeasesWhileRunning();
    try {
      await Promise.race([
        runWithLogContext({ ...(origin ? { reqId: origin } : {}), job: name, jobId: job.id }, () =>
          registration.handler(payload as never, info as JobInfo<never>),
        ),
        new Promise<never>((_, reject) => {
          entry.timer = setTimeout(() => reject(new Error(`the job ran longer than ${expireMs} ms`)), expireMs);
          // stop(), or a lost lease: the attempt is given up; its handler may still finish, unobserved.
          entry.abandon = () => reject(new Error('abandoned'));
        }),
      ]);
      if (!entry.abandoned && (await releaseLease(entry))) {
        await boss.complete(name, job.id);
        metrics?.jobsCompleted.inc({ queue: name });
      }
    } catch (error) {
      if (entry.abandoned || !(await releaseLease(entry))) return true;
      log.warn(
        { err: error, job: name, jobId: job.id, attempt: info.attempt, ...(origin ? { reqId: origin } : {}) },
        'a job attempt failed',
      );
      await boss.fail(name, job.id, error as object);
      countFailure(name, info.attempt > info.retryLimit);
      if (now) await countRetryFrom(name, job.id, now);
    } finally {
      clearTimeout(entry.timer);
      running.delete(entry);
    }
    return true;
  }

  /** One failed attempt of `name`; `final` when it was the job's last (it stays `failed`). */
  function countFailure(name: string, final: boolean): void {
    metrics?.jobFailures.inc({ queue: name, final: final ? 'true' : 'false' });
  }

  function leaseUntil(now: Date | undefined): Date {
    return new Date((now ?? clock.now()).getTime() + leaseMs);
  }

  /**
   * Ends this attempt's lease; false when it was lost (a sweep found it run out and gave the job back to the
   * queue), in which case the attempt must neither complete nor fail the job: it may be running elsewhere.
   */
  async function releaseLease(entry: Running): Promise<boolean> {
    const { rows } = await sql`
      delete from job_leases where job_id = ${entry.id}::uuid and owner = ${entry.owner}::uuid returning job_id
    `.execute(raw);
    if (rows.length > 0) return true;
    log.warn({ job: entry.name, jobId: entry.id }, 'a job attempt lost its lease and was given back to the queue');
    return false;
  }

  /** While jobs run here, renews their leases every `leaseRenewMs`; an attempt whose lease is gone is given up. */
  function renewLeasesWhileRunning(): void {
    if (renewTimer || leaseRenewMs <= 0) return;
    renewTimer = setInterval(() => void renewLeases(), leaseRenewMs);
    renewTimer.unref();
  }

  async function renewLeases(): Promise<void> {
    const entries = [...running].filter((entry) => !entry.abandoned);
    if (entries.length === 0) {
      clearInterval(renewTimer);
      renewTimer = undefined;
      return;
    }
    try {
      const { rows } = await sql<{ owner: string }>`
        update job_leases set lease_until = ${leaseUntil(undefined)}
        where owner = any(${entries.map((entry) => entry.owner)}::uuid[]) returning owner
      `.execute(raw);
      const held = new Set(rows.map((row) => row.owner));
      for (const entry of entries) {
        if (held.has(entry.owner) || !running.has(entry)) continue;
        entry.abandoned = true;
        entry.abandon?.();
        log.warn({ job: entry.name, jobId: entry.id }, 'a job attempt lost its lease; it runs elsewhere');
      }
    } catch (error) {
      log.error({ err: error }, 'the job queue could not renew the leases of running jobs');
    }
  }

  /**
   * Gives back to the queue, due at once, every active job whose process died: its lease ran out by `now`, or it
   * has none (the process died between taking the job and writing the lease) and started over a lease ago. Each
   * is failed as pg-boss fails an attempt, so it counts against the job's retries (a job that kills its process
   * does not loop for ever). Each job is taken in its own transaction: two sweeps never give back one attempt twice.
   */
  async function reclaim(now: Date): Promise<number> {
    const { rows } = await sql<{ job_id: string; name: string; leased: boolean }>`
      select job_id::text, name, true as leased from job_leases where lease_until < ${now}
      union all
      select j.id::text, j.name, false from ${sql.id(schema, 'job')} j
      where j.state = 'active' and j.started_on < now() - ${leaseMs} * interval '1 millisecond'
        and not exists (select 1 from job_leases l where l.job_id = j.id)
    `.execute(raw);
    let given = 0;
    for (const row of rows) {
      const gave = await raw.transaction().execute(async (trx) => {
        if (row.leased) {
          const { rows: ended } = await sql`
            delete from job_leases where job_id = ${row.job_id}::uuid and lease_until < ${now} returning job_id
          `.execute(trx);
          if (ended.length === 0) return null;
        }
        const { rows: active } = await sql`
          select 1 from ${sql.id(schema, 'job')} j
          where j.name = ${row.name} and j.id = ${row.job_id}::uuid and j.state = 'active'
            and (${row.leased} or (j.started_on < now() - ${leaseMs} * interval '1 millisecond'
              and not exists (select 1 from job_leases l where l.job_id = j.id)))
          for update
        `.execute(trx);
        if (active.length === 0) return null;
        await boss.fail(row.name, row.job_id, new Error('the process running the job stopped (its lease ran out)'), {
          db: pgBossDb(trx),
        });
        const { rows: retried } = await sql`
          update ${sql.id(schema, 'job')} set start_after = now()
          where name = ${row.name} and id = ${row.job_id}::uuid and state = 'retry'
          returning 1
        `.execute(trx);
        return { final: retried.length === 0 };
      });
      if (gave) {
        countFailure(row.name, gave.final);
        given += 1;
        log.warn({ job: row.name, jobId: row.job_id }, 'a job held by a stopped process went back to the queue');
        wakers.get(row.name)?.();
      }
    }
    return given;
  }

  /** drain(): the retry pg-boss just timed from the database's clock is timed from `now` instead. */
  async function countRetryFrom(name: string, id: string, now: Date): Promise<void> {
    await sql`
      update ${sql.id(schema, 'job')} set start_after = ${now}::timestamptz + (start_after - now())
      where name = ${name} and id = ${id}::uuid and state = 'retry'
    `.execute(db.withoutPlugins());
  }

  /** drain(): jobs due by `now` (later than the database's clock) become due now. */
  async function makeDue(now: Date): Promise<void> {
    const names = [...registrations.keys()];
    if (names.length === 0) return;
    await sql`
      update ${sql.id(schema, 'job')} set start_after = now()
      where name = any(${names}::text[]) and state < 'active' and start_after > now() and start_after <= ${now}
    `.execute(db.withoutPlugins());
  }

  /** Sends each schedule's latest firing at or before `now` that is recent enough and not sent by this process. */
  async function sendSchedules(now: Date): Promise<void> {
    for (const item of schedules) {
      const firing = latestCronTime(item.cron, item.tz, now).getTime();
      if (now.getTime() - firing > catchUpMs || item.lastSent === firing) continue;
      await ensureQueue(item.name);
      await boss.send(item.name, item.payload as object, {
        id: jobIdFor(item.name, `cron ${item.cron} ${item.tz} ${new Date(firing).toISOString()}`),
      });
      item.lastSent = firing;
    }
  }

  function sleep(name: string, ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wakers.delete(name);
        resolve();
      }
      wakers.set(name, done);
    });
  }

  function startLoop(name: string): void {
    void (async () => {
      while (polling) {
        let ran = false;
        try {
          ran = await runNext(name);
        } catch (error) {
          log.error({ err: error, job: name }, 'the job queue could not fetch or finish a job');
        }
        if (!ran && polling) await sleep(name, pollIntervalMs);
      }
    })();
  }

  async function scheduleTick(): Promise<void> {
    try {
      await sendSchedules(clock.now());
    } catch (error) {
      log.error({ err: error }, 'the job queue could not send scheduled jobs');
    }
    try {
      await reclaim(clock.now());
    } catch (error) {
      log.error({ err: error }, 'the job queue could not give back the jobs of stopped processes');
    }
    if (polling) scheduleTimer = setTimeout(() => void scheduleTick(), scheduleIntervalMs);
  }

  return {
    work(name, handler, workOptions = {}) {
      if (!NAME.test(name)) throw new Error(`job name "${name}" must be lower-case words joined by . _ or -`);
      if (registrations.has(name)) throw new Error(`job "${name}" already has a handler`);
      registrations.set(name, {
        handler: handler as JobHandler<never>,
        options: { ...DEFAULT_WORK, ...workOptions },
      });
      if (polling) startLoop(name);
    },

    wake(name) {
      wakers.get(name)?.();
    },

    async send(name, payload, sendOptions = {}) {
      const { transaction } = sendOptions;
      let target: PgBoss.Db | undefined;
      if (transaction) {
        // Everything goes through the caller's transaction: on PGlite another connection would wait for it to end.
        target = pgBossDb(transaction);
        if (stopped) throw new Error('the job queue is stopped');
        // A queue is never dropped while the app runs: one this process saw committed needs no second look (a
        // round trip less in every transaction that queues a job).
        if (!committedQueues.has(name)) await createQueueIn(target, name);
      } else {
        await ensureQueue(name);
      }
      // The request that sent it, kept with the job: its attempts log it, in whichever process runs them.
      const reqId = currentLogContext()?.reqId;
      const data = reqId ? { ...(payload as object), [ORIGIN]: { reqId } } : payload;
      const id = await boss.send(name, data as object, {
        ...(sendOptions.startAfter ? { startAfter: sendOptions.startAfter } : {}),
        ...(sendOptions.singletonKey ? { id: jobIdFor(name, `key ${sendOptions.singletonKey}`) } : {}),
        ...(target ? { db: target } : {}),
      });
      if (id && !sendOptions.startAfter && !sendOptions.transaction) wakers.get(name)?.();
      return id;
    },

    schedule(name, cron, ...args) {
      const [payload, scheduleOptions] = args;
      const tz = scheduleOptions?.tz ?? 'UTC';
      assertCron(cron, tz);
      if (options.acceptSchedule && !options.acceptSchedule(name)) return;
      schedules.push({ name, cron, tz, payload: payload ?? {} });
    },

    async drain({ now = clock.now(), maxAttempts = 1_000 } = {}) {
      await sendSchedules(now);
      await reclaim(now);
      let attempts = 0;
      for (;;) {
        await makeDue(now);
        let ran = 0;
        for (const name of registrations.keys()) {
          while (await runNext(name, now)) {
            ran += 1;
            if (attempts + ran > maxAttempts) throw new Error(`drain ran more than ${maxAttempts} attempts`);
          }
        }
        attempts += ran;
        if (ran === 0) return attempts;
      }
    },

    async job(name, id) {
      const found = await boss.getJobById<unknown>(name, id, { includeArchive: true });
      if (!found) return null;
      return {
        id: found.id,
        name: found.name,
        state: found.state,
        payload: withoutOrigin(found.data).payload,
        retryCount: found.retryCount,
        startAfter: found.startAfter,
        startedOn: found.startedOn ?? null,
        completedOn: found.completedOn ?? null,
        output: found.output ?? null,
      };
    },

    async stats() {
      // pg-boss's states sort created < retry < active < …: below 'active' is waiting (due or not yet).
      const { rows } = await sql<{ name: string; waiting: number; active: number; oldest: number | null }>`
        select q.name,
          count(j.id) filter (where j.state < 'active' and j.start_after <= now())::int as waiting,
          count(j.id) filter (where j.state = 'active')::int as active,
          extract(epoch from now() - min(j.start_after) filter (where j.state < 'active' and j.start_after <= now()))::float8
            as oldest
        from ${sql.id(schema, 'queue')} q
        left join ${sql.id(schema, 'job')} j on j.name = q.name and j.state <= 'active'
        group by q.name
        order by q.name
      `.execute(raw);
      return rows.map((row) => ({
        queue: row.name,
        waiting: row.waiting,
        active: row.active,
        oldestWaitingSeconds: Math.max(0, row.oldest ?? 0),
      }));
    },

    async start() {
      if (!poll || polling || stopped) return;
      starting ??= boss.start().then(() => undefined);
      await starting;
      for (const name of new Set([...registrations.keys(), ...schedules.map((item) => item.name)])) {
        await ensureQueue(name);
      }
      polling = true;
      for (const name of registrations.keys()) startLoop(name);
      await scheduleTick();
    },

    async stop() {
      if (stopped) return;
      stopped = true;
      polling = false;
      clearTimeout(scheduleTimer);
      clearInterval(renewTimer);
      renewTimer = undefined;
      for (const wake of [...wakers.values()]) wake();
      let timer: NodeJS.Timeout | undefined;
      const timedOut = await Promise.race([
        Promise.allSettled([...calls]).then(() => false),
        new Promise<boolean>((resolve) => {
          timer = setTimeout(() => resolve(true), stopTimeoutMs);
        }),
      ]);
      clearTimeout(timer);
      await starting?.catch(() => undefined);
      if (timedOut) {
        for (const entry of running) {
          entry.abandoned = true;
          clearTimeout(entry.timer);
          entry.abandon?.();
          log.warn({ job: entry.name, jobId: entry.id }, 'a job was still running at shutdown; it will be retried');
          await boss.fail(entry.name, entry.id, new Error('the server shut down while the job ran'));
          countFailure(entry.name, entry.last);
          await sql`delete from job_leases where job_id = ${entry.id}::uuid and owner = ${entry.owner}::uuid`.execute(
            raw,
          );
        }
      }
      await boss.stop({ graceful: false, close: false });
    },
  };
}
