/**
 * Section visibility (POST toggle/toggle): the switches, and the myDetails section each hides from
 * other members. Zod-free, so pages that only name the sections (a member's profile) download without the schema
 * library; `@app/shared/profile` re-exports it.
 */

export const TOGGLE_SECTIONS = [
  'family_details',
  'personal_details',
  'religious_details',
  'location_details',
  'education_and_financial_details',
] as const;
export type ToggleSection = (typeof TOGGLE_SECTIONS)[number];

/** myDetails section keys and the switch that hides each from other members. */
export const MY_DETAILS_SECTION_TOGGLES = {
  family_details: 'family_details',
  personal_background: 'personal_details',
  religious_background: 'religious_details',
  location_background: 'location_details',
  education_and_financial: 'education_and_financial_details',
} as const satisfies Record<string, ToggleSection>;
export type ProfileSection = keyof typeof MY_DETAILS_SECTION_TOGGLES;
export const PROFILE_SECTIONS = Object.keys(MY_DETAILS_SECTION_TOGGLES) as ProfileSection[];
