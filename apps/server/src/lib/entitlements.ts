import type { ErrorReason } from '@app/shared';
import type { UserType } from '@app/shared/constants';
import {
  entitlementsFor,
  lowestTierWhere,
  PLAN_REFUSAL_TIERS,
  PLAN_REFUSALS,
  type TierEntitlements,
} from '@app/shared/plans';
import { planRequired } from './app-error';

/**
 * What a member's plan lets them do: the one family of functions every gate on the server calls (the profile
 * presenter and the photo route through viewer-access.ts, discover's cards and ranking, connections, contact
 * details, who viewed me, and chat). Every answer is read from the shared per-tier table (`TIER_ENTITLEMENTS` in
 * `@app/shared/plans`), so the server, the upgrade prompts and the comparison page cannot disagree. The rules
 * are written out in docs/privacy.md ("Plans").
 *
 * A member's tier is `users.usertype`, read with the session on every request (never from a token), so a grant or
 * an expiry applies to the member's next request.
 */

/** What a PLAN_REQUIRED refusal says, given the lowest tier that allows it: its reason, sentence and values. */
export type PlanRefusal = (requiredTier: UserType) => {
  reason: ErrorReason<'PLAN_REQUIRED'>;
  message: string;
  params?: Readonly<Record<string, string | number>>;
};

/** One of the shared `PLAN_REFUSALS` (writing and calling), with its reason and the tiers it names (`params.tiers`). */
export function planRefusal(reason: keyof typeof PLAN_REFUSALS): PlanRefusal {
  const tiers: (() => UserType[]) | undefined = reason === 'callee' ? undefined : PLAN_REFUSAL_TIERS[reason];
  return (requiredTier) => ({
    reason,
    message: PLAN_REFUSALS[reason](requiredTier),
    params: tiers ? { tiers: tiers().join(',') } : undefined,
  });
}

/** Throws 403 PLAN_REQUIRED naming the lowest tier for which `allows` holds, unless `tier` already has it. */
export function requireEntitlement(
  tier: UserType,
  allows: (entitlements: TierEntitlements) => boolean,
  refusal: PlanRefusal,
): void {
  if (allows(entitlementsFor(tier))) return;
  const requiredTier = lowestTierWhere(allows);
  // Every gate names something some tier has; a gate no tier passes is a programming error, not a plan to sell.
  if (!requiredTier) throw new Error('requireEntitlement: no tier includes this');
  throw planRequired(requiredTier, refusal(requiredTier));
}

// ---- another member's profile ------------------------------------------------------------------------------

/**
 * What a viewer's plan shows of one member's profile, by the owner's tier: Standard sees nobody in full, Premium
 * sees Standard and Premium members in full, Exclusive sees everyone; the same for sharp photos. The owner's own
 * choices (section switches, photo setting, "on request") apply on top, in privacy.ts. A member always sees their
 * own profile in full: the presenter answers `self` before it asks here.
 */
export type ProfileEntitlements = {
  /** The five detail sections (family, background, religion, location, education and income). */
  fullProfile: boolean;
  /** Sharp photos where the owner's photo setting allows them (false: the blurred variant only). */
  sharpPhotos: boolean;
  /** The lowest tier that sees this member in full with sharp photos, when this viewer's does not; else null. */
  requiredTier: UserType | null;
};

export function profileEntitlements(viewerTier: UserType, ownerTier: UserType): ProfileEntitlements {
  const { fullProfileOf, sharpPhotosOf } = entitlementsFor(viewerTier);
  const fullProfile = fullProfileOf.includes(ownerTier);
  const sharpPhotos = sharpPhotosOf.includes(ownerTier);
  const requiredTier =
    fullProfile && sharpPhotos
      ? null
      : lowestTierWhere((tier) => tier.fullProfileOf.includes(ownerTier) && tier.sharpPhotosOf.includes(ownerTier));
  return { fullProfile, sharpPhotos, requiredTier };
}

// ---- lists about the member ---------------------------------------------------------------------------------

/** What a member's plan shows of the lists about them (who viewed me). */
export type ViewerListEntitlements = {
  /** The visitors themselves; false: the count only (no card, no id). */
  fullViewerList: boolean;
  /** The lowest tier that sees the visitors, when this one sees the count only; else null. */
  requiredTier: UserType | null;
};

