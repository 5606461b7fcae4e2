// Helpers the benchmarks share: child node processes (tsx, an IPC channel, the open-file limit raised), waiting for
// a child's message, stopping children, and nearest-rank percentiles.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const SERVER_DIR = path.resolve(import.meta.dirname, '..');
const TSX_LOADER = path.resolve(SERVER_DIR, '../../node_modules/tsx/dist/loader.mjs');

export type Percentiles = { n: number; p50: number; p95: number; p99: number; max: number };

/** Nearest-rank percentiles, rounded to 0.1 ms. */
export function percentiles(values: number[]): Percentiles {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? NaN;
  const round = (value: number) => Math.round(value * 10) / 10;
  return { n: sorted.length, p50: round(at(0.5)), p95: round(at(0.95)), p99: round(at(0.99)), max: round(at(1)) };
}

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

export const fdLimits = openFileLimits();
const children = new Set<ChildProcess>();

/** A child node process with tsx, its soft open-file limit raised to the hard limit, and an IPC channel. */
export function spawnChild(script: string, args: string[], env: Record<string, string>, nodeFlags: string[] = []) {
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
export function nextMessage<M extends { type: string }, T extends M['type']>(
  child: ChildProcess,
  type: T,
  timeoutMs: number,
): Promise<Extract<M, { type: T }>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => finish(new Error(`no "${type}" from the child within ${timeoutMs} ms`)), timeoutMs);
    const onMessage = (message: M) => {
      if (message.type === 'error') finish(new Error(`child: ${JSON.stringify(message)}`));
      if (message.type === type) finish(undefined, message as Extract<M, { type: T }>);
    };
    const onExit = (code: number | null) => finish(new Error(`the child exited (${code}) before "${type}"`));
    const finish = (error?: Error, message?: Extract<M, { type: T }>) => {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
      if (error) reject(error);
      else resolve(message as Extract<M, { type: T }>);
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

/** Stops a child: `request` asks it to stop over IPC (SIGTERM without one), SIGKILL after 15 s. */
export async function stopChild(child: ChildProcess, request?: { type: string }): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  if (request && child.connected) child.send(request);
  else child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/** Stops every child still running (a benchmark's last step, whatever happened before). */
export async function stopAllChildren(): Promise<void> {
  await Promise.all([...children].map((child) => stopChild(child)));
}
