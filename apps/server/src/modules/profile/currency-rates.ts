import { INCOME_CURRENCIES, incomeBandOfAud } from '@app/shared/profile/options';
import { memberWritten } from '../../lib/after-write';
import { CliUsageError } from '../../lib/cli/database';
import type { Db } from './profile.repository';
import {
  listCurrencyRates,
  listIncomesInCurrency,
  updateConvertedIncome,
  upsertCurrencyRate,
} from './currency-rates.repository';

/**
 * The operator's exchange rates (`currency_rates`: Australian dollars per unit), behind `npm run currency:rates`.
 * No rate is fetched from a network: the operator sets each one. A new rate re-converts the incomes given in that
 * currency (`income_aud` and the AUD band in `income`) and refreshes those members' match rows, in one transaction.
 */

export const CURRENCY_RATES_USAGE = [
  'Usage:',
  '  npm run currency:rates -- list               the rates (Australian dollars per unit) and their dates',
  '  npm run currency:rates -- set CODE RATE      e.g. set AED 0.4166: AUD per one AED, from today',
  `Currencies: ${INCOME_CURRENCIES.join(', ')}.`,
].join('\n');

export type RatesCommand = { command: 'help' } | { command: 'list' } | { command: 'set'; code: string; rate: string };

export function parseRatesArgs(args: readonly string[]): RatesCommand {
  const [command, code, rate, ...rest] = args;
  if (!command || command === 'help' || command === '--help') return { command: 'help' };
  if (command === 'list' && code === undefined) return { command: 'list' };
  if (command === 'set' && code && rate && rest.length === 0) {
    const upper = code.toUpperCase();
    if (!(INCOME_CURRENCIES as readonly string[]).includes(upper)) {
      throw new CliUsageError(`${code} is not one of the currencies members may use.`);
    }
    if (upper === 'AUD') throw new CliUsageError('AUD is always 1.');
    if (!/^\d+(\.\d+)?$/.test(rate) || Number(rate) <= 0) {
      throw new CliUsageError(`The rate must be a positive number of Australian dollars per ${upper}, like 0.4166.`);
    }
    return { command: 'set', code: upper, rate };
  }
  throw new CliUsageError('Unknown command.');
}

export async function listRates(db: Db) {
  return listCurrencyRates(db);
}

export function formatRates(rows: Awaited<ReturnType<typeof listRates>>): string {
  return rows.map((row) => `${row.code}  ${Number(row.audPerUnit)} AUD  (as of ${String(row.asOf)})`).join('\n');
}

/** Sets a rate and re-converts every income given in that currency; returns how many members were updated. */
export async function setRate(db: Db, code: string, rate: string, now: Date): Promise<number> {
  const asOf = now.toISOString().slice(0, 10);
  await upsertCurrencyRate(db, code, rate, asOf, now);
  const members = await listIncomesInCurrency(db, code);
  for (const member of members) {
    const aud = Math.round(Number(member.incomeAmount) * Number(rate));
    await updateConvertedIncome(db, member.userId, { incomeAud: aud, income: incomeBandOfAud(aud) }, now);
  }
  await memberWritten(
    db,
    members.map((member) => member.userId),
    now,
  );
  return members.length;
}
