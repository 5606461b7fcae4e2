import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { startServerProcess } from '../test/server-process';

/** Writes `head` on a new connection to `origin`; `finish(rest)` sends the rest and resolves with the whole answer. */
async function requestInParts(origin: string, head: string) {
  const { hostname, port } = new URL(origin);
  const socket = connect({ host: hostname, port: Number(port) });
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
  const ended = new Promise<string>((resolve, reject) => {
    socket.once('end', () => resolve(answer));
    socket.once('error', reject);
  });
  socket.write(head);
  return {
    finish(rest: string) {
      // Written, not ended: a client that half-closes its side loses the answer (Node ends such a connection).
      socket.write(rest);
      return ended;
    },
  };
}

/** The process entry: migrates, listens, and on SIGTERM finishes what it holds and exits 0. */
describe('server process', () => {
  it('on SIGTERM stops listening, still answers the requests its connections hold, and exits 0', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'server-process-'));
    const server = await startServerProcess('server', {
      APP_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      JWT_SECRET: 'process-test-secret-process-test-secret-0123',
      WEB_DIST_DIR: '/nonexistent-web-dist',
      RATE_LIMIT_ENABLED: '0',
    });
    try {
      expect(server.output()).toContain('database migrated');
      // A sign-in whose body has not all arrived when the process is told to stop, on a kept-alive connection that
      // then carries one more request (as a proxy's would).
      const body = JSON.stringify({ email: 'nobody@example.com', password: 'not the password' });
      const inFlight = await requestInParts(
        server.origin,
        `POST /api/v1/user/login HTTP/1.1\r\nHost: localhost:3000\r\nOrigin: http://localhost:3000\r\n` +
          `Content-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
      );
      // Another request answered after it was written: the process has read the first one's head.
      expect((await fetch(`${server.origin}/healthz`)).status).toBe(200);

      const stopped = server.stop();
      // It takes no new connection...
      await vi.waitFor(() => expect(fetch(`${server.origin}/healthz`)).rejects.toThrow(), {
        timeout: 15_000,
        interval: 50,
      });
      expect(server.exitCode()).toBeNull();
      // ...and answers what its connection holds as it would have before (an unknown account; the site's
      // configuration), not 503, which a proxy would not retry for a POST; then it closes the connection.
      const answer = await inFlight.finish(
        `${body.slice(10)}GET /api/v1/site/config HTTP/1.1\r\nHost: localhost:3000\r\n\r\n`,
      );
      const answers = answer.split(/(?=HTTP\/1\.1 )/);
      expect(answers).toHaveLength(2);
      expect(answers[0]).toMatch(/^HTTP\/1\.1 400 /);
      expect(answers[0]).toContain('"code":"INVALID_CREDENTIALS"');
      expect(answers[1]).toMatch(/^HTTP\/1\.1 200 /);
      expect(answers[1]!.toLowerCase()).toContain('connection: close');
      await stopped;
      expect(server.exitCode()).toBe(0);
      expect(server.output()).toContain('"msg":"shutting down"');
      expect(server.output()).toContain('"msg":"stopped"');
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
