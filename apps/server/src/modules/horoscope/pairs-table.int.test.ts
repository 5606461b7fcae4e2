import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { gunaMilan } from './guna-milan';
import { moonCode } from './own-chart';
import { fillGunaMilanPairs, gunaMilanPairRows, moonFromId } from './pairs-table';
import { validMoons } from './zodiac';

/**
 * `guna_milan_pairs` is the code's table (docs/horoscope.md "In Discover"): filled as the app starts, equal to
 * `gunaMilanTable()` row for row, and made equal again (and only then written) by every later start.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const stored = () =>
  t.app.db.selectFrom('gunaMilanPairs').selectAll().orderBy('brideMoon').orderBy('groomMoon').execute();
const expected = () => gunaMilanPairRows().sort((a, b) => a.brideMoon - b.brideMoon || a.groomMoon - b.groomMoon);

describe('the Guna Milan pair table', () => {
  it('is filled at start-up with the code’s 36 × 36 rows', async () => {
    // A database without it (as after the migration), and a server starting on it.
    await t.app.db.deleteFrom('gunaMilanPairs').execute();
    const app = await buildApp(t.config, { database: t.database, clock: t.clock, logger: false });
    await app.ready();
    await app.close();
    const rows = await stored();
    expect(rows).toHaveLength(1296);
    expect(rows).toEqual(expected());
  });

  it('keys a Moon as nakshatra × 12 + rashi, and each row holds that pair’s score and the lower of both ways', () => {
    for (const moon of validMoons()) expect(moonFromId(moonCode(moon))).toEqual(moon);
    const byKey = new Map(gunaMilanPairRows().map((row) => [`${row.brideMoon}|${row.groomMoon}`, row]));
    // Ashwini in Mesha (0) as the bride and Bharani in Mesha (12) as the groom: 34 of 36 by the rules written out.
    expect(byKey.get('0|12')).toMatchObject({ score: 34 });
    for (const row of byKey.values()) {
      const reverse = byKey.get(`${row.groomMoon}|${row.brideMoon}`)!;
      expect(row.score).toBe(gunaMilan(moonFromId(row.brideMoon), moonFromId(row.groomMoon)).score);
      expect(row.eitherWayScore).toBe(Math.min(row.score, reverse.score));
    }
  });

  it('is made equal to the code again by the next start, writing only what differs', async () => {
    expect(await fillGunaMilanPairs(t.app.db)).toBe(0);
    await t.app.db
      .updateTable('gunaMilanPairs')
      .set({ score: 1 })
      .where('brideMoon', '=', 0)
      .where('groomMoon', '=', 12)
      .execute();
    await t.app.db.deleteFrom('gunaMilanPairs').where('brideMoon', '=', 323).where('groomMoon', '=', 323).execute();
    await t.app.db
      .insertInto('gunaMilanPairs')
      .values({ brideMoon: 1, groomMoon: 1, score: 9, eitherWayScore: 9 })
      .execute();
    expect(await fillGunaMilanPairs(t.app.db)).toBe(3);
    expect(await stored()).toEqual(expected());
    expect(await fillGunaMilanPairs(t.app.db)).toBe(0);
  });
});
