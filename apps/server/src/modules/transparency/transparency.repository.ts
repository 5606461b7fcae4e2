import { sql, type Kysely, type Transaction } from 'kysely';
import { TRANSPARENCY_ACTIONS } from '@app/shared/transparency';
import type { Database } from '../../db/schema';

/** Every SQL statement of the transparency report (architecture: repositories are the only place SQL lives). */

type Db = Kysely<Database> | Transaction<Database>;
/** A period [start, end). */
type Period = { start: Date; end: Date };

/** When the first moderation data was recorded (a report, a counted staff action, a suspension, a verification). */
export async function findEarliestModeration(db: Db): Promise<{ earliest: Date | null }> {
  return sql<{ earliest: Date | null }>`
    select least(
      (select min(created_at) from reports),
      (select min(at) from staff_audit_log where action in (${sql.join([...TRANSPARENCY_ACTIONS])})),
      (select min(suspended_at) from suspensions),
      (select min(created_at) from verification_requests)
    ) as earliest`
    .execute(db)
    .then((result) => result.rows[0] ?? { earliest: null });
}

/** Reports received in the period. */
export function countReports(db: Db, { start, end }: Period): Promise<{ count: number }> {
  return db
    .selectFrom('reports')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('createdAt', '>=', start)
    .where('createdAt', '<', end)
    .executeTakeFirstOrThrow();
}

/** Reports received in the period, per reason (a report with several reasons counts for each). */
export function countReportsByReason(
  db: Db,
  { start, end }: Period,
): Promise<Array<{ reason: string; count: number }>> {
  return db
    .selectFrom('reports')
    .select([sql<string>`unnest(reasons)`.as('reason'), sql<number>`count(*)::int`.as('count')])
    .where('createdAt', '>=', start)
    .where('createdAt', '<', end)
    .groupBy(sql`1`)
    .execute();
}

/** The counted staff actions taken in the period, per action. */
export function countStaffActions(db: Db, { start, end }: Period) {
  return db
    .selectFrom('staffAuditLog')
    .select(['action', sql<number>`count(*)::int`.as('count')])
    .where('action', 'in', [...TRANSPARENCY_ACTIONS])
    .where('at', '>=', start)
    .where('at', '<', end)
    .groupBy('action')
    .execute();
}

/** Reports decided in the period, and the median seconds from a report to its decision. */
export function countReportDecisions(
  db: Db,
  { start, end }: Period,
): Promise<{ count: number; medianSeconds: number | null }> {
  return db
    .selectFrom('reports')
    .select([
      sql<number>`count(*)::int`.as('count'),
      sql<number | null>`percentile_cont(0.5) within group (order by extract(epoch from decided_at - created_at))`.as(
        'medianSeconds',
      ),
    ])
    .where('state', 'in', ['actioned', 'dismissed'])
    .where('decidedAt', '>=', start)
    .where('decidedAt', '<', end)
    .executeTakeFirstOrThrow();
}

/** Members suspended in the period (each once). */
export function countSuspendedMembers(db: Db, { start, end }: Period): Promise<{ count: number }> {
  return db
    .selectFrom('suspensions')
    .select(sql<number>`count(distinct user_id)::int`.as('count'))
    .where('suspendedAt', '>=', start)
    .where('suspendedAt', '<', end)
    .executeTakeFirstOrThrow();
}

/** Verification requests submitted, approved and declined in the period. */
export function countVerifications(
  db: Db,
  { start, end }: Period,
): Promise<{ submitted: number; approved: number; rejected: number }> {
  return db
    .selectFrom('verificationRequests')
    .select([
      sql<number>`(count(*) filter (where created_at >= ${start} and created_at < ${end}))::int`.as('submitted'),
      sql<number>`(count(*) filter (where state = 'approved' and decided_at >= ${start} and decided_at < ${end}))::int`.as(
        'approved',
      ),
      sql<number>`(count(*) filter (where state = 'declined' and decided_at >= ${start} and decided_at < ${end}))::int`.as(
        'rejected',
      ),
    ])
    .executeTakeFirstOrThrow();
}
