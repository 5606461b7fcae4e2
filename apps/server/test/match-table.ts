import { expect } from 'vitest';
import type { Db } from '../src/modules/profile/profile.repository';
import { deriveMatchRows } from '../src/modules/discover/match-profile';

/**
 * Asserts that the match table holds exactly the rows its one writer would derive now from the source tables
 * (users, profiles, answers, preferences): no member missing, none extra, every column equal but the refresh time.
 */
export async function expectMatchTableAgreesWithSources(db: Db, now: Date): Promise<number> {
  const ids = (await db.selectFrom('users').select('id').execute()).map((row) => row.id);
  const rebuilt = await deriveMatchRows(db, ids, now);
  const stored = await db.selectFrom('matchProfiles').selectAll().execute();
  expect(stored.map((row) => row.userId).sort()).toEqual([...rebuilt.keys()].sort());
  for (const row of stored) {
    const fresh = rebuilt.get(row.userId);
    expect(fresh, row.userId).toBeDefined();
    const { refreshedAt: _a, preferences: storedPrefs, ...rest } = row;
    const { refreshedAt: _b, preferences: freshPrefs, ...expected } = fresh!;
    expect(storedPrefs, row.userId).toEqual(JSON.parse(String(freshPrefs)));
    expect(rest, row.userId).toMatchObject(expected);
  }
  return stored.length;
}
