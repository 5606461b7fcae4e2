import type { Kysely, Selectable, Updateable } from 'kysely';
import type { UserType } from '@app/shared/constants';
import type { PlanDto } from '@app/shared/plans';
import type { Database, PlansTable } from '../../db/schema';

export type PlanRow = Selectable<PlansTable>;

/** "29.99" from 2999 (the reference sends prices as dollar strings). */
export function dollars(cents: number): string {
  return (cents / 100).toFixed(2);
}

export function toPlanDto(row: PlanRow): PlanDto {
  return {
    id: row.id,
    planName: row.planName,
    price: dollars(row.priceCents),
    priceCents: row.priceCents,
    currency: 'AUD',
    durationInMonths: row.durationInMonths,
    description: row.description,
    planType: row.planType,
    tier: row.tier,
    featureList: row.featureList,
    features: row.features,
    highlighted: row.highlighted,
  };
}

/** The plans on sale, in display order. */
export async function listActivePlans(db: Kysely<Database>): Promise<PlanRow[]> {
  return db.selectFrom('plans').selectAll().where('active', '=', true).orderBy('sortOrder').orderBy('id').execute();
}

export async function findPlanRow(db: Kysely<Database>, id: string): Promise<PlanRow | undefined> {
  return db.selectFrom('plans').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Every plan row, on sale or not, in display order. */
export async function listAllPlans(db: Kysely<Database>): Promise<PlanRow[]> {
  return db.selectFrom('plans').selectAll().orderBy('sortOrder').orderBy('id').execute();
}

/** A plan of `tier`, those on sale first, in display order. */
export async function findFirstPlanOfTier(db: Kysely<Database>, tier: UserType): Promise<PlanRow | undefined> {
  return db
    .selectFrom('plans')
    .selectAll()
    .where('tier', '=', tier)
    .orderBy('active', 'desc')
    .orderBy('sortOrder')
    .executeTakeFirst();
}

export async function updatePlanRow(
  db: Kysely<Database>,
  planId: string,
  set: Updateable<PlansTable>,
): Promise<PlanRow> {
  return db.updateTable('plans').set(set).where('id', '=', planId).returningAll().executeTakeFirstOrThrow();
}
