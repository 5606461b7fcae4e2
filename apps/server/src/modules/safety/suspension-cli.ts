import { loadConfig } from '../../config/env';
import type { DatabaseHandle } from '../../db/connect';
import { openCliDatabase, reportCliFailure } from '../../lib/cli/database';
import { registerMemberWriteHooks } from '../member-write-hooks';
import { parseSuspensionArgs, runSuspensionCommand, SUSPEND_USAGE } from './suspension-command';

/**
 * `npm run member:suspend -- --email E --reason R [--until YYYY-MM-DD]` and
 * `npm run member:unsuspend -- --email E [--note "text"]` (suspension-command.ts). Exit status 0 when done, 2 for
 * a usage error, 1 otherwise.
 */
let handle: DatabaseHandle | undefined;
try {
  const args = parseSuspensionArgs(process.argv.slice(2), new Date());
  if (args.command === 'help') {
    console.log(SUSPEND_USAGE);
  } else {
    const config = loadConfig();
    registerMemberWriteHooks();
    handle = await openCliDatabase(config);
    console.log(await runSuspensionCommand(handle.db, args));
  }
} catch (error) {
  reportCliFailure(error, SUSPEND_USAGE);
} finally {
  await handle?.close();
}
