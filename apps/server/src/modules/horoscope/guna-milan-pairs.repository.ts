import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export type GunaMilanPairRow = { brideMoon: number; groomMoon: number; score: number; eitherWayScore: number };

/**
 * Makes the table equal `rows` (the code's: `fillGunaMilanPairs`): inserts missing rows, corrects changed ones,
 * removes rows not in `rows`; answers how many rows it wrote or removed (0 when it was already equal). Safe with
 * several processes starting at once: one statement per step, rows written only when they differ (`is distinct
 * from`), and every process writes the same values in the same order (the second waits for the first's rows, then
 * finds them equal).
 */
export async function writeGunaMilanPairs(db: Kysely<Database>, rows: readonly GunaMilanPairRow[]): Promise<number> {
  const written = await db
    .insertInto('gunaMilanPairs')
    .values([...rows])
    .onConflict((conflict) =>
      conflict
        .columns(['brideMoon', 'groomMoon'])
        .doUpdateSet((eb) => ({ score: eb.ref('excluded.score'), eitherWayScore: eb.ref('excluded.eitherWayScore') }))
        .where(
          sql<boolean>`(guna_milan_pairs.score, guna_milan_pairs.either_way_score) is distinct from (excluded.score, excluded.either_way_score)`,
        ),
    )
    .returning('brideMoon')
    .execute();
  const brides = rows.map((row) => row.brideMoon);
  const grooms = rows.map((row) => row.groomMoon);
  const removed = await sql`
    delete from guna_milan_pairs p
    where not exists (
      select 1 from unnest(${brides}::smallint[], ${grooms}::smallint[]) as k(bride_moon, groom_moon)
      where k.bride_moon = p.bride_moon and k.groom_moon = p.groom_moon)`.execute(db);
  return written.length + Number(removed.numAffectedRows ?? 0);
}
