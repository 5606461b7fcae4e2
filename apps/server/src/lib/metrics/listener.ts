import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { Registry } from 'prom-client';

export interface MetricsListener {
  /** Where it listens (the port chosen when it was asked for port 0). */
  readonly address: AddressInfo;
  close(): Promise<void>;
}

/**
 * The metrics endpoint: a plain `node:http` server of its own, on a port and address apart from the site's
 * (`METRICS_PORT`, `METRICS_HOST`, 127.0.0.1 by default), answering `GET /metrics` with the registries' text in
 * Prometheus's exposition format and 404 to anything else. The public port never serves metrics.
 */
export async function startMetricsListener(options: {
  registries: Registry[];
  host: string;
  port: number;
  log: FastifyBaseLogger;
}): Promise<MetricsListener> {
  const { registries, log } = options;
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(path === '/metrics' ? 405 : 404, { 'content-type': 'text/plain; charset=utf-8' });
      response.end(path === '/metrics' ? 'Method not allowed\n' : 'Not found\n');
      return;
    }
    Promise.all(registries.map((registry) => registry.metrics())).then(
      (texts) => {
        response.writeHead(200, {
          'content-type': registries[0]?.contentType ?? 'text/plain; version=0.0.4; charset=utf-8',
          'cache-control': 'no-store',
        });
        response.end(request.method === 'HEAD' ? undefined : texts.join(''));
      },
      (error: unknown) => {
        log.error({ err: error }, 'metrics could not be collected');
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        response.end('Metrics could not be collected\n');
      },
    );
  });
  // A scrape is one short request; a client that stays connected is not kept waiting for at close.
  server.keepAliveTimeout = 5_000;
  server.headersTimeout = 10_000;
  server.requestTimeout = 30_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  log.info({ host: address.address, port: address.port }, 'metrics served at /metrics');
  return {
    address,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
