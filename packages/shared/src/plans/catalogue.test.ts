import { describe, expect, it } from 'vitest';
import { USER_TYPES } from '../constants/index';
import { PLANS, PLAN_FEATURES, PLAN_FEATURE_IDS, PLAN_IDS, findPlan, yearlySavingPercent } from './catalogue';

describe('plan catalogue', () => {
  it('has the three tiers in order, each mapped to its usertype', () => {
    expect(PLANS.map((plan) => plan.id)).toEqual([...PLAN_IDS]);
    expect(PLANS.map((plan) => plan.userType)).toEqual([...USER_TYPES]);
  });

  it('prices paid plans in whole AUD cents at the launch prices, Standard free', () => {
    expect(findPlan('standard').prices).toBeNull();
    expect(findPlan('premium').prices).toEqual({ monthly: 2999, yearly: 29999 });
    expect(findPlan('exclusive').prices).toEqual({ monthly: 7999, yearly: 79999 });
    for (const plan of PLANS) {
      for (const cents of Object.values(plan.prices ?? {})) expect(Number.isInteger(cents) && cents > 0).toBe(true);
    }
  });

  it('lists every feature once, with an entitlement for every plan', () => {
    expect(PLAN_FEATURES.map((feature) => feature.id)).toEqual([...PLAN_FEATURE_IDS]);
    for (const feature of PLAN_FEATURES) expect(Object.keys(feature.entitlements).sort()).toEqual([...PLAN_IDS].sort());
  });

  it('never gives a lower tier more than a higher one for the Exclusive-only features', () => {
    for (const id of ['exclusive-profiles', 'identity-verification', 'highlighted-profile'] as const) {
      const feature = PLAN_FEATURES.find((candidate) => candidate.id === id)!;
      expect(feature.entitlements.standard.kind).toBe('not-included');
      expect(feature.entitlements.premium.kind).toBe('not-included');
      expect(feature.entitlements.exclusive.kind).toBe('included');
    }
  });

  it('computes the yearly saving, rounded down', () => {
    expect(yearlySavingPercent({ monthly: 2999, yearly: 29999 })).toBe(16);
    expect(yearlySavingPercent({ monthly: 1000, yearly: 12000 })).toBe(0);
    expect(yearlySavingPercent({ monthly: 1000, yearly: 13000 })).toBe(0);
  });
});
