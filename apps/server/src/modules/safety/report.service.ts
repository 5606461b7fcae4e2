import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Brand } from '@app/shared/brand';
import { URGENT_REPORT_REASONS, type MyReport, type ReportBodySchema, type ReportReason } from '@app/shared/safety';
import { AppError, notFound } from '../../lib/app-error';
import type { MailMessage } from '../../lib/mail/mailer';
import type { AuthUser } from '../../lib/auth/authenticate';
import { compose } from '../../lib/mail/compose';
import { parseMessageId } from '../chat/index';
import { PROFILE_NOT_FOUND } from '../privacy/index';
import { accountExists } from './block.repository';
import { ALREADY_BLOCKED, blockMember } from './block.service';
import {
  addReportMessages,
  findReportForMail,
  findUndecidedReport,
  insertReport,
  listReportsBy,
  lockReportPair,
  messagesSentBy,
  updateReport,
} from './report.repository';
import { memberLabel } from '../../lib/members/display-name';

type Member = Pick<AuthUser, 'id'>;
type ReportInput = z.output<typeof ReportBodySchema>;

declare module '../../lib/jobs/job-queue' {
  interface JobPayloads {
    /** A report became urgent (or gained an urgent reason): e-mail the site's safety address its id and reasons. */
    'reports.urgent-email': { reportId: string };
  }
}

/** A repeat report adds its details to the undecided one; together they may hold this much text. */
export const REPORT_MERGED_DETAILS_MAX = 20_000;
/** GET report/my-reports answers at most this many (the newest). */
export const MY_REPORTS_LIMIT = 200;

export const REPORT_MESSAGES = {
  self: 'You cannot report yourself.',
  messagesNotTheirs:
    'Some of the chosen messages are not from this member in your conversation. Please choose only messages they sent you.',
  detailsFull:
    'Your earlier report about this member already holds as much detail as it can. Our team will review what you sent; you can also write to us through the contact page.',
} as const;

const isUrgent = (reason: ReportReason) => URGENT_REPORT_REASONS.includes(reason);

/** The one rule for a member's name (lib/members/display-name.ts), as the block list names a member. */
const nameOf = memberLabel;

/**
 * POST report/report {reportedUserId, reason, details?, messageIds?, block?}.
 *
 * Any existing account may be reported, including one who blocked the caller or whom the caller blocked (a
 * harasser may block after harassing); an unknown id is the profile view's one 404, oneself 400. `messageIds` must
 * be messages the reported member sent the caller (their conversation), else 400 and nothing is written.
 *
 * One undecided (open or in review) report per reporter and member: a repeat report adds its reasons, details and
 * messages to it (under the pair's lock, so two at once make one) and answers its id. A report is urgent when any
 * reason is (a suspected minor, child sexual abuse material); whenever a report gains an urgent reason, a job
 * e-mails the site's safety address the report's id and reasons (queued in the same transaction).
 *
 * `block: true` then blocks through blockMember (its own transaction: the report stands even if blocking fails);
 * a member the caller already blocked stays blocked, which is not an error.
 */
export async function reportMember(
  app: FastifyInstance,
  me: Member,
  input: ReportInput,
): Promise<{ reportId: string; blocked: boolean }> {
  const reportedId = input.reportedUserId;
  if (reportedId === me.id) {
    throw new AppError('VALIDATION_FAILED', REPORT_MESSAGES.self, {
      reason: 'reportSelf',
      fieldErrors: [{ path: 'reportedUserId', message: REPORT_MESSAGES.self }],
    });
  }
  if (!(await accountExists(app.db, reportedId))) throw notFound('profile', PROFILE_NOT_FOUND);

  const messageIds = await checkedMessageIds(app, input.messageIds ?? [], { senderId: reportedId, recipientId: me.id });
  const details = input.details || null;
  const now = app.clock.now();

  const { reportId, urgent } = await app.db.transaction().execute(async (trx) => {
    await lockReportPair(trx, me.id, reportedId);
    const earlier = await findUndecidedReport(trx, me.id, reportedId);
    const reasons = [...new Set([...(earlier?.reasons ?? []), ...input.reason])];
    const urgent = reasons.some(isUrgent);
    let id: string;
    if (earlier) {
      const merged = mergeDetails(earlier.details, details);
      if (merged !== null && merged.length > REPORT_MERGED_DETAILS_MAX) {
        throw new AppError('VALIDATION_FAILED', REPORT_MESSAGES.detailsFull, {
          reason: 'reportDetailsFull',
          fieldErrors: [{ path: 'details', message: REPORT_MESSAGES.detailsFull }],
        });
      }
      id = earlier.id;
      await updateReport(trx, id, { reasons, details: merged, urgent, now });
    } else {
      id = await insertReport(trx, { reporterId: me.id, reportedUserId: reportedId, reasons, details, urgent, now });
    }
    await addReportMessages(trx, id, messageIds);
    const urgentBefore = (earlier?.reasons ?? []).filter(isUrgent);
    const urgentNow = reasons.filter(isUrgent);
    if (urgentNow.length > urgentBefore.length) {
      await app.jobs.send(
        'reports.urgent-email',
        { reportId: id },
        { transaction: trx, singletonKey: `${id}:${[...urgentNow].sort().join(',')}` },
      );
    }
    return { reportId: id, urgent };
  });
  app.log.info({ reportId, urgent }, 'member reported');

  if (!input.block) return { reportId, blocked: false };
  try {
    await blockMember(app, me, reportedId);
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'CONFLICT' && error.message === ALREADY_BLOCKED)) throw error;
  }
  return { reportId, blocked: true };
}

