import { loadConfig } from '../../config/env';
import type { DatabaseHandle } from '../../db/connect';
import { openCliDatabase, reportCliFailure } from '../../lib/cli/database';
import { parseStaffCreateArgs, runStaffCreate, STAFF_CREATE_USAGE } from './staff-command';

/** `npm run staff:create -- --email E --role moderator|admin` (staff-command.ts). Exit 0 done, 2 usage, 1 otherwise. */
let handle: DatabaseHandle | undefined;
try {
  const args = parseStaffCreateArgs(process.argv.slice(2));
  if (args.help) {
    console.log(STAFF_CREATE_USAGE);
  } else {
    const config = loadConfig();
    handle = await openCliDatabase(config);
    console.log(await runStaffCreate(handle.db, args, { now: new Date(), publicUrl: config.PUBLIC_URL }));
  }
} catch (error) {
  reportCliFailure(error, STAFF_CREATE_USAGE);
} finally {
  await handle?.close();
}
