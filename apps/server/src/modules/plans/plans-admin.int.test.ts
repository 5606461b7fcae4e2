import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AllPlansResponseSchema, PLAN_ROW_IDS } from '@app/shared/plans';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { CliError } from '../../lib/cli/database';
import { describePlan, formatPlans, listPlans, readFeaturesFile, updatePlan } from './plans-admin';

/** The core of `npm run plans -- list | set`, on a real database; the site follows at once. */
let t: TestApp;
let dir: string;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_ENABLED: '0' } });
  dir = mkdtempSync(path.join(tmpdir(), 'plans-admin-'));
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const publicPlans = async () =>
  AllPlansResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/v1/plan/getAllPlans' })).json()).data;

describe('plans list', () => {
  it('lists every row, on sale or not, as a table', async () => {
    const rows = await listPlans(t.app.db);
    expect(rows.map((row) => row.id)).toEqual([...PLAN_ROW_IDS]);
    const table = formatPlans(rows).split('\n');
    expect(table[0]).toMatch(/^id\s+tier\s+name\s+period\s+months\s+price \(AUD\)\s+on sale\s+highlighted\s+features$/);
    expect(table).toHaveLength(2 + PLAN_ROW_IDS.length);
    expect(table.find((line) => line.startsWith('premium-yearly'))).toMatch(
      /Premium\s+Yearly\s+12\s+299\.99\s+yes\s+no/,
    );
  });
});

describe('plans set', () => {
  it('changes name, price, description, features and flags; the price list shows them', async () => {
    const file = path.join(dir, 'features.json');
    writeFileSync(file, JSON.stringify(['  Unlimited chat ', 'Video calls of 20 minutes']));
    const row = await updatePlan(
      t.app.db,
      'premium-monthly',
      {
        planName: ' Premium Plus ',
        priceCents: 3499,
        description: 'More of everything.',
        featureList: await readFeaturesFile(file),
        highlighted: true,
      },
      t.clock.now(),
    );
    expect(row).toMatchObject({
      planName: 'Premium Plus',
      priceCents: 3499,
      description: 'More of everything.',
      featureList: ['Unlimited chat', 'Video calls of 20 minutes'],
      highlighted: true,
      active: true,
    });
    expect(describePlan(row)).toContain('price:       34.99 AUD');
    const shown = (await publicPlans()).find((plan) => plan.id === 'premium-monthly');
    expect(shown).toMatchObject({ planName: 'Premium Plus', price: '34.99', highlighted: true });
    expect(shown?.featureList).toEqual(['Unlimited chat', 'Video calls of 20 minutes']);

    await updatePlan(t.app.db, 'premium-monthly', { active: false }, t.clock.now());
    expect((await publicPlans()).map((plan) => plan.id)).not.toContain('premium-monthly');
    await updatePlan(t.app.db, 'premium-monthly', { active: true }, t.clock.now());
    expect((await publicPlans()).map((plan) => plan.id)).toContain('premium-monthly');
  });

  it('keeps Standard free and paid plans above zero', async () => {
    await expect(updatePlan(t.app.db, 'standard-monthly', { priceCents: 500 }, t.clock.now())).rejects.toThrow(
      /Standard is free, so its price stays 0\.00/,
    );
    await expect(updatePlan(t.app.db, 'exclusive-yearly', { priceCents: 0 }, t.clock.now())).rejects.toThrow(
      /must be more than 0\.00/,
    );
    // Standard at 0 is fine (a no-op price), and its name can change.
    const standard = await updatePlan(t.app.db, 'standard-monthly', { priceCents: 0, planName: 'Free' }, t.clock.now());
    expect(standard).toMatchObject({ planName: 'Free', priceCents: 0 });
    await updatePlan(t.app.db, 'standard-monthly', { planName: 'Standard' }, t.clock.now());
  });

  it('refuses an unknown plan, listing the real ids, and values out of bounds', async () => {
    await expect(updatePlan(t.app.db, 'gold-monthly', { priceCents: 100 }, t.clock.now())).rejects.toThrow(
      /There is no plan "gold-monthly"\. The plans are: standard-monthly, /,
    );
    const now = t.clock.now();
    await expect(updatePlan(t.app.db, 'premium-yearly', { planName: '   ' }, now)).rejects.toThrow(CliError);
    await expect(updatePlan(t.app.db, 'premium-yearly', { planName: 'x'.repeat(81) }, now)).rejects.toThrow(/1 to 80/);
    await expect(updatePlan(t.app.db, 'premium-yearly', { description: 'x'.repeat(501) }, now)).rejects.toThrow(
      /at most 500/,
    );
    await expect(updatePlan(t.app.db, 'premium-yearly', { featureList: [] }, now)).rejects.toThrow(/is empty/);
    await expect(updatePlan(t.app.db, 'premium-yearly', {}, now)).rejects.toThrow(/Nothing to change/);
    const row = (await listPlans(t.app.db)).find((plan) => plan.id === 'premium-yearly');
    expect(row).toMatchObject({ planName: 'Premium', priceCents: 29999 });
  });

  it('refuses a features file that is missing, not JSON, or not an array of short strings', async () => {
    const write = (name: string, text: string) => {
      const file = path.join(dir, name);
      writeFileSync(file, text);
      return file;
    };
    await expect(readFeaturesFile(path.join(dir, 'missing.json'))).rejects.toThrow(/Cannot read the features file/);
    await expect(readFeaturesFile(write('bad.json', '["a",'))).rejects.toThrow(/not valid JSON/);
    await expect(readFeaturesFile(write('object.json', '{"a":1}'))).rejects.toThrow(/JSON array of strings/);
    await expect(readFeaturesFile(write('number.json', '["ok", 3]'))).rejects.toThrow(/item 2 is not a string/);
    await expect(readFeaturesFile(write('blank.json', '["ok", "  "]'))).rejects.toThrow(/item 2 is empty/);
    await expect(readFeaturesFile(write('long.json', JSON.stringify(['x'.repeat(201)])))).rejects.toThrow(
      /longer than 200/,
    );
    await expect(
      readFeaturesFile(write('many.json', JSON.stringify(Array.from({ length: 31 }, (_, i) => `f${i}`)))),
    ).rejects.toThrow(/31 features; at most 30/);
  });
});
