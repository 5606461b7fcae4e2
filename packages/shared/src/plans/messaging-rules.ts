import { USER_TYPES, type UserType } from '../constants/index';
import { TIER_ENTITLEMENTS, type TierEntitlements } from './entitlements';

/**
 * Writing and calling, as the entitlement table (`TIER_ENTITLEMENTS`) allows them, without words: what a tier lacks,
 * which tiers have it, what a connection's tier cannot answer. `./messaging` words them for the plan cards and the
 * server's refusals, `./conversation` gives them to the conversation and call screens (which word them themselves).
 */

export type Allows = (entitlements: TierEntitlements) => boolean;

export const canReply: Allows = (entitlements) => entitlements.answerChat;
export const canStart: Allows = (entitlements) => entitlements.startChat;
export const canCall: Allows = (entitlements) => entitlements.callMinutes !== null;

/** The tiers for which `allows` holds, lowest first. */
export function tiersWhere(allows: Allows): UserType[] {
  return USER_TYPES.filter((tier) => allows(TIER_ENTITLEMENTS[tier]));
}

/** What a tier may lack of writing and calling: replying, starting conversations, calls. */
export type MissingId = 'reply' | 'start' | 'calls';
const ALLOWS: Record<MissingId, Allows> = { reply: canReply, start: canStart, calls: canCall };

/** What `entitlements` lacks of writing and calling, in the order a sentence lists it. */
export function missingIds(entitlements: TierEntitlements): MissingId[] {
  return (['reply', 'start', 'calls'] as const).filter((id) => !ALLOWS[id](entitlements));
}

/** The tiers that have every one of `missing`, lowest first. */
export function tiersWithAll(missing: readonly MissingId[]): UserType[] {
  return tiersWhere((entitlements) => missing.every((id) => ALLOWS[id](entitlements)));
}

/** What members of `otherTier` cannot do when someone writes to them, or calls them when `includeCalls`. */
export function cannotOf(otherTier: UserType, includeCalls: boolean): ('reply' | 'calls')[] {
  const other = TIER_ENTITLEMENTS[otherTier];
  return [
    ...(other.answerChat ? [] : (['reply'] as const)),
    ...(includeCalls && other.callMinutes === null ? (['calls'] as const) : []),
  ];
}
