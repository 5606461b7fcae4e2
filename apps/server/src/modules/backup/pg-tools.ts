import { spawn } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';
import { CliError } from '../../lib/cli/database';

/**
 * PostgreSQL's client programs (pg_dump, pg_restore, psql), run as child processes. The connection is DATABASE_URL
 * without its password, which goes in PGPASSWORD: a password on a command line is readable by every user of the
 * machine (`ps`).
 */

export type PgTarget = { dbname: string; env: NodeJS.ProcessEnv };

export function pgTarget(url: string): PgTarget {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    dbname: parsed.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

export type PgProcess = {
  stdin: Writable;
  stdout: Readable;
  /** Resolves when the program exits with status 0; rejects with its error output otherwise. */
  done: Promise<void>;
};

/** Starts `program` with `args`; its error output is kept for the message if it fails. */
export function runPgTool(program: string, args: string[], target: PgTarget): PgProcess {
  const child = spawn(program, args, { env: target.env, stdio: ['pipe', 'pipe', 'pipe'] });
  let errors = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => {
    if (errors.length < 20_000) errors += chunk;
  });
  // A program that exits early (an error) closes its input: the writer's EPIPE is reported through `done`.
  child.stdin.on('error', () => {});
  const done = new Promise<void>((resolve, reject) => {
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new CliError(
              `${program} was not found on PATH. Install PostgreSQL's client programs (Debian and Ubuntu: ` +
                'postgresql-client, of the database server’s major version or newer) and try again.',
            )
          : error,
      );
    });
    child.on('close', (code, signal) => {
      if (code === 0) resolve();
      else {
        const status = code === null ? `was stopped by ${signal}` : `failed (exit status ${code})`;
        reject(new CliError(`${program} ${status}:\n${errors.trim() || '(no message)'}`));
      }
    });
  });
  return { stdin: child.stdin, stdout: child.stdout, done };
}
