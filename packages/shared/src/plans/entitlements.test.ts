import { describe, expect, it } from 'vitest';
import { USER_TYPES, type UserType } from '../constants/index';
import { PLAN_FEATURES, PLANS, type Entitlement, type PlanFeatureId } from './catalogue';
import {
  entitlementsFor,
  lowestTierWhere,
  STANDARD_REQUESTS_PER_MONTH,
  TIER_ENTITLEMENTS,
  TIER_RANK,
  tierAtLeast,
} from './entitlements';

/**
 * The comparison page (the marketing catalogue) must promise exactly what the server enforces (the entitlement
 * table): each catalogue row that names a gated feature is checked against the table, tier by tier.
 */

const planOf = (tier: UserType) => {
  const plan = PLANS.find((candidate) => candidate.userType === tier);
  if (!plan) throw new Error(`no plan for ${tier}`);
  return plan.id;
};
const cell = (id: PlanFeatureId, tier: UserType): Entitlement => {
  const feature = PLAN_FEATURES.find((candidate) => candidate.id === id);
  if (!feature) throw new Error(`no feature ${id}`);
  return feature.entitlements[planOf(tier)];
};
const included = (entitlement: Entitlement) => entitlement.kind !== 'not-included';

describe.each(USER_TYPES)('the catalogue agrees with the entitlement table for %s', (tier) => {
  const table = TIER_ENTITLEMENTS[tier];

  it('start and reply to chat, unlimited messages', () => {
    expect(included(cell('start-chat', tier))).toBe(table.startChat);
    expect(included(cell('reply-to-chat', tier))).toBe(table.answerChat);
    expect(included(cell('unlimited-messages', tier))).toBe(table.startChat);
  });

  it('video calls: minutes per call', () => {
    const calls = cell('video-calls', tier);
    if (table.callMinutes === null) expect(calls.kind).toBe('not-included');
    else expect(calls).toEqual({ kind: 'minutes-per-call', minutes: table.callMinutes });
  });

  it('full profiles: of every tier, of Standard and Premium only, or none', () => {
    const full = cell('view-full-profiles', tier);
    if (table.fullProfileOf.length === 0) expect(full.kind).toBe('not-included');
    else if (USER_TYPES.every((other) => table.fullProfileOf.includes(other))) expect(full.kind).toBe('included');
    else {
      expect(full).toEqual({ kind: 'limited', note: 'standard-and-premium-members' });
      expect([...table.fullProfileOf].sort()).toEqual(['Premium', 'Standard']);
    }
    expect(included(cell('exclusive-profiles', tier))).toBe(table.fullProfileOf.includes('Exclusive'));
    // Photos follow the same tiers as full profiles: the page promises them together.
    expect([...table.sharpPhotosOf].sort()).toEqual([...table.fullProfileOf].sort());
  });

  it('contact details', () => {
    expect(included(cell('contact-details', tier))).toBe(table.contactDetailRequests);
  });

  it('who viewed me: the count only, or the list', () => {
    const viewers = cell('profile-viewers', tier);
    if (table.fullViewerList) expect(viewers.kind).toBe('included');
    else expect(viewers).toEqual({ kind: 'limited', note: 'count-only' });
  });

  it('connection requests: to whom, and how many a month', () => {
    const requests = cell('connection-requests', tier);
    const everyone = USER_TYPES.every((other) => table.connectTo.includes(other));
    if (everyone && table.requestsPerMonth === null) expect(requests.kind).toBe('included');
    else if (table.requestsPerMonth === null) {
      expect(requests).toEqual({ kind: 'limited', note: 'standard-and-premium-members' });
      expect([...table.connectTo].sort()).toEqual(['Premium', 'Standard']);
    } else {
      expect(requests).toEqual({ kind: 'limited', note: 'standard-and-premium-members-monthly-limit' });
      expect([...table.connectTo].sort()).toEqual(['Premium', 'Standard']);
      expect(table.requestsPerMonth).toBe(STANDARD_REQUESTS_PER_MONTH);
    }
  });

  it('appearing first in searches', () => {
    const priority = cell('search-priority', tier);
    const expected: Record<0 | 1 | 2, Entitlement> = {
      0: { kind: 'not-included' },
      1: { kind: 'limited', note: 'priority-limited' },
      2: { kind: 'included' },
    };
    expect(priority).toEqual(expected[table.searchPriority]);
  });
});

describe('the entitlement table', () => {
  it('never gives a lower tier what a higher one lacks', () => {
    for (const lower of USER_TYPES) {
      for (const higher of USER_TYPES.filter((other) => TIER_RANK[other] > TIER_RANK[lower])) {
        const [a, b] = [entitlementsFor(lower), entitlementsFor(higher)];
        for (const list of ['fullProfileOf', 'sharpPhotosOf', 'connectTo'] as const) {
          for (const member of a[list]) expect(b[list]).toContain(member);
        }
        for (const flag of ['contactDetailRequests', 'startChat', 'answerChat', 'fullViewerList'] as const) {
          if (a[flag]) expect(b[flag]).toBe(true);
        }
        expect(b.searchPriority).toBeGreaterThanOrEqual(a.searchPriority);
        if (a.callMinutes !== null) expect(b.callMinutes ?? 0).toBeGreaterThanOrEqual(a.callMinutes);
        if (a.requestsPerMonth === null) expect(b.requestsPerMonth).toBeNull();
        expect(tierAtLeast(higher, lower)).toBe(true);
        expect(tierAtLeast(lower, higher)).toBe(false);
      }
    }
  });

  it('names the lowest tier that allows something, or none', () => {
    expect(lowestTierWhere((entitlements) => entitlements.contactDetailRequests)).toBe('Premium');
    expect(lowestTierWhere((entitlements) => entitlements.connectTo.includes('Exclusive'))).toBe('Exclusive');
    expect(lowestTierWhere((entitlements) => entitlements.connectTo.includes('Standard'))).toBe('Standard');
    expect(lowestTierWhere(() => false)).toBeNull();
  });
});
