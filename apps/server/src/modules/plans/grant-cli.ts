import { userInfo } from 'node:os';
import { loadConfig } from '../../config/env';
import type { DatabaseHandle } from '../../db/connect';
import { openCliDatabase, reportCliFailure } from '../../lib/cli/database';
import { registerMemberWriteHooks } from '../member-write-hooks';
import { describeGrant, grantComplimentary, GRANT_USAGE, parseGrantArgs } from './grant';

/**
 * `npm run plan:grant -- --email E --tier Premium|Exclusive --months N [--reason "text"] [--by name]`: a
 * complimentary plan for one member (grant.ts). Exit status 0 when granted, 2 for a usage error, 1 otherwise.
 */

function loginName(): string | null {
  try {
    return userInfo().username || null;
  } catch {
    return null;
  }
}

let handle: DatabaseHandle | undefined;
try {
  const args = parseGrantArgs(process.argv.slice(2));
  if (args.help) {
    console.log(GRANT_USAGE);
  } else {
    const config = loadConfig();
    registerMemberWriteHooks();
    handle = await openCliDatabase(config);
    const result = await grantComplimentary(handle.db, {
      email: args.email,
      tier: args.tier,
      months: args.months,
      reason: args.reason,
      by: args.by ?? loginName(),
      now: new Date(),
    });
    console.log(describeGrant(result));
  }
} catch (error) {
  reportCliFailure(error, GRANT_USAGE);
} finally {
  await handle?.close();
}
