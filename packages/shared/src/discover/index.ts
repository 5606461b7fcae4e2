import { z } from 'zod';
import { SuccessBaseSchema } from '../api/index';

/**
 * Discover's API (issue 10): favourites (reference §1.6, mounted at `profile/favorite`) and who viewed me
 * (reference §1.8). Field names are the reference's; every list holds only members the caller may see by the
 * profile view's rules (docs/privacy.md), so a block, a hidden or suspended profile or a deleted account takes a
 * member out of it, and unblocking brings them back.
 */

const memberId = (message: string) => z.uuid({ error: message });

export const ToggleFavouriteInputSchema = z.strictObject({
  favoritedUserId: memberId('Please say which member to add to or remove from your favourites.'),
});
export type ToggleFavouriteInput = z.infer<typeof ToggleFavouriteInputSchema>;

export const ToggleFavouriteResponseSchema = SuccessBaseSchema.extend({
  message: z.string(),
  /** Whether the member is a favourite after this call. */
  isFavourite: z.boolean(),
});
export type ToggleFavouriteResponse = z.infer<typeof ToggleFavouriteResponseSchema>;

export const FavouriteSchema = z.object({ userId: z.uuid(), createdAt: z.string() });
export const FavouritesResponseSchema = SuccessBaseSchema.extend({
  /** Newest first. */
  data: z.array(FavouriteSchema),
});
export type FavouritesResponse = z.infer<typeof FavouritesResponseSchema>;

export const AddProfileViewInputSchema = z.strictObject({
  receiverId: memberId('Please say whose profile was viewed.'),
});
export type AddProfileViewInput = z.infer<typeof AddProfileViewInputSchema>;

export const AddProfileViewResponseSchema = SuccessBaseSchema.extend({
  /** False when this viewer's visit today was already counted (once per viewer per day). */
  recorded: z.boolean(),
});

export const ProfileViewSchema = z.object({
  viewerId: z.uuid(),
  /** The reference client's fallback name for `viewerId`. */
  userId: z.uuid(),
  /** The latest visit. */
  viewedAt: z.string(),
  /** On how many days this member looked (each day counted once). */
  days: z.number().int().positive(),
});
export const MyViewsResponseSchema = SuccessBaseSchema.extend({
  /** One entry per visitor, most recent first. */
  data: z.array(ProfileViewSchema),
  total: z.number().int().nonnegative(),
});
export type MyViewsResponse = z.infer<typeof MyViewsResponseSchema>;
