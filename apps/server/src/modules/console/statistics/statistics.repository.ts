import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../../db/schema';

/** The SQL of the console's statistics (statistics.service.ts shapes the answers). Members only: `role = 'member'`. */

type Db = Kysely<Database> | Transaction<Database>;

const utcDay = (column: string) => sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD')`;

/** All members, and those active since `weekAgo` and since `monthAgo`. */
export function countMembers(db: Db, weekAgo: Date, monthAgo: Date) {
  return db
    .selectFrom('users')
    .select([
      sql<number>`count(*)::int`.as('total'),
      sql<number>`(count(*) filter (where last_active_at >= ${weekAgo}))::int`.as('active7'),
      sql<number>`(count(*) filter (where last_active_at >= ${monthAgo}))::int`.as('active30'),
    ])
    .where('role', '=', 'member')
    .executeTakeFirstOrThrow();
}

/** A paid plan: a completed payment (not complimentary) that was not refunded (`cancelled`). */
function paidSubscriptions(db: Db) {
  return db
    .selectFrom('subscriptions as s')
    .innerJoin('users as u', 'u.id', 's.userId')
    .where('u.role', '=', 'member')
    .where('s.paymentStatus', '=', 'Completed')
    .where('s.status', '<>', 'cancelled');
}

/** The members with a paid plan running at `now`, and whether one of theirs is Exclusive. */
export function listRunningPaidMembers(db: Db, now: Date) {
  return paidSubscriptions(db)
    .where('s.startsAt', '<=', now)
    .where('s.endsAt', '>', now)
    .select(['s.userId', sql<boolean>`bool_or(s.tier = 'Exclusive')`.as('exclusive')])
    .groupBy('s.userId')
    .execute();
}

/** How many members ever paid. */
export function countMembersEverPaid(db: Db) {
  return paidSubscriptions(db)
    .select(sql<number>`count(distinct s.user_id)::int`.as('count'))
    .executeTakeFirstOrThrow();
}

/** Members who joined in [start, end), per UTC day (days with none are absent). */
export function countNewMembersByDay(db: Db, start: Date, end: Date) {
  return db
    .selectFrom('users')
    .select([utcDay('created_at').as('day'), sql<number>`count(*)::int`.as('count')])
    .where('role', '=', 'member')
    .where('createdAt', '>=', start)
    .where('createdAt', '<', end)
    .groupBy(sql`1`)
    .execute();
}

/** Members by their answer to question 1 ("I am a…"; null when unanswered). */
export function countMembersByGenderAnswer(db: Db) {
  return db
    .selectFrom('users as u')
    .leftJoin('questionnaireAnswers as qa', (join) => join.onRef('qa.userId', '=', 'u.id').on('qa.questionId', '=', 1))
    .select([sql<string | null>`qa.answer #>> '{}'`.as('gender'), sql<number>`count(*)::int`.as('count')])
    .where('u.role', '=', 'member')
    .groupBy(sql`1`)
    .execute();
}

/** One batch of member ids in id order, after `after` (from the first when null). */
export async function listMemberIdsAfter(db: Db, after: string | null, limit: number): Promise<string[]> {
  let select = db.selectFrom('users').select('id').where('role', '=', 'member').orderBy('id').limit(limit);
  if (after) select = select.where('id', '>', after);
  return (await select.execute()).map((row) => row.id);
}

/** Connection requests sent in [start, end), per UTC day. */
export function countConnectionRequestsByDay(db: Db, start: Date, end: Date) {
  return db
    .selectFrom('connections')
    .select([utcDay('created_at').as('day'), sql<number>`count(*)::int`.as('count')])
    .where('createdAt', '>=', start)
    .where('createdAt', '<', end)
    .groupBy(sql`1`)
    .execute();
}

/**
 * Connection requests accepted in [start, end), per UTC day. An acceptance is dated by `accepted_at`; rows
 * accepted before that column existed fall back to `responded_at` while still accepted.
 */
export function countConnectionAcceptancesByDay(db: Db, start: Date, end: Date) {
  const acceptedAt = sql<Date>`coalesce(accepted_at, case when status = 'accepted' then responded_at end)`;
  return db
    .selectFrom('connections')
    .select([
      sql<string>`to_char(${acceptedAt} at time zone 'UTC', 'YYYY-MM-DD')`.as('day'),
      sql<number>`count(*)::int`.as('count'),
    ])
    .where(acceptedAt, '>=', start)
    .where(acceptedAt, '<', end)
    .groupBy(sql`1`)
    .execute();
}
