/**
 * Member photos (issue: profile). The server accepts a photo by its content (magic bytes), never by its name or
 * declared type, decodes it, applies its orientation, re-encodes it to WebP in the sizes below with every metadata
 * tag removed, and keeps only those re-encoded files. Who sees the sharp versions is the owner's choice
 * (`PHOTO_VISIBILITIES`); everyone else gets the strongly blurred small variant, made on the server.
 */
export const PHOTO_LIMITS = {
  maxPhotos: 6,
  maxBytes: 15 * 1024 * 1024,
  /** Pixel flood guard: larger images are refused before they are decoded in full (40 megapixels). */
  maxInputPixels: 40_000_000,
  /** The smallest side a photo may have, so faces are recognisable. */
  minSidePx: 200,
} as const;

/** Stored sizes: the longest side in pixels. `blurred` is the only one a viewer without access receives. */
export const PHOTO_VARIANTS = ['thumb', 'medium', 'large', 'blurred'] as const;
export type PhotoVariant = (typeof PHOTO_VARIANTS)[number];
export const PHOTO_VARIANT_SIZES: Record<PhotoVariant, number> = { thumb: 320, medium: 800, large: 1600, blurred: 96 };
export const SHARP_PHOTO_VARIANTS = ['thumb', 'medium', 'large'] as const satisfies readonly PhotoVariant[];

/** Formats the server decodes; browsers' file pickers are offered the same list. */
export const ACCEPTED_PHOTO_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/heic',
  'image/heif',
] as const;
export const ACCEPTED_PHOTO_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp', '.gif', '.heic', '.heif'] as const;

/**
 * Who sees a member's sharp photos:
 * - `members`: every signed-in member who may see the profile;
 * - `connections`: accepted connections only;
 * - `on_request`: only members the owner has granted after they asked.
 */
export const PHOTO_VISIBILITIES = ['members', 'connections', 'on_request'] as const;
export type PhotoVisibility = (typeof PHOTO_VISIBILITIES)[number];

/** The multipart field of POST form/profileImageUpload (repeated, one file each). */
export const PHOTO_UPLOAD_FIELD = 'profileImage';
