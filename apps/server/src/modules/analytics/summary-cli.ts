import { parseArgs } from 'node:util';
import { EnvError, loadConfig } from '../../config/env';
import { connectDatabase } from '../../db/connect';
import {
  formatSummary,
  pruneMeasurement,
  RETENTION_MONTHS,
  retentionCutoff,
  summariseMeasurement,
} from './analytics-summary';

const HELP = `First-party measurement summary (consented page views and the sign-up funnel).

Usage:
  npm run analytics:summary -- [options]
  npx tsx apps/server/src/modules/analytics/summary-cli.ts [options]

Options:
  --days <n>     Summarise the last n days, up to now (default 30).
  --from <date>  Start of the period (ISO date or time, inclusive); overrides --days.
  --to <date>    End of the period (ISO date or time, exclusive; default now).
  --json         Print the summary as JSON instead of tables.
  --prune        Retention: first delete every event older than ${RETENTION_MONTHS} months, then summarise.
                 Run it at least monthly (for example from cron) so nothing is kept longer than that.
  --help         Show this help.

Reads DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite) like the server does. PGlite allows one process at a time:
stop the server first, or point DATABASE_URL at PostgreSQL.`;

function parseDate(value: string, name: string): Date {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new Error(`--${name}: not a date: ${value}`);
  return date;
}

async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      days: { type: 'string' },
      from: { type: 'string' },
      to: { type: 'string' },
      json: { type: 'boolean', default: false },
      prune: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  if (values.help) {
    console.log(HELP);
    return 0;
  }
  const now = new Date();
  const days = values.days === undefined ? 30 : Number(values.days);
  if (!Number.isInteger(days) || days < 1 || days > 3660)
    throw new Error(`--days: a whole number of days is needed, got ${values.days}`);
  const to = values.to ? parseDate(values.to, 'to') : now;
  const from = values.from ? parseDate(values.from, 'from') : new Date(to.getTime() - days * 24 * 60 * 60 * 1000);
  if (from >= to) throw new Error('--from must be before --to');

  const config = loadConfig();
  const handle = await connectDatabase(config);
  try {
    if (values.prune) {
      const deleted = await pruneMeasurement(handle.db, now);
      const message = `Pruned ${deleted} event(s) older than ${retentionCutoff(now).toISOString()} (${RETENTION_MONTHS} months).`;
      if (values.json) console.error(message);
      else console.log(`${message}\n`);
    }
    const summary = await summariseMeasurement(handle.db, { from, to });
    console.log(values.json ? JSON.stringify(summary, null, 2) : formatSummary(summary));
  } finally {
    await handle.close();
  }
  return 0;
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  if (!(error instanceof EnvError) && error instanceof Error && /analytics_events/.test(error.message)) {
    console.error('Is the database migrated? Run: npm run db:migrate');
  }
  process.exitCode = 1;
}
