import { parseArgs } from 'node:util';
import type { Kysely } from 'kysely';
import type { UserType } from '@app/shared/constants';
import type { Database } from '../../db/schema';
import { CliError, CliUsageError } from '../../lib/cli/database';
import { findFirstPlanOfTier, findPlanRow } from './plans.repository';
import { findMemberByEmail, findMemberUsertype } from './subscriptions.repository';
import { grantSubscription, lockMember, type SubscriptionRow } from './subscriptions.service';

/**
 * Complimentary plans (issue 12 point 6): support staff give a member a paid tier for a promotion or an apology.
 * Recorded like any order (a subscription row, provider and payment status `complimentary`, amount 0) through
 * `grantSubscription`, so it counts, stacks and ends exactly as a paid plan does.
 */

export const GRANT_TIERS = ['Premium', 'Exclusive'] as const;
export type GrantTier = (typeof GRANT_TIERS)[number];
export const GRANT_MAX_MONTHS = 36;
const MAX_TEXT = 500;

export const GRANT_USAGE = `Usage: npm run plan:grant -- --email E --tier Premium|Exclusive --months N [--reason "text"] [--by name]

Gives the member with e-mail E a complimentary plan of the tier for N months (1 to ${GRANT_MAX_MONTHS}). It starts now,
or when their running plan of the same tier ends. Works against DATABASE_URL while the site runs (else the
embedded database in DATA_DIR, with the server stopped). The member's next page load shows the new plan.

  --email E     the member's e-mail address (required)
  --tier T      Premium or Exclusive (required)
  --months N    how many months, a whole number from 1 to ${GRANT_MAX_MONTHS} (required)
  --reason R    why (kept with the order, e.g. "apology for the outage on 3 May")
  --by B        who granted it (default: your login name)`;

export type GrantArgs = {
  email: string;
  tier: GrantTier;
  months: number;
  reason: string | null;
  by: string | null;
  help: boolean;
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Reads the command line (`--flag value` or `--flag=value`); throws CliUsageError with a message for the user. */
export function parseGrantArgs(argv: readonly string[]): GrantArgs {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        email: { type: 'string' },
        tier: { type: 'string' },
        months: { type: 'string' },
        reason: { type: 'string' },
        by: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new CliUsageError((error as Error).message);
  }
  if (values.help) return { email: '', tier: 'Premium', months: 1, reason: null, by: null, help: true };

  const email = values.email?.trim().toLowerCase() ?? '';
  if (!email) throw new CliUsageError('--email is required: the e-mail address the member signs in with.');
  if (!EMAIL.test(email)) throw new CliUsageError(`--email does not look like an e-mail address: "${values.email}".`);

  const tierText = values.tier?.trim() ?? '';
  if (!tierText) throw new CliUsageError('--tier is required: Premium or Exclusive.');
  const tier = GRANT_TIERS.find((candidate) => candidate.toLowerCase() === tierText.toLowerCase());
  if (!tier) {
    throw new CliUsageError(
      `--tier must be Premium or Exclusive (got "${tierText}"). Standard is free and needs no grant.`,
    );
  }

  const monthsText = values.months?.trim() ?? '';
  if (!monthsText) throw new CliUsageError(`--months is required: a whole number from 1 to ${GRANT_MAX_MONTHS}.`);
  const months = /^\d+$/.test(monthsText) ? Number(monthsText) : Number.NaN;
  if (!Number.isInteger(months) || months < 1 || months > GRANT_MAX_MONTHS) {
    throw new CliUsageError(`--months must be a whole number from 1 to ${GRANT_MAX_MONTHS} (got "${values.months}").`);
  }

  const text = (flag: string, value: string | undefined) => {
    const trimmed = value?.trim() ?? '';
    if (trimmed.length > MAX_TEXT) throw new CliUsageError(`--${flag} is too long (at most ${MAX_TEXT} characters).`);
    return trimmed || null;
  };
  return { email, tier, months, reason: text('reason', values.reason), by: text('by', values.by), help: false };
}

export type GrantComplimentaryInput = {
  email: string;
  tier: GrantTier;
  months: number;
  reason?: string | null;
  by?: string | null;
  now: Date;
};

export type GrantComplimentaryResult = {
  subscription: SubscriptionRow;
  userId: string;
  email: string;
  /** The member's tier after the grant (a Premium grant to an Exclusive member leaves them Exclusive). */
  usertype: UserType;
};

/**
 * The plan row a grant is recorded under: the tier's yearly plan for whole years, else its monthly plan (seeded
 * ids), else any row of the tier. The row gives the order its plan name and type; the grant's own months set the
 * length.
 */
async function planRowFor(db: Kysely<Database>, tier: GrantTier, months: number) {
  const period = months % 12 === 0 ? 'yearly' : 'monthly';
  const seeded = await findPlanRow(db, `${tier.toLowerCase()}-${period}`);
  if (seeded && seeded.tier === tier) return seeded;
  return findFirstPlanOfTier(db, tier);
}

/**
 * Records a complimentary plan for the member with `email`, in one transaction with the member's row locked
 * (a payment or an expiry of the same member waits for it). Throws CliError when there is no such member.
 */
export async function grantComplimentary(
  db: Kysely<Database>,
  input: GrantComplimentaryInput,
): Promise<GrantComplimentaryResult> {
  const email = input.email.trim().toLowerCase();
  if (!(GRANT_TIERS as readonly string[]).includes(input.tier)) {
    throw new CliError(`A complimentary plan is Premium or Exclusive, not ${input.tier}.`);
  }
  if (!Number.isInteger(input.months) || input.months < 1 || input.months > GRANT_MAX_MONTHS) {
    throw new CliError(`A complimentary plan lasts 1 to ${GRANT_MAX_MONTHS} whole months.`);
  }
  const member = await findMemberByEmail(db, email);
  if (!member) {
    throw new CliError(`No member signs in with ${email}. Check the address (it is the member's sign-in e-mail).`);
  }
  const plan = await planRowFor(db, input.tier, input.months);
  if (!plan) throw new CliError(`There is no ${input.tier} plan in the plans table (see npm run plans -- list).`);

  return db.transaction().execute(async (trx) => {
    const locked = await lockMember(trx, member.id);
    if (!locked) throw new CliError(`The member ${email} was deleted just now; nothing was granted.`);
    const subscription = await grantSubscription(trx, {
      userId: member.id,
      plan,
      months: input.months,
      amountCents: 0,
      provider: 'complimentary',
      grantedBy: input.by ?? null,
      grantReason: input.reason ?? null,
      now: input.now,
    });
    const after = await findMemberUsertype(trx, member.id);
    return { subscription, userId: member.id, email: member.email, usertype: after.usertype };
  });
}

/** What the command prints once the grant is recorded. */
export function describeGrant(result: GrantComplimentaryResult): string {
  const { subscription } = result;
  const lines = [
    `Granted ${subscription.tier} to ${result.email} for ${subscription.durationInMonths} month${subscription.durationInMonths === 1 ? '' : 's'} (complimentary).`,
    `  order id:  ${subscription.orderId}`,
    `  tier:      ${subscription.tier}`,
    `  starts:    ${subscription.startsAt.toISOString()}`,
    `  ends:      ${subscription.endsAt.toISOString()}`,
    `  member is now: ${result.usertype}`,
  ];
  return lines.join('\n');
}
