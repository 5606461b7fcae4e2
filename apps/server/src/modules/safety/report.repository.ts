import { sql, type Kysely } from 'kysely';
import type { ReportReason, ReportState } from '@app/shared/safety';
import type { Database } from '../../db/schema';

/** The SQL of reporting (the `reports` and `report_messages` tables); a transaction is a `Kysely` too. */

/** The states in which a report is still undecided: a repeat report adds to it rather than starting another. */
export const UNDECIDED_STATES: readonly ReportState[] = ['open', 'in-review'];

/**
 * Holds the reporter's lock on this member for the transaction, so two reports sent at the same moment are served
 * one after the other (the second adds to the first).
 */
export async function lockReportPair(trx: Kysely<Database>, reporterId: string, reportedId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`report:${reporterId}:${reportedId}`}, 0))`.execute(trx);
}

/**
 * Of these message ids, those of the conversation between the two members that `senderId` sent (whatever either
 * removed from their list: the report is evidence, not a view).
 */
export async function messagesSentBy(
  db: Kysely<Database>,
  ids: readonly number[],
  pair: { senderId: string; recipientId: string },
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('messages')
    .select('id')
    .where('id', '=', sql<number>`any(${sql`${[...ids]}::bigint[]`})`)
    .where('senderId', '=', pair.senderId)
    .where('recipientId', '=', pair.recipientId)
    .execute();
  return rows.map((row) => Number(row.id));
}

export type UndecidedReport = {
  id: string;
  reasons: ReportReason[];
  details: string | null;
  urgent: boolean;
};

/** The reporter's undecided report on this member, if any (read under the pair's lock). */
export function findUndecidedReport(
  db: Kysely<Database>,
  reporterId: string,
  reportedId: string,
): Promise<UndecidedReport | undefined> {
  return db
    .selectFrom('reports')
    .select(['id', 'reasons', 'details', 'urgent'])
    .where('reporterId', '=', reporterId)
    .where('reportedUserId', '=', reportedId)
    .where('state', 'in', UNDECIDED_STATES)
    .executeTakeFirst();
}

export async function insertReport(
  db: Kysely<Database>,
  report: {
    reporterId: string;
    reportedUserId: string;
    reasons: ReportReason[];
    details: string | null;
    urgent: boolean;
    now: Date;
  },
): Promise<string> {
  const row = await db
    .insertInto('reports')
    .values({
      reporterId: report.reporterId,
      reportedUserId: report.reportedUserId,
      reasons: report.reasons,
      details: report.details,
      urgent: report.urgent,
      createdAt: report.now,
      updatedAt: report.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateReport(
  db: Kysely<Database>,
  id: string,
  changes: { reasons: ReportReason[]; details: string | null; urgent: boolean; now: Date },
): Promise<void> {
  await db
    .updateTable('reports')
    .set({ reasons: changes.reasons, details: changes.details, urgent: changes.urgent, updatedAt: changes.now })
    .where('id', '=', id)
    .execute();
}

/** Points the report at these messages (those it already points at stay as they are). */
export async function addReportMessages(db: Kysely<Database>, reportId: string, messageIds: number[]): Promise<void> {
  if (messageIds.length === 0) return;
  await db
    .insertInto('reportMessages')
    .values(messageIds.map((messageId) => ({ reportId, messageId })))
    .onConflict((oc) => oc.columns(['reportId', 'messageId']).doNothing())
    .execute();
}

/** What the urgent e-mail names: the report's id and reasons (no member's personal data). */
export function findReportForMail(
  db: Kysely<Database>,
  id: string,
): Promise<{ id: string; reasons: ReportReason[]; urgent: boolean; createdAt: Date } | undefined> {
  return db
    .selectFrom('reports')
    .select(['id', 'reasons', 'urgent', 'createdAt'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export type MyReportRow = {
  id: string;
  reportedUserId: string;
  displayName: string | null;
  firstName: string | null;
  reasons: ReportReason[];
  details: string | null;
  state: ReportState;
  createdAt: Date;
  decidedAt: Date | null;
};

/**
 * The newest `limit` reports `reporterId` made, newest first, with the names of the reported members' profile rows
 * (if any).
 */
export function listReportsBy(db: Kysely<Database>, reporterId: string, limit: number): Promise<MyReportRow[]> {
  return db
    .selectFrom('reports')
    .leftJoin('profiles', 'profiles.userId', 'reports.reportedUserId')
    .select([
      'reports.id',
      'reports.reportedUserId',
      'profiles.displayName',
      'profiles.firstName',
      'reports.reasons',
      'reports.details',
      'reports.state',
      'reports.createdAt',
      'reports.decidedAt',
    ])
    .where('reports.reporterId', '=', reporterId)
    .orderBy('reports.createdAt', 'desc')
    .orderBy('reports.id')
    .limit(limit)
    .execute();
}
