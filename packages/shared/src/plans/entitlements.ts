import { USER_TYPES, type UserType } from '../constants/index';

/**
 * What each tier may do: the one table every gate reads (server: `modules/plans/entitlements.ts`; web: what an
 * upgrade prompt promises). Zod-free, so a page can import it without the schema library.
 *
 * The plan catalogue (`catalogue.ts`) is the marketing matrix shown on the comparison page; a unit test holds it to
 * this table, so the page never promises what the server refuses.
 */
export type TierEntitlements = {
  /** Tiers whose members' full profiles (the five detail sections) this tier sees. A member always sees their own. */
  fullProfileOf: readonly UserType[];
  /** Tiers whose members' sharp photos this tier sees (where the owner's own photo setting allows); else blurred. */
  sharpPhotosOf: readonly UserType[];
  /** Tiers this tier may send connection requests to. */
  connectTo: readonly UserType[];
  /** New connection requests per calendar month (UTC); null: no limit. */
  requestsPerMonth: number | null;
  /** May ask a connection for their contact details. */
  contactDetailRequests: boolean;
  /** May open a new conversation with a connection. */
  startChat: boolean;
  /** May answer a conversation a connection opened. */
  answerChat: boolean;
  /** Minutes per voice or video call with each member; null: no calls. */
  callMinutes: number | null;
  /** Place in search order: 0 none, 1 limited (ahead of Standard), 2 first. */
  searchPriority: 0 | 1 | 2;
  /** Sees who viewed their profile; false: the count only. */
  fullViewerList: boolean;
};

export type EntitlementName = keyof TierEntitlements;

const ALL: readonly UserType[] = USER_TYPES;
const STANDARD_AND_PREMIUM: readonly UserType[] = ['Standard', 'Premium'];

/** Connection requests a Standard member may send each calendar month. */
export const STANDARD_REQUESTS_PER_MONTH = 10;

export const TIER_ENTITLEMENTS: Readonly<Record<UserType, TierEntitlements>> = {
  Standard: {
    fullProfileOf: [],
    sharpPhotosOf: [],
    connectTo: STANDARD_AND_PREMIUM,
    requestsPerMonth: STANDARD_REQUESTS_PER_MONTH,
    contactDetailRequests: false,
    startChat: false,
    answerChat: false,
    callMinutes: null,
    searchPriority: 0,
    fullViewerList: false,
  },
  Premium: {
    fullProfileOf: STANDARD_AND_PREMIUM,
    sharpPhotosOf: STANDARD_AND_PREMIUM,
    connectTo: STANDARD_AND_PREMIUM,
    requestsPerMonth: null,
    contactDetailRequests: true,
    startChat: true,
    answerChat: true,
    callMinutes: 15,
    searchPriority: 1,
    fullViewerList: true,
  },
  Exclusive: {
    fullProfileOf: ALL,
    sharpPhotosOf: ALL,
    connectTo: ALL,
    requestsPerMonth: null,
    contactDetailRequests: true,
    startChat: true,
    answerChat: true,
    callMinutes: 30,
    searchPriority: 2,
    fullViewerList: true,
  },
};

/** Tier order, lowest first (an upgrade goes up this list). */
export const TIER_RANK: Readonly<Record<UserType, number>> = { Standard: 0, Premium: 1, Exclusive: 2 };

export function entitlementsFor(usertype: UserType): TierEntitlements {
  return TIER_ENTITLEMENTS[usertype];
}

/**
 * The lowest tier for which `allows` holds: what an upgrade prompt names (`requiredTier` of a PLAN_REQUIRED
 * answer). Null when no tier allows it.
 */
export function lowestTierWhere(allows: (entitlements: TierEntitlements) => boolean): UserType | null {
  return USER_TYPES.find((tier) => allows(TIER_ENTITLEMENTS[tier])) ?? null;
}

/** Whether a tier's rank is at least another's (Exclusive ≥ Premium ≥ Standard). */
export function tierAtLeast(tier: UserType, floor: UserType): boolean {
  return TIER_RANK[tier] >= TIER_RANK[floor];
}
