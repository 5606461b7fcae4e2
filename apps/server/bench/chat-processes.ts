// Child processes of the chat benchmark (chat.ts): the server processes of the realtime benchmark
// (realtime-server.ts, `app` or `bare`, each with an IPC channel) started, asked and stopped. The helpers follow
// realtime.ts's, which keeps its own inside its script.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ServerMessage, ServerRequest } from './realtime-server';
import type { DiagnosticsSnapshot } from './server-diagnostics';

const SERVER_DIR = path.resolve(import.meta.dirname, '..');
const TSX_LOADER = path.resolve(SERVER_DIR, '../../node_modules/tsx/dist/loader.mjs');

/** The soft and hard "Max open files" of this process (Linux); children raise their soft limit to the hard one. */
export function openFileLimits(): { soft: number; hard: number } {
  try {
    const line = readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((row) => row.startsWith('Max open files'));
    const [soft, hard] = (line?.match(/\d+|unlimited/g) ?? []).map((v) => (v === 'unlimited' ? 1_048_576 : Number(v)));
    if (soft && hard) return { soft, hard };
  } catch {
    // not Linux: children keep the inherited limit
  }
  return { soft: 0, hard: 0 };
}

const children = new Set<ChildProcess>();
const fdLimits = openFileLimits();

/** A child node process with tsx, its soft open-file limit raised to the hard limit, and an IPC channel. */
function spawnChild(script: string, args: string[], env: Record<string, string>, nodeFlags: string[] = []) {
  const command = [process.execPath, ...nodeFlags, '--import', TSX_LOADER, script, ...args];
  const raise = fdLimits.hard ? `ulimit -n ${fdLimits.hard} && ` : '';
  const child = spawn('/bin/sh', ['-c', `${raise}exec "$@"`, 'sh', ...command], {
    cwd: SERVER_DIR,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/** The child's next message of `type`; rejects when the child exits first or after `timeoutMs`. */
function nextMessage<T extends ServerMessage['type']>(
  child: ChildProcess,
  type: T,
  timeoutMs: number,
): Promise<Extract<ServerMessage, { type: T }>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => finish(new Error(`no "${type}" from the child within ${timeoutMs} ms`)), timeoutMs);
    const onMessage = (message: ServerMessage) => {
      if (message.type === 'error') finish(new Error(`child: ${JSON.stringify(message)}`));
      if (message.type === type) finish(undefined, message as Extract<ServerMessage, { type: T }>);
    };
    const onExit = (code: number | null) => finish(new Error(`the child exited (${code}) before "${type}"`));
    const finish = (error?: Error, message?: Extract<ServerMessage, { type: T }>) => {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
      if (error) reject(error);
      else resolve(message as Extract<ServerMessage, { type: T }>);
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

async function stopChild(child: ChildProcess, request?: ServerRequest): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  if (request && child.connected) child.send(request);
  else child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/** Stops every child still running (the benchmark's last step, whatever happened before). */
export async function stopAllChildren(): Promise<void> {
  await Promise.all([...children].map((child) => stopChild(child)));
}

export type ServerChild = {
  origin: string;
  /** The process's own measurements since the last reset (null for the bare server); `reset` starts them again. */
  diagnostics: (reset?: boolean) => Promise<DiagnosticsSnapshot | null>;
  stop: () => Promise<void>;
};

/** One realtime-server.ts process (`app`: the whole application from `env`; `bare`: bare Socket.IO) on 127.0.0.1. */
export async function startServer(mode: 'app' | 'bare', env: Record<string, string> = {}): Promise<ServerChild> {
  const child = spawnChild('bench/realtime-server.ts', [mode], env, ['--expose-gc']);
  const ready = await nextMessage(child, 'ready', 120_000);
  return {
    origin: `http://127.0.0.1:${ready.port}`,
    diagnostics: async (reset = false) => {
      const reply = nextMessage(child, 'diagnostics', 60_000);
      child.send({ type: 'diagnostics', reset } satisfies ServerRequest);
      return (await reply).snapshot;
    },
    stop: () => stopChild(child, { type: 'stop' }),
  };
}
