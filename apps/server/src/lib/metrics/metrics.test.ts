import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { createMetrics, processMetrics } from './metrics';
import { startMetricsListener, type MetricsListener } from './listener';

/** The value of one sample line of Prometheus text (`name{labels} value`), or undefined. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((item) => item.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

const silentLog = { info: vi.fn(), error: vi.fn(), warn: vi.fn() } as unknown as FastifyBaseLogger;

describe('the metrics registry', () => {
  it('counts into a registry of its own: each app starts from zero', async () => {
    const first = createMetrics();
    const second = createMetrics();
    first.emailsSent.inc({ template: 'signup-code' });
    first.emailsSent.inc({ template: 'signup-code' });
    first.httpRequests.inc({ method: 'GET', route: '/healthz', status_code: '200' });
    const text = await first.registry.metrics();
    expect(sample(text, 'app_emails_sent_total{template="signup-code"}')).toBe(2);
    expect(sample(text, 'app_http_requests_total{method="GET",route="/healthz",status_code="200"}')).toBe(1);
    expect(sample(await second.registry.metrics(), 'app_emails_sent_total{template="signup-code"}')).toBeUndefined();
  });

  it('names every metric of its own with the app_ prefix', async () => {
    const metrics = createMetrics();
    const names = (await metrics.registry.getMetricsAsJSON()).map((metric) => metric.name);
    expect(names.length).toBeGreaterThan(10);
    for (const name of names) expect(name).toMatch(/^app_/);
  });

  it('reads the pool, the queues, the sockets and Redis when scraped, the queues in one read', async () => {
    const metrics = createMetrics();
    const queues = vi.fn(async () => [
      { queue: 'notifications.email', waiting: 3, active: 1, oldestWaitingSeconds: 42.5 },
      { queue: 'plans.expire', waiting: 0, active: 0, oldestWaitingSeconds: 0 },
    ]);
    metrics.readFrom({
      pool: () => ({ total: 5, idle: 2, waiting: 1, max: 20 }),
      queues,
      sockets: () => 7,
      redisConnected: () => false,
    });
    const text = await metrics.registry.metrics();
    expect(queues).toHaveBeenCalledTimes(1);
    expect(sample(text, 'app_db_pool_connections{state="total"}')).toBe(5);
    expect(sample(text, 'app_db_pool_connections{state="idle"}')).toBe(2);
    expect(sample(text, 'app_db_pool_connections{state="waiting"}')).toBe(1);
    expect(sample(text, 'app_db_pool_max')).toBe(20);
    expect(sample(text, 'app_jobs_waiting{queue="notifications.email"}')).toBe(3);
    expect(sample(text, 'app_jobs_active{queue="notifications.email"}')).toBe(1);
    expect(sample(text, 'app_jobs_oldest_waiting_seconds{queue="notifications.email"}')).toBe(42.5);
    expect(sample(text, 'app_jobs_waiting{queue="plans.expire"}')).toBe(0);
    expect(sample(text, 'app_sockets_connected')).toBe(7);
    expect(sample(text, 'app_redis_connected')).toBe(0);

    // The next scrape reads again (nothing is cached between scrapes).
    await metrics.registry.metrics();
    expect(queues).toHaveBeenCalledTimes(2);
  });

  it('leaves out what it has no source for, and a queue read that fails, without failing the scrape', async () => {
    const onCollectError = vi.fn();
    const metrics = createMetrics({ onCollectError });
    const bare = await metrics.registry.metrics();
    expect(bare).not.toMatch(/^app_db_pool_connections\{/m);
    expect(sample(bare, 'app_db_pool_max')).toBe(0);
    expect(bare).not.toMatch(/^app_redis_connected /m);
    expect(sample(bare, 'app_sockets_connected')).toBe(0);

    metrics.readFrom({ queues: () => Promise.reject(new Error('database away')) });
    const text = await metrics.registry.metrics();
    expect(text).not.toMatch(/^app_jobs_waiting\{/m);
    expect(onCollectError).toHaveBeenCalledTimes(1);
  });
});

describe('the metrics listener', () => {
  let listener: MetricsListener | undefined;
  afterEach(async () => {
    await listener?.close();
    listener = undefined;
  });

  it('serves the registries as Prometheus text at /metrics only, on its own address', async () => {
    const metrics = createMetrics();
    metrics.pushesSent.inc();
    listener = await startMetricsListener({
      registries: [processMetrics(), metrics.registry],
      host: '127.0.0.1',
      port: 0,
      log: silentLog,
    });
    expect(listener.address.address).toBe('127.0.0.1');
    const base = `http://127.0.0.1:${listener.address.port}`;

    const res = await fetch(`${base}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain; version=0.0.4');
    const text = await res.text();
    expect(sample(text, 'app_web_pushes_sent_total')).toBe(1);
    // prom-client's default process metrics, under their standard names.
    expect(text).toMatch(/^process_cpu_user_seconds_total /m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);

    expect((await fetch(`${base}/`)).status).toBe(404);
    expect((await fetch(`${base}/metrics/x`)).status).toBe(404);
    expect((await fetch(`${base}/metrics`, { method: 'POST' })).status).toBe(405);
  });

  it('answers 500 and logs when a registry cannot be read', async () => {
    const metrics = createMetrics();
    vi.spyOn(metrics.registry, 'metrics').mockRejectedValueOnce(new Error('boom'));
    const log = { info: vi.fn(), error: vi.fn(), warn: vi.fn() } as unknown as FastifyBaseLogger;
    listener = await startMetricsListener({ registries: [metrics.registry], host: '127.0.0.1', port: 0, log });
    const res = await fetch(`http://127.0.0.1:${listener.address.port}/metrics`);
    expect(res.status).toBe(500);
    expect(log.error).toHaveBeenCalledTimes(1);
  });

  it('closes, so its port no longer answers', async () => {
    const started = await startMetricsListener({
      registries: [createMetrics().registry],
      host: '127.0.0.1',
      port: 0,
      log: silentLog,
    });
    const url = `http://127.0.0.1:${started.address.port}/metrics`;
    expect((await fetch(url)).status).toBe(200);
    await started.close();
    await expect(fetch(url)).rejects.toThrow();
  });
});