export function viewerListEntitlements(tier: UserType): ViewerListEntitlements {
  const { fullViewerList } = entitlementsFor(tier);
  return { fullViewerList, requiredTier: fullViewerList ? null : lowestTierWhere((e) => e.fullViewerList) };
}

/** The member's place in best-match order within a band of equal scores: 0 none, 1 ahead of Standard, 2 first. */
export function searchPriorityOf(tier: UserType): 0 | 1 | 2 {
  return entitlementsFor(tier).searchPriority;
}

// ---- connections ----------------------------------------------------------------------------------------------

/** What a member's plan lets them do with connections (the connections and contact-details services ask here). */
export type ConnectionEntitlements = {
  /** New connection requests a member may send per calendar month (UTC); null: no limit. */
  requestsPerMonth: number | null;
  /** Whether the member may ask a connection for their contact details. */
  contactDetailRequests: boolean;
};

export function connectionEntitlements(tier: UserType): ConnectionEntitlements {
  const { requestsPerMonth, contactDetailRequests } = entitlementsFor(tier);
  return { requestsPerMonth, contactDetailRequests };
}

const article = (tier: UserType) => (tier === 'Exclusive' ? 'an' : 'a');

/** 403 PLAN_REQUIRED unless the sender's tier may send requests to members of the receiver's tier. */
export function requireConnectTo(senderTier: UserType, receiverTier: UserType): void {
  requireEntitlement(
    senderTier,
    (tier) => tier.connectTo.includes(receiverTier),
    // Clients word it with "an" before the tier: only Exclusive members can be out of reach (a sentence with "a"
    // does not match their English, and they show this one as sent).
    (requiredTier) => ({
      reason: 'connectTo',
      message:
        `Connection requests to ${receiverTier} members are part of ${requiredTier} membership. ` +
        `Upgrade to ${requiredTier} to connect with ${article(receiverTier)} ${receiverTier} member; ` +
        `they can still send you a request, and you can accept it.`,
      params: { receiverTier },
    }),
  );
}

/** The first moment of the next calendar month (UTC), when a monthly allowance starts again. */
export function startOfNextUtcMonth(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

const monthDay = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
/** The UTC calendar day `YYYY-MM-DD` (how `params` send a day: clients write it in the reader's language). */
const utcDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * 403 PLAN_REQUIRED when a member who already sent `sentThisMonth` new requests this calendar month (UTC) may not
 * send another: the message says the allowance and when it starts again; `requiredTier` is the lowest tier that
 * allows one more.
 */
export function requireRequestAllowance(tier: UserType, sentThisMonth: number, now: Date): void {
  const allows = (entitlements: TierEntitlements) =>
    entitlements.requestsPerMonth === null || sentThisMonth < entitlements.requestsPerMonth;
  requireEntitlement(tier, allows, (requiredTier) => {
    const limit = entitlementsFor(tier).requestsPerMonth ?? 0;
    const resets = monthDay.format(startOfNextUtcMonth(now));
    const unlimited = entitlementsFor(requiredTier).requestsPerMonth === null;
    return {
      reason: unlimited ? 'requestAllowanceUnlimited' : 'requestAllowance',
      message:
        `${tier} membership includes ${limit} new connection requests a month, and you have sent them all this ` +
        `month. You can send more from ${resets}, or upgrade to ${requiredTier} for ${unlimited ? 'unlimited' : 'more'} requests.`,
      params: { tier, limit, resets: utcDay(startOfNextUtcMonth(now)) },
    };
  });
}

/** 403 PLAN_REQUIRED unless the member's tier may ask a connection for their contact details. */
export function requireContactDetailRequests(tier: UserType): void {
  requireEntitlement(
    tier,
    (entitlements) => entitlements.contactDetailRequests,
    (requiredTier) => ({
      reason: 'contactDetails',
      message:
        `Asking a connection for their phone number and e-mail is part of ${requiredTier} membership. ` +
        `Upgrade to ${requiredTier} to ask; anyone may share their own details when asked.`,
    }),
  );
}
