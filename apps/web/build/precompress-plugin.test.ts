import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompress } from './precompress-plugin';

describe('precompress', () => {
  it('writes brotli and gzip that decode to the original, gzip no larger than zlib at level 9', async () => {
    const source = Buffer.from(
      Array.from({ length: 400 }, (_, i) => `export const value${i} = "${'matrimony '.repeat(i % 7)}";`).join('\n'),
    );
    const { br, gz } = await precompress(source);
    expect(brotliDecompressSync(br).equals(source)).toBe(true);
    expect(gunzipSync(gz).equals(source)).toBe(true);
    expect(gz.length).toBeLessThanOrEqual(gzipSync(source, { level: 9 }).length);
    expect(br.length).toBeLessThan(gz.length);
  });
});
