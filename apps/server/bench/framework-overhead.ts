// Benchmark P1: the full plugin stack on GET /healthz against a bare node:http server, same load generator
// (autocannon), same settings, same run. Reports the median of three rounds and the ratio (target ≥ 0.5).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import { connectPglite } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrator';
import { writeResult } from './write-result';

const ROUNDS = 3;
const SETTINGS = { connections: 50, duration: 5, pipelining: 1 };

async function measure(url: string) {
  const result = await autocannon({ url, ...SETTINGS });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const bare = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify({ status: 'ok', uptimeSeconds: Math.round(process.uptime()) }));
});
const bareUrl = await listen(bare);

const config = loadConfig({
  APP_ENV: 'production',
  JWT_SECRET: 'b'.repeat(40),
  SMTP_URL: 'smtp://127.0.0.1:1',
  LOG_LEVEL: 'warn',
});
const database = await connectPglite(undefined);
await migrateToLatest(database.db);
const app = await buildApp(config, { database });
await app.listen({ port: 0, host: '127.0.0.1' });
const appUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

const rounds: Array<{ bare: Awaited<ReturnType<typeof measure>>; app: Awaited<ReturnType<typeof measure>> }> = [];
await measure(`${bareUrl}/healthz`); // warm-up
await measure(`${appUrl}/healthz`);
for (let round = 0; round < ROUNDS; round += 1) {
  rounds.push({ bare: await measure(`${bareUrl}/healthz`), app: await measure(`${appUrl}/healthz`) });
}

const bareRps = median(rounds.map((r) => r.bare.requestsPerSecond));
const appRps = median(rounds.map((r) => r.app.requestsPerSecond));
const ratio = appRps / bareRps;
const summary = {
  name: 'framework-overhead',
  description: 'GET /healthz through the full plugin stack vs bare node:http (autocannon, same settings)',
  settings: { ...SETTINGS, rounds: ROUNDS },
  bare: {
    requestsPerSecond: bareRps,
    p50Ms: median(rounds.map((r) => r.bare.p50Ms)),
    p99Ms: median(rounds.map((r) => r.bare.p99Ms)),
  },
  app: {
    requestsPerSecond: appRps,
    p50Ms: median(rounds.map((r) => r.app.p50Ms)),
    p99Ms: median(rounds.map((r) => r.app.p99Ms)),
  },
  ratio: Number(ratio.toFixed(3)),
  target: { ratioAtLeast: 0.5 },
  meetsTarget: ratio >= 0.5,
  errors: rounds.reduce((sum, r) => sum + r.bare.errors + r.app.errors, 0),
  rounds,
};
writeResult('framework-overhead', summary);
console.log(
  `framework overhead: app ${Math.round(appRps)} req/s vs bare ${Math.round(bareRps)} req/s → ratio ${summary.ratio} ` +
    `(target ≥ 0.5: ${summary.meetsTarget ? 'met' : 'NOT met'})`,
);

await app.close();
await database.close();
bare.close();
