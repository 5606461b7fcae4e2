import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { connectPglite, DatabaseInUseError } from './connect';

const SERVER_DIR = path.resolve(import.meta.dirname, '../..');
const TSX_LOADER = path.resolve(SERVER_DIR, '../../node_modules/tsx/dist/loader.mjs');
const folders: string[] = [];
const folder = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'pglite-lock-'));
  folders.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The embedded database's folder belongs to one process at a time (each keeps its own copy in memory). */
describe('the embedded database folder', () => {
  it('refuses a second opening while the first is open, naming the process, and opens again once it closed', async () => {
    const dir = folder();
    const first = await connectPglite(dir);
    await expect(connectPglite(dir)).rejects.toThrow(DatabaseInUseError);
    await expect(connectPglite(dir)).rejects.toThrow(`open in another process (pid ${process.pid})`);
    await first.close();
    expect(existsSync(path.join(dir, 'pglite.lock'))).toBe(false);
    const again = await connectPglite(dir);
    await again.close();
  });

  it('takes over the lock of a process that ended without giving it back', async () => {
    const dir = folder();
    const ended = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
      encoding: 'utf8',
    });
    writeFileSync(path.join(dir, 'pglite.lock'), ended.stdout);
    const handle = await connectPglite(dir);
    await handle.close();
  });

  it('makes the seed refuse, with the reason, while a server holds the folder', async () => {
    const dir = folder();
    const server = await connectPglite(dir);
    try {
      const seed = spawnSync(
        process.execPath,
        ['--import', TSX_LOADER, 'src/seed/seed-cli.ts', '--profiles', '1', '--no-photos'],
        { cwd: SERVER_DIR, encoding: 'utf8', env: { PATH: process.env.PATH, APP_ENV: 'test', DATA_DIR: dir } },
      );
      expect(seed.status).toBe(1);
      expect(seed.stderr).toContain(`is open in another process (pid ${process.pid})`);
    } finally {
      await server.close();
    }
  }, 60_000);
});
