import { z } from 'zod';
import { SessionUserSchema } from '../auth/index';
import { ErrorCodeSchema } from '../errors/index';
import { PHOTO_LIMITS, PHOTO_VISIBILITIES } from './constants';
import { FAMILY_RELATIONS } from '../family/roles';

/*
 * Member photos (issue: profile): the limits, sizes, formats and visibility choices are in `constants.ts` (plain
 * values, importable as `@app/shared/photos/constants` by a page that needs no schema, and so no zod); the
 * schemas of what the photo endpoints take and answer are here.
 */
export * from './constants';

export const PhotoVisibilitySchema = z.enum(PHOTO_VISIBILITIES, { error: 'Please choose who can see your photos.' });
export const SetPhotoVisibilityInputSchema = z.strictObject({ photoVisibility: PhotoVisibilitySchema });

/** One photo as a viewer receives it: URLs are signed for that viewer and expire (see docs/privacy.md). */
export const PhotoViewSchema = z.object({
  photoId: z.string(),
  /** Medium size, or the blurred variant when the viewer has no access. */
  url: z.string(),
  thumbUrl: z.string(),
  /** Only when the viewer may see the sharp photo. */
  largeUrl: z.string().optional(),
  blurred: z.boolean(),
  isPrimary: z.boolean(),
  width: z.number().int(),
  height: z.number().int(),
  /**
   * The owner's own photos only (photo review, issue 15): `pending` = shown to nobody else until a moderator
   * approves it. Others are only ever given approved photos, without this field.
   */
  reviewStatus: z.enum(['pending', 'approved']).optional(),
  /**
   * The profile's own photos only (families, issue 29): added by a family manager and shown to nobody else until the
   * candidate approves it (`photos/approve`) or removes it; names who added it, by relation.
   */
  awaitingApproval: z.object({ addedBy: z.enum(FAMILY_RELATIONS) }).optional(),
});
export type PhotoView = z.infer<typeof PhotoViewSchema>;

const PhotoIdSchema = z.uuid({ error: 'That photo does not exist.' });
export const PhotoIdInputSchema = z.strictObject({ photoId: PhotoIdSchema });
export const ReorderPhotosInputSchema = z.strictObject({
  photoIds: z
    .array(PhotoIdSchema)
    .min(1, 'List your photos in the order you want them.')
    .max(PHOTO_LIMITS.maxPhotos)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'Each photo can appear once.' }),
});

export const PHOTO_ACCESS_STATUSES = ['pending', 'granted', 'declined'] as const;
export type PhotoAccessStatus = (typeof PHOTO_ACCESS_STATUSES)[number];
export const PhotoAccessRequestInputSchema = z.strictObject({
  userId: z.uuid({ error: 'That member does not exist.' }),
});
export const PhotoAccessResponseInputSchema = z.strictObject({
  userId: z.uuid({ error: 'That member does not exist.' }),
  grant: z.boolean({ error: 'Please say whether to share your photos.' }),
});

export const MyPhotosResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  photoVisibility: PhotoVisibilitySchema,
  data: z.array(PhotoViewSchema),
});
export type MyPhotosResponse = z.infer<typeof MyPhotosResponseSchema>;

// ---------------------------------------------------------------------------------------------------------
// Answers of the photo endpoints (issue: profile, server photos module).

/**
 * POST form/profileImageUpload: the member with the updated `isImageFormFilled` flag, the medium URLs of the
 * photos this request added (reference `imageUploadData.image`) and every photo of the member, primary first.
 */
export const PhotoUploadResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  user: SessionUserSchema,
  imageUploadData: z.object({ image: z.array(z.string()) }),
  data: z.array(PhotoViewSchema),
  /**
   * Files of the request that were not added, each with why (not a photo we can use, too large, too small…): the
   * others are kept. Empty when every file was added; a request whose every file is refused answers the error.
   * `message` is English; `code` and `params` (its reason and values) are the refusal's, for a client to word it
   * (ADR 018).
   */
  refused: z.array(
    z.object({
      fileName: z.string(),
      message: z.string(),
      code: ErrorCodeSchema.optional(),
      params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    }),
  ),
});
export type PhotoUploadResponse = z.infer<typeof PhotoUploadResponseSchema>;

/** PUT photos/reorder and photos/setPrimary, POST photos/approve: the member's photos as they are now. */
export const PhotosChangedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.array(PhotoViewSchema),
});
export type PhotosChangedResponse = z.infer<typeof PhotosChangedResponseSchema>;

/** DELETE photos/deletePhoto: as above, with the member (the flag turns false when the last photo goes). */
export const PhotoDeletedResponseSchema = PhotosChangedResponseSchema.extend({ user: SessionUserSchema });
export type PhotoDeletedResponse = z.infer<typeof PhotoDeletedResponseSchema>;

export const PhotoVisibilityResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  photoVisibility: PhotoVisibilitySchema,
});

/** POST photos/requestAccess and photos/respondToRequest: the request as it now stands. */
export const PhotoAccessStatusResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  status: z.enum(PHOTO_ACCESS_STATUSES),
});

/** One member who asked to see the owner's photos, as the owner may see that member. */
export const PhotoAccessRequestItemSchema = z.object({
  userId: z.string(),
  firstName: z.string().nullable(),
  displayName: z.string().nullable(),
  status: z.enum(['pending', 'granted']),
  requestedAt: z.string(),
  respondedAt: z.string().nullable(),
  /** The requester's primary photo, sharp or blurred as the privacy rules decide for the owner; null if none. */
  photo: PhotoViewSchema.nullable(),
});
export type PhotoAccessRequestItem = z.infer<typeof PhotoAccessRequestItemSchema>;
export const PhotoAccessRequestsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(PhotoAccessRequestItemSchema),
});
export type PhotoAccessRequestsResponse = z.infer<typeof PhotoAccessRequestsResponseSchema>;
