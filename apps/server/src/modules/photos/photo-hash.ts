import phash from 'sharp-phash';

/**
 * Perceptual hashes of photos (issue 15, the duplicate-photo flag). `sharp-phash` shrinks the image to 32 × 32
 * greyscale pixels and keeps the sign of 64 low-frequency DCT coefficients against their mean: the same picture
 * re-encoded, resized or slightly recoloured keeps (nearly) the same 64 bits, a different picture does not. Stored
 * as 16 hex digits in `photos.phash`; two photos whose hashes differ in at most `DUPLICATE_MAX_DISTANCE` bits
 * (@app/shared/console/photos) are flagged as the same photo; the console compares them in SQL
 * (console/photos/photo-review.service.ts), `hammingDistance` is the same measure in code.
 */

const HEX_HASH = /^[0-9a-f]{16}$/;

/** The 64-bit perceptual hash of an image (any format sharp reads), as 16 lower-case hex digits. */
export async function perceptualHash(image: Buffer): Promise<string> {
  const bits = await phash(image);
  if (!/^[01]{64}$/.test(bits)) throw new Error('sharp-phash did not answer 64 bits');
  let hex = '';
  for (let start = 0; start < 64; start += 4) hex += Number.parseInt(bits.slice(start, start + 4), 2).toString(16);
  return hex;
}

/** How many of the 64 bits two hex hashes differ in. */
export function hammingDistance(a: string, b: string): number {
  if (!HEX_HASH.test(a) || !HEX_HASH.test(b)) throw new Error('a perceptual hash is 16 hex digits');
  let diff = BigInt(`0x${a}`) ^ BigInt(`0x${b}`);
  let count = 0;
  while (diff) {
    count += Number(diff & 1n);
    diff >>= 1n;
  }
  return count;
}
