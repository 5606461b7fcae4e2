import { z } from 'zod';
import { PROFILE_TEXT_LIMITS } from '../profile/limits';
import { aboutField } from '../profile/fields';
import { LANGUAGE_CODES } from '../i18n/index';
import { UserTypeSchema } from '../plans/index';

/**
 * Suspension (issue 14 point 3). A suspended member can still sign in, but reaches only the suspension screen
 * (`/suspended`): what happened, until when, and a way to correct the about text or the photos, which puts the
 * profile in the team's review queue. A corrected about text removes the about text in a second language. Every other member endpoint answers 403 `SUSPENDED`.
 */

/**
 * Reason codes the team uses most; the web shows them in plain words. Any other reason is free text (shown as
 * written, hyphens read as spaces).
 */
export const SUSPENSION_REASONS = ['inappropriate-bio', 'inappropriate-image'] as const;
export type SuspensionReasonCode = (typeof SUSPENSION_REASONS)[number];

/** A reason as stored: one of the codes above or a short free text. */
export const SUSPENSION_REASON_MAX = 500;
export const SuspensionReasonSchema = z
  .string({ error: 'Please give a reason.' })
  .trim()
  .min(1, 'Please give a reason.')
  .max(SUSPENSION_REASON_MAX, `Please keep the reason under ${SUSPENSION_REASON_MAX} characters.`);

/** What the suspension screen's correction (`form/update-profile`, multipart) accepts. */
export const SUSPENSION_UPDATE_LIMITS = {
  /** Photos in one correction: they replace the whole photo list. */
  maxPhotos: 3,
  aboutMin: PROFILE_TEXT_LIMITS.aboutMin,
  aboutMax: PROFILE_TEXT_LIMITS.aboutMax,
} as const;
/** The multipart field names of `form/update-profile` (the reference's). */
export const SUSPENSION_UPDATE_FIELDS = { about: 'aboutYourSelf', photos: 'profileImage' } as const;

/** The about text of a correction: the profile's own rules (onboarding, My Details). */
export const SuspensionAboutSchema = aboutField;
export const SuspensionUpdateTextSchema = z.strictObject({ aboutYourSelf: SuspensionAboutSchema });
export type SuspensionUpdateText = z.infer<typeof SuspensionUpdateTextSchema>;

/**
 * POST user/check-user-suspension. Signed in; it answers only about the caller. The reference's `userId` may be
 * sent, but only the caller's own id is accepted (anything else is refused rather than answered).
 */
export const CheckSuspensionBodySchema = z
  .strictObject({ userId: z.string().optional() })
  .nullish()
  .transform((body) => body ?? {});

/** The suspended member, as the suspension screen shows them. `profileImage` is always a list (primary first). */
export const SuspensionUserDetailsSchema = z.object({
  userId: z.string(),
  email: z.string(),
  usertype: UserTypeSchema,
  displayName: z.string(),
  aboutYourSelf: z.string().nullable(),
  /**
   * The about text in a second language and its language (`LANGUAGE_CODES`), or null: a corrected about text removes
   * it (not in the reference).
   */
  aboutSecond: z.string().nullable(),
  aboutSecondLanguage: z.enum(LANGUAGE_CODES).nullable(),
  profileImage: z.array(z.string()),
});
export type SuspensionUserDetails = z.infer<typeof SuspensionUserDetailsSchema>;

export const NotSuspendedResponseSchema = z.object({
  success: z.literal(true),
  isSuspended: z.literal(false),
  message: z.string(),
});

export const SuspendedResponseSchema = z.object({
  success: z.literal(true),
  isSuspended: z.literal(true),
  /** ISO 8601. */
  suspendedAt: z.string(),
  /** ISO 8601, or null: until the team has reviewed the profile. */
  unsuspendAt: z.string().nullable(),
  /** A code of `SUSPENSION_REASONS` or free text. */
  reason: z.string(),
  userDetails: SuspensionUserDetailsSchema,
  /** A correction the member sent is waiting for the team (not in the reference). */
  correctionPending: z.boolean(),
});

export const CheckSuspensionResponseSchema = z.discriminatedUnion('isSuspended', [
  NotSuspendedResponseSchema,
  SuspendedResponseSchema,
]);
export type CheckSuspensionResponse = z.infer<typeof CheckSuspensionResponseSchema>;
export type SuspendedResponse = z.infer<typeof SuspendedResponseSchema>;

/** POST form/update-profile: what is on the profile now; the suspension stays until the team has looked. */
export const SuspensionUpdateResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  aboutYourSelf: z.string().nullable(),
  aboutSecond: SuspensionUserDetailsSchema.shape.aboutSecond,
  aboutSecondLanguage: SuspensionUserDetailsSchema.shape.aboutSecondLanguage,
  profileImage: z.array(z.string()),
});
export type SuspensionUpdateResponse = z.infer<typeof SuspensionUpdateResponseSchema>;
