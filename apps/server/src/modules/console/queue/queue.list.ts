import type { FastifyInstance } from 'fastify';
import { sql, type RawBuilder } from 'kysely';
import type {
  QueueFilter,
  QueueItem,
  QueueItemsResponse,
  QueueKind,
  QueueSummaryResponse,
} from '@app/shared/console/queue';
import { AppError } from '../../../lib/app-error';

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

type Row = {
  kind: QueueKind;
  id: string;
  userId: string;
  priority: number;
  since: Date;
  sinceKey: string;
  urgent: boolean;
  tags: string[] | null;
  email: string;
  firstName: string | null;
  lastName: string | null;
  displayName: string | null;
};

/** Every waiting item, as one relation (kind, id, user_id, priority, since, urgent, tags). */
export const waitingItems: RawBuilder<unknown> = sql`
  select 'report'::text as kind, r.id::text as id, r.reported_user_id as user_id,
         case when r.urgent then 0 else 1 end as priority, r.created_at as since, r.urgent, r.reasons as tags
    from reports r
   where r.state in ('open', 'in-review')
  union all
  select 'verification', v.id::text, v.user_id, 1, v.created_at, false, array[]::text[]
    from verification_requests v
   where v.state = 'pending'
  union all
  select 'self-correction', q.id::text, q.user_id, 1, q.updated_at, false,
         array(select jsonb_array_elements_text(coalesce(q.payload -> 'changed', '[]'::jsonb)))
    from review_queue q
   where q.state = 'open' and q.kind = 'self-correction'
  union all
  select 'message-flag', f.message_id::text, m.sender_id, 1, min(f.created_at), false,
         array_agg(f.kind::text order by f.kind::text)
    from message_flags f
    join messages m on m.id = f.message_id
   where f.reviewed_at is null
   group by f.message_id, m.sender_id`;

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

type Cursor = { p: number; s: string; k: string; i: string };

function readCursor(cursor: string | undefined): Cursor | null {
  if (!cursor) return null;
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Cursor;
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
  throw new AppError('VALIDATION_FAILED', 'That page of the queue does not exist. Please start again.', [
    { path: 'cursor', message: 'Not a cursor of this list.' },
  ]);
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

/** Selects waiting items with their member, in the queue's order, narrowed by `where`. */
export async function selectItems(app: FastifyInstance, where: RawBuilder<unknown>, limit: number): Promise<Row[]> {
  const { rows } = await sql<Row>`
    select w.kind, w.id, w.user_id, w.priority::int as priority, w.since,
           to_char(w.since at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as since_key,
           w.urgent, w.tags, u.email, p.first_name, p.last_name, p.display_name
      from (${waitingItems}) w
      join users u on u.id = w.user_id and u.role = 'member'
      left join profiles p on p.user_id = w.user_id
     where ${where}
     order by w.priority, w.since, w.kind, w.id
     limit ${limit}`.execute(app.db);
  return rows.map((row) => ({ ...row, priority: Number(row.priority), since: new Date(row.since) }));
}

export async function listQueueItems(
  app: FastifyInstance,
  query: { kind: QueueFilter; cursor?: string | undefined; limit: number },
): Promise<Omit<QueueItemsResponse, 'success'>> {
  const cursor = readCursor(query.cursor);
  const conditions: RawBuilder<unknown>[] = [sql`true`];
  if (query.kind !== 'all') conditions.push(sql`w.kind = ${query.kind}`);
  if (cursor) {
    conditions.push(
      sql`(w.priority, w.since, w.kind, w.id) > (${cursor.p}::int, ${cursor.s}::timestamptz, ${cursor.k}::text, ${cursor.i}::text)`,
    );
  }
  const rows = await selectItems(app, sql.join(conditions, sql` and `), query.limit + 1);
  const page = rows.slice(0, query.limit);
  return {
    items: page.map(toQueueItem),
    nextCursor: rows.length > query.limit && page.length ? writeCursor(page[page.length - 1]!) : null,
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Counts per kind (members only), photos awaiting review, and the median time to decision over 30 days. */
export async function queueSummary(app: FastifyInstance): Promise<Omit<QueueSummaryResponse, 'success'>> {
  const counts = await sql<{ kind: QueueKind; n: string; urgent: string }>`
    select w.kind, count(*) as n, count(*) filter (where w.urgent) as urgent
      from (${waitingItems}) w
      join users u on u.id = w.user_id and u.role = 'member'
     group by w.kind`.execute(app.db);
  const photos = await sql<{ n: string }>`
    select count(*) as n
      from photos ph
      join users u on u.id = ph.user_id and u.role = 'member'
     where ph.reviewed_at is null`.execute(app.db);
  const since = new Date(app.clock.now().getTime() - 30 * DAY_MS);
  const median = await sql<{ seconds: string | number | null; n: string }>`
    select percentile_cont(0.5) within group (order by extract(epoch from (decided_at - created_at))) as seconds,
           count(*) as n
      from reports
     where decided_at is not null and decided_at >= ${since}`.execute(app.db);
  const byKind = new Map(counts.rows.map((row) => [row.kind, row]));
  const count = (kind: QueueKind) => Number(byKind.get(kind)?.n ?? 0);
  const seconds = median.rows[0]?.seconds;
  return {
    counts: {
      report: count('report'),
      urgentReport: Number(byKind.get('report')?.urgent ?? 0),
      verification: count('verification'),
      'self-correction': count('self-correction'),
      'message-flag': count('message-flag'),
      photos: Number(photos.rows[0]?.n ?? 0),
    },
    medianDecisionSeconds: seconds === null || seconds === undefined ? null : Math.round(Number(seconds)),
    decidedLast30Days: Number(median.rows[0]?.n ?? 0),
  };
}
