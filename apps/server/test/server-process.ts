import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const SERVER_DIR = path.resolve(import.meta.dirname, '..');
const TSX_LOADER = path.resolve(SERVER_DIR, '../../node_modules/tsx/dist/loader.mjs');

/** A real server process (`src/server.ts` under tsx, as `npm start` runs it), listening on a free loopback port. */
export type ServerProcess = {
  origin: string;
  /** Everything it printed so far (its JSON log lines). */
  output(): string;
  /** Its exit code, or null while it runs. */
  exitCode(): number | null;
  /** SIGTERM (then SIGKILL after 15 s); resolves once it exited. */
  stop(): Promise<void>;
};

/**
 * Starts `node src/server.ts` with `env` (and PATH, HOST=127.0.0.1, PORT=0) and resolves once it listens. The
 * caller passes every other setting (APP_ENV, DATABASE_URL, JWT_SECRET, DATA_DIR…).
 */
export async function startServerProcess(
  name: string,
  env: Record<string, string | undefined>,
): Promise<ServerProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', TSX_LOADER, 'src/server.ts'], {
    cwd: SERVER_DIR,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: '0', ...env },
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start in 60 s:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (listening?.[1]) {
        clearTimeout(timer);
        resolve(listening[1]);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited (${code}) before listening:\n${output}`));
    });
  });
  return {
    origin,
    output: () => output,
    exitCode: () => child.exitCode ?? (child.signalCode ? -1 : null),
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(killer);
    },
  };
}
