import type { UserType } from '../constants/index';
import { TIER_ENTITLEMENTS } from './entitlements';
import { canCall, cannotOf, missingIds, tiersWhere, tiersWithAll, type MissingId } from './messaging-rules';

/**
 * What the conversation screen says about the plans, above the composer (or in its place), for a page that words it
 * in its reader's language (the web's `chat.plan.<kind>.<what>`): the tiers it names, never words. Null: nothing.
 */
export type ConversationPlanNotice =
  /** The member's own plan does not let them write here: `missing` is what it lacks, `tiers` the tiers that have it. */
  | { kind: 'upgrade'; missing: MissingId[]; tiers: UserType[] }
  /** The member may write, but the other member's plan (`tier`) does not let them answer (`cannot`). */
  | { kind: 'other-cannot-answer'; cannot: ('reply' | 'calls')[]; tier: UserType };

/**
 * The conversation's plan notice for a member of `myTier` talking with a member of `otherTier` (whose tier the
 * conversation already shows): a Standard member is told that replying and calling are part of the paid plans
 * before anything is refused; a Premium member is told that a Standard connection reads but cannot answer.
 */
export function conversationPlanNotice(myTier: UserType, otherTier: UserType): ConversationPlanNotice | null {
  const mine = TIER_ENTITLEMENTS[myTier];
  if (!mine.startChat && !mine.answerChat) {
    const missing = missingIds(mine);
    return { kind: 'upgrade', missing, tiers: tiersWithAll(missing) };
  }
  const cannot = cannotOf(otherTier, mine.callMinutes !== null);
  if (cannot.length === 0) return null;
  return { kind: 'other-cannot-answer', cannot, tier: otherTier };
}

/**
 * Whether a member of `myTier` can call one of `otherTier`, for how long, and if not, whose plan lacks calls: their
 * own (`tiers` are the ones that include calls) or the other member's (for the call buttons).
 */
export function callAvailability(
  myTier: UserType,
  otherTier: UserType,
):
  | { canCall: true; minutes: number }
  | { canCall: false; reason: 'own-plan'; tiers: UserType[] }
  | { canCall: false; reason: 'their-plan'; tier: UserType } {
  const mine = TIER_ENTITLEMENTS[myTier].callMinutes;
  const theirs = TIER_ENTITLEMENTS[otherTier].callMinutes;
  if (mine === null) return { canCall: false, reason: 'own-plan', tiers: tiersWhere(canCall) };
  if (theirs === null) return { canCall: false, reason: 'their-plan', tier: otherTier };
  return { canCall: true, minutes: Math.min(mine, theirs) };
}
