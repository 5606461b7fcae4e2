import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import type { Kysely, Updateable } from 'kysely';
import type { Database, PlansTable } from '../../db/schema';
import { CliError, CliUsageError } from '../../lib/cli/database';
import { dollars, findPlanRow, listAllPlans, updatePlanRow, type PlanRow } from './plans.repository';

/**
 * The operator's way to change the price list (issue 12 point 1): names, prices, descriptions, feature lists, and
 * which plans are on sale or highlighted. `npm run plans -- list | set …` (plans-cli.ts). The site reads the
 * rows on every request (the public price list may be cached for two minutes). Prices are dollars with cents,
 * GST included; a change applies to checkouts started from then on (orders keep what they were charged).
 */

export const PLANS_USAGE = `Usage:
  npm run plans -- list
  npm run plans -- set <planId> [--name N] [--price 34.99] [--description D] [--features-file f.json]
                               [--active true|false] [--highlighted true|false]

list   shows every plan row (on sale or not) with its id, tier, period, price and flags.
set    changes one plan; give at least one option.

  --name N            the plan's name on the pricing cards (1 to ${80} characters)
  --price P           price in Australian dollars with GST, e.g. 34.99 (Standard plans stay 0; paid plans more)
  --description D     the line under the name (up to 500 characters; "" for none)
  --features-file F   a JSON file holding an array of strings: the features the pricing card lists
  --active B          true: on sale; false: hidden from the pricing pages and refused at checkout
  --highlighted B     true: the card shown as the recommended one

Uses DATABASE_URL while the site runs (else the embedded database in DATA_DIR, with the server stopped).`;

export const PLAN_LIMITS = {
  name: 80,
  description: 500,
  features: 30,
  feature: 200,
  maxPriceCents: 9_999_999,
} as const;

export type PlanChanges = {
  planName?: string;
  priceCents?: number;
  description?: string;
  featureList?: string[];
  active?: boolean;
  highlighted?: boolean;
};

export type PlansCommand =
  | { command: 'list' }
  | { command: 'set'; planId: string; changes: Omit<PlanChanges, 'featureList'>; featuresFile: string | null }
  | { command: 'help' };

/** "34.99" → 3499; dollars with at most two decimals. */
export function parsePrice(text: string): number {
  const trimmed = text.trim().replace(/^\$/, '');
  if (!/^\d{1,5}(\.\d{1,2})?$/.test(trimmed)) {
    throw new CliUsageError(
      `--price must be an amount in dollars with at most two decimals, like 34.99 (got "${text}").`,
    );
  }
  const [whole, cents = ''] = trimmed.split('.');
  return Number(whole) * 100 + Number(cents.padEnd(2, '0'));
}

function parseBoolean(flag: string, text: string): boolean {
  const value = text.trim().toLowerCase();
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw new CliUsageError(`--${flag} must be true or false (got "${text}").`);
}

/** Reads the command line; throws CliUsageError with a message for the user. */
export function parsePlansArgs(argv: readonly string[]): PlansCommand {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      options: {
        name: { type: 'string' },
        price: { type: 'string' },
        description: { type: 'string' },
        'features-file': { type: 'string' },
        active: { type: 'string' },
        highlighted: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
      allowPositionals: true,
    });
  } catch (error) {
    throw new CliUsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.help) return { command: 'help' };
  const [command, planId, ...extra] = positionals;
  if (!command) throw new CliUsageError('Say what to do: list, or set <planId> with the changes.');
  const options = ['name', 'price', 'description', 'features-file', 'active', 'highlighted'] as const;
  if (command === 'list') {
    if (planId !== undefined || options.some((option) => values[option] !== undefined)) {
      throw new CliUsageError('list takes no plan id and no options.');
    }
    return { command: 'list' };
  }
  if (command !== 'set') throw new CliUsageError(`Unknown command "${command}": use list or set.`);
  if (!planId) throw new CliUsageError('set needs the id of the plan to change (see npm run plans -- list).');
  if (extra.length > 0) throw new CliUsageError(`Unexpected "${extra.join(' ')}": set changes one plan at a time.`);

  const changes: Omit<PlanChanges, 'featureList'> = {};
  if (values.name !== undefined) changes.planName = values.name;
  if (values.price !== undefined) changes.priceCents = parsePrice(values.price);
  if (values.description !== undefined) changes.description = values.description;
  if (values.active !== undefined) changes.active = parseBoolean('active', values.active);
  if (values.highlighted !== undefined) changes.highlighted = parseBoolean('highlighted', values.highlighted);
  const featuresFile = values['features-file'] ?? null;
  if (Object.keys(changes).length === 0 && !featuresFile) {
    throw new CliUsageError(
      'set needs at least one change: --name, --price, --description, --features-file, --active or --highlighted.',
    );
  }
  return { command: 'set', planId, changes, featuresFile };
}

