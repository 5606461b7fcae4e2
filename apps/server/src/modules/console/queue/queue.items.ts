import type { Kysely, Transaction } from 'kysely';
import type { QueueKind } from '@app/shared/console/queue';
import type { Database } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';

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

export const ITEM_DECIDED: Record<QueueKind, string> = {
  report: 'That report has already been decided.',
  verification: 'That verification request has already been decided.',
  'self-correction': 'That correction has already been reviewed.',
  'message-flag': 'That flagged message has already been looked at.',
};

/** The item, or 404 in its own words (never the console gate's). `lock`: the row is locked for the transaction. */
export async function resolveItem(db: Db, kind: QueueKind, id: string, lock = false): Promise<ResolvedItem> {
  const missing = () => new AppError('NOT_FOUND', ITEM_NOT_FOUND[kind]);
  if (kind === 'message-flag' ? !MESSAGE_ID.test(id) : !UUID.test(id)) throw missing();
  let item: ResolvedItem | null = null;
  if (kind === 'report') {
    let query = db.selectFrom('reports').selectAll().where('id', '=', id);
    if (lock) query = query.forUpdate();
    const row = await query.executeTakeFirst();
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
    let query = db.selectFrom('verificationRequests').selectAll().where('id', '=', id);
    if (lock) query = query.forUpdate();
    const row = await query.executeTakeFirst();
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
    let query = db.selectFrom('reviewQueue').selectAll().where('id', '=', id).where('kind', '=', 'self-correction');
    if (lock) query = query.forUpdate();
    const row = await query.executeTakeFirst();
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
    let query = db
      .selectFrom('messageFlags as f')
      .innerJoin('messages as m', 'm.id', 'f.messageId')
      .select(['m.senderId', 'f.kind', 'f.createdAt', 'f.reviewedAt'])
      .where('f.messageId', '=', messageId)
      .orderBy('f.createdAt');
    if (lock) query = query.forUpdate();
    const rows = await query.execute();
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
  const member = await db.selectFrom('users').select('role').where('id', '=', item.userId).executeTakeFirst();
  if (member?.role !== 'member') throw missing();
  return item;
}
