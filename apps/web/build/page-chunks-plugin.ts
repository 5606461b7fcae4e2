import type { Plugin } from 'vite';

/** Page modules follow `<route-slug>-page.tsx` (`home-page.tsx` for `/`). */
const PAGE_MODULE = /[\\/]([a-z0-9-]+)-page\.tsx$/;
/** The member area's page table (app/member-pages.tsx), loaded before any page behind sign-in. */
const MEMBER_AREA_MODULE = /[\\/]app[\\/]member-pages\.tsx$/;
export const MEMBER_AREA_KEY = '#member-area';

/**
 * Writes `page-chunks.json`: for each page module, the chunk that holds it and the chunks it imports. The server
 * adds them as `<link rel="modulepreload">` to the HTML of that page, so the page's code downloads alongside the
 * app shell instead of after it (pages stay lazy-loaded).
 */
export function pageChunksPlugin(): Plugin {
  return {
    name: 'page-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const pages: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk' || !output.isDynamicEntry || !output.facadeModuleId) continue;
        const match = PAGE_MODULE.exec(output.facadeModuleId);
        if (match?.[1]) pages[match[1]] = [output.fileName, ...output.imports];
        else if (MEMBER_AREA_MODULE.test(output.facadeModuleId)) {
          pages[MEMBER_AREA_KEY] = [output.fileName, ...output.imports];
        }
      }
      this.emitFile({ type: 'asset', fileName: 'page-chunks.json', source: `${JSON.stringify(pages, null, 2)}\n` });
    },
  };
}
