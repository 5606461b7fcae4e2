import { z } from 'zod';
import { DecisionReasonSchema } from '../index';

/**
 * The console's photo review (issue 15 point 2). New photos wait for a moderator: with `PHOTO_REVIEW=before` (the
 * default) a waiting photo is shown to its owner only; with `after` it is shown at once and still waits here. A
 * photo whose perceptual hash is within `DUPLICATE_MAX_DISTANCE` bits of another account's photo is flagged as a
 * possible duplicate (the same picture on two accounts is a common sign of a fake profile).
 */

export const PHOTO_REVIEW_MODES = ['before', 'after'] as const;
export type PhotoReviewMode = (typeof PHOTO_REVIEW_MODES)[number];

/** Photos per page of the review list. */
export const PHOTO_REVIEW_PAGE = 20;
/** Two photos count as the same picture when their 64-bit perceptual hashes differ in at most this many bits. */
export const DUPLICATE_MAX_DISTANCE = 6;
/** At most this many other accounts' photos are listed as duplicates of one photo (closest first). */
export const DUPLICATES_PER_PHOTO = 5;
/** The default reason of an approval; the moderator can change it. */
export const DEFAULT_APPROVAL_REASON = 'Looks fine';

// ---- GET admin-photos/pending --------------------------------------------------------------------------------

export const PendingPhotosQuerySchema = z.strictObject({
  /** Opaque: pass back `nextCursor` of the previous page. */
  cursor: z.string().trim().min(1).max(400).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(PHOTO_REVIEW_PAGE),
});
export type PendingPhotosQuery = z.input<typeof PendingPhotosQuerySchema>;

/** Photo URLs signed for the staff member who asked (the media route serves staff every photo). */
const StaffPhotoUrlsSchema = z.object({
  /** Medium size. */
  url: z.string(),
  thumbUrl: z.string(),
  largeUrl: z.string(),
});

/** Another account's photo that looks like the same picture. */
export const DuplicatePhotoSchema = StaffPhotoUrlsSchema.extend({
  photoId: z.string(),
  userId: z.string(),
  memberName: z.string(),
  uploadedAt: z.string(),
  /** `pending`: that photo waits for review too (it is then in this list as well). */
  reviewStatus: z.enum(['pending', 'approved']),
  /** Bits of 64 that differ (0 = the same picture as far as the hash can tell). */
  distance: z.number().int(),
});
export type DuplicatePhoto = z.infer<typeof DuplicatePhotoSchema>;

export const PendingPhotoSchema = StaffPhotoUrlsSchema.extend({
  photoId: z.string(),
  userId: z.string(),
  memberName: z.string(),
  memberEmail: z.string(),
  /** ISO 8601; the list is oldest first. */
  uploadedAt: z.string(),
  /** `pending`: nobody but the owner sees it yet; `approved`: shown already (PHOTO_REVIEW=after), still unreviewed. */
  reviewStatus: z.enum(['pending', 'approved']),
  width: z.number().int(),
  height: z.number().int(),
  /** Closest first, at most DUPLICATES_PER_PHOTO; empty when no other account has a photo like it. */
  duplicates: z.array(DuplicatePhotoSchema),
});
export type PendingPhoto = z.infer<typeof PendingPhotoSchema>;

export const PendingPhotosResponseSchema = z.object({
  success: z.literal(true),
  /** The server's PHOTO_REVIEW setting. */
  mode: z.enum(PHOTO_REVIEW_MODES),
  /** Every photo awaiting review (not only this page). */
  total: z.number().int(),
  photos: z.array(PendingPhotoSchema),
  nextCursor: z.string().nullable(),
});
export type PendingPhotosResponse = z.infer<typeof PendingPhotosResponseSchema>;

// ---- POST admin-photos/decide --------------------------------------------------------------------------------

export const PHOTO_DECISIONS = ['approve', 'reject'] as const;
export type PhotoDecision = (typeof PHOTO_DECISIONS)[number];

export const DecidePhotoInputSchema = z.strictObject({
  photoId: z.uuid({ error: 'That photo does not exist.' }),
  decision: z.enum(PHOTO_DECISIONS, { error: 'Please choose approve or reject.' }),
  reason: DecisionReasonSchema,
});
export type DecidePhotoInput = z.infer<typeof DecidePhotoInputSchema>;

export const DecidePhotoResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  photoId: z.string(),
  decision: z.enum(PHOTO_DECISIONS),
});
export type DecidePhotoResponse = z.infer<typeof DecidePhotoResponseSchema>;
