import { loadConfig } from '../../config/env';
import type { DatabaseHandle } from '../../db/connect';
import { openCliDatabase, reportCliFailure } from '../../lib/cli/database';
import { registerMemberWriteHooks } from '../member-write-hooks';
import { CURRENCY_RATES_USAGE, formatRates, listRates, parseRatesArgs, setRate } from './currency-rates';

/**
 * `npm run currency:rates -- list` and `npm run currency:rates -- set CODE RATE` (currency-rates.ts). Exit status 0
 * when done, 2 for a usage error, 1 otherwise.
 */
let handle: DatabaseHandle | undefined;
try {
  const command = parseRatesArgs(process.argv.slice(2));
  if (command.command === 'help') {
    console.log(CURRENCY_RATES_USAGE);
  } else {
    registerMemberWriteHooks();
    handle = await openCliDatabase(loadConfig());
    const db = handle.db;
    if (command.command === 'list') {
      console.log(formatRates(await listRates(db)));
    } else {
      const updated = await db.transaction().execute((trx) => setRate(trx, command.code, command.rate, new Date()));
      console.log(`${command.code} is now ${command.rate} AUD; ${updated} member income(s) converted again.`);
    }
  }
} catch (error) {
  reportCliFailure(error, CURRENCY_RATES_USAGE);
} finally {
  await handle?.close();
}
