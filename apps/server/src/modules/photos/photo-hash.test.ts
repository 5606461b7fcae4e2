import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DUPLICATE_MAX_DISTANCE } from '@app/shared/console/photos';
import { hammingDistance, perceptualHash } from './photo-hash';

const fixture = (name: string) =>
  readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', name));

describe('perceptual hashes', () => {
  it('are 16 hex digits, the same for a re-encoded or resized copy, and far apart for another picture', async () => {
    const a = fixture('portrait-a.jpg');
    const hash = await perceptualHash(a);
    expect(hash).toMatch(/^[0-9a-f]{16}$/);
    const copy = await perceptualHash(await sharp(a).resize(225, 300).webp({ quality: 50 }).toBuffer());
    expect(hammingDistance(hash, copy)).toBeLessThanOrEqual(DUPLICATE_MAX_DISTANCE);
    const other = await perceptualHash(fixture('portrait-b.jpg'));
    expect(hammingDistance(hash, other)).toBeGreaterThan(DUPLICATE_MAX_DISTANCE * 2);
  });

  it('count the bits two hashes differ in', () => {
    expect(hammingDistance('0000000000000000', '0000000000000000')).toBe(0);
    expect(hammingDistance('0000000000000000', 'ffffffffffffffff')).toBe(64);
    expect(hammingDistance('00000000000000f1', '0000000000000000')).toBe(5);
    expect(() => hammingDistance('xyz', '0000000000000000')).toThrow();
  });
});
