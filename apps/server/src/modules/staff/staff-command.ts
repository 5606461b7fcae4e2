import { parseArgs } from 'node:util';
import type { Kysely } from 'kysely';
import { STAFF_ROLES, STAFF_SETUP_LINK_HOURS, type StaffRole } from '@app/shared/console';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { CliError, CliUsageError } from '../../lib/cli/database';
import { COMMAND_LINE } from './audit-log';
import { createStaffAccount } from './staff-auth.service';

export const STAFF_CREATE_USAGE = `Usage: npm run staff:create -- --email E --role moderator|admin

Makes a staff account for the operations console (or, for an existing staff account, a new set-up link: their
password and authenticator are replaced, and their sessions end). Prints a one-time link, valid for
${STAFF_SETUP_LINK_HOURS} hours, where they choose a password and set up their authenticator app. Give it to them
yourself; it is not e-mailed. Staff sign in at /login with the password and a code from the app, always.`;

export type StaffCreateArgs = { help: true } | { help: false; email: string; role: StaffRole };

export function parseStaffCreateArgs(argv: string[]): StaffCreateArgs {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { email: { type: 'string' }, role: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      strict: true,
    }));
  } catch (error) {
    throw new CliUsageError((error as Error).message);
  }
  if (values.help) return { help: true };
  const email = values.email?.trim();
  if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    throw new CliUsageError('Please give --email, an e-mail address.');
  if (!values.role || !(STAFF_ROLES as readonly string[]).includes(values.role)) {
    throw new CliUsageError('Please give --role moderator or --role admin.');
  }
  return { help: false, email, role: values.role as StaffRole };
}

/** Runs `staff:create`; the text to print. */
export async function runStaffCreate(
  db: Kysely<Database>,
  args: { email: string; role: StaffRole },
  deps: { now: Date; publicUrl: string },
): Promise<string> {
  try {
    const { link, created } = await createStaffAccount({ db, ...deps }, { ...args, actor: COMMAND_LINE });
    return [
      created
        ? `Made the ${args.role} account ${args.email.toLowerCase()}.`
        : `${args.email.toLowerCase()} is now ${args.role}; their old password and authenticator no longer work.`,
      `One-time set-up link (valid ${STAFF_SETUP_LINK_HOURS} hours; give it to them privately):`,
      link,
    ].join('\n');
  } catch (error) {
    if (error instanceof AppError) throw new CliError(error.message);
    throw error;
  }
}
