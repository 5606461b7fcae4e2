import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type AppDependencies } from '../../app';
import { connectPostgres, type DatabaseHandle } from '../../db/connect';
import { fixedClock } from '../clock';
import { countOf } from '../metrics/testing';
import { createTestApp, freshDatabase, testConfig } from '../../../test/test-app';
import type { JobInfo } from './job-queue';
import { currentLogContext } from '../log-context';

declare module './job-queue' {
  interface JobPayloads {
    'test.echo': { text: string };
    'test.flaky': { text: string };
    'test.hopeless': Record<string, never>;
    'test.digest': { kind: string };
    'test.slow': { text: string };
  }
}

const SECOND = 1000;
const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const cleanups: (() => Promise<void>)[] = [];

// The modules' own schedules (the digest, plan expiry) would add runs to the counts checked here: these apps keep
// only the schedules the tests declare.
const OWN_SCHEDULES_ONLY = { acceptSchedule: (name: string) => name.startsWith('test.') };

// The first database of a worker migrates the template every test file clones: outside any one test's time limit.
beforeAll(async () => {
  await (await freshDatabase()).close();
});

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** An app on `database` that the test closes (not the database), with its own clock: one "process". */
async function appOn(
  database: DatabaseHandle,
  deps: Partial<AppDependencies> = {},
): Promise<{ app: FastifyInstance; clock: ReturnType<typeof fixedClock> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'jobs-test-'));
  const clock = fixedClock(new Date());
  const app = await buildApp(testConfig({ DATA_DIR: dataDir }), {
    database,
    clock,
    logger: false,
    ...deps,
    jobs: { ...OWN_SCHEDULES_ONLY, ...deps.jobs },
  });
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  cleanups.push(close);
  return { app, clock };
}

async function databaseForTest(): Promise<DatabaseHandle> {
  const database = await freshDatabase();
  cleanups.push(() => database.close());
  return database;
}

/** A second connection to the same database, as another process has: its own pool on PostgreSQL; PGlite has one. */
async function secondConnection(database: DatabaseHandle): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return database;
  const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(database.db);
  const target = new URL(url);
  target.pathname = `/${rows[0]!.name}`;
  const other = connectPostgres(target.toString(), 2);
  cleanups.push(() => other.close());
  return other;
}

