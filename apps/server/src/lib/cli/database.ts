import { existsSync } from 'node:fs';
import path from 'node:path';
import { EnvError } from '../../config/env';
import { connectDatabase, DatabaseInUseError, type DatabaseHandle } from '../../db/connect';

/**
 * The database of the operator commands (`npm run plan:grant`, `npm run plans`): PostgreSQL at DATABASE_URL,
 * which they share safely with running servers, or else the embedded PGlite database in DATA_DIR, which only one
 * process may open at a time (PGlite has no lock of its own: a second process would corrupt it).
 */

/** A mistake on the command line: the command prints the message and its usage, and exits with status 2. */
export class CliUsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CliUsageError';
  }
}

/** A refusal with a message for the operator (no such member, a locked database…): printed, exit status 1. */
export class CliError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CliError';
  }
}

/** PGlite keeps this file in its data folder while a process has it open, and removes it on a clean close. */
export function pgliteLockFile(dataDir: string): string {
  return path.resolve(dataDir, 'pglite', 'postmaster.pid');
}

export function pgliteInUseMessage(dataDir: string): string {
  return [
    `The embedded database in ${path.resolve(dataDir, 'pglite')} is open in another process (probably the server).`,
    'It can only be used by one process at a time. Either stop the server and run this command again, or run it',
    'against PostgreSQL by setting DATABASE_URL (a running site on PostgreSQL is fine).',
    `If no process has it open (the server stopped abruptly), delete ${pgliteLockFile(dataDir)} and try again.`,
  ].join('\n');
}

/** Opens the database the server would use, refusing an embedded database another process holds. */
export async function openCliDatabase(config: { DATABASE_URL?: string | undefined; DATA_DIR: string }) {
  if (!config.DATABASE_URL && existsSync(pgliteLockFile(config.DATA_DIR))) {
    throw new CliError(pgliteInUseMessage(config.DATA_DIR));
  }
  const handle: DatabaseHandle = await connectDatabase(config);
  return handle;
}

/** Whether `error` is PostgreSQL's "relation does not exist" (a database never migrated). */
export function isMissingTable(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '42P01';
}

export const NOT_MIGRATED = 'The database is not set up yet (its tables are missing): run `npm run db:migrate` first.';

/**
 * Prints why an operator command failed and sets the exit code: 2 with the usage for a usage error, 1 with the
 * message for a refusal, a configuration problem or a database not migrated yet, 1 with the whole error otherwise.
 */
export function reportCliFailure(error: unknown, usage: string): void {
  if (error instanceof CliUsageError) {
    console.error(`${error.message}\n\n${usage}`);
    process.exitCode = 2;
  } else if (error instanceof CliError || error instanceof EnvError || error instanceof DatabaseInUseError) {
    console.error(error.message);
    process.exitCode = 1;
  } else if (isMissingTable(error)) {
    console.error(NOT_MIGRATED);
    process.exitCode = 1;
  } else {
    console.error(error);
    process.exitCode = 1;
  }
}
