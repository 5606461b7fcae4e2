import type { PhotoAccessStatus, PhotoVisibility } from '@app/shared/photos';
import { PROFILE_SECTIONS, SECTION_FIELDS, type ProfileSection } from '@app/shared/profile';
import type { ProfileEntitlements } from '../../lib/entitlements';
import { blockedEitherWay, type Relation } from '../relations/index';

/**
 * The privacy rules of a member's profile, as pure functions: the one place that decides what a viewer sees.
 * The profile presenter (POST profile/getUserDetails) and the photo route (every photo request) both ask here;
 * nothing else decides. The rule table is written out in docs/privacy.md and tested cell by cell in
 * profile/privacy.test.ts.
 */

/** The one answer for every profile another member may not see, whatever the reason (docs/privacy.md). */
export const PROFILE_NOT_FOUND = 'That profile does not exist.';

/** What the owner's account and profile say about being seen at all. */
export type OwnerState = {
  exists: boolean;
  suspended: boolean;
  /** The member hid the whole profile. */
  hidden: boolean;
  /** The first onboarding step is saved (a profile with no name is not shown to anyone else). */
  started: boolean;
};

/**
 * Whether a viewer may see the profile at all. When not, the answer is the same 404 as for a member who never
 * existed: hidden, blocked (either way), suspended, deleted, not yet started and nonexistent look alike.
 */
export function canSeeProfile(relation: Relation, owner: OwnerState): boolean {
  if (!owner.exists) return false;
  if (relation === 'self') return true;
  if (blockedEitherWay(relation)) return false;
  return !owner.suspended && !owner.hidden && owner.started;
}

/**
 * "Started": the first onboarding step is saved — the personal details flag is set and the profile row exists
 * (a profile with no name is not shown to anyone else).
 */
export function ownerHasStarted(
  account: { isPersonalFormFilled: boolean },
  profile: object | null | undefined,
): boolean {
  return account.isPersonalFormFilled && profile !== null && profile !== undefined;
}

/** The owner's photo setting; a member with no profile row yet has the default (members). */
export function photoVisibilityOf(profile: { photoVisibility: PhotoVisibility } | null | undefined): PhotoVisibility {
  return profile?.photoVisibility ?? 'members';
}

/** The viewer's "on request" request matters only for another member's photos shared on request. */
export function needsRequestStatus(relation: Relation, photoVisibility: PhotoVisibility): boolean {
  return relation !== 'self' && photoVisibility === 'on_request';
}

export type PhotoAccessReason = 'connections_only' | 'on_request' | 'plan';
export type PhotoAccessDecision = { granted: boolean; reason: PhotoAccessReason | null };

/**
 * Whether the viewer receives the sharp photos (otherwise only the blurred small variant, made on the server).
 * Assumes `canSeeProfile` already said yes.
 */
export function decidePhotoAccess(input: {
  relation: Relation;
  photoVisibility: PhotoVisibility;
  /** The viewer's request to see "on request" photos, if any. */
  requestStatus: PhotoAccessStatus | null;
  entitlements: ProfileEntitlements;
}): PhotoAccessDecision {
  const { relation, photoVisibility, requestStatus, entitlements } = input;
  if (relation === 'self') return { granted: true, reason: null };
  // Never reached through canSeeProfile; answered anyway so a caller that forgets it still refuses.
  if (blockedEitherWay(relation)) return { granted: false, reason: null };
  let allowed: PhotoAccessDecision;
  switch (photoVisibility) {
    case 'members':
      allowed = { granted: true, reason: null };
      break;
    case 'connections':
      allowed =
        relation === 'connected' ? { granted: true, reason: null } : { granted: false, reason: 'connections_only' };
      break;
    case 'on_request':
      allowed =
        requestStatus === 'granted' ? { granted: true, reason: null } : { granted: false, reason: 'on_request' };
      break;
  }
  if (allowed.granted && !entitlements.sharpPhotos) return { granted: false, reason: 'plan' };
  return allowed;
}

/** The owner's five section switches (true = visible to other members). */
export type SectionSwitches = Record<ProfileSection, boolean>;

export type FieldVisibility = {
  /**
   * Each detail section: present in the answer (the owner's switch, then the viewer's plan), or absent. Inside a
   * present section, `decideField` says field by field.
   */
  sections: Record<ProfileSection, boolean>;
  /** The owner's switches as they apply to this viewer (all on for the owner, all off across a block). */
  switches: Record<ProfileSection, boolean>;
  /** The viewer's plan shows this owner's detail sections (`profileEntitlements(…).fullProfile`; true for oneself). */
  planAllows: boolean;
  /** An accepted connection (or oneself): what the last name, birth details and exact location need. */
  connected: boolean;
  lastName: boolean;
  /**
   * The religion shown on the basic card. It repeats the religious section, so it follows the owner's switch of
   * that section: a member who hides their religious details does not have their religion shown anyway.
   */
  religion: boolean;
  /** Date, time and place of birth (inside the religious section). */
  birthDetails: boolean;
  /** Current location and city of residence (inside the location section). */
  exactLocation: boolean;
  /** The member's phone number. */
  contactNumber: boolean;
};

/**
 * Whether a viewer may see a member's phone number and e-mail: an accepted connection whom the owner granted it
 * (issue 11's consent; `contact_access`). The contact-details module asks this on every read; the profile view
 * never carries them.
 */
