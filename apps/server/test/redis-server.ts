import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';

/** A free loopback TCP port (free when asked; the caller binds it right away). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * A Redis server of the test's own (`redis-server` on a free port, nothing saved), which the test may kill and start
 * again on the same port. Tests that take Redis away use this one, never REDIS_URL's, which other suites share.
 */
export async function ownRedisServer() {
  const port = await freePort();
  let child: ChildProcess | undefined;

  const ping = async () => {
    const probe = new Redis(port, '127.0.0.1', {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    probe.on('error', () => undefined);
    try {
      await probe.connect();
      return (await probe.ping()) === 'PONG';
    } catch {
      return false;
    } finally {
      probe.disconnect();
    }
  };

  return {
    url: `redis://127.0.0.1:${port}`,
    /** Starts it (again) on its port; resolves once it answers. */
    async start() {
      child = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        {
          stdio: 'ignore',
        },
      );
      for (let tries = 0; tries < 100; tries += 1) {
        if (await ping()) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`redis-server did not answer on port ${port}`);
    },
    /** Kills it at once (SIGKILL, as a crash would); resolves once it is gone. */
    async kill() {
      const running = child;
      child = undefined;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      const gone = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGKILL');
      await gone;
    },
  };
}
