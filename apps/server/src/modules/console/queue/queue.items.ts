import type { Kysely, Transaction } from 'kysely';
import type { ErrorReason } from '@app/shared';
import type { QueueKind } from '@app/shared/console/queue';
import type { Database } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import * as repo from './queue.repository';

type Db = Kysely<Database> | Transaction<Database>;

/** One queue item's row, whatever its kind: whom it is about and whether it still waits. */
export type ResolvedItem = {
  kind: QueueKind;
  id: string;
  userId: string;
  open: boolean;
  since: Date;
  urgent: boolean;
  tags: string[];
  payload: unknown;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MESSAGE_ID = /^[1-9]\d{0,17}$/;

export const ITEM_NOT_FOUND: Record<QueueKind, string> = {
  report: 'That report does not exist.',
  verification: 'That verification request does not exist.',
  'self-correction': 'That correction does not exist.',
  'message-flag': 'That flagged message does not exist.',
};

const ITEM_NOT_FOUND_REASON = {
  report: 'consoleReport',
  verification: 'consoleVerificationRequest',
  'self-correction': 'consoleCorrection',
  'message-flag': 'consoleFlaggedMessage',
} as const satisfies Record<QueueKind, ErrorReason<'NOT_FOUND'>>;

export const ITEM_DECIDED: Record<QueueKind, string> = {
  report: 'That report has already been decided.',
  verification: 'That verification request has already been decided.',
  'self-correction': 'That correction has already been reviewed.',
  'message-flag': 'That flagged message has already been looked at.',
};

/** The item, or 404 in its own words (never the console gate's). `lock`: the row is locked for the transaction. */
export async function resolveItem(db: Db, kind: QueueKind, id: string, lock = false): Promise<ResolvedItem> {
  const missing = () => new AppError('NOT_FOUND', ITEM_NOT_FOUND[kind], { reason: ITEM_NOT_FOUND_REASON[kind] });
  if (kind === 'message-flag' ? !MESSAGE_ID.test(id) : !UUID.test(id)) throw missing();
  let item: ResolvedItem | null = null;
  if (kind === 'report') {
    const row = await repo.findReport(db, id, lock);
    if (row)
      item = {
        kind,
        id,
        userId: row.reportedUserId,
        open: row.state === 'open' || row.state === 'in-review',
        since: row.createdAt,
        urgent: row.urgent,
        tags: row.reasons,
        payload: null,
      };
  } else if (kind === 'verification') {
    const row = await repo.findVerificationRequest(db, id, lock);
    if (row)
      item = {
        kind,
        id,
        userId: row.userId,
        open: row.state === 'pending',
        since: row.createdAt,
        urgent: false,
        tags: [],
        payload: null,
      };
  } else if (kind === 'self-correction') {
    const row = await repo.findSelfCorrection(db, id, lock);
    if (row) {
      const payload = (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as {
        changed?: string[];
      } | null;
      item = {
        kind,
        id,
        userId: row.userId,
        open: row.state === 'open',
        since: row.updatedAt,
        urgent: false,
        tags: payload?.changed ?? [],
        payload,
      };
    }
  } else {
    const messageId = Number(id);
    const rows = await repo.listMessageFlags(db, messageId, lock);
    const first = rows[0];
    if (first)
      item = {
        kind,
        id,
        userId: first.senderId,
        open: rows.some((row) => row.reviewedAt === null),
        since: first.createdAt,
        urgent: false,
        tags: rows.map((row) => row.kind).sort(),
        payload: null,
      };
  }
  if (!item) throw missing();
  // Staff accounts are never queue items.
  const member = await repo.findAccountRole(db, item.userId);
  if (member?.role !== 'member') throw missing();
  return item;
}
