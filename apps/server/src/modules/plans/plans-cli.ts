import { loadConfig } from '../../config/env';
import type { DatabaseHandle } from '../../db/connect';
import { openCliDatabase, reportCliFailure } from '../../lib/cli/database';
import {
  describePlan,
  formatPlans,
  listPlans,
  parsePlansArgs,
  PLANS_USAGE,
  readFeaturesFile,
  updatePlan,
} from './plans-admin';

/**
 * `npm run plans -- list` and `npm run plans -- set <planId> [options]` (plans-admin.ts). Exit status 0 when done,
 * 2 for a usage error, 1 otherwise.
 */
let handle: DatabaseHandle | undefined;
try {
  const command = parsePlansArgs(process.argv.slice(2));
  if (command.command === 'help') {
    console.log(PLANS_USAGE);
  } else {
    // The features file is read and checked before the database is opened.
    const featureList =
      command.command === 'set' && command.featuresFile ? await readFeaturesFile(command.featuresFile) : undefined;
    handle = await openCliDatabase(loadConfig());
    if (command.command === 'list') {
      console.log(formatPlans(await listPlans(handle.db)));
    } else {
      const row = await updatePlan(
        handle.db,
        command.planId,
        { ...command.changes, ...(featureList ? { featureList } : {}) },
        new Date(),
      );
      console.log(`Updated.\n${describePlan(row)}`);
    }
  }
} catch (error) {
  reportCliFailure(error, PLANS_USAGE);
} finally {
  await handle?.close();
}
