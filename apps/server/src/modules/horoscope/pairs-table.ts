import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { gunaMilanTable } from './guna-milan';
import { type GunaMilanPairRow, writeGunaMilanPairs } from './guna-milan-pairs.repository';
import { moonCode } from './own-chart';
import type { Moon } from './zodiac';

/**
 * `guna_milan_pairs` (migration 202612070001): the score of every pair of Moons, as the database reads it when
 * Discover filters by a minimum score (docs/horoscope.md "In Discover"). It is derived from the code
 * (`gunaMilanTable`) and written as the server starts, so a change of the rules reaches the table with the release
 * that makes it.
 */

/** A Moon as the database stores it (`profiles.horoscope_moon`, `match_profiles.horoscope_moon`, `moonCode`): 0–323. */
export const moonFromId = (id: number): Moon => ({ nakshatra: Math.floor(id / 12), rashi: id % 12 });

export type { GunaMilanPairRow };

/** The table's rows from the code: 36 × 36 = 1,296. */
export function gunaMilanPairRows(): GunaMilanPairRow[] {
  return gunaMilanTable().map((row) => ({
    brideMoon: moonCode(row.bride),
    groomMoon: moonCode(row.groom),
    score: row.score,
    eitherWayScore: row.eitherWayScore,
  }));
}

/** Makes `guna_milan_pairs` equal the code's table; how many rows it wrote or removed (0 when already equal). */
export function fillGunaMilanPairs(db: Kysely<Database>): Promise<number> {
  return writeGunaMilanPairs(db, gunaMilanPairRows());
}

const filled = new WeakMap<Kysely<Database>, Promise<void>>();

/**
 * `fillGunaMilanPairs` as the server starts (discover.routes' ready hook), remembered for this database handle; a
 * failure is forgotten, so the next caller of `ensureGunaMilanPairs` tries again.
 */
export function refreshGunaMilanPairs(db: Kysely<Database>): Promise<void> {
  const done = fillGunaMilanPairs(db).then(() => undefined);
  filled.set(db, done);
  done.catch(() => {
    if (filled.get(db) === done) filled.delete(db);
  });
  return done;
}

/** The table filled for this handle: at once when the start did it, else now (the start could not reach it). */
export function ensureGunaMilanPairs(db: Kysely<Database>): Promise<void> {
  return filled.get(db) ?? refreshGunaMilanPairs(db);
}
