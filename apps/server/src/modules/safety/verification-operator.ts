import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  VERIFICATION_DECLINE_REASON_TEXT,
  VERIFICATION_DECLINE_REASONS,
  VERIFICATION_NOTE_MAX,
  type VerificationDeclineReason,
} from '@app/shared/verification';
import { CliError, CliUsageError } from '../../lib/cli/database';
import { COMMAND_LINE, recordStaffAction } from '../staff/index';
import {
  decideVerification,
  findPendingRequestByEmail,
  listPendingVerifications,
  readVerificationImages,
  type DecidedVerification,
  type PendingVerification,
  type VerificationDeps,
} from './verification.service';

/**
 * The operator's side of verification until the operations console arrives (issue 15): list the waiting requests,
 * write one request's two images to a private folder to compare them (`show`), and approve or decline by the
 * member's e-mail (the decision deletes the stored images; the operator deletes their copies). Commands:
 * `npm run verification:list`, `npm run verification:show`, `npm run verification:decide`.
 */

const REASONS = VERIFICATION_DECLINE_REASONS.join(' | ');

export const VERIFICATION_USAGE = `Usage:
  npm run verification:list
  npm run verification:show -- --email E --out DIR
  npm run verification:decide -- --email E --approve [--note "text"] [--by name]
  npm run verification:decide -- --email E --decline --reason R [--note "text"] [--by name]

verification:list shows the requests waiting for a decision, oldest first.
verification:show writes the waiting request's identity document and selfie of the member with e-mail E into DIR
(created readable by you only) to compare them. Delete DIR once you have decided.
verification:decide approves or declines the waiting request of the member with e-mail E. Either way both images
(identity document and selfie) are deleted from storage at once, and the member is e-mailed the outcome. Works against
DATABASE_URL while the site runs (else the embedded database in DATA_DIR, with the server stopped; the e-mail then
goes out when the server next starts).

  --email E     the member's sign-in e-mail address (required)
  --approve     the document and selfie match: the member gets the verified tick
  --decline     they do not: the member may send new photos
  --reason R    why it is declined (required with --decline): ${REASONS}
  --note N      a note to the member, in the e-mail and on their card (at most ${VERIFICATION_NOTE_MAX} characters)
  --by B        who decided (default: your login name)
  --out DIR     with show: the folder the two images are written to`;

export type VerificationCommand =
  | { command: 'help' }
  | { command: 'list' }
  | { command: 'show'; email: string; out: string }
  | {
      command: 'decide';
      email: string;
      decision: 'approve' | 'decline';
      reason: VerificationDeclineReason | undefined;
      note: string | undefined;
      by: string | null;
    };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Reads the command line: `list`, or `decide` and its flags; throws CliUsageError with a message for the user. */
