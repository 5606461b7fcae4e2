import { userInfo } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { loadConfig } from '../../config/env';
import type { DatabaseHandle } from '../../db/connect';
import { systemClock } from '../../lib/clock';
import { createJobQueue } from '../../lib/jobs/index';
import { createStorage, type FileStorage } from '../../lib/storage/index';
import { openCliDatabase, reportCliFailure } from '../../lib/cli/database';
import { registerMemberWriteHooks } from '../member-write-hooks';
import { parseVerificationArgs, runVerificationCommand, VERIFICATION_USAGE } from './verification-operator';

/**
 * `npm run verification:list` and `npm run verification:decide -- --email E --approve | --decline --reason R`
 * (verification-operator.ts). Same database rules as `plan:grant`: PostgreSQL at DATABASE_URL alongside a running
 * site, or the embedded database with the server stopped (refused while another process holds it). Files go through
 * the same storage as the site's (DATA_DIR/media or S3_BUCKET). Exit status 0 when done, 2 for a usage error, 1
 * otherwise.
 */

function loginName(): string | null {
  try {
    return userInfo().username || null;
  } catch {
    return null;
  }
}

/** Problems go to stderr; the queue's routine messages are not the operator's business. */
function cliLogger(): FastifyBaseLogger {
  const loud = (...args: unknown[]) => console.error(...args);
  const quiet = () => {};
  const logger: FastifyBaseLogger = {
    level: 'warn',
    fatal: loud,
    error: loud,
    warn: loud,
    info: quiet,
    debug: quiet,
    trace: quiet,
    silent: quiet,
    child: () => logger,
  };
  return logger;
}

let handle: DatabaseHandle | undefined;
let storage: FileStorage | undefined;
try {
  const command = parseVerificationArgs(process.argv.slice(2));
  if (command.command === 'help') {
    console.log(VERIFICATION_USAGE);
  } else {
    const config = loadConfig();
    registerMemberWriteHooks();
    handle = await openCliDatabase(config);
    storage = await createStorage(config);
    const log = cliLogger();
    // Not polling: the decision's e-mail is queued in its transaction and sent by the site's own workers.
    const jobs = createJobQueue({ db: handle.db, clock: systemClock, log, poll: false });
    const deps = { db: handle.db, storage, clock: systemClock, jobs, log };
    console.log(await runVerificationCommand(deps, command, loginName()));
    await jobs.stop();
  }
} catch (error) {
  reportCliFailure(error, VERIFICATION_USAGE);
} finally {
  await storage?.close?.();
  await handle?.close();
}
