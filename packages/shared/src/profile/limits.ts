// Limits of what a member writes, without zod, so that a form can show them (maxLength, the oldest birth year)
// before its schema has been downloaded. `fields.ts` builds the schemas from the same numbers and re-exports them.

export const PROFILE_TEXT_LIMITS = {
  nameMax: 50,
  displayNameMax: 40,
  aboutMin: 30,
  aboutMax: 2000,
  shortTextMax: 80,
} as const;

/** The oldest age a date of birth may give. */
export const MAX_MEMBER_AGE = 99;

/**
 * How many times a member may correct their date of birth (after first giving it) in any 365 days. Each correction
 * is recorded (who, when, the old and new dates); past the limit, the team makes the change.
 */
export const DATE_OF_BIRTH_CORRECTIONS_PER_YEAR = 3;