/** Validates a feature list (an array of 1 to 30 non-empty strings of at most 200 characters each). */
export function validateFeatureList(value: unknown, source = 'The feature list'): string[] {
  if (!Array.isArray(value)) throw new CliError(`${source} must be a JSON array of strings.`);
  if (value.length === 0) throw new CliError(`${source} is empty: a plan lists at least one feature.`);
  if (value.length > PLAN_LIMITS.features) {
    throw new CliError(`${source} has ${value.length} features; at most ${PLAN_LIMITS.features}.`);
  }
  return value.map((item, index) => {
    if (typeof item !== 'string') throw new CliError(`${source}: item ${index + 1} is not a string.`);
    const text = item.trim();
    if (!text) throw new CliError(`${source}: item ${index + 1} is empty.`);
    if (text.length > PLAN_LIMITS.feature) {
      throw new CliError(`${source}: item ${index + 1} is longer than ${PLAN_LIMITS.feature} characters.`);
    }
    return text;
  });
}

/** Reads and validates a features file (JSON: an array of strings). */
export async function readFeaturesFile(file: string): Promise<string[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new CliError(`Cannot read the features file ${file}: ${(error as Error).message}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new CliError(`The features file ${file} is not valid JSON: ${(error as Error).message}`);
  }
  return validateFeatureList(json, `The features file ${file}`);
}

/** Every plan row, on sale or not, in display order. */
export async function listPlans(db: Kysely<Database>): Promise<PlanRow[]> {
  return listAllPlans(db);
}

/** The rows as a table for the terminal. */
export function formatPlans(rows: readonly PlanRow[]): string {
  const header = ['id', 'tier', 'name', 'period', 'months', 'price (AUD)', 'on sale', 'highlighted', 'features'];
  const body = rows.map((row) => [
    row.id,
    row.tier,
    row.planName,
    row.planType,
    String(row.durationInMonths),
    dollars(row.priceCents),
    row.active ? 'yes' : 'no',
    row.highlighted ? 'yes' : 'no',
    String(row.featureList.length),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...body.map((cells) => cells[column]!.length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...body.map(line)].join('\n');
}

/** One plan in full (after a change). */
export function describePlan(row: PlanRow): string {
  return [
    `${row.id}: ${row.planName} (${row.tier}, ${row.planType}, ${row.durationInMonths} month${row.durationInMonths === 1 ? '' : 's'})`,
    `  price:       ${dollars(row.priceCents)} AUD`,
    `  on sale:     ${row.active ? 'yes' : 'no'}`,
    `  highlighted: ${row.highlighted ? 'yes' : 'no'}`,
    `  description: ${row.description || '(none)'}`,
    '  features:',
    ...row.featureList.map((feature) => `    - ${feature}`),
  ].join('\n');
}

/**
 * Changes one plan row after checking every value: Standard plans stay free and paid plans cost more than
 * nothing; names 1 to 80 characters; descriptions up to 500; feature lists as `validateFeatureList`. Throws
 * CliError for an unknown plan or a value refused.
 */
export async function updatePlan(
  db: Kysely<Database>,
  planId: string,
  changes: PlanChanges,
  now: Date,
): Promise<PlanRow> {
  const row = await findPlanRow(db, planId);
  if (!row) {
    const ids = (await listPlans(db)).map((plan) => plan.id).join(', ');
    throw new CliError(`There is no plan "${planId}". The plans are: ${ids}.`);
  }
  const update: Updateable<PlansTable> = {};
  if (changes.planName !== undefined) {
    const name = changes.planName.trim();
    if (!name || name.length > PLAN_LIMITS.name) {
      throw new CliError(`A plan's name is 1 to ${PLAN_LIMITS.name} characters (got ${name.length}).`);
    }
    update.planName = name;
  }
  if (changes.priceCents !== undefined) {
    const cents = changes.priceCents;
    if (!Number.isInteger(cents) || cents < 0 || cents > PLAN_LIMITS.maxPriceCents) {
      throw new CliError(`A price is between 0.00 and ${dollars(PLAN_LIMITS.maxPriceCents)} dollars.`);
    }
    if (row.tier === 'Standard' && cents !== 0) {
      throw new CliError(`${row.id} is a Standard plan: Standard is free, so its price stays 0.00.`);
    }
    if (row.tier !== 'Standard' && cents === 0) {
      throw new CliError(
        `${row.id} is a ${row.tier} plan: its price must be more than 0.00 (a free ${row.tier} plan is a complimentary grant: npm run plan:grant).`,
      );
    }
    update.priceCents = cents;
  }
  if (changes.description !== undefined) {
    const description = changes.description.trim();
    if (description.length > PLAN_LIMITS.description) {
      throw new CliError(`A description is at most ${PLAN_LIMITS.description} characters (got ${description.length}).`);
    }
    update.description = description;
  }
  if (changes.featureList !== undefined) {
    update.featureList = JSON.stringify(validateFeatureList(changes.featureList));
  }
  if (changes.active !== undefined) update.active = changes.active;
  if (changes.highlighted !== undefined) update.highlighted = changes.highlighted;
  if (Object.keys(update).length === 0) throw new CliError('Nothing to change.');
  return updatePlanRow(db, planId, { ...update, updatedAt: now });
}
