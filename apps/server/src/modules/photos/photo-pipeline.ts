import sharp, { type Metadata, type OutputInfo, type Sharp } from 'sharp';
import { PHOTO_LIMITS, PHOTO_VARIANT_SIZES, PHOTO_VARIANTS, type PhotoVariant } from '@app/shared/photos';
import { AppError } from '../../lib/app-error';
import { perceptualHash } from './photo-hash';

/**
 * The photo pipeline: the only way an uploaded file becomes a stored photo (also used by the seed script).
 *
 * - The format is decided by the file's content (magic bytes), never by its name or declared type.
 * - Size limits are checked on the bytes, then on the header's dimensions *before* the pixels are decoded
 *   (a tiny file can declare billions of pixels).
 * - The image is decoded once, turned upright (EXIF orientation), and re-encoded to WebP at fixed sizes. Nothing
 *   of the original file is kept: no EXIF (camera, GPS), ICC, XMP or IPTC, and no trailing bytes, so a polyglot
 *   file cannot survive as anything but pixels.
 * - Anything the decoder cannot read is refused as unsupported (415), never answered with a 500.
 */

export type PhotoFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'heif';

export type ProcessedPhoto = {
  /** The source format found by its content. */
  format: PhotoFormat;
  /** Upright size of the largest stored variant (what a viewer with access can see). */
  width: number;
  height: number;
  /** WebP files, no metadata. */
  variants: Record<PhotoVariant, Buffer>;
  /** 64-bit perceptual hash of the re-encoded photo, 16 hex digits (photo-hash.ts: the duplicate-photo flag). */
  phash: string;
};

/** The largest photo, in MB, and the most pixels, in megapixels: the values of the refusals' sentences (`params`). */
export const PHOTO_MAX_MB = PHOTO_LIMITS.maxBytes / (1024 * 1024);
export const PHOTO_MAX_MEGAPIXELS = PHOTO_LIMITS.maxInputPixels / 1_000_000;

export const PHOTO_MESSAGES = {
  unsupported: 'Please choose a photo in JPEG, PNG, WebP, GIF or HEIC format.',
  unreadable: 'That file could not be read as a photo. Please choose a JPEG, PNG, WebP, GIF or HEIC photo.',
  tooManyBytes: `Each photo must be ${PHOTO_LIMITS.maxBytes / (1024 * 1024)} MB or smaller.`,
  tooManyPixels: `That photo has too many pixels (over ${PHOTO_LIMITS.maxInputPixels / 1_000_000} megapixels). Please choose a smaller one.`,
  tooSmall: `That photo is too small: it needs to be at least ${PHOTO_LIMITS.minSidePx} pixels on each side.`,
} as const;

/** Major brands of HEIF files carrying HEVC (what phones write); AVIF and others are not accepted. */
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