export function parseVerificationArgs(argv: readonly string[]): VerificationCommand {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      options: {
        email: { type: 'string' },
        approve: { type: 'boolean', default: false },
        decline: { type: 'boolean', default: false },
        reason: { type: 'string' },
        note: { type: 'string' },
        by: { type: 'string' },
        out: { type: 'string' },
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
  const [command, ...extra] = positionals;
  if (extra.length) throw new CliUsageError(`Unexpected argument: "${extra[0]}".`);
  if (command === 'list') return { command: 'list' };
  if (command !== 'decide' && command !== 'show') throw new CliUsageError('Say what to do: list, show or decide.');

  const email = values.email?.trim().toLowerCase() ?? '';
  if (!email) throw new CliUsageError('--email is required: the e-mail address the member signs in with.');
  if (!EMAIL.test(email)) throw new CliUsageError(`--email does not look like an e-mail address: "${values.email}".`);
  if (command === 'show') {
    const out = values.out?.trim();
    if (!out) throw new CliUsageError('--out is required with show: the folder to write the two images to.');
    return { command: 'show', email, out };
  }
  if (values.approve === values.decline) throw new CliUsageError('Give exactly one of --approve and --decline.');
  const decision = values.approve ? ('approve' as const) : ('decline' as const);

  const reasonText = values.reason?.trim();
  let reason: VerificationDeclineReason | undefined;
  if (decision === 'approve' && reasonText) throw new CliUsageError('--reason goes with --decline only.');
  if (decision === 'decline') {
    if (!reasonText) throw new CliUsageError(`--reason is required with --decline: ${REASONS}.`);
    reason = VERIFICATION_DECLINE_REASONS.find((candidate) => candidate === reasonText.toLowerCase());
    if (!reason) throw new CliUsageError(`--reason must be one of ${REASONS} (got "${reasonText}").`);
  }
  const note = values.note?.trim() || undefined;
  if (note && note.length > VERIFICATION_NOTE_MAX) {
    throw new CliUsageError(`--note is too long (at most ${VERIFICATION_NOTE_MAX} characters).`);
  }
  const by = values.by?.trim().slice(0, 200) || null;
  return { command: 'decide', email, decision, reason, note, by };
}

export function describePending(list: readonly PendingVerification[]): string {
  if (!list.length) return 'No verification requests are waiting.';
  const lines = list.map(
    (item) => `${item.submittedAt}  ${item.email}  ${item.name ?? '(no name yet)'}  request ${item.requestId}`,
  );
  return [`${list.length} request(s) waiting, oldest first:`, ...lines].join('\n');
}

export function describeDecision(
  email: string,
  result: DecidedVerification,
  reason?: VerificationDeclineReason,
): string {
  const outcome =
    result.state === 'approved'
      ? `Approved: ${email} is now verified.`
      : `Declined (${reason ?? 'other'}: ${VERIFICATION_DECLINE_REASON_TEXT[reason ?? 'other']}).`;
  return `${outcome}\nThe identity document and the selfie were deleted (${result.filesDeleted} file(s)); the member will be e-mailed.`;
}

/** Runs one command against `deps` and returns what to print. Refusals are CliError (exit status 1). */
export async function runVerificationCommand(
  deps: VerificationDeps,
  command: VerificationCommand,
  defaultBy: string | null,
): Promise<string> {
  if (command.command === 'help') return VERIFICATION_USAGE;
  if (command.command === 'list') return describePending(await listPendingVerifications(deps, { limit: 500 }));
  const { member, request } = await findPendingRequestByEmail(deps, command.email);
  if (!member) {
    throw new CliError(
      `No member signs in with ${command.email}. Check the address (it is the member's sign-in e-mail).`,
    );
  }
  if (!request) throw new CliError(`${command.email} has no verification request waiting for a decision.`);
  if (command.command === 'show') {
    const images = await readVerificationImages(deps, request.id);
    const folder = path.resolve(command.out);
    await mkdir(folder, { recursive: true, mode: 0o700 });
    const written = [];
    for (const [name, body] of [
      ['identity-document.webp', images.document],
      ['selfie.webp', images.selfie],
    ] as const) {
      const file = path.join(folder, name);
      await writeFile(file, body, { mode: 0o600 });
      written.push(file);
    }
    return [
      `Request ${images.requestId} of ${command.email}, sent ${images.submittedAt}:`,
      ...written.map((file) => `  ${file}`),
      'Compare them, decide with verification:decide, then delete these copies.',
    ].join('\n');
  }
  const by = command.by ?? defaultBy;
  const result = await decideVerification(
    deps,
    { requestId: request.id, decision: command.decision, reason: command.reason, note: command.note, by },
    {
      // The staff audit log, in the decision's transaction: the operator at the command line.
      within: (trx, decided) =>
        recordStaffAction(trx, COMMAND_LINE, {
          action: command.decision === 'approve' ? 'verification.approved' : 'verification.rejected',
          subjectUserId: decided.userId,
          subjectKind: 'verification',
          subjectId: request.id,
          reason: command.reason ?? null,
          detail: { by, declineReason: command.reason ?? null },
        }),
    },
  );
  return describeDecision(command.email, result, command.reason);
}