/** The chosen messages' ids, once each, when every one is a message `pair.senderId` sent `pair.recipientId`. */
async function checkedMessageIds(
  app: FastifyInstance,
  requested: readonly string[],
  pair: { senderId: string; recipientId: string },
): Promise<number[]> {
  const parsed = [...new Set(requested.map(parseMessageId))];
  const ids = parsed.filter((id): id is number => id !== null);
  if (ids.length < parsed.length || (await messagesSentBy(app.db, ids, pair)).length < ids.length) {
    throw new AppError('VALIDATION_FAILED', REPORT_MESSAGES.messagesNotTheirs, {
      reason: 'reportMessagesNotTheirs',
      fieldErrors: [{ path: 'messageIds', message: REPORT_MESSAGES.messagesNotTheirs }],
    });
  }
  return ids;
}

/** The undecided report's details with the new ones after them (a repeat of the same words adds nothing). */
function mergeDetails(before: string | null, added: string | null): string | null {
  if (added === null) return before;
  if (before === null) return added;
  if (before.split('\n\n').includes(added)) return before;
  return `${before}\n\n${added}`;
}

/** GET report/my-reports: the caller's reports, newest first, the reported member by name only. */
export async function listMyReports(app: FastifyInstance, me: Member): Promise<MyReport[]> {
  const rows = await listReportsBy(app.db, me.id, MY_REPORTS_LIMIT);
  return rows.map((row) => ({
    reportId: row.id,
    reportedUserId: row.reportedUserId,
    reportedName: nameOf(row),
    reason: row.reasons,
    details: row.details,
    state: row.state,
    createdAt: new Date(row.createdAt).toISOString(),
    decidedAt: row.decidedAt === null ? null : new Date(row.decidedAt).toISOString(),
  }));
}

/**
 * The urgent-report e-mail to the site's safety address: the report's id, its reasons and when it came, and
 * nothing about either member (staff read the rest in the console, signed in). In English, as the console is.
 */
export function urgentReportEmail(
  brand: Brand,
  report: { id: string; reasons: readonly ReportReason[]; createdAt: Date },
): MailMessage {
  return compose(brand, 'en', brand.supportEmail, 'report-urgent', `Urgent report ${report.id}`, [
    'A member has made a report that needs attention at once (a suspected minor or child sexual abuse material).',
    `Report: ${report.id}`,
    `Reasons: ${report.reasons.join(', ')}`,
    `Received: ${new Date(report.createdAt).toISOString()}`,
    'Open the report in the operations console, where urgent reports come first. This e-mail names no member on purpose.',
  ]);
}

/** `reports.urgent-email`: sent while the report exists and is urgent; a failed send is retried by the queue. */
export async function sendUrgentReportEmail(app: FastifyInstance, reportId: string): Promise<void> {
  const report = await findReportForMail(app.db, reportId);
  if (!report?.urgent) return;
  await app.mailer.send(urgentReportEmail(app.config.brand, report));
}

/** Registers the urgent e-mail's handler (once, with the report routes). */
export function registerReportJobs(app: FastifyInstance): void {
  app.jobs.work('reports.urgent-email', async ({ reportId }) => sendUrgentReportEmail(app, reportId));
}
