import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The process entry: migrates, listens, and on SIGTERM closes everything and exits 0. */
describe('server process', () => {
  it('starts on the embedded database and shuts down gracefully on SIGTERM', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'server-process-'));
    const child = spawn(process.execPath, ['--import', 'tsx', path.resolve(import.meta.dirname, 'server.ts')], {
      env: {
        ...process.env,
        APP_ENV: 'test',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        JWT_SECRET: 'process-test-secret-process-test-secret-0123',
        WEB_DIST_DIR: '/nonexistent-web-dist',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const listening = new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Server listening')) resolve();
      });
      child.on('exit', (code) => reject(new Error(`exited early (${code}): ${output}`)));
    });
    try {
      await listening;
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(output).toContain('"msg":"shutting down"');
      expect(output).toContain('database migrated');
    } finally {
      child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
