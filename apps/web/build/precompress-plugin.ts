import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);

/**
 * Text assets worth compressing. Even a small chunk on a page's critical path (the bundler's runtime is about
 * 700 bytes) shrinks by a third or more; below a few hundred bytes the headers eat the gain, and a compressed file
 * is only kept when it is smaller than the original.
 */
const COMPRESSIBLE = /\.(?:js|css|svg|json)$/;
const MIN_BYTES = 256;

/** Brotli at its highest quality, and gzip by zopfli (a gzip stream any client reads, about 4% smaller). */
export async function precompress(content: Buffer): Promise<{ br: Buffer; gz: Buffer }> {
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { numiterations: 15 }),
  ]);
  return { br, gz: Buffer.from(gz) };
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every built text asset. The server sends them as they are
 * (`@fastify/static` with `preCompressed`), so visitors get the smallest encoding their browser reads and the
 * server spends no CPU compressing the same files on every request.
 */
export function precompressPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const fullPath = path.join(outDir, file);
          const content = await readFile(fullPath);
          if (content.length < MIN_BYTES) return;
          const { br, gz } = await precompress(content);
          if (br.length < content.length) await writeFile(`${fullPath}.br`, br);
          if (gz.length < content.length) await writeFile(`${fullPath}.gz`, gz);
        }),
      );
    },
  };
}
