import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createMember } from '../../test/factories/profiles';
import { signIn } from '../../test/factories/users';
import { startServerProcess } from '../../test/server-process';
import { connected, socketClients } from '../../test/sockets';
import type { Mailer } from '../lib/mail/mailer';

declare module '../lib/jobs/job-queue' {
  interface JobPayloads {
    'test.metrics-ok': Record<string, never>;
    'test.metrics-fails': Record<string, never>;
    'test.metrics-waits': Record<string, never>;
  }
}

/**
 * Metrics of a real app: counted as requests, jobs, e-mails and sockets happen, served by the metrics listener on a
 * port of its own (METRICS_PORT=0: a free one), and never on the site's port.
 */
let t: TestApp;
let site: string;
const { open, closeSockets } = socketClients();

beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_PORT: '0', RATE_LIMIT_ENABLED: '0' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  site = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  closeSockets();
  await t?.close();
});

async function scrape(): Promise<string> {
  const listener = t.app.metricsListener;
  if (!listener) throw new Error('no metrics listener');
  const res = await fetch(`http://127.0.0.1:${listener.address.port}/metrics`);
  expect(res.status).toBe(200);
  return res.text();
}

/** The value of one series (`name{labels}`) in Prometheus text, 0 when absent. */
function value(text: string, series: string): number {
  const line = text.split('\n').find((item) => item.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
}

describe('the metrics listener', () => {
  it('listens on 127.0.0.1 on a port of its own, and the site does not serve /metrics', async () => {
    const listener = t.app.metricsListener;
    expect(listener?.address.address).toBe('127.0.0.1');
    expect(listener?.address.port).not.toBe((t.app.server.address() as AddressInfo).port);

    const injected = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(injected.statusCode).toBe(404);
    expect(injected.body).not.toContain('app_http_requests_total');
    const overTheWire = await fetch(`${site}/metrics`);
    expect(overTheWire.status).toBe(404);
    expect(await overTheWire.text()).not.toContain('app_http_requests_total');
  });

  it('serves the default process metrics beside the app ones', async () => {
    const text = await scrape();
    expect(text).toMatch(/^process_resident_memory_bytes /m);
    expect(text).toMatch(/^app_db_pool_max \d+/m);
  });
});

describe('HTTP metrics', () => {
  it('counts requests by route template and status, and errors by their API code', async () => {
    const before = await scrape();
    for (let i = 0; i < 3; i++) expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    const missing = await t.app.inject({ url: '/api/v1/no-such-endpoint/123' });
    expect(missing.statusCode).toBe(404);
    const refused = await t.app.inject({ url: '/api/v1/user/me' });
    expect(refused.statusCode).toBe(401);
    const after = await scrape();

    const healthz = 'app_http_requests_total{method="GET",route="/healthz",status_code="200"}';
    expect(value(after, healthz) - value(before, healthz)).toBe(3);
    const unmatched = 'app_http_requests_total{method="GET",route="unmatched",status_code="404"}';
    expect(value(after, unmatched) - value(before, unmatched)).toBe(1);
    const histogram = 'app_http_request_duration_seconds_count{method="GET",route="/healthz",status_code="200"}';
    expect(value(after, histogram) - value(before, histogram)).toBe(3);
    expect(value(after, 'app_http_errors_total{code="NOT_FOUND"}')).toBeGreaterThan(
      value(before, 'app_http_errors_total{code="NOT_FOUND"}'),
    );
    expect(value(after, 'app_http_errors_total{code="UNAUTHENTICATED"}')).toBeGreaterThan(
      value(before, 'app_http_errors_total{code="UNAUTHENTICATED"}'),
    );
    // Never the address asked for: the unknown path and its id are in no label.
    expect(after).not.toContain('no-such-endpoint');
  });

  it('labels a route with parameters by its template, never the id in the address', async () => {
    const member = await createMember(t.app);
    const other = await createMember(t.app);
    const session = await signIn(t.app, member.email);
    const res = await t.app.inject({
      url: `/api/v1/profile/contact/${other.id}`,
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    const text = await scrape();
    const series = `app_http_requests_total{method="GET",route="/api/v1/profile/contact/:userId",status_code="${res.statusCode}"}`;
    expect(value(text, series)).toBe(1);
    expect(text).not.toContain(other.id);
    expect(text).not.toContain(member.id);
    expect(text).not.toContain(member.email);
  });
});

describe('database, job, e-mail and socket metrics', () => {
  it('times every statement and reads the pool when scraped', async () => {
    const before = value(await scrape(), 'app_db_query_duration_seconds_count{outcome="ok"}');
    await t.app.inject({ url: '/readyz' });
    const text = await scrape();
    expect(value(text, 'app_db_query_duration_seconds_count{outcome="ok"}')).toBeGreaterThan(before);
    expect(text).toMatch(/^app_db_pool_connections\{state="total"\} \d+/m);
    expect(text).toMatch(/^app_db_pool_connections\{state="waiting"\} 0/m);
  });

  it('counts completed and failed jobs, and shows the jobs waiting in each queue', async () => {
    t.app.jobs.work('test.metrics-ok', async () => {});
    t.app.jobs.work(
      'test.metrics-fails',
      async () => {
        throw new Error('this job always fails');
      },
      { retryLimit: 0 },
    );
    await t.app.jobs.send('test.metrics-ok', {});
    await t.app.jobs.send('test.metrics-fails', {});
    // No handler here: it waits.
    await t.app.jobs.send('test.metrics-waits', {});
    await t.app.jobs.send('test.metrics-waits', {});
    await t.app.jobs.drain();

    const text = await scrape();
    expect(value(text, 'app_jobs_completed_total{queue="test.metrics-ok"}')).toBe(1);
    expect(value(text, 'app_job_failures_total{queue="test.metrics-fails",final="true"}')).toBe(1);
    expect(value(text, 'app_jobs_waiting{queue="test.metrics-waits"}')).toBe(2);
    expect(text).toMatch(/^app_jobs_oldest_waiting_seconds\{queue="test.metrics-waits"\} \d/m);
    expect(value(text, 'app_jobs_waiting{queue="test.metrics-ok"}')).toBe(0);
  });

  it('counts e-mails sent by their template', async () => {
    const member = await createMember(t.app);
    const series = 'app_emails_sent_total{template="reset-code"}';
    const before = value(await scrape(), series);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/forgot-password',
      payload: { email: member.email },
    });
    expect(res.statusCode).toBe(200);
    await t.app.jobs.drain();
    const text = await scrape();
    expect(value(text, series)).toBe(before + 1);
    expect(text).not.toContain(member.email);
  });

  it('shows the sockets connected to this process', async () => {
    const member = await createMember(t.app);
    const session = await signIn(t.app, member.email);
    const socket = open(site, session.accessToken);
    await connected(socket);
    expect(value(await scrape(), 'app_sockets_connected')).toBe(1);
    closeSockets();
  });
});

describe('e-mail failures', () => {
  it('counts an e-mail the mail server refused', async () => {
    const refusing: Mailer = {
      kind: 'smtp',
      send: () => Promise.reject(new Error('mail server away')),
      close: async () => {},
    };
    const other = await createTestApp({ deps: { mailer: refusing } });
    try {
      await expect(
        other.app.mailer.send({ to: 'a@example.com', subject: 's', text: 't', html: 'h', template: 'signup-code' }),
      ).rejects.toThrow('mail server away');
      const text = await other.app.metrics.registry.metrics();
      expect(value(text, 'app_emails_failed_total{template="signup-code"}')).toBe(1);
      expect(value(text, 'app_emails_sent_total{template="signup-code"}')).toBe(0);
      // No METRICS_PORT: no listener.
      expect(other.app.metricsListener).toBeNull();
    } finally {
      await other.close();
    }
  });
});

describe('a server process', () => {
  it('serves metrics on METRICS_PORT from start to shutdown, and closes the listener when it stops', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'metrics-process-'));
    const server = await startServerProcess('metrics', {
      APP_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      JWT_SECRET: 'process-test-secret-process-test-secret-0123',
      WEB_DIST_DIR: '/nonexistent-web-dist',
      METRICS_PORT: '0',
    });
    try {
      const port = /"port":(\d+),"msg":"metrics served at \/metrics"/.exec(server.output())?.[1];
      expect(port).toBeDefined();
      const metricsUrl = `http://127.0.0.1:${port}/metrics`;
      expect((await fetch(`${server.origin}/healthz`)).status).toBe(200);
      expect((await fetch(`${server.origin}/metrics`)).status).toBe(404);
      const text = await (await fetch(metricsUrl)).text();
      expect(value(text, 'app_http_requests_total{method="GET",route="/healthz",status_code="200"}')).toBe(1);
      expect(text).toMatch(/^process_start_time_seconds /m);

      await server.stop();
      expect(server.exitCode()).toBe(0);
      await expect(fetch(metricsUrl)).rejects.toThrow();
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
