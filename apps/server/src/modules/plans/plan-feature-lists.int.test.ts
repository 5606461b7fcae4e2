import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AllPlansResponseSchema } from '@app/shared/plans';
import { PLAN_FEATURE_IDS } from '@app/shared/plans/catalogue';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { up } from '../../db/migrations/202612040071_plan_feature_lists';
import { up as requestCountInDigits } from '../../db/migrations/202612060011_plan_request_count_digits';
import { defaultPlanRows } from '../../db/reference-plans';
import { findPlanRow } from './plans.repository';

/**
 * Every feature a plan lists exists (issue 26): the launch rows promised saved searches and a personality
 * questionnaire that were never built. Rows are never overwritten by the seed, so migration 202612040071 rewrites
 * the lists that still equal the launch text and leaves an operator's own lists alone.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_ENABLED: '0' } });
});
afterAll(async () => t.close());

const LAUNCH_STANDARD = [
  'Create a profile with photos',
  'Search and browse profiles, with advanced filters',
  'Ten connection requests a month to Standard and Premium members',
  'See how many members viewed your profile',
  'Favourites and saved searches',
];
const LAUNCH_EXCLUSIVE = [
  'View every full profile and photo, Exclusive members included',
  'Connect with any member, Exclusive members included',
  'Ask connections for their phone number and e-mail',
  'Start and answer chats, unlimited messages',
  'Video calls of up to 30 minutes with each connection',
  'Appear first in searches, with a highlighted profile',
  'Identity and occupation verification',
];
const NOT_BUILT = /saved search|save search|personality|questionnaire/i;

const defaultsOf = (id: string) => {
  const row = defaultPlanRows().find((candidate) => candidate.id === id);
  if (!row) throw new Error(id);
  return row;
};

async function setRow(id: string, featureList: string[], features: unknown[], description?: string) {
  await t.app.db
    .updateTable('plans')
    .set({
      featureList: JSON.stringify(featureList),
      features: JSON.stringify(features),
      ...(description ? { description } : {}),
    })
    .where('id', '=', id)
    .execute();
}

describe('the plans on sale list only what the site does', () => {
  it('new databases: no card line or comparison row promises saved searches or a personality questionnaire', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/plan/getAllPlans' });
    const { data } = AllPlansResponseSchema.parse(res.json());
    for (const plan of data) {
      for (const line of plan.featureList) expect(line).not.toMatch(NOT_BUILT);
      // Who may write and call is said from the entitlement table, not by the operator-editable list.
      for (const line of plan.featureList) expect(line).not.toMatch(/\bchats?\b|messages|calls?\b/i);
      for (const row of plan.features) expect(PLAN_FEATURE_IDS).toContain(row.id);
    }
    expect(PLAN_FEATURE_IDS).not.toContain('save-searches');
    expect(PLAN_FEATURE_IDS).not.toContain('personality-test');
  });

  it('existing databases: launch lists are rewritten, an operator’s own list stays, unbuilt comparison rows go', async () => {
    const launchFeatures = [
      { id: 'favourites', entitlement: { kind: 'included' } },
      { id: 'save-searches', entitlement: { kind: 'included' } },
      { id: 'personality-test', entitlement: { kind: 'included' } },
    ];
    await setRow('standard-monthly', LAUNCH_STANDARD, launchFeatures);
    await setRow(
      'exclusive-yearly',
      LAUNCH_EXCLUSIVE,
      launchFeatures,
      'Everything, with every member: Exclusive profiles, first place in searches and longer calls.',
    );
    const operators = ['Our own words', 'Favourites and saved searches'];
    await setRow('standard-yearly', operators, launchFeatures, 'An operator wrote this.');

    await up(t.app.db);
    await requestCountInDigits(t.app.db);

    const standard = await findPlanRow(t.app.db, 'standard-monthly');
    expect(standard?.featureList).toEqual(defaultsOf('standard-monthly').featureList);
    expect(standard?.features).toEqual([{ id: 'favourites', entitlement: { kind: 'included' } }]);
    const exclusive = await findPlanRow(t.app.db, 'exclusive-yearly');
    expect(exclusive?.featureList).toEqual(defaultsOf('exclusive-yearly').featureList);
    expect(exclusive?.description).toBe(defaultsOf('exclusive-yearly').description);
    const edited = await findPlanRow(t.app.db, 'standard-yearly');
    expect(edited?.featureList).toEqual(operators);
    expect(edited?.description).toBe('An operator wrote this.');
    expect(edited?.features.map((row) => row.id)).toEqual(['favourites']);

    // Rows already on the new text are untouched by a second run.
    const before = await sql<{
      updatedAt: Date;
    }>`select updated_at as "updatedAt" from plans where id = 'premium-monthly'`.execute(t.app.db);
    await up(t.app.db);
    const after = await sql<{
      updatedAt: Date;
    }>`select updated_at as "updatedAt" from plans where id = 'premium-monthly'`.execute(t.app.db);
    expect(after.rows).toEqual(before.rows);
  });

  it('existing databases: the request line gives its number in digits, wherever a list still has the launch line', async () => {
    await setRow('standard-monthly', LAUNCH_STANDARD.slice(0, 3), []);
    await requestCountInDigits(t.app.db);
    const standard = await findPlanRow(t.app.db, 'standard-monthly');
    expect(standard?.featureList).toEqual([
      'Create a profile with photos',
      'Search and browse profiles, with advanced filters',
      '10 connection requests a month to Standard and Premium members',
    ]);
    expect(defaultsOf('standard-monthly').featureList).toContain(standard?.featureList[2]);
  });
});
