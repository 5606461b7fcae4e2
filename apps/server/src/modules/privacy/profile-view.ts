import type { PhotoAccessStatus } from '@app/shared/photos';
import {
  MY_DETAILS_SECTION_TOGGLES,
  PROFILE_SECTIONS,
  type MyDetails,
  type PhotoAccessSchema,
  type PlanLocks,
  type ToggleSection,
} from '@app/shared/profile';
import type { z } from 'zod';
import type { ProfileEntitlements } from '../../lib/entitlements';
import type { Relation } from '../relations/index';
import {
  canSeeProfile,
  decideFieldVisibility,
  decidePhotoAccess,
  needsRequestStatus,
  ownerHasStarted,
  photoVisibilityOf,
  planWithheld,
  type FieldVisibility,
  type SectionSwitches,
} from './privacy';
import type { OwnerAccount, ProfileRow } from './privacy.repository';

/**
 * The view decision: from a member's loaded rows, the relation, the viewer's photo request and plan, whether the
 * viewer sees the member at all and, if so, which fields and which photos (the rules are privacy.ts). The profile
 * presenter (POST profile/getUserDetails), the photo route and every card are drawn from this one decision
 * (docs/privacy.md); viewer-access.ts loads the rows and asks here.
 */

/** What the privacy rules read of a member: the account and the profile row (null until the first step is saved). */
export type OwnerRows = {
  account: OwnerAccount;
  profile: ProfileRow | null;
};

type PhotoAccess = z.infer<typeof PhotoAccessSchema>;

/** The column behind each section switch (reference `toggle/toggle` names). */
export const TOGGLE_COLUMNS = {
  family_details: 'familyDetailsVisible',
  personal_details: 'personalDetailsVisible',
  religious_details: 'religiousDetailsVisible',
  location_details: 'locationDetailsVisible',
  education_and_financial_details: 'educationAndFinancialDetailsVisible',
} as const satisfies Record<ToggleSection, keyof ProfileRow>;

/** The owner's switches by toggle name; a member with no profile row has the database defaults (on). */
export function toggleStatus(profile: ProfileRow | null): MyDetails['toggleStatus'] {
  return Object.fromEntries(
    Object.entries(TOGGLE_COLUMNS).map(([toggle, column]) => [toggle, profile ? profile[column] : true]),
  ) as MyDetails['toggleStatus'];
}

/** The same switches by myDetails section. */
export function sectionSwitches(profile: ProfileRow | null): SectionSwitches {
  const toggles = toggleStatus(profile);
  return Object.fromEntries(
    PROFILE_SECTIONS.map((section) => [section, toggles[MY_DETAILS_SECTION_TOGGLES[section]]]),
  ) as SectionSwitches;
}

export type ProfileView =
  | { visible: false }
  | { visible: true; relation: Relation; fields: FieldVisibility; photoAccess: PhotoAccess; planLocks: PlanLocks };
export type VisibleProfileView = Extract<ProfileView, { visible: true }>;

/** What the viewer's plan withholds of this member (never anything of one's own profile). */
export function planLocksOf(relation: Relation, entitlements: ProfileEntitlements, fields: FieldVisibility): PlanLocks {
  if (relation === 'self' || (entitlements.fullProfile && entitlements.sharpPhotos)) {
    return { fullProfile: false, sharpPhotos: false, requiredTier: null, withheld: [] };
  }
  return {
    fullProfile: !entitlements.fullProfile,
    sharpPhotos: !entitlements.sharpPhotos,
    requiredTier: entitlements.requiredTier,
    withheld: planWithheld(fields),
  };
}

/**
 * Whether this viewer may see the member at all (a `false` becomes the one 404), and if so which fields and
 * which photos. `requestStatus` is the viewer's "on request" photo request, if any; `entitlements` are the
 * viewer's plan for this owner's tier (`profileEntitlements(viewerTier, ownerTier)`). The rows are loaded by
 * viewer-access.ts, for the profile view and the photo route alike, so the two cannot disagree.
 */
export function decideProfileView(input: {
  relation: Relation;
  owner: OwnerRows | null;
  requestStatus: PhotoAccessStatus | null;
  entitlements: ProfileEntitlements;
  /** Consent-based contact details arrive with the connections issue (#11); false until then. */
  contactGranted?: boolean;
}): ProfileView {
  const { relation, owner, entitlements } = input;
  const visible = canSeeProfile(relation, {
    exists: owner !== null,
    suspended: Boolean(owner?.account.suspendedAt),
    // A profile a relative made is hidden like any hidden profile until its candidate confirms it (ADR 017).
    hidden: Boolean(owner?.profile?.hidden) || Boolean(owner?.account.awaitingCandidateSince),
    started: owner !== null && ownerHasStarted(owner.account, owner.profile),
  });
  if (!owner || !visible) return { visible: false };
  const photoVisibility = photoVisibilityOf(owner.profile);
  const requestStatus = needsRequestStatus(relation, photoVisibility) ? input.requestStatus : null;
  const photo = decidePhotoAccess({ relation, photoVisibility, requestStatus, entitlements });
  const fields = decideFieldVisibility({
    relation,
    switches: sectionSwitches(owner.profile),
    entitlements,
    contactGranted: input.contactGranted ?? false,
  });
  return {
    visible: true,
    relation,
    fields,
    photoAccess: { ...photo, requestStatus },
    planLocks: planLocksOf(relation, entitlements, fields),
  };
}