/** The format a file's first bytes say it is, or null. Only these five are ever decoded. */
export function sniffPhotoFormat(bytes: Uint8Array): PhotoFormat | null {
  const ascii = (start: number, end: number) => Buffer.from(bytes.subarray(start, end)).toString('latin1');
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && ascii(0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (bytes.length >= 6 && (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a')) return 'gif';
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (bytes.length >= 12 && ascii(4, 8) === 'ftyp' && HEIF_BRANDS.has(ascii(8, 12))) return 'heif';
  return null;
}

const unsupported = () => new AppError('UNSUPPORTED_MEDIA_TYPE', PHOTO_MESSAGES.unsupported, { reason: 'photoFormat' });
const unreadable = () =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', PHOTO_MESSAGES.unreadable, { reason: 'photoUnreadable' });
/** 413: a photo over the size limit. */
export const photoTooLarge = () =>
  new AppError('PAYLOAD_TOO_LARGE', PHOTO_MESSAGES.tooManyBytes, {
    reason: 'photoBytes',
    params: { maxMb: PHOTO_MAX_MB },
  });

/** Refuses by the declared dimensions (orientation does not change either test). */
function checkDimensions(width: number | undefined, height: number | undefined): void {
  if (!width || !height) throw unreadable();
  if (width * height > PHOTO_LIMITS.maxInputPixels) {
    throw new AppError('PAYLOAD_TOO_LARGE', PHOTO_MESSAGES.tooManyPixels, {
      reason: 'photoPixels',
      params: { maxMegapixels: PHOTO_MAX_MEGAPIXELS },
    });
  }
  if (Math.min(width, height) < PHOTO_LIMITS.minSidePx) {
    throw new AppError('VALIDATION_FAILED', PHOTO_MESSAGES.tooSmall, {
      reason: 'photoTooSmall',
      params: { minSide: PHOTO_LIMITS.minSidePx },
      fieldErrors: [{ path: 'profileImage', message: PHOTO_MESSAGES.tooSmall }],
    });
  }
}

/** sharp's input formats for each sniffed format (libvips names). */
const SHARP_FORMAT: Record<Exclude<PhotoFormat, 'heif'>, string> = {
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
};

async function openDecoder(input: Buffer, format: PhotoFormat): Promise<Sharp> {
  if (format === 'heif') return openHeif(input);
  let metadata: Metadata;
  try {
    // Header only: no pixel is decoded here.
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw unreadable();
  }
  // libvips sniffs the content too; both must agree, so nothing else (SVG, PDF, TIFF…) is ever decoded.
  if (metadata.format !== SHARP_FORMAT[format]) throw unreadable();
  checkDimensions(metadata.width, metadata.height);
  // `pages: 1`: the first frame of an animated GIF or WebP. limitInputPixels stays as a second guard.
  return sharp(input, { limitInputPixels: PHOTO_LIMITS.maxInputPixels, failOn: 'error', pages: 1, page: 0 });
}

/**
 * HEIC/HEIF through libheif (WebAssembly): sharp's own libheif decodes only AVIF. The container is parsed
 * first, so the size is checked before the image is decoded; libheif applies the file's rotation and mirroring.
 * Loaded on the first HEIC upload only: its WebAssembly (1.4 MB) need not slow every server start.
 */
async function openHeif(input: Buffer): Promise<Sharp> {
  const { default: heicDecode } = await import('heic-decode');
  let images: Awaited<ReturnType<typeof heicDecode.all>>;
  try {
    images = await heicDecode.all({ buffer: input });
  } catch {
    throw unreadable();
  }
  try {
    const first = images[0];
    if (!first) throw unreadable();
    checkDimensions(first.width, first.height);
    let decoded: { width: number; height: number; data: Uint8ClampedArray };
    try {
      decoded = await first.decode();
    } catch {
      throw unreadable();
    }
    const pixels = Buffer.from(decoded.data.buffer, decoded.data.byteOffset, decoded.data.byteLength);
    return sharp(pixels, { raw: { width: decoded.width, height: decoded.height, channels: 4 } });
  } finally {
    images.dispose();
  }
}

const WEBP = { quality: 82, effort: 4 } as const;
/** The blurred variant is first shrunk to this longest side, so no detail of a face survives, then blurred. */
const BLUR_SOURCE_PX = 24;
const BLUR_SIGMA = 3;

/** Checks, decodes and re-encodes one uploaded file. Throws AppError 413/415/400 for anything refused. */
export async function processPhoto(input: Buffer): Promise<ProcessedPhoto> {
  if (input.length > PHOTO_LIMITS.maxBytes) throw photoTooLarge();
  const format = sniffPhotoFormat(input);
  if (!format) throw unsupported();
  const decoder = await openDecoder(input, format);

  let upright: { data: Buffer; info: OutputInfo };
  try {
    // Decoded once: upright (EXIF orientation), sRGB, no larger than the largest variant; raw pixels carry no
    // metadata at all, so nothing of the original can reach the stored files.
    upright = await decoder
      .rotate()
      .resize({
        width: PHOTO_VARIANT_SIZES.large,
        height: PHOTO_VARIANT_SIZES.large,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw unreadable();
  }
  const raw = {
    raw: { width: upright.info.width, height: upright.info.height, channels: upright.info.channels },
  } as const;

  const encode = (size: number) =>
    sharp(upright.data, raw)
      .resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true })
      .webp(WEBP)
      .toBuffer();

  const blurred = async () => {
    const tiny = await sharp(upright.data, raw)
      .resize({ width: BLUR_SOURCE_PX, height: BLUR_SOURCE_PX, fit: 'inside' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    return sharp(tiny.data, { raw: { width: tiny.info.width, height: tiny.info.height, channels: tiny.info.channels } })
      .resize({ width: PHOTO_VARIANT_SIZES.blurred, height: PHOTO_VARIANT_SIZES.blurred, fit: 'inside' })
      .blur(BLUR_SIGMA)
      .webp({ quality: 60 })
      .toBuffer();
  };

  const entries = await Promise.all(
    PHOTO_VARIANTS.map(async (variant) => {
      const body = variant === 'blurred' ? await blurred() : await encode(PHOTO_VARIANT_SIZES[variant]);
      return [variant, body] as const;
    }),
  );
  const variants = Object.fromEntries(entries) as Record<PhotoVariant, Buffer>;
  return {
    format,
    width: upright.info.width,
    height: upright.info.height,
    variants,
    // From the stored medium variant: what others are shown, so a copy of the same picture hashes the same.
    phash: await perceptualHash(variants.medium),
  };
}
