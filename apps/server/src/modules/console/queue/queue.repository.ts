import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { QueueFilter, QueueKind } from '@app/shared/console/queue';
import type { Database } from '../../../db/schema';

/** The SQL of the moderation queue: its items, list, summary, evidence and decisions (the queue files decide). */

type Db = Kysely<Database> | Transaction<Database>;

// ---- one item ---------------------------------------------------------------------------------------------------

export function findReport(db: Db, id: string, lock: boolean) {
  let query = db.selectFrom('reports').selectAll().where('id', '=', id);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

export function findVerificationRequest(db: Db, id: string, lock: boolean) {
  let query = db.selectFrom('verificationRequests').selectAll().where('id', '=', id);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

export function findSelfCorrection(db: Db, id: string, lock: boolean) {
  let query = db.selectFrom('reviewQueue').selectAll().where('id', '=', id).where('kind', '=', 'self-correction');
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** Every flag of the message, oldest first, with the message's sender. */
export function listMessageFlags(db: Db, messageId: number, lock: boolean) {
  let query = db
    .selectFrom('messageFlags as f')
    .innerJoin('messages as m', 'm.id', 'f.messageId')
    .select(['m.senderId', 'f.kind', 'f.createdAt', 'f.reviewedAt'])
    .where('f.messageId', '=', messageId)
    .orderBy('f.createdAt');
  if (lock) query = query.forUpdate();
  return query.execute();
}

export function findAccountRole(db: Db, userId: string) {
  return db.selectFrom('users').select('role').where('id', '=', userId).executeTakeFirst();
}

// ---- the list and the summary -----------------------------------------------------------------------------------

/** Every waiting item, as one relation (kind, id, user_id, priority, since, urgent, tags). */
const waitingItems: RawBuilder<unknown> = sql`
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

export type WaitingItemRow = {
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

/** The queue's cursor: the last row's priority, since (as `sinceKey`), kind and id. */
export type QueueCursor = { p: number; s: string; k: string; i: string };

/**
 * Waiting items with their member (members only), in the queue's order (priority, since, kind, id), of `kind`
 * unless 'all', after the cursor; `limit` rows at most.
 */
export async function listWaitingItems(
  db: Db,
  filter: { kind: QueueFilter; cursor: QueueCursor | null; limit: number },
): Promise<WaitingItemRow[]> {
  const { cursor } = filter;
  const conditions: RawBuilder<unknown>[] = [sql`true`];
  if (filter.kind !== 'all') conditions.push(sql`w.kind = ${filter.kind}`);
  if (cursor) {
    conditions.push(
      sql`(w.priority, w.since, w.kind, w.id) > (${cursor.p}::int, ${cursor.s}::timestamptz, ${cursor.k}::text, ${cursor.i}::text)`,
    );
  }
  const where = sql.join(conditions, sql` and `);
  const { rows } = await sql<WaitingItemRow>`
    select w.kind, w.id, w.user_id, w.priority::int as priority, w.since,
           to_char(w.since at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as since_key,
           w.urgent, w.tags, u.email, p.first_name, p.last_name, p.display_name
      from (${waitingItems}) w
      join users u on u.id = w.user_id and u.role = 'member'
      left join profiles p on p.user_id = w.user_id
     where ${where}
     order by w.priority, w.since, w.kind, w.id
     limit ${filter.limit}`.execute(db);
  return rows.map((row) => ({ ...row, priority: Number(row.priority), since: new Date(row.since) }));
}

/** Waiting items per kind (members only), and how many of them are urgent. */
export async function countWaitingItemsByKind(db: Db) {
  const { rows } = await sql<{ kind: QueueKind; n: string; urgent: string }>`
    select w.kind, count(*) as n, count(*) filter (where w.urgent) as urgent
      from (${waitingItems}) w
      join users u on u.id = w.user_id and u.role = 'member'
     group by w.kind`.execute(db);
  return rows;
}

/** Members' photos awaiting review. */
export async function countPhotosAwaitingReview(db: Db) {
  const { rows } = await sql<{ n: string }>`
    select count(*) as n
      from photos ph
      join users u on u.id = ph.user_id and u.role = 'member'
     where ph.reviewed_at is null`.execute(db);
  return rows[0];
}

/** The median time from report to decision of the reports decided since `since`, and how many there were. */
export async function findMedianDecision(db: Db, since: Date) {
  const { rows } = await sql<{ seconds: string | number | null; n: string }>`
    select percentile_cont(0.5) within group (order by extract(epoch from (decided_at - created_at))) as seconds,
           count(*) as n
      from reports
     where decided_at is not null and decided_at >= ${since}`.execute(db);
  return rows[0];
}

// ---- evidence ---------------------------------------------------------------------------------------------------

/** A member (never a staff account) with their profile's names and about text (in a second language too). */
export function findMemberForEvidence(db: Db, userId: string) {
  return db
    .selectFrom('users as u')
    .leftJoin('profiles as p', 'p.userId', 'u.id')
    .select([
      'u.id',
      'u.email',
      'u.usertype',
      'u.createdAt',
      'u.verifiedAt',
      'p.firstName',
      'p.lastName',
      'p.displayName',
      'p.about',
      'p.aboutSecond',
      'p.aboutSecondLanguage',
    ])
    .where('u.id', '=', userId)
    .where('u.role', '=', 'member')
    .executeTakeFirst();
}

/** Every photo of the member, pending ones too, in order. */
export function listMemberPhotos(db: Db, userId: string) {
  return db
    .selectFrom('photos')
    .select(['id', 'position', 'reviewStatus'])
    .where('userId', '=', userId)
    .orderBy('position')
    .execute();
}

export function findOpenSuspension(db: Db, userId: string) {
  return db
    .selectFrom('suspensions')
    .select(['reason', 'suspendedAt', 'unsuspendAt'])
    .where('userId', '=', userId)
    .where('liftedAt', 'is', null)
    .executeTakeFirst();
}

export function findAccountSuspension(db: Db, userId: string) {
  return db.selectFrom('users').select(['suspendedAt', 'suspensionReason']).where('id', '=', userId).executeTakeFirst();
}

/** Reports about the member (only undecided ones with 'open'), newest first, with their reporter; `limit` at most. */
export function listReportsAbout(db: Db, userId: string, which: 'open' | 'all', limit: number) {
  let query = db
    .selectFrom('reports as r')
    .leftJoin('profiles as p', 'p.userId', 'r.reporterId')
    .leftJoin('users as u', 'u.id', 'r.reporterId')
    .select([
      'r.id',
      'r.reasons',
      'r.details',
      'r.urgent',
      'r.state',
      'r.createdAt',
      'r.decidedAt',
      'r.decisionNote',
      'r.reporterId',
      'p.firstName',
      'p.lastName',
      'p.displayName',
      'u.email',
    ])
    .where('r.reportedUserId', '=', userId)
    .orderBy('r.createdAt', 'desc')
    .orderBy('r.id')
    .limit(limit);
  if (which === 'open') query = query.where('r.state', 'in', ['open', 'in-review']);
  return query.execute();
}

/**
 * For each message named, at most `around` messages before and after it in the same conversation (the pair's own
 * index range).
 */
export async function listContextMessageIds(db: Db, ids: readonly number[], around: number) {
  const { rows } = await sql<{ id: string | number }>`
    select n.id
      from messages e
      cross join lateral (
        (select b.id from messages b
          where b.member_low = e.member_low and b.member_high = e.member_high and b.id < e.id
          order by b.id desc limit ${around})
        union all
        (select a.id from messages a
          where a.member_low = e.member_low and a.member_high = e.member_high and a.id > e.id
          order by a.id asc limit ${around})
      ) n
     where e.id in (${sql.join(ids)})`.execute(db);
  return rows;
}

export function listMessagesByIds(db: Db, ids: readonly number[]) {
  return db
    .selectFrom('messages')
    .select(['id', 'senderId', 'recipientId', 'memberLow', 'memberHigh', 'text', 'fileId', 'createdAt'])
    .where('id', 'in', ids)
    .orderBy('id')
    .execute();
}

export function listFlagsOfMessages(db: Db, ids: readonly number[]) {
  return db.selectFrom('messageFlags').select(['messageId', 'kind']).where('messageId', 'in', ids).execute();
}

/** The accounts with their profile's names. */
export function listNamedAccounts(db: Db, userIds: readonly string[]) {
  return db
    .selectFrom('users as u')
    .leftJoin('profiles as p', 'p.userId', 'u.id')
    .select(['u.id', 'u.email', 'p.firstName', 'p.lastName', 'p.displayName'])
    .where('u.id', 'in', userIds)
    .execute();
}

/**
 * The messages of the reports about the member: the undecided reports', and with `reportId` that report's too.
 */
export function listReportedMessageIds(db: Db, userId: string, reportId: string | null) {
  return db
    .selectFrom('reportMessages as rm')
    .innerJoin('reports as r', 'r.id', 'rm.reportId')
    .select('rm.messageId')
    .where('r.reportedUserId', '=', userId)
    .where((eb) =>
      reportId !== null
        ? eb.or([eb('r.state', 'in', ['open', 'in-review']), eb('r.id', '=', reportId)])
        : eb('r.state', 'in', ['open', 'in-review']),
    )
    .execute();
}

/** Staff actions about the member other than views, newest first; `limit` at most. */
export function listStaffDecisionsAbout(db: Db, userId: string, limit: number) {
  return db
    .selectFrom('staffAuditLog')
    .selectAll()
    .where('subjectUserId', '=', userId)
    .where('action', '<>', 'member.viewed')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

// ---- decisions --------------------------------------------------------------------------------------------------

/** An account with its role, suspension and profile's names and about text. */
export function findAccountWithProfile(db: Db, userId: string) {
  return db
    .selectFrom('users as u')
    .leftJoin('profiles as p', 'p.userId', 'u.id')
    .select(['u.id', 'u.email', 'u.role', 'u.suspendedAt', 'p.firstName', 'p.lastName', 'p.displayName', 'p.about'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
}

export async function closeSelfCorrection(
  db: Db,
  id: string,
  close: { closedBy: string; closeNote: string; now: Date },
): Promise<void> {
  await db
    .updateTable('reviewQueue')
    .set({
      state: 'closed',
      closedAt: close.now,
      closedBy: close.closedBy,
      closeNote: close.closeNote,
      updatedAt: close.now,
    })
    .where('id', '=', id)
    .where('state', '=', 'open')
    .execute();
}

export async function markMessageFlagsReviewed(db: Db, messageId: number, reviewedBy: string, now: Date) {
  await db
    .updateTable('messageFlags')
    .set({ reviewedAt: now, reviewedBy })
    .where('messageId', '=', messageId)
    .where('reviewedAt', 'is', null)
    .execute();
}

/** Decides every undecided report about the member; returns the ids decided. */
export function decideOpenReportsAbout(
  db: Db,
  userId: string,
  decision: { dismissed: boolean; decidedBy: string; decisionNote: string; now: Date },
) {
  return db
    .updateTable('reports')
    .set({
      state: decision.dismissed ? 'dismissed' : 'actioned',
      decidedAt: decision.now,
      decidedBy: decision.decidedBy,
      decisionNote: decision.decisionNote,
      updatedAt: decision.now,
    })
    .where('reportedUserId', '=', userId)
    .where('state', 'in', ['open', 'in-review'])
    .returning('id')
    .execute();
}

/**
 * Removes the member's about text and its text in a second language (one decision covers both: they are the same
 * text for the team); undefined when there was neither.
 */
export function removeAbout(db: Db, userId: string, now: Date) {
  return db
    .updateTable('profiles')
    .set({ about: null, aboutSecond: null, aboutSecondLanguage: null, updatedAt: now })
    .where('userId', '=', userId)
    .where((eb) => eb.or([eb('about', 'is not', null), eb('aboutSecond', 'is not', null)]))
    .returning('userId')
    .executeTakeFirst();
}

/** Suspended members, most recently suspended first, with their open suspension and whether a correction waits. */
export function listSuspendedMemberRows(db: Db, limit: number) {
  return db
    .selectFrom('users as u')
    .leftJoin('profiles as p', 'p.userId', 'u.id')
    .leftJoin('suspensions as s', (join) => join.onRef('s.userId', '=', 'u.id').on('s.liftedAt', 'is', null))
    .select([
      'u.id',
      'u.email',
      'u.suspendedAt',
      'u.suspensionReason',
      's.reason',
      's.unsuspendAt',
      'p.firstName',
      'p.lastName',
      'p.displayName',
    ])
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('reviewQueue as q')
            .select('q.id')
            .whereRef('q.userId', '=', 'u.id')
            .where('q.kind', '=', 'self-correction')
            .where('q.state', '=', 'open'),
        )
        .as('correctionPending'),
    )
    .where('u.role', '=', 'member')
    .where('u.suspendedAt', 'is not', null)
    .orderBy('u.suspendedAt', 'desc')
    .limit(limit)
    .execute();
}