describe(`job queue on ${engine}`, () => {
  it('runs a job with its payload once, and keeps it as completed', async () => {
    const t = await createTestApp({ deps: { jobs: OWN_SCHEDULES_ONLY } });
    cleanups.push(t.close);
    const seen: { text: string; job: JobInfo }[] = [];
    t.app.jobs.work('test.echo', async (payload, job) => {
      seen.push({ text: payload.text, job });
    });

    const id = await t.app.jobs.send('test.echo', { text: 'namaste' });
    expect(id).toEqual(expect.any(String));
    expect(await t.app.jobs.drain()).toBe(1);
    expect(await t.app.jobs.drain()).toBe(0);

    expect(seen).toEqual([{ text: 'namaste', job: { id, name: 'test.echo', attempt: 1, retryLimit: 3 } }]);
    expect(await t.app.jobs.job('test.echo', id!)).toMatchObject({ state: 'completed', payload: { text: 'namaste' } });
  });

  it('retries a failing job with growing delays, then it succeeds', async () => {
    const t = await createTestApp({ deps: { jobs: OWN_SCHEDULES_ONLY } });
    cleanups.push(t.close);
    const attempts: number[] = [];
    t.app.jobs.work(
      'test.flaky',
      async (_payload, job) => {
        attempts.push(job.attempt);
        if (job.attempt < 3) throw new Error(`mail server down (attempt ${job.attempt})`);
      },
      { retryLimit: 3, retryDelaySeconds: 60, retryBackoff: true },
    );
    const id = (await t.app.jobs.send('test.flaky', { text: 'hello' }))!;
    const delayNow = async () => {
      const job = await t.app.jobs.job('test.flaky', id);
      return job!.startAfter.getTime() - t.clock.now().getTime();
    };

    expect(await t.app.jobs.drain()).toBe(1);
    const failed = await t.app.jobs.job('test.flaky', id);
    expect(failed).toMatchObject({ state: 'retry', output: { message: 'mail server down (attempt 1)' } });
    // First retry: 1–2 × 60 s after the failure.
    const first = await delayNow();
    expect(first).toBeGreaterThanOrEqual(60 * SECOND - 50);
    expect(first).toBeLessThanOrEqual(120 * SECOND + 50);
    expect(await t.app.jobs.drain()).toBe(0);
    t.clock.advance(first - SECOND);
    expect(await t.app.jobs.drain()).toBe(0);
    t.clock.advance(2 * SECOND);
    expect(await t.app.jobs.drain()).toBe(1);

    // Second retry: 2–4 × 60 s, so a job retried without back-off (60 s again) would already have run at 119 s.
    const second = await delayNow();
    expect(second).toBeGreaterThanOrEqual(120 * SECOND - 50);
    expect(second).toBeLessThanOrEqual(240 * SECOND + 50);
    t.clock.advance(119 * SECOND);
    expect(await t.app.jobs.drain()).toBe(0);
    t.clock.advance(second - 119 * SECOND + SECOND);
    expect(await t.app.jobs.drain()).toBe(1);

    expect(attempts).toEqual([1, 2, 3]);
    expect(await t.app.jobs.job('test.flaky', id)).toMatchObject({ state: 'completed', retryCount: 2 });
  });

  it('gives up after the retry limit and keeps the last error', async () => {
    const t = await createTestApp({ deps: { jobs: OWN_SCHEDULES_ONLY } });
    cleanups.push(t.close);
    let runs = 0;
    t.app.jobs.work(
      'test.hopeless',
      async () => {
        runs += 1;
        throw new Error('no such member');
      },
      { retryLimit: 2, retryDelaySeconds: 0, retryBackoff: false },
    );
    const id = (await t.app.jobs.send('test.hopeless', {}))!;
    expect(await t.app.jobs.drain()).toBe(3);
    expect(runs).toBe(3);
    expect(await t.app.jobs.job('test.hopeless', id)).toMatchObject({
      state: 'failed',
      retryCount: 2,
      output: { message: 'no such member' },
    });
    // Three failed attempts: two retried, the last one final.
    expect(await countOf(t.app.metrics.jobFailures, { queue: 'test.hopeless', final: 'false' })).toBe(2);
    expect(await countOf(t.app.metrics.jobFailures, { queue: 'test.hopeless', final: 'true' })).toBe(1);
  });

  it('runs a job sent with startAfter only once the clock reaches it', async () => {
    const t = await createTestApp({ deps: { jobs: OWN_SCHEDULES_ONLY } });
    cleanups.push(t.close);
    const seen: string[] = [];
    t.app.jobs.work('test.echo', async (payload) => {
      seen.push(payload.text);
    });
    await t.app.jobs.send(
      'test.echo',
      { text: 'renewal reminder' },
      { startAfter: new Date(t.clock.now().getTime() + 86_400 * SECOND) },
    );
    expect(await t.app.jobs.drain()).toBe(0);
    t.clock.advance(86_400 * SECOND - 60 * SECOND);
    expect(await t.app.jobs.drain()).toBe(0);
    t.clock.advance(61 * SECOND);
    expect(await t.app.jobs.drain()).toBe(1);
    expect(seen).toEqual(['renewal reminder']);
  });

  it('makes one job of sends with the same singletonKey', async () => {
    const t = await createTestApp({ deps: { jobs: OWN_SCHEDULES_ONLY } });
    cleanups.push(t.close);
    const seen: string[] = [];
    t.app.jobs.work('test.echo', async (payload) => {
      seen.push(payload.text);
    });
    const first = await t.app.jobs.send('test.echo', { text: 'first' }, { singletonKey: 'notification-1' });
    expect(first).toEqual(expect.any(String));
    expect(await t.app.jobs.send('test.echo', { text: 'again' }, { singletonKey: 'notification-1' })).toBeNull();
    expect(await t.app.jobs.send('test.echo', { text: 'other' }, { singletonKey: 'notification-2' })).not.toBeNull();
    await t.app.jobs.drain();
    expect(await t.app.jobs.send('test.echo', { text: 'after it ran' }, { singletonKey: 'notification-1' })).toBeNull();
    expect(await t.app.jobs.drain()).toBe(0);
    expect(seen.sort()).toEqual(['first', 'other']);
  });

  it('keeps the id of the request that sent a job: its attempt runs with it, its payload stays as sent', async () => {
    const { app } = await appOn(await databaseForTest());
    const seen: unknown[] = [];
    app.jobs.work('test.echo', async (payload) => {
      seen.push({ payload, context: currentLogContext() });
    });
    // A request with a body: its parsing must not lose the request's context.
    app.post<{ Body: { text: string } }>('/test/send-echo', async (request) => ({
      id: await app.jobs.send('test.echo', { text: request.body.text }),
    }));
    await app.ready();
    const res = await app.inject({ method: 'POST', url: '/test/send-echo', payload: { text: 'from a request' } });
    const requestId = res.headers['x-request-id'];
    const { id } = res.json<{ id: string }>();
    // Sent outside a request (a schedule, an operator command): no request id.
    const loose = await app.jobs.send('test.echo', { text: 'on its own' });

    expect(await app.jobs.drain()).toBe(2);
    expect(seen).toEqual([
      { payload: { text: 'from a request' }, context: { reqId: requestId, job: 'test.echo', jobId: id } },
      { payload: { text: 'on its own' }, context: { job: 'test.echo', jobId: loose } },
    ]);
    expect((await app.jobs.job('test.echo', id))?.payload).toEqual({ text: 'from a request' });
  });

  it('sends inside a transaction: a rolled-back send leaves no job, a committed one runs', async () => {
    const t = await createTestApp({ deps: { jobs: OWN_SCHEDULES_ONLY } });
    cleanups.push(t.close);
    const seen: string[] = [];
    t.app.jobs.work('test.echo', async (payload) => {
      seen.push(payload.text);
    });
    await expect(
      t.app.db.transaction().execute(async (trx) => {
        await t.app.jobs.send('test.echo', { text: 'rolled back' }, { transaction: trx });
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    await t.app.db.transaction().execute(async (trx) => {
      await t.app.jobs.send('test.echo', { text: 'committed' }, { transaction: trx });
    });
    expect(await t.app.jobs.drain()).toBe(1);
    expect(seen).toEqual(['committed']);
  });

  it('keeps a job sent before a restart and runs it after', async () => {
    const database = await databaseForTest();
    const before = await appOn(database);
    await before.app.ready();
    const id = await before.app.jobs.send('test.echo', { text: 'sent before the restart' });
    await before.app.close();

    const after = await appOn(database);
    const seen: string[] = [];
    after.app.jobs.work('test.echo', async (payload) => {
      seen.push(payload.text);
    });
    await after.app.ready();
    expect(await after.app.jobs.drain()).toBe(1);
    expect(seen).toEqual(['sent before the restart']);
    expect(await after.app.jobs.job('test.echo', id!)).toMatchObject({ state: 'completed' });
  });

  it('fails a job still running at shutdown so that it runs again after the restart', async () => {
    const database = await databaseForTest();
    const before = await appOn(database, { jobs: { stopTimeoutMs: 50 } });
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    let release!: () => void;
    const stuck = new Promise<void>((resolve) => (release = resolve));
    before.app.jobs.work('test.slow', async () => {
      started();
      await stuck;
    });
    await before.app.ready();
    const id = (await before.app.jobs.send('test.slow', { text: 'long export' }))!;
    const draining = before.app.jobs.drain();
    await running;
    await before.app.close();
    expect(await draining).toBe(1);
    release();

    const after = await appOn(database);
    const attempts: number[] = [];
    after.app.jobs.work('test.slow', async (_payload, job) => {
      attempts.push(job.attempt);
    });
    await after.app.ready();
    expect(await after.app.jobs.job('test.slow', id)).toMatchObject({
      state: 'retry',
      output: { message: 'the server shut down while the job ran' },
    });
    after.clock.advance(2 * 60 * SECOND);
    expect(await after.app.jobs.drain()).toBe(1);
    expect(attempts).toEqual([2]);
  });

  it('gives a job held by a process that stopped without finishing to another process within a minute', async () => {
    const database = await databaseForTest();
    // The first process takes the job and never renews its lease: as if it died right after taking it.
    const dead = await appOn(database, { jobs: { leaseRenewMs: 0 } });
    const alive = await appOn(await secondConnection(database));
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    let release!: () => void;
    const stuck = new Promise<void>((resolve) => (release = resolve));
    dead.app.jobs.work('test.slow', async () => {
      started();
      await stuck;
    });
    const attempts: number[] = [];
    alive.app.jobs.work('test.slow', async (_payload, job) => {
      attempts.push(job.attempt);
    });
    await dead.app.ready();
    await alive.app.ready();
    const id = (await dead.app.jobs.send('test.slow', { text: 'notification e-mail' }))!;
    const draining = dead.app.jobs.drain();
    await running;
    alive.clock.set(dead.clock.now());

    // Within its lease the job is the first process's.
    alive.clock.advance(29 * SECOND);
    expect(await alive.app.jobs.drain()).toBe(0);
    // Past it (well within a minute) the other process runs it, as a retry.
    alive.clock.advance(2 * SECOND);
    expect(await alive.app.jobs.drain()).toBe(1);
    expect(attempts).toEqual([2]);
    expect(await alive.app.jobs.job('test.slow', id)).toMatchObject({ state: 'completed', retryCount: 1 });
    // The process that gave the job back counts the dead one's attempt as failed (not final: it was retried).
    expect(await countOf(alive.app.metrics.jobFailures, { queue: 'test.slow', final: 'false' })).toBe(1);
    expect(await countOf(alive.app.metrics.jobsCompleted, { queue: 'test.slow' })).toBe(1);

    // The first process's handler ending late changes nothing: its lease is gone, so it does not finish the job.
    release();
    expect(await draining).toBe(1);
    expect(await alive.app.jobs.drain()).toBe(0);
    expect(attempts).toEqual([2]);
    expect(await alive.app.jobs.job('test.slow', id)).toMatchObject({ state: 'completed', retryCount: 1 });
    expect(await countOf(dead.app.metrics.jobsCompleted, { queue: 'test.slow' })).toBe(0);
    expect(await countOf(dead.app.metrics.jobFailures, { queue: 'test.slow', final: 'false' })).toBe(0);
  });

  it('does not give away a long job while its process runs it and renews its lease', async () => {
    const database = await databaseForTest();
    const busy = await appOn(database, { jobs: { leaseRenewMs: 20 } });
    const idle = await appOn(await secondConnection(database));
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    let release!: () => void;
    const stuck = new Promise<void>((resolve) => (release = resolve));
    const runs: string[] = [];
    busy.app.jobs.work('test.slow', async () => {
      runs.push('busy');
      started();
      await stuck;
    });
    idle.app.jobs.work('test.slow', async () => {
      runs.push('idle');
    });
    await busy.app.ready();
    await idle.app.ready();
    const id = (await busy.app.jobs.send('test.slow', { text: 'long export' }))!;
    const draining = busy.app.jobs.drain();
    await running;
    idle.clock.set(busy.clock.now());
    const leaseEnds = async () => {
      const { rows } = await sql<{ lease_until: Date }>`
        select lease_until from job_leases where job_id = ${id}::uuid
      `.execute(database.db.withoutPlugins());
      return new Date(rows[0]!.lease_until).getTime();
    };

    // Five minutes of app clock, ten leases' worth: the busy process renews its lease from its clock as it goes.
    for (let minute = 1; minute <= 5; minute += 1) {
      busy.clock.advance(60 * SECOND);
      idle.clock.advance(60 * SECOND);
      await vi.waitFor(async () => expect(await leaseEnds()).toBeGreaterThan(idle.clock.now().getTime()), {
        timeout: 10_000,
      });
      expect(await idle.app.jobs.drain()).toBe(0);
    }
    release();
    expect(await draining).toBe(1);
    expect(runs).toEqual(['busy']);
    expect(await idle.app.jobs.job('test.slow', id)).toMatchObject({ state: 'completed', retryCount: 0 });
  });

  it('polls on its own when started with the app, and stops when the app closes', async () => {
    const database = await databaseForTest();
    const { app } = await appOn(database, { jobs: { poll: true, pollIntervalMs: 50 } });
    const seen = vi.fn();
    app.jobs.work('test.echo', async (payload) => seen(payload.text));
    await app.ready();
    await app.jobs.send('test.echo', { text: 'no drain needed' });
    await vi.waitFor(() => expect(seen).toHaveBeenCalledWith('no drain needed'), { timeout: 10_000 });
    await app.close();
    await expect(app.jobs.send('test.echo', { text: 'after close' })).rejects.toThrow('stopped');
  });

  it('wake: a job sent inside a transaction runs once it commits and the worker is woken, not at the next poll', async () => {
    const database = await databaseForTest();
    // A poll interval far longer than the test: only a wake can start the second job in time.
    const { app } = await appOn(database, { jobs: { poll: true, pollIntervalMs: 600_000 } });
    const seen = vi.fn();
    app.jobs.work('test.echo', async (payload) => seen(payload.text));
    await app.ready();
    // The worker has run what there was and sleeps until its next poll.
    await app.jobs.send('test.echo', { text: 'first' });
    await vi.waitFor(() => expect(seen).toHaveBeenCalledWith('first'), { timeout: 10_000 });
    await app.db.transaction().execute(async (trx) => {
      await app.jobs.send('test.echo', { text: 'committed' }, { transaction: trx });
    });
    app.jobs.wake('test.echo');
    await vi.waitFor(() => expect(seen).toHaveBeenCalledWith('committed'), { timeout: 10_000 });
  });

  it('runs each firing of a schedule once across two processes on one database', async () => {
    const database = await databaseForTest();
    const other = await secondConnection(database);
    const runs: { process: string; kind: string }[] = [];
    const processes = [await appOn(database), await appOn(other)];
    for (const [index, { app }] of processes.entries()) {
      app.jobs.schedule('test.digest', '0 7 * * *', { kind: 'daily matches' });
      app.jobs.work('test.digest', async (payload) => {
        runs.push({ process: `p${index}`, kind: payload.kind });
      });
      await app.ready();
    }
    const at = (iso: string) => {
      for (const { clock } of processes) clock.set(new Date(iso));
    };
    const drainBoth = () => Promise.all(processes.map(({ app }) => app.jobs.drain()));

    at('2026-12-01T06:59:30Z');
    await drainBoth();
    expect(runs).toEqual([]);

    at('2026-12-01T07:00:20Z');
    await drainBoth();
    await drainBoth();
    expect(runs).toHaveLength(1);
    expect(runs[0]!.kind).toBe('daily matches');

    // A process started later in the catch-up hour (a deploy, a restart) sends the 07:00 firing again: same job.
    const late = await appOn(await secondConnection(database));
    late.app.jobs.schedule('test.digest', '0 7 * * *', { kind: 'daily matches' });
    late.app.jobs.work('test.digest', async (payload) => {
      runs.push({ process: 'late', kind: payload.kind });
    });
    await late.app.ready();
    late.clock.set(new Date('2026-12-01T07:40:00Z'));
    expect(await late.app.jobs.drain()).toBe(0);
    expect(runs).toHaveLength(1);

    at('2026-12-02T07:00:05Z');
    await drainBoth();
    expect(runs).toHaveLength(2);
  });

  it('rejects a malformed schedule when it is declared', async () => {
    const t = await createTestApp({ deps: { jobs: OWN_SCHEDULES_ONLY } });
    cleanups.push(t.close);
    expect(() => t.app.jobs.schedule('test.digest', '0 7 * *', { kind: 'x' })).toThrow('five fields');
    expect(() => t.app.jobs.schedule('test.digest', '0 25 * * *', { kind: 'x' })).toThrow();
  });
});
