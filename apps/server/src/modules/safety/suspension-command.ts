import { parseArgs } from 'node:util';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { SuspensionReasonSchema } from '@app/shared/suspension';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { systemClock, type Clock } from '../../lib/clock';
import { createJobQueue } from '../../lib/jobs/index';
import { CliError, CliUsageError } from '../../lib/cli/database';
import { COMMAND_LINE, recordStaffAction } from '../staff/index';
import { findAccountByEmail } from './suspension.repository';
import { liftSuspension, suspendMember } from './suspension.service';

/**
 * The operator commands until the console exists (issue 15):
 *
 *   npm run member:suspend -- --email E --reason R [--until YYYY-MM-DD]
 *   npm run member:unsuspend -- --email E [--note "text"]
 *
 * They call the same `suspendMember` / `liftSuspension` as the console will; the e-mails and the ending of live
 * calls and sockets are jobs, run by the server (at once with PostgreSQL; with the embedded database, when the
 * server next starts, as this command refuses a database the server holds). Exit status 0 when done, 2 for a usage
 * error, 1 otherwise.
 */

export const SUSPEND_USAGE = `Usage: npm run member:suspend -- --email E --reason R [--until YYYY-MM-DD]
       npm run member:unsuspend -- --email E [--note "text"]

member:suspend suspends the member who signs in with E: their profile leaves the site, and when they sign in they see
only the suspension page (the reason, the end date, and a way to correct their about text or photos). They get an
e-mail. A suspension they already have is replaced.
  --email E     the member's sign-in e-mail address (required)
  --reason R    inappropriate-bio, inappropriate-image, or a short text the member will read (required)
  --until D     the day it ends by itself (YYYY-MM-DD, at midnight UTC); without it, until you lift it

member:unsuspend lifts the member's suspension and e-mails them.
  --note N      why (kept with the suspension's history)

Works against DATABASE_URL while the site runs (else the embedded database in DATA_DIR, with the server stopped).`;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type SuspensionCliArgs =
  | { command: 'suspend'; email: string; reason: string; until: Date | null }
  | { command: 'unsuspend'; email: string; note: string | null }
  | { command: 'help' };

export function parseSuspensionArgs(argv: readonly string[], now: Date): SuspensionCliArgs {
  const [command, ...rest] = argv;
  if (command !== 'suspend' && command !== 'unsuspend') {
    throw new CliUsageError('Say which command: suspend or unsuspend.');
  }
  let values;
  try {
    ({ values } = parseArgs({
      args: rest,
      options: {
        email: { type: 'string' },
        reason: { type: 'string' },
        until: { type: 'string' },
        note: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new CliUsageError((error as Error).message);
  }
  if (values.help) return { command: 'help' };
  const email = values.email?.trim().toLowerCase() ?? '';
  if (!email) throw new CliUsageError('--email is required: the e-mail address the member signs in with.');
  if (!EMAIL.test(email)) throw new CliUsageError(`--email does not look like an e-mail address: "${values.email}".`);
  if (command === 'unsuspend') {
    if (values.reason !== undefined || values.until !== undefined) {
      throw new CliUsageError('member:unsuspend takes --email and --note only.');
    }
    return { command, email, note: values.note?.trim() || null };
  }
  if (values.note !== undefined) throw new CliUsageError('member:suspend takes --email, --reason and --until.');
  const reason = SuspensionReasonSchema.safeParse(values.reason ?? '');
  if (!reason.success) throw new CliUsageError(`--reason: ${reason.error.issues[0]?.message ?? 'required'}`);
  let until: Date | null = null;
  if (values.until !== undefined) {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(values.until.trim());
    until = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
    if (!until || Number.isNaN(until.getTime()) || until.toISOString().slice(0, 10) !== values.until.trim()) {
      throw new CliUsageError(`--until must be a date as YYYY-MM-DD: "${values.until}".`);
    }
    if (until.getTime() <= now.getTime()) throw new CliUsageError('--until must be a day in the future.');
  }
  return { command, email, reason: reason.data, until };
}

/** Only errors reach the operator; the queue's routine messages are not theirs. */
const quietLog = {
  level: 'error',
  fatal: (...args: unknown[]) => console.error(...args),
  error: (...args: unknown[]) => console.error(...args),
  warn: () => undefined,
  info: () => undefined,
  debug: () => undefined,
  trace: () => undefined,
  silent: () => undefined,
  child: () => quietLog,
} as unknown as FastifyBaseLogger;

/** Runs one command on an open database; resolves with what to print. */
export async function runSuspensionCommand(
  db: Kysely<Database>,
  args: Exclude<SuspensionCliArgs, { command: 'help' }>,
  clock: Clock = systemClock,
): Promise<string> {
  const member = await findAccountByEmail(db, args.email);
  if (!member)
    throw new CliError(`No member signs in with ${args.email}. Check the address (it is the sign-in e-mail).`);
  const jobs = createJobQueue({ db, clock, log: quietLog, poll: false });
  try {
    if (args.command === 'suspend') {
      const row = await suspendMember(
        { db, clock, jobs },
        { userId: member.id, reason: args.reason, until: args.until, by: null },
        {
          // The staff audit log, in the suspension's transaction: the operator at the command line.
          within: (trx, created) =>
            recordStaffAction(trx, COMMAND_LINE, {
              action: 'member.suspended',
              subjectUserId: member.id,
              subjectKind: 'suspension',
              subjectId: created.id,
              reason: args.reason,
              detail: { suspensionReason: args.reason, until: args.until?.toISOString() ?? null },
            }),
        },
      );
      return `Suspended ${member.email} (${row.reason}) ${row.unsuspendAt ? `until ${row.unsuspendAt.toISOString().slice(0, 10)}` : 'until you lift it'}. They will get an e-mail.`;
    }
    try {
      await liftSuspension(
        { db, clock, jobs },
        { userId: member.id, by: null, note: args.note },
        {
          within: (trx, lifted) =>
            recordStaffAction(trx, COMMAND_LINE, {
              action: 'suspension.lifted',
              subjectUserId: member.id,
              subjectKind: 'suspension',
              subjectId: lifted.id,
              reason: args.note,
            }),
        },
      );
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND')
        throw new CliError(`${member.email} is not suspended.`);
      throw error;
    }
    return `Lifted the suspension of ${member.email}. They will get an e-mail.`;
  } finally {
    await jobs.stop();
  }
}
