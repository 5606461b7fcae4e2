// What the faults benchmark (faults.ts) runs and breaks: a PostgreSQL cluster of its own (initdb as the `postgres`
// user into a temporary folder, trust authentication on 127.0.0.1, a free port) and real server processes
// (`src/server.ts` under tsx, each on a fixed port so that a restart comes back at the same address, as behind a
// proxy), their logs in files. Nothing here touches the machine's shared PostgreSQL or Redis.
import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { promisify } from 'node:util';
import { chownSync, closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const SERVER_DIR = path.resolve(import.meta.dirname, '..');
const TSX_LOADER = path.resolve(SERVER_DIR, '../../node_modules/tsx/dist/loader.mjs');
const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Cleanups run on the way out, whatever happened (last registered first); each runs once. */
const cleanups: Array<() => Promise<void> | void> = [];
export function onCleanup(cleanup: () => Promise<void> | void): void {
  cleanups.push(cleanup);
}
export async function cleanUp(): Promise<void> {
  while (cleanups.length) {
    const cleanup = cleanups.pop();
    try {
      await cleanup?.();
    } catch (error) {
      console.error(`cleanup failed: ${(error as Error).message}`);
    }
  }
}

/** The command line to run a command as the `postgres` user (initdb refuses root); as is when not root. */
function asPostgresArgs(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}
function asPostgres(command: string, args: string[]): string {
  const [file, fileArgs] = asPostgresArgs(command, args);
  return execFileSync(file, fileArgs, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

export type OwnPostgres = {
  /** The benchmark's database on it. */
  url: string;
  folder: string;
  /** `pg_ctl restart -m fast`: every connection is cut, the server is back when this resolves. */
  restart(): Promise<void>;
  stop(): void;
  log(): string;
};

/** A PostgreSQL cluster of the benchmark's own on a free loopback port, with the database `faults` in it. */
export async function ownPostgres(port: number): Promise<OwnPostgres> {
  const folder = mkdtempSync(path.join(tmpdir(), 'faults-pg-'));
  const data = path.join(folder, 'data');
  const logFile = path.join(folder, 'postgres.log');
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(folder, uid, gid);
  }
  let running = false;
  const pgCtl = (...args: string[]) => asPostgres(path.join(PG_BIN, 'pg_ctl'), ['-D', data, '-l', logFile, ...args]);
  const stop = () => {
    if (running) {
      try {
        pgCtl('stop', '-m', 'immediate', '-w');
      } catch (error) {
        console.error(`pg_ctl stop: ${(error as Error).message}`);
      }
      running = false;
    }
    rmSync(folder, { recursive: true, force: true });
  };
  onCleanup(stop);

  asPostgres(path.join(PG_BIN, 'initdb'), ['-D', data, '--auth=trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
  running = true;
  pgCtl(
    'start',
    '-w',
    '-t',
    '60',
    '-o',
    `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c max_connections=100`,
  );
  const admin = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query('create database faults');
  await client.end();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/faults`,
    folder,
    // Asynchronous, so that the load goes on while PostgreSQL stops and starts.
    restart: async () => {
      const [file, args] = asPostgresArgs(path.join(PG_BIN, 'pg_ctl'), [
        '-D',
        data,
        '-l',
        logFile,
        'restart',
        '-m',
        'fast',
        '-w',
        '-t',
        '60',
      ]);
      await promisify(execFile)(file, args);
    },
    stop,
    log: () => {
      try {
        return readFileSync(logFile, 'utf8');
      } catch {
        return '';
      }
    },
  };
}

export type ServerHandle = {
  name: string;
  origin: string;
  logFile: string;
  /** Exits the benchmark did not cause (code or signal), since it started. */
  unexpectedExits: string[];
  running(): boolean;
  /** Starts (or starts again) the process on its port; resolves once /healthz answers. */
  start(): Promise<void>;
  /** SIGKILL, as a crash or the kernel's OOM killer would; resolves once it is gone. */
  kill(): Promise<void>;
  /** SIGTERM, SIGKILL after 15 s. */
  stop(): Promise<void>;
  log(): string;
};

/** A real `src/server.ts` process on `port` with `env`, its output appended to `<folder>/<name>.log`. */
export function serverProcess(name: string, port: number, folder: string, env: Record<string, string>): ServerHandle {
  const logFile = path.join(folder, `${name}.log`);
  let child: ChildProcess | undefined;
  let expectingExit = false;
  const unexpectedExits: string[] = [];
  const origin = `http://127.0.0.1:${port}`;
  const running = () => !!child && child.exitCode === null && child.signalCode === null;

  const handle: ServerHandle = {
    name,
    origin,
    logFile,
    unexpectedExits,
    running,
    async start() {
      mkdirSync(path.join(folder, name), { recursive: true });
      const out = openSync(logFile, 'a');
      expectingExit = false;
      const started = spawn(process.execPath, ['--import', TSX_LOADER, 'src/server.ts'], {
        cwd: SERVER_DIR,
        stdio: ['ignore', out, out],
        env: {
          PATH: process.env.PATH ?? '',
          HOME: process.env.HOME ?? '',
          HOST: '127.0.0.1',
          PORT: String(port),
          DATA_DIR: path.join(folder, name),
          ...env,
        },
      });
      closeSync(out);
      child = started;
      started.once('exit', (code, signal) => {
        if (!expectingExit) {
          const line = `${name} exited by itself (code ${code}, signal ${signal}) at ${new Date().toISOString()}`;
          unexpectedExits.push(line);
          console.error(`!!! ${line}`);
        }
      });
      const deadline = Date.now() + 120_000;
      while (Date.now() < deadline) {
        if (!running()) throw new Error(`${name} exited before answering; its log: ${logFile}`);
        try {
          const res = await fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(1000) });
          if (res.ok) return;
        } catch {
          // not listening yet
        }
        await sleep(200);
      }
      throw new Error(`${name} did not answer /healthz within 120 s; its log: ${logFile}`);
    },
    async kill() {
      const target = child;
      if (!target || !running()) return;
      expectingExit = true;
      const gone = new Promise((resolve) => target.once('exit', resolve));
      target.kill('SIGKILL');
      await gone;
    },
    async stop() {
      const target = child;
      if (!target || !running()) return;
      expectingExit = true;
      const gone = new Promise((resolve) => target.once('exit', resolve));
      target.kill('SIGTERM');
      const timer = setTimeout(() => target.kill('SIGKILL'), 15_000);
      await gone;
      clearTimeout(timer);
    },
    log: () => {
      try {
        return readFileSync(logFile, 'utf8');
      } catch {
        return '';
      }
    },
  };
  onCleanup(() => handle.stop());
  return handle;
}

/** GET /readyz: its status and body (status 0 when nothing answered). */
export async function readiness(origin: string): Promise<{ status: number; body: Record<string, unknown> | null }> {
  try {
    const res = await fetch(`${origin}/readyz`, { signal: AbortSignal.timeout(2000) });
    return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, unknown> | null };
  } catch {
    return { status: 0, body: null };
  }
}
