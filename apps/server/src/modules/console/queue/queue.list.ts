import type { FastifyInstance } from 'fastify';
import type {
  QueueFilter,
  QueueItem,
  QueueItemsResponse,
  QueueKind,
  QueueSummaryResponse,
} from '@app/shared/console/queue';
import { AppError } from '../../../lib/app-error';
import * as repo from './queue.repository';

/**
 * The queue's list and summary (issue 15 point 2). One order for every view: urgent reports first, then every
 * waiting item by how long it has waited, oldest first; ties by kind and id. `kind` filters that order.
 *
 * - report: undecided reports (`open`, `in-review`), waiting since they were made;
 * - verification: pending requests, since they were sent;
 * - self-correction: open `review_queue` items, since the member's latest change (`updated_at`);
 * - message-flag: messages with a scam flag no one has looked at, since the first such flag (one item per message).
 *
 * Staff accounts are never items (role = 'member').
 */

type Row = repo.WaitingItemRow;

/** The name staff see: first and last name, else the display name, else the e-mail address. */
export function staffName(row: {
  firstName: string | null;
  lastName: string | null;
  displayName: string | null;
  email: string;
}): string {
  const full = [row.firstName, row.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return full || row.displayName?.trim() || row.email;
}

function readCursor(cursor: string | undefined): repo.QueueCursor | null {
  if (!cursor) return null;
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as repo.QueueCursor;
    if (
      typeof value.p === 'number' &&
      typeof value.s === 'string' &&
      typeof value.k === 'string' &&
      typeof value.i === 'string' &&
      !Number.isNaN(Date.parse(value.s))
    )
      return value;
  } catch {
    // fall through
  }
  throw new AppError('VALIDATION_FAILED', 'That page of the queue does not exist. Please start again.', {
    reason: 'consoleQueuePage',
    fieldErrors: [{ path: 'cursor', message: 'Not a cursor of this list.' }],
  });
}

const writeCursor = (row: Row): string =>
  Buffer.from(JSON.stringify({ p: row.priority, s: row.sinceKey, k: row.kind, i: row.id })).toString('base64url');

export function toQueueItem(row: Row): QueueItem {
  return {
    kind: row.kind,
    id: row.id,
    userId: row.userId,
    memberName: staffName(row),
    memberEmail: row.email,
    since: row.since.toISOString(),
    urgent: row.urgent,
    tags: row.tags ?? [],
  };
}

export async function listQueueItems(
  app: FastifyInstance,
  query: { kind: QueueFilter; cursor?: string | undefined; limit: number },
): Promise<Omit<QueueItemsResponse, 'success'>> {
  const cursor = readCursor(query.cursor);
  const rows = await repo.listWaitingItems(app.db, { kind: query.kind, cursor, limit: query.limit + 1 });
  const page = rows.slice(0, query.limit);
  return {
    items: page.map(toQueueItem),
    nextCursor: rows.length > query.limit && page.length ? writeCursor(page[page.length - 1]!) : null,
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Counts per kind (members only), photos awaiting review, and the median time to decision over 30 days. */
export async function queueSummary(app: FastifyInstance): Promise<Omit<QueueSummaryResponse, 'success'>> {
  const counts = await repo.countWaitingItemsByKind(app.db);
  const photos = await repo.countPhotosAwaitingReview(app.db);
  const since = new Date(app.clock.now().getTime() - 30 * DAY_MS);
  const median = await repo.findMedianDecision(app.db, since);
  const byKind = new Map(counts.map((row) => [row.kind, row]));
  const count = (kind: QueueKind) => Number(byKind.get(kind)?.n ?? 0);
  const seconds = median?.seconds;
  return {
    counts: {
      report: count('report'),
      urgentReport: Number(byKind.get('report')?.urgent ?? 0),
      verification: count('verification'),
      'self-correction': count('self-correction'),
      'message-flag': count('message-flag'),
      photos: Number(photos?.n ?? 0),
    },
    medianDecisionSeconds: seconds === null || seconds === undefined ? null : Math.round(Number(seconds)),
    decidedLast30Days: Number(median?.n ?? 0),
  };
}
