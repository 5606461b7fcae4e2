import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import { FUNNEL_STEPS } from '@app/shared/analytics';
import type { AnalyticsEventsTable, Database } from '../../db/schema';

/** Every SQL statement of analytics (architecture: repositories are the only place SQL lives). */

type Db = Kysely<Database> | Transaction<Database>;

export async function insertEvents(db: Db, rows: Insertable<AnalyticsEventsTable>[]): Promise<void> {
  await db.insertInto('analyticsEvents').values(rows).execute();
}

/** Page views per path in [from, to), most viewed first. */
export function listPageViews(
  db: Db,
  from: Date,
  to: Date,
): Promise<Array<{ path: string | null; views: number; visitors: number }>> {
  return db
    .selectFrom('analyticsEvents')
    .select([
      'path',
      sql<number>`count(*)::int`.as('views'),
      sql<number>`count(distinct visitor_id)::int`.as('visitors'),
    ])
    .where('type', '=', 'page_view')
    .where('createdAt', '>=', from)
    .where('createdAt', '<', to)
    .groupBy('path')
    .orderBy('views', 'desc')
    .orderBy('path')
    .execute();
}

/** Page views and distinct visitors in [from, to). */
export function countTotals(db: Db, from: Date, to: Date): Promise<{ pageViews: number; visitors: number }> {
  return db
    .selectFrom('analyticsEvents')
    .select([
      sql<number>`(count(*) filter (where type = 'page_view'))::int`.as('pageViews'),
      sql<number>`count(distinct visitor_id)::int`.as('visitors'),
    ])
    .where('createdAt', '>=', from)
    .where('createdAt', '<', to)
    .executeTakeFirstOrThrow();
}

/**
 * The funnel's counts in [from, to), one row: `v<i>`, visitors who have step i at all, and `o<i>`, visitors whose
 * first times are in funnel order up to step i (i in FUNNEL_STEPS order); undefined when there is no row.
 */
export async function countFunnel(db: Db, from: Date, to: Date): Promise<Record<string, number> | undefined> {
  // One row per visitor with the first time they reached each step (t0 … tN), then two counts per step: visitors
  // who have the step at all (vI), and visitors whose first times are in funnel order up to this step (oI).
  const t = (index: number) => sql.ref(`t${index}`);
  const firstTimes = sql.join(
    FUNNEL_STEPS.map((step, index) => sql`min(first_at) filter (where step = ${step}) as ${t(index)}`),
  );
  const counts = sql.join(
    FUNNEL_STEPS.flatMap((_step, index) => {
      const chain = FUNNEL_STEPS.slice(1, index + 1).map((_s, k) => sql`${t(k)} <= ${t(k + 1)}`);
      const inOrder = chain.length ? sql.join(chain, sql` and `) : sql`${t(0)} is not null`;
      return [
        sql`count(${t(index)})::int as ${sql.ref(`v${index}`)}`,
        sql`(count(*) filter (where ${inOrder}))::int as ${sql.ref(`o${index}`)}`,
      ];
    }),
  );
  const result = await sql<Record<string, number>>`
    with firsts as (
      select visitor_id, step, min(created_at) as first_at
      from analytics_events
      where type = 'funnel' and created_at >= ${from} and created_at < ${to}
      group by visitor_id, step
    ), per_visitor as (
      select visitor_id, ${firstTimes}
      from firsts
      group by visitor_id
    )
    select ${counts} from per_visitor`.execute(db);
  return result.rows[0];
}

/** Deletes the events created before `cutoff`; how many went. */
export async function deleteEventsBefore(db: Db, cutoff: Date): Promise<number> {
  const result = await db.deleteFrom('analyticsEvents').where('createdAt', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