export function canSeeContactDetails(relation: Relation, granted: boolean): boolean {
  return relation === 'self' || (relation === 'connected' && granted);
}

/**
 * Which fields a viewer sees. The basic card (first and display name, gender, age, about, marital status,
 * children, posted by), interests, tier and photos-as-allowed are shown to every viewer who may see the profile;
 * the rest is decided here (the card's religion follows the religious section's switch).
 *
 * Contact details: only the owner today. The connections issue (#11) adds consent: after a connection is
 * accepted, a viewer the owner granted sees them — that arrives as `contactGranted`.
 */
export function decideFieldVisibility(input: {
  relation: Relation;
  switches: SectionSwitches;
  entitlements: ProfileEntitlements;
  contactGranted?: boolean;
}): FieldVisibility {
  const { relation, switches, entitlements, contactGranted = false } = input;
  if (relation === 'self') {
    return {
      sections: allSections(true),
      switches: allSections(true),
      planAllows: true,
      connected: true,
      lastName: true,
      religion: true,
      birthDetails: true,
      exactLocation: true,
      contactNumber: true,
    };
  }
  if (blockedEitherWay(relation)) {
    return {
      sections: allSections(false),
      switches: allSections(false),
      planAllows: false,
      connected: false,
      lastName: false,
      religion: false,
      birthDetails: false,
      exactLocation: false,
      contactNumber: false,
    };
  }
  const connected = relation === 'connected';
  // Over the known sections only, and `=== true`: a caller passing a row with extra keys or a missing switch
  // gets the safe answer (hidden), never an extra "section".
  const owned = Object.fromEntries(PROFILE_SECTIONS.map((section) => [section, switches[section] === true])) as Record<
    ProfileSection,
    boolean
  >;
  const sections = Object.fromEntries(
    PROFILE_SECTIONS.map((section) => [section, owned[section] && entitlements.fullProfile]),
  ) as Record<ProfileSection, boolean>;
  return {
    sections,
    switches: owned,
    planAllows: entitlements.fullProfile,
    connected,
    lastName: connected,
    religion: owned.religious_background,
    birthDetails: connected && sections.religious_background,
    exactLocation: connected && sections.location_background,
    contactNumber: canSeeContactDetails(relation, contactGranted),
  };
}

/**
 * Why a field is not shown: the owner's switch (`owner`), the viewer's plan (`plan`, what an upgrade shows), or the
 * relation (`connection`: the last name, birth details and exact location are for accepted connections only).
 */
export type FieldDecision = 'shown' | 'owner' | 'plan' | 'connection';

/** Where a field lives: the basic card or one of the five detail sections. */
export type FieldSection = ProfileSection | 'basic_and_lifestyle';

const BIRTH_DETAILS: ReadonlySet<string> = new Set(['dateOfBirth', 'timeOfBirth', 'placeOfBirth']);
const EXACT_LOCATION: ReadonlySet<string> = new Set(['currentLocation', 'cityOfResidence']);

/**
 * The one decision for one field of one member for one viewer: the profile presenter (each key of each section of
 * POST profile/getUserDetails, and `planLocks.withheld`) and the card presenter (every card in every list) both
 * ask here, so a card never shows what the profile withholds and the profile never calls withheld what it shows.
 *
 * - Basic card: shown (the last name to accepted connections only; the religion by the religious switch).
 * - A detail section's field: the owner's switch, then the viewer's plan for the owner's tier; birth details and
 *   the exact location also need an accepted connection (`connection` before `plan` for a viewer who is not one:
 *   an upgrade alone would not show them, so they are not listed as withheld by the plan).
 * - The religious section's `religion` repeats the basic card's and is decided as that one is.
 */
export function decideField(fields: FieldVisibility, section: FieldSection, key: string): FieldDecision {
  if (section === 'basic_and_lifestyle' || (section === 'religious_background' && key === 'religion')) {
    if (key === 'lastName') return fields.lastName ? 'shown' : 'connection';
    if (key === 'religion') return fields.religion ? 'shown' : 'owner';
    return 'shown';
  }
  if (!fields.switches[section]) return 'owner';
  const forConnections =
    (section === 'religious_background' && BIRTH_DETAILS.has(key)) ||
    (section === 'location_background' && EXACT_LOCATION.has(key));
  // Not the plan's to sell when no plan would show it: a field for connections only, to someone not connected.
  if (forConnections && !fields.connected) return 'connection';
  if (!fields.planAllows) return 'plan';
  return 'shown';
}

/** `decideField(…) === 'shown'`. */
export function fieldShown(fields: FieldVisibility, section: FieldSection, key: string): boolean {
  return decideField(fields, section, key) === 'shown';
}

/**
 * The fields the viewer's plan withholds, section by section (only sections with some): `planLocks.withheld`.
 * A field the owner switched off is not the plan's to withhold and is not listed.
 */
export function planWithheld(fields: FieldVisibility): Array<{ section: ProfileSection; fields: string[] }> {
  return PROFILE_SECTIONS.flatMap((section) => {
    const keys = SECTION_FIELDS[section].filter((key) => decideField(fields, section, key) === 'plan');
    return keys.length ? [{ section, fields: keys }] : [];
  });
}

function allSections(value: boolean): Record<ProfileSection, boolean> {
  return {
    family_details: value,
    personal_background: value,
    religious_background: value,
    location_background: value,
    education_and_financial: value,
  };
}
