import { spawn } from 'node:child_process';
import path from 'node:path';
import { expect, it } from 'vitest';

const SERVER_DIR = path.resolve(import.meta.dirname, '../..');
const TSX_LOADER = path.resolve(SERVER_DIR, '../../node_modules/tsx/dist/loader.mjs');

/** Runs a fixture under tsx in its own process; resolves with its exit code and its JSON log lines. */
function runFixture(file: string): Promise<{ code: number | null; lines: Record<string, unknown>[] }> {
  const child = spawn(process.execPath, ['--import', TSX_LOADER, file], {
    cwd: SERVER_DIR,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { PATH: process.env.PATH },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => {
    child.once('exit', (code) => {
      const lines = output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      resolve({ code, lines });
    });
  });
}

it('logs an unhandled rejection with its reason and keeps the process running', async () => {
  const { code, lines } = await runFixture('test/fixtures/unhandled-rejection.ts');
  expect(lines).toContainEqual(
    expect.objectContaining({
      level: 50,
      msg: 'a promise was rejected and nobody handled it; the process keeps running',
      err: expect.objectContaining({ message: 'nobody awaited this command' }),
    }),
  );
  expect(lines).toContainEqual(expect.objectContaining({ msg: 'still running' }));
  expect(code).toBe(0);
}, 30_000);
