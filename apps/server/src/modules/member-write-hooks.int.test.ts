import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createSignedInMember } from '../../test/factories/profiles';
import { memberWritten, onMemberWrite } from '../lib/after-write';

/**
 * The match table is refreshed through the after-write hook the app registers (ADR 014), inside the writer's own
 * transaction: a write that rolls back leaves the member's match row as it was, one that commits carries its
 * refresh with it, and the writers call the hook instead of knowing about Discover.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_ENABLED: '0' } });
});
afterAll(async () => t.close());

const matchRow = (userId: string) =>
  t.app.db.selectFrom('matchProfiles').select(['interests', 'state']).where('userId', '=', userId).executeTakeFirst();

describe('the match table’s after-write hook', () => {
  it('refreshes in the writer’s transaction: nothing when it rolls back, the change when it commits', async () => {
    const asha = await createSignedInMember(t.app, { profile: { state: 'Victoria' } });
    expect((await matchRow(asha.id))?.state).toBe('Victoria');

    const move = (state: string) =>
      t.app.db.transaction().execute(async (trx) => {
        await trx.updateTable('profiles').set({ state }).where('userId', '=', asha.id).execute();
        await memberWritten(trx, [asha.id], t.clock.now());
        // Inside the transaction the refresh already sees its cause.
        expect(
          (await trx.selectFrom('matchProfiles').select('state').where('userId', '=', asha.id).executeTakeFirst())
            ?.state,
        ).toBe(state);
      });

    await expect(
      t.app.db.transaction().execute(async (trx) => {
        await trx.updateTable('profiles').set({ state: 'Queensland' }).where('userId', '=', asha.id).execute();
        await memberWritten(trx, [asha.id], t.clock.now());
        throw new Error('the write fails after its refresh');
      }),
    ).rejects.toThrow('the write fails after its refresh');
    expect((await matchRow(asha.id))?.state).toBe('Victoria');

    await move('New South Wales');
    expect((await matchRow(asha.id))?.state).toBe('New South Wales');
  });

  it('is what a member’s own edit calls: every registered hook hears of it, with the member', async () => {
    const asha = await createSignedInMember(t.app);
    const heard: string[][] = [];
    const off = onMemberWrite('test: listener', async (_db, ids) => {
      heard.push([...ids]);
    });
    try {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/profile/updateInterstAndHobbies',
        headers: asha.headers,
        payload: { hobbies: ['Art', 'History'] },
      });
      expect(res.statusCode, res.body).toBe(200);
    } finally {
      off();
    }
    expect(heard).toEqual([[asha.id]]);
    expect((await matchRow(asha.id))?.interests).toEqual(['Art', 'History']);
  });
});
